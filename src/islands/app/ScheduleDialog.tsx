// "Delete on schedule" (requirements X24), loaded on demand: a date field (tomorrow at the
// earliest); Save sets the day the item goes to the trash, Remove date clears it; the row shows
// the date at once. Refusals show inline with the day kept.
import { useId, useRef, useState, type ReactElement } from 'react';
import { isApiError } from '../../lib/api/errors.ts';
import { failureText } from '../../lib/explorer/commands.ts';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import {
  checkDay,
  dayValue,
  earliestDay,
  latestDay,
  scheduleDate,
  setSchedule,
} from '../../lib/explorer/schedule.ts';
import { closeModal } from '../../lib/ui/modals.ts';
import { toast } from '../../lib/ui/toasts.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { useApp } from './context.ts';

function itemOf(value: unknown): ExplorerItem | null {
  return typeof value === 'object' && value !== null && 'key' in value
    ? (value as ExplorerItem)
    : null;
}

/** The dialog; `props.item` is the file or folder. */
export function ScheduleDialog({ props, modal }: ModalViewProps): ReactElement {
  const { runtime, t, locale } = useApp();
  const { explorer, client } = runtime;
  const item = itemOf(props['item']);
  // The day the dialog opened: its field's bounds.
  const [now] = useState(() => Date.now());
  const [day, setDay] = useState(
    item?.deleteAt === undefined ? earliestDay(now) : dayValue(item.deleteAt),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), form: useId(), note: useId() };

  const send = async (at: number | null): Promise<void> => {
    if (item === null || busy) return;
    setBusy(true);
    try {
      const next = await setSchedule(client, item, at);
      if (explorer.$list.get()?.replace((entry) => entry.key === item.key, next) !== true) {
        explorer.refresh();
      }
      closeModal();
      const date = scheduleDate(next, locale);
      toast(
        date === null
          ? t('files.schedule.cleared', { name: item.name })
          : t('files.schedule.set', { name: item.name, date }),
        { tone: 'success' },
      );
    } catch (error) {
      // A session failure is told by the client's policy (one alert, then logout).
      if (isApiError(error) && error.kind === 'session') return;
      setProblem(failureText(error, t));
    } finally {
      setBusy(false);
    }
  };

  const save = (): void => {
    const checked = checkDay(day, now);
    if (!checked.ok) {
      setProblem(t(`files.schedule.problem.${checked.problem}`));
      input.current?.focus();
      return;
    }
    void send(checked.at);
  };

  return (
    <Modal
      title={t('files.schedule.title', { name: item?.name ?? '' })}
      titleName={item?.name}
      closeLabel={t('app.close')}
      onClose={modal.onClose}
      dismissible={modal.dismissible}
      raiseKey={modal.raiseKey}
      initialFocus={input}
      footer={
        <>
          {item?.deleteAt !== undefined && (
            <Button
              variant="secondary"
              onClick={() => {
                void send(null);
              }}
            >
              {t('files.schedule.clear')}
            </Button>
          )}
          <Button variant="secondary" onClick={modal.onClose}>
            {t('files.rename.cancel')}
          </Button>
          <Button type="submit" form={ids.form} busy={busy}>
            {t('files.schedule.save')}
          </Button>
        </>
      }
    >
      <form
        id={ids.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <p>{t('files.schedule.body')}</p>
        {problem !== null && <InlineMessage>{problem}</InlineMessage>}
        <div className={`ui-field${problem === null ? '' : ' ui-field--invalid'}`}>
          <label className="ui-field__label" htmlFor={ids.input}>
            {t('files.schedule.date')}
          </label>
          <div className="ui-field__control">
            <input
              ref={input}
              id={ids.input}
              className="ui-field__input"
              type="date"
              value={day}
              min={earliestDay(now)}
              max={latestDay(now)}
              required
              aria-invalid={problem === null ? undefined : true}
              onChange={(event) => {
                setDay(event.currentTarget.value);
                setProblem(null);
              }}
            />
          </div>
        </div>
      </form>
    </Modal>
  );
}
