// The "Internet Explorer will no longer be supported" banner: IE 11 only, closed for this page's
// life (memory only; we keep no storage key but device_id).
import { useStore } from '@nanostores/react';
import { useSyncExternalStore, type ReactElement } from 'react';
import type { Strings } from '../../lib/i18n/t.ts';
import { browserVerdict, isInternetExplorer11 } from '../../lib/browser-support/browser.ts';
import { $ieBannerDismissed, dismissIeBanner } from '../../lib/browser-support/ie-banner.ts';
import { Icon } from '../ui/icons.tsx';
import './ie-banner.css';

/** Props of `IeBanner`; `userAgent` defaults to the browser's (tests pass one). */
export interface IeBannerProps {
  readonly strings: Strings;
  readonly userAgent?: string | undefined;
}

const noSubscribe = (): (() => void) => () => undefined;

function text(strings: Strings, key: string): string {
  return strings[key] ?? key;
}

/** The banner, or nothing (server render, other browsers, or closed). */
export function IeBanner({ strings, userAgent }: IeBannerProps): ReactElement | null {
  const agent = useSyncExternalStore(
    noSubscribe,
    () => userAgent ?? navigator.userAgent,
    () => null,
  );
  const dismissed = useStore($ieBannerDismissed);
  if (agent === null || dismissed || !isInternetExplorer11(browserVerdict(agent))) return null;
  return (
    <section className="ie-banner" aria-labelledby="ie-banner-title">
      <Icon name="warning" />
      <div className="ie-banner__text">
        <p id="ie-banner-title" className="ie-banner__title">
          {text(strings, 'browser.ieBanner')}
        </p>
        <p className="ie-banner__detail">{text(strings, 'browser.ieBannerDetail')}</p>
      </div>
      <button type="button" className="ie-banner__close" onClick={dismissIeBanner}>
        <Icon name="close" />
        <span className="visually-hidden">{text(strings, 'browser.ieBannerClose')}</span>
      </button>
    </section>
  );
}
