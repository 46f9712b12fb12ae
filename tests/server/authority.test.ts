import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { newDataDir, removeDataDir, signIn, startServer, type ServerProcess } from './serverProcess';

/**
 * Issue #31 over real HTTP: `npm run server` refuses what the rules of src/domain/permissions.ts
 * refuse, with 403 and a French `detail`, and writes nothing when it does.
 */
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer(4827, newDataDir(), ['--reset', '--test-hooks']);
});
afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});
beforeEach(async () => {
  expect((await fetch(`${server.url}/__demo/reset`, { method: 'POST' })).status).toBe(204);
});

async function call(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const answer = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, json: (await answer.json().catch(() => ({}))) as Record<string, unknown> };
}

describe('who may grant what', () => {
  const ADMIN_ID = 1;
  const MANAGER_ID = 2;
  const ADMIN_ROLE = 1;

  it("refuses each of the manager's four escalations with 403 and the reason, and the administrator's account is unchanged", async () => {
    const manager = await signIn(server.url, 'manager');
    const ownRole = await call(manager, 'PUT', `/api/accounts/employe-management/${MANAGER_ID}/update/`, { role_id: ADMIN_ROLE });
    expect(ownRole).toEqual({ status: 403, json: { detail: 'Vous ne pouvez pas changer votre propre rôle.' } });

    const adminPassword = await call(manager, 'PUT', `/api/accounts/employe-management/${ADMIN_ID}/update/`, { password: 'pris-par-le-manager' });
    expect(adminPassword).toEqual({ status: 403, json: { detail: "Seuls les administrateurs peuvent gérer le compte d'un administrateur ou d'un manager." } });

    const newAdmin = await call(manager, 'POST', '/api/accounts/employe-management/create/', {
      username: 'second.admin',
      email: 'second.admin@exemple.example',
      first_name: 'Second',
      last_name: 'Admin',
      phone: '',
      password: 'secret12',
      role_id: ADMIN_ROLE,
      site_operation_id: null,
      operating_country: 1,
      destination_country: 2,
    });
    expect(newAdmin).toEqual({ status: 403, json: { detail: 'Seuls les administrateurs peuvent attribuer ou retirer les rôles Administrateur et Manager.' } });

    const deactivate = await call(manager, 'DELETE', `/api/accounts/employe-management/${ADMIN_ID}/delete/`);
    expect(deactivate).toEqual({ status: 403, json: { detail: "Seuls les administrateurs peuvent gérer le compte d'un administrateur ou d'un manager." } });

    // Nothing was written: the administrator still signs in with their password, no account was made.
    await signIn(server.url, 'admin');
    const refused = await fetch(`${server.url}/api/accounts/auth/token/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'second.admin', password: 'secret12' }),
    });
    expect(refused.status).toBe(400);
  });

  it('a manager still manages an agent: a new password, then a deactivation', async () => {
    const manager = await signIn(server.url, 'manager');
    expect((await call(manager, 'PUT', '/api/accounts/employe-management/9/update/', { password: 'nouveau-mdp' })).status).toBe(200);
    await signIn(server.url, 'm.roy', 'nouveau-mdp');
    expect((await call(manager, 'DELETE', '/api/accounts/employe-management/9/delete/')).status).toBe(200);
  });

  it('nobody deactivates themselves or changes their own role, administrators included', async () => {
    const admin = await signIn(server.url, 'admin');
    const self = await call(admin, 'DELETE', `/api/accounts/employe-management/${ADMIN_ID}/delete/`);
    expect(self).toEqual({ status: 403, json: { detail: 'Vous ne pouvez pas désactiver votre propre compte.' } });
    const sahel = await signIn(server.url, 'sahel.admin');
    const demote = await call(sahel, 'PUT', '/api/accounts/employe-management/11/update/', { role_id: 2 });
    expect(demote).toEqual({ status: 403, json: { detail: 'Vous ne pouvez pas changer votre propre rôle.' } });
  });
});

describe('real tokens', () => {
  const me = (token: string) => fetch(`${server.url}/api/accounts/auth/user/`, { headers: { Authorization: `Bearer ${token}` } });
  const refresh = (token: string) =>
    fetch(`${server.url}/api/accounts/auth/token/refresh/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ refresh: token }) });
  const NOT_VALID = { detail: "Le jeton donné n'est valide pour aucun type de jeton", code: 'token_not_valid' };

  it("refuses an administrator's token signed with another secret, and one with alg none: 401 token_not_valid", async () => {
    const otherSecret = new TextEncoder().encode('un-autre-secret-que-celui-du-serveur-de-demo');
    const forged = await new SignJWT({ token_type: 'access', user_id: 1 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt().setExpirationTime('365d').setJti('f'.repeat(32)).sign(otherSecret);
    const forgedAnswer = await me(forged);
    expect(forgedAnswer.status).toBe(401);
    expect(await forgedAnswer.json()).toEqual(NOT_VALID);
    const unsigned = new UnsecuredJWT({ token_type: 'access', user_id: 1, jti: 'e'.repeat(32) }).setIssuedAt().setExpirationTime('365d').encode();
    expect((await me(unsigned)).status).toBe(401);
    // The server's own token for that account works.
    expect((await me(await signIn(server.url, 'admin'))).status).toBe(200);
  });

  it('rotates refresh tokens and refuses a rotated one, as SimpleJWT with ROTATE_REFRESH_TOKENS and BLACKLIST_AFTER_ROTATION', async () => {
    const signedIn = await fetch(`${server.url}/api/accounts/auth/token/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'agent.ca', password: 'demo1234' }),
    });
    const first = (await signedIn.json()) as { refresh: string };
    const renewed = await refresh(first.refresh);
    expect(renewed.status).toBe(200);
    const second = (await renewed.json()) as { access: string; refresh: string };
    expect(second.refresh).not.toBe(first.refresh);
    expect((await me(second.access)).status).toBe(200);

    const reused = await refresh(first.refresh);
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({ code: 'token_not_valid' });
    expect((await refresh(second.refresh)).status).toBe(200);
  });

  it('keeps its secret in the data folder, readable by its owner only', () => {
    const file = statSync(join(server.dataDir, 'demo-signing-secret'));
    expect(file.mode & 0o777).toBe(0o600);
  });
});

describe('npm run server on the network', () => {
  it('listens on loopback by default; with --host it says it is a demonstration server, and a restart keeps the sessions', async () => {
    expect(server.url).toBe('http://127.0.0.1:4827');
    expect(server.output()).not.toContain('Attention');
    const dataDir = newDataDir();
    let shared = await startServer(4828, dataDir, ['--reset', '--host', '0.0.0.0']);
    try {
      await expect.poll(() => shared.output()).toContain('Attention : serveur de démonstration, ouvert sur le réseau (0.0.0.0).');
      const token = await signIn('http://127.0.0.1:4828', 'agent.ca');
      await shared.stop();
      shared = await startServer(4828, dataDir, ['--host', '0.0.0.0']);
      expect((await fetch('http://127.0.0.1:4828/api/accounts/auth/user/', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    } finally {
      await shared.stop();
      removeDataDir(dataDir);
    }
  });
});

describe('tenants', () => {
  /** Every list (and summary) endpoint a company administrator reaches. */
  const LISTS = [
    '/api/accounts/context/me/',
    '/api/accounts/enterprise-routes/actives/',
    '/api/accounts/routes/',
    '/api/accounts/demandes-acces/',
    '/api/accounts/employe-management/list/?is_active=all&page_size=100',
    '/api/accounts/employe-management/stats/',
    '/api/accounts/employe-management/metrics/',
    '/api/accounts/role-management/disponibles/',
    '/api/accounts/site-operations/disponibles/',
    '/api/accounts/entreprise-routes/all-for-employee-management/',
    '/api/accounts/users/agents_recepteurs_eligibles/',
    '/api/accounts/employes/list/',
    '/api/shipments/categories/?include_inactive=true',
    '/api/shipments/categories/prix-convertis/',
    '/api/shipments/colis/?page_size=50',
    '/api/shipments/colis/statistiques/',
    '/api/shipments/colis/statistiques-detaillees/',
    '/shipments/api/colis/prets_expedition/',
    '/api/shipments/bordereaux/',
    '/api/shipments/bordereaux/statistiques/',
    '/api/shipments/factures-commerciales/',
    '/api/shipments/factures-commerciales/bordereaux-disponibles/',
    '/api/payments/frais-convertis/?page_size=100',
    '/api/payments/comptabilite/statistiques/?page_size=100',
    '/api/payments/comptabilite/total-global/',
    '/payments/oauth/admin/enterprises-status/',
    '/api/accounts/journal-modifications/',
  ];

  /** What names a TransAtlantique record: its company's name and domain, its parcels', manifests' and invoices' numbers, its people. */
  async function transAtlantiqueMarkers(): Promise<string[]> {
    const admin = await signIn(server.url, 'admin');
    // An entry in TransAtlantique's journal too.
    expect((await call(admin, 'PATCH', '/api/accounts/enterprise-routes/1/taux-echange/', { taux_echange: 6310 })).status).toBe(200);
    const read = async <T>(path: string) => (await call(admin, 'GET', path)).json as T;
    const parcels = await read<{ results: { numero_colis: string; code_suivi?: string; tracking_number?: string }[] }>('/api/shipments/colis/?page_size=50');
    const manifests = await read<{ results: { numero_bordereau: string }[] }>('/api/shipments/bordereaux/');
    const invoices = await read<{ results?: { numero_facture: string }[] } | { numero_facture: string }[]>('/api/shipments/factures-commerciales/');
    const invoiceList = Array.isArray(invoices) ? invoices : (invoices.results ?? []);
    return [
      'TransAtlantique',
      'transatlantique-colis',
      'Kankan',
      'moussa.kouyate',
      'Agent comptoir Conakry',
      'Montréal — Entrepôt central',
      'Awa Diallo',
      '6310',
      ...parcels.results.map((p) => p.numero_colis),
      ...manifests.results.map((m) => m.numero_bordereau),
      ...invoiceList.map((i) => i.numero_facture),
    ];
  }

  it("walks every list endpoint as sahel.admin and finds no TransAtlantique record (nor Kankan Fret's)", async () => {
    const markers = await transAtlantiqueMarkers();
    expect(markers.length).toBeGreaterThan(20);
    const sahel = await signIn(server.url, 'sahel.admin');
    const leaks: string[] = [];
    for (const path of LISTS) {
      const answer = await call(sahel, 'GET', path);
      expect(answer.status, path).toBe(200);
      const text = JSON.stringify(answer.json);
      for (const marker of markers) if (text.includes(marker)) leaks.push(`${path} : ${marker}`);
    }
    expect(leaks).toEqual([]);
  });

  it("another company's records answer 404: a parcel, a manifest, an access request", async () => {
    const sahel = await signIn(server.url, 'sahel.admin');
    expect((await call(sahel, 'GET', '/api/shipments/colis/1/')).status).toBe(404);
    expect((await call(sahel, 'GET', '/api/shipments/bordereaux/1/')).status).toBe(404);
    expect((await call(sahel, 'GET', '/api/accounts/demandes-acces/1/')).status).toBe(404);
    expect((await call(sahel, 'GET', '/payments/oauth/status/1/')).status).toBe(404);
  });
});

describe('sign-in locks', () => {
  const attempt = (login: string, password: string, headers: Record<string, string> = {}, url = server.url) =>
    fetch(`${url}/api/accounts/auth/token/`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ login, password }) });

  it("20 failures by others, with any login names, leave a colleague's sign-in working", async () => {
    for (let n = 0; n < 20; n += 1) {
      const answer = await attempt(n % 4 === 0 ? 'agent.gn' : `inconnu${n}@exemple.example`, 'mauvais');
      expect(answer.status).toBe(400);
    }
    await signIn(server.url, 'admin');
    await signIn(server.url, 'comptable');
  });

  it("locks one account after 5 failures for 15 minutes, whatever its login is written as; the others still sign in", async () => {
    for (const login of ['agent.ca', 'AGENT.CA', 'agent.ca@transatlantique-colis.example', 'agent.ca', 'Agent.Ca']) await attempt(login, 'mauvais');
    const locked = await attempt('agent.ca', 'demo1234');
    expect(locked.status).toBe(400);
    expect(await locked.json()).toMatchObject({ code: 'too_many_attempts', message: 'Trop de tentatives de connexion. Votre compte est temporairement bloqué.', attempts: 5 });
    await signIn(server.url, 'agent.gn');
  });

  it('blocks an address after 100 failures; X-Forwarded-For does not escape it unless a trusted proxy is configured', async () => {
    for (let n = 0; n < 100; n += 1) await attempt(`personne${n}`, 'mauvais', { 'X-Forwarded-For': `198.51.100.${n}` });
    const blocked = await attempt('admin', 'demo1234', { 'X-Forwarded-For': '198.51.100.250' });
    expect(blocked.status).toBe(400);
    expect(await blocked.json()).toMatchObject({ code: 'ip_blocked', message: 'Trop de tentatives depuis cette adresse IP. Accès temporairement suspendu.' });

    const proxied = await startServer(4829, newDataDir(), ['--reset', '--trust-proxy']);
    try {
      for (let n = 0; n < 100; n += 1) await attempt(`personne${n}`, 'mauvais', { 'X-Forwarded-For': '203.0.113.9' }, proxied.url);
      expect(await (await attempt('admin', 'demo1234', { 'X-Forwarded-For': '203.0.113.9' }, proxied.url)).json()).toMatchObject({ code: 'ip_blocked' });
      // Another office behind the same proxy still signs in.
      expect((await attempt('admin', 'demo1234', { 'X-Forwarded-For': '203.0.113.10' }, proxied.url)).status).toBe(200);
    } finally {
      await proxied.stop();
      removeDataDir(proxied.dataDir);
    }
  });
});

describe('public endpoints', () => {
  it('answer 60 requests a minute to one address, then 429 with the wait', async () => {
    const track = () => fetch(`${server.url}/api/shipments/suivi/?tracking_number=ZZ0000000`);
    for (let n = 0; n < 60; n += 1) expect((await track()).status).toBe(404);
    const slowed = await track();
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await slowed.json()) as { detail: string }).detail).toMatch(/^Requête ralentie\. Réessayez dans \d+ secondes\.$/);
    // The limit is per endpoint family, not the sign-in's: an agent still signs in.
    await signIn(server.url, 'agent.ca');
  });
});

describe('public pages reveal only what their visitor already holds', () => {
  const verify = (query: string) => fetch(`${server.url}/api/payments/public/verify-payment/?${query}`);

  it('the payment confirmation without a matching transaction or order id returns no tracking code, no amount', async () => {
    for (let id = 1; id <= 40; id += 1) {
      const answer = await verify(`colis_id=${id}`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ payment_confirmed: false, payment_pending: false, payment_details: null, colis_info: null });
    }
    expect((await verify('colis_id=1&transaction_id=REC-INVENTE')).status).toBe(200);
    expect(await (await verify('colis_id=1&order_id=REC-INVENTE')).json()).toMatchObject({ colis_info: null, payment_details: null });
  });

  it("with the payment's own id it confirms, with the tracking code; that id on another parcel confirms nothing", async () => {
    const agent = await signIn(server.url, 'agent.ca');
    let found: { colisId: number; transactionId: string; code: string } | null = null;
    for (let id = 1; id <= 60 && !found; id += 1) {
      const payment = (await call(agent, 'GET', `/api/payments/paiements/${id}/`)).json as { statut?: string; transaction_id?: string | null; colis?: { id: number; code_suivi: string } | null };
      if (payment.statut === 'valide' && payment.transaction_id && payment.colis) found = { colisId: payment.colis.id, transactionId: payment.transaction_id, code: payment.colis.code_suivi };
    }
    if (!found) throw new Error('aucun paiement validé avec un identifiant de transaction');
    const confirmed = (await (await verify(`colis_id=${found.colisId}&transaction_id=${encodeURIComponent(found.transactionId)}`)).json()) as { payment_confirmed: boolean; colis_info: { code_suivi: string } };
    expect(confirmed.payment_confirmed).toBe(true);
    expect(confirmed.colis_info.code_suivi).toBe(found.code);
    const elsewhere = await (await verify(`colis_id=${found.colisId + 1}&transaction_id=${encodeURIComponent(found.transactionId)}`)).json();
    expect(elsewhere).toEqual({ payment_confirmed: false, payment_pending: false, payment_details: null, colis_info: null });
  });

  it('public tracking finds a parcel by its tracking code only, with masked names and no phone', async () => {
    const agent = await signIn(server.url, 'agent.ca');
    const parcel = (await call(agent, 'GET', '/api/shipments/colis/1/')).json as { numero_colis: string; tracking_number: string; destinataire_nom: string; destinataire_telephone: string };
    expect((await fetch(`${server.url}/api/shipments/suivi/?tracking_number=${parcel.numero_colis}`)).status).toBe(404);
    const tracked = (await (await fetch(`${server.url}/api/shipments/suivi/?tracking_number=${parcel.tracking_number}`)).json()) as { destinataire: Record<string, unknown> };
    expect(tracked.destinataire).toMatchObject({ nom: `${parcel.destinataire_nom.charAt(0).toUpperCase()}.`, telephone: null, quartier: null });
  });
});

describe('custody of manifests', () => {
  interface Manifest {
    id: number;
    statut: string;
    agent_expediteur: { id: number; username: string } | null;
    enterprise_route: { origin_country: { code_iso2: string }; destination_country: { code_iso2: string } };
  }
  const manifests = async (token: string, statut: string) =>
    ((await call(token, 'GET', `/api/shipments/bordereaux/?statut=${statut}&page_size=100`)).json as { results: Manifest[] }).results.filter(
      (m) => m.enterprise_route.origin_country.code_iso2 === 'CA' && m.enterprise_route.destination_country.code_iso2 === 'GN',
    );

  it('agent.gn cannot validate a Canada → Guinea manifest: 403 with the reason, the manifest stays a draft; agent.ca can', async () => {
    const agentGn = await signIn(server.url, 'agent.gn');
    const [draft] = await manifests(agentGn, 'brouillon');
    const refused = await call(agentGn, 'POST', `/api/shipments/bordereaux/${draft.id}/valider/`, {});
    expect(refused).toEqual({
      status: 403,
      json: { detail: "Seuls le personnel du pays d'origine de ce bordereau (Canada), les administrateurs et les managers peuvent le valider et l'expédier." },
    });
    expect(((await call(agentGn, 'GET', `/api/shipments/bordereaux/${draft.id}/`)).json as unknown as Manifest).statut).toBe('brouillon');
    const agentCa = await signIn(server.url, 'agent.ca');
    expect((await call(agentCa, 'POST', `/api/shipments/bordereaux/${draft.id}/valider/`, {})).status).toBe(200);
    // Its arrival is the destination side's.
    expect((await call(agentCa, 'POST', `/api/shipments/bordereaux/${draft.id}/marquer_arrive/`, {})).status).toBe(403);
    expect((await call(agentGn, 'POST', `/api/shipments/bordereaux/${draft.id}/marquer_arrive/`, {})).status).toBe(200);
  });

  it('the agent who sent a manifest cannot receive it, by either path; a colleague of the destination side can', async () => {
    const admin = await signIn(server.url, 'admin');
    const [arrived] = await manifests(admin, 'arrive');
    const sender = arrived.agent_expediteur;
    if (!sender) throw new Error('bordereau sans expéditeur');
    const senderToken = await signIn(server.url, sender.username);
    for (const path of ['marquer_recu', 'recevoir']) {
      expect(await call(senderToken, 'POST', `/api/shipments/bordereaux/${arrived.id}/${path}/`, {})).toEqual({
        status: 403,
        json: { detail: "L'agent qui a expédié ce bordereau ne peut pas le réceptionner lui-même." },
      });
    }
    const agentGn = await signIn(server.url, 'agent.gn');
    expect((await call(agentGn, 'POST', `/api/shipments/bordereaux/${arrived.id}/marquer_recu/`, {})).status).toBe(200);
  });
});

describe('the journal of sensitive changes', () => {
  it('records a rate change with who, the route, the old and new rates; a manager may not read the whole journal', async () => {
    const admin = await signIn(server.url, 'admin');
    expect((await call(admin, 'PATCH', '/api/accounts/enterprise-routes/1/taux-echange/', { taux_echange: 6300 })).status).toBe(200);
    const page = (await call(admin, 'GET', '/api/accounts/journal-modifications/?type=taux_change')).json as { count: number; results: Record<string, unknown>[] };
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({ type: 'taux_change', auteur_nom: 'Awa Diallo', objet_libelle: 'Canada → Guinée', ancienne_valeur: '6250', nouvelle_valeur: '6300' });
    const manager = await signIn(server.url, 'manager');
    expect((await call(manager, 'GET', '/api/accounts/journal-modifications/')).status).toBe(403);
  });
});
