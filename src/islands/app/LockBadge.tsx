// The lock icon of a locked row, labelled "Locked by NAME on DATE" (requirements X21).
import type { ReactElement } from 'react';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import { lockLabel } from '../../lib/explorer/lock.ts';
import { AppIcon } from './AppIcon.tsx';
import { useApp } from './context.ts';

/** The badge, or nothing for an unlocked entry. */
export function LockBadge(props: { readonly item: ExplorerItem }): ReactElement | null {
  const { t, locale } = useApp();
  const text = lockLabel(props.item, locale);
  if (text === null) return null;
  const label = t(text.key, text.values);
  return (
    <span className="fx-badge" title={label} data-lock={props.item.lock?.mine ? 'mine' : 'other'}>
      <AppIcon name="lock" size="sm" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
