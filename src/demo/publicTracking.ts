import { parcelStatusLabel, STATUS_ACTIONS, TIMELINE_DESCRIPTIONS, TIMELINE_LABELS, TIMELINE_STEPS, timelineProgress } from '../domain/parcelStatus';
import { bordereauStatusLabel } from '../domain/manifestStatus';
import { REAL_PAYMENT_STATUS_LABELS } from '../domain/paymentStatus';
import { getDb } from './db/store';
import type { DemoColis } from './db/types';
import { realStatusOf } from './realPaymentStatus';
import { countryByIso, parcelAmounts } from './serializers';

/** The public page knows three payment statuses; the real status (one shared rule) is folded onto them. */
const PUBLIC_PAYMENT_STATUS = { non_paye: 'non_paye', partiellement_paye: 'partiellement_paye', entierement_paye: 'entierement_paye', trop_paye: 'entierement_paye', gratuit: 'entierement_paye' } as const;

/** How the history names a parcel's arrival (by its detail page or its manifest) and its delivery. */
const STEP_ENTRIES: Record<string, readonly string[]> = {
  arrive: [STATUS_ACTIONS.expedie?.success ?? '', 'Colis arrivé à destination'],
  remis: [STATUS_ACTIONS.arrive?.success ?? ''],
};

/** Dates of the timeline: registration, manifest departure, then the history of the moves. */
function stepDate(colis: DemoColis, step: string, departure: string | null): string | null {
  if (step === 'enregistre') return colis.created_at;
  if (step === 'expedie') return departure;
  const names = (STEP_ENTRIES[step] ?? []).filter(Boolean);
  return colis.historique.find((entry) => names.some((name) => entry.action.startsWith(name)))?.date ?? null;
}

/** A family name as a public page shows it: its initial ('Sow' → 'S.'). */
export function maskedFamilyName(nom: string): string {
  const initial = nom.trim().charAt(0).toUpperCase();
  return initial ? `${initial}.` : '';
}

export interface PublicTrackingAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * `GET /api/shipments/suivi/?tracking_number=…` on the demo store, without MSW: the public tracking
 * page's slim demo path uses it directly, the handler wraps it. By tracking code only (the parcel
 * number is sequential: it would let anyone step through every parcel), and it shows what a
 * courier's public tracking shows (docs/decisions.md): the statuses, the countries, the sender's
 * city, first names with the family name's initial; no phone, no address, no neighbourhood.
 */
export function publicTrackingAnswer(trackingNumber: string | null): PublicTrackingAnswer {
  const value = (trackingNumber ?? '').trim().toUpperCase();
  if (!value) return { status: 400, body: { success: false, detail: 'Veuillez entrer un numéro de suivi' } };
  const db = getDb();
  const colis = db.colis.find((c) => c.tracking_number.toUpperCase() === value);
  if (!colis) return { status: 404, body: { success: false, detail: 'Colis non trouvé' } };
  const amounts = parcelAmounts(colis);
  const origin = countryByIso(amounts.route.origin);
  const destination = countryByIso(amounts.route.destination);
  const paymentStatus = PUBLIC_PAYMENT_STATUS[realStatusOf(colis).statut_reel];
  const bordereau = colis.bordereau_id ? (db.bordereaux.find((b) => b.id === colis.bordereau_id) ?? null) : null;
  const departure = bordereau && bordereau.statut !== 'brouillon' ? bordereau.date_envoi : null;
  const progress = timelineProgress(colis.statut);
  const enterprise = db.enterprises.find((e) => e.id === amounts.route.entreprise_id);
  const city = colis.expediteur_address_components.city ?? colis.expediteur_address_components.ville ?? null;
  return {
    status: 200,
    body: {
      success: true,
      tracking_number: colis.tracking_number,
      numero_colis: colis.numero_colis,
      statut: colis.statut,
      statut_display: parcelStatusLabel(colis.statut),
      statut_paiement: paymentStatus,
      statut_paiement_display: REAL_PAYMENT_STATUS_LABELS[paymentStatus],
      route: {
        pays_origine: { code: origin.code_iso2, nom: origin.nom, flag: origin.flag_emoji },
        pays_destination: { code: destination.code_iso2, nom: destination.nom, flag: destination.flag_emoji },
      },
      poids: amounts.poids,
      nombre_produits: colis.produits.length,
      montant_total: amounts.total,
      devise: amounts.base,
      date_enregistrement: colis.created_at,
      expediteur: { prenom: colis.expediteur_prenom, nom: maskedFamilyName(colis.expediteur_nom), ville: city },
      destinataire: { prenom: colis.destinataire_prenom, nom: maskedFamilyName(colis.destinataire_nom), quartier: null, telephone: null },
      timeline: TIMELINE_STEPS.map((etape, index) => {
        const completed = index < progress;
        return { etape, label: TIMELINE_LABELS[etape], description: TIMELINE_DESCRIPTIONS[etape], date: completed ? stepDate(colis, etape, departure) : null, completed };
      }),
      bordereau: bordereau && bordereau.statut !== 'brouillon' ? { numero: bordereau.numero_bordereau, date_envoi: bordereau.date_envoi, statut_display: bordereauStatusLabel(bordereau.statut) } : null,
      entreprise: { nom: enterprise?.nom ?? 'Gestion des Colis', email_support: enterprise?.email_support ?? '' },
    },
  };
}

