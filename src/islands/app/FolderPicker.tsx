// The folder picker (requirements X23), loaded on demand: the root areas as a tree whose folders
// load their sub-folders on first open, the tree keyboard, breadcrumbs of the chosen folder, a new
// folder inside the chosen one, and folders that cannot take the items shown disabled with why.
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactElement } from 'react';
import type { DialogProps } from '../../lib/explorer/dialogs.ts';
import {
  failed,
  initialTree,
  loading,
  needsLoad,
  pathOf,
  targetVerdict,
  toggle,
  treeKey,
  visibleRows,
  type PickerFolder,
  type PickerTree,
} from '../../lib/explorer/folder-picker.ts';
import { loadSubfolders, withSubfolders } from '../../lib/explorer/folder-picker-load.ts';
import { newFolderCommand } from '../../lib/explorer/new-folder.ts';
import { checkName } from '../../lib/files/names.ts';
import { isRootNode } from '../../lib/files/nodes.ts';
import { decide } from '../../lib/files/access.ts';
import { messageText, type Message } from '../../lib/api/messages.ts';
import { closeModal } from '../../lib/ui/modals.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { TextField } from '../ui/TextField.tsx';
import { AppIcon } from './AppIcon.tsx';
import { useApp } from './context.ts';
import './copy-move.css';

const TITLE: Readonly<Record<string, string>> = {
  copy: 'files.copyMove.pickCopy',
  move: 'files.copyMove.pickMove',
  restore: 'files.copyMove.pickRestore',
};
const SUBMIT: Readonly<Record<string, string>> = {
  copy: 'files.copyMove.copyHere',
  move: 'files.copyMove.moveHere',
  restore: 'files.copyMove.restoreHere',
};

/** The dialog. */
export function FolderPicker({
  props: { request, count, onPick },
  modal,
}: ModalViewProps<DialogProps['folder-picker']>): ReactElement {
  const { runtime, t } = useApp();
  const roots = useStore(runtime.explorer.$roots);
  const initial = useMemo(
    () => (roots.status === 'ready' ? initialTree(roots.roots) : null),
    [roots],
  );
  const [state, setState] = useState<PickerTree | null>(null);
  const tree = state ?? initial;
  const setTree = useCallback(
    (next: PickerTree | ((current: PickerTree) => PickerTree)) => {
      setState((current) => {
        const base = current ?? initial;
        if (base === null) return current;
        return typeof next === 'function' ? next(base) : next;
      });
    },
    [initial],
  );
  const [creating, setCreating] = useState(false);
  const [newName, setNewName] = useState('');
  const treeRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const rowId = (id: string): string => `${baseId}-${id}`;

  const rootName = useCallback(
    (folder: PickerFolder): string =>
      folder.depth === 0 ? t(`files.root.${folder.root}`) : folder.name,
    [t],
  );

  const load = useCallback(
    (id: string, select?: string) => {
      setTree((current) => loading(current, id));
      const folder = tree?.folders.get(id);
      if (folder === undefined) return;
      loadSubfolders(runtime.client, folder).then(
        (found) => {
          setTree((current) => withSubfolders(current, id, found, select));
        },
        () => {
          setTree((current) => failed(current, id));
        },
      );
    },
    [runtime, tree, setTree],
  );

  const open = (folder: PickerFolder): void => {
    if (tree === null) return;
    const opening = !tree.expanded.has(folder.id);
    setTree(toggle(tree, folder.id));
    if (opening && needsLoad(tree, folder.id)) load(folder.id);
  };

  const rows = tree === null ? [] : visibleRows(tree);
  const selected = tree?.selected ?? null;
  const verdict =
    tree === null || selected === null ? null : targetVerdict(tree, selected, request);
  const selectedFolder = selected === null ? undefined : tree?.folders.get(selected);
  const crumbs = tree === null ? [] : pathOf(tree, selected);
  const canCreate =
    selectedFolder !== undefined &&
    !selectedFolder.root.startsWith('fax') &&
    decide('subfolder', {
      levels: selectedFolder.levels,
      folderType: selectedFolder.root,
      userType: request.userType,
    }) === 'allowed';

  const confirm = (): void => {
    if (selectedFolder === undefined || verdict?.ok !== true) return;
    closeModal();
    onPick({
      node: selectedFolder.node,
      dirSeq: selectedFolder.dirSeq,
      name: rootName(selectedFolder),
    });
  };

  const targetNode = selectedFolder?.node ?? null;
  const targetSeq = selectedFolder?.dirSeq ?? null;
  const command = useMemo(
    () =>
      targetNode === null
        ? null
        : newFolderCommand(
            {
              ...runtime.commands,
              closeDialog: () => {
                setCreating(false);
              },
              // The picker reloads the folder itself once the new one is made (see submit).
              refresh: () => undefined,
            },
            { node: targetNode, dirSeq: isRootNode(targetNode) ? null : targetSeq, fax: false },
          ),
    [runtime, targetNode, targetSeq],
  );
  const busy = useStore(command?.$busy ?? NEVER);
  const error = useStore(command?.$error ?? NO_ERROR);

  const onKeyDown = (event: React.KeyboardEvent): void => {
    if (tree === null) return;
    const result = treeKey(tree, event.key);
    if (result === null) return;
    event.preventDefault();
    setTree(result.tree);
    if (result.load !== null) load(result.load);
    const chosen = result.tree.selected;
    if (result.chosen && chosen !== null && targetVerdict(result.tree, chosen, request).ok) {
      // Enter on a folder that was already chosen confirms it.
      if (tree.selected === chosen) confirm();
    }
  };

  const focused = tree?.focus ?? null;
  useEffect(() => {
    if (focused !== null)
      document.getElementById(rowId(focused))?.scrollIntoView({ block: 'nearest' });
  });

  const statusId = `${baseId}-status`;
  return (
    <Modal
      title={t(TITLE[request.purpose] ?? '', { count })}
      closeLabel={t('app.close')}
      onClose={modal.onClose}
      dismissible={modal.dismissible}
      raiseKey={modal.raiseKey}
      initialFocus={treeRef}
      size="wide"
      footer={
        <>
          <Button variant="secondary" onClick={modal.onClose}>
            {t('files.copyMove.cancel')}
          </Button>
          <Button disabled={verdict?.ok !== true} onClick={confirm}>
            {t(SUBMIT[request.purpose] ?? '')}
          </Button>
        </>
      }
    >
      <div className="fx-picker">
        <nav aria-label={t('files.copyMove.path')} className="fx-picker__crumbs">
          {crumbs.length === 0 ? (
            <span className="fx-picker__hint">{t('files.copyMove.chooseHint')}</span>
          ) : (
            <ol>
              {crumbs.map((crumb, index) => (
                <li key={crumb.id}>
                  {index === crumbs.length - 1 ? (
                    <span aria-current="location">{rootName(crumb)}</span>
                  ) : (
                    <button
                      type="button"
                      className="fx-picker__crumb"
                      onClick={() => {
                        if (tree !== null)
                          setTree({ ...tree, selected: crumb.id, focus: crumb.id });
                      }}
                    >
                      {rootName(crumb)}
                    </button>
                  )}
                </li>
              ))}
            </ol>
          )}
        </nav>
        <ul
          ref={treeRef}
          role="tree"
          tabIndex={0}
          className="fx-picker__tree"
          aria-label={t('files.copyMove.folders')}
          aria-activedescendant={focused === null ? undefined : rowId(focused)}
          aria-describedby={statusId}
          onKeyDown={onKeyDown}
        >
          {rows.map((folder) => {
            const children = tree?.children.get(folder.id);
            const leaf = Array.isArray(children) && children.length === 0;
            const ok = tree !== null && targetVerdict(tree, folder.id, request).ok;
            const expanded = tree?.expanded.has(folder.id) ?? false;
            return (
              <li
                key={folder.id}
                id={rowId(folder.id)}
                role="treeitem"
                aria-level={folder.depth + 1}
                aria-expanded={leaf ? undefined : expanded}
                aria-selected={folder.id === selected}
                aria-disabled={ok ? undefined : true}
                aria-busy={children === 'loading' ? true : undefined}
                className={[
                  'fx-picker__row',
                  folder.id === focused ? 'is-focused' : '',
                  folder.id === selected ? 'is-selected' : '',
                  ok ? '' : 'is-disabled',
                ].join(' ')}
                style={{ paddingInlineStart: `${0.5 + folder.depth * 1.25}rem` }}
                onClick={() => {
                  if (tree !== null) setTree({ ...tree, selected: folder.id, focus: folder.id });
                  treeRef.current?.focus();
                }}
                onDoubleClick={() => {
                  open(folder);
                }}
              >
                <span
                  className="fx-picker__toggle"
                  aria-hidden="true"
                  onClick={(event) => {
                    event.stopPropagation();
                    open(folder);
                  }}
                >
                  {!leaf && <AppIcon name={expanded ? 'chevron-down' : 'chevron'} size="sm" />}
                </span>
                <AppIcon name={folder.depth === 0 ? folder.root : 'folder'} size="sm" />
                <span className="fx-picker__name">{rootName(folder)}</span>
                {children === 'failed' && (
                  <span className="fx-picker__note">{t('files.copyMove.loadFailed')}</span>
                )}
              </li>
            );
          })}
        </ul>
        <p id={statusId} className="fx-picker__status" aria-live="polite">
          {selectedFolder === undefined
            ? ''
            : verdict?.ok === true
              ? t('files.copyMove.chosen', { name: rootName(selectedFolder) })
              : verdict === null
                ? ''
                : t(verdict.reasonKey)}
        </p>
        {creating && command !== null ? (
          <form
            className="fx-picker__new"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const made = checkName(newName);
              void command.submit({ name: newName, faxNumber: '', faxName: '' }).then((ok) => {
                if (ok && made.ok && selectedFolder !== undefined)
                  load(selectedFolder.id, made.name);
              });
            }}
          >
            {error !== null && <InlineMessage>{messageText(error, t)}</InlineMessage>}
            <TextField
              label={t('files.copyMove.newFolderName')}
              value={newName}
              onChange={(value) => {
                setNewName(value);
                command.clearError();
              }}
              autoComplete="off"
              maxLength={255}
              required
            />
            <Button type="submit" busy={busy}>
              {t('files.copyMove.create')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setCreating(false);
              }}
            >
              {t('files.copyMove.cancel')}
            </Button>
          </form>
        ) : (
          <Button
            variant="secondary"
            disabled={!canCreate}
            onClick={() => {
              setNewName('');
              setCreating(true);
            }}
          >
            {t('files.copyMove.newFolder')}
          </Button>
        )}
      </div>
    </Modal>
  );
}

const NEVER = atom(false);
const NO_ERROR = atom<Message | null>(null);
