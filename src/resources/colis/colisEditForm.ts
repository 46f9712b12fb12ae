import * as z from 'zod/mini';
import type { ColisDetail, Produit } from '../../dataProvider/contract/colis';
import { formatNumberInput } from '../../domain/format';
import type { ParcelPartyFields } from '../../domain/wizardValidation';
import { typedValue } from '../../domain/numbers';
import { discountWithinBaseFee, parcelEditFields } from '../../domain/schemas/parcels';

/**
 * The edit screen's form: its values (numbers as the text typed: '63 000', '14,19'), what it checks
 * (the edit write's fields the rights let the user change) and the PATCH of what changed.
 */

/** A product as the form holds it: the edit write's fields (`editProductLineWrite`), numbers as typed. */
export interface ProductValues {
  /** The saved product's id; a product added on the screen has none. */
  id?: number;
  nom_produit: string;
  quantite: string;
  valeur_estimee_individuelle: string;
  poids_unitaire: string;
  categorie_produit: number | null;
  description: string;
  /** Read by a per-volume (par_cbm) category: the three dimensions in cm. */
  longueur_cm: string;
  largeur_cm: string;
  hauteur_cm: string;
  /** Read by a per-line (par_ligne) category. */
  nb_lignes: string;
}

/** A product added on the edit screen: one unit, nothing else typed yet. */
export function newProduct(): ProductValues {
  return { nom_produit: '', quantite: '1', valeur_estimee_individuelle: '', poids_unitaire: '', categorie_produit: null, description: '', longueur_cm: '', largeur_cm: '', hauteur_cm: '', nb_lignes: '' };
}

export interface EditValues extends ParcelPartyFields {
  expediteur_adresse_complete: string;
  description: string;
  rabais_applique: string;
  produits: ProductValues[];
}

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

/** The fields of the products tab (the server's « informations techniques »). */
const TECHNICAL_FIELDS = ['description', 'rabais_applique', 'produits'] as const;

/** The edit screen's tabs: sender, recipient, products and fees. */
export type EditTab = 0 | 1 | 2;

/** The tab holding a field (a message's path), or null for a message of no field. */
export function tabOfField(key: string): EditTab | null {
  if (SENDER_FIELDS.some((field) => field.key === key)) return 0;
  if (RECIPIENT_FIELDS.some((field) => field.key === key)) return 1;
  const [root] = key.split('.');
  return (TECHNICAL_FIELDS as readonly string[]).includes(root) ? 2 : null;
}

/** The tabs holding at least one of these messages (by their field's path), in tab order. */
export function tabsWithErrors(messages: Readonly<Record<string, string | undefined>>): EditTab[] {
  const tabs = new Set(Object.keys(messages).filter((key) => messages[key]).map(tabOfField));
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
    produits: (colis.produits ?? []).map((p) => ({
      ...(p.id === undefined ? {} : { id: p.id }),
      nom_produit: p.nom_produit,
      quantite: formatNumberInput(p.quantite),
      valeur_estimee_individuelle: formatNumberInput(p.valeur_estimee_individuelle),
      poids_unitaire: formatNumberInput(p.poids_unitaire),
      categorie_produit: p.categorie_produit ?? null,
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

/** A number of a product, whether typed ('2,5') or read (2.5): null when missing or unreadable. */
function numberOf(value: unknown): number | null {
  const read = typeof value === 'number' ? value : typeof value === 'string' ? typedValue(value) : null;
  return read !== null && Number.isFinite(read) ? read : null;
}

/** The products as the domain's fee rules read them, from the form's values or from the body they make. */
export function feeProductsOf(produits: readonly Partial<Record<keyof ProductValues, unknown>>[]) {
  return produits.map((p) => ({
    nom: typeof p.nom_produit === 'string' ? p.nom_produit : '',
    categorie_produit: numberOf(p.categorie_produit),
    quantite: numberOf(p.quantite),
    poids_unitaire: numberOf(p.poids_unitaire),
    longueur_cm: numberOf(p.longueur_cm),
    largeur_cm: numberOf(p.largeur_cm),
    hauteur_cm: numberOf(p.hauteur_cm),
    nb_lignes: numberOf(p.nb_lignes),
  }));
}

export type EditFields = z.output<ReturnType<typeof parcelEditFields>>;

/** What the edit form sends: the fields the rights let the user change, checked as the server checks them. */
export type EditBody = Partial<EditFields>;

/**
 * What the edit form checks: the edit write's fields that the rights let the user change (the
 * others are shown, locked, and neither checked nor sent), and the discount within the base fee
 * of the products typed (`baseFeeOf`).
 */
export function editFormWrite(rights: { personal: boolean; technical: boolean }, currency: string, baseFeeOf: (produits: readonly Partial<Record<keyof ProductValues, unknown>>[]) => number) {
  const fields = parcelEditFields({ currency });
  const changeable = (key: string) => (tabOfField(key) === 2 ? rights.technical : rights.personal);
  const mask = Object.fromEntries(Object.keys(fields.shape).filter(changeable).map((key) => [key, true])) as Partial<Record<keyof EditFields, true>>;
  return z
    .partial(z.object(z.pick(fields, mask).shape))
    .check(discountWithinBaseFee<EditBody>('rabais_applique', (body) => (body.produits ? baseFeeOf(body.produits) : null), currency));
}

/** A saved product as the edit write sends it, to tell whether the products changed. */
function savedProduct(p: Produit) {
  return {
    ...(p.id === undefined ? {} : { id: p.id }),
    nom_produit: p.nom_produit.trim(),
    quantite: p.quantite,
    valeur_estimee_individuelle: p.valeur_estimee_individuelle,
    poids_unitaire: p.poids_unitaire,
    categorie_produit: p.categorie_produit ?? null,
    description: (p.description ?? '').trim(),
    longueur_cm: p.longueur_cm ?? null,
    largeur_cm: p.largeur_cm ?? null,
    hauteur_cm: p.hauteur_cm ?? null,
    nb_lignes: p.nb_lignes ?? null,
  };
}

type SentProduct = NonNullable<EditBody['produits']>[number];

/** A product as it will be sent, its fields in the same order as a saved one's. */
const sentProduct = (p: SentProduct): ReturnType<typeof savedProduct> => ({
  ...(p.id === undefined ? {} : { id: p.id }),
  nom_produit: p.nom_produit,
  quantite: p.quantite,
  valeur_estimee_individuelle: p.valeur_estimee_individuelle,
  poids_unitaire: p.poids_unitaire,
  categorie_produit: p.categorie_produit ?? null,
  description: p.description ?? '',
  longueur_cm: p.longueur_cm ?? null,
  largeur_cm: p.largeur_cm ?? null,
  hauteur_cm: p.hauteur_cm ?? null,
  nb_lignes: p.nb_lignes ?? null,
});

/** The PATCH: only what changed from the saved parcel, among what the form sends (what the rights allow; the server checks again). */
export function changesOf(body: EditBody, colis: ColisDetail): Partial<EditFields> {
  const changes: Record<string, unknown> = {};
  for (const { key } of [...SENDER_FIELDS, ...RECIPIENT_FIELDS]) {
    const value = body[key];
    if (value !== undefined && value !== (colis[key] ?? '').trim()) changes[key] = value;
  }
  if (body.description !== undefined && body.description !== (colis.description ?? '').trim()) changes.description = body.description;
  if (body.rabais_applique !== undefined && body.rabais_applique !== (colis.rabais_applique ?? 0)) changes.rabais_applique = body.rabais_applique;
  if (body.produits) {
    const produits = body.produits.map(sentProduct);
    if (JSON.stringify(produits) !== JSON.stringify((colis.produits ?? []).map(savedProduct))) changes.produits = produits;
  }
  return changes as Partial<EditFields>;
}
