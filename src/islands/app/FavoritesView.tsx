// The Favorites view (side bar, `?favorites=1`): the user's starred files and folders across every
// area, each with where it lives. A folder opens the folder; a file opens its folder and preview.
// Loaded the first time it is shown.
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { afterShownList } from '../../lib/explorer/after-first-page.ts';
import { loadFavorites, type FavoriteView } from '../../lib/explorer/favorites.ts';
import { whereText } from '../../lib/explorer/where.ts';
import { openPreview } from '../../lib/preview/viewer-binding.ts';
import { AppIcon } from './AppIcon.tsx';
import { useApp } from './context.ts';
import { iconOf } from './file-kind.ts';
import { StarButton } from './Star.tsx';
import './favorites.css';

type Loaded =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'unavailable' }
  | { readonly status: 'ready'; readonly entries: readonly FavoriteView[] };

/** The view. */
export function FavoritesView(): ReactElement {
  const { runtime, t } = useApp();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const fetchList = useCallback(() => {
    loadFavorites(runtime.client).then(
      (entries) => {
        setLoaded(
          entries === 'unavailable' ? { status: 'unavailable' } : { status: 'ready', entries },
        );
      },
      () => {
        setLoaded({ status: 'error' });
      },
    );
  }, [runtime]);
  useEffect(fetchList, [fetchList]);
  const retry = (): void => {
    setLoaded({ status: 'loading' });
    fetchList();
  };

  const open = (entry: FavoriteView): void => {
    runtime.explorer.open(entry.open.node, entry.open.dirSeq);
    const preview = entry.open.preview;
    if (preview !== null)
      afterShownList(runtime.explorer.$list, () => {
        openPreview(preview);
      });
  };
  const where = (entry: FavoriteView): string =>
    whereText(entry.location, t(`files.root.${entry.root}`));

  let body: ReactElement;
  if (loaded.status === 'loading') {
    body = (
      <p className="fx-state" role="status">
        {t('files.favorite.loading')}
      </p>
    );
  } else if (loaded.status === 'error') {
    body = (
      <div className="fx-state fx-state--center" role="alert">
        <p>{t('files.favorite.error')}</p>
        <button type="button" className="button" onClick={retry}>
          <AppIcon name="refresh" size="sm" /> {t('files.retry')}
        </button>
      </div>
    );
  } else if (loaded.status === 'unavailable' || loaded.entries.length === 0) {
    body = (
      <div className="fx-state fx-state--center">
        <span className="fx-state__icon">
          <AppIcon name="star" size="xl" />
        </span>
        <p>
          {t(
            loaded.status === 'unavailable' ? 'files.favorite.unavailable' : 'files.favorite.empty',
          )}
        </p>
      </div>
    );
  } else {
    body = (
      <table className="fx-favs__list">
        <caption className="visually-hidden">{t('files.favorite.list')}</caption>
        <thead>
          <tr>
            <th scope="col" className="fx-favs__name-col">
              {t('files.favorite.name')}
            </th>
            <th scope="col" className="fx-favs__where-col">
              {t('files.favorite.location')}
            </th>
          </tr>
        </thead>
        <tbody>
          {loaded.entries.map((entry) => {
            const icon = iconOf(entry.item);
            return (
              <tr key={entry.item.key} data-kind={entry.item.kind}>
                <td>
                  <span className="fx-favs__name">
                    <StarButton item={entry.item} tabIndex={0} />
                    <span className={`fx-icon tint-${icon}`}>
                      <AppIcon name={icon} />
                    </span>
                    <button
                      type="button"
                      className="fx-favs__open"
                      onClick={() => {
                        open(entry);
                      }}
                    >
                      {entry.item.name}
                    </button>
                  </span>
                  <span className="fx-favs__where fx-favs__where-inline">{where(entry)}</span>
                </td>
                <td className="fx-favs__where fx-favs__where-col">{where(entry)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  }
  return (
    <>
      <header className="fx-favs__header">
        <h1 id="folder-title">{t('files.favorite.title')}</h1>
      </header>
      <div className="fx-favs">{body}</div>
    </>
  );
}
