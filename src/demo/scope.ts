import { getDb } from './db/store';
import type { DemoColis, DemoPaiement, DemoUser } from './db/types';
import { fail, roleOf } from './http';

/**
 * Object-level access of the demo server, written once: staff read their own company's rows, a
 * customer reads the parcels they own (`proprietaire_id`, their account) and those parcels'
 * payments. Anything else answers 404, so its existence is not revealed.
 */

export function isCustomer(user: DemoUser): boolean {
  return !user.is_superuser && roleOf(user) === null;
}

export function enterpriseRouteIds(entrepriseId: number): Set<number> {
  return new Set(getDb().routes.filter((r) => r.entreprise_id === entrepriseId).map((r) => r.id));
}

/** Whether `user` may read a parcel: the company's parcels for staff, their own for a customer. */
export function parcelScope(user: DemoUser): (colis: DemoColis) => boolean {
  if (isCustomer(user)) return (colis) => colis.proprietaire_id === user.id;
  const routeIds = enterpriseRouteIds(user.entreprise_id);
  return (colis) => routeIds.has(colis.route_id);
}

export function visibleParcels(user: DemoUser): DemoColis[] {
  return getDb().colis.filter(parcelScope(user));
}

export const PARCEL_NOT_FOUND = 'Colis introuvable.';

/** A parcel the user may read, else 404. */
export function findParcel(user: DemoUser, rawId: unknown, notFound: Record<string, unknown> = { detail: PARCEL_NOT_FOUND }): DemoColis {
  const colis = getDb().colis.find((c) => c.id === Number(rawId));
  if (!colis || !parcelScope(user)(colis)) return fail(404, notFound);
  return colis;
}

/** A payment whose parcel the user may read, else 404. */
export function findPayment(user: DemoUser, rawId: unknown): DemoPaiement {
  const paiement = getDb().paiements.find((p) => p.id === Number(rawId));
  const colis = paiement ? getDb().colis.find((c) => c.id === paiement.colis_id) : undefined;
  if (!paiement || !colis || !parcelScope(user)(colis)) return fail(404, { detail: 'Paiement non trouvé.' });
  return paiement;
}

/** The company's users: the enterprise a staff member manages. */
export function colleagueIds(user: DemoUser): Set<number> {
  return new Set(getDb().users.filter((u) => u.entreprise_id === user.entreprise_id).map((u) => u.id));
}

/** The company's customer account with this e-mail: a parcel registered for that sender becomes theirs. */
export function customerBySenderEmail(entrepriseId: number, email: string): DemoUser | undefined {
  const wanted = email.trim().toLowerCase();
  if (!wanted) return undefined;
  return getDb().users.find((u) => u.entreprise_id === entrepriseId && u.is_active && u.role_id === null && !u.is_superuser && u.email.toLowerCase() === wanted);
}
