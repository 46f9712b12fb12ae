import { useEffect, useState, type ComponentType } from 'react';

/** Code loaded on first need and kept: `current()` once it has arrived, `load()` to ask for it. */
export interface Deferred<T> {
  current(): T | null;
  load(): Promise<T>;
}

/** Loads once, on the first `load()`; a load that fails (offline) is tried again by the next one. */
export function deferred<T>(importer: () => Promise<T>): Deferred<T> {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    current: () => value,
    load() {
      loading ??= importer().then(
        (loaded) => {
          value = loaded;
          return loaded;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * The component of `source` once it has arrived, else null. It is asked for while `need` is truthy,
 * again at each new truthy `need` after a failed load (then nothing shows until it arrives).
 */
export function useDeferredComponent<P>(source: Deferred<ComponentType<P>>, need: unknown): ComponentType<P> | null {
  const [Component, setComponent] = useState<ComponentType<P> | null>(() => source.current());
  useEffect(() => {
    if (Component || !need) return undefined;
    let mounted = true;
    source.load().then(
      (loaded) => {
        if (mounted) setComponent(() => loaded);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [Component, need, source]);
  return Component;
}
