import { HttpResponse, type RequestHandler } from 'msw';
import { http } from '../verifiedHttp';
import { endpoints } from '../../dataProvider/endpoints';
import { getDb, nowIso, persist, syncFromStorage } from '../db/store';
import type { DemoEnterprise, DemoOAuthConnection, DemoUser } from '../db/types';
import { authorize, fail, readBody, searchParams, subjectOf } from '../http';
import { demoAuthorizeWrite } from '../../domain/schemas/auth';
import { actsForCompany, canOnObject, type Capability, type PermissionSubject } from '../../domain/permissions';
import { consentPageUrl } from '../standInPages';
import { recordChange } from '../journal';
import { OAUTH_STATUS_LABELS } from '../../domain/oauthConnection';

/**
 * The payment-provider (Square) connection of spec 000 section 7, with a local consent page
 * (`#/demo/square-authorize`) standing in for Square's, so the whole connect / refresh /
 * disconnect loop can be tried without the provider.
 */

const ENVIRONMENT = 'sandbox';
const ACCESS_TOKEN_DAYS = 30;
const SCOPES = ['MERCHANT_PROFILE_READ', 'PAYMENTS_READ', 'PAYMENTS_WRITE', 'ORDERS_WRITE'];
const INVALID_REQUEST = "Demande d'autorisation invalide ou expirée.";

const STATUS_MESSAGES: Record<DemoOAuthConnection['status'], string> = {
  connected: 'Connecté au compte Square du marchand',
  pending: "Autorisation en attente : terminez la connexion dans la fenêtre Square",
  expired: "Le jeton d'accès a expiré : rafraîchissez la connexion",
  disconnected: "Aucune connexion Square pour cette entreprise",
  error: 'La dernière tentative de connexion a échoué',
};

/**
 * The consent page runs in a pop-up: another window with its own copy of the store. The
 * connection it records is broadcast so the window that opened it sees the same state.
 * Browser only (vitest threads would share the channel between test files).
 */
interface OAuthSync {
  enterpriseId: number;
  oauth: DemoOAuthConnection;
}

const channel: BroadcastChannel | null =
  typeof window !== 'undefined' && typeof BroadcastChannel !== 'undefined' && import.meta.env.MODE !== 'test'
    ? new BroadcastChannel('colis.demo.oauth')
    : null;

channel?.addEventListener('message', (event: MessageEvent<OAuthSync>) => {
  // The pop-up saved first (its journal entry with it): read its save before writing this copy's.
  syncFromStorage();
  const enterprise = getDb().enterprises.find((e) => e.id === event.data.enterpriseId);
  if (!enterprise) return;
  enterprise.oauth = { ...event.data.oauth };
  persist();
});

function save(enterprise: DemoEnterprise): void {
  persist();
  channel?.postMessage({ enterpriseId: enterprise.id, oauth: enterprise.oauth } satisfies OAuthSync);
}

/** A new state of the company's connection, with its journal entry (null author: the provider's consent page). */
function changeConnection(enterprise: DemoEnterprise, next: DemoOAuthConnection, author: DemoUser | null): void {
  recordChange(author, enterprise.id, {
    type: 'connexion_square',
    objet_type: 'entreprise',
    objet_id: enterprise.id,
    objet_libelle: enterprise.nom,
    ancienne_valeur: OAUTH_STATUS_LABELS[effectiveStatus(enterprise)],
    nouvelle_valeur: OAUTH_STATUS_LABELS[next.status],
  });
  enterprise.oauth = next;
  save(enterprise);
}

/** A connection whose access token passed its expiry date reads as expired. */
function effectiveStatus(enterprise: DemoEnterprise): DemoOAuthConnection['status'] {
  const { status, access_expires_at } = enterprise.oauth;
  if (status === 'connected' && access_expires_at && Date.parse(access_expires_at) < Date.now()) return 'expired';
  return status;
}

/**
 * The companies whose connection the user sees: every company for a platform superuser, their own
 * for anyone else (a company administrator included): no company learns another's name or status.
 * Seeing is not acting: see `enterpriseFor`.
 */
function visibleEnterprises(user: DemoUser): DemoEnterprise[] {
  const all = getDb().enterprises;
  return user.is_superuser ? all : all.filter((e) => e.id === user.entreprise_id);
}

/** What the permission rules read of a demo user, with their own company. */
function companySubject(user: DemoUser): PermissionSubject {
  const own = getDb().enterprises.find((e) => e.id === user.entreprise_id);
  return { ...subjectOf(user), entreprise: { id: user.entreprise_id, nom: own?.nom ?? null } };
}

/**
 * A company whose connection the user acts on: the capability first (403), then the company must
 * be visible (404), then their own unless they are a superuser (403 naming their company).
 */
function enterpriseFor(request: Request, rawId: string | readonly string[] | undefined, capability: Capability): { user: DemoUser; enterprise: DemoEnterprise } {
  const user = authorize(request, capability);
  const enterprise = visibleEnterprises(user).find((e) => e.id === Number(rawId));
  if (!enterprise) return fail(404, { detail: 'Entreprise introuvable.' });
  if (capability !== 'oauth.view') {
    const decision = canOnObject(companySubject(user), capability, { entreprise_id: enterprise.id });
    if (!decision.allowed) return fail(403, { detail: decision.message });
  }
  return { user, enterprise };
}

/** The status of a connection; another company's merchant (name, ID) only for a user who may act on it. */
function wireStatus(enterprise: DemoEnterprise, user: DemoUser) {
  const status = effectiveStatus(enterprise);
  const ownsIt = actsForCompany(companySubject(user), enterprise.id);
  const merchant_name = ownsIt ? enterprise.oauth.merchant_name : null;
  const merchant_id = ownsIt ? enterprise.oauth.merchant_id : null;
  return {
    status,
    message: status === 'connected' && merchant_name ? `Connecté au compte Square de ${merchant_name}` : STATUS_MESSAGES[status],
    merchant_name,
    merchant_id,
    connection_date: enterprise.oauth.connection_date,
  };
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function pendingByState(state: string | null | undefined): DemoEnterprise {
  const enterprise = state ? getDb().enterprises.find((e) => e.oauth.pending_state === state && e.oauth.status === 'pending') : undefined;
  if (!enterprise) return fail(400, { detail: INVALID_REQUEST });
  return enterprise;
}

const disconnected = (): DemoOAuthConnection => ({
  status: 'disconnected',
  merchant_name: null,
  merchant_id: null,
  connection_date: null,
  access_expires_at: null,
  pending_state: null,
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export const oauthHandlers: RequestHandler[] = [
  http.get(`*${endpoints.oauth.enterprisesStatus}`, ({ request }) => {
    const enterprises = visibleEnterprises(authorize(request, 'oauth.view'));
    return HttpResponse.json({
      environment: ENVIRONMENT,
      total: enterprises.length,
      enterprises: enterprises.map((e) => ({ id: e.id, nom: e.nom, oauth_status: effectiveStatus(e) })),
    });
  }),

  http.get(`*${endpoints.oauth.status(':id')}`, ({ request, params }) => {
    const { user, enterprise } = enterpriseFor(request, params.id, 'oauth.view');
    return HttpResponse.json(wireStatus(enterprise, user));
  }),

  http.post(`*${endpoints.oauth.initiate(':id')}`, ({ request, params }) => {
    const { user, enterprise } = enterpriseFor(request, params.id, 'oauth.connect');
    if (effectiveStatus(enterprise) === 'connected') {
      return fail(400, { success: false, message: 'Cette entreprise est déjà connectée à Square.' });
    }
    const state = randomState();
    changeConnection(enterprise, { ...enterprise.oauth, status: 'pending', pending_state: state }, user);
    return HttpResponse.json({
      success: true,
      authorization_url: consentPageUrl(request, state),
      message: 'Autorisation Square initiée',
    });
  }),

  http.post(`*${endpoints.oauth.disconnect(':id')}`, ({ request, params }) => {
    const { user, enterprise } = enterpriseFor(request, params.id, 'oauth.disconnect');
    if (effectiveStatus(enterprise) === 'disconnected') {
      return fail(400, { success: false, message: "Cette entreprise n'est pas connectée à Square." });
    }
    changeConnection(enterprise, disconnected(), user);
    return HttpResponse.json({ success: true, message: `${enterprise.nom} est déconnectée de Square` });
  }),

  http.post(`*${endpoints.oauth.refresh(':id')}`, ({ request, params }) => {
    const { user, enterprise } = enterpriseFor(request, params.id, 'oauth.refresh');
    const status = effectiveStatus(enterprise);
    if ((status !== 'connected' && status !== 'expired') || !enterprise.oauth.merchant_id) {
      return fail(400, { success: false, message: "Aucun jeton à rafraîchir : connectez d'abord l'entreprise." });
    }
    changeConnection(enterprise, { ...enterprise.oauth, status: 'connected', access_expires_at: inDays(ACCESS_TOKEN_DAYS) }, user);
    return HttpResponse.json({ success: true, message: 'Jeton Square rafraîchi avec succès' });
  }),

  http.post(`*${endpoints.oauth.cleanupSessions}`, ({ request }) => {
    // The user's own company's abandoned authorisations; every company's for a superuser.
    const user = authorize(request, 'oauth.cleanup');
    const subject = companySubject(user);
    const pending = getDb().enterprises.filter((e) => e.oauth.status === 'pending' && actsForCompany(subject, e.id));
    for (const enterprise of pending) {
      changeConnection(enterprise, enterprise.oauth.merchant_id ? { ...enterprise.oauth, status: 'expired', pending_state: null } : disconnected(), user);
    }
    return HttpResponse.json({ success: true, cleaned: pending.length, message: `${pending.length} session(s) OAuth en attente nettoyée(s)` });
  }),

  // The consent screen: public, like the provider's own page; the state is the only credential.
  http.get(`*${endpoints.oauth.demoAuthorize}`, ({ request }) => {
    const enterprise = pendingByState(searchParams(request).get('state'));
    return HttpResponse.json({ enterprise: { id: enterprise.id, nom: enterprise.nom }, environment: ENVIRONMENT, scopes: SCOPES });
  }),

  http.post(`*${endpoints.oauth.demoAuthorize}`, async ({ request }) => {
    const body = await readBody(request, demoAuthorizeWrite);
    const enterprise = pendingByState(body.state);
    const state = enterprise.oauth.pending_state ?? '';
    if (body.approve !== true) {
      changeConnection(enterprise, { ...enterprise.oauth, status: 'error', pending_state: null }, null);
      return HttpResponse.json({ approved: false, code: null, state });
    }
    changeConnection(
      enterprise,
      {
        status: 'connected',
        merchant_name: `${enterprise.nom} (Sandbox)`,
        merchant_id: `MLR-DEMO-${String(enterprise.id).padStart(4, '0')}`,
        connection_date: nowIso(),
        access_expires_at: inDays(ACCESS_TOKEN_DAYS),
        pending_state: null,
      },
      null,
    );
    return HttpResponse.json({ approved: true, code: `demo-${randomState().slice(0, 12)}`, state });
  }),
];
