// The sign-up/admin header and the privacy footer, on the host families that show them. Loaded
// only on those hosts (LoginPage), so other hosts never load the links or their configuration.
import type { ReactElement } from 'react';
import type { HostFeatures } from '../../lib/hosts/features.ts';
import type { HostMap } from '../../lib/hosts/types.ts';
import { hostLinks } from '../../lib/login/host-links.ts';
import { useLogin } from './context.ts';

/** What the links are made from: the host's features and service origins. */
export interface HostLinksProps {
  readonly features: HostFeatures;
  readonly hosts: HostMap;
}

const linksOf = ({ features, hosts }: HostLinksProps) =>
  hostLinks(features, hosts, location.origin);

/** The header with sign-up and admin links (one host family only). */
export function HostHeader(props: HostLinksProps): ReactElement | null {
  const { t } = useLogin();
  const { header } = linksOf(props);
  if (header === null) return null;
  return (
    <nav className="login-signup" aria-label={t('login.accountLinks')}>
      <a className="button secondary" href={header.admin}>
        {t('login.admin')}
      </a>
      <a className="button" href={header.signup}>
        {t('login.signup')}
      </a>
    </nav>
  );
}

/** The privacy-policy footer (`.jp` hosts and one other family). */
export function HostFooter(props: HostLinksProps): ReactElement | null {
  const { t } = useLogin();
  const { footer } = linksOf(props);
  if (footer === null) return null;
  return (
    <nav className="login-legal" aria-label={t('login.legalLinks')}>
      <a href={footer.privacy} rel="noopener">
        {t('login.privacy')}
      </a>
      <a href={footer.terms} rel="noopener">
        {t('login.terms')}
      </a>
    </nav>
  );
}
