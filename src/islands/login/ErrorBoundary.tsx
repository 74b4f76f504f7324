// The island's last line of defence (security K25): a render error shows a message and a
// reload button instead of a blank page.
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of `ErrorBoundary`: the translated texts of the fallback. */
export interface ErrorBoundaryProps {
  readonly message: string;
  readonly reloadLabel: string;
  readonly children: ReactNode;
}

/** Catches render errors of its children. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Login page error', error.name, info.componentStack?.split('\n')[1]?.trim());
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="card login-card" role="alert">
        <p>{this.props.message}</p>
        <button
          type="button"
          className="button ui-button"
          onClick={() => {
            location.reload();
          }}
        >
          {this.props.reloadLabel}
        </button>
      </section>
    );
  }
}
