// The list view's column headers: sortable (server-side), with aria-sort on the active one.
import { memo, type ReactElement } from 'react';
import type { SortKey } from '../../lib/explorer/items.ts';
import { AppIcon } from './AppIcon.tsx';
import { useApp } from './context.ts';
import { useStorePart } from './use-store-part.ts';
import './ListHeader.css';

const COLUMNS: readonly { key: SortKey | null; label: string; className: string }[] = [
  { key: 'name', label: 'files.sort.name', className: 'fx-cell--name' },
  { key: 'size', label: 'files.sort.size', className: 'fx-cell--size' },
  { key: 'updated', label: 'files.sort.updated', className: 'fx-cell--updated' },
  { key: null, label: 'files.col.owner', className: 'fx-cell--owner' },
  { key: null, label: 'files.menu', className: 'fx-cell--more' },
];

/** The header row of the list (memoized: the list re-renders on every scrolled frame). */
export const ListHeader = memo(function ListHeader(): ReactElement {
  const { runtime, t } = useApp();
  const sort = useStorePart(runtime.explorer.$location, (l) => l.sort);
  return (
    <div role="rowgroup" className="fx-head">
      <div role="row" aria-rowindex={1} className="fx-row fx-row--head">
        {COLUMNS.map(({ key, label, className }) => {
          const active = key !== null && sort.key === key;
          return (
            <div
              key={label}
              role="columnheader"
              className={`fx-cell ${className}`}
              aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
            >
              {key === null ? (
                <span className={label === 'files.menu' ? 'visually-hidden' : undefined}>
                  {t(label)}
                </span>
              ) : (
                <button
                  type="button"
                  className="fx-sort"
                  onClick={() => {
                    runtime.explorer.sort(key);
                  }}
                >
                  {t(label)}
                  {active && (
                    <AppIcon name={sort.order === 'asc' ? 'arrow-up' : 'arrow-down'} size="sm" />
                  )}
                </button>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
});
