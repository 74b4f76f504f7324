// The details panel of the selected item (requirements X20): a side panel on wide screens, a
// bottom sheet on phones. Not modal: it follows the selection while the list keeps the focus it
// is given; Escape inside it closes it and returns to the list.
import { useStore } from '@nanostores/react';
import { Suspense, lazy, useEffect, useId, useRef, type ReactElement } from 'react';
import type { ActionContext } from '../../lib/explorer/actions.ts';
import { detailsOf } from '../../lib/explorer/details.ts';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import type { AccessLevel } from '../../lib/files/permissions.ts';
import { shareLinkAvailability } from '../../lib/explorer/share-link-action.ts';
import { whereCrumbs } from '../../lib/explorer/where.ts';
import { FileName } from '../ui/FileName.tsx';
import { AppIcon } from './AppIcon.tsx';
import { useApp } from './context.ts';
import './details.css';

// Comments and the activity part load with the panel's first file (requirements X28, X29).
const CommentsThread = lazy(() =>
  import('./CommentsThread.tsx').then((m) => ({ default: m.CommentsThread })),
);
const ActivityPart = lazy(() =>
  import('./ActivityPart.tsx').then((m) => ({ default: m.ActivityPart })),
);

/** Props of `DetailsPanel`. */
export interface DetailsPanelProps {
  readonly ctx: ActionContext | null;
  readonly onClose: () => void;
  /** Opens the share-link dialog of the item (requirements X26). */
  readonly onShareLink?: (item: ExplorerItem) => void;
  /** Where the item lives, when not in the folder shown (a search result: requirements X36). */
  readonly place?: {
    readonly crumbs: readonly string[];
    readonly folderLevel: AccessLevel | null;
  };
}

/** The panel; the Shell renders it while `$detailsOpen` is true. */
export function DetailsPanel({
  ctx,
  onClose,
  onShareLink,
  place,
}: DetailsPanelProps): ReactElement {
  const { runtime, t, locale } = useApp();
  const folder = useStore(runtime.explorer.$folder);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const item = ctx !== null && ctx.selectedCount === 1 ? ctx.selection[0] : undefined;
  const crumbs =
    place !== undefined
      ? place.crumbs
      : folder === null
        ? []
        : whereCrumbs(
            folder.path.map((crumb) => crumb.name),
            t(`files.root.${folder.root}`),
          );
  const details =
    item === undefined || ctx === null
      ? null
      : detailsOf(item, {
          locale,
          access: ctx.access,
          folderLevel: place === undefined ? (folder?.access_level ?? null) : place.folderLevel,
          crumbs,
        });
  return (
    <aside
      className="fx-details"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="fx-details__head">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {t('files.details.title')}
        </h2>
        <button type="button" className="fx-icon-button" onClick={onClose}>
          <AppIcon name="close" size="sm" />
          <span className="visually-hidden">{t('files.details.close')}</span>
        </button>
      </div>
      {details === null ? (
        <p className="fx-details__empty">
          {ctx !== null && ctx.selectedCount > 1
            ? t('files.details.many', { count: ctx.selectedCount })
            : t('files.details.none')}
        </p>
      ) : (
        // Its own scroll box, reachable by keyboard.
        <div className="fx-details__body" role="region" aria-label={details.name} tabIndex={0}>
          <p className="fx-details__name">
            <AppIcon name={item?.kind === 'folder' ? 'folder' : 'file'} size="sm" />
            <FileName name={details.name} />
          </p>
          {item !== undefined &&
            ctx !== null &&
            onShareLink !== undefined &&
            shareLinkAvailability(ctx).state === 'enabled' && (
              <button
                type="button"
                className="button secondary fx-details__share"
                onClick={() => {
                  onShareLink(item);
                }}
              >
                {t('files.shareLink.action')}
              </button>
            )}
          <dl className="fx-details__list">
            <div className="fx-details__pair">
              <dt>{t('files.details.kind')}</dt>
              <dd>{t(details.kindKey)}</dd>
            </div>
            {details.rows.map((row) => (
              <div key={row.labelKey} className="fx-details__pair">
                <dt>{t(row.labelKey)}</dt>
                <dd>{row.translate === true ? t(row.value) : row.value}</dd>
              </div>
            ))}
            <div className="fx-details__pair">
              <dt>{t('files.details.level')}</dt>
              <dd data-testid="details-level">
                {details.permission.level ?? t('files.details.noLevel')}
              </dd>
            </div>
          </dl>
          {details.permission.grants.length > 0 && (
            <>
              <h3>{t('files.details.sources')}</h3>
              <ul className="fx-details__grants" data-testid="details-sources">
                {details.permission.grants.map((grant) => (
                  <li key={`${grant.level}-${grant.key}-${grant.values['group'] ?? ''}`}>
                    <strong>{grant.level}</strong> {t(grant.key, grant.values)}
                  </li>
                ))}
              </ul>
            </>
          )}
          <h3>{t('files.details.allowed')}</h3>
          {details.allowed.length === 0 ? (
            <p>{t('files.details.nothing')}</p>
          ) : (
            <ul className="fx-details__fns">
              {details.allowed.map((fn) => (
                <li key={fn.labelKey}>
                  {t(fn.labelKey)}
                  {fn.own && ` (${t('files.details.ownOnly')})`}
                </li>
              ))}
            </ul>
          )}
          {item !== undefined && ctx !== null && (
            <Suspense fallback={null}>
              <ActivityPart key={`a-${item.key}`} item={item} access={ctx.access} />
              <CommentsThread key={`c-${item.key}`} item={item} access={ctx.access} />
            </Suspense>
          )}
        </div>
      )}
    </aside>
  );
}
