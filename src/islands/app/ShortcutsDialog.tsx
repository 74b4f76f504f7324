// The keyboard shortcuts dialog (`?`): every key of the list and every action's hotkey, from
// the same tables the keyboard handling reads, each that also works in the search results marked
// so (requirements X36). Loaded the first time it opens.
import { Fragment, type ReactElement } from 'react';
import { searchShortcuts } from '../../lib/explorer/search-actions.ts';
import { allShortcuts, keyLabels } from '../../lib/explorer/shortcuts.ts';
import { isMacPlatform } from '../../lib/ui/keys.ts';
import { Modal } from '../ui/Modal.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { useApp } from './context.ts';
import './shortcuts.css';

/** The dialog. */
export function ShortcutsDialog({ modal }: ModalViewProps): ReactElement {
  const { t } = useApp();
  const mac = isMacPlatform(navigator.platform);
  const inSearch = searchShortcuts(mac);
  const listed = allShortcuts(mac);
  const known = new Set(listed.map((row) => row.labelKey));
  const rows = [...listed, ...inSearch.filter((row) => !known.has(row.labelKey))];
  const searchLabels = new Set(inSearch.map((row) => row.labelKey));
  return (
    <Modal
      title={t('files.keys.title')}
      closeLabel={t('app.close')}
      onClose={modal.onClose}
      dismissible={modal.dismissible}
      raiseKey={modal.raiseKey}
    >
      {/* Its own scroll box, reachable by keyboard, so the dialog's body never scrolls. */}
      <div className="fx-keys-scroll" role="region" aria-label={t('files.keys.title')} tabIndex={0}>
        <table className="fx-keys">
          <caption className="visually-hidden">{t('files.keys.title')}</caption>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">{t('files.keys.keys')}</th>
              <th scope="col">{t('files.keys.does')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.labelKey}>
                <td className="fx-keys__keys">
                  {row.keys.map((combination, i) => (
                    <Fragment key={combination}>
                      {i > 0 && <span className="fx-keys__or"> / </span>}
                      <span className="fx-keys__combo">
                        {keyLabels(combination).map((key, j) => (
                          <span key={`${key}-${String(j)}`}>
                            {j > 0 && '+'}
                            <kbd>{key}</kbd>
                          </span>
                        ))}
                      </span>
                    </Fragment>
                  ))}
                </td>
                <td>
                  {t(row.labelKey)}
                  {searchLabels.has(row.labelKey) && (
                    <span className="fx-keys__badge">{t('files.search.keys.badge')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
