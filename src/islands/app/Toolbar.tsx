// The toolbar: the folder's actions, or the selection's when something is selected, plus the
// view switch and (in the grid, which has no column headers) the sort menu.
import { useStore } from '@nanostores/react';
import { memo, type ReactElement } from 'react';
import { visibleActions, type Action, type ActionContext } from '../../lib/explorer/actions.ts';
import { SORT_KEYS, type SortKey } from '../../lib/explorer/items.ts';
import { ActionButton } from './ActionButton.tsx';
import { AppIcon } from './AppIcon.tsx';
import { useApp } from './context.ts';

/** Props of `Toolbar`. */
export interface ToolbarProps {
  readonly ctx: ActionContext | null;
  readonly onRun: (action: Action) => void;
}

/** The action bar above the list. */
export const Toolbar = memo(function Toolbar({ ctx, onRun }: ToolbarProps): ReactElement {
  const { runtime, t } = useApp();
  const { explorer } = runtime;
  const location = useStore(explorer.$location);
  const count = ctx?.selectedCount ?? 0;
  const scope = count > 0 ? 'selection' : 'folder';
  const entries =
    ctx === null ? [] : visibleActions(ctx, scope).filter(({ action }) => action.menuOnly !== true);
  return (
    <div className="fx-toolbar">
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
            </span>
          </>
        )}
        {entries.map(({ action, availability }, i) => (
          <ActionButton
            key={action.id}
            action={action}
            availability={availability}
            variant="toolbar"
            primary={i === 0 && action.id === 'upload'}
            onRun={onRun}
          />
        ))}
      </div>
      <div className="fx-toolbar__view">
        {location.view === 'grid' && (
          <label className="fx-sortpick">
            <span className="visually-hidden">{t('files.sort.label')}</span>
            <select
              value={`${location.sort.key}-${location.sort.order}`}
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
              aria-pressed={location.view === mode}
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
