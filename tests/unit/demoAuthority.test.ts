import { describe, expect, it } from 'vitest';
import { dispatch } from '../../src/demo/dispatcher';
import { getDb } from '../../src/demo/db/store';
import type { DemoUser } from '../../src/demo/db/types';
import { issueAccess } from '../../src/demo/tokens';
import { endpoints } from '../../src/dataProvider/endpoints';

/**
 * Issue #31 in-process, where a case needs an account the seed does not have (a platform
 * superuser) or a store the HTTP tests cannot set up; tests/server/authority.test.ts walks the rest
 * over real HTTP.
 */
const ORIGIN = 'http://demo.local';

function user(login: string): DemoUser {
  const found = getDb().users.find((u) => u.username === login);
  if (!found) throw new Error(`compte inconnu : ${login}`);
  return found;
}

/** A platform superuser: no company role, every company. */
function platformSuperuser(): DemoUser {
  const base = user('admin');
  const superuser: DemoUser = { ...base, id: 90, username: 'plateforme', email: 'plateforme@exemple.example', role_id: null, is_superuser: true };
  getDb().users.push(superuser);
  return superuser;
}

async function call(as: DemoUser, method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers: Record<string, string> = { Authorization: `Bearer ${await issueAccess(as.id)}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const answer = await dispatch(new Request(`${ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  return { status: answer.status, json: (await answer.json().catch(() => ({}))) as Record<string, unknown> };
}

describe("the company's last active administrator", () => {
  it('can be neither demoted nor deactivated, even by a platform superuser; with a second administrator, both can', async () => {
    const superuser = platformSuperuser();
    const admin = user('admin');
    expect((await call(superuser, 'DELETE', endpoints.employees.remove(user('securise').id))).status).toBe(200);

    const demote = await call(superuser, 'PUT', endpoints.employees.update(admin.id), { role_id: 2 });
    expect(demote).toEqual({ status: 403, json: { detail: "Le dernier administrateur actif de l'entreprise ne peut être ni rétrogradé ni désactivé." } });
    const deactivate = await call(superuser, 'DELETE', endpoints.employees.remove(admin.id));
    expect(deactivate).toEqual({ status: 403, json: { detail: "Le dernier administrateur actif de l'entreprise ne peut être ni rétrogradé ni désactivé." } });
    expect(admin).toMatchObject({ role_id: 1, is_active: true });

    const stats = await call(admin, 'GET', endpoints.employees.stats);
    expect(stats.json.administrateurs_actifs).toBe(1);
    // Another administrator named: the first may now step down.
    expect((await call(admin, 'PUT', endpoints.employees.update(user('manager').id), { role_id: 1 })).status).toBe(200);
    expect((await call(superuser, 'PUT', endpoints.employees.update(admin.id), { role_id: 2 })).status).toBe(200);
  });
});

describe('access requests reach their company, or the platform', () => {
  it("a request from the public /register reaches the platform's superusers only; a company administrator reads their company's", async () => {
    const superuser = platformSuperuser();
    const sent = await dispatch(
      new Request(`${ORIGIN}${endpoints.accessRequests.list}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ prenom: 'Aïcha', nom: 'Barry', email: 'aicha.barry@exemple.example', telephone: '+224 620 00 00 01', role_demande: 'agent_guinee', pays_operation: 'guinee', mot_de_passe: 'motdepasse1', mot_de_passe_confirm: 'motdepasse1' }),
      }),
    );
    expect(sent.status).toBe(201);
    const emails = async (as: DemoUser) => ((await call(as, 'GET', endpoints.accessRequests.list)).json as unknown as { email: string }[]).map((d) => d.email);
    expect(await emails(superuser)).toEqual(['moussa.kouyate@exemple.example', 'aicha.barry@exemple.example']);
    expect(await emails(user('admin'))).toEqual(['moussa.kouyate@exemple.example']);
    expect(await emails(user('sahel.admin'))).toEqual([]);
  });
});

describe('the journal of sensitive changes (GET /api/accounts/journal-modifications/)', () => {
  interface Entry {
    type: string;
    auteur_nom: string;
    objet_libelle: string;
    ancienne_valeur: string | null;
    nouvelle_valeur: string | null;
    colis_ids: number[];
  }
  const journal = async (as: DemoUser, query = '') => {
    const answer = await call(as, 'GET', `${endpoints.journal.list}${query}`);
    return { status: answer.status, entries: ((answer.json as { results?: Entry[] }).results ?? []) as Entry[], json: answer.json };
  };
  const pick = ({ type, auteur_nom, objet_libelle, ancienne_valeur, nouvelle_valeur }: Entry) => ({ type, auteur_nom, objet_libelle, ancienne_valeur, nouvelle_valeur });

  it('records each kind of change with who, the record, the old and new values; a password never appears', async () => {
    const admin = user('admin');
    const roy = user('m.roy');
    await call(admin, 'PATCH', endpoints.routes.updateRate(1), { taux_echange: 6300 });
    await call(admin, 'PATCH', endpoints.categories.detail(1), { prix_unitaire: 55 });
    await call(admin, 'PUT', endpoints.employees.update(roy.id), { role_id: 4, password: 'secret-tres-prive' });
    await call(admin, 'DELETE', endpoints.employees.remove(roy.id));
    await call(user('agent.gn'), 'POST', endpoints.profile.changePassword, { old_password: 'demo1234', new_password: 'un-autre-secret', new_password_confirm: 'un-autre-secret' });
    const draft = getDb().bordereaux.find((b) => b.statut === 'brouillon' && b.route_id === 1)!;
    await call(user('agent.ca'), 'POST', endpoints.bordereaux.validate(draft.id), {});
    await call(admin, 'POST', endpoints.oauth.disconnect(1), {});

    const { entries } = await journal(admin);
    expect(entries.map(pick)).toEqual([
      { type: 'connexion_square', auteur_nom: 'Awa Diallo', objet_libelle: 'TransAtlantique Colis', ancienne_valeur: 'Connecté', nouvelle_valeur: 'Déconnecté' },
      { type: 'etape_bordereau', auteur_nom: 'Julie Tremblay', objet_libelle: draft.numero_bordereau, ancienne_valeur: 'Brouillon', nouvelle_valeur: 'Validé et expédié' },
      { type: 'mot_de_passe', auteur_nom: 'Ibrahima Camara', objet_libelle: 'Ibrahima Camara', ancienne_valeur: null, nouvelle_valeur: 'Modifié' },
      { type: 'statut_employe', auteur_nom: 'Awa Diallo', objet_libelle: 'Marc Roy', ancienne_valeur: 'Actif', nouvelle_valeur: 'Inactif' },
      { type: 'mot_de_passe', auteur_nom: 'Awa Diallo', objet_libelle: 'Marc Roy', ancienne_valeur: null, nouvelle_valeur: 'Réinitialisé' },
      { type: 'role', auteur_nom: 'Awa Diallo', objet_libelle: 'Marc Roy', ancienne_valeur: 'Agent logistique', nouvelle_valeur: 'Comptable' },
      { type: 'prix_categorie', auteur_nom: 'Awa Diallo', objet_libelle: 'Électronique', ancienne_valeur: '50 CAD', nouvelle_valeur: '55 CAD' },
      { type: 'taux_change', auteur_nom: 'Awa Diallo', objet_libelle: 'Canada → Guinée', ancienne_valeur: '6250', nouvelle_valeur: '6300' },
    ]);
    expect(JSON.stringify(getDb().journal)).not.toMatch(/secret-tres-prive|un-autre-secret/);
  });

  it("filters by kind, person and instants; one manifest's or parcel's entries are its staff's, the whole journal its administrators'", async () => {
    const admin = user('admin');
    const agentCa = user('agent.ca');
    const draft = getDb().bordereaux.find((b) => b.statut === 'brouillon' && b.route_id === 1)!;
    await call(admin, 'PATCH', endpoints.routes.updateRate(1), { taux_echange: 6300 });
    await call(agentCa, 'POST', endpoints.bordereaux.validate(draft.id), {});

    expect((await journal(admin, '?type=taux_change')).entries.map((e) => e.type)).toEqual(['taux_change']);
    expect((await journal(admin, `?auteur=${agentCa.id}`)).entries.map((e) => e.type)).toEqual(['etape_bordereau']);
    expect((await journal(admin, `?date_debut=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).entries).toEqual([]);
    expect((await journal(admin, `?date_fin=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).entries).toHaveLength(2);
    expect((await journal(admin, '?type=inconnu')).status).toBe(400);

    const manager = user('manager');
    expect((await journal(manager)).json).toEqual({ detail: 'Seuls les administrateurs peuvent consulter le journal des modifications.' });
    expect((await journal(manager, `?bordereau=${draft.id}`)).entries.map((e) => e.nouvelle_valeur)).toEqual(['Validé et expédié']);
    expect((await journal(user('comptable'), `?colis=${draft.colis_ids[0]}`)).entries.map((e) => e.objet_libelle)).toEqual([draft.numero_bordereau]);
    expect((await journal(user('client'), `?colis=${draft.colis_ids[0]}`)).status).toBe(403);

    const sahel = user('sahel.admin');
    expect((await journal(sahel)).entries).toEqual([]);
    expect((await journal(sahel, `?bordereau=${draft.id}`)).status).toBe(404);
  });

  it("the consent page's answer is written in the provider's name", async () => {
    const sahel = user('sahel.admin');
    const initiated = await call(sahel, 'POST', endpoints.oauth.initiate(2), {});
    const state = String(initiated.json.authorization_url).split('state=')[1];
    await dispatch(new Request(`${ORIGIN}${endpoints.oauth.demoAuthorize}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ state, approve: true }) }));
    expect((await journal(sahel)).entries.map(pick)).toEqual([
      { type: 'connexion_square', auteur_nom: 'Square', objet_libelle: 'Sahel Express', ancienne_valeur: 'En attente', nouvelle_valeur: 'Connecté' },
      { type: 'connexion_square', auteur_nom: 'Cheikh Ndiaye', objet_libelle: 'Sahel Express', ancienne_valeur: 'Déconnecté', nouvelle_valeur: 'En attente' },
    ]);
  });
});

describe("the assistant's session checks its signed token", () => {
  it('greets with a token of this backend, refuses a forged one, and keeps answering after a message whose answer failed', async () => {
    const { createChatSession } = await import('../../src/demo/chatbot/session');
    const { SignJWT } = await import('jose');
    const frames: { type: string; content?: string }[] = [];
    let failNext = true;
    const session = createChatSession((frame) => {
      if (failNext) {
        failNext = false;
        throw new Error('socket fermée');
      }
      frames.push(JSON.parse(frame) as { type: string; content?: string });
    });
    await session.receive(JSON.stringify({ type: 'ping' })).catch(() => undefined);
    const forged = await new SignJWT({ token_type: 'access', user_id: 3 }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('1h').setJti('c'.repeat(32)).sign(new TextEncoder().encode('un-autre-secret'));
    await session.receive(JSON.stringify({ type: 'authenticate', token: forged }));
    await session.receive(JSON.stringify({ type: 'authenticate', token: await issueAccess(user('agent.ca').id) }));
    expect(frames.map((f) => f.content)).toEqual(['Session invalide ou expirée : reconnectez-vous.', expect.stringMatching(/^Bonjour Julie, je suis Mira/)]);
  });
});
