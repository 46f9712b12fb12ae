/** New-parcel wizard rules of spec 001 sections 4, 5 and 7: steps, messages, guards, request body. */
import * as z from 'zod/mini';
import { addressComponents, type AddressFieldDef, type AddressValues } from './addressSchema';
import { pricingNeeds, round2, type FeeCategory } from './fees';
import { body, list, text } from './schemas/fields';
import { PRODUCT_MESSAGES, WIZARD_MESSAGES, discount, discountWithinBaseFee, partiesWrite, productLineWrite } from './schemas/parcels';
import { LIST_MAX, TEXT_MAX } from './limits';

export { WIZARD_MESSAGES };

export const WIZARD_STEPS = [
  { key: 'expediteur', label: 'Expéditeur' },
  { key: 'destinataire', label: 'Destinataire' },
  { key: 'produits', label: 'Produits' },
  { key: 'frais', label: 'Frais' },
  { key: 'resume', label: 'Résumé' },
] as const;
export type WizardStepKey = (typeof WIZARD_STEPS)[number]['key'];

const CANADA = 'CA';
const GUINEA = 'GN';

/** The sender's e-mail is required for parcels sent from Canada, the recipient's for parcels sent from Guinea. */
export const senderEmailRequired = (operatingCountry: string | null | undefined) => operatingCountry?.toUpperCase() === CANADA;
export const recipientEmailRequired = (operatingCountry: string | null | undefined) => operatingCountry?.toUpperCase() === GUINEA;

/** The contact both parties of a parcel give. */
export interface ContactValues {
  nom: string;
  prenom: string;
  telephone: string;
  email: string;
}

export interface SenderValues extends ContactValues {
  address: AddressValues;
}

export interface RecipientValues extends ContactValues {
  quartier: string;
}

/** The parties of a parcel as the server stores and sends them, flat: the sender's contact and the recipient's contact and district. */
export interface ParcelPartyFields {
  expediteur_nom: string;
  expediteur_prenom: string;
  expediteur_telephone: string;
  expediteur_email: string;
  destinataire_nom: string;
  destinataire_prenom: string;
  destinataire_telephone: string;
  destinataire_email: string;
  destinataire_quartier: string;
}

export interface ProductLineValues {
  /** Stable key of the line on screen (not sent). */
  key: string;
  nom: string;
  description: string;
  quantite: number | null;
  valeur_unitaire: number | null;
  poids_unitaire: number | null;
  categorie_id: number | null;
  /** How the category was set: by the detection, or chosen by hand (which stops the detection). */
  categorie_source: 'auto' | 'manual' | null;
  longueur_cm: number | null;
  largeur_cm: number | null;
  hauteur_cm: number | null;
  nb_lignes: number | null;
}

export interface WizardValues {
  expediteur: SenderValues;
  destinataire: RecipientValues;
  produits: ProductLineValues[];
  description: string;
  /** Discount in the base currency: 0 or more, not above the base fee (refused, never clamped). */
  rabais: number | null;
}

/** The parties' part of the creation write, as a form reads it, for the route's operating country. */
function partiesForm(operatingCountry: string | null | undefined, addressFields: readonly AddressFieldDef[] = []) {
  return partiesWrite({ senderEmailRequired: senderEmailRequired(operatingCountry), recipientEmailRequired: recipientEmailRequired(operatingCountry), addressFields });
}

export interface WizardFormContext {
  operatingCountry: string | null | undefined;
  addressFields: readonly AddressFieldDef[];
  /** The route's base currency: declared values and the discount keep its decimals. */
  currency?: string;
  /** The base fee of the products typed (the discount may not exceed it); null while it cannot be priced. */
  baseFeeOf?: (lines: readonly ProductLineValues[]) => number | null;
}

/** Which of the wizard form's fields each step holds: « Suivant » checks them (`trigger`). */
export const WIZARD_STEP_FIELDS: Record<WizardStepKey, 'expediteur' | 'destinataire' | 'produits' | 'rabais' | 'description'> = {
  expediteur: 'expediteur',
  destinataire: 'destinataire',
  produits: 'produits',
  frais: 'rabais',
  resume: 'description',
};

/**
 * The wizard's form (its values are `WizardValues`, as the draft keeps them): the creation write's
 * own fields and messages (`schemas/parcels.ts`), grouped by step: the sender with the operating
 * country's address fields, the recipient, the product lines, the discount (0 or more, not above
 * the products' base fee), the description.
 */
export function wizardFormWrite(context: WizardFormContext) {
  const parties = partiesForm(context.operatingCountry, context.addressFields).shape;
  const line = productLineWrite({ currency: context.currency });
  const baseFeeOf = context.baseFeeOf;
  return body({
    expediteur: body({
      nom: parties.expediteur_nom,
      prenom: parties.expediteur_prenom,
      telephone: parties.expediteur_telephone,
      email: parties.expediteur_email,
      address: parties.expediteur_address_components,
    }),
    destinataire: body({
      nom: parties.destinataire_nom,
      prenom: parties.destinataire_prenom,
      telephone: parties.destinataire_telephone,
      email: parties.destinataire_email,
      quartier: parties.destinataire_quartier,
    }),
    produits: list(
      body({ ...line.shape, key: z.optional(z.string()), categorie_source: z.optional(z.nullable(z.enum(['auto', 'manual']))) }),
      { max: LIST_MAX.productsPerParcel, required: WIZARD_MESSAGES.noProduct },
    ),
    description: z.optional(text({ max: TEXT_MAX.parcelDescription })),
    rabais: z.optional(z.nullable(discount(PRODUCT_MESSAGES.discountNegative, { currency: context.currency }))),
  }).check(
    ...(baseFeeOf
      ? [discountWithinBaseFee<{ rabais?: unknown; produits?: unknown }>('rabais', (values) => (Array.isArray(values.produits) ? baseFeeOf(values.produits as ProductLineValues[]) : null), context.currency)]
      : []),
  );
}

const STEP_PREFIX: Record<string, string> = { expediteur: 'Expéditeur : ', destinataire: 'Destinataire : ', rabais: 'Frais : ', description: 'Résumé : ' };

/**
 * The summary's final check, from the wizard form's messages by field: 'Expéditeur : …',
 * 'Destinataire : …', 'Produit N: …' for each problem of each product, 'Frais : …' for the discount.
 */
export function wizardProblems(messages: Readonly<Record<string, string>>): string[] {
  return Object.entries(messages).map(([path, message]) => {
    const [field, index] = path.split('.');
    if (field === 'produits') return index === undefined ? message : `Produit ${Number(index) + 1}: ${message}`;
    return `${STEP_PREFIX[field] ?? ''}${message}`;
  });
}

/** The server's refusal of the creation, by the write's field ('expediteur_telephone'), as the wizard form's paths ('expediteur.telephone'). */
export function wizardFieldErrors(errors: Readonly<Record<string, string>>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const party = /^(expediteur|destinataire)_(nom|prenom|telephone|email|quartier)$/.exec(field);
    if (party) found[`${party[1]}.${party[2]}`] = message;
    else if (field === 'expediteur_address_components') found['expediteur.address'] = message;
    else if (field === 'description') found.description = message;
    else if (field === 'base_currency_discount') found.rabais = message;
  }
  return found;
}

export interface RouteConfiguration {
  operatingCountry: string;
  destinationCountry: string;
  routeId: number | null;
}

/** The two creation guards, in order: the route configuration, then the enterprise route id. */
export function creationGuardError(config: RouteConfiguration | null | undefined): string | null {
  if (!config) return WIZARD_MESSAGES.multiTenantMissing;
  if (config.routeId === null || config.routeId === undefined || !Number.isFinite(config.routeId)) return WIZARD_MESSAGES.routeMissing;
  return null;
}

/** Total weight of the parcel in kg (unit weight × quantity), 2 decimals. */
export function totalWeight(lines: readonly Pick<ProductLineValues, 'quantite' | 'poids_unitaire'>[]): number {
  return round2(lines.reduce((sum, line) => sum + (line.poids_unitaire ?? 0) * (line.quantite ?? 0), 0));
}

/** Declared value of the parcel (unit value × quantity), 2 decimals. */
export function declaredValue(lines: readonly Pick<ProductLineValues, 'quantite' | 'valeur_unitaire'>[]): number {
  return round2(lines.reduce((sum, line) => sum + (line.valeur_unitaire ?? 0) * (line.quantite ?? 0), 0));
}

export interface CreateProductPayload {
  nom: string;
  description: string;
  quantite: number;
  valeur_unitaire: number;
  poids_unitaire: number;
  categorie_id: number | null;
  longueur_cm: number | null;
  largeur_cm: number | null;
  hauteur_cm: number | null;
  nb_lignes: number | null;
}

export interface CreateParcelPayload extends ParcelPartyFields {
  expediteur_address_components: AddressValues;
  poids: number;
  description: string;
  produits: CreateProductPayload[];
  enterprise_route_id: number;
  base_currency_discount: number;
}

/** The product lines as sent, as typed (the checks refused what does not fit): dimensions only for par_cbm, lines only for par_ligne. */
export function productsPayload(lines: readonly ProductLineValues[], categoryOf: (id: number | null) => FeeCategory | null | undefined): CreateProductPayload[] {
  return lines.map((line) => {
    const needs = pricingNeeds(categoryOf(line.categorie_id)?.type_tarification);
    return {
      nom: line.nom.trim(),
      description: line.description.trim(),
      quantite: line.quantite ?? 0,
      valeur_unitaire: line.valeur_unitaire ?? 0,
      poids_unitaire: line.poids_unitaire ?? 0,
      categorie_id: line.categorie_id,
      longueur_cm: needs.dimensions ? line.longueur_cm : null,
      largeur_cm: needs.dimensions ? line.largeur_cm : null,
      hauteur_cm: needs.dimensions ? line.hauteur_cm : null,
      nb_lignes: needs.lines ? line.nb_lignes : null,
    };
  });
}

/** The body of spec section 7 for the create call. */
export function buildCreatePayload(
  values: WizardValues,
  context: { addressFields: readonly AddressFieldDef[]; routeId: number; discount: number; categoryOf: (id: number | null) => FeeCategory | null | undefined },
): CreateParcelPayload {
  const { expediteur: s, destinataire: d } = values;
  return {
    expediteur_nom: s.nom.trim(),
    expediteur_prenom: s.prenom.trim(),
    expediteur_telephone: s.telephone.trim(),
    expediteur_email: s.email.trim(),
    expediteur_address_components: addressComponents(context.addressFields, s.address),
    destinataire_nom: d.nom.trim(),
    destinataire_prenom: d.prenom.trim(),
    destinataire_telephone: d.telephone.trim(),
    destinataire_email: d.email.trim(),
    destinataire_quartier: d.quartier.trim(),
    poids: totalWeight(values.produits),
    description: values.description.trim(),
    produits: productsPayload(values.produits, context.categoryOf),
    enterprise_route_id: context.routeId,
    base_currency_discount: context.discount,
  };
}

export function emptyProductLine(key: string): ProductLineValues {
  return {
    key,
    nom: '',
    description: '',
    quantite: 1,
    valeur_unitaire: null,
    poids_unitaire: null,
    categorie_id: null,
    categorie_source: null,
    longueur_cm: null,
    largeur_cm: null,
    hauteur_cm: null,
    nb_lignes: null,
  };
}

export function emptyWizardValues(firstLineKey = 'p1'): WizardValues {
  return {
    expediteur: { nom: '', prenom: '', telephone: '', email: '', address: {} },
    destinataire: { nom: '', prenom: '', telephone: '', email: '', quartier: '' },
    produits: [emptyProductLine(firstLineKey)],
    description: '',
    rabais: 0,
  };
}

/** A draft is worth offering when the user typed anything at all. */
export function hasUserInput(values: WizardValues): boolean {
  const texts = [
    ...Object.values(values.expediteur).filter((v): v is string => typeof v === 'string'),
    ...Object.values(values.expediteur.address),
    ...Object.values(values.destinataire),
    values.description,
    ...values.produits.flatMap((p) => [p.nom, p.description]),
  ];
  if (texts.some((t) => t.trim() !== '')) return true;
  return values.produits.some((p) => p.valeur_unitaire !== null || p.poids_unitaire !== null || p.categorie_id !== null) || values.produits.length !== 1;
}
