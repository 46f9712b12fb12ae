import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/dataProvider/endpoints';
import type { DemoDb } from '../../src/demo/db/types';
import { colisBody, produitLine } from '../fixtures/colisBody';
import { newDataDir, removeDataDir, signIn, startServer, type ServerProcess } from './serverProcess';

/**
 * The demo server answers bad requests as a Django REST server would: for every write endpoint, a
 * body that is not a JSON object, a wrong type, an unknown field, a number out of range (1e308, or
 * 1e309 which JSON reads as infinite), a text beyond its bound, a body over 1 MB. Each answer is
 * a 400 DRF body (`{field: ["message"]}`, `non_field_errors`, `detail` for JSON that does not
 * parse) or a 413, never a 500, and the store is the same after it as before, byte for byte.
 */

const PORT = 4817;
const LOGINS = ['admin', 'agent.ca'] as const;
type Login = (typeof LOGINS)[number];

let server: ServerProcess;
const tokens = new Map<Login, string>();

/** The server's whole store, as it is in memory (test hook). */
async function store(): Promise<string> {
  return (await fetch(`${server.url}/__demo/store`)).text();
}

interface Ids {
  parcel: number;
  category: number;
  manifest: number;
  colleague: number;
  payment: number;
}

function idsOf(db: DemoDb): Ids {
  const parcel = db.colis.find((c) => c.route_id === 1 && c.statut === 'enregistre' && c.bordereau_id === null && c.frais_expedition > 10);
  const manifest = db.bordereaux.find((b) => b.route_id === 1 && b.statut === 'brouillon');
  const category = db.categories.find((c) => c.entreprise_id === 1 && c.is_active);
  const routeOne = new Set(db.colis.filter((c) => c.route_id === 1).map((c) => c.id));
  const payment = db.paiements.find((p) => routeOne.has(p.colis_id) && p.statut === 'valide' && p.devise === 'CAD' && p.montant > 5);
  if (!parcel || !manifest || !category || !payment) throw new Error('seed without a free parcel, a draft manifest, a category or a CAD payment on route 1');
  return { parcel: parcel.id, category: category.id, manifest: manifest.id, colleague: 9, payment: payment.id };
}

/** A write endpoint, a body it accepts, and the fields the cases below spoil. */
interface Endpoint {
  name: string;
  login: Login | null;
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  valid: Record<string, unknown>;
  text?: string;
  number?: string;
  id?: string;
}

const product = produitLine({ nom: 'Riz', quantite: 2, valeur_unitaire: 10, poids_unitaire: 5, categorie_id: null });
const parcelBody = colisBody({ poids: 10, description: 'Riz', produits: [product], base_currency_discount: 0 });

function endpointsOf(ids: Ids): Endpoint[] {
  return [
    { name: 'connexion', login: null, method: 'POST', path: endpoints.auth.token, valid: { login: 'agent.ca', password: 'demo1234' }, text: 'login' },
    { name: 'jeton de rafraîchissement', login: null, method: 'POST', path: endpoints.auth.refresh, valid: { refresh: 'jeton' }, text: 'refresh' },
    { name: "demande d'accès", login: null, method: 'POST', path: endpoints.accessRequests.list, valid: { prenom: 'Moussa', nom: 'Camara', email: 'moussa.camara@exemple.example', telephone: '+224 620 11 22 33', role_demande: 'agent_guinee', pays_operation: 'guinee', mot_de_passe: 'secret123', mot_de_passe_confirm: 'secret123' }, text: 'prenom' },
    { name: 'mot de passe oublié', login: null, method: 'POST', path: endpoints.account.passwordReset, valid: { email: 'a@b.co' }, text: 'email' },
    { name: "pays d'opération", login: 'admin', method: 'POST', path: endpoints.context.changePaysOperation(1), valid: { operating_country_iso2: 'CA' }, text: 'operating_country_iso2' },
    { name: 'modifier un colis', login: 'admin', method: 'PATCH', path: endpoints.colis.detail(ids.parcel), valid: { destinataire_nom: 'Camara' }, text: 'destinataire_nom', number: 'rabais_applique' },
    { name: 'renvoyer le ticket', login: 'admin', method: 'POST', path: endpoints.colis.resendTicket(ids.parcel), valid: { email: 'a@b.co' }, text: 'email' },
    { name: 'valider les frais', login: 'agent.ca', method: 'POST', path: endpoints.colis.validateFees, valid: { produits: [product], enterprise_route_id: 1, base_currency_discount: 0 }, number: 'base_currency_discount', id: 'enterprise_route_id' },
    { name: 'créer un colis', login: 'agent.ca', method: 'POST', path: endpoints.colis.list, valid: parcelBody, text: 'description', number: 'base_currency_discount', id: 'enterprise_route_id' },
    { name: 'détecter la catégorie', login: 'agent.ca', method: 'POST', path: endpoints.categories.detect, valid: { nom: 'Téléphone' }, text: 'nom' },
    { name: 'créer une route', login: 'admin', method: 'POST', path: endpoints.routes.create, valid: { origin_country_code: 'CA', destination_country_code: 'SN', taux_echange: 2 }, text: 'origin_country_code', number: 'taux_echange' },
    { name: 'modifier une route', login: 'admin', method: 'PATCH', path: endpoints.routes.update(1), valid: { is_active: true }, number: 'taux_echange' },
    { name: 'taux de change', login: 'admin', method: 'PATCH', path: endpoints.routes.updateRate(1), valid: { taux_echange: 6300 }, number: 'taux_echange' },
    { name: 'créer une catégorie', login: 'admin', method: 'POST', path: endpoints.categories.list, valid: { nom: 'Pièces', type_tarification: 'par_unite', prix_unitaire: 12.5 }, text: 'nom', number: 'prix_unitaire' },
    { name: 'modifier une catégorie', login: 'admin', method: 'PATCH', path: endpoints.categories.detail(ids.category), valid: { prix_unitaire: 3 }, text: 'description', number: 'prix_unitaire' },
    { name: 'créer un employé', login: 'admin', method: 'POST', path: endpoints.employees.create, valid: { username: 'nouveau', email: 'nouveau@exemple.example', first_name: 'N', last_name: 'Nouveau', password: 'secret1', role_id: 3, operating_country: 1 }, text: 'username', id: 'role_id' },
    { name: 'modifier un employé', login: 'admin', method: 'PUT', path: endpoints.employees.update(ids.colleague), valid: { first_name: 'Marc' }, text: 'first_name', id: 'role_id' },
    { name: 'profil', login: 'agent.ca', method: 'PUT', path: endpoints.profile.me, valid: { first_name: 'Julie', last_name: 'Tremblay', email: 'agent.ca@transatlantique-colis.example', phone: '' }, text: 'first_name' },
    { name: 'profil (partiel)', login: 'agent.ca', method: 'PATCH', path: endpoints.account.updateMe, valid: { phone: '' }, text: 'phone' },
    { name: 'mot de passe', login: 'agent.ca', method: 'POST', path: endpoints.profile.changePassword, valid: { old_password: 'faux', new_password: 'nouveau123', new_password_confirm: 'nouveau123' }, text: 'new_password' },
    { name: '2FA : activer', login: 'agent.ca', method: 'POST', path: endpoints.profile.twoFactorToggle, valid: { enable: true } },
    { name: '2FA : confirmer', login: 'agent.ca', method: 'POST', path: endpoints.profile.twoFactorConfirm, valid: { device_id: 'aucun', token: '123456' }, text: 'token' },
    { name: '2FA : désactiver', login: 'agent.ca', method: 'POST', path: endpoints.profile.twoFactorDisable, valid: { password: 'faux' }, text: 'password' },
    { name: 'lien de paiement', login: 'agent.ca', method: 'POST', path: endpoints.paiements.createSquareCheckout, valid: { colis_id: ids.parcel, montant: 5, custom_email: 'a@b.co' }, text: 'custom_email', number: 'montant', id: 'colis_id' },
    { name: 'paiement manuel', login: 'agent.ca', method: 'POST', path: endpoints.paiements.processManualPayment, valid: { colis_id: ids.parcel, montant: 5, methode: 'especes', transaction_id: 'REC-CATALOGUE' }, text: 'transaction_id', number: 'montant', id: 'colis_id' },
    { name: 'rembourser un paiement', login: 'admin', method: 'POST', path: endpoints.paiements.refund(ids.payment), valid: { montant: 1, methode: 'especes', motif: 'Erreur de saisie' }, text: 'motif', number: 'montant' },
    { name: 'créer un bordereau', login: 'agent.ca', method: 'POST', path: endpoints.bordereaux.list, valid: { colis_ids: [ids.parcel], notes: '' }, text: 'notes' },
    { name: 'modifier un bordereau', login: 'agent.ca', method: 'PATCH', path: endpoints.bordereaux.detail(ids.manifest), valid: { notes: 'À vérifier' }, text: 'notes', id: 'agent_receveur_id' },
    { name: 'supprimer des bordereaux', login: 'admin', method: 'POST', path: endpoints.bordereaux.bulkDelete, valid: { ids: [999_999] } },
    { name: 'corriger les statuts', login: 'admin', method: 'POST', path: endpoints.colis.correctStatuses, valid: { bordereau_id: ids.manifest }, id: 'bordereau_id' },
    { name: 'produits des bordereaux', login: 'agent.ca', method: 'POST', path: endpoints.factures.detailedProducts, valid: { bordereaux_ids: [ids.manifest] } },
    { name: 'regrouper les produits', login: 'agent.ca', method: 'POST', path: endpoints.factures.groupProducts, valid: { produits_modifies: [{ id: 1, categorie_modifiee_id: null }] } },
    { name: 'créer une facture', login: 'agent.ca', method: 'POST', path: endpoints.factures.create, valid: { bordereaux_ids: [ids.manifest], lignes: [{ categorie: 'Riz', quantite_totale: 2, poids_total: 10, valeur_unitaire_convertie: 3 }], remarques: '' }, text: 'remarques' },
    { name: 'consentement Square (démo)', login: null, method: 'POST', path: endpoints.oauth.demoAuthorize, valid: { state: 'inconnu', approve: false }, text: 'state' },
  ];
}

/** One bad request: what is sent, and what a DRF server answers. */
interface Case {
  kind: string;
  endpoint: Endpoint;
  /** An object or list is sent as JSON; a string is sent as it is. */
  body: unknown;
  status: 400 | 413;
  /** The key of the answer that names the problem. */
  field: string;
}

const TWO_MB = 'x'.repeat(2 * 1024 * 1024);

function casesOf(list: Endpoint[]): Case[] {
  const cases: Case[] = [];
  const add = (endpoint: Endpoint, kind: string, body: unknown, field: string, status: 400 | 413 = 400) => cases.push({ kind, endpoint, body, status, field });
  for (const endpoint of list) {
    add(endpoint, 'corps null', 'null', 'non_field_errors');
    add(endpoint, 'corps de 2 Mo', { ...endpoint.valid, [endpoint.text ?? 'remplissage']: TWO_MB }, 'detail', 413);
    add(endpoint, 'champ inconnu', { ...endpoint.valid, is_superuser: true }, 'is_superuser');
    if (endpoint.text) add(endpoint, `${endpoint.text} : un nombre`, { ...endpoint.valid, [endpoint.text]: 12345 }, endpoint.text);
    if (endpoint.number) {
      add(endpoint, `${endpoint.number} : [5]`, { ...endpoint.valid, [endpoint.number]: [5] }, endpoint.number);
      add(endpoint, `${endpoint.number} : 1e308`, { ...endpoint.valid, [endpoint.number]: 1e308 }, endpoint.number);
    }
    if (endpoint.id) add(endpoint, `${endpoint.id} : "4.0"`, { ...endpoint.valid, [endpoint.id]: '4.0' }, endpoint.id);
  }
  const named = (name: string) => {
    const found = list.find((endpoint) => endpoint.name === name);
    if (!found) throw new Error(name);
    return found;
  };
  const manual = named('paiement manuel');
  const link = named('lien de paiement');
  const parcel = named('créer un colis');
  const edit = named('modifier un colis');
  const category = named('créer une catégorie');
  const invoice = named('créer une facture');
  add(manual, 'corps : une liste', JSON.stringify([manual.valid]), 'non_field_errors');
  add(manual, 'corps : un nombre', '5', 'non_field_errors');
  add(manual, 'JSON illisible', '{"montant": ', 'detail');
  add(manual, 'transaction_id : un nombre', { ...manual.valid, transaction_id: 123456 }, 'transaction_id');
  add(manual, 'notes : un nombre', { ...manual.valid, notes: 42 }, 'notes');
  add(manual, 'montant : true', { ...manual.valid, montant: true }, 'montant');
  add(manual, 'montant : "5"', { ...manual.valid, montant: '5' }, 'montant');
  add(manual, 'montant : 1e309 (infini en JSON)', JSON.stringify(manual.valid).replace('"montant":5', '"montant":1e309'), 'montant');
  add(manual, 'montant : négatif', { ...manual.valid, montant: -5 }, 'montant');
  add(manual, 'montant : 3 décimales en CAD', { ...manual.valid, montant: 1.005 }, 'montant');
  add(manual, 'colis_id : 4.5', { ...manual.valid, colis_id: 4.5 }, 'colis_id');
  add(manual, 'colis_id absent', { montant: 5, methode: 'especes', transaction_id: 'REC-1' }, 'colis_id');
  add(link, 'montant : true', { ...link.valid, montant: true }, 'montant');
  add(link, 'custom_email : invalide', { ...link.valid, custom_email: 'pas-un-email' }, 'custom_email');
  add(parcel, 'poids_unitaire : 1e308', { ...parcel.valid, produits: [{ ...product, poids_unitaire: 1e308 }] }, 'produits');
  add(parcel, 'poids_unitaire : 10 000 000 000 kg', { ...parcel.valid, produits: [{ ...product, poids_unitaire: 10_000_000_000 }] }, 'produits');
  add(parcel, 'quantite : 2,5', { ...parcel.valid, produits: [{ ...product, quantite: 2.5 }] }, 'produits');
  add(parcel, 'quantite : "2"', { ...parcel.valid, produits: [{ ...product, quantite: '2' }] }, 'produits');
  add(parcel, 'produits : un objet', { ...parcel.valid, produits: product }, 'produits');
  add(parcel, 'produits : aucun', { ...parcel.valid, produits: [] }, 'produits');
  add(parcel, 'description de 500 000 caractères', { ...parcel.valid, description: 'x'.repeat(500_000) }, 'description');
  add(parcel, 'nom de 315 caractères', { ...parcel.valid, expediteur_nom: 'N'.repeat(315) }, 'expediteur_nom');
  add(parcel, 'adresse : une liste', { ...parcel.valid, expediteur_address_components: ['12 rue X'] }, 'expediteur_address_components');
  add(edit, 'rabais négatif avec un autre champ', { destinataire_nom: 'Camara', rabais_applique: -5 }, 'rabais_applique');
  add(edit, 'rabais : "5"', { destinataire_nom: 'Camara', rabais_applique: '5' }, 'rabais_applique');
  add(edit, 'produits : quantité 0', { produits: [{ nom_produit: 'Riz', quantite: 0, valeur_estimee_individuelle: 10, poids_unitaire: 1 }] }, 'produits');
  add(category, 'prix_unitaire : négatif', { ...category.valid, prix_unitaire: -1 }, 'prix_unitaire');
  add(category, 'prix_unitaire : true', { ...category.valid, prix_unitaire: true }, 'prix_unitaire');
  add(category, 'ordre_affichage : 1,5', { ...category.valid, ordre_affichage: 1.5 }, 'ordre_affichage');
  add(category, 'type_tarification inconnu', { ...category.valid, type_tarification: 'au_hasard' }, 'type_tarification');
  add(category, 'mots-clés : un texte', { ...category.valid, mots_cles_detection: 'riz' }, 'mots_cles_detection');
  add(category, 'invisible partout', { ...category.valid, afficher_pour_colis: false, afficher_pour_facture: false }, 'non_field_errors');
  add(invoice, 'poids_total : 1e308', { ...invoice.valid, lignes: [{ categorie: 'Riz', quantite_totale: 2, poids_total: 1e308, valeur_unitaire_convertie: 3 }] }, 'lignes');
  add(invoice, 'bordereaux_ids : ["1"]', { ...invoice.valid, bordereaux_ids: ['1'] }, 'bordereaux_ids');
  add(named('profil'), 'téléphone de 300 chiffres', { ...named('profil').valid, phone: '1'.repeat(300) }, 'phone');
  add(named('créer un employé'), 'mot de passe : un nombre', { ...named('créer un employé').valid, password: 123456 }, 'password');
  add(named('taux de change'), 'taux : "6300"', { taux_echange: '6300' }, 'taux_echange');
  add(named('2FA : activer'), 'enable : "oui"', { enable: 'oui' }, 'enable');
  add(named('créer un bordereau'), 'colis_ids : ["4"]', { colis_ids: ['4'] }, 'colis_ids');
  add(named('supprimer des bordereaux'), 'ids : un texte', { ids: 'tous' }, 'ids');
  add(named('produits des bordereaux'), 'bordereaux_ids : un texte', { bordereaux_ids: 'tous' }, 'bordereaux_ids');
  add(named('regrouper les produits'), 'id de produit : "1"', { produits_modifies: [{ id: '1' }] }, 'produits_modifies');
  add(named('modifier une route'), 'is_active : "oui"', { is_active: 'oui' }, 'is_active');
  return cases;
}

async function send(testCase: Case): Promise<Response> {
  const { endpoint, body } = testCase;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (endpoint.login) headers.Authorization = `Bearer ${tokens.get(endpoint.login)}`;
  return fetch(`${server.url}${endpoint.path}`, { method: endpoint.method, headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

/** DRF's shapes: `{detail}`, or every key a list of French messages (the payment link adds its `success: false` and `error`). */
function isDrfBody(body: unknown, status: number): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const entries = Object.entries(body as Record<string, unknown>);
  if (status === 413) return entries.length === 1 && typeof (body as { detail?: unknown }).detail === 'string';
  return (
    entries.length > 0 &&
    entries.every(([key, value]) =>
      key === 'detail' || key === 'error' ? typeof value === 'string' : key === 'success' ? value === false : Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item.length > 0),
    )
  );
}

interface Outcome {
  kind: string;
  status: number;
  drf: boolean;
  stored: boolean;
}

describe('npm run server refuses bad requests as Django REST would, and stores nothing of them', () => {
  let ids: Ids;
  const outcomes: Outcome[] = [];

  beforeAll(async () => {
    server = await startServer(PORT, newDataDir(), ['--reset', '--test-hooks']);
    for (const login of LOGINS) tokens.set(login, await signIn(server.url, login));
    ids = idsOf(JSON.parse(await store()) as DemoDb);
  });
  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it('answers every bad request of the catalogue with a DRF body, never a 500, and changes nothing', async () => {
    const cases = casesOf(endpointsOf(ids));
    expect(cases.length).toBeGreaterThanOrEqual(75);
    const wrong: (Outcome & { body: unknown })[] = [];
    for (const testCase of cases) {
      const before = await store();
      const answer = await send(testCase);
      const body: unknown = await answer.json();
      const after = await store();
      const drf = answer.status === testCase.status && isDrfBody(body, answer.status) && Object.hasOwn(body as object, testCase.field);
      const outcome = { kind: `${testCase.endpoint.name} — ${testCase.kind}`, status: answer.status, drf, stored: after !== before };
      outcomes.push(outcome);
      if (!outcome.drf || outcome.stored) wrong.push({ ...outcome, body });
    }
    expect(wrong).toEqual([]);
    expect({ kinds: outcomes.length, drf: outcomes.filter((o) => o.drf).length, serverErrors: outcomes.filter((o) => o.status >= 500).length, stored: outcomes.filter((o) => o.stored).length }).toEqual({
      kinds: cases.length,
      drf: cases.length,
      serverErrors: 0,
      stored: 0,
    });
  });

  it('a parcel PATCH refused for one field leaves the others as they were (read back)', async () => {
    const read = async () => (await (await fetch(`${server.url}${endpoints.colis.detail(ids.parcel)}`, { headers: { Authorization: `Bearer ${tokens.get('admin')}` } })).json()) as { destinataire_nom: string; rabais_applique: number };
    const before = await read();
    const refused = await fetch(`${server.url}${endpoints.colis.detail(ids.parcel)}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.get('admin')}` },
      body: JSON.stringify({ destinataire_nom: 'Changé', rabais_applique: -5 }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ rabais_applique: ['Le rabais doit être positif ou nul'] });
    const after = await read();
    expect(after.destinataire_nom).toBe(before.destinataire_nom);
    expect(after.rabais_applique).toBe(before.rabais_applique);
    const accepted = await fetch(`${server.url}${endpoints.colis.detail(ids.parcel)}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.get('admin')}` },
      body: JSON.stringify({ destinataire_nom: 'Changé' }),
    });
    expect(accepted.status).toBe(200);
    expect((await read()).destinataire_nom).toBe('Changé');
  });

  it('reads a valid category price and a 1e308 one differently: the first stored as sent, the second refused, the lists still readable', async () => {
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.get('admin')}` };
    const huge = await fetch(`${server.url}${endpoints.categories.list}`, { method: 'POST', headers, body: JSON.stringify({ nom: 'Énorme', type_tarification: 'par_poids', prix_unitaire: 1e308 }) });
    expect(huge.status).toBe(400);
    const created = await fetch(`${server.url}${endpoints.categories.list}`, { method: 'POST', headers, body: JSON.stringify({ nom: 'Exacte', type_tarification: 'par_poids', prix_unitaire: 1250.5 }) });
    expect(created.status).toBe(201);
    const list = (await (await fetch(`${server.url}${endpoints.categories.list}`, { headers })).json()) as { nom: string; prix_unitaire: number }[];
    expect(list.find((c) => c.nom === 'Exacte')?.prix_unitaire).toBe(1250.5);
    expect(list.every((c) => Number.isFinite(c.prix_unitaire))).toBe(true);
  });
});
