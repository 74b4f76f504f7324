// Code that loads on demand: a React.lazy component that can be fetched ahead of need and fetched
// afresh after a failed load, and a guard that shows a loading state and, when the code cannot be
// loaded (offline, a deploy in between), a failure state with a retry — never a blank page.
import {
  Component,
  Suspense,
  lazy,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { loadOnce } from '../../lib/ui/load-once.ts';

/** A lazily loaded component with its loader's controls. */
export interface RetryableLazy<P extends object> {
  readonly Component: (props: P) => ReactElement;
  /** Starts loading now (e.g. when a form is submitted); failures are left for the render. */
  readonly preload: () => void;
  /** Loads now; settles once the code is in or could not be loaded (never rejects). */
  readonly load: () => Promise<void>;
  /** Forgets a failed load, so the next render loads again. */
  readonly reset: () => void;
}

/**
 * Wraps a dynamic import as a component that loads on first render. Code preloaded before its
 * first render renders at once: a lazy component suspends on its first render even when its code
 * is in, and React then holds the content back up to 300 ms after the fallback showed
 * (`FALLBACK_THROTTLE_MS`), so the first search waited ~300 ms for code it already had.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): RetryableLazy<P> {
  let loaded: ComponentType<P> | null = null;
  // Once a render went through the lazy component, every render does (the same element type:
  // switching would remount the subtree and lose its state).
  let lazyRendered = false;
  const component = loadOnce(async () => {
    const value = await load();
    loaded = value;
    return value;
  });
  const fresh = () => lazy(async () => ({ default: await component() }));
  let Current = fresh();
  const settle = (): Promise<void> =>
    component().then(
      () => undefined,
      () => undefined,
    );
  return {
    Component: (props: P) => {
      const Ready = lazyRendered ? null : loaded;
      if (Ready !== null) return <Ready {...props} />;
      lazyRendered = true;
      return <Current {...props} />;
    },
    preload: () => {
      void settle();
    },
    load: settle,
    reset: () => {
      Current = fresh();
    },
  };
}

/** A view or dialog whose code loads on demand: nothing is drawn until it is in. */
export interface LazyView<P extends object> {
  readonly View: (props: P) => ReactElement;
  /** Loads its code now (settles, never rejects): see `retryableLazy`. */
  readonly load: () => Promise<void>;
}

/**
 * A component loaded on its first render, drawn as nothing until then; loaded ahead of need
 * (`load`), its first render draws it at once. A load that fails while rendering is thrown to
 * the nearest error boundary, as with React's `lazy`; a failed `load` is tried again on render.
 */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  const code = retryableLazy(load);
  function View(props: P): ReactElement {
    return (
      <Suspense fallback={null}>
        <code.Component {...props} />
      </Suspense>
    );
  }
  return { View, load: code.load };
}

/** Props of `LoadGuard`. */
export interface LoadGuardProps {
  /** Shown while the code loads. */
  readonly loading: ReactNode;
  /** Shown when it cannot be loaded; `retry` resets the lazy components and tries again. */
  readonly failed: (retry: () => void) => ReactNode;
  /** Called before a retry and when the load fails (resets the lazy components). */
  readonly onFail: () => void;
  readonly children: ReactNode;
}

/** Suspense plus an error boundary around lazily loaded components. */
export class LoadGuard extends Component<LoadGuardProps, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onFail();
  }

  private readonly retry = (): void => {
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    if (this.state.failed) return this.props.failed(this.retry);
    return <Suspense fallback={this.props.loading}>{this.props.children}</Suspense>;
  }
}
