// Every file with one tag across all areas (requirements X22), loaded on demand from a chip:
// each file's name and the folders that hold it.
import { useEffect, useState, type ReactElement } from 'react';
import { listTagged } from '../../lib/api/contract/tags.ts';
import type { InferOutput } from 'valibot';
import type { taggedEntry } from '../../lib/api/contract/tags.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { useApp } from './context.ts';
import { failureText } from '../../lib/explorer/commands.ts';
import './tags.css';

type Entry = InferOutput<typeof taggedEntry>;

/** The view; `props.tag` is the tag. */
export function TaggedView({ props, modal }: ModalViewProps): ReactElement {
  const { runtime, t } = useApp();
  const tag = typeof props['tag'] === 'string' ? props['tag'] : '';
  const [files, setFiles] = useState<readonly Entry[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    runtime.client.call(listTagged, { tag }, { onFailure: 'caller' }).then(
      (answer) => {
        if (live) setFiles(answer.files);
      },
      (failure: unknown) => {
        if (live) setError(failureText(failure, t));
      },
    );
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
              <tr key={entry.item.file_seq}>
                <td>{entry.item.name}</td>
                <td>{entry.location.map((c) => c.name).join(' / ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
