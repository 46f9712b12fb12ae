import { getDb } from '../../src/demo/db/store';
import type { DemoColis } from '../../src/demo/db/types';
import { parcelAmounts } from '../../src/demo/serializers';

/**
 * Sets what a manifest's parcels owe, whatever the seed drew: the first `owing` parcels with a fee
 * owe it whole (their payments removed), every other parcel owes nothing (its discount equals its
 * fee). Returns the owing parcels with their rest in their own currency.
 */
export function manifestOwing(colisIds: readonly number[], owing: number): { colis: DemoColis; reste: number; devise: string }[] {
  const db = getDb();
  const parcels = db.colis.filter((c) => colisIds.includes(c.id));
  db.paiements = db.paiements.filter((p) => !colisIds.includes(p.colis_id));
  const chosen = parcels.filter((c) => c.frais_expedition - c.rabais_applique > 0).slice(0, owing);
  if (chosen.length < owing) throw new Error(`the manifest has fewer than ${owing} parcels with a fee`);
  for (const parcel of parcels) if (!chosen.includes(parcel)) parcel.rabais_applique = parcel.frais_expedition;
  return chosen.map((colis) => ({ colis, reste: parcelAmounts(colis).total, devise: parcelAmounts(colis).base }));
}
