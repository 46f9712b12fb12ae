import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/demo/db/store';
import { publicTrackingAnswer } from '../../src/demo/publicTracking';
import { realStatusOf } from '../../src/demo/realPaymentStatus';
import type { DemoColis } from '../../src/demo/db/types';

/** An unpaid parcel of the seed, turned into one whose only product has no category: fee 0, nothing paid. */
function parcelWithoutFee(): DemoColis {
  const db = getDb();
  const colis = db.colis.find((c) => c.statut_paiement === 'non_paye' && !db.paiements.some((p) => p.colis_id === c.id));
  if (!colis) throw new Error('colis non payé attendu dans les données de démonstration');
  colis.produits = [{ ...colis.produits[0], nom: 'Lotion', categorie_id: null }];
  colis.frais_expedition = 0;
  colis.rabais_applique = 0;
  return colis;
}

describe('an unpaid parcel whose fee is missing is never « Entièrement payé »', () => {
  it('its real status is « Non payé », with its fees flagged incomplete', () => {
    expect(realStatusOf(parcelWithoutFee())).toMatchObject({ statut_reel: 'non_paye', statut_display: 'Non payé', est_entierement_paye: false, frais_incomplets: true });
  });

  it('/suivi says « Non payé »', () => {
    const colis = parcelWithoutFee();
    expect(publicTrackingAnswer(colis.tracking_number).body).toMatchObject({ statut_paiement: 'non_paye', statut_paiement_display: 'Non payé' });
  });
});
