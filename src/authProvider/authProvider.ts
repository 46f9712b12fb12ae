import type { AuthProvider } from 'react-admin';
import { HttpError } from 'react-admin';
import { accountsMethods, type LoginPayload } from '../dataProvider/methods/accounts';
import { tokenStore } from '../dataProvider/tokenStore';
import { isSessionEnding } from '../dataProvider/httpClient';
import type { User } from '../dataProvider/contract/accounts';
import { clearPersonalData } from './personalData';
import { canAccessResource, ROLE_LABELS, roleTypeOf } from '../domain/permissions';
import { accountName } from '../domain/people';
import type { AskedPage } from './askedPage';

export interface LoginParams extends LoginPayload {
  remember: boolean;
  /** The page the visitor asked for before being sent to the sign-in. */
  asked?: AskedPage | null;
}

export function roleLabel(user: User): string {
  return user.role_display || user.role_personnalise_info?.nom || ROLE_LABELS[roleTypeOf(user)];
}

function signedIn(): boolean {
  return tokenStore.getAccess() !== null || isSessionEnding();
}

/**
 * Sign-in with 2FA and lock-out codes, the stored session, and permissions from spec 000 section 6.
 * Login errors are rethrown as HttpError with the server body so the login page can read the code.
 */
export const authProvider: AuthProvider = {
  async login({ remember, asked, ...payload }: LoginParams) {
    const tokens = await accountsMethods.login(payload);
    tokenStore.save({ access: tokens.access, refresh: tokens.refresh, user: tokens.user }, remember);
    try {
      const context = await accountsMethods.getContextMe();
      tokenStore.update({ user: { ...context.user, operating_country: context.operating_country, destination_country: context.destination_country, routes: context.routes } });
    } catch (error) {
      tokenStore.clear();
      throw error instanceof HttpError ? error : new Error('Impossible de récupérer le contexte utilisateur');
    }
    // Read only once signed in: the rule stays off the sign-in page's first load.
    const { landingAfterSignIn } = await import('./landing');
    return { redirectTo: landingAfterSignIn(tokenStore.getUser(), asked) };
  },
  // The session, the drafts and every other personal datum go; preferences stay (personalData.ts).
  // React-admin's logout then resets its store and the cached queries.
  async logout() {
    clearPersonalData();
    return '/login';
  },
  // While the HTTP client ends a session, its toast shows and it opens /login itself after 1.5 s.
  async checkAuth() {
    if (!signedIn()) throw { redirectTo: '/login', message: false };
  },
  /**
   * Never logs out: the HTTP client alone ends a session (a 401 whose refresh was refused, then its
   * toast and the timed redirect). Rejecting here would make react-admin log out and resolve the
   * failed call with empty data, so a public page (/register, /suivi...) would report a success.
   */
  async checkError() {
    return undefined;
  },
  async getIdentity() {
    const user = tokenStore.getUser();
    if (!user) throw new Error('Aucune session');
    return { id: user.id, fullName: accountName(user) };
  },
  async getPermissions() {
    return tokenStore.getUser();
  },
  async canAccess({ resource }) {
    return canAccessResource(tokenStore.getUser(), resource);
  },
};
