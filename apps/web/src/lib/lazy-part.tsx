import { createContext, lazy, useContext, type ComponentType } from 'react';

type Module<T> = { default: T };

/** Every part of the page whose code loads apart, by name: what a hydration may have to load first. */
const preloaders = new Map<string, () => Promise<unknown>>();

/** On the server: collects the names of the parts a first HTML drew, which the browser loads before hydrating. */
export const RenderedLazyParts = createContext<Set<string> | null>(null);

/**
 * `React.lazy` for a part a server-rendered page may show (UX.md "Speed": its code loads apart). Once loaded it
 * renders at once: a page whose drawn parts were loaded before hydrating (`preloadLazyParts`) hydrates whole,
 * so a field typed into right after the page became interactive keeps what was typed.
 */
export function lazyPart<P extends object>(
  name: string,
  load: () => Promise<Module<ComponentType<P>>>,
): ComponentType<P> {
  type T = ComponentType<P>;
  let loaded: Module<T> | undefined;
  let loading: Promise<Module<T>> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  preloaders.set(name, preload);
  // A thenable that answers at once when the code is already here: React then renders the part without
  // suspending (a promise, even a settled one, would answer only after the render).
  const Lazy = lazy(
    () =>
      ({
        then: (onLoaded: (module: Module<T>) => unknown, onFailed: (error: unknown) => unknown) =>
          loaded ? onLoaded(loaded) : preload().then(onLoaded, onFailed),
      }) as unknown as Promise<Module<T>>,
  );
  function LazyPart(props: P) {
    useContext(RenderedLazyParts)?.add(name);
    const Part = Lazy as unknown as ComponentType<P>;
    return <Part {...props} />;
  }
  LazyPart.displayName = `LazyPart(${name})`;
  return LazyPart;
}

/**
 * Loads the code of the parts a server render drew, those inside another part included (known once that part's
 * code is here), so that hydration meets none still loading.
 */
export async function preloadLazyParts(names: readonly string[]): Promise<void> {
  const started = new Set<string>();
  for (;;) {
    const ready = names.filter((name) => !started.has(name) && preloaders.has(name));
    if (ready.length === 0) return;
    for (const name of ready) started.add(name);
    await Promise.all(ready.map((name) => preloaders.get(name)!().catch(() => undefined)));
  }
}
