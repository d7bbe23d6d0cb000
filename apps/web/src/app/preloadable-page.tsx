import { lazy, useEffect, useReducer, useState, type ComponentType } from 'react';

export type PreloadablePage<P extends object> = ComponentType<P> & {
  preload: () => Promise<unknown>;
  isLoaded: () => boolean;
};

/**
 * A lazy page whose chunk can be loaded before React first shows it (the boot does so for the landing page).
 * Once loaded, the page renders at once instead of suspending: a lazy component always suspends on its first
 * render, and React then holds the content back until 300 ms after the fallback appeared (its fallback
 * throttle), which on the board cost more than the chunk itself.
 */
export function preloadablePage<P extends object>(load: () => Promise<ComponentType<P>>): PreloadablePage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        pending = undefined; // a failed chunk is fetched again by the next preload
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Page(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload, isLoaded: () => loaded !== undefined });
}

/**
 * Whether `page` can be drawn without suspending; when `wanted`, loads it first. A component that shows
 * nothing until then (a dialog opening) avoids Suspense and its 300 ms reveal throttle. After a failed load
 * it answers true too, so the page renders through its lazy path, which throws the error to the nearest
 * error boundary.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function usePageReady(page: PreloadablePage<any>, wanted: boolean): boolean {
  const [failed, setFailed] = useState(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const loaded = page.isLoaded();
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    page.preload().then(
      () => live && rerender(),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [page, wanted, loaded]);
  return loaded || failed;
}
