import { lazy, Component as ReactComponent, type ReactNode, Suspense } from 'react';

type Component<P> = (props: P) => ReactNode;
type PropsOf<C> = C extends (props: infer P) => ReactNode ? P : never;

/** What stands in for a part whose code could not be fetched (offline): `retry` fetches it again. */
export type LazyFailure = (retry: () => void) => ReactNode;

let renderFailure: LazyFailure = () => null;

/** The app says once how a part that failed to load looks (the ui layer holds no text of its own). */
export function setLazyFailure(render: LazyFailure): void {
  renderFailure = render;
}

/** `children` draws the part at each render, so a retry renders the fresh lazy component. */
type BoundaryProps = { children: () => ReactNode; onRetry: () => void };

/**
 * Catches a failed fetch of a lazy part so it fails alone, not the page around it; it tries again by
 * itself when the browser comes back online.
 */
class LoadBoundary extends ReactComponent<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override componentDidMount(): void {
    window.addEventListener('online', this.onOnline);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.onOnline);
  }

  private readonly onOnline = () => {
    if (this.state.failed) this.retry();
  };

  override render(): ReactNode {
    return this.state.failed ? renderFailure(this.retry) : this.props.children();
  }
}

/**
 * A component whose module is fetched the first time it renders, so it stays out of the initial JS:
 * `load` imports the module (a literal `import('./X')`, for the bundler to split it off), `name` is the
 * export to render. Until it arrives, `fallback` stands in (nothing by default; a function gets the props).
 * A fetch that fails (offline) shows the app's failure notice in its place, and is tried again on
 * retry or when the browser is back online.
 */
export function lazyComponent<M extends Record<K, Component<never>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  fallback: ReactNode | Component<PropsOf<M[K]>> = null,
): Component<PropsOf<M[K]>> {
  type Props = PropsOf<M[K]>;
  // React keeps a failed lazy() failed: a retry needs a new one.
  const fresh = () =>
    lazy(() => load().then((module) => ({ default: module[name] as unknown as Component<object> })));
  let Loaded = fresh();
  function Lazy(props: Props) {
    return (
      <LoadBoundary
        onRetry={() => {
          Loaded = fresh();
        }}
      >
        {() => (
          <Suspense fallback={typeof fallback === 'function' ? fallback(props) : fallback}>
            <Loaded {...(props as object)} />
          </Suspense>
        )}
      </LoadBoundary>
    );
  }
  Lazy.displayName = `Lazy(${name})`;
  return Lazy;
}
