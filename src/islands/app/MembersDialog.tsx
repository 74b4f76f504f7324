// The members of a shared folder (requirements X30), loaded on demand: users and groups with
// their level and effective level (group and user combined), a level picker per member with what
// the level allows beside it, add (search the company's users and groups), remove, and Folder
// Settings for a Master. Every change is sent at once; the server's refusal is shown inline.
import { useEffect, useId, useMemo, useState, type ReactElement } from 'react';
import { messageText } from '../../lib/api/messages.ts';
import type { DialogProps } from '../../lib/explorer/dialogs.ts';
import {
  effectiveLabel,
  levelOptions,
  levelsLabel,
  memberError,
  type FolderMember,
} from '../../lib/explorer/members.ts';
import {
  findCandidates,
  loadMembers,
  removeFolderMember,
  saveFolderSettings,
  setMemberLevel,
  type Candidate,
  type MembersAnswer as Answer,
  type MembersFolder,
} from '../../lib/explorer/members-calls.ts';
import { ACCESS_LEVEL_LABELS, type AccessLevel } from '../../lib/files/permissions.ts';
import { Button } from '../ui/Button.tsx';
import { Checkbox } from '../ui/Checkbox.tsx';
import { NamedText } from '../ui/FileName.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { TextField } from '../ui/TextField.tsx';
import { joinList } from '../../lib/i18n/lists.ts';
import { useApp } from './context.ts';
import { LevelAllows } from './LevelAllows.tsx';
import './members.css';

function LevelSelect({
  label,
  value,
  grantable,
  onChange,
  describedBy,
  disabled,
}: {
  label: string;
  value: AccessLevel;
  grantable: readonly AccessLevel[];
  onChange: (level: AccessLevel) => void;
  describedBy?: string;
  disabled?: boolean;
}): ReactElement {
  const options = levelOptions(grantable, value);
  const locked = options.every((option) => option.locked);
  return (
    <select
      className="ui-field__input members__select"
      aria-label={label}
      aria-describedby={describedBy}
      value={value}
      disabled={disabled === true || locked}
      onChange={(event) => {
        const next = options.find((option) => option.level === event.currentTarget.value);
        if (next !== undefined) onChange(next.level);
      }}
    >
      {options.map((option) => (
        <option key={option.level} value={option.level}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

function MemberRow({
  member,
  folder,
  busy,
  onLevel,
  onRemove,
}: {
  member: FolderMember;
  folder: MembersFolder;
  busy: boolean;
  onLevel: (level: AccessLevel) => void;
  onRemove: () => void;
}): ReactElement {
  const { t, locale } = useApp();
  const effective = effectiveLabel(member);
  const mayChange = levelOptions(folder.grantable, member.level).some((o) => !o.locked);
  return (
    <li className="members__row" data-member={member.kind}>
      <div className="members__who">
        <span className="members__name">{member.name}</span>
        {member.kind === 'group' && (
          <span className="members__badge">{t('files.members.group')}</span>
        )}
        {member.user_type === 'guest' && (
          <span className="members__badge">{t('files.members.guest')}</span>
        )}
        {member.pending && <span className="members__badge">{t('files.members.pending')}</span>}
        {member.email !== '' && <span className="members__email">{member.email}</span>}
        {effective !== null && (
          <span className="members__effective">
            {t('files.members.effective', { level: effective })}
            {member.groups.length > 0 &&
              ` — ${t('files.members.through', {
                groups: joinList(
                  locale,
                  member.groups.map((g) => `${g.name} (${ACCESS_LEVEL_LABELS[g.level]})`),
                ),
              })}`}
          </span>
        )}
      </div>
      <div className="members__controls">
        <LevelSelect
          label={t('files.members.levelOf', { name: member.name })}
          value={member.level}
          grantable={folder.grantable}
          disabled={busy}
          onChange={onLevel}
        />
        {mayChange && (
          <Button variant="secondary" disabled={busy} onClick={onRemove}>
            <span aria-hidden="true">{t('files.members.remove')}</span>
            <span className="visually-hidden">
              {t('files.members.removeName', { name: member.name })}
            </span>
          </Button>
        )}
      </div>
    </li>
  );
}

function AddMember({
  folder,
  busy,
  onAdd,
  search,
}: {
  folder: MembersFolder;
  busy: boolean;
  onAdd: (candidate: Candidate, level: AccessLevel) => void;
  search: (query: string) => Promise<readonly Candidate[]>;
}): ReactElement {
  const { t } = useApp();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ query: string; list: readonly Candidate[] } | null>(null);
  const [level, setLevel] = useState<AccessLevel>(
    folder.grantable.includes('previewer') ? 'previewer' : (folder.grantable[0] ?? 'previewer'),
  );
  const allowsId = useId();
  const typed = query.trim();
  useEffect(() => {
    if (typed === '') return;
    let live = true;
    const timer = setTimeout(() => {
      void search(typed).then((list) => {
        if (live) setFound({ query: typed, list });
      });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [typed, search]);
  const shown = found !== null && found.query === typed ? found.list : null;
  return (
    <section className="members__add" aria-labelledby={`${allowsId}-title`}>
      <h3 id={`${allowsId}-title`} className="members__heading">
        {t('files.members.addTitle')}
      </h3>
      <div className="members__add-grid">
        <div>
          <TextField
            type="search"
            label={t('files.members.search')}
            hint={t('files.members.searchHint')}
            value={query}
            onChange={setQuery}
            autoComplete="off"
            maxLength={100}
          />
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={`${allowsId}-level`}>
              {t('files.members.newLevel')}
            </label>
            <select
              id={`${allowsId}-level`}
              className="ui-field__input members__select"
              aria-describedby={allowsId}
              value={level}
              onChange={(event) => {
                const next = folder.grantable.find((l) => l === event.currentTarget.value);
                if (next !== undefined) setLevel(next);
              }}
            >
              {folder.grantable.map((l) => (
                <option key={l} value={l}>
                  {ACCESS_LEVEL_LABELS[l]}
                </option>
              ))}
            </select>
          </div>
          {shown !== null && (
            <div role="status" className="members__found">
              {shown.length === 0 ? (
                <p>{t('files.members.noneFound')}</p>
              ) : (
                <ul className="members__list">
                  {shown.map((candidate) => (
                    <li key={`${candidate.kind}-${String(candidate.id)}`} className="members__row">
                      <div className="members__who">
                        <span className="members__name">{candidate.name}</span>
                        {candidate.kind === 'group' && (
                          <span className="members__badge">{t('files.members.group')}</span>
                        )}
                        {candidate.email !== '' && (
                          <span className="members__email">{candidate.email}</span>
                        )}
                      </div>
                      <Button
                        variant="secondary"
                        disabled={busy}
                        onClick={() => {
                          onAdd(candidate, level);
                          setQuery('');
                        }}
                      >
                        {t('files.members.addName', {
                          name: candidate.name,
                          level: ACCESS_LEVEL_LABELS[level],
                        })}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
        <LevelAllows level={level} folderType={folder.folder_type} id={allowsId} />
      </div>
    </section>
  );
}

function FolderSettings({
  folder,
  busy,
  onSave,
}: {
  folder: MembersFolder;
  busy: boolean;
  onSave: (settings: { privall_manages_permissions: boolean; export_allowed?: boolean }) => void;
}): ReactElement {
  const { t } = useApp();
  const [privall, setPrivall] = useState(folder.privall_manages_permissions);
  const [exporting, setExporting] = useState(folder.export_allowed);
  const headingId = useId();
  const changed =
    privall !== folder.privall_manages_permissions || exporting !== folder.export_allowed;
  return (
    <section className="members__settings" aria-labelledby={headingId}>
      <h3 id={headingId} className="members__heading">
        {t('files.members.settingsTitle')}
      </h3>
      <Checkbox
        label={t('files.members.privallManages')}
        hint={t('files.members.privallManagesHint')}
        checked={privall}
        onChange={setPrivall}
      />
      {folder.folder_type === 'dlp' && (
        <Checkbox
          label={t('files.members.exportAllowed')}
          checked={exporting}
          onChange={setExporting}
        />
      )}
      <Button
        variant="secondary"
        busy={busy}
        unavailable={!changed}
        onClick={() => {
          onSave({
            privall_manages_permissions: privall,
            ...(folder.folder_type === 'dlp' ? { export_allowed: exporting } : {}),
          });
        }}
      >
        {t('files.members.saveSettings')}
      </Button>
    </section>
  );
}

/** The dialog; `props.dirSeq` is the folder the user is in. */
export function MembersDialog({
  props: { dirSeq },
  modal,
}: ModalViewProps<DialogProps['members']>): ReactElement {
  const { runtime, t } = useApp();
  const { client } = runtime;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (
    call: () => Promise<Answer>,
    done: ((next: Answer) => string) | null,
  ): Promise<void> => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const next = await call();
      setAnswer(next);
      if (done !== null) setNotice(done(next));
    } catch (failure) {
      const message = memberError(failure);
      if (message !== null) setError(messageText(message, t));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    let live = true;
    loadMembers(client, dirSeq).then(
      (next) => {
        if (live) setAnswer(next);
      },
      (failure: unknown) => {
        const message = memberError(failure);
        if (live && message !== null) setError(messageText(message, t));
      },
    );
    return () => {
      live = false;
    };
  }, [client, dirSeq, t]);

  const search = useMemo(
    () => (query: string) => findCandidates(client, dirSeq, query),
    [client, dirSeq],
  );

  const folder = answer?.folder;
  const users = answer?.members.filter((m) => m.kind === 'user') ?? [];
  const groups = answer?.members.filter((m) => m.kind === 'group') ?? [];
  const list = (members: readonly FolderMember[], title: string): ReactElement | null =>
    folder === undefined || members.length === 0 ? null : (
      <section aria-label={title}>
        <h3 className="members__heading">{title}</h3>
        <ul className="members__list">
          {members.map((member) => (
            <MemberRow
              key={`${member.kind}-${String(member.id)}`}
              member={member}
              folder={folder}
              busy={busy}
              onLevel={(level) => {
                void run(
                  () => setMemberLevel(client, dirSeq, member, level),
                  () =>
                    t('files.members.changed', {
                      name: member.name,
                      level: ACCESS_LEVEL_LABELS[level],
                    }),
                );
              }}
              onRemove={() => {
                void run(
                  () => removeFolderMember(client, dirSeq, member),
                  () => t('files.members.removed', { name: member.name }),
                );
              }}
            />
          ))}
        </ul>
      </section>
    );

  return (
    <Modal
      title={
        folder === undefined
          ? t('files.members.title')
          : t('files.members.titleOf', { name: folder.name })
      }
      titleName={folder?.name}
      closeLabel={t('app.close')}
      onClose={modal.onClose}
      dismissible={modal.dismissible}
      raiseKey={modal.raiseKey}
      size="wide"
      footer={
        <Button variant="secondary" onClick={modal.onClose}>
          {t('app.close')}
        </Button>
      }
    >
      <div className="members" aria-busy={answer === null}>
        {error !== null && <InlineMessage>{error}</InlineMessage>}
        {notice !== null && <InlineMessage tone="success">{notice}</InlineMessage>}
        {answer === null && error === null && <p>{t('files.members.loading')}</p>}
        {folder !== undefined && !folder.here && (
          <InlineMessage tone="info">
            <NamedText
              text={t('files.members.inherited', { name: folder.name })}
              name={folder.name}
            />
          </InlineMessage>
        )}
        {folder !== undefined && <p className="members__summary">{t('files.members.combined')}</p>}
        {list(users, t('files.members.users'))}
        {list(groups, t('files.members.groups'))}
        {folder !== undefined && folder.grantable.length > 0 && (
          <AddMember
            folder={folder}
            busy={busy}
            search={search}
            onAdd={(candidate, level) => {
              void run(
                () => setMemberLevel(client, dirSeq, candidate, level),
                () =>
                  t('files.members.added', {
                    name: candidate.name,
                    level: levelsLabel([level]),
                  }),
              );
            }}
          />
        )}
        {folder?.may_change_settings === true && (
          <FolderSettings
            key={`${String(folder.privall_manages_permissions)}-${String(folder.export_allowed)}`}
            folder={folder}
            busy={busy}
            onSave={(settings) => {
              void run(
                () => saveFolderSettings(client, dirSeq, settings),
                () => t('files.members.settingsSaved'),
              );
            }}
          />
        )}
      </div>
    </Modal>
  );
}
