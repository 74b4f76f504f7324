// Every file with one tag across all areas (requirements X22), loaded on demand from a chip:
// each file's name and the folders that hold it.
import { useEffect, useState, type ReactElement } from 'react';
import type { DialogProps } from '../../lib/explorer/dialogs.ts';
import { loadTagged, type TaggedFile } from '../../lib/explorer/tag-commands.ts';
import { whereText } from '../../lib/explorer/where.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { useApp } from './context.ts';
import './tags.css';

/** The view; `props.tag` is the tag. */
export function TaggedView({
  props: { tag },
  modal,
}: ModalViewProps<DialogProps['tagged']>): ReactElement {
  const { runtime, t } = useApp();
  const [files, setFiles] = useState<readonly TaggedFile[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void loadTagged({ client: runtime.client, t }, tag).then((outcome) => {
      if (!live) return;
      if (outcome.ok) setFiles(outcome.files);
      else setError(outcome.message);
    });
    return () => {
      live = false;
    };
  }, [runtime, tag, t]);

  return (
    <Modal
      title={t('files.tags.tagged', { tag })}
      closeLabel={t('app.close')}
      onClose={modal.onClose}
      dismissible={modal.dismissible}
      raiseKey={modal.raiseKey}
      size="wide"
      footer={<Button onClick={modal.onClose}>{t('files.tags.done')}</Button>}
    >
      {error !== null && <InlineMessage>{error}</InlineMessage>}
      {files === null && error === null && <p role="status">{t('files.tags.loading')}</p>}
      {files !== null && files.length === 0 && <p>{t('files.tags.taggedEmpty')}</p>}
      {files !== null && files.length > 0 && (
        <table className="fx-tagged">
          <thead>
            <tr>
              <th scope="col">{t('files.favorite.name')}</th>
              <th scope="col">{t('files.favorite.location')}</th>
            </tr>
          </thead>
          <tbody>
            {files.map((entry) => (
              <tr key={entry.fileSeq}>
                <td>{entry.name}</td>
                <td>{whereText(entry.location, t(`files.root.${entry.root}`))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
