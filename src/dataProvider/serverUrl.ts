import { apiUrl, isDemoMode } from '../config/env';
import { checkServerUrl, type ServerUrlKind, type UrlCheck } from '../domain/safeUrl';

/** checkServerUrl for this app: its origin, its API's, and whether the demo backend answers. */
export function safeServerUrl(raw: string | null | undefined, kind: ServerUrlKind): UrlCheck {
  const api = apiUrl();
  return checkServerUrl(raw, kind, { appOrigin: window.location.origin, apiOrigin: api ? new URL(api).origin : null, demo: isDemoMode() });
}
