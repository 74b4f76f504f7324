// The folder's title (h1) with its breadcrumbs, item count and the permission help icon.
import { useStore } from '@nanostores/react';
import { memo, lazy, Suspense, type ReactElement } from 'react';
import { nodeToShow } from '../../lib/explorer/roots.ts';
import { isRootNode, rootOf } from '../../lib/files/nodes.ts';
import { AppIcon } from './AppIcon.tsx';
import { useApp } from './context.ts';
import { useStorePart } from './use-store-part.ts';
import './FolderHeader.css';

const HelpIcon = lazy(() => import('./viewer-parts.ts').then((m) => ({ default: m.HelpIcon })));

/** The folder heading. */
export const FolderHeader = memo(function FolderHeader({
  count,
}: {
  readonly count: number | null;
}): ReactElement {
  const { runtime, t, strings, locale } = useApp();
  const { explorer } = runtime;
  const folder = useStore(explorer.$folder);
  const node = useStorePart(explorer.$location, (l) => l.node);
  const roots = useStore(explorer.$roots);
  const path = folder?.path ?? [];
  const rootKind = folder === null ? null : rootOf(folder.node);
  const crumbName = (node: string, name: string): string =>
    rootOf(node) !== null && path[0]?.node === node && rootKind !== null
      ? t(`files.root.${rootKind}`)
      : name;
  // A root area's name is known before its listing comes: show it at once.
  const pending = folder === null ? nodeToShow({ node }, roots) : null;
  const pendingRoot = pending !== null && isRootNode(pending) ? rootOf(pending) : null;
  const title =
    folder !== null
      ? crumbName(folder.node, folder.name)
      : pendingRoot === null
        ? ''
        : t(`files.root.${pendingRoot}`);
  return (
    <header className="fx-header">
      <nav aria-label={t('files.breadcrumbs')} className="fx-crumbs" hidden={path.length < 2}>
        <ol>
          {path.slice(0, -1).map((crumb) => (
            <li key={crumb.node}>
              <a
                href={`?node=${encodeURIComponent(crumb.node)}`}
                data-drop-node={crumb.node}
                data-drop-seq={crumb.dir_seq}
                data-drop-name={crumbName(crumb.node, crumb.name)}
                onClick={(event) => {
                  if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0)
                    return;
                  event.preventDefault();
                  explorer.open(crumb.node, crumb.dir_seq > 0 ? crumb.dir_seq : null);
                }}
              >
                {crumbName(crumb.node, crumb.name)}
              </a>
              <AppIcon name="chevron" size="sm" />
            </li>
          ))}
        </ol>
      </nav>
      <div className="fx-header__title">
        <h1
          id="folder-title"
          className={title === '' ? 'fx-skeleton fx-skeleton--title' : undefined}
        >
          {title}
        </h1>
        {folder !== null && (
          <Suspense fallback={null}>
            <HelpIcon strings={strings} locale={locale} folderType={folder.folder_type} />
          </Suspense>
        )}
        {count !== null && (
          <span className="fx-header__count">{t('files.itemCount', { count })}</span>
        )}
      </div>
      {folder?.own_files_only === true && (
        <p className="fx-header__note">{t('files.ownFilesOnly')}</p>
      )}
    </header>
  );
});
