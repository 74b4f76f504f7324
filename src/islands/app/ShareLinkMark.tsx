// The link mark of a row whose item has a live share link (requirements X26).
import type { ReactElement } from 'react';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import { AppIcon } from './AppIcon.tsx';
import { useApp } from './context.ts';

/** The mark, or nothing for an item without a live link. */
export function ShareLinkMark(props: { readonly item: ExplorerItem }): ReactElement | null {
  const { t } = useApp();
  if (props.item.shareLink !== true) return null;
  const label = t('files.shareLink.mark');
  return (
    <span className="fx-badge" title={label} data-share-link>
      <AppIcon name="link" size="sm" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
