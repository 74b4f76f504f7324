// Guest Invitation: guests are managed on the manager host; this dialog says so and links there.
import type { ReactElement } from 'react';
import { getCookie } from '../../lib/cookies/cookies.ts';
import type { DialogProps } from '../../lib/explorer/dialogs.ts';
import { HOSTS_CONFIG } from '../../lib/hosts/hosts.config.ts';
import { resolveHosts } from '../../lib/hosts/resolve.ts';
import { Modal } from '../ui/Modal.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { useApp } from './context.ts';

/** The dialog, opened with the folder guests are invited to. */
export function InviteDialog({
  props: { node },
  modal,
}: ModalViewProps<DialogProps['invite-guests']>): ReactElement {
  const { t } = useApp();
  const manager = resolveHosts(
    location.origin,
    getCookie(document.cookie, HOSTS_CONFIG.envCookie),
  ).manager;
  const href = `${manager}/guests?node=${encodeURIComponent(node)}`;
  return (
    <Modal
      title={t('files.invite.title')}
      closeLabel={t('app.close')}
      onClose={modal.onClose}
      dismissible={modal.dismissible}
      raiseKey={modal.raiseKey}
      footer={
        <a className="button" href={href} target="_blank" rel="noopener noreferrer">
          {t('files.invite.open')}
        </a>
      }
    >
      <p>{t('files.invite.body')}</p>
    </Modal>
  );
}
