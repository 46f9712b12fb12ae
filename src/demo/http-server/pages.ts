import { endpoints } from '../../dataProvider/endpoints';
import { formatMoney } from '../../domain/currency';
import { SQUARE_SCOPE_LABELS } from '../../domain/squareConsent';
import type { Dispatch } from '../axiosAdapter';

/**
 * The server's own stand-ins for the card provider's pages (see ../standInPages.ts): the hosted
 * checkout (`/demo/checkout/{id}`) and the consent screen (`/demo/square-authorize?state=…`). Plain
 * HTML forms, rendered here from the demo API's own answers (the same calls as the app's demo
 * pages), every value escaped. After a payment the checkout sends the customer back to the app's
 * confirmation page when the app's origin (`retour`) is one the server accepts; the consent screen
 * closes itself (it is the pop-up the app opened), as the provider's does.
 */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string, status = 200, script = ''): Response {
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f5f9;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;padding:32px;max-width:420px;width:100%;box-shadow:0 2px 12px #0002}
h1{font-size:1.4rem;margin-top:0}.amount{font-size:2rem;margin:8px 0}.error{color:#b91c1c}
button{font:inherit;padding:10px 16px;border-radius:8px;border:1px solid #1d4ed8;cursor:pointer;margin:4px 8px 4px 0}
button.primary{background:#1d4ed8;color:#fff}button.danger{border-color:#b91c1c;color:#b91c1c;background:#fff}</style>
</head><body><main>${body}</main>${script}</body></html>`;
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

async function call(dispatch: Dispatch, origin: string, method: string, path: string, body?: unknown): Promise<{ status: number; data: Record<string, unknown> }> {
  const answer = await dispatch(
    new Request(new URL(path, origin), { method, headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
  return { status: answer.status, data: (await answer.json().catch(() => ({}))) as Record<string, unknown> };
}

const detailOf = (data: Record<string, unknown>, fallback: string) => (typeof data.detail === 'string' ? data.detail : fallback);

async function readForm(request: Request): Promise<URLSearchParams> {
  return new URLSearchParams(await request.text());
}

export interface PageContext {
  dispatch: Dispatch;
  /** Whether the app at this origin may be sent back to (the server's CORS list). */
  isAppOrigin: (origin: string) => boolean;
}

async function checkout(request: Request, id: string, context: PageContext): Promise<Response> {
  const url = new URL(request.url);
  const retour = url.searchParams.get('retour') ?? '';
  const path = endpoints.paiements.demoCheckout(id);
  if (request.method === 'POST') {
    const form = await readForm(request);
    const resultat = form.get('resultat') === 'succes' ? 'succes' : 'echec';
    const paid = await call(context.dispatch, url.origin, 'POST', endpoints.paiements.demoCheckoutPay(id), { resultat });
    if (paid.status !== 200) return page('Paiement impossible', `<h1>Paiement impossible</h1><p class="error">${escapeHtml(detailOf(paid.data, 'Le paiement a échoué.'))}</p>`, paid.status);
    const confirmation = `#/colis/${encodeURIComponent(String(paid.data.colis_id))}/payment-success?transactionId=${encodeURIComponent(String(paid.data.transaction_id))}`;
    if (retour && context.isAppOrigin(retour)) return new Response(null, { status: 303, headers: { Location: `${retour}/${confirmation}` } });
    return page('Paiement traité', `<h1>${resultat === 'succes' ? 'Paiement accepté' : 'Carte refusée'}</h1><p>Transaction ${escapeHtml(String(paid.data.transaction_id))}.</p>`);
  }
  const found = await call(context.dispatch, url.origin, 'GET', path);
  if (found.status !== 200) return page('Lien de paiement introuvable', `<h1>Lien de paiement introuvable</h1><p class="error">${escapeHtml(detailOf(found.data, 'Lien de paiement introuvable.'))}</p>`, found.status);
  const data = found.data;
  const amount = formatMoney(Number(data.montant), String(data.devise));
  const header = `<h1>Paiement sécurisé (démo)</h1><p>${escapeHtml(String(data.entreprise_nom ?? ''))} · colis ${escapeHtml(String(data.numero_colis))}</p>
<p class="amount">${escapeHtml(amount)}</p><p>Reçu envoyé à ${escapeHtml(String(data.email))}</p>`;
  if (data.statut !== 'ouvert') return page('Paiement sécurisé (démo)', `${header}<p>Ce lien de paiement a déjà été utilisé.</p>`);
  return page(
    'Paiement sécurisé (démo)',
    `${header}<form method="post"><p><label>Numéro de carte <input name="carte" value="4242 4242 4242 4242" autocomplete="off"></label><br><small>Carte de test : aucun débit réel.</small></p>
<button class="primary" name="resultat" value="succes">Payer ${escapeHtml(amount)}</button><button class="danger" name="resultat" value="echec">Simuler un refus de la carte</button></form>`,
  );
}

async function consent(request: Request, context: PageContext): Promise<Response> {
  const url = new URL(request.url);
  if (request.method === 'POST') {
    const form = await readForm(request);
    const answered = await call(context.dispatch, url.origin, 'POST', endpoints.oauth.demoAuthorize, { state: form.get('state') ?? '', approve: form.get('reponse') === 'autoriser' });
    if (answered.status !== 200) return page('Square (démo)', `<h1>Square (démo)</h1><p class="error">${escapeHtml(detailOf(answered.data, "Demande d'autorisation invalide ou expirée."))}</p>`, answered.status);
    const outcome = answered.data.approved ? 'Autorisation accordée.' : 'Autorisation refusée.';
    return page('Square (démo)', `<h1>Square (démo)</h1><p role="status">${outcome} Cette fenêtre va se fermer…</p>`, 200, '<script>setTimeout(() => window.close(), 800)</script>');
  }
  const state = url.searchParams.get('state') ?? '';
  const found = await call(context.dispatch, url.origin, 'GET', `${endpoints.oauth.demoAuthorize}?state=${encodeURIComponent(state)}`);
  if (found.status !== 200) return page('Square (démo)', `<h1>Square (démo)</h1><p class="error">${escapeHtml(detailOf(found.data, "Demande d'autorisation invalide ou expirée."))}</p>`, found.status);
  const enterprise = found.data.enterprise as { nom?: string } | undefined;
  const scopes = Array.isArray(found.data.scopes) ? found.data.scopes.map(String) : [];
  return page(
    'Square (démo)',
    `<h1>Square (démo)</h1><p><strong>${escapeHtml(enterprise?.nom ?? '')}</strong> demande l'accès à votre compte Square (${escapeHtml(String(found.data.environment ?? ''))}) pour :</p>
<ul>${scopes.map((scope) => `<li>${escapeHtml(SQUARE_SCOPE_LABELS[scope] ?? scope)}</li>`).join('')}</ul>
<form method="post"><input type="hidden" name="state" value="${escapeHtml(state)}"><button name="reponse" value="refuser">Refuser</button><button class="primary" name="reponse" value="autoriser">Autoriser</button></form>`,
  );
}

/** The stand-in page at this path, or null when the path is not one. */
export function standInPage(request: Request, context: PageContext): Promise<Response> | null {
  const { pathname } = new URL(request.url);
  if (request.method !== 'GET' && request.method !== 'POST') return null;
  const checkoutPath = /^\/demo\/checkout\/([^/]+)\/?$/.exec(pathname);
  if (checkoutPath) return checkout(request, decodeURIComponent(checkoutPath[1]), context);
  if (pathname === '/demo/square-authorize' || pathname === '/demo/square-authorize/') return consent(request, context);
  return null;
}
