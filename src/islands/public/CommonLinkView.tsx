// The views both public link pages show alike (requirements X26, X27): loading, an incomplete
// address, a network problem with Retry, the password step, and a link that no longer works
// (each page words the last in its own terms).
import type { ReactElement } from 'react';
import type { LinkDates } from '../../lib/i18n/date-patterns.ts';
import type { TFunction } from '../../lib/i18n/t.ts';
import type { CommonLinkState, LinkEnd } from '../../lib/public/link-steps.ts';
import { LoadGuard, retryableLazy } from '../ui/lazy.tsx';
import type { LinkPasswordViewProps } from './LinkPasswordView.tsx';
import { LoadingView, ProblemView, StatusView } from './views.tsx';

// The password card and its field load when a link asks for a password: most links do not, and
// the pages' code until quiet stays within its budget (issue 17, decision 026). Until it is in,
// the loading card stays; when it cannot be loaded, the card says so and offers Try again.
const passwordView = retryableLazy<LinkPasswordViewProps>(() =>
  import('./LinkPasswordView.tsx').then((m) => m.LinkPasswordView),
);

/** One of the shared states. */
export function CommonLinkView(props: {
  readonly state: CommonLinkState;
  readonly t: TFunction;
  readonly dates: LinkDates;
  /** The page's title while loading. */
  readonly title: string;
  /** The page's explanation while loading, as the island's loading card shows it. */
  readonly intro: string;
  /** The text under an ended link's heading. */
  readonly endedBody: (reason: LinkEnd) => string;
  readonly onRetry: () => void;
  readonly onUnlock: (password: string) => void;
}): ReactElement {
  const { state, t } = props;
  const loading = (
    <LoadingView title={props.title} label={t('share.loading')} intro={props.intro} />
  );
  switch (state.tag) {
    case 'loading':
      return loading;
    case 'invalid':
      return (
        <StatusView tone="warning" title={t('share.invalidTitle')} focusKey="invalid">
          <p>{t('share.invalidBody')}</p>
        </StatusView>
      );
    case 'unreachable':
      return (
        <ProblemView
          t={t}
          title={t('share.unreachableTitle')}
          problem={state.problem}
          focusKey={`unreachable-${state.problem}`}
          onRetry={props.onRetry}
        />
      );
    case 'password':
      return (
        <LoadGuard
          loading={loading}
          failed={(retry) => (
            <ProblemView
              t={t}
              title={t('share.passwordTitle')}
              problem="network"
              focusKey="password-unloaded"
              onRetry={retry}
            />
          )}
          onFail={passwordView.reset}
        >
          <passwordView.Component
            t={t}
            time={props.dates.time}
            busy={state.busy}
            error={state.error}
            onUnlock={props.onUnlock}
          />
        </LoadGuard>
      );
    case 'ended':
      return (
        <StatusView
          tone={state.reason === 'unknown' ? 'warning' : 'info'}
          title={t(`share.ended.${state.reason}.title`)}
          focusKey={`ended-${state.reason}`}
        >
          <p>{props.endedBody(state.reason)}</p>
        </StatusView>
      );
  }
}
