// The toolbar: the folder's actions, or the selection's when something is selected, plus the
// view switch and (in the grid, which has no column headers) the sort menu.
import { useStore } from '@nanostores/react';
import { memo, useRef, useState, type ReactElement } from 'react';
import { visibleActions, type Action, type ActionContext } from '../../lib/explorer/actions.ts';
import { SORT_KEYS, type SortKey } from '../../lib/explorer/items.ts';
import { NARROW_VISIBLE, WIDE_VISIBLE, overflowEntries } from '../../lib/explorer/toolbar-fit.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { ActionButton } from './ActionButton.tsx';
import { AppIcon } from './AppIcon.tsx';
import { ContextMenu } from './ContextMenu.tsx';
import { useApp } from './context.ts';
import { useClipped } from './use-clipped.ts';
import { useStorePart } from './use-store-part.ts';
import './Toolbar.css';

const NARROW_QUERY = '(max-width: 720px)';

/** Props of `Toolbar`. */
export interface ToolbarProps {
  readonly ctx: ActionContext | null;
  readonly onRun: (action: Action) => void;
}

/** The action bar above the list. */
export const Toolbar = memo(function Toolbar({ ctx, onRun }: ToolbarProps): ReactElement {
  const { runtime, t } = useApp();
  const { explorer } = runtime;
  const view = useStorePart(explorer.$location, (l) => l.view);
  const sort = useStorePart(explorer.$location, (l) => l.sort);
  const count = ctx?.selectedCount ?? 0;
  const completing = useStore(explorer.$completing);
  const scope = count > 0 ? 'selection' : 'folder';
  const entries =
    ctx === null ? [] : visibleActions(ctx, scope).filter(({ action }) => action.menuOnly !== true);
  const narrow = (): boolean => window.matchMedia(NARROW_QUERY).matches;
  const fit = useRef<HTMLDivElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const clipped = useClipped(fit, entries.map(({ action }) => action.id).join(' '), moreButton);
  const narrowOverflow = entries.length > NARROW_VISIBLE;
  const wideOverflow = overflowEntries(entries, false, clipped).length > 0;
  const [more, setMore] = useState<{ x: number; y: number } | null>(null);
  return (
    <div className={`fx-toolbar${count > 0 ? ' fx-toolbar--selection' : ''}`}>
      <div
        role="toolbar"
        aria-label={count > 0 ? t('files.selectionBar') : t('files.toolbar')}
        className="fx-toolbar__actions"
      >
        {count > 0 && (
          <>
            <button
              type="button"
              className="fx-tool fx-tool--ghost"
              onClick={() => {
                explorer.select({ type: 'clear' });
              }}
            >
              <AppIcon name="close" size="sm" />
              <span className="visually-hidden">{t('files.clearSelection')}</span>
            </button>
            <span className="fx-toolbar__count" aria-live="polite">
              {t('files.selected', { count })}
              {completing && (
                <>
                  <Spinner size="small" />
                  <span className="visually-hidden">{t('files.selectedLoading', { count })}</span>
                </>
              )}
            </span>
          </>
        )}
        <div ref={fit} className="fx-toolbar__fit">
          {entries.map(({ action, availability }, i) => (
            <ActionButton
              key={action.id}
              action={action}
              availability={availability}
              variant="toolbar"
              primary={i === 0 && action.id === 'upload'}
              overflows={i >= NARROW_VISIBLE}
              overflowsWide={i >= WIDE_VISIBLE}
              clipped={clipped.has(action.id)}
              onRun={onRun}
            />
          ))}
        </div>
        {narrowOverflow && ctx !== null && (
          <button
            ref={moreButton}
            type="button"
            className={`fx-tool fx-toolbar__more${wideOverflow ? ' fx-toolbar__more--wide' : ''}`}
            aria-haspopup="menu"
            aria-expanded={more !== null}
            onPointerDown={(event) => {
              // The open menu closes on a pointer down outside it; this button toggles instead.
              if (more !== null) event.stopPropagation();
            }}
            onClick={(event) => {
              const box = event.currentTarget.getBoundingClientRect();
              setMore(more === null ? { x: box.left, y: box.bottom + 4 } : null);
            }}
          >
            <AppIcon name="more" size="sm" />
            <span className="fx-tool__label">{t('files.moreActions')}</span>
          </button>
        )}
        {more !== null && ctx !== null && (
          <ContextMenu
            anchor={more}
            ctx={ctx}
            entries={overflowEntries(entries, narrow(), clipped)}
            label={t('files.moreActions')}
            onRun={onRun}
            onClose={() => {
              setMore(null);
              moreButton.current?.focus();
            }}
          />
        )}
      </div>
      <div className="fx-toolbar__view">
        {view === 'grid' && (
          <label className="fx-sortpick">
            <span className="visually-hidden">{t('files.sort.label')}</span>
            <span className="fx-sortpick__icon">
              <AppIcon name="sort" size="sm" />
            </span>
            <select
              value={`${sort.key}-${sort.order}`}
              onChange={(event) => {
                const [key, order] = event.currentTarget.value.split('-');
                if (SORT_KEYS.includes(key as SortKey)) {
                  explorer.setSort({
                    key: key as SortKey,
                    order: order === 'desc' ? 'desc' : 'asc',
                  });
                }
              }}
            >
              {SORT_KEYS.flatMap((key) =>
                (['asc', 'desc'] as const).map((order) => (
                  <option key={`${key}-${order}`} value={`${key}-${order}`}>
                    {`${t(`files.sort.${key}`)} (${t(`files.sort.${order}`)})`}
                  </option>
                )),
              )}
            </select>
          </label>
        )}
        <div role="group" aria-label={t('files.view.label')} className="fx-segmented">
          {(['list', 'grid'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={view === mode}
              className="fx-segmented__button"
              onClick={() => {
                explorer.view(mode);
              }}
            >
              <AppIcon name={mode} size="sm" />
              <span className="visually-hidden">{t(`files.view.${mode}`)}</span>
            </button>
          ))}
        </div>
      </div>
    </div>
  );
});
