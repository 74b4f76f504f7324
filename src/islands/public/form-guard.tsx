// The form of an e-mail-link page loads on demand (its fields, checklist and policy code are not
// needed to show the first card). While it loads the loading card stays; when it cannot be loaded
// the card says so with Try again — the state and what the store holds are kept.
import type { ReactElement, ReactNode } from 'react';
import type { TFunction } from '../../lib/i18n/t.ts';
import { LoadGuard } from '../ui/lazy.tsx';
import { LoadingView, ProblemView } from './views.tsx';

/** Props of `FormGuard`: the page's title and loading label, and the lazy form's reset. */
export interface FormGuardProps {
  readonly t: TFunction;
  readonly title: string;
  readonly loadingLabel: string;
  readonly onFail: () => void;
  /** What shows while the form's code loads: the page's form shell, else the loading card. */
  readonly loading?: ReactNode;
  readonly children: ReactNode;
}

/** Suspense and error boundary around a lazily loaded form. */
export function FormGuard({
  t,
  title,
  loadingLabel,
  onFail,
  loading,
  children,
}: FormGuardProps): ReactElement {
  return (
    <LoadGuard
      loading={loading ?? <LoadingView title={title} label={loadingLabel} />}
      failed={(retry) => (
        <ProblemView
          t={t}
          title={title}
          problem="network"
          focusKey="form-unloaded"
          onRetry={retry}
        />
      )}
      onFail={onFail}
    >
      {children}
    </LoadGuard>
  );
}
