import type { User } from '../dataProvider/contract/accounts';
import { canAccessResource } from '../domain/permissions';

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

/** First segments of the signed-in paths that are not named as their resource in the capability table. */
const RESOURCE_OF_SEGMENT: Record<string, string> = {
  '': 'dashboard',
  'factures-commerciales': 'factures',
  // A payment's detail (/paiement/{id}) is its own capability, apart from the payments list.
  paiement: 'paiements.view',
};

/**
 * Where the sign-in leads: the page the visitor asked for when their role may open it
 * (`/caisse?filter=…` for the accountant), else the dashboard, never an access-denied screen
 * or a path outside the app.
 */
export function landingAfterSignIn(user: User | null, asked: AskedPage | null | undefined): string {
  const pathname = asked?.nextPathname ?? '';
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname === '/' || pathname.startsWith('/login')) return '/';
  const [segment = '', second] = pathname.slice(1).split('/');
  const resource = RESOURCE_OF_SEGMENT[segment] ?? segment;
  const allowed = canAccessResource(user, resource, second === 'nouveau' ? 'create' : undefined);
  return allowed ? `${pathname}${asked?.nextSearch ?? ''}` : '/';
}
