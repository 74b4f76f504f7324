// The user menu's "Trusted browsers" dialog (requirements X45), loaded the first time it opens:
// the browsers that skip the one-time code, this one first, each with when it was trusted, last
// used and until when, and Remove — one, or all of them.
import { useEffect, useState, type ReactElement } from 'react';
import { messageOf } from '../../lib/api/failures.ts';
import { messageText } from '../../lib/api/messages.ts';
import { formatUpdated } from '../../lib/explorer/dates.ts';
import {
  BROWSER_FAILURES,
  loadTrustedBrowsers,
  removeTrusted,
  rowTitle,
  type TrustedBrowserRow,
} from '../../lib/session/trusted-browsers.ts';
import { toast } from '../../lib/ui/toasts.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { useApp } from './context.ts';
import './trusted-browsers.css';
import { unbroken } from '../../lib/i18n/unbroken.ts';

/** The dialog. */
export function TrustedBrowsersDialog({ modal }: ModalViewProps): ReactElement {
  const { runtime, t, locale } = useApp();
  const [rows, setRows] = useState<readonly TrustedBrowserRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The row being removed ('all' for Remove all), so its button shows busy.
  const [busy, setBusy] = useState<number | 'all' | null>(null);

  // Bumped after a removal: the list is loaded again.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    loadTrustedBrowsers(runtime.client).then(
      (next) => {
        if (!live) return;
        setRows(next);
        setError(null);
      },
      (failure: unknown) => {
        if (live) setError(messageText(messageOf(failure, BROWSER_FAILURES), t));
      },
    );
    return () => {
      live = false;
    };
  }, [runtime, t, version]);

  const remove = async (which: number | 'all'): Promise<void> => {
    setBusy(which);
    try {
      const removed = await removeTrusted(runtime.client, which);
      toast(t('app.browsers.removed', { count: removed }), { tone: 'success' });
      setVersion((n) => n + 1);
    } catch (failure) {
      setError(messageText(messageOf(failure, BROWSER_FAILURES), t));
    } finally {
      setBusy(null);
    }
  };

  const date = (ms: number): string => formatUpdated(locale, ms);
  return (
    <Modal
      title={t('app.browsers.title')}
      closeLabel={t('app.close')}
      onClose={modal.onClose}
      dismissible={modal.dismissible}
      raiseKey={modal.raiseKey}
      footer={
        <>
          {rows !== null && rows.length > 1 && (
            <Button variant="secondary" busy={busy === 'all'} onClick={() => void remove('all')}>
              {t('app.browsers.removeAll')}
            </Button>
          )}
          <Button onClick={modal.onClose}>{t('app.close')}</Button>
        </>
      }
    >
      <div className="fx-browsers-dialog">
        <p className="fx-browsers__intro">{t('app.browsers.intro')}</p>
        {error !== null && <InlineMessage>{error}</InlineMessage>}
        {rows === null && error === null && (
          <p className="fx-browsers__note">{t('app.browsers.loading')}</p>
        )}
        {rows !== null && rows.length === 0 && (
          <p className="fx-browsers__note">{t('app.browsers.none')}</p>
        )}
        {rows !== null && rows.length > 0 && (
          <ul className="fx-browsers" aria-label={t('app.browsers.title')}>
            {rows.map((row) => {
              const title = rowTitle(row);
              const name = t(title.key, title.values);
              return (
                <li key={row.id} className="fx-browsers__item">
                  <div className="fx-browsers__text">
                    <p className="fx-browsers__name">
                      {name}
                      {row.current && (
                        <span className="fx-browsers__this">{t('app.browsers.this')}</span>
                      )}
                    </p>
                    <p className="fx-browsers__dates">
                      <span>
                        {t('app.browsers.trusted', { date: unbroken(date(row.trustedAt)) })}
                      </span>
                      <span>
                        {row.lastUsedAt === null
                          ? t('app.browsers.neverUsed')
                          : t('app.browsers.used', { date: unbroken(date(row.lastUsedAt)) })}
                      </span>
                      <span>
                        {t('app.browsers.until', { date: unbroken(date(row.expiresAt)) })}
                      </span>
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    busy={busy === row.id}
                    aria-label={t('app.browsers.removeOne', { name })}
                    onClick={() => void remove(row.id)}
                  >
                    {t('app.browsers.remove')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Modal>
  );
}
