// The tags of one file (requirements X22), loaded on demand: its chips, each with ×; a field
// with autocomplete from the company's common tags ({api}/v2/tag/common), listed under it in a
// box of fixed height that typing filters (the dialog neither grows nor moves while typing, and
// no popup is cut off by the dialog's edge); Enter adds the chosen suggestion or what was typed,
// Backspace in an empty field removes the last tag. Each change is sent at once and the row
// shows the new tags.
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
} from 'react';
import type { DialogProps } from '../../lib/explorer/dialogs.ts';
import { loadCommonTags, setFileTag } from '../../lib/explorer/tag-commands.ts';
import {
  addTag,
  normaliseTag,
  suggestionRows,
  suggestTags,
  type TagProblem,
} from '../../lib/explorer/tags.ts';
import { isImeComposing } from '../../lib/ui/keys.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { useApp } from './context.ts';
import './tags.css';

/** The dialog; `props.item` is the file. */
export function TagDialog({
  props: { item },
  modal,
}: ModalViewProps<DialogProps['tags']>): ReactElement {
  const { runtime, t } = useApp();
  const { explorer, client } = runtime;
  const [tags, setTags] = useState<readonly string[]>(item.tags ?? []);
  const [typed, setTyped] = useState('');
  const [common, setCommon] = useState<readonly string[]>([]);
  const [active, setActive] = useState(-1);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const ids = { input: useId(), list: useId(), hint: useId(), common: useId() };

  useEffect(() => {
    let live = true;
    void loadCommonTags(client).then((found) => {
      if (live) setCommon(found);
    });
    return () => {
      live = false;
    };
  }, [client]);

  const options = useMemo(() => suggestTags(common, typed, tags), [common, typed, tags]);
  const rows = useMemo(() => suggestionRows(common), [common]);
  const showList = options.length > 0;
  const typedTag = normaliseTag(typed);

  useEffect(() => {
    if (active >= 0) list.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const send = async (on: boolean, tag: string) => {
    if (item.fileSeq === null) return;
    setBusy(true);
    const outcome = await setFileTag({ client, t }, item, tag, on);
    setBusy(false);
    if (!outcome.ok) {
      setMessage(outcome.message);
      return;
    }
    setTags(outcome.item.tags ?? []);
    setMessage(null);
    if (explorer.$list.get()?.replace((entry) => entry.key === item.key, outcome.item) !== true) {
      explorer.refresh();
    }
    explorer.noteTags(outcome.item.tags ?? []);
  };

  const problemText = (problem: TagProblem, tag: string): string =>
    t(`files.tags.problem.${problem}`, { tag });

  const add = (raw: string): void => {
    const edit = addTag(tags, raw);
    if (!edit.ok) {
      setMessage(problemText(edit.problem, normaliseTag(raw)));
      return;
    }
    setTyped('');
    setActive(-1);
    void send(true, edit.tag);
  };

  return (
    <Modal
      title={t('files.tags.title', { name: item.name })}
      titleName={item.name}
      closeLabel={t('app.close')}
      onClose={modal.onClose}
      dismissible={modal.dismissible}
      raiseKey={modal.raiseKey}
      initialFocus={input}
      footer={<Button onClick={modal.onClose}>{t('files.tags.done')}</Button>}
    >
      {message !== null && <InlineMessage>{message}</InlineMessage>}
      {tags.length === 0 ? (
        <p className="fx-tag-editor__hint fx-tag-editor__none">{t('files.tags.none')}</p>
      ) : (
        <ul className="fx-tag-editor__chips" aria-label={t('files.tags.list')}>
          {tags.map((tag) => (
            <li key={tag} className="fx-tag">
              <span>{tag}</span>
              <button
                type="button"
                className="fx-tag__remove"
                aria-label={t('files.tags.remove', { tag })}
                disabled={busy}
                onClick={() => {
                  void send(false, tag);
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="ui-field fx-tag-editor__field">
        <label className="ui-field__label" htmlFor={ids.input}>
          {t('files.tags.input')}
        </label>
        <div className="ui-field__control">
          <input
            ref={input}
            id={ids.input}
            className="ui-field__input"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={rows > 0 ? ids.list : undefined}
            aria-describedby={ids.hint}
            aria-activedescendant={
              showList && active >= 0 ? `${ids.list}-${String(active)}` : undefined
            }
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setActive(-1);
              setMessage(null);
            }}
            onKeyDown={(event) => {
              if (isImeComposing(event)) return;
              if (event.key === 'ArrowDown' && options.length > 0) {
                event.preventDefault();
                setActive((i) => (i + 1) % options.length);
              } else if (event.key === 'ArrowUp' && options.length > 0) {
                event.preventDefault();
                setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
              } else if (event.key === 'Enter') {
                event.preventDefault();
                const chosen = showList && active >= 0 ? options[active] : undefined;
                add(chosen ?? typed);
              } else if (event.key === 'Backspace' && typed === '' && tags.length > 0) {
                const last = tags[tags.length - 1];
                if (last !== undefined) void send(false, last);
              }
            }}
          />
        </div>
        <p id={ids.hint} className="fx-tag-editor__hint">
          {t('files.tags.hint')}
        </p>
      </div>
      {rows > 0 && (
        <>
          <p id={ids.common} className="fx-tag-editor__label">
            {t('files.tags.suggestions')}
          </p>
          <div className="fx-tag-editor__common" style={{ '--rows': rows } as CSSProperties}>
            <ul
              ref={list}
              id={ids.list}
              role="listbox"
              aria-labelledby={ids.common}
              className="fx-tag-editor__options"
              hidden={!showList}
            >
              {options.map((option, index) => (
                <li
                  key={option}
                  id={`${ids.list}-${String(index)}`}
                  role="option"
                  aria-selected={index === active}
                  onMouseDown={(event) => {
                    event.preventDefault(); // keeps the focus in the field
                    add(option);
                  }}
                >
                  {option}
                </li>
              ))}
            </ul>
            {!showList && (
              <p className="fx-tag-editor__hint">
                {typedTag === ''
                  ? t('files.tags.allUsed')
                  : t('files.tags.noMatch', { tag: typedTag })}
              </p>
            )}
          </div>
        </>
      )}
    </Modal>
  );
}
