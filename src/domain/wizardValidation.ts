/** New-parcel wizard rules of spec 001 sections 4, 5 and 7: steps, messages, guards, request body. */
import * as z from 'zod/mini';
import { addressComponents, type AddressFieldDef, type AddressValues } from './addressSchema';
import { pricingNeeds, round2, type FeeCategory } from './fees';
import { fieldMessages, formSchemaOf } from './schemas/fields';
import { PRODUCT_MESSAGES, WIZARD_MESSAGES, discount, partiesWrite, productLineWrite } from './schemas/parcels';

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
  /** Discount in the base currency, clamped between 0 and the base fee. */
  rabais: number | null;
}

export type FieldErrors = Record<string, string>;

/** The parties' part of the creation write, as a form reads it, for the route's operating country. */
function partiesForm(operatingCountry: string | null | undefined, addressFields: readonly AddressFieldDef[] = []) {
  return partiesWrite({ senderEmailRequired: senderEmailRequired(operatingCountry), recipientEmailRequired: recipientEmailRequired(operatingCountry), addressFields });
}

/** The messages of some fields of a write, keyed by the step's own names. */
function stepErrors(messages: Record<string, string>, names: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(messages)) {
    const [field, ...rest] = path.split('.');
    const name = names[field];
    if (name !== undefined) errors[rest.length > 0 ? `${name}.${rest.join('.')}` : name] ??= message;
  }
  return errors;
}

/**
 * Sender step: nom, prénom, téléphone required; e-mail required when the operating country is
 * Canada; the address fields of the operating country's schema (keys `address.<key>`). The
 * creation write's own rules (`schemas/parcels.ts`), on the sender's fields.
 */
export function validateSender(values: SenderValues, operatingCountry: string | null | undefined, addressFields: readonly AddressFieldDef[]): FieldErrors {
  const schema = z.pick(partiesForm(operatingCountry, addressFields), { expediteur_nom: true, expediteur_prenom: true, expediteur_telephone: true, expediteur_email: true, expediteur_address_components: true });
  const result = schema.safeParse({ expediteur_nom: values.nom, expediteur_prenom: values.prenom, expediteur_telephone: values.telephone, expediteur_email: values.email, expediteur_address_components: values.address });
  if (result.success) return {};
  return stepErrors(fieldMessages(result.error.issues), { expediteur_nom: 'nom', expediteur_prenom: 'prenom', expediteur_telephone: 'telephone', expediteur_email: 'email', expediteur_address_components: 'address' });
}

/** Recipient step: nom, prénom, téléphone required; e-mail required when operating from Guinea. */
export function validateRecipient(values: RecipientValues, operatingCountry: string | null | undefined): FieldErrors {
  const schema = z.pick(partiesForm(operatingCountry), { destinataire_nom: true, destinataire_prenom: true, destinataire_telephone: true, destinataire_email: true, destinataire_quartier: true });
  const result = schema.safeParse({ destinataire_nom: values.nom, destinataire_prenom: values.prenom, destinataire_telephone: values.telephone, destinataire_email: values.email, destinataire_quartier: values.quartier });
  if (result.success) return {};
  return stepErrors(fieldMessages(result.error.issues), { destinataire_nom: 'nom', destinataire_prenom: 'prenom', destinataire_telephone: 'telephone', destinataire_email: 'email', destinataire_quartier: 'quartier' });
}

const LINE_FIELDS = ['nom', 'description', 'quantite', 'valeur_unitaire', 'poids_unitaire', 'categorie_id', 'longueur_cm', 'largeur_cm', 'hauteur_cm', 'nb_lignes'] as const;

/**
 * One product line, by the creation write's rules (`schemas/parcels.ts`): nom, quantité a whole
 * number ≥ 1, valeur unitaire > 0 (the currency's decimals), poids unitaire > 0, each bounded.
 */
export function validateProduct(line: ProductLineValues, currency?: string): FieldErrors {
  const result = formSchemaOf(productLineWrite({ currency })).safeParse(Object.fromEntries(LINE_FIELDS.map((key) => [key, line[key]])));
  if (result.success) return {};
  return stepErrors(fieldMessages(result.error.issues), Object.fromEntries(LINE_FIELDS.map((key) => [key, key])));
}

/** Why a discount typed on the fees step cannot be applied, by the creation write's rule; none when blank (no discount). */
export function discountError(value: number | null, baseFee: number, currency?: string): string | undefined {
  if (value === null) return undefined;
  const result = discount(PRODUCT_MESSAGES.discountNegative, { currency, baseFee }).safeParse(value);
  return result.success ? undefined : result.error.issues[0].message;
}

export interface ProductsErrors {
  /** 'Au moins un produit est requis' when the list is empty. */
  general?: string;
  /** Errors of each line, by index (lines without errors are absent). */
  lines: Record<number, FieldErrors>;
}

export function validateProducts(lines: readonly ProductLineValues[], currency?: string): ProductsErrors {
  const result: ProductsErrors = { lines: {} };
  if (lines.length === 0) result.general = WIZARD_MESSAGES.noProduct;
  lines.forEach((line, index) => {
    const errors = validateProduct(line, currency);
    if (Object.keys(errors).length > 0) result.lines[index] = errors;
  });
  return result;
}

export function productsAreValid(lines: readonly ProductLineValues[], currency?: string): boolean {
  const errors = validateProducts(lines, currency);
  return !errors.general && Object.keys(errors.lines).length === 0;
}

/** The final check's list: 'Produit N: …' for every error of every line. */
export function productErrorList(lines: readonly ProductLineValues[], currency?: string): string[] {
  const errors = validateProducts(lines, currency);
  const list = errors.general ? [errors.general] : [];
  for (const [index, fields] of Object.entries(errors.lines)) {
    for (const message of Object.values(fields)) list.push(`Produit ${Number(index) + 1}: ${message}`);
  }
  return list;
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
