// Shows a lazily loaded modal, or a small modal with a message when its code cannot be loaded
// (offline, deploy in between): the user can close it and try again, never a blank page.
import { Component, Suspense, type ReactElement, type ReactNode } from 'react';
import { InlineMessage } from './InlineMessage.tsx';
import { Modal } from './Modal.tsx';

/** Texts and close action of the fallback modal. */
export interface LoadBoundaryProps {
  readonly title: string;
  readonly closeLabel: string;
  readonly message: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

interface LoadState {
  readonly failed: boolean;
}

/** Suspense plus an error boundary around one lazily loaded modal. */
export class LoadBoundary extends Component<LoadBoundaryProps, LoadState> {
  override state: LoadState = { failed: false };

  static getDerivedStateFromError(): LoadState {
    return { failed: true };
  }

  override render(): ReactElement {
    const { title, closeLabel, message, onClose, children } = this.props;
    if (this.state.failed) {
      return (
        <Modal title={title} closeLabel={closeLabel} onClose={onClose}>
          <InlineMessage tone="error">{message}</InlineMessage>
        </Modal>
      );
    }
    return <Suspense fallback={null}>{children}</Suspense>;
  }
}
