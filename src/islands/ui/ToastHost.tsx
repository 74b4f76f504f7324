// Toasts (bottom right; bottom centre on phones) and the bottom-left progress toast.
import { useStore } from '@nanostores/react';
import {
  useRef,
  useSyncExternalStore,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import { createPortal } from 'react-dom';
import { $progress } from '../../lib/ui/progress.ts';
import {
  $toasts,
  dismissToast,
  pauseToast,
  resumeToast,
  type ToastItem,
} from '../../lib/ui/toasts.ts';
import { $dialogStack } from './dialog-stack.ts';
import { Icon } from './icons.tsx';
import { Spinner } from './Spinner.tsx';
import './toast.css';

/** Props of `ToastHost`: the translated accessible name of each toast's dismiss button. */
export interface ToastHostProps {
  readonly dismissLabel: string;
}

const noSubscribe = (): (() => void) => () => undefined;

/** Runs a toast's button once and removes the toast (here, not in the kit: few toasts have one). */
export function runToastAction(id: number): void {
  const item = $toasts.get().find((entry) => entry.id === id);
  dismissToast(id);
  item?.action?.run();
}

function Toast({ item, dismissLabel }: { item: ToastItem; dismissLabel: string }): ReactElement {
  // Where the focus was before it came into the toast: it goes back there when the toast's button
  // closes it (an Undo from the list leaves the keyboard in the list, not on the page).
  const cameFrom = useRef<HTMLElement | null>(null);
  const hold = (event?: FocusEvent): void => {
    const from = event?.relatedTarget;
    if (from instanceof HTMLElement && !event?.currentTarget.contains(from)) {
      cameFrom.current = from;
    }
    pauseToast(item.id);
  };
  const release = (): void => {
    resumeToast(item.id);
  };
  const giveFocusBack = (event: MouseEvent<HTMLButtonElement>): void => {
    const toast = event.currentTarget.closest('.ui-toast');
    const back = cameFrom.current;
    // Not when the action took the focus elsewhere (a dialog), nor to an element that is gone.
    if (back?.isConnected !== true || toast?.contains(document.activeElement) !== true) return;
    back.focus({ preventScroll: true });
  };
  return (
    <div
      className={`ui-toast ui-toast--${item.tone}`}
      role={item.tone === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => {
        hold();
      }}
      onMouseLeave={release}
      onFocus={hold}
      onBlur={release}
    >
      <Icon name={item.tone === 'success' ? 'check' : item.tone} />
      <p className="ui-toast__message">{item.message}</p>
      {item.action !== undefined && (
        <button
          type="button"
          className="ui-toast__action"
          onClick={(event) => {
            runToastAction(item.id);
            giveFocusBack(event);
          }}
        >
          {item.action.label}
        </button>
      )}
      <button
        type="button"
        className="ui-toast__dismiss"
        onClick={(event) => {
          dismissToast(item.id);
          giveFocusBack(event);
        }}
      >
        <Icon name="close" />
        <span className="visually-hidden">{dismissLabel}</span>
      </button>
    </div>
  );
}

/** Put once on a page; renders inside the top modal dialog when one is open, so it stays usable. */
export function ToastHost({ dismissLabel }: ToastHostProps): ReactElement | null {
  const toasts = useStore($toasts);
  const progress = useStore($progress);
  const top = useStore($dialogStack).at(-1);
  const isClient = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  if (!isClient) return null;

  return createPortal(
    <div className="ui-toast-layer">
      <div className="ui-progress" role="status">
        {progress !== null && (
          <div className={`ui-progress__toast ui-progress__toast--${progress.status}`}>
            {progress.status === 'working' ? <Spinner size="small" /> : <Icon name="check" />}
            <span>{progress.label}</span>
          </div>
        )}
      </div>
      <div className="ui-toasts">
        {toasts.map((item) => (
          <Toast key={item.id} item={item} dismissLabel={dismissLabel} />
        ))}
      </div>
    </div>,
    top ?? document.body,
  );
}
