// The members, guest invitation and mail dialogs (requirements X30, X31, X32), each loaded on
// demand.
import { Suspense, lazy, type ReactElement } from 'react';
import type { DialogProps } from '../../lib/explorer/dialogs.ts';
import type { ModalViewProps } from '../ui/ModalHost.tsx';

const MembersDialog = lazy(() =>
  import('./MembersDialog.tsx').then((m) => ({ default: m.MembersDialog })),
);
const MailDialog = lazy(() => import('./MailDialog.tsx').then((m) => ({ default: m.MailDialog })));
const InviteDialog = lazy(() =>
  import('./InviteDialog.tsx').then((m) => ({ default: m.InviteDialog })),
);

/** The members dialog, loaded when first opened. */
export function LazyMembersDialog(view: ModalViewProps<DialogProps['members']>): ReactElement {
  return (
    <Suspense fallback={null}>
      <MembersDialog {...view} />
    </Suspense>
  );
}

/** The guest invitation dialog, loaded when first opened. */
export function LazyInviteDialog(view: ModalViewProps<DialogProps['invite-guests']>): ReactElement {
  return (
    <Suspense fallback={null}>
      <InviteDialog {...view} />
    </Suspense>
  );
}

/** The mail dialog (requirements X32), loaded when first opened. */
export function LazyMailDialog(view: ModalViewProps<DialogProps['mail-files']>): ReactElement {
  return (
    <Suspense fallback={null}>
      <MailDialog {...view} />
    </Suspense>
  );
}
