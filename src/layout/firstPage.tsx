import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** At most this long after the layout mounts, what waits for its first page shows anyway. */
export const FIRST_PAGE_WAIT_MS = 1000;

const FirstPageContext = createContext<{ shown: boolean; show: () => void }>({ shown: true, show: () => undefined });

/**
 * False while the layout's first page is on its way (the parcel list's rows, when the app opens
 * there), true once it has shown: what the layout can show a moment later (the app bar's tools, the
 * sidebar's entries) renders then, in a transition that yields to the browser, instead of holding
 * back the first page. A page that fails or takes long lets it show after FIRST_PAGE_WAIT_MS.
 * Outside a FirstPageGate, true.
 */
export const useAfterFirstPage = (): boolean => useContext(FirstPageContext).shown;

/** Holds what uses useAfterFirstPage back until a FirstPageShown inside it has committed. */
export function FirstPageGate({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const show = useCallback(() => startTransition(() => setShown(true)), []);
  useEffect(() => {
    if (shown) return undefined;
    const timer = setTimeout(show, FIRST_PAGE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [shown, show]);
  const value = useMemo(() => ({ shown, show }), [shown, show]);
  return <FirstPageContext.Provider value={value}>{children}</FirstPageContext.Provider>;
}

/** Placed after the page: once the page has committed, the gate opens in the next task (the page paints first). */
export function FirstPageShown(): null {
  const { shown, show } = useContext(FirstPageContext);
  useEffect(() => {
    if (shown) return undefined;
    const timer = setTimeout(show);
    return () => clearTimeout(timer);
  }, [shown, show]);
  return null;
}
