// The details panel's activity part (requirements X29), loaded on demand: the item's latest file
// log entries, read from the same calls as the File logs view, and a button that opens it. Shown
// only where the matrix's File Logs Management row allows it.
import { useEffect, useId, useState, type ReactElement } from 'react';
import { decide, type AccessContext } from '../../lib/files/access.ts';
import type { LogEntry } from '../../lib/explorer/file-logs.ts';
import { latestLogs, logTime } from '../../lib/explorer/file-logs.ts';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import { logSubject } from '../../lib/explorer/logs-action.ts';
import { selectionAccess } from '../../lib/explorer/selection-access.ts';
import { DIALOG, openDialog } from '../../lib/explorer/dialogs.ts';
import { Button } from '../ui/Button.tsx';
import { useApp } from './context.ts';
import './comments.css';

/** How many entries the panel shows. */
const LATEST = 5;

/** Props of `ActivityPart`. */
export interface ActivityPartProps {
  readonly item: ExplorerItem;
  readonly access: AccessContext;
}

/** The part, or nothing where the user may not read the log. */
export function ActivityPart({ item, access }: ActivityPartProps): ReactElement | null {
  const { runtime, t, locale } = useApp();
  const titleId = useId();
  const subject = logSubject(item);
  const allowed =
    subject !== null &&
    decide('file_logs', selectionAccess({ access, selection: [item] })) === 'allowed';
  const kind = subject?.kind ?? 'file';
  const seq = subject?.seq ?? 0;
  const [entries, setEntries] = useState<readonly LogEntry[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!allowed) return undefined;
    let live = true;
    latestLogs(runtime.client, { kind, seq }, LATEST).then(
      (next) => {
        if (live) setEntries(next);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [runtime, allowed, kind, seq, item.updatedAt, item.name]);

  if (!allowed) return null;
  return (
    <section className="fx-activity" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('files.logs.recent')}</h3>
      {failed ? (
        <p className="fx-comments__note">{t('files.logs.loadFailed')}</p>
      ) : entries === null ? (
        <p className="fx-comments__note">{t('files.logs.loading')}</p>
      ) : entries.length === 0 ? (
        <p className="fx-comments__note">{t('files.logs.none')}</p>
      ) : (
        <ul className="fx-activity__list" data-testid="details-activity">
          {entries.map((entry) => (
            <li key={entry.id}>
              {t('files.logs.line', {
                user: entry.user,
                action: t(`files.logs.actions.${entry.action}`),
              })}{' '}
              <time dateTime={new Date(entry.at).toISOString()}>{logTime(locale, entry.at)}</time>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        onClick={() => {
          openDialog(DIALOG.fileLogs, { subject });
        }}
      >
        {t('files.logs.openAll')}
      </Button>
    </section>
  );
}
