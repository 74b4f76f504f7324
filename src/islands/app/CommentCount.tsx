// A row's comment count (requirements X28): a small bubble and the number, only when there are
// comments; its label says how many.
import type { ReactElement } from 'react';
import { countBadge } from '../../lib/explorer/comment-thread.ts';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import { AppIcon } from './AppIcon.tsx';
import { useApp } from './context.ts';
import './comment-count.css';

/** The badge, or nothing for an entry without comments. */
export function CommentCount(props: { readonly item: ExplorerItem }): ReactElement | null {
  const { t } = useApp();
  const count = props.item.commentCount ?? 0;
  const text = countBadge(count);
  if (text === null) return null;
  const label = t('files.comments.countLabel', { count });
  return (
    <span className="fx-comment-count" title={label} data-testid="comment-count">
      <AppIcon name="comment" size="sm" />
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
