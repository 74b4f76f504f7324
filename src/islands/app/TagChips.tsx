// A row's tags (requirements X22): at most two chips then "+N"; a chip opens everything with that
// tag. Nothing shows where the back end sends no tags.
import type { ReactElement } from 'react';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import { rowChips } from '../../lib/explorer/tags.ts';
import { DIALOG, openDialog } from '../../lib/explorer/dialogs.ts';
import { joinList } from '../../lib/i18n/lists.ts';
import { useApp } from './context.ts';
import './tags.css';

/** The compact chips of one file. */
export function TagChips(props: { readonly item: ExplorerItem }): ReactElement | null {
  const { t, locale } = useApp();
  const { shown, more } = rowChips(props.item.tags);
  if (shown.length === 0) return null;
  return (
    <span className="fx-tags">
      {shown.map((tag) => (
        <button
          key={tag}
          type="button"
          tabIndex={-1}
          className="fx-tag"
          title={tag}
          onClick={(event) => {
            event.stopPropagation();
            openDialog(DIALOG.tagged, { tag });
          }}
          onDoubleClick={(event) => {
            event.stopPropagation();
          }}
        >
          {tag}
        </button>
      ))}
      {more > 0 && (
        <span
          className="fx-tag fx-tag--more"
          title={joinList(locale, (props.item.tags ?? []).slice(shown.length))}
        >
          <span aria-hidden="true">{t('files.tags.more', { count: more })}</span>
          <span className="visually-hidden">{t('files.tags.moreLabel', { count: more })}</span>
        </span>
      )}
    </span>
  );
}
