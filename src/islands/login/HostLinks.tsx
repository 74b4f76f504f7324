// The sign-up/admin header and the privacy footer, on the host families that show them.
import type { ReactElement } from 'react';
import type { HostLinks } from '../../lib/login/host-links.ts';
import { useLogin } from './context.ts';

/** The header with sign-up and admin links (one host family only). */
export function HostHeader({ links }: { readonly links: HostLinks }): ReactElement | null {
  const { t } = useLogin();
  if (links.header === null) return null;
  return (
    <nav className="login-signup" aria-label={t('login.accountLinks')}>
      <a className="button secondary" href={links.header.admin}>
        {t('login.admin')}
      </a>
      <a className="button" href={links.header.signup}>
        {t('login.signup')}
      </a>
    </nav>
  );
}

/** The privacy-policy footer (`.jp` hosts and one other family). */
export function HostFooter({ links }: { readonly links: HostLinks }): ReactElement | null {
  const { t } = useLogin();
  if (links.footer === null) return null;
  return (
    <nav className="login-legal" aria-label={t('login.legalLinks')}>
      <a href={links.footer.privacy} rel="noopener">
        {t('login.privacy')}
      </a>
      <a href={links.footer.terms} rel="noopener">
        {t('login.terms')}
      </a>
    </nav>
  );
}
