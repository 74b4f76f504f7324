// "Permission of Shared User": THE permission matrix of the current folder type as an accessible
// table (lazy-loaded). On phones it scrolls sideways with the function column kept in view.
import { useId, type ReactElement } from 'react';
import { matrixView, noteMarks, type MatrixCellView } from '../../lib/files/matrix.ts';
import { isRootKind } from '../../lib/files/matrix-modal.ts';
import { ACCESS_LEVEL_LABELS } from '../../lib/files/permissions.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { createT, type Strings, type TFunction } from '../../lib/i18n/t.ts';
import { Modal } from '../ui/Modal.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import './matrix.css';

/** Props of `PermissionMatrixModal`; `view.props.folderType` names the folder type (a RootKind). */
export interface PermissionMatrixModalProps {
  readonly view: ModalViewProps;
  readonly strings: Strings;
  readonly locale: Locale;
}

function Mark({ mark }: { mark: number | undefined }): ReactElement | null {
  return mark === undefined ? null : (
    <sup className="perm-matrix__mark" aria-hidden="true">
      {mark}
    </sup>
  );
}

function CellMark({
  cell,
  t,
  mark,
}: {
  cell: MatrixCellView;
  t: TFunction;
  mark: number | undefined;
}): ReactElement {
  const text = t(cell.key);
  const spoken = mark === undefined ? text : `${text} (${t('perm.noteMark', { mark })})`;
  return (
    <td className={`perm-matrix__cell perm-matrix__cell--${cell.cell}`}>
      <span aria-hidden="true">{cell.cell === 'N' ? '—' : '✓'}</span>
      <Mark mark={mark} />
      <span className="visually-hidden">{spoken}</span>
    </td>
  );
}

/** The matrix dialog, registered under PERMISSION_MODAL_ID. */
export function PermissionMatrixModal({
  view,
  strings,
  locale,
}: PermissionMatrixModalProps): ReactElement {
  const t = createT(strings, locale);
  const captionId = useId();
  const raw = view.props['folderType'];
  const folderType = isRootKind(raw) ? raw : 'shared';
  const matrix = matrixView(folderType);
  const marks = noteMarks(matrix);
  return (
    <Modal {...view.modal} size="wide" title={t('perm.title')} closeLabel={t('perm.close')}>
      <div className="perm-matrix">
        {/* The caption sits outside the scrolling box, so it stays readable on phones. */}
        <p id={captionId} className="perm-matrix__caption">
          {t('perm.caption', { folder: t(`perm.folder.${folderType}`) })}
        </p>
        <div className="perm-matrix__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="perm-matrix__table" aria-labelledby={captionId}>
            <thead>
              <tr>
                <th scope="col" className="perm-matrix__fn">
                  {t('perm.function')}
                </th>
                {matrix.levels.map((level) => (
                  <th key={level} scope="col" className="perm-matrix__level" lang="en">
                    {ACCESS_LEVEL_LABELS[level]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {matrix.rows.map((row) => {
                const rowMark = row.note === null ? undefined : marks.get(row.note);
                return (
                  <tr key={row.fn}>
                    <th scope="row" className="perm-matrix__fn">
                      {t(row.labelKey)}
                      <Mark mark={rowMark} />
                      {rowMark !== undefined && (
                        <span className="visually-hidden">
                          {' '}
                          ({t('perm.noteMark', { mark: rowMark })})
                        </span>
                      )}
                    </th>
                    {row.cells.map((cell) => (
                      <CellMark
                        key={cell.level}
                        cell={cell}
                        t={t}
                        mark={cell.note === null ? undefined : marks.get(cell.note)}
                      />
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <h3 className="perm-matrix__notes-title">{t('perm.notesTitle')}</h3>
        <ol className="perm-matrix__notes">
          {matrix.notes.map((note) => (
            <li key={note}>{t(`perm.note.${note}`)}</li>
          ))}
        </ol>
      </div>
    </Modal>
  );
}
