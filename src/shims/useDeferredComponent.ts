import { useEffect, useState, type ComponentType } from 'react';
import type { Deferred } from './deferred';

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
