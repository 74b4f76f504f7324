// One row of the list view and one tile of the grid view (pure rendering).
import { lazy, memo, Suspense, type MouseEvent, type ReactElement } from 'react';
import { formatUpdated } from '../../lib/explorer/dates.ts';
import { formatSize } from '../../lib/files/names.ts';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import { AppIcon } from './AppIcon.tsx';
import { useApp } from './context.ts';
import { iconOf } from './file-kind.ts';
import './Row.css';
import { StarButton } from './Star.tsx';
import { LockBadge } from './LockBadge.tsx';
import { ScheduleBadge } from './ScheduleBadge.tsx';
import { ShareLinkMark } from './ShareLinkMark.tsx';
import { ThawBadge } from './ThawBadge.tsx';
import { TagChips } from './TagChips.tsx';
import { CommentCount } from './CommentCount.tsx';

const InlineRename = lazy(() =>
  import('./InlineRename.tsx').then((m) => ({ default: m.InlineRename })),
);

/** What a row or tile calls back with. */
export interface ItemHandlers {
  readonly onClick: (index: number, event: MouseEvent) => void;
  readonly onOpen: (index: number) => void;
  readonly onMenu: (index: number, anchor: { x: number; y: number }) => void;
}

/** Props of a row or tile. */
export interface ItemProps extends ItemHandlers {
  readonly index: number;
  readonly item: ExplorerItem | undefined;
  readonly selected: boolean;
  readonly focused: boolean;
  readonly rowId: string;
  /** The entry's name is being edited in the row (requirements X16). */
  readonly editing?: boolean;
}

/** A row's drag and drop attributes (use-item-drag.ts): every row drags, a folder takes drops. */
function dragProps(item: ExplorerItem, index: number) {
  return {
    draggable: true,
    'data-index': index,
    ...(item.kind === 'folder'
      ? {
          'data-drop-node': item.node,
          'data-drop-seq': item.dirSeq ?? '',
          'data-drop-name': item.name,
          'data-drop-level': item.permission.access_level ?? '',
        }
      : {}),
  };
}

function menuAt(event: MouseEvent): { x: number; y: number } {
  return { x: event.clientX, y: event.clientY };
}

/** A row of the list view; a skeleton while its page loads. */
export const ListRow = memo(function ListRow(props: ItemProps): ReactElement {
  const { t, locale } = useApp();
  const { item, index } = props;
  if (item === undefined) {
    return (
      <div
        role="row"
        id={props.rowId}
        aria-rowindex={index + 2}
        className="fx-row fx-row--loading"
        aria-busy="true"
      >
        <div role="gridcell" className="fx-cell fx-cell--name">
          <span className="fx-skeleton fx-skeleton--icon" />
          <span className="fx-skeleton fx-skeleton--text" />
          <span className="visually-hidden">{t('files.loadingRow')}</span>
        </div>
      </div>
    );
  }
  const icon = iconOf(item);
  return (
    <div
      role="row"
      id={props.rowId}
      aria-rowindex={index + 2}
      aria-selected={props.selected}
      className={`fx-row${props.selected ? ' is-selected' : ''}${props.focused ? ' is-focused' : ''}${props.editing === true ? ' is-renaming' : ''}`}
      data-kind={item.kind}
      {...dragProps(item, index)}
      onClick={(event) => {
        props.onClick(index, event);
      }}
      onDoubleClick={() => {
        props.onOpen(index);
      }}
      onContextMenu={(event) => {
        event.preventDefault();
        props.onMenu(index, menuAt(event));
      }}
    >
      <div role="gridcell" className="fx-cell fx-cell--name">
        <StarButton item={item} />
        {/* Selected, the icon is a check on the accent colour: the row's shade alone is a
            colour cue of low contrast (WCAG 1.4.1, 1.4.11), and on a touch screen the check shows
            that taps now select (the icon is where a tap starts selecting). */}
        <span className={`fx-icon tint-${icon}`}>
          <AppIcon name={props.selected ? 'check' : icon} />
        </span>
        {props.editing === true ? (
          <Suspense
            fallback={
              <span className="fx-name" title={item.name}>
                {item.name}
              </span>
            }
          >
            <InlineRename item={item} />
          </Suspense>
        ) : (
          <span className="fx-name" title={item.name}>
            {item.name}
          </span>
        )}
        <TagChips item={item} />
        <LockBadge item={item} />
        <CommentCount item={item} />
        <ScheduleBadge item={item} />
        <ShareLinkMark item={item} />
        <ThawBadge item={item} />
      </div>
      <div role="gridcell" className="fx-cell fx-cell--size">
        {item.kind === 'folder' ? '—' : formatSize(item.size)}
      </div>
      <div role="gridcell" className="fx-cell fx-cell--updated">
        {formatUpdated(locale, item.updatedAt)}
      </div>
      <div role="gridcell" className="fx-cell fx-cell--owner">
        {item.owner}
      </div>
      <div role="gridcell" className="fx-cell fx-cell--more">
        <button
          type="button"
          tabIndex={-1}
          className="fx-more"
          aria-label={t('files.more', { name: item.name })}
          aria-haspopup="menu"
          onClick={(event) => {
            event.stopPropagation();
            const box = event.currentTarget.getBoundingClientRect();
            props.onMenu(index, { x: box.left, y: box.bottom });
          }}
        >
          <AppIcon name="more" />
        </button>
      </div>
    </div>
  );
});

/** A tile of the grid view, with a thumbnail when one is known. */
export const Tile = memo(function Tile(
  props: ItemProps & { readonly thumb: string | null | undefined },
): ReactElement {
  const { t } = useApp();
  const { item, index } = props;
  if (item === undefined) {
    return (
      <div role="gridcell" id={props.rowId} className="fx-tile fx-tile--loading" aria-busy="true">
        <span className="fx-skeleton fx-skeleton--thumb" />
        <span className="fx-skeleton fx-skeleton--text" />
        <span className="visually-hidden">{t('files.loadingRow')}</span>
      </div>
    );
  }
  const icon = iconOf(item);
  return (
    <div
      role="gridcell"
      id={props.rowId}
      aria-selected={props.selected}
      className={`fx-tile${props.selected ? ' is-selected' : ''}${props.focused ? ' is-focused' : ''}`}
      {...dragProps(item, index)}
      onClick={(event) => {
        props.onClick(index, event);
      }}
      onDoubleClick={() => {
        props.onOpen(index);
      }}
      onContextMenu={(event) => {
        event.preventDefault();
        props.onMenu(index, menuAt(event));
      }}
    >
      <span className={`fx-thumb tint-${icon}`}>
        {typeof props.thumb === 'string' ? (
          // Keyed by its URL: a tile reused for another entry never shows the last one's picture.
          <img
            key={props.thumb}
            src={props.thumb}
            alt=""
            loading="lazy"
            decoding="async"
            draggable={false}
          />
        ) : (
          <AppIcon name={icon} size="xl" />
        )}
      </span>
      <span className="fx-tile__name" title={item.name}>
        {item.name}
      </span>
      <span className="fx-tile__meta">
        {item.kind === 'folder' ? t('files.folder') : formatSize(item.size)}
        <StarButton item={item} />
        <span className="fx-tile__marks">
          <LockBadge item={item} />
          <ScheduleBadge item={item} />
          <TagChips item={item} />
        </span>
      </span>
    </div>
  );
});

/** Placeholder rows while a folder's first page loads (hidden from assistive technology). */
export function LoadingRows(): ReactElement {
  return (
    <div className="fx-loading" aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="fx-row fx-row--loading">
          <div className="fx-cell fx-cell--name">
            <span className="fx-skeleton fx-skeleton--icon" />
            <span className="fx-skeleton fx-skeleton--text" />
          </div>
        </div>
      ))}
    </div>
  );
}
