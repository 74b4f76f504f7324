// login/gdpr: the User Agreement in app mode (requirements G3). Inside the desktop shell, Agree
// sends GdprAgree through the bridge; in a plain browser the page says it is meant for the app
// and Agree calls GET /user/gdpr (the signed-in user's agreement), then goes to /.
import { useEffect, useState, type ReactElement } from 'react';
import type { Locale } from '../../lib/i18n/locales.ts';
import { createT, type Strings } from '../../lib/i18n/t.ts';
import { inShell } from '../../lib/shell/transport.ts';
import { createAppMode } from '../../lib/shell/app-mode.ts';
import type { Message } from '../../lib/api/messages.ts';
import { createFormSubmit } from '../../lib/ui/submit.ts';
import { useStore } from '@nanostores/react';
import { LazyAlertHost } from '../ui/LazyAlertHost.tsx';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { LazyToastHost } from '../ui/LazyToastHost.tsx';
import { LinkCard } from '../public/views.tsx';
import { useClientValue } from '../ui/use-client-value.ts';

/** Props: the page language, its strings, and the agreement's paragraph keys in order. */
export interface GdprAgreementProps {
  readonly locale: Locale;
  readonly strings: Strings;
  readonly paragraphs: readonly string[];
}

type Mode = 'unknown' | 'shell' | 'browser';
// When the call's code itself cannot be loaded, the connection is the likely cause.
const NOT_LOADED = 'reset.net.network';
const readMode = (): Mode => (inShell() ? 'shell' : 'browser');

// The bridge loads only inside the shell: in a plain browser the page needs none of its code.
const shellPage = () => import('../../lib/shell/page.ts');

// The server call and its error mapping load when Agree is selected in a plain browser.
function createAgree(locale: Locale, t: (key: string) => string) {
  let mapError: (error: unknown) => Message | null = () => ({ key: NOT_LOADED });
  return createFormSubmit(
    async () => {
      const call = await import('../../lib/gdpr/agree-call.ts');
      mapError = call.agreeError;
      await call.agreeThroughServer(locale, t);
    },
    { mapError: (error) => mapError(error) },
  );
}

/** The agreement view; the login engineer may reuse it. */
export default function GdprAgreement({
  locale,
  strings,
  paragraphs,
}: GdprAgreementProps): ReactElement {
  const [t] = useState(() => createT(strings, locale));
  const mode = useClientValue<Mode>(readMode, 'unknown');
  const [sent, setSent] = useState(false);
  const [appMode] = useState(() => createAppMode(shellPage));
  useEffect(() => {
    if (mode === 'shell') void appMode.size();
  }, [mode, appMode]);
  const [agree] = useState(() => createAgree(locale, t));
  const busy = useStore(agree.$busy);
  const error = useStore(agree.$error);
  const onAgree = (): void => {
    if (mode === 'shell') {
      void appMode.agree().then(setSent);
    } else if (mode === 'browser') {
      void agree.submit();
    }
  };
  const problem = error !== null && 'key' in error ? error.key : null;
  return (
    <>
      <LinkCard title={t('gdprApp.title')} focusKey={sent ? 'sent' : 'agreement'}>
        <p className="lp-intro">{t('gdprApp.intro')}</p>
        {mode === 'browser' && (
          <InlineMessage tone="info">{t('gdprApp.browserNote')}</InlineMessage>
        )}
        <div
          className="lp-agreement"
          role="region"
          aria-label={t('gdprApp.textLabel')}
          tabIndex={0}
        >
          {paragraphs.map((key) => (
            <p key={key}>{t(key)}</p>
          ))}
        </div>
        {sent ? (
          <InlineMessage tone="success">{t('gdprApp.sent')}</InlineMessage>
        ) : (
          <>
            {problem !== null && <InlineMessage>{t(problem)}</InlineMessage>}
            <Button block busy={busy} disabled={mode === 'unknown'} onClick={onAgree}>
              {t('gdprApp.agree')}
            </Button>
          </>
        )}
      </LinkCard>
      <LazyAlertHost />
      <LazyToastHost dismissLabel={t('reset.dismiss')} />
    </>
  );
}

/** The agreement's paragraphs, in order. */
export const GDPR_PARAGRAPHS = [
  'gdprApp.p1',
  'gdprApp.p2',
  'gdprApp.p3',
  'gdprApp.p4',
  'gdprApp.p5',
  'gdprApp.p6',
] as const;
