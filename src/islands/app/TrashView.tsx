// The Trash view (side bar, `?trash=1`; requirements X18): the user's deleted items with where each
// was deleted from, who deleted it and when; Restore, Delete forever and Empty trash, the last two
// after a confirmation. Rows are selected like the folder list (arrows, Shift, Ctrl+A, Space,
// Escape). Loaded the first time it is shown.
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { formatUpdated } from '../../lib/explorer/dates.ts';
import {
  keyEvent,
  nextSelection,
  NO_SELECTION,
  type Selection,
  type SelectionEvent,
} from '../../lib/explorer/selection.ts';
import {
  addTrashPage,
  emptyAll,
  loadTrash,
  originText,
  purgeItems,
  restoreTrash,
  selectedItems,
  type TrashOutcome,
  type TrashPages,
} from '../../lib/explorer/trash-view.ts';
import { toast } from '../../lib/ui/toasts.ts';
import { DIALOG, openDialog } from '../../lib/explorer/dialogs.ts';
import { restoreInto, restorePickRequest } from '../../lib/explorer/restore-to.ts';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { AppIcon } from './AppIcon.tsx';
import { readyProfile, useApp } from './context.ts';
import './favorites.css';
import './trash.css';

type Loaded =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'unavailable' }
  | { readonly status: 'ready'; readonly pages: TrashPages };

/** The view. */
export function TrashView(): ReactElement {
  const app = useApp();
  const { runtime, t, locale } = app;
  const profile = readyProfile(app.profile);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const [confirm, setConfirm] = useState<'purge' | 'empty' | null>(null);
  const [busy, setBusy] = useState(false);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // Later pages (requirements X35): the one being asked, and whether the last one failed.
  const asking = useRef<number | null>(null);
  const [moreFailed, setMoreFailed] = useState(false);
  const sentinel = useRef<HTMLParagraphElement>(null);

  const fetchPage = useCallback(
    (page: number) => {
      asking.current = page;
      loadTrash(runtime.client, page).then(
        (answer) => {
          if (asking.current !== page) return;
          asking.current = null;
          if (answer === 'unavailable') {
            setLoaded({ status: 'unavailable' });
            return;
          }
          if (page === 1) setSelection(NO_SELECTION);
          setLoaded((before) => ({
            status: 'ready',
            pages: addTrashPage(before.status === 'ready' ? before.pages : null, answer),
          }));
        },
        () => {
          if (asking.current !== page) return;
          asking.current = null;
          if (page === 1) setLoaded({ status: 'error' });
          else setMoreFailed(true);
        },
      );
    },
    [runtime],
  );
  const fetchList = useCallback(() => {
    fetchPage(1);
  }, [fetchPage]);
  useEffect(fetchList, [fetchList]);

  const items = loaded.status === 'ready' ? loaded.pages.items : [];
  const nextPage = loaded.status === 'ready' ? loaded.pages.nextPage : null;
  // The next page is asked when the end of the list scrolls into view.
  useEffect(() => {
    const node = sentinel.current;
    if (node === null || nextPage === null || moreFailed) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && asking.current === null)
        fetchPage(nextPage);
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
    };
  }, [nextPage, moreFailed, fetchPage]);
  const chosen = selectedItems(items, selection.selected);
  const select = (event: SelectionEvent): void => {
    const next = nextSelection(selection, event);
    setSelection(next);
    if (next.focus !== null && next.focus !== selection.focus) boxes.current[next.focus]?.focus();
  };
  const report = (outcome: TrashOutcome): void => {
    if ('session' in outcome) return;
    const text =
      outcome.ok || outcome.message === undefined
        ? t(outcome.key, { count: outcome.count })
        : outcome.message;
    toast(text, { tone: outcome.ok ? 'success' : 'error' });
    if (outcome.ok) {
      if (outcome.key === 'files.trash.restored') runtime.explorer.refresh();
      fetchList();
    }
  };
  const run = (work: () => Promise<TrashOutcome>): void => {
    setBusy(true);
    void work().then((outcome) => {
      setBusy(false);
      setConfirm(null);
      report(outcome);
    });
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === ' ') return;
    const press = keyEvent(
      event.key,
      { shift: event.shiftKey, mod: event.ctrlKey || event.metaKey },
      selection.focus,
      { count: items.length, columns: 1, pageRows: 10 },
    );
    if (press === null) return;
    event.preventDefault();
    select(press);
  };
  const rootName = (root: string): string => t(`files.root.${root}`);

  let body: ReactElement;
  if (loaded.status === 'loading') {
    body = (
      <p className="fx-state" role="status">
        {t('files.trash.loading')}
      </p>
    );
  } else if (loaded.status === 'error') {
    body = (
      <div className="fx-state fx-state--center" role="alert">
        <p>{t('files.trash.loadError')}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setLoaded({ status: 'loading' });
            fetchList();
          }}
        >
          <AppIcon name="refresh" size="sm" /> {t('files.retry')}
        </button>
      </div>
    );
  } else if (loaded.status === 'unavailable' || items.length === 0) {
    body = (
      <div className="fx-state fx-state--center">
        <span className="fx-state__icon">
          <AppIcon name="trash" size="xl" />
        </span>
        <p>
          {t(loaded.status === 'unavailable' ? 'files.trash.unavailable' : 'files.trash.nothing')}
        </p>
      </div>
    );
  } else {
    const all = chosen.length === items.length;
    body = (
      <>
        <table className="fx-favs__list fx-trash__list">
          <caption className="visually-hidden">{t('files.trash.list')}</caption>
          <thead>
            <tr>
              <th scope="col" className="fx-trash__check">
                <input
                  type="checkbox"
                  aria-label={t('files.trash.selectAll')}
                  checked={all}
                  onChange={() => {
                    select(all ? { type: 'clear' } : { type: 'all', count: items.length });
                  }}
                />
              </th>
              <th scope="col" className="fx-trash__name-col">
                {t('files.trash.name')}
              </th>
              <th scope="col">{t('files.trash.origin')}</th>
              <th scope="col" className="fx-trash__wide fx-trash__by-col">
                {t('files.trash.deletedBy')}
              </th>
              <th scope="col" className="fx-trash__wide fx-trash__when-col">
                {t('files.trash.deletedAt')}
              </th>
            </tr>
          </thead>
          <tbody onKeyDown={onKeyDown}>
            {items.map((item, index) => {
              const on = selection.selected.has(index);
              return (
                <tr
                  key={item.key}
                  data-kind={item.kind}
                  aria-selected={on}
                  className={on ? 'is-selected' : undefined}
                  onClick={(event) => {
                    if ((event.target as HTMLElement).tagName === 'INPUT') return;
                    select({
                      type: 'click',
                      index,
                      toggle: event.ctrlKey || event.metaKey,
                      range: event.shiftKey,
                    });
                  }}
                >
                  <td className="fx-trash__check">
                    <input
                      ref={(el) => {
                        boxes.current[index] = el;
                      }}
                      type="checkbox"
                      aria-label={t('files.trash.select', { name: item.name })}
                      checked={on}
                      tabIndex={index === (selection.focus ?? 0) ? 0 : -1}
                      onFocus={() => {
                        if (selection.focus !== index) setSelection({ ...selection, focus: index });
                      }}
                      onChange={() => {
                        select({ type: 'toggle', index });
                      }}
                    />
                  </td>
                  <td>
                    <span className="fx-favs__name">
                      <AppIcon name={item.kind === 'folder' ? 'folder' : 'file'} />
                      <span className="fx-trash__name">{item.name}</span>
                    </span>
                  </td>
                  <td className="fx-favs__where">
                    {originText(item, rootName)}
                    {item.originGone && (
                      <span className="fx-trash__gone"> ({t('files.trash.originGoneBadge')})</span>
                    )}
                  </td>
                  <td className="fx-trash__wide">
                    {item.deletedBy || t('files.trash.unknownUser')}
                  </td>
                  <td className="fx-trash__wide">{formatUpdated(locale, item.deletedAt)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {moreFailed ? (
          <div className="fx-banner" role="alert">
            <span>{t('files.error.pages')}</span>
            <button
              type="button"
              className="fx-link"
              onClick={() => {
                if (nextPage !== null) fetchPage(nextPage);
              }}
            >
              {t('files.retry')}
            </button>
          </div>
        ) : (
          nextPage !== null && (
            <p ref={sentinel} className="fx-state fx-trash__more" role="status">
              {t('files.trash.loading')}
            </p>
          )
        )}
      </>
    );
  }

  return (
    <>
      <header className="fx-favs__header fx-trash__header">
        <h1 id="folder-title">{t('files.trash.title')}</h1>
        {loaded.status === 'ready' && items.length > 0 && (
          <div className="fx-trash__actions" role="toolbar" aria-label={t('files.trash.title')}>
            <span className="fx-trash__count" aria-live="polite">
              {chosen.length > 0 ? t('files.trash.selected', { count: chosen.length }) : ''}
            </span>
            <Button
              variant="secondary"
              disabled={chosen.length === 0 || busy}
              onClick={() => {
                if (!chosen.some((item) => item.originGone)) {
                  run(() => restoreTrash(runtime.client, chosen));
                  return;
                }
                // Some folders are gone: ask where (requirements X23).
                openDialog(DIALOG.folderPicker, {
                  request: restorePickRequest(chosen, profile.userType),
                  count: chosen.filter((item) => item.originGone).length,
                  onPick: (target) => {
                    run(() => restoreInto(runtime.client, chosen, target));
                  },
                });
              }}
            >
              {t('files.trash.restore')}
            </Button>
            <Button
              variant="secondary"
              disabled={chosen.length === 0 || busy}
              onClick={() => {
                setConfirm('purge');
              }}
            >
              {t('files.trash.purge')}
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                setConfirm('empty');
              }}
            >
              {t('files.trash.empty')}
            </Button>
          </div>
        )}
      </header>
      {loaded.status === 'ready' && loaded.pages.retentionDays !== null && (
        <p className="fx-trash__retention">
          {t('files.trash.retention', { count: loaded.pages.retentionDays })}
        </p>
      )}
      <div className="fx-favs">{body}</div>
      {confirm !== null && (
        <Modal
          title={
            confirm === 'purge'
              ? t('files.trash.purgeTitle', { count: chosen.length })
              : t('files.trash.emptyTitle')
          }
          closeLabel={t('app.close')}
          onClose={() => {
            setConfirm(null);
          }}
          footer={
            <>
              <Button
                variant="secondary"
                data-autofocus=""
                onClick={() => {
                  setConfirm(null);
                }}
              >
                {t('files.trash.cancel')}
              </Button>
              <Button
                className="ui-button--danger"
                busy={busy}
                onClick={() => {
                  run(() =>
                    confirm === 'purge'
                      ? purgeItems(runtime.client, chosen)
                      : emptyAll(runtime.client),
                  );
                }}
              >
                {confirm === 'purge' ? t('files.trash.purge') : t('files.trash.empty')}
              </Button>
            </>
          }
        >
          <p>
            {confirm === 'purge'
              ? t('files.trash.purgeBody')
              : t('files.trash.emptyBody', {
                  count: loaded.status === 'ready' ? loaded.pages.total : items.length,
                })}
          </p>
        </Modal>
      )}
    </>
  );
}
