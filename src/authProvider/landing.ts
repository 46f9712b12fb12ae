import type { User } from '../dataProvider/contract/accounts';
import { canAccessResource } from '../domain/permissions';
import type { AskedPage } from './askedPage';

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
