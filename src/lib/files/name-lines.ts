// Where a file or folder name may go onto a new line (requirements X47). A name is data, not
// prose: Japanese phrase breaking (`word-break: auto-phrase`) cut "営業部門" into "営業部 / 門",
// and plain breaking can split it between any two letters. A name shown in a sentence is kept
// whole between its separators (`word-break: keep-all` on its pieces) and may break after `_`,
// `-`, `~`, `+` and closing brackets, and before a `.`; a piece longer than the line still breaks
// where it must (`overflow-wrap: anywhere`).

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

/** After these a name may break (ASCII and full-width forms). */
const BREAK_AFTER = /(?<=[_\-~+)\]}＿－～）］｝」』】・])(?=.)/u;
/** Before a dot that follows something (not a leading dot: ".env" stays whole). */
const BREAK_BEFORE_DOT = /(?<=[^.])(?=\.[^.])/u;

/** The pieces of `name` a line may break between; joined, they are the name. */
export function namePieces(name: string): string[] {
  return name
    .split(BREAK_AFTER)
    .flatMap((piece) => piece.split(BREAK_BEFORE_DOT))
    .filter((piece) => piece !== '');
}
