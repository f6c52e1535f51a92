import { lazy, type ReactNode, Suspense } from 'react';

type Component<P> = (props: P) => ReactNode;
type PropsOf<C> = C extends (props: infer P) => ReactNode ? P : never;

/**
 * A component whose module is fetched the first time it renders, so it stays out of the initial JS:
 * `load` imports the module (a literal `import('./X')`, for the bundler to split it off), `name` is the
 * export to render. Until it arrives, `fallback` stands in (nothing by default; a function gets the props).
 */
export function lazyComponent<M extends Record<K, Component<never>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  fallback: ReactNode | Component<PropsOf<M[K]>> = null,
): Component<PropsOf<M[K]>> {
  type Props = PropsOf<M[K]>;
  // The export's own props type is checked at the call; inside, any object passes through unchanged.
  const Loaded = lazy(() =>
    load().then((module) => ({ default: module[name] as unknown as Component<object> })),
  );
  function Lazy(props: Props) {
    return (
      <Suspense fallback={typeof fallback === 'function' ? fallback(props) : fallback}>
        <Loaded {...(props as object)} />
      </Suspense>
    );
  }
  Lazy.displayName = `Lazy(${name})`;
  return Lazy;
}
