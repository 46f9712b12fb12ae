import { DEFAULT_COMPANY_SETTINGS, manifestDues, unpaidDeliveryRefusal, type CompanySettings, type ManifestDues } from '../domain/handover';
import { recipientName } from '../domain/people';
import { getDb } from './db/store';
import type { DemoBordereau, DemoColis } from './db/types';
import { parcelAmounts, routeById } from './serializers';
import { realStatusOf } from './realPaymentStatus';

/** Issue #32 in the demo backend: a company's settings, a manifest's dues, the refusal of an unpaid delivery. */

export function companySettingsOf(entrepriseId: number): CompanySettings {
  return { ...DEFAULT_COMPANY_SETTINGS, ...getDb().enterprises.find((e) => e.id === entrepriseId)?.parametres };
}

/** A parcel's real payment status with its currency: what every handover rule reads. */
function owedOf(colis: DemoColis) {
  return { ...realStatusOf(colis), devise: parcelAmounts(colis).base };
}

/** The French reason a parcel may not be delivered (its company forbids delivering it unpaid), or null. */
export function unpaidDeliveryRefusalOf(colis: DemoColis): string | null {
  return unpaidDeliveryRefusal(companySettingsOf(routeById(colis.route_id).entreprise_id), owedOf(colis));
}

/** The manifest's parcels that still owe something, from their real payment status. */
export function duesOfManifest(manifest: DemoBordereau): ManifestDues {
  const ids = new Set(manifest.colis_ids);
  return manifestDues(
    getDb()
      .colis.filter((colis) => ids.has(colis.id))
      .map((colis) => ({ id: colis.id, numero_colis: colis.numero_colis, destinataire: recipientName(colis), statut: owedOf(colis) })),
  );
}
