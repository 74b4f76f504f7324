// The user's menu in the page header: name and company, and Sign out (/logout).
import { memo, useEffect, useId, useMemo, useRef, useState, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { formatSize } from '../../lib/files/names.ts';
import { unbroken } from '../../lib/i18n/unbroken.ts';
import { DIALOG, openDialog } from '../../lib/explorer/dialogs.ts';
import { initials } from '../../lib/ui/initials.ts';
import { useApp } from './context.ts';
import './UserMenu.css';

/** The account button and its menu, rendered into the layout's header. */
export const UserMenu = memo(function UserMenu(): ReactElement | null {
  const { profile, t } = useApp();
  const userName = profile?.userName ?? '';
  const avatar = useMemo(() => initials(userName), [userName]);
  const [open, setOpen] = useState(false);
  // The slot in the layout's header, found or made once (the header is static HTML).
  const [host] = useState<HTMLElement>(() => {
    const found = document.querySelector<HTMLElement>('.app-header-slot');
    if (found !== null) return found;
    const slot = document.createElement('div');
    slot.className = 'app-header-slot';
    return slot;
  });
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!host.isConnected) document.querySelector('.site-header')?.append(host);
    return () => {
      host.remove();
    };
  }, [host]);

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent): void => {
      if (event.target instanceof Node && ref.current?.contains(event.target) !== true)
        setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => {
      document.removeEventListener('pointerdown', away);
    };
  }, [open]);

  // While the profile is on its way the header keeps the avatar's place, with nothing to press.
  if (profile === null) {
    return createPortal(
      <div className="fx-user" aria-hidden="true">
        <span className="fx-user__button fx-user__button--pending">
          <span className="fx-avatar" />
        </span>
      </div>,
      host,
    );
  }
  return createPortal(
    <div
      ref={ref}
      className="fx-user"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="fx-user__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('app.userMenu', { name: profile.userName })}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        <span className="fx-avatar" aria-hidden="true">
          {avatar}
        </span>
        <span className="fx-user__name">{profile.userName}</span>
      </button>
      <div id={menuId} className="fx-user__menu" hidden={!open}>
        <p className="fx-user__who">
          <strong>{profile.userName}</strong>
          <span>{profile.email}</span>
          <span>{profile.companyName}</span>
          {profile.storage && (
            <span className="fx-user__storage">
              {/* A size never breaks between its number and its unit ("36.1 / MB"). */}
              {t('app.storage', {
                used: unbroken(formatSize(profile.storage.used)),
                quota: unbroken(formatSize(profile.storage.quota)),
              })}
            </span>
          )}
        </p>
        <button
          type="button"
          className="fx-user__item"
          onClick={() => {
            setOpen(false);
            openDialog(DIALOG.trustedBrowsers, {});
          }}
        >
          {t('app.browsers.open')}
        </button>
        <a className="fx-user__signout" href="/logout">
          {t('app.signOut')}
        </a>
      </div>
    </div>,
    host,
  );
});
