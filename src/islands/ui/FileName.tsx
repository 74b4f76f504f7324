// A file or folder name inside a sentence or a title, kept whole between its separators
// (requirements X47; the rule is src/lib/files/name-lines.ts).
import { Fragment, type ReactElement } from 'react';
import { namePieces, nameRuns, pieceEnd } from '../../lib/files/name-lines.ts';
import './name.css';

/** A name that breaks only after its separators and before its extension's dot. */
export function FileName(props: { readonly name: string }): ReactElement {
  return (
    <span className="ui-name">
      {namePieces(props.name).map((piece, index) => {
        const [head, end] = pieceEnd(piece);
        return (
          <Fragment key={index}>
            {index > 0 && <wbr />}
            {head}
            {end !== '' && <span className="ui-name__end">{end}</span>}
          </Fragment>
        );
      })}
    </span>
  );
}

/** A translated sentence or title holding `name`, the name drawn as a `FileName`. */
export function NamedText(props: { readonly text: string; readonly name: string }): ReactElement {
  return (
    <>
      {nameRuns(props.text, props.name).map((run, index) =>
        run.name ? <FileName key={index} name={run.text} /> : run.text,
      )}
    </>
  );
}
