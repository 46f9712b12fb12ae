import { lazy, useState, type ComponentType } from 'react';

/**
 * `React.lazy` for a page the app may ask for before its first render (main.ts: the sign-in page). A
 * lazy component suspends on its first render even when its module has already
 * arrived, and React then holds the page back until 300 ms after the fallback showed (its Suspense
 * throttling): once `preload()` has resolved, the page renders at once instead. Each mounted page
 * keeps the component it started with, so a preload that ends later never remounts it.
 */
export function preloadableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  const Lazy = lazy(load);
  function Page(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Page, {
    preload: async () => {
      loaded = (await load()).default;
    },
  });
}
