// The side bar: the root areas the user has, the current one marked; a scrolling strip on phones.
import { useStore } from '@nanostores/react';
import { memo, type ReactElement } from 'react';
import { nodeToShow } from '../../lib/explorer/roots.ts';
import { rootOf } from '../../lib/files/nodes.ts';
import { AppIcon } from './AppIcon.tsx';
import { useApp } from './context.ts';
import { useStorePart } from './use-store-part.ts';
import './Sidebar.css';

/** The navigation of root areas. */
export const Sidebar = memo(function Sidebar(): ReactElement {
  const { runtime, t } = useApp();
  const { explorer } = runtime;
  const roots = useStore(explorer.$roots);
  const folder = useStore(explorer.$folder);
  const favorites = useStorePart(explorer.$location, (l) => l.favorites === true);
  const trash = useStorePart(explorer.$location, (l) => l.trash === true);
  const node = useStorePart(explorer.$location, (l) => l.node);
  const currentNode =
    favorites || trash ? null : (node ?? folder?.node ?? nodeToShow({ node }, roots));
  const currentRoot = currentNode === null ? null : rootOf(currentNode);
  return (
    <nav className="fx-side" aria-label={t('app.areas')}>
      <p className="fx-side__title" aria-hidden="true">
        {t('app.areas')}
      </p>
      {roots.status === 'error' && (
        <div className="fx-side__error" role="alert">
          <p>{t('files.rootsError')}</p>
          <button
            type="button"
            className="fx-link"
            onClick={() => {
              explorer.loadRoots();
            }}
          >
            {t('files.retry')}
          </button>
        </div>
      )}
      <ul className="fx-side__list">
        {roots.status === 'loading' &&
          [0, 1, 2, 3].map((i) => (
            <li key={i} className="fx-side__item">
              <span className="fx-skeleton fx-skeleton--side" />
            </li>
          ))}
        {roots.status === 'ready' &&
          roots.roots.map((root) => {
            const current = currentRoot === root.kind;
            const href = `?node=${encodeURIComponent(root.node)}`;
            return (
              <li key={root.node} className="fx-side__item">
                <a
                  href={href}
                  className={`fx-side__link${current ? ' is-current' : ''}`}
                  aria-current={current ? 'page' : undefined}
                  onClick={(event) => {
                    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0)
                      return;
                    event.preventDefault();
                    explorer.open(root.node, null);
                  }}
                >
                  <span className={`fx-side__icon root-${root.kind}`}>
                    <AppIcon name={root.kind} size="sm" />
                  </span>
                  <span>{t(`files.root.${root.kind}`)}</span>
                </a>
              </li>
            );
          })}
        <li className="fx-side__item">
          <a
            href="?favorites=1"
            className={`fx-side__link${favorites ? ' is-current' : ''}`}
            aria-current={favorites ? 'page' : undefined}
            onClick={(event) => {
              if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              explorer.showFavorites();
            }}
          >
            <span className="fx-side__icon">
              <AppIcon name="star" size="sm" />
            </span>
            <span>{t('files.favorite.title')}</span>
          </a>
        </li>
        <li className="fx-side__item">
          <a
            href="?trash=1"
            className={`fx-side__link${trash ? ' is-current' : ''}`}
            aria-current={trash ? 'page' : undefined}
            onClick={(event) => {
              if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              explorer.showTrash();
            }}
          >
            <span className="fx-side__icon">
              <AppIcon name="trash" size="sm" />
            </span>
            <span>{t('files.trash.title')}</span>
          </a>
        </li>
      </ul>
    </nav>
  );
});
