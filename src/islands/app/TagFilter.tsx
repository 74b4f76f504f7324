// The tag filter above the list (requirements X22): one toggle chip per tag the folder's files
// carry; the pressed chip lists only the files with that tag. Nothing shows where the back end
// tells no tags and no filter is on.
import { useStore } from '@nanostores/react';
import type { ReactElement } from 'react';
import { filterChips } from '../../lib/explorer/tags.ts';
import { AppIcon } from './AppIcon.tsx';
import { useApp } from './context.ts';
import { useStorePart } from './use-store-part.ts';
import './tags.css';

/** The filter bar of the listed folder. */
export function TagFilter(): ReactElement | null {
  const { runtime, t } = useApp();
  const { explorer } = runtime;
  const tags = useStore(explorer.$folderTags);
  const active = useStorePart(explorer.$location, (l) => l.tag ?? null);
  const chips = filterChips(tags ?? [], active);
  if (chips.length === 0) return null;
  return (
    <div className="fx-tagfilter" role="group" aria-label={t('files.tagFilter.label')}>
      <span className="fx-tagfilter__label" aria-hidden="true">
        <AppIcon name="tag" size="sm" />
      </span>
      <div className="fx-tagfilter__chips">
        {chips.map(({ tag, pressed }) => (
          <button
            key={tag}
            type="button"
            className="fx-tag fx-tag--filter"
            aria-pressed={pressed}
            title={tag}
            onClick={() => {
              explorer.filterTag(pressed ? null : tag);
            }}
          >
            {tag}
          </button>
        ))}
      </div>
      {active !== null && (
        <button
          type="button"
          className="fx-link fx-tagfilter__clear"
          onClick={() => {
            explorer.filterTag(null);
          }}
        >
          {t('files.tagFilter.clear')}
        </button>
      )}
    </div>
  );
}
