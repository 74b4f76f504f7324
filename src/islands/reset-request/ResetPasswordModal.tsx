// `ResetPasswordModal`: a small wrapper that loads the reset modal's code (and CSS) on open.
import { lazy, useMemo, type ReactElement } from 'react';
import { createT } from '../../lib/i18n/t.ts';
import { LoadBoundary } from '../ui/LoadBoundary.tsx';
import type { ResetPasswordModalProps } from './ResetDialog.tsx';

export type { ResetPasswordModalProps } from './ResetDialog.tsx';

const ResetDialog = lazy(() => import('./ResetDialog.tsx'));

/** The in-app Reset Password modal; its code stays out of the login page's first load. */
export function ResetPasswordModal(props: ResetPasswordModalProps): ReactElement {
  const t = useMemo(() => createT(props.strings, props.locale), [props.strings, props.locale]);
  return (
    <LoadBoundary
      title={t('resetRequest.title')}
      closeLabel={t('resetRequest.close')}
      message={t('resetRequest.loadFailed')}
      onClose={props.onClose}
    >
      <ResetDialog {...props} />
    </LoadBoundary>
  );
}

export default ResetPasswordModal;
