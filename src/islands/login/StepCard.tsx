// The card every step renders in: a heading that takes focus when the step appears, so keyboard
// and screen-reader users land on the new step.
import { useEffect, useId, useRef, type ReactElement, type ReactNode } from 'react';

/** Props of `StepCard`. */
export interface StepCardProps {
  readonly title: string;
  /** Small text above the title (e.g. "Step 2 of 3"). */
  readonly eyebrow?: string | undefined;
  readonly intro?: ReactNode;
  /** Focus the heading on mount (every step but the first form). */
  readonly focusOnMount?: boolean | undefined;
  readonly children: ReactNode;
}

/** One step of the login page, as a card with an h1. */
export function StepCard(props: StepCardProps): ReactElement {
  const { title, eyebrow, intro, focusOnMount = true, children } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <section className="card login-card" aria-labelledby={id}>
      {eyebrow !== undefined && <p className="login-card__eyebrow">{eyebrow}</p>}
      <h1 id={id} ref={heading} tabIndex={-1} className="login-card__title">
        {title}
      </h1>
      {intro !== undefined && <p className="login-card__intro">{intro}</p>}
      {children}
    </section>
  );
}
