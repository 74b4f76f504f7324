// The User Agreement modal (requirements G1): the text in a 278 px scrollable, focusable box,
// Agree, and Decline, which signs out and shows the login form again. The modal covers the page's
// language switcher, so it offers the other languages itself: the same switch in place
// (decision 017), the step and its answer kept.
import { useStore } from '@nanostores/react';
import { useId, useRef, type ReactElement } from 'react';
import { LOCALE_NAMES, LOCALES, localePath, stripLocale } from '../../lib/i18n/locales.ts';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { useLogin } from './context.ts';

const PARAGRAPHS = ['gdpr.body1', 'gdpr.body2', 'gdpr.body3', 'gdpr.body4', 'gdpr.body5'];

/** The agreement; it cannot be dismissed: Agree continues, Decline signs out to the form. */
export function GdprModal(): ReactElement {
  const { store, t, locale } = useLogin();
  const busy = useStore(store.$gdprBusy);
  const agree = useRef<HTMLButtonElement>(null);
  const textId = useId();
  return (
    <Modal
      title={t('gdpr.title')}
      closeLabel={t('gdpr.close')}
      dismissible={false}
      onClose={() => undefined}
      initialFocus={agree}
      footer={
        <>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              store.dispatch({ type: 'sign_in_again' });
            }}
          >
            {t('gdpr.decline')}
          </Button>
          <Button
            ref={agree}
            busy={busy}
            onClick={() => {
              void store.agreeGdpr();
            }}
          >
            {t('gdpr.agree')}
          </Button>
        </>
      }
    >
      {/* Followed by the language hook (language-hook.ts), as the header's switcher is. */}
      <nav className="login-gdpr__languages" aria-label={t('common.language')} data-language-switch>
        {LOCALES.filter((other) => other !== locale).map((other) => (
          <a
            key={other}
            href={localePath(stripLocale(location.pathname), other)}
            hrefLang={other}
            lang={other}
          >
            {LOCALE_NAMES[other]}
          </a>
        ))}
      </nav>
      <p>{t('gdpr.intro')}</p>
      {/* Scrollable text must be reachable by keyboard (WCAG 2.1.1): the box takes focus. */}
      <div
        className="login-gdpr__text"
        tabIndex={0}
        role="region"
        aria-label={t('gdpr.textLabel')}
        id={textId}
      >
        {PARAGRAPHS.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </div>
    </Modal>
  );
}
