import type { ColisDetail } from '../../dataProvider/contract/colis';
import { formatNumberInput } from '../../domain/format';
import type { ParcelPartyFields } from '../../domain/wizardValidation';
import { typedValue } from '../../domain/numbers';
import { fieldMessages, formSchemaOf } from '../../domain/schemas/fields';
import { parcelEditFields } from '../../domain/schemas/parcels';

/** The edit screen's form values (numbers written the French way: '63 000', '14,19'), its checks and the PATCH body of what changed. */

/** A typed number, read by the one number reader; NaN when empty or unreadable. */
const num = (text: string) => typedValue(text) ?? Number.NaN;

export interface ProductValues {
  id?: number;
  /** Stable key of a product on screen (its id, or a new one's own key): not sent. */
  key: string;
  nom_produit: string;
  quantite: string;
  valeur_estimee_individuelle: string;
  poids_unitaire: string;
  categorie_produit: number | null;
  /** The saved category's name, shown until the categories' prices are read: not sent. */
  categorie_nom?: string | null;
  description: string;
  /** Read by a per-volume (par_cbm) category: the three dimensions in cm. */
  longueur_cm: string;
  largeur_cm: string;
  hauteur_cm: string;
  /** Read by a per-line (par_ligne) category. */
  nb_lignes: string;
}

/** A product added on the edit screen: one unit, nothing else typed yet. */
export function newProduct(key: string): ProductValues {
  return { key, nom_produit: '', quantite: '1', valeur_estimee_individuelle: '', poids_unitaire: '', categorie_produit: null, description: '', longueur_cm: '', largeur_cm: '', hauteur_cm: '', nb_lignes: '' };
}

export interface EditValues extends ParcelPartyFields {
  expediteur_adresse_complete: string;
  description: string;
  rabais_applique: string;
  produits: ProductValues[];
}

export type EditErrors = Partial<Record<string, string>>;

export const SENDER_FIELDS = [
  { key: 'expediteur_nom', label: 'Nom', required: true },
  { key: 'expediteur_prenom', label: 'Prénom', required: true },
  { key: 'expediteur_telephone', label: 'Téléphone', required: true, type: 'tel' },
  { key: 'expediteur_email', label: 'Email', type: 'email' },
  { key: 'expediteur_adresse_complete', label: 'Adresse complète', multiline: true },
] as const;

export const RECIPIENT_FIELDS = [
  { key: 'destinataire_nom', label: 'Nom', required: true },
  { key: 'destinataire_prenom', label: 'Prénom', required: true },
  { key: 'destinataire_telephone', label: 'Téléphone', required: true, type: 'tel' },
  { key: 'destinataire_email', label: 'Email', type: 'email' },
  { key: 'destinataire_quartier', label: 'Quartier' },
] as const;

export type PersonalKey = (typeof SENDER_FIELDS)[number]['key'] | (typeof RECIPIENT_FIELDS)[number]['key'];

/** The edit screen's tabs: sender, recipient, products and fees. */
export type EditTab = 0 | 1 | 2;

/** The tab holding a field (an error's key), or null for an error of no field. */
export function tabOfField(key: string): EditTab | null {
  if (SENDER_FIELDS.some((field) => field.key === key)) return 0;
  if (RECIPIENT_FIELDS.some((field) => field.key === key)) return 1;
  if (key === 'description' || key === 'rabais_applique' || key === 'produits' || key.startsWith('produits.')) return 2;
  return null;
}

/** The tabs holding at least one of these errors, in tab order. */
export function tabsWithErrors(errors: EditErrors): EditTab[] {
  const tabs = new Set(Object.keys(errors).filter((key) => errors[key]).map(tabOfField));
  return ([0, 1, 2] as const).filter((tab) => tabs.has(tab));
}

export function initialValues(colis: ColisDetail): EditValues {
  return {
    expediteur_nom: colis.expediteur_nom,
    expediteur_prenom: colis.expediteur_prenom,
    expediteur_telephone: colis.expediteur_telephone,
    expediteur_email: colis.expediteur_email ?? '',
    expediteur_adresse_complete: colis.expediteur_adresse_complete ?? '',
    destinataire_nom: colis.destinataire_nom,
    destinataire_prenom: colis.destinataire_prenom,
    destinataire_telephone: colis.destinataire_telephone,
    destinataire_email: colis.destinataire_email ?? '',
    destinataire_quartier: colis.destinataire_quartier ?? '',
    description: colis.description ?? '',
    rabais_applique: formatNumberInput(colis.rabais_applique ?? 0),
    produits: (colis.produits ?? []).map((p, index) => ({
      id: p.id,
      key: p.id === undefined ? `p${index}` : String(p.id),
      nom_produit: p.nom_produit,
      quantite: formatNumberInput(p.quantite),
      valeur_estimee_individuelle: formatNumberInput(p.valeur_estimee_individuelle),
      poids_unitaire: formatNumberInput(p.poids_unitaire),
      categorie_produit: p.categorie_produit ?? null,
      categorie_nom: p.categorie_nom ?? null,
      description: p.description ?? '',
      longueur_cm: formatNumberInput(p.longueur_cm),
      largeur_cm: formatNumberInput(p.largeur_cm),
      hauteur_cm: formatNumberInput(p.hauteur_cm),
      nb_lignes: formatNumberInput(p.nb_lignes),
    })),
  };
}

/** The parcel changed since the form opened (another tab, a colleague): the save is refused, not written over it. */
export const EDIT_CONFLICT_MESSAGE =
  "Ce colis a été modifié entre-temps (dans un autre onglet ou par un collègue) : vos modifications n'ont pas été enregistrées. Ouvrez de nouveau le colis pour les reprendre sur sa dernière version.";

export class EditConflictError extends Error {
  constructor() {
    super(EDIT_CONFLICT_MESSAGE);
    this.name = 'EditConflictError';
  }
}

/**
 * The parcel edit write's messages (`domain/schemas/parcels.ts`, the server's own check) per field,
 * products as `produits.{index}.{field}`: numbers read from their text, never rounded; the
 * discount within the base fee and its currency's decimals.
 */
export function validate(values: EditValues, baseFee: number, currency: string): EditErrors {
  // A product's screen key and saved category name are the screen's own, not the write's.
  const produits = values.produits.map(({ key: _key, categorie_nom: _name, ...product }) => product);
  const result = formSchemaOf(parcelEditFields({ currency, baseFee })).safeParse({ ...values, produits });
  return result.success ? {} : fieldMessages(result.error.issues);
}

/** A dimension or a number of lines: null when left empty. */
const optional = (text: string) => (text.trim() === '' ? null : num(text));

function productsBody(values: EditValues) {
  return values.produits.map((p) => ({
    ...(p.id !== undefined ? { id: p.id } : {}),
    nom_produit: p.nom_produit.trim(),
    quantite: num(p.quantite),
    valeur_estimee_individuelle: num(p.valeur_estimee_individuelle),
    poids_unitaire: num(p.poids_unitaire),
    categorie_produit: p.categorie_produit,
    description: p.description.trim(),
    longueur_cm: optional(p.longueur_cm),
    largeur_cm: optional(p.largeur_cm),
    hauteur_cm: optional(p.hauteur_cm),
    nb_lignes: optional(p.nb_lignes),
  }));
}

/** The products as the domain's fee rules read them (a number left unreadable counts as missing). */
export function feeProductsOf(values: EditValues) {
  const read = (text: string) => {
    const value = optional(text);
    return value !== null && Number.isFinite(value) ? value : null;
  };
  return values.produits.map((p) => ({
    nom: p.nom_produit,
    categorie_produit: p.categorie_produit,
    quantite: read(p.quantite),
    poids_unitaire: read(p.poids_unitaire),
    longueur_cm: read(p.longueur_cm),
    largeur_cm: read(p.largeur_cm),
    hauteur_cm: read(p.hauteur_cm),
    nb_lignes: read(p.nb_lignes),
  }));
}

/** The discount as typed, a number (NaN when unreadable). */
export const typedDiscount = (values: EditValues) => num(values.rabais_applique);

/** Only what changed, and only what the rights allow (the server checks again). */
export function changesOf(values: EditValues, initial: EditValues, allowed: { personal: boolean; technical: boolean }): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (allowed.personal) {
    for (const { key } of [...SENDER_FIELDS, ...RECIPIENT_FIELDS]) {
      if (values[key].trim() !== initial[key].trim()) body[key] = values[key].trim();
    }
  }
  if (allowed.technical) {
    if (values.description.trim() !== initial.description.trim()) body.description = values.description.trim();
    if (num(values.rabais_applique) !== num(initial.rabais_applique)) body.rabais_applique = num(values.rabais_applique);
    if (JSON.stringify(productsBody(values)) !== JSON.stringify(productsBody(initial))) body.produits = productsBody(values);
  }
  return body;
}
