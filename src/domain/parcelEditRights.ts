/**
 * Who may change what on a parcel, following its state (spec 001 sections 3 and 6: the edit-rights
 * entity). The demo server computes it with this function; the edit screen only reads the result.
 */
import { can, refusalMessage, type PermissionSubject } from './permissions';

export const PERSONAL_FIELDS = [
  'expediteur_nom',
  'expediteur_prenom',
  'expediteur_telephone',
  'expediteur_email',
  'expediteur_adresse_complete',
  'destinataire_nom',
  'destinataire_prenom',
  'destinataire_telephone',
  'destinataire_email',
  'destinataire_quartier',
] as const;

export const TECHNICAL_FIELDS = ['produits', 'poids', 'description', 'rabais_applique'] as const;

export interface EditRights {
  peut_modifier_informations_personnelles: boolean;
  peut_modifier_informations_techniques: boolean;
  champs_modifiables: { informations_personnelles: string[]; informations_techniques: string[] };
  restrictions: string[];
  etat: { bordereau_associe: boolean; bordereau_numero: string | null; bordereau_statut: string | null };
}

export interface EditRightsInput {
  statut: string;
  bordereau: { numero_bordereau: string; statut: string } | null;
  /** Fully paid (its real payment status): its products and fees are settled. */
  paye?: boolean;
}

export const DELIVERED_RESTRICTION = 'Ce colis a été livré au destinataire : il ne peut plus être modifié.';

export function shippedRestriction(bordereau: string | null): string {
  return bordereau
    ? `Le colis fait partie du bordereau ${bordereau}, déjà validé : les produits, le poids et les frais ne peuvent plus être modifiés.`
    : 'Le colis a quitté l’agence : les produits, le poids et les frais ne peuvent plus être modifiés.';
}

export const PAID_RESTRICTION = 'Ce colis est entièrement payé : ses produits, son poids et ses frais ne peuvent plus être modifiés.';

export function draftRestriction(bordereau: string): string {
  return `Le colis est dans le bordereau brouillon ${bordereau} : une modification des produits change le total du bordereau.`;
}

/**
 * - delivered (remis): nothing at all;
 * - in a validated manifest (valide, arrive, recu) or already on its way: sender and recipient
 *   details only, nothing technical;
 * - fully paid: sender and recipient details only (what was paid for stays as it was);
 * - registered, alone or in a draft manifest, not fully paid: everything (a draft gets a warning).
 */
export function editRights({ statut, bordereau, paye = false }: EditRightsInput): EditRights {
  const etat = {
    bordereau_associe: bordereau !== null,
    bordereau_numero: bordereau?.numero_bordereau ?? null,
    bordereau_statut: bordereau?.statut ?? null,
  };
  if (statut === 'remis') {
    return {
      peut_modifier_informations_personnelles: false,
      peut_modifier_informations_techniques: false,
      champs_modifiables: { informations_personnelles: [], informations_techniques: [] },
      restrictions: [DELIVERED_RESTRICTION],
      etat,
    };
  }
  const manifestLocked = bordereau !== null && bordereau.statut !== 'brouillon';
  if (manifestLocked || statut !== 'enregistre' || paye) {
    return {
      peut_modifier_informations_personnelles: true,
      peut_modifier_informations_techniques: false,
      champs_modifiables: { informations_personnelles: [...PERSONAL_FIELDS], informations_techniques: [] },
      restrictions: [manifestLocked || statut !== 'enregistre' ? shippedRestriction(bordereau?.numero_bordereau ?? null) : PAID_RESTRICTION],
      etat,
    };
  }
  return {
    peut_modifier_informations_personnelles: true,
    peut_modifier_informations_techniques: true,
    champs_modifiables: { informations_personnelles: [...PERSONAL_FIELDS], informations_techniques: [...TECHNICAL_FIELDS] },
    restrictions: bordereau ? [draftRestriction(bordereau.numero_bordereau)] : [],
    etat,
  };
}

/** The fields of a change the rights refuse (empty when the change is allowed). */
export function refusedFields(rights: EditRights, changed: readonly string[]): string[] {
  const allowed = new Set([...rights.champs_modifiables.informations_personnelles, ...rights.champs_modifiables.informations_techniques]);
  return changed.filter((field) => !allowed.has(field));
}

/**
 * The parcel's rights narrowed to what the user's role allows (the capability matrix): a role that
 * may not edit gets everything locked, with the reason first among the restrictions.
 */
export function editRightsFor(user: PermissionSubject | null | undefined, input: EditRightsInput): EditRights {
  const rights = editRights(input);
  const personal = can(user, 'colis.edit_personal');
  const technical = can(user, 'colis.edit_technical');
  if (personal && technical) return rights;
  const refused = [...(personal ? [] : [refusalMessage('colis.edit_personal')]), ...(technical ? [] : [refusalMessage('colis.edit_technical')])];
  return {
    ...rights,
    peut_modifier_informations_personnelles: rights.peut_modifier_informations_personnelles && personal,
    peut_modifier_informations_techniques: rights.peut_modifier_informations_techniques && technical,
    champs_modifiables: {
      informations_personnelles: personal ? rights.champs_modifiables.informations_personnelles : [],
      informations_techniques: technical ? rights.champs_modifiables.informations_techniques : [],
    },
    restrictions: [...refused, ...rights.restrictions],
  };
}
