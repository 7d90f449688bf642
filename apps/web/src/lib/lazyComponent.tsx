import { lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code loads on demand, like React.lazy, but drawn at once when that code is already in (started
 * early by `preload`). React.lazy suspends on its first render even then, and React shows what replaces a Suspense
 * fallback no sooner than 300 ms after the fallback appeared: a page whose code and data had arrived still waited
 * that long before it was drawn.
 *
 * `preload` resolves to the loaded module; `pick` takes the component from it (called once).
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> & { preload: () => Promise<M> } {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded ??= pick(module);
      return module;
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function LazyComponent(props: P) {
    // Chosen once per mount: changing from one to the other would remount everything inside.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(LazyComponent, { preload });
}
