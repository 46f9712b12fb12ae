import type { DemoDb, SeedKind } from '../db/types';
import { createRandom } from './random';
import { addressSchemas, categories, countries, enterprises, roles, routes, sites, users } from './reference';
import { shipments } from './shipments';

/** Bumped when the shape of the store changes, so an old save in a browser is replaced. */
export const SEED_VERSION = 1;

export const STANDARD_PARCEL_COUNT = 160;
export const LARGE_PARCEL_COUNT = 10_000;

export function buildSeed(kind: SeedKind = 'standard', now: Date = new Date()): DemoDb {
  const random = createRandom(20_261_121);
  const countryList = countries();
  const userList = users(now);
  const roleList = roles();
  const categoryList = categories();
  const routeList = routes(now);
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
    currencyOf: (iso2) => countryList.find((c) => c.code_iso2 === iso2)?.devise_code ?? 'CAD',
    categories: categoryList,
    agentsByCountry,
    clientId: 6,
    receivingAgents: receivingAgents.map((u) => u.id),
  });
  return {
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
    colis: shipped.colis,
    paiements: shipped.paiements,
    checkouts: [],
    bordereaux: shipped.bordereaux,
    factures: shipped.factures,
    demandesAcces: [
      { id: 1, prenom: 'Moussa', nom: 'Kouyaté', email: 'moussa.kouyate@exemple.example', telephone: '+224 620 11 22 33', role_demande: 'agent_guinee', pays_operation: 'guinee', statut: 'en_attente', created_at: new Date(now.getTime() - 86_400_000).toISOString() },
    ],
    counters: {
      ...shipped.counters,
      users: userList.length,
      categories: categoryList.length,
      routes: routeList.length,
      roles: roleList.length,
      sites: 3,
      demandesAcces: 1,
    },
  };
}
