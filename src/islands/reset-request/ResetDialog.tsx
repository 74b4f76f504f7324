// The in-app Reset Password modal: user or guest, the spec's required-field messages on the
// fields themselves, one request at a time, then the success view with Complete.
import { useStore } from '@nanostores/react';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { getCookie } from '../../lib/cookies/cookies.ts';
import { COOKIE } from '../../lib/cookies/names.ts';
import { langcodeOf, type Locale } from '../../lib/i18n/locales.ts';
import { createT, type Strings } from '../../lib/i18n/t.ts';
import { browserResetEnv } from '../../lib/login/page-client.ts';
import {
  RESET_LIMITS,
  type ResetField,
  type ResetFields,
  type ResetUserType,
} from '../../lib/reset-request/reset-request.ts';
import { createResetStore, type ResetEnv } from '../../lib/reset-request/reset-store.ts';
import { isImeComposing } from '../../lib/ui/keys.ts';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { TextField } from '../ui/TextField.tsx';
import { SentView } from './SentView.tsx';
import { TypeSwitch } from './TypeSwitch.tsx';
import { typedLoginIds } from '../login/typed-ids.ts';
import './reset.css';

/** Props of the Reset Password modal (the agreed interface of `ResetPasswordModal`). */
export interface ResetPasswordModalProps {
  readonly strings: Strings;
  readonly locale: Locale;
  /** Sub-domain mode: no Company ID field; the company comes from the sub-domain. */
  readonly subdomain: boolean;
  readonly onClose: () => void;
  /** The sub-domain's company code; defaults to the company_code cookie. */
  readonly companyCode?: string | undefined;
  /** Tests only: a fake environment instead of the page's network and toasts. */
  readonly env?: ResetEnv | undefined;
}

const NO_FIELDS: ResetFields = { company: '', id: '', email: '' };

function blockImeEnter(event: KeyboardEvent<HTMLInputElement>): void {
  // Enter that ends an IME conversion must not submit the form.
  if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
}

/** The Reset Password modal itself (loaded lazily through `ResetPasswordModal`). */
export function ResetDialog(props: ResetPasswordModalProps): ReactElement {
  const { strings, locale, subdomain, onClose } = props;
  const t = useMemo(() => createT(strings, locale), [strings, locale]);
  const [store] = useState(() =>
    createResetStore(
      props.env ??
        browserResetEnv(
          { ok: t('resetRequest.ok'), unknownError: t('resetRequest.unknownError') },
          t,
        ),
    ),
  );
  const errors = useStore(store.$errors);
  const busy = useStore(store.$busy);
  const sent = useStore(store.$sent);
  const [type, setType] = useState<ResetUserType>('user');
  // What the login form already holds: the user need not type the IDs twice.
  const [fields, setFields] = useState<ResetFields>(() => {
    const typed = typedLoginIds();
    return { ...NO_FIELDS, company: typed.company, id: typed.id };
  });
  const companyRef = useRef<HTMLInputElement>(null);
  const idRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const formId = useId();

  const errorOf = (field: ResetField): string | null => {
    const error = errors.find((e) => e.field === field);
    return error === undefined ? null : t(error.key);
  };
  const edit = (field: ResetField) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    store.clearError(field);
  };
  const submit = async (): Promise<void> => {
    const subdomainCode = props.companyCode ?? getCookie(document.cookie, COOKIE.companyCode) ?? '';
    const outcome = await store.submit(fields, {
      type,
      subdomain,
      subdomainCode,
      lang: langcodeOf(locale),
    });
    if (outcome.kind !== 'invalid') return;
    const ref = { company: companyRef, id: idRef, email: emailRef }[outcome.focus];
    ref.current?.focus();
  };

  if (sent) {
    return (
      <Modal title={t('resetRequest.title')} closeLabel={t('resetRequest.close')} onClose={onClose}>
        <SentView t={t} onComplete={onClose} />
      </Modal>
    );
  }

  return (
    <Modal
      title={t('resetRequest.title')}
      closeLabel={t('resetRequest.close')}
      onClose={onClose}
      initialFocus={subdomain ? idRef : companyRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('resetRequest.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {t('resetRequest.submit')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="reset-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TypeSwitch
          value={type}
          onChange={(next) => {
            setType(next);
            store.clearErrors();
          }}
          legend={t('resetRequest.typeLegend')}
          labels={{ user: t('resetRequest.typeUser'), guest: t('resetRequest.typeGuest') }}
        />
        <p className="muted">
          {t(type === 'user' ? 'resetRequest.intro' : 'resetRequest.introGuest')}
        </p>
        {!subdomain && (
          <TextField
            ref={companyRef}
            label={t('resetRequest.companyId')}
            value={fields.company}
            onChange={edit('company')}
            error={errorOf('company')}
            maxLength={RESET_LIMITS.company}
            autoComplete="organization"
            autoCapitalize="off"
            spellCheck={false}
            required
            onKeyDown={blockImeEnter}
          />
        )}
        <TextField
          ref={idRef}
          label={t(type === 'user' ? 'resetRequest.userId' : 'resetRequest.guestId')}
          value={fields.id}
          onChange={edit('id')}
          error={errorOf('id')}
          maxLength={RESET_LIMITS.id}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          required
          onKeyDown={blockImeEnter}
        />
        {type === 'user' && (
          <TextField
            ref={emailRef}
            type="email"
            label={t('resetRequest.email')}
            value={fields.email}
            onChange={edit('email')}
            error={errorOf('email')}
            maxLength={RESET_LIMITS.email}
            autoComplete="email"
            spellCheck={false}
            required
            onKeyDown={blockImeEnter}
          />
        )}
      </form>
    </Modal>
  );
}

export default ResetDialog;
