/**
 * The one check for every URL that comes from the server and that the app navigates to or opens:
 * a compromised or wrong answer must not run code (`javascript:`, `data:`), leave TLS, or send a
 * user to a look-alike consent page. Pure; the caller says where the app runs.
 *
 * - `https:` only, absolute, without credentials (`https://connect.squareup.com@pirate.example/`);
 * - the provider's authorisation page: Square's own hosts only;
 * - in demo mode, the demo backend's local stand-ins on the app's own origin (its consent page and
 *   its checkout page), which a real server never sends;
 * - the same two stand-ins served by the demo API server (`npm run server`) on the configured API's
 *   own origin (`/demo/square-authorize?…`, `/demo/checkout/…`): no more trust than the API itself
 *   already has, and a Django server has no such paths.
 */
export type ServerUrlKind = 'provider-authorization' | 'payment-link';

/** Square's OAuth consent pages (production and sandbox). */
export const SQUARE_AUTHORIZATION_HOSTS: readonly string[] = ['connect.squareup.com', 'connect.squareupsandbox.com'];

const DEMO_PAGES: Record<ServerUrlKind, string> = {
  'provider-authorization': '#/demo/square-authorize?',
  'payment-link': '#/demo/checkout/',
};

const SERVER_PAGES: Record<ServerUrlKind, RegExp> = {
  'provider-authorization': /^\/demo\/square-authorize\/?$/,
  'payment-link': /^\/demo\/checkout\/[^/]+\/?$/,
};

export const UNSAFE_URL_MESSAGES: Record<ServerUrlKind, string> = {
  'provider-authorization':
    "Adresse d'autorisation refusée : le serveur a envoyé une adresse qui ne mène pas à Square en https. Aucune page n'a été ouverte.",
  'payment-link': "Lien de paiement refusé : le serveur a envoyé une adresse qui n'est pas en https. Le lien n'est ni affiché ni ouvert.",
};

export interface UrlContext {
  /** `window.location.origin` of the app. */
  appOrigin: string;
  /** The configured API's origin (null in demo mode). */
  apiOrigin?: string | null;
  /** The in-browser demo backend answers (no real server configured). */
  demo: boolean;
}

export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

export function checkServerUrl(raw: string | null | undefined, kind: ServerUrlKind, context: UrlContext): UrlCheck {
  const refused: UrlCheck = { ok: false, message: UNSAFE_URL_MESSAGES[kind] };
  let url: URL;
  try {
    url = new URL((raw ?? '').trim());
  } catch {
    return refused;
  }
  if (url.username || url.password) return refused;
  if (context.demo && url.origin === context.appOrigin && url.hash.startsWith(DEMO_PAGES[kind])) return { ok: true, url: url.href };
  if (context.apiOrigin && url.origin === context.apiOrigin && SERVER_PAGES[kind].test(url.pathname)) return { ok: true, url: url.href };
  if (url.protocol !== 'https:') return refused;
  if (kind === 'provider-authorization' && !SQUARE_AUTHORIZATION_HOSTS.includes(url.hostname)) return refused;
  return { ok: true, url: url.href };
}
