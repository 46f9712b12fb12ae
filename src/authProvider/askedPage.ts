/**
 * The page a signed-out visitor asked for, as react-admin's sign-in keeps it (`location.state`).
 * `asked` tells it from the page react-admin's logout also leaves there: signing out of /caisse and
 * in again (maybe as a colleague at the same counter) starts from the dashboard.
 */
export interface AskedPage {
  nextPathname?: string;
  nextSearch?: string;
  asked?: boolean;
}

/** The page asked for in a sign-in page's location state, if a signed-out visitor asked for one. */
export function askedPageOf(state: unknown): AskedPage | null {
  if (!state || typeof state !== 'object' || !('asked' in state) || state.asked !== true) return null;
  return state as AskedPage;
}
