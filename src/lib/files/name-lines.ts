// Where a file or folder name may go onto a new line (requirements X47). A name is data, not
// prose: Japanese phrase breaking (`word-break: auto-phrase`) cut "営業部門" into "営業部 / 門",
// and plain breaking can split it between any two letters. A name shown in a sentence is kept
// whole between its separators (`word-break: keep-all` on its pieces) and may break after `_`,
// `-`, `~`, `+` and closing brackets, and before a `.`; a piece longer than the line still breaks
// where it must (`overflow-wrap: anywhere`). A separator stays with the letter before it: Chromium
// breaks between "度" and "_" even under `keep-all`, which holds only between letters.

/** A run of a sentence: the name's own text (`name: true`) or the words around it. */
export interface TextRun {
  readonly text: string;
  readonly name: boolean;
}

/** `text` cut into the runs that are `name` and those around it (each occurrence of the name). */
export function nameRuns(text: string, name: string): TextRun[] {
  if (name === '') return text === '' ? [] : [{ text, name: false }];
  const runs: TextRun[] = [];
  let from = 0;
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, from)) {
    if (at > from) runs.push({ text: text.slice(from, at), name: false });
    runs.push({ text: name, name: true });
    from = at + name.length;
  }
  if (from < text.length) runs.push({ text: text.slice(from), name: false });
  return runs;
}

/** The separators a name may break after (ASCII and full-width forms). */
const SEPARATOR = '_\\-~+)\\]}＿－～）］｝」』】・';
const BREAK_AFTER = new RegExp(`(?<=[${SEPARATOR}])(?=.)`, 'u');
const ENDS_WITH_SEPARATOR = new RegExp(`[${SEPARATOR}]$`, 'u');
/** Before a dot that follows something (not a leading dot: ".env" stays whole). */
const BREAK_BEFORE_DOT = /(?<=[^.])(?=\.[^.])/u;

/** The pieces of `name` a line may break between; joined, they are the name. */
export function namePieces(name: string): string[] {
  return name
    .split(BREAK_AFTER)
    .flatMap((piece) => piece.split(BREAK_BEFORE_DOT))
    .filter((piece) => piece !== '');
}

/**
 * A piece of a name cut before its last letter and the separator that ends it, which are kept on
 * one line (`white-space: nowrap`): `["2026年度第3四半", "期_"]`. A piece that does not end with a
 * separator, or is the separator alone, is `[piece, ""]`.
 */
export function pieceEnd(piece: string): [head: string, end: string] {
  const letters = Array.from(piece);
  if (letters.length < 2 || !ENDS_WITH_SEPARATOR.test(piece)) return [piece, ''];
  return [letters.slice(0, -2).join(''), letters.slice(-2).join('')];
}
