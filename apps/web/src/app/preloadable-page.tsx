import { lazy, type ComponentType } from 'react';

export type PreloadablePage<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

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
        pending = undefined; // a failed chunk is tried again on the next render or preload
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Page(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}
