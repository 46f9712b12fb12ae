/**
 * Where the demo's stand-ins for the card provider's pages live (its hosted checkout and its
 * consent screen). In the browser they are routes of the app itself (`#/demo/checkout/…`,
 * `#/demo/square-authorize?…`), which exist only in demo mode. The Node server (`npm run server`)
 * serves them itself, as small pages of its own (`/demo/checkout/…`, `/demo/square-authorize?…`),
 * since the app it serves is a build without demo routes; their links carry the app's origin
 * (`retour`) so the checkout can send the customer back to the app's confirmation page.
 */
let servedByServer = false;

/** The Node server serves the stand-in pages (called once at its start). */
export function serveStandInPagesFromServer(): void {
  servedByServer = true;
}

function withReturn(url: URL, request: Request): string {
  const appOrigin = request.headers.get('Origin');
  if (appOrigin) url.searchParams.set('retour', appOrigin);
  return url.href;
}

export function checkoutPageUrl(request: Request, checkoutId: string): string {
  const origin = new URL(request.url).origin;
  if (!servedByServer) return `${origin}/#/demo/checkout/${encodeURIComponent(checkoutId)}`;
  return withReturn(new URL(`/demo/checkout/${encodeURIComponent(checkoutId)}`, origin), request);
}

export function consentPageUrl(request: Request, state: string): string {
  const origin = new URL(request.url).origin;
  if (!servedByServer) return `${origin}${import.meta.env.BASE_URL}#/demo/square-authorize?state=${encodeURIComponent(state)}`;
  const url = new URL('/demo/square-authorize', origin);
  url.searchParams.set('state', state);
  return url.href;
}
