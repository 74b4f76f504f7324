// gmailAuthSuccess and exchangeAuthSuccess: the connection is complete; the next step depends
// on where it was started (`app`). The query is read once, matched (never echoed) and stripped.
import { useEffect, useState, type ReactElement } from 'react';
import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import { createT, type Strings } from '../../lib/i18n/t.ts';
import {
  parseMailAuth,
  type MailAuthResult,
  type MailService,
} from '../../lib/public/mail-auth.ts';
import { Button } from '../ui/Button.tsx';
import { useClientValue } from '../ui/use-client-value.ts';
import { StatusView } from './views.tsx';

/** Props of the island: the service the page stands for. */
export interface MailAuthIslandProps {
  readonly service: MailService;
  readonly locale: Locale;
  readonly strings: Strings;
}

const hasOpener = (): boolean => window.opener !== null;
const results = new Map<MailService, MailAuthResult>();

// Parsed once per page from the address the page was opened with (the query is then stripped).
function resultOf(service: MailService): MailAuthResult {
  let result = results.get(service);
  if (result === undefined) {
    result = parseMailAuth(location.href, service);
    results.set(service, result);
  }
  return result;
}

const NEXT = {
  web: 'mailAuth.nextWeb',
  desktop: 'mailAuth.nextDesktop',
  mobile: 'mailAuth.nextMobile',
} as const;

/** The completion page's island. */
export default function MailAuthIsland({
  service,
  locale,
  strings,
}: MailAuthIslandProps): ReactElement {
  const [t] = useState(() => createT(strings, locale));
  const [before] = useState<MailAuthResult>({ ok: true, service, app: 'web' });
  const result = useClientValue(() => resultOf(service), before);
  useEffect(() => {
    history.replaceState(history.state, '', location.pathname);
  }, []);
  const gmail = service === 'gmail';
  const [closeFailed, setCloseFailed] = useState(false);
  // A page can close only a window a script opened (or the desktop shell's): offer Close there,
  // and say so when the browser refuses; a plain tab gets "Go to the app" instead.
  const opened = useClientValue(hasOpener, false);
  const closable = opened || (result.ok && result.app === 'desktop');
  // The bridge loads with the click: it is needed only to close the shell's window.
  const close = (): void => {
    void import('../../lib/shell/bridge.ts')
      .then(({ createShellBridge }) => createShellBridge().send({ type: 'Close', payload: {} }))
      .catch(() => false)
      .then((sent) => {
        if (sent) return;
        window.close();
        setTimeout(() => {
          if (!window.closed) setCloseFailed(true);
        }, 300);
      });
  };
  const toApp = (
    <a className="button" href={localePath('/', locale)}>
      {t('mailAuth.toApp')}
    </a>
  );
  return (
    <StatusView
      tone={result.ok ? 'success' : 'warning'}
      title={t(gmail ? 'mailAuth.titleGmail' : 'mailAuth.titleExchange')}
      focusKey={result.ok ? result.app : 'invalid'}
      actions={
        result.ok && result.app === 'mobile' ? undefined : (
          <>
            {result.ok && closable && <Button onClick={close}>{t('mailAuth.close')}</Button>}
            {(!result.ok || result.app === 'web') && toApp}
          </>
        )
      }
    >
      <p className="lp-strong">{t(gmail ? 'mailAuth.bodyGmail' : 'mailAuth.bodyExchange')}</p>
      <p>{result.ok ? t(NEXT[result.app]) : t('mailAuth.invalid')}</p>
      {closeFailed && <p role="status">{t('mailAuth.closeFailed')}</p>}
    </StatusView>
  );
}
