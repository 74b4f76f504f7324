// The "Check SSO Status" modal: Company ID and OK; then the provider and "Going to Login page."
// In sub-domain mode it checks the sub-domain's company by itself and shows only progress or error.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState, type ReactElement } from 'react';
import { createT, type Strings, type TFunction } from '../../lib/i18n/t.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { messageText } from '../../lib/api/messages.ts';
import { browserSsoEnv } from '../../lib/login/page-client.ts';
import { SSO_CODE_MAX, SSO_DELAY_PUBLIC_MS, ssoCode } from '../../lib/sso/sso.ts';
import type { SsoState } from '../../lib/sso/sso.ts';
import { createSsoStore, type SsoEnv } from '../../lib/sso/sso-store.ts';
import { isImeComposing } from '../../lib/ui/keys.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { TextField } from '../ui/TextField.tsx';
import { typedLoginIds } from '../login/typed-ids.ts';
import './sso.css';

/** Props of the SSO modal (the agreed interface of `SsoModal`). */
export interface SsoModalProps {
  readonly strings: Strings;
  readonly locale: Locale;
  readonly onClose: () => void;
  /** Sub-domain mode: check this company at once; no input is shown. */
  readonly subdomainCode?: string | undefined;
  /** Pause on "Going to Login page.": 1500 ms on the public login page (default), 2000 in-app. */
  readonly delayMs?: number | undefined;
  /** Tests only: a fake environment instead of the page's network and navigation. */
  readonly env?: SsoEnv | undefined;
}

function Progress({ state, t }: { state: SsoState; t: TFunction }): ReactElement | null {
  const ref = useRef<HTMLDivElement>(null);
  const leaving = state.tag === 'redirecting';
  useEffect(() => {
    if (leaving) ref.current?.focus();
  }, [leaving]);
  if (state.tag === 'redirecting') {
    return (
      <div ref={ref} className="sso-progress" role="status" tabIndex={-1}>
        {state.idp !== '' && <p>{t('sso.provider', { provider: state.idp })}</p>}
        <p className="sso-progress__going">
          <Spinner size="small" />
          <span>{t('sso.going')}</span>
        </p>
      </div>
    );
  }
  if (state.tag === 'checking') {
    return (
      <div className="sso-progress">
        <Spinner label={t('sso.checking')} />
      </div>
    );
  }
  return null;
}

/** The SSO modal itself (loaded lazily through `SsoModal`). */
export function SsoDialog(props: SsoModalProps): ReactElement {
  const { strings, locale, onClose, subdomainCode } = props;
  const t = useMemo(() => createT(strings, locale), [strings, locale]);
  const [store] = useState(() =>
    createSsoStore(
      props.env ??
        browserSsoEnv(
          { ok: t('sso.ok'), unknownError: t('sso.unknownError') },
          locale,
          props.delayMs ?? SSO_DELAY_PUBLIC_MS,
        ),
    ),
  );
  const state = useStore(store.$state);
  // What the login form already holds: the user need not type the company ID twice.
  const [code, setCode] = useState(() => typedLoginIds().company.slice(0, SSO_CODE_MAX));
  const inputRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const limitId = useId();
  const subdomain = subdomainCode !== undefined;

  useEffect(() => {
    const deactivate = store.activate();
    if (subdomainCode !== undefined) store.submit(subdomainCode);
    return deactivate;
  }, [store, subdomainCode]);

  const failure = state.tag === 'failed' ? messageText(state.message, t) : null;
  const showForm = !subdomain && state.tag !== 'redirecting';
  const atLimit = code.length >= SSO_CODE_MAX;

  return (
    <Modal
      title={t('sso.title')}
      closeLabel={t('sso.close')}
      onClose={onClose}
      initialFocus={showForm ? inputRef : undefined}
      footer={
        showForm ? (
          <Button
            type="submit"
            form={formId}
            disabled={ssoCode(code) === null}
            busy={state.tag === 'checking'}
          >
            {t('sso.ok')}
          </Button>
        ) : undefined
      }
    >
      {showForm ? (
        <form
          id={formId}
          className="sso-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            store.submit(code);
          }}
        >
          <p className="muted">{t('sso.intro')}</p>
          <TextField
            ref={inputRef}
            label={t('sso.companyId')}
            value={code}
            onChange={setCode}
            maxLength={SSO_CODE_MAX}
            autoComplete="organization"
            autoCapitalize="off"
            spellCheck={false}
            required
            hint={t('sso.counter', { count: code.length, max: SSO_CODE_MAX })}
            describedBy={[atLimit && limitId]}
            onKeyDown={(event) => {
              // Enter that ends an IME conversion must not submit the form.
              if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
            }}
          />
          <p id={limitId} className="sso-limit" aria-live="polite">
            {atLimit ? t('sso.limitReached', { max: SSO_CODE_MAX }) : ''}
          </p>
        </form>
      ) : null}
      {failure !== null && <InlineMessage tone="error">{failure}</InlineMessage>}
      {(subdomain || state.tag === 'redirecting') && <Progress state={state} t={t} />}
    </Modal>
  );
}

export default SsoDialog;
