// The name field of a row being renamed (requirements X16), loaded on demand: the base name
// selected (not the extension), Enter saves, Escape cancels, leaving the field saves a changed
// name; the name rules and the server's refusals show under the field with what was typed kept.
import { useId, useLayoutEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { messageText } from '../../lib/api/messages.ts';
import { renameStep } from '../../lib/explorer/inline-rename.ts';
import { renameCommand } from '../../lib/explorer/rename-command.ts';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import { baseNameRange } from '../../lib/files/rename.ts';
import { isImeComposing } from '../../lib/ui/keys.ts';
import { toast } from '../../lib/ui/toasts.ts';
import { useApp } from './context.ts';
import { loadedItems } from './loaded-items.ts';
import { $renaming } from './rename-state.ts';

interface Note {
  readonly text: string;
  readonly tone: 'error' | 'info';
}

/** The editor in place of the row's name. */
export function InlineRename({ item }: { readonly item: ExplorerItem }): ReactElement {
  const { runtime, t } = useApp();
  const { explorer } = runtime;
  const [name, setName] = useState(item.name);
  const [note, setNote] = useState<Note | null>(null);
  // The name whose extension change the user was told about: Enter again confirms it.
  const [warned, setWarned] = useState<string | null>(null);
  const command = useMemo(() => renameCommand(runtime.client, item), [runtime, item]);
  const busy = useRef(false);
  const done = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const noteId = useId();
  const hintId = useId();

  useLayoutEffect(() => {
    const node = input.current;
    if (node === null) return;
    node.focus({ preventScroll: true });
    const [start, end] = baseNameRange(item.kind, item.name);
    node.setSelectionRange(start, end);
    // Mounted once per rename: the entry's name is the one the rename started from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const finish = (): void => {
    done.current = true;
    if ($renaming.get() === item.key) $renaming.set(null);
    document.querySelector<HTMLElement>('.fx-grid')?.focus({ preventScroll: true });
  };

  const save = async (): Promise<void> => {
    if (busy.current || done.current) return;
    const state = explorer.$list.get()?.$state.get();
    const siblings = state === undefined ? [] : loadedItems(state).map((entry) => entry.name);
    const step = renameStep(name, item, siblings, warned);
    if (step.type === 'close') {
      finish();
      return;
    }
    if (step.type === 'refuse') {
      setNote({ text: t(step.key, { name }), tone: 'error' });
      return;
    }
    if (step.type === 'confirm') {
      setWarned(step.name);
      const none = t('files.rename.noExtension');
      setNote({
        text: t('files.rename.extensionInline', {
          from: step.from === '' ? none : step.from,
          to: step.to === '' ? none : step.to,
        }),
        tone: 'info',
      });
      return;
    }
    busy.current = true;
    const result = await command.submit(step.name);
    busy.current = false;
    if (result.status === 'ignored') return;
    if (result.status === 'done') {
      const renamed = result.value;
      // The row keeps its place (and so the selection and focus) until the list is loaded again.
      if (explorer.$list.get()?.replace((entry) => entry.key === item.key, renamed) !== true) {
        explorer.refresh();
      }
      finish();
      toast(t('files.rename.done', { name: renamed.name }), { tone: 'success' });
      return;
    }
    // A session failure is told by the client's policy (one alert, then logout).
    if (result.error === null) {
      finish();
      return;
    }
    setNote({
      text: messageText(result.error, (key, vars) => t(key, { name: step.name, ...vars })),
      tone: 'error',
    });
    input.current?.focus();
  };

  return (
    <span className="fx-rename">
      <input
        ref={input}
        className="fx-rename__input"
        type="text"
        value={name}
        aria-label={t('files.rename.name')}
        aria-invalid={note?.tone === 'error' || undefined}
        aria-describedby={note === null ? hintId : `${noteId} ${hintId}`}
        autoComplete="off"
        spellCheck={false}
        maxLength={255}
        onChange={(event) => {
          setName(event.currentTarget.value);
          if (note?.tone === 'error') setNote(null);
        }}
        onKeyDown={(event) => {
          // The list's keys (arrows, Delete, letters…) are the field's while it is open.
          event.stopPropagation();
          if (event.key === 'Enter' && !isImeComposing(event)) {
            event.preventDefault();
            void save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            finish();
          }
        }}
        onBlur={() => {
          if (done.current || busy.current) return;
          if (name === item.name) finish();
          else void save();
        }}
        onClick={(event) => {
          event.stopPropagation();
        }}
        onDoubleClick={(event) => {
          event.stopPropagation();
        }}
        onContextMenu={(event) => {
          event.stopPropagation();
        }}
      />
      <span id={hintId} className="visually-hidden">
        {t('files.rename.inlineHint')}
      </span>
      {note !== null && (
        <span
          id={noteId}
          role={note.tone === 'error' ? 'alert' : 'status'}
          className={`fx-rename__note fx-rename__note--${note.tone}`}
        >
          {note.text}
        </span>
      )}
    </span>
  );
}
