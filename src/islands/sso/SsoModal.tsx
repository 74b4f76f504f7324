// `SsoModal`: a small wrapper that loads the SSO modal's code (and CSS) only when it opens.
import { lazy, useMemo, type ReactElement } from 'react';
import { createT } from '../../lib/i18n/t.ts';
import { LoadBoundary } from '../ui/LoadBoundary.tsx';
import type { SsoModalProps } from './SsoDialog.tsx';

export type { SsoModalProps } from './SsoDialog.tsx';

const SsoDialog = lazy(() => import('./SsoDialog.tsx'));

/** The "Check SSO Status" modal; its code stays out of the login page's first load. */
export function SsoModal(props: SsoModalProps): ReactElement {
  const t = useMemo(() => createT(props.strings, props.locale), [props.strings, props.locale]);
  return (
    <LoadBoundary
      title={t('sso.title')}
      closeLabel={t('sso.close')}
      message={t('sso.loadFailed')}
      onClose={props.onClose}
    >
      <SsoDialog {...props} />
    </LoadBoundary>
  );
}

export default SsoModal;
