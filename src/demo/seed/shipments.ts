import { productFee } from '../../domain/fees';
import { roundForCurrency } from '../../domain/currency';
import { foldText } from '../../domain/parcelList';
import type {
  DemoBordereau,
  DemoCategorie,
  DemoColis,
  DemoFacture,
  DemoPaiement,
  DemoParcelStatus,
  DemoProduit,
  DemoRoute,
} from '../db/types';
import type { Random } from './random';

const FIRST_NAMES = ['Aminata', 'Mamadou', 'Fatoumata', 'Ibrahima', 'Mariama', 'Ousmane', 'Kadiatou', 'Alpha', 'Hawa', 'Sékou', 'Nathalie', 'Jean', 'Marie', 'Luc', 'Isabelle', 'Pierre', 'Chantal', 'Yves', 'Aïssatou', 'Thierno'];
const LAST_NAMES = ['Diallo', 'Bah', 'Barry', 'Sow', 'Camara', 'Keita', 'Touré', 'Sylla', 'Condé', 'Soumah', 'Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Bérubé'];
const QUARTIERS = ['Kaloum', 'Dixinn', 'Ratoma', 'Matam', 'Matoto', 'Kipé', 'Lambanyi', 'Nongo', 'Taouyah', 'Hamdallaye'];
const CA_CITIES = [
  { city: 'Montréal', province: 'QC', postal: 'H2X 1Y4' },
  { city: 'Laval', province: 'QC', postal: 'H7N 2K6' },
  { city: 'Toronto', province: 'ON', postal: 'M5V 2T6' },
  { city: 'Ottawa', province: 'ON', postal: 'K1P 5G3' },
  { city: 'Québec', province: 'QC', postal: 'G1R 4P5' },
];
const STREETS = ['rue Saint-Denis', 'boulevard René-Lévesque', 'avenue du Parc', 'rue Sherbrooke', 'rue Jean-Talon', 'avenue Papineau'];

/** Products an agent would really register, each with the category it belongs to; values in CAD. */
const PRODUCT_CATALOGUE: { nom: string; categorie_id: number; valeur: [number, number]; poids: [number, number] }[] = [
  { nom: 'Téléphone Samsung Galaxy', categorie_id: 1, valeur: [180, 900], poids: [0.2, 0.5] },
  { nom: 'Ordinateur portable HP', categorie_id: 1, valeur: [350, 1400], poids: [1.5, 2.8] },
  { nom: 'Tablette Lenovo', categorie_id: 1, valeur: [150, 500], poids: [0.4, 0.9] },
  { nom: 'Chemises en coton', categorie_id: 2, valeur: [15, 60], poids: [0.2, 0.5] },
  { nom: 'Robes en pagne', categorie_id: 2, valeur: [25, 90], poids: [0.3, 0.7] },
  { nom: 'Chaussures de sport', categorie_id: 2, valeur: [40, 160], poids: [0.8, 1.4] },
  { nom: 'Sac de riz parfumé', categorie_id: 3, valeur: [20, 45], poids: [5, 25] },
  { nom: 'Huile de palme', categorie_id: 3, valeur: [8, 25], poids: [1, 5] },
  { nom: 'Chaise pliante', categorie_id: 4, valeur: [30, 120], poids: [3, 8] },
  { nom: 'Petite table basse', categorie_id: 4, valeur: [60, 250], poids: [8, 20] },
  { nom: 'Documents administratifs', categorie_id: 5, valeur: [1, 10], poids: [0.1, 0.5] },
  { nom: 'Plaquettes de frein', categorie_id: 6, valeur: [40, 150], poids: [1, 3] },
  { nom: 'Cartons de vaisselle', categorie_id: 7, valeur: [50, 300], poids: [5, 15] },
];

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * A declared unit value in the route's base currency: the catalogue's CAD value as it is, or
 * converted at the route's rate and rounded to 500 GNF for a parcel declared in Guinea (goods worth
 * 125 000 GNF, never 20 GNF).
 */
export function declaredUnitValue(cad: number, route: DemoRoute, originCurrency: string): number {
  if (originCurrency === 'CAD') return round(cad, 2);
  const rate = route.origin === 'CA' ? route.taux_echange : 1 / route.taux_echange;
  return Math.max(500, Math.round((cad * rate) / 500) * 500);
}

/** The next moment of a parcel's life: `delay` after `previous`, never in the future and never before `previous`. */
function after(previous: number, delay: number, now: number): number {
  return Math.max(previous, Math.min(previous + delay, now - 5 * 60_000));
}

/**
 * The parts as one string. V8 keeps a concatenation (a template, `+`) of 13 characters or more as
 * a tree of its parts: joined, each of the 10,000-parcel seed's 100,000 dates, numbers, phones and
 * emails is one flat string instead of up to a dozen objects for the garbage collector to copy
 * while the seed is built (40 % of its heap) and for a sort to flatten later.
 */
const joined = (...parts: (string | number)[]): string => parts.join('');

const dayPrefixes = new Map<number, string>();
const TWO_DIGITS = Array.from({ length: 100 }, (_, value) => String(value).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, value) => String(value).padStart(3, '0'));

/**
 * `new Date(time).toISOString()`, several times faster: the 10,000-parcel seed writes some 60,000
 * dates, and building it is what its first answer waits for. The day's part is kept per day.
 */
export function iso(time: number): string {
  const ms = Math.trunc(time);
  const day = Math.floor(ms / DAY_MS);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  const inDay = ms - day * DAY_MS;
  return joined(prefix, TWO_DIGITS[Math.floor(inDay / HOUR_MS)], ':', TWO_DIGITS[Math.floor(inDay / 60_000) % 60], ':', TWO_DIGITS[Math.floor(inDay / 1000) % 60], '.', THREE_DIGITS[inDay % 1000], 'Z');
}

const emailNames = new Map<string, Map<string, string>>();

/** `prénom.nom` as an email's local part: lower case, without accents (a few hundred names, each done once). */
function emailName(first: string, last: string): string {
  let byLast = emailNames.get(first);
  if (byLast === undefined) {
    byLast = new Map();
    emailNames.set(first, byLast);
  }
  let name = byLast.get(last);
  if (name === undefined) {
    name = foldText(joined(first, '.', last));
    byLast.set(last, name);
  }
  return name;
}

export function trackingCode(route: DemoRoute, n: number): string {
  const prefix = `${route.origin[0]}${route.destination[0]}`;
  const body = (n * 7919 + 104_729).toString(36).toUpperCase().padStart(7, '0').slice(-7);
  return `${prefix}${body}${n % 10}`;
}

export function numeroColis(createdAt: Date, n: number): string {
  return joined('COL-', createdAt.getFullYear(), '-', String(n).padStart(6, '0'));
}

/** Category price in the route's base currency (categories are priced in their creation currency). */
export function categoryPriceFor(category: DemoCategorie, route: DemoRoute, originCurrency: string): number {
  if (category.devise_creation === originCurrency) return category.prix_unitaire;
  // The only other direction the seed uses: a CAD price on a GN→CA route (GNF base).
  return roundForCurrency(category.prix_unitaire / route.taux_echange, originCurrency);
}

function feeOfParcel(produits: DemoProduit[], categoryById: Map<number, DemoCategorie>, route: DemoRoute, originCurrency: string): number {
  let total = 0;
  for (const produit of produits) {
    const category = produit.categorie_id === null ? undefined : categoryById.get(produit.categorie_id);
    if (category) total += productFee(produit, { type_tarification: category.type_tarification, prix_unitaire: categoryPriceFor(category, route, originCurrency) });
  }
  return roundForCurrency(total, originCurrency);
}

interface ShipmentSeedInput {
  random: Random;
  now: Date;
  count: number;
  routes: DemoRoute[];
  currencyOf: (iso2: string) => string;
  categories: DemoCategorie[];
  /** Agents by origin country, who register parcels and take payments. */
  agentsByCountry: Record<string, number[]>;
  /** The customer account that owns every 17th parcel, and the sender details it registers them under. */
  client: { id: number; sender: Pick<DemoColis, 'expediteur_prenom' | 'expediteur_nom' | 'expediteur_email' | 'expediteur_telephone'> };
  receivingAgents: number[];
}

export interface ShipmentSeed {
  colis: DemoColis[];
  paiements: DemoPaiement[];
  bordereaux: DemoBordereau[];
  factures: DemoFacture[];
  counters: Record<string, number>;
}

/** What the seed writes in a payment's note, by status: a pending payment is never said refused. */
export const PAYMENT_NOTES = {
  square: {
    refuse: 'Carte refusée par la banque',
    en_attente: 'Paiement par carte en attente de confirmation de la banque',
  },
  mobile_money: {
    refuse: "Paiement Orange Money refusé par l'opérateur",
    en_attente: "Paiement Orange Money en attente de confirmation de l'opérateur",
  },
} as const;

function statusForAge(random: Random, ageDays: number): DemoParcelStatus {
  if (ageDays < 4) return 'enregistre';
  if (ageDays < 12) return random.pick(['enregistre', 'enregistre', 'expedie']);
  if (ageDays < 25) return random.pick(['expedie', 'arrive', 'arrive']);
  if (ageDays < 40) return random.pick(['arrive', 'remis', 'remis']);
  return random.chance(0.02) ? 'probleme' : 'remis';
}

/**
 * Parcels over the last twelve months with products, payments in every real status (including an
 * incoherent stored status), manifests in every status and commercial invoices.
 */
export function shipments(input: ShipmentSeedInput): ShipmentSeed {
  const { random, now, count, routes, categories, currencyOf, agentsByCountry } = input;
  const activeRoutes = routes.filter((r) => r.entreprise_id === 1);
  // Looked up once, not for each of the 10,000 parcels of the large seed.
  const currencyByRoute = new Map(activeRoutes.map((r) => [r.id, currencyOf(r.origin)]));
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const colis: DemoColis[] = [];
  // Each parcel's registration time, by id: the manifests sort by it.
  const registeredAt = new Float64Array(count + 1);
  const paiements: DemoPaiement[] = [];
  let produitId = 0;
  let paiementId = 0;

  for (let n = 1; n <= count; n += 1) {
    const route = random.chance(0.75) ? activeRoutes[0] : activeRoutes[1];
    const originCurrency = currencyByRoute.get(route.id) ?? 'CAD';
    // Recent months hold more parcels; the newest parcel is a few hours old.
    const ageDays = n === count ? 0.1 : Math.floor((random.next() ** 1.6) * 360);
    const createdAt = new Date(now.getTime() - ageDays * 86_400_000 - random.int(0, 36_000) * 1000);
    registeredAt[n] = createdAt.getTime();
    const statut = statusForAge(random, ageDays);
    const produits: DemoProduit[] = [];
    for (let wanted = random.int(1, 3); produits.length < wanted; ) {
      const item = random.pick(PRODUCT_CATALOGUE);
      const category = categoryById.get(item.categorie_id);
      const produit: DemoProduit = {
        id: (produitId += 1),
        nom: item.nom,
        description: '',
        quantite: random.int(1, 4),
        valeur_unitaire: declaredUnitValue(item.valeur[0] + random.next() * (item.valeur[1] - item.valeur[0]), route, originCurrency),
        // Scales weigh to 50 g: a unit weight may have two decimals (1,25 kg), the fee uses it as it is.
        poids_unitaire: round(Math.round((item.poids[0] + random.next() * (item.poids[1] - item.poids[0])) * 20) / 20, 2),
        categorie_id: item.categorie_id,
        longueur_cm: null,
        largeur_cm: null,
        hauteur_cm: null,
        nb_lignes: null,
      };
      if (category?.type_tarification === 'par_cbm') {
        produit.longueur_cm = random.int(40, 120);
        produit.largeur_cm = random.int(30, 80);
        produit.hauteur_cm = random.int(30, 90);
      }
      if (category?.type_tarification === 'par_ligne') produit.nb_lignes = random.int(1, 4);
      produits.push(produit);
    }
    const frais = feeOfParcel(produits, categoryById, route, originCurrency);
    const rabais = random.chance(0.15) ? roundForCurrency(frais * 0.1, originCurrency) : 0;
    const senderFirst = random.pick(FIRST_NAMES);
    const senderLast = random.pick(LAST_NAMES);
    const recipientFirst = random.pick(FIRST_NAMES);
    const recipientLast = random.pick(LAST_NAMES);
    const caPlace = random.pick(CA_CITIES);
    const quartier = random.pick(QUARTIERS);
    const fromCanada = route.origin === 'CA';
    const senderAddress: Record<string, string> = fromCanada
      ? { street: `${random.int(10, 9999)} ${random.pick(STREETS)}`, city: caPlace.city, province: caPlace.province, postal_code: caPlace.postal }
      : { quartier, commune: quartier, city: 'Conakry' };
    const agents = agentsByCountry[route.origin] ?? [1];
    const ownedByClient = n % 17 === 0;
    const proprietaire = ownedByClient ? input.client.id : random.pick(agents);
    const createdIso = iso(createdAt.getTime());
    const parcel: DemoColis = {
      id: n,
      numero_colis: numeroColis(createdAt, n),
      tracking_number: trackingCode(route, n),
      statut,
      statut_paiement: 'non_paye',
      expediteur_nom: senderLast,
      expediteur_prenom: senderFirst,
      expediteur_telephone: fromCanada ? joined('+1 514 555 ', String(1000 + (n % 9000)).slice(-4)) : joined('+224 62', n % 10, ' ', 10 + (n % 89), ' ', 10 + ((n * 7) % 89), ' ', 10 + ((n * 3) % 89)),
      expediteur_email: joined(emailName(senderFirst, senderLast), '@exemple.example'),
      expediteur_address_components: senderAddress,
      expediteur_adresse_complete: Object.values(senderAddress).join(', '),
      destinataire_nom: recipientLast,
      destinataire_prenom: recipientFirst,
      destinataire_telephone: fromCanada ? joined('+224 66', n % 10, ' ', 10 + (n % 89), ' ', 10 + ((n * 5) % 89), ' ', 10 + ((n * 11) % 89)) : joined('+1 438 555 ', String(2000 + (n % 7000)).slice(-4)),
      destinataire_email: joined(emailName(recipientFirst, recipientLast), n, '@exemple.example'),
      destinataire_quartier: fromCanada ? quartier : caPlace.city,
      description: random.chance(0.3) ? 'Colis fragile, manipuler avec soin' : '',
      route_id: route.id,
      bordereau_id: null,
      proprietaire_id: proprietaire,
      produits,
      frais_expedition: frais,
      rabais_applique: rabais,
      created_at: createdIso,
      updated_at: createdIso,
      historique: [{ date: createdIso, action: 'Colis enregistré', utilisateur: 'Agent' }],
    };
    // The customer account's parcels carry their name as the sender: they registered them at the counter.
    if (ownedByClient) Object.assign(parcel, input.client.sender);

    // Payments: older parcels are mostly paid; some partial, a few unpaid, one overpaid, one incoherent.
    const due = roundForCurrency(frais - rabais, originCurrency);
    const roll = random.next();
    const plan: 'none' | 'partial' | 'full' | 'over' =
      n % 97 === 5 ? 'over' : ageDays > 30 ? (roll < 0.8 ? 'full' : roll < 0.93 ? 'partial' : 'none') : roll < 0.35 ? 'full' : roll < 0.6 ? 'partial' : 'none';
    const amounts = plan === 'full' ? [due] : plan === 'partial' ? [roundForCurrency(due * 0.4, originCurrency)] : plan === 'over' ? [due, roundForCurrency(due * 0.1 + 1, originCurrency)] : [];
    for (const montant of amounts) {
      if (montant <= 0) continue;
      const methode = fromCanada ? random.pick(['especes', 'interac', 'square', 'especes']) : random.pick(['especes', 'mobile_money']);
      const paidAt = iso(after(createdAt.getTime(), random.int(0, 72) * HOUR_MS, now.getTime()));
      // Where the money was collected: card, Interac and Orange Money where the route starts; some
      // cash at the destination's counter (the recipient pays on collection), by that country's agents.
      const collectedAtDestination = !random.chance(0.85) && methode === 'especes';
      const pays = collectedAtDestination ? route.destination : route.origin;
      paiements.push({
        id: (paiementId += 1),
        colis_id: n,
        montant,
        devise: originCurrency,
        methode,
        statut: 'valide',
        date_creation: paidAt,
        date_paiement: paidAt,
        transaction_id: methode === 'especes' ? null : joined('TX-', String(n).padStart(6, '0'), '-', paiementId),
        reference_externe: methode === 'square' ? `SQ-${paiementId}` : null,
        notes: '',
        pays,
        agent_id: methode === 'square' ? null : random.pick(agentsByCountry[pays] ?? agents),
        client_email: parcel.expediteur_email,
      });
    }
    if (plan === 'partial' && n % 11 === 0) {
      // A refused or a pending online payment, so the accounting screens show every payment status;
      // its note says what happened to it.
      const at = iso(after(createdAt.getTime(), HOUR_MS, now.getTime()));
      const statut = random.chance(0.5) ? 'refuse' : 'en_attente';
      // An online method the route's origin offers: a card in Canada, Orange Money in Guinea.
      const methode = fromCanada ? 'square' : 'mobile_money';
      paiements.push({ id: (paiementId += 1), colis_id: n, montant: roundForCurrency(due * 0.3, originCurrency), devise: originCurrency, methode, statut, date_creation: at, date_paiement: null, transaction_id: `TX-R-${n}`, reference_externe: null, notes: PAYMENT_NOTES[methode][statut], pays: route.origin, agent_id: null, client_email: parcel.expediteur_email });
    }
    parcel.statut_paiement = plan === 'full' ? 'entierement_paye' : plan === 'over' ? 'entierement_paye' : plan === 'partial' ? 'partiellement_paye' : 'non_paye';
    // A stored status that disagrees with the payments: the real status must win, with a warning.
    if (n % 41 === 0 && (plan === 'partial' || plan === 'none')) parcel.statut_paiement = 'entierement_paye';
    colis.push(parcel);
  }

  const { bordereaux, counters: bordereauCounter } = manifests(input, colis, registeredAt);
  const factures = invoices(bordereaux, input.now);
  return {
    colis,
    paiements,
    bordereaux,
    factures,
    counters: { colis: count, produits: produitId, paiements: paiementId, bordereaux: bordereauCounter, factures: factures.length },
  };
}

/** Who signs the history entries of the seed: the agents of each country. */
const AGENT_NAMES: Record<number, string> = { 1: 'Awa Diallo', 2: 'Mamadou Bah', 3: 'Julie Tremblay', 4: 'Ibrahima Camara', 8: 'Kadiatou Barry', 9: 'Marc Roy' };
const agentName = (id: number | null) => (id ? (AGENT_NAMES[id] ?? 'Agent') : 'Agent');

/**
 * Manifests in every status, with a history that runs forward: a manifest is made after its last
 * parcel was registered, shipped when validated, its parcels arrive after that and are delivered
 * after arriving, and nothing happens after `now`.
 */
function manifests(input: ShipmentSeedInput, colis: DemoColis[], registeredAt: Float64Array): { bordereaux: DemoBordereau[]; counters: number } {
  const { now, agentsByCountry, receivingAgents, random } = input;
  const nowMs = now.getTime();
  const bordereaux: DemoBordereau[] = [];
  const statusOfManifest: Record<string, DemoBordereau['statut']> = { expedie: 'valide', arrive: 'arrive', remis: 'recu', probleme: 'arrive' };
  // Oldest first, so each manifest groups parcels registered close together; then by route and status.
  const oldestFirst = [...colis].sort((a, b) => registeredAt[a.id] - registeredAt[b.id]);
  const byRouteAndStatus = new Map<string, DemoColis[]>();
  for (const parcel of oldestFirst) {
    const key = `${parcel.route_id} ${parcel.statut}`;
    const members = byRouteAndStatus.get(key);
    if (members) members.push(parcel);
    else byRouteAndStatus.set(key, [parcel]);
  }
  for (const routeId of [1, 2]) {
    for (const parcelStatus of ['expedie', 'arrive', 'remis', 'probleme'] as const) {
      const members = byRouteAndStatus.get(`${routeId} ${parcelStatus}`) ?? [];
      for (let start = 0; start < members.length; start += 12) {
        const group = members.slice(start, start + 12);
        // Oldest first: the group's last parcel is its last registered.
        const lastRegistered = registeredAt[group[group.length - 1].id];
        const id = bordereaux.length + 1;
        const created = after(lastRegistered, random.int(2, 20) * HOUR_MS, nowMs);
        const shipped = after(created, random.int(4, 30) * HOUR_MS, nowMs);
        const origin = routeId === 1 ? 'CA' : 'GN';
        const statut = statusOfManifest[parcelStatus];
        const sender = random.pick(agentsByCountry[origin] ?? [1]);
        const receiver = statut === 'valide' ? null : random.pick(receivingAgents);
        const numero = `BRD-${new Date(created).getFullYear()}-${String(id).padStart(4, '0')}`;
        const shippedAction = `Colis expédié (bordereau ${numero})`;
        const arrivedAction = `Colis arrivé à destination (bordereau ${numero})`;
        let lastEvent = shipped;
        const arrived = statut === 'valide' ? null : after(shipped, random.int(4, 9) * DAY_MS, nowMs);
        // The manifest's departure and arrival are its parcels' too: their dates are written once.
        const shippedDate = iso(shipped);
        const arrivedDate = arrived === null ? null : iso(arrived);
        const senderName = agentName(sender);
        const receiverName = agentName(receiver);
        for (const parcel of group) {
          parcel.bordereau_id = id;
          // Each history is written whole, as long as it is (pushing would leave room for 17 entries).
          const registered = parcel.historique[0];
          const shippedEntry = { date: shippedDate, action: shippedAction, utilisateur: senderName };
          if (arrived === null || arrivedDate === null) {
            parcel.historique = [registered, shippedEntry];
            parcel.updated_at = shippedDate;
            continue;
          }
          const arrivedEntry = { date: arrivedDate, action: arrivedAction, utilisateur: receiverName };
          lastEvent = Math.max(lastEvent, arrived);
          if (parcelStatus === 'remis' || parcelStatus === 'probleme') {
            const time = parcelStatus === 'remis' ? after(arrived, random.int(2, 72) * HOUR_MS, nowMs) : after(arrived, 6 * HOUR_MS, nowMs);
            const date = iso(time);
            const action = parcelStatus === 'remis' ? 'Colis marqué comme remis' : 'Problème signalé : colis endommagé';
            parcel.historique = [registered, shippedEntry, arrivedEntry, { date, action, utilisateur: receiverName }];
            parcel.updated_at = date;
            if (parcelStatus === 'remis') lastEvent = Math.max(lastEvent, time);
          } else {
            parcel.historique = [registered, shippedEntry, arrivedEntry];
            parcel.updated_at = arrivedDate;
          }
        }
        bordereaux.push({
          id,
          numero_bordereau: numero,
          statut,
          notes: '',
          colis_ids: group.map((c) => c.id),
          route_id: routeId,
          agent_expediteur_id: sender,
          agent_receveur_id: receiver,
          created_at: iso(created),
          updated_at: iso(lastEvent),
          date_envoi: shippedDate,
        });
      }
    }
  }
  // Registered parcels: two drafts of two parcels each, and a validated manifest whose parcels
  // stayed enregistre (the inconsistency the correction action repairs). The rest stay ready.
  const ready = colis.filter((c) => c.statut === 'enregistre' && c.route_id === 1);
  const make = (statut: DemoBordereau['statut'], members: DemoColis[], notes: string) => {
    if (members.length === 0) return;
    const id = bordereaux.length + 1;
    const lastRegistered = Math.max(...members.map((c) => new Date(c.created_at).getTime()));
    const created = after(lastRegistered, HOUR_MS, nowMs);
    const shipped = statut === 'brouillon' ? null : after(created, HOUR_MS, nowMs);
    const numero = `BRD-${new Date(created).getFullYear()}-${String(id).padStart(4, '0')}`;
    bordereaux.push({
      id,
      numero_bordereau: numero,
      statut,
      notes,
      colis_ids: members.map((c) => c.id),
      route_id: 1,
      agent_expediteur_id: agentsByCountry.CA?.[0] ?? 1,
      agent_receveur_id: null,
      created_at: iso(created),
      updated_at: iso(shipped ?? created),
      date_envoi: shipped === null ? null : iso(shipped),
    });
    members.forEach((c) => (c.bordereau_id = id));
  };
  make('brouillon', ready.slice(0, 2), 'Départ prévu vendredi');
  make('brouillon', ready.slice(2, 4), '');
  make('valide', ready.slice(4, 6), 'Statuts à corriger');
  return { bordereaux, counters: bordereaux.length };
}

function invoices(bordereaux: DemoBordereau[], now: Date): DemoFacture[] {
  const shipped = bordereaux.filter((b) => b.statut !== 'brouillon' && b.route_id === 1).slice(0, 3);
  if (shipped.length < 2) return [];
  // An invoice is made after its manifest left, and validated after it was made.
  const madeAfter = (manifest: DemoBordereau, days: number) => after(new Date(manifest.date_envoi ?? manifest.created_at).getTime(), days * DAY_MS, now.getTime());
  const first = madeAfter(shipped[0], 1);
  return [
    {
      id: 1,
      numero_facture: `FC-${now.getFullYear()}-0001`,
      statut: 'validee',
      agent_createur_id: 3,
      bordereau_ids: [shipped[0].id],
      lignes: [
        { categorie: 'Électronique', quantite_totale: 6, poids_total: 4.2, valeur_unitaire_convertie: 95, valeur_totale_convertie: 399 },
        { categorie: 'Vêtements', quantite_totale: 10, poids_total: 6.5, valeur_unitaire_convertie: 12.5, valeur_totale_convertie: 81.25 },
      ],
      remarques: 'Marchandises personnelles, sans valeur commerciale.',
      devise_operation: 'CAD',
      date_creation: iso(first),
      date_validation: iso(after(first, DAY_MS, now.getTime())),
    },
    {
      id: 2,
      numero_facture: `FC-${now.getFullYear()}-0002`,
      statut: 'brouillon',
      agent_createur_id: 1,
      bordereau_ids: [shipped[1].id],
      lignes: [{ categorie: 'Alimentation', quantite_totale: 8, poids_total: 40, valeur_unitaire_convertie: 3.2, valeur_totale_convertie: 128 }],
      remarques: '',
      devise_operation: 'CAD',
      date_creation: iso(madeAfter(shipped[1], 1)),
      date_validation: null,
    },
  ];
}

/**
 * A second company's parcels (Sahel Express, France → Sénégal in euros and Sénégal → France in CFA
 * francs): registered, two unpaid in France, two sent from Dakar, one of them paid in cash there
 * (XOF) and one partly. They prove that staff and customers of another company never read them,
 * and that every screen works in other currencies than CAD and GNF.
 */
export function otherCompanyParcels(input: {
  now: Date;
  routes: DemoRoute[];
  categories: DemoCategorie[];
  currencyOf: (iso2: string) => string;
  ownerId: number;
  /** Who collects the cash at each country's counter, by ISO code. */
  agents: Record<string, { id: number; nom: string }>;
  firstId: number;
  firstProduitId: number;
  firstPaiementId: number;
}): { colis: DemoColis[]; paiements: DemoPaiement[] } {
  const { now, routes, categories, currencyOf, ownerId, agents, firstId, firstProduitId, firstPaiementId } = input;
  const fromFrance = routes.find((r) => r.origin === 'FR');
  const fromSenegal = routes.find((r) => r.origin === 'SN');
  const people = [
    { route: fromFrance, prenom: 'Awa', nom: 'Ndiaye', telephone: '+33 6 12 34 56 10', address: { address_full: '12 rue de la République', city: 'Lyon' }, destinataire: ['Moussa', 'Fall', 'Plateau', '+221 77 123 45 60'], produit: ['Vêtements pour enfants', 3, 20, 0.5, 'Vêtements'], paye: 'rien' },
    { route: fromFrance, prenom: 'Claire', nom: 'Martin', telephone: '+33 6 12 34 56 11', address: { address_full: '13 rue de la République', city: 'Marseille' }, destinataire: ['Aminata', 'Sarr', 'Médina', '+221 77 123 45 61'], produit: ['Vêtements pour enfants', 3, 20, 0.5, 'Vêtements'], paye: 'rien' },
    { route: fromSenegal, prenom: 'Ousmane', nom: 'Diop', telephone: '+221 77 450 12 12', address: { quartier: 'Plateau', city: 'Dakar' }, destinataire: ['Léa', 'Dubois', '', '+33 6 98 76 54 32'], produit: ['Tissus wax', 4, 15_000, 1.5, 'Vêtements'], paye: 'tout' },
    { route: fromSenegal, prenom: 'Fatou', nom: 'Sy', telephone: '+221 76 330 40 40', address: { quartier: 'Médina', city: 'Dakar' }, destinataire: ['Paul', 'Girard', '', '+33 7 11 22 33 44'], produit: ['Thé et bissap', 5, 3_000, 2, 'Alimentation'], paye: 10_000 },
  ] as const;
  const colis: DemoColis[] = [];
  const paiements: DemoPaiement[] = [];
  people.forEach((person, index) => {
    const route = person.route;
    if (!route) return;
    const id = firstId + index;
    const createdIso = new Date(now.getTime() - (index + 1) * 86_400_000).toISOString();
    const paidIso = new Date(now.getTime() - (index + 1) * 86_400_000 + 3_600_000).toISOString();
    const [nom, quantite, valeur, poids, categoryName] = person.produit;
    const category = categories.find((c) => c.nom === categoryName);
    const produit = { id: firstProduitId + index, nom, description: '', quantite, valeur_unitaire: valeur, poids_unitaire: poids, categorie_id: category?.id ?? null, longueur_cm: null, largeur_cm: null, hauteur_cm: null, nb_lignes: null };
    const frais = category ? productFee(produit, { type_tarification: category.type_tarification, prix_unitaire: categoryPriceFor(category, route, currencyOf(route.origin)) }) : 0;
    const montant = person.paye === 'tout' ? frais : person.paye === 'rien' ? 0 : person.paye;
    const paid = montant >= frais ? 'entierement_paye' : montant > 0 ? 'partiellement_paye' : 'non_paye';
    colis.push({
      id,
      numero_colis: numeroColis(new Date(createdIso), id),
      tracking_number: trackingCode(route, id),
      statut: 'enregistre',
      statut_paiement: paid,
      expediteur_nom: person.nom,
      expediteur_prenom: person.prenom,
      expediteur_telephone: person.telephone,
      expediteur_email: `${person.prenom}.${person.nom}@exemple.example`.toLowerCase(),
      expediteur_address_components: person.address,
      expediteur_adresse_complete: Object.values(person.address).join(', '),
      destinataire_prenom: person.destinataire[0],
      destinataire_nom: person.destinataire[1],
      destinataire_telephone: person.destinataire[3],
      destinataire_email: '',
      destinataire_quartier: person.destinataire[2],
      description: '',
      route_id: route.id,
      bordereau_id: null,
      proprietaire_id: ownerId,
      produits: [produit],
      frais_expedition: roundForCurrency(frais, currencyOf(route.origin)),
      rabais_applique: 0,
      created_at: createdIso,
      updated_at: montant > 0 ? paidIso : createdIso,
      historique: [
        { date: createdIso, action: 'Colis enregistré', utilisateur: 'Cheikh Ndiaye' },
        ...(montant > 0 ? [{ date: paidIso, action: 'Paiement manuel enregistré (Espèces)', utilisateur: agents[route.origin]?.nom ?? 'Agent' }] : []),
      ],
    });
    if (montant > 0) {
      paiements.push({
        id: firstPaiementId + paiements.length,
        colis_id: id,
        montant: roundForCurrency(montant, currencyOf(route.origin)),
        devise: currencyOf(route.origin),
        methode: 'especes',
        statut: 'valide',
        date_creation: paidIso,
        date_paiement: paidIso,
        transaction_id: `DKR-${String(id).padStart(5, '0')}`,
        reference_externe: null,
        notes: '',
        pays: route.origin,
        agent_id: agents[route.origin]?.id ?? null,
        client_email: null,
      });
    }
  });
  return { colis, paiements };
}
