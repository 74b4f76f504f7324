// A cold-storage file's thaw on its row (requirements X37): frozen, thawing with its percent (a
// progress bar for assistive technology), or available to download.
import type { ReactElement } from 'react';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import { thawBadge } from '../../lib/explorer/unfreeze.ts';
import { AppIcon } from './AppIcon.tsx';
import { useApp } from './context.ts';
import './thaw.css';

/** The badge, or nothing outside cold storage. */
export function ThawBadge(props: { readonly item: ExplorerItem }): ReactElement | null {
  const { t } = useApp();
  const thaw = props.item.thaw;
  if (thaw === undefined) return null;
  const text = thawBadge(thaw);
  const label = t(text.key, text.values);
  if (thaw.state === 'thawing') {
    return (
      <span
        className="fx-thaw"
        data-thaw="thawing"
        title={label}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={thaw.progress}
        aria-label={t('files.thaw.progressLabel', { name: props.item.name })}
        aria-valuetext={label}
      >
        <AppIcon name="snowflake" size="sm" />
        <span className="fx-thaw__text" aria-hidden="true">
          {label}
        </span>
      </span>
    );
  }
  return (
    <span className="fx-thaw" data-thaw={thaw.state} title={label}>
      <AppIcon name={thaw.state === 'frozen' ? 'snowflake' : 'download'} size="sm" />
      <span className="fx-thaw__text">{label}</span>
    </span>
  );
}
