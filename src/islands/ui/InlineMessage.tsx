// A message box inside a form or page: errors are announced at once, other tones politely.
import type { ReactElement, ReactNode } from 'react';
import { Icon } from './icons.tsx';
import './message.css';

/** Props of `InlineMessage`; children are text (server messages as sent, never HTML). */
export interface InlineMessageProps {
  readonly tone?: 'error' | 'info' | 'success' | undefined;
  readonly title?: string | undefined;
  readonly children: ReactNode;
  readonly id?: string | undefined;
}

/** An error (`role="alert"`) or information (`role="status"`) box. */
export function InlineMessage(props: InlineMessageProps): ReactElement {
  const { tone = 'error', title, children, id } = props;
  return (
    <div
      id={id}
      className={`ui-message ui-message--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <Icon name={tone === 'success' ? 'check' : tone} />
      <div className="ui-message__text">
        {title !== undefined && <p className="ui-message__title">{title}</p>}
        <p className="ui-message__body">{children}</p>
      </div>
    </div>
  );
}
