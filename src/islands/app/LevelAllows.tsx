// What a level allows in a folder type: the matrix's rows beside a level picker (members and
// guest invitation dialogs, requirements X30, X31), and a link to the full table.
import type { ReactElement } from 'react';
import { DIALOG } from '../../lib/explorer/dialogs.ts';
import { allowedAt } from '../../lib/explorer/members.ts';
import type { RootKind } from '../../lib/files/nodes.ts';
import { ACCESS_LEVEL_LABELS, type AccessLevel } from '../../lib/files/permissions.ts';
import { openModal } from '../../lib/ui/modals.ts';
import { Button } from '../ui/Button.tsx';
import { useApp } from './context.ts';

/** What the chosen level allows here: the matrix's rows beside the picker, and the full table. */
export function LevelAllows({
  level,
  folderType,
  id,
}: {
  level: AccessLevel;
  folderType: RootKind;
  id: string;
}): ReactElement {
  const { t } = useApp();
  const rows = allowedAt(level, folderType);
  return (
    <div className="members__allows" id={id}>
      <p className="members__allows-title">
        {t('files.members.allows', { level: ACCESS_LEVEL_LABELS[level] })}
      </p>
      {rows.length === 0 ? (
        <p>{t('files.members.allowsNothing')}</p>
      ) : (
        <ul className="members__allows-list">
          {rows.map((row) => (
            <li key={row.fn}>
              {t(row.labelKey)}
              {row.note !== null && ` (${t(`files.members.note.${row.note}`)})`}
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="link"
        onClick={() => {
          openModal(DIALOG.permissionMatrix, { folderType }, { overlay: true });
        }}
      >
        {t('files.members.fullTable')}
      </Button>
    </div>
  );
}
