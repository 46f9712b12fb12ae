import type { DemoDb, SeedKind } from '../db/types';
import { createRandom } from './random';
import { addressSchemas, categories, countries, enterprises, roles, routes, sites, users } from './reference';
import { otherCompanyParcels, shipments } from './shipments';
import { numberSeededReceipts } from '../receipts';

/** Bumped when the shape or the content of the store changes, so an old save in a browser is replaced (3: a history that runs forward, declared values in the route currency; 4: payments collected where their method and agent are; 5: a custom role belongs to its company; 6: Sahel Express's return route, categories, XOF payments, support lines per country and card-provider currency; 7: access requests addressed to a company or the platform, the journal of sensitive changes; 8: receipt numbers of the validated payments). */
export const SEED_VERSION = 8;

/** TransAtlantique Colis's parcels; Sahel Express (a second company) has four more of its own. */
export const STANDARD_PARCEL_COUNT = 160;
export const LARGE_PARCEL_COUNT = 10_000;

const CLIENT_ID = 6;
const SAHEL_ID = 2;
const SAHEL_ADMIN_ID = 11;
const SAHEL_DAKAR_AGENT_ID = 12;

export function buildSeed(kind: SeedKind = 'standard', now: Date = new Date()): DemoDb {
  const random = createRandom(20_261_121);
  const countryList = countries();
  const userList = users(now);
  const roleList = roles();
  const categoryList = categories();
  const routeList = routes(now);
  const currencyOf = (iso2: string) => countryList.find((c) => c.code_iso2 === iso2)?.devise_code ?? '';
  const agentsByCountry: Record<string, number[]> = { CA: [3, 9], GN: [4, 8] };
  const receivingAgents = userList.filter((u) => {
    const role = roleList.find((r) => r.id === u.role_id);
    return u.entreprise_id === 1 && u.is_active && role && ['admin', 'manager', 'agent_logistique'].includes(role.type_role);
  });
  const shipped = shipments({
    random,
    now,
    count: kind === 'large' ? LARGE_PARCEL_COUNT : STANDARD_PARCEL_COUNT,
    routes: routeList,
    currencyOf,
    categories: categoryList,
    agentsByCountry,
    client: { id: CLIENT_ID, sender: { expediteur_prenom: 'Fatoumata', expediteur_nom: 'Sow', expediteur_email: 'client@exemple.example', expediteur_telephone: '+1 438 555 0106' } },
    receivingAgents: receivingAgents.map((u) => u.id),
  });
  const sahel = otherCompanyParcels({
    now,
    routes: routeList.filter((r) => r.entreprise_id === SAHEL_ID),
    categories: categoryList.filter((c) => c.entreprise_id === SAHEL_ID),
    currencyOf,
    ownerId: SAHEL_ADMIN_ID,
    agents: { FR: { id: SAHEL_ADMIN_ID, nom: 'Cheikh Ndiaye' }, SN: { id: SAHEL_DAKAR_AGENT_ID, nom: 'Mariama Ba' } },
    firstId: shipped.counters.colis + 1,
    firstProduitId: shipped.counters.produits + 1,
    firstPaiementId: shipped.counters.paiements + 1,
  });
  const db: DemoDb = {
    version: SEED_VERSION,
    seed: kind,
    countries: countryList,
    addressSchemas: addressSchemas(),
    enterprises: enterprises(now),
    routes: routeList,
    roles: roleList,
    sites: sites(),
    users: userList,
    loginAttempts: {},
    categories: categoryList,
    colis: [...shipped.colis, ...sahel.colis],
    paiements: [...shipped.paiements, ...sahel.paiements],
    checkouts: [],
    bordereaux: shipped.bordereaux,
    factures: shipped.factures,
    demandesAcces: [
      { id: 1, prenom: 'Moussa', nom: 'Kouyaté', email: 'moussa.kouyate@exemple.example', telephone: '+224 620 11 22 33', role_demande: 'agent_guinee', pays_operation: 'guinee', entreprise_id: 1, statut: 'en_attente', created_at: new Date(now.getTime() - 86_400_000).toISOString() },
    ],
    journal: [],
    counters: {
      ...shipped.counters,
      colis: shipped.counters.colis + sahel.colis.length,
      produits: shipped.counters.produits + sahel.colis.length,
      paiements: shipped.counters.paiements + sahel.paiements.length,
      users: userList.length,
      categories: categoryList.length,
      routes: routeList.length,
      roles: roleList.length,
      sites: 3,
      demandesAcces: 1,
    },
  };
  numberSeededReceipts(db);
  return db;
}
