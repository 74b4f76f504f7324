// The clock icon of a row whose deletion is scheduled, labelled "Goes to the trash on DATE"
// (requirements X24).
import type { ReactElement } from 'react';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import { scheduleDate } from '../../lib/explorer/schedule.ts';
import { AppIcon } from './AppIcon.tsx';
import { useApp } from './context.ts';

/** The badge, or nothing where no deletion is scheduled. */
export function ScheduleBadge(props: { readonly item: ExplorerItem }): ReactElement | null {
  const { t, locale } = useApp();
  const date = scheduleDate(props.item, locale);
  if (date === null) return null;
  const label = t('files.schedule.badge', { date });
  return (
    <span className="fx-badge fx-badge--schedule" title={label} data-schedule="">
      <AppIcon name="clock" size="sm" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
