import { isDemoMode } from '../config/env';
import { checkServerUrl, type ServerUrlKind, type UrlCheck } from '../domain/safeUrl';

/** checkServerUrl for this app: its origin, and whether the demo backend answers. */
export function safeServerUrl(raw: string | null | undefined, kind: ServerUrlKind): UrlCheck {
  return checkServerUrl(raw, kind, { appOrigin: window.location.origin, demo: isDemoMode });
}
