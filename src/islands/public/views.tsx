// The pieces every e-mail-link page is built from: the card (the 490 px "modal"), a status view
// with an icon, a loading view, and a heading that takes the focus when the state changes.
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import type { TFunction } from '../../lib/i18n/t.ts';
import { PROBLEM_KEYS, type Problem } from '../../lib/public/problems.ts';
import { inNextTask } from '../../lib/ui/next-task.ts';
import { Button } from '../ui/Button.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import './public.css';

/** The tone of a status view: its icon and colour. */
export type Tone = 'success' | 'warning' | 'danger' | 'info';

// Whether a card has been shown on this page yet: the first one leaves the focus alone, every
// later state (a new card, or a new focusKey) moves the focus to its heading, so it is announced.
let shownBefore = false;

/** The card of a page; its heading takes the focus when the state changes (not on page load). */
export function LinkCard(props: {
  readonly title: string;
  readonly focusKey: string;
  readonly logo?: ReactNode;
  readonly children: ReactNode;
}): ReactElement {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!shownBefore) {
      shownBefore = true;
      return;
    }
    // After the card's frame, in a task of its own: focus() then finds style and layout done,
    // instead of forcing them in the task that rendered the card (11-21 ms at 4x CPU on /link,
    // decision 030) or in the frame's animation callbacks, before its paint.
    // Once the frame has run, the task needs no cancelling: a card gone by then has no heading.
    const frame = requestAnimationFrame(() => {
      inNextTask(() => heading.current?.focus());
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [props.focusKey]);
  return (
    <section className="card lp-card" aria-labelledby="lp-title" data-state={props.focusKey}>
      {props.logo}
      <h1 id="lp-title" ref={heading} tabIndex={-1} className="lp-title">
        {props.title}
      </h1>
      {props.children}
    </section>
  );
}

const ICONS: Readonly<Record<Tone, string>> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  warning: 'M12 3.5L2.5 20h19L12 3.5zM12 10v4.5M12 17.5v.3',
  danger: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7.5v6M12 16.5v.3',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5v.3',
};

/** The round icon above a status heading. */
export function StatusIcon({ tone }: { readonly tone: Tone }): ReactElement {
  return (
    <div className={`lp-status-icon lp-tone-${tone}`} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="28"
        height="28"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={ICONS[tone]} />
      </svg>
    </div>
  );
}

/** A state that only informs: icon, heading, text and actions, centred. */
export function StatusView(props: {
  readonly tone: Tone;
  readonly title: string;
  readonly focusKey: string;
  readonly children: ReactNode;
  readonly actions?: ReactNode;
}): ReactElement {
  return (
    <LinkCard title={props.title} focusKey={props.focusKey} logo={<StatusIcon tone={props.tone} />}>
      <div className="lp-status-body">{props.children}</div>
      {props.actions !== undefined && <div className="lp-actions">{props.actions}</div>}
    </LinkCard>
  );
}

/** The loading state: the card with a spinner announced by its label, under the page's
 * explanation when it has one: what the page is for and what happens next, painted with the HTML,
 * so what the data brings later does not outsize it (decision 019). */
export function LoadingView(props: {
  readonly title: string;
  readonly label: string;
  readonly intro?: string;
}): ReactElement {
  return (
    <LinkCard title={props.title} focusKey="loading">
      {props.intro !== undefined && <p className="lp-intro">{props.intro}</p>}
      <div className="lp-loading">
        <Spinner size="large" label={props.label} />
        <p className="muted" aria-hidden="true">
          {props.label}
        </p>
      </div>
    </LinkCard>
  );
}

/** What a form page paints first (issue 17, budget 1): the card with the title, the intro, the
 * form's read-only fields, the policy list's place and the fields, as the form will show them,
 * while the link is checked. It is the server's render, so it paints with the HTML, and the check
 * fills it in: the boxes are placeholders (hidden from assistive technology, never focusable),
 * and the status says what is happening. */
export function FormShell(props: {
  readonly title: string;
  /** Announced while the link is checked, e.g. "Checking your link…". */
  readonly label: string;
  readonly intro?: ReactNode;
  /** Labels of the read-only fields above the policy list. */
  readonly readOnly?: readonly string[];
  /** The policy list's heading; without it, the form has no list. */
  readonly policyTitle?: string;
  /** Labels of the fields below the policy list. */
  readonly fields: readonly string[];
  readonly submit: string;
}): ReactElement {
  return (
    <LinkCard title={props.title} focusKey="loading">
      {props.intro}
      <FormShellBody {...props} />
    </LinkCard>
  );
}

/** The form shell under the card's heading and intro: the status and the placeholder form. A page
 * whose form keeps the card's heading and intro (the same elements from the first paint on) puts
 * this in its own card. */
export function FormShellBody(props: {
  readonly label: string;
  readonly readOnly?: readonly string[];
  readonly policyTitle?: string;
  readonly fields: readonly string[];
  readonly submit: string;
}): ReactElement {
  const box = (label: string) => (
    <div className="ui-field" key={label}>
      <span className="ui-field__label">{label}</span>
      <div className="ui-field__control">
        <span className="ui-field__input lp-shell__box" />
      </div>
    </div>
  );
  return (
    <>
      <div className="lp-shell__status">
        <Spinner size="small" label={props.label} />
      </div>
      <div className="lp-form lp-shell" aria-hidden="true">
        {props.readOnly !== undefined && (
          <div className="lp-readonly">{props.readOnly.map(box)}</div>
        )}
        {props.policyTitle !== undefined && (
          <div className="lp-policy lp-shell__policy">
            <p className="lp-policy__title">{props.policyTitle}</p>
          </div>
        )}
        {props.fields.map(box)}
        <span className="button block lp-shell__submit" aria-disabled="true">
          {props.submit}
        </span>
      </div>
    </>
  );
}

/** A link that is malformed or incomplete (the same card on every e-mail-link page). */
export function InvalidLinkView(props: {
  readonly t: TFunction;
  readonly actions: ReactNode;
}): ReactElement {
  const { t } = props;
  return (
    <StatusView
      tone="warning"
      title={t('reset.invalidTitle')}
      focusKey="invalid"
      actions={props.actions}
    >
      <p>{t('reset.invalidBody')}</p>
    </StatusView>
  );
}

/** A call or a module that did not arrive: what to do about it, and Try again. */
export function ProblemView(props: {
  readonly t: TFunction;
  readonly title: string;
  readonly problem: Problem;
  readonly focusKey: string;
  readonly onRetry: () => void;
}): ReactElement {
  const { t } = props;
  return (
    <StatusView
      tone="danger"
      title={props.title}
      focusKey={props.focusKey}
      actions={<Button onClick={props.onRetry}>{t('reset.retry')}</Button>}
    >
      <p role="alert">{t(PROBLEM_KEYS[props.problem])}</p>
    </StatusView>
  );
}
