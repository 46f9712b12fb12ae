/** New-parcel wizard rules of spec 001 sections 4, 5 and 7: steps, messages, guards, request body. */
import { addressComponents, validateAddress, type AddressFieldDef, type AddressValues } from './addressSchema';
import { pricingNeeds, round2, type FeeCategory } from './fees';
import { EMAIL_PATTERN } from './email';

export const WIZARD_STEPS = [
  { key: 'expediteur', label: 'Expéditeur' },
  { key: 'destinataire', label: 'Destinataire' },
  { key: 'produits', label: 'Produits' },
  { key: 'frais', label: 'Frais' },
  { key: 'resume', label: 'Résumé' },
] as const;
export type WizardStepKey = (typeof WIZARD_STEPS)[number]['key'];

export const WIZARD_MESSAGES = {
  senderNom: "Le nom de l'expéditeur est requis",
  senderPrenom: "Le prénom de l'expéditeur est requis",
  senderTelephone: "Le téléphone de l'expéditeur est requis",
  senderEmailCanada: "L'email de l'expéditeur est requis pour les envois du Canada vers la Guinée",
  recipientNom: 'Le nom du destinataire est requis',
  recipientPrenom: 'Le prénom du destinataire est requis',
  recipientTelephone: 'Le téléphone du destinataire est requis',
  recipientEmailGuinea: "L'email du destinataire est requis pour les envois de la Guinée vers le Canada",
  invalidEmail: 'Email invalide',
  noProduct: 'Au moins un produit est requis',
  productNom: 'Le nom du produit est requis',
  productQuantite: 'La quantité doit être au moins 1',
  productValeur: 'La valeur doit être supérieure à 0',
  productPoids: 'Le poids doit être supérieur à 0',
  multiTenantMissing: "Configuration multi-tenant manquante. Impossible de déterminer la route d'entreprise.",
  routeMissing: "Route d'entreprise manquante. Impossible de créer le colis.",
  completeRequired: 'Compléter les champs requis',
} as const;

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

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

function emailError(email: string, required: boolean, requiredMessage: string): string | undefined {
  if (blank(email)) return required ? requiredMessage : undefined;
  return EMAIL_PATTERN.test(email.trim()) ? undefined : WIZARD_MESSAGES.invalidEmail;
}

/** The contact both parties give: nom, prénom, téléphone required, the e-mail required where `emailRequired`; each party has its own messages. */
function contactErrors(values: ContactValues, emailRequired: boolean, messages: Record<keyof ContactValues, string>): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(values.nom)) errors.nom = messages.nom;
  if (blank(values.prenom)) errors.prenom = messages.prenom;
  if (blank(values.telephone)) errors.telephone = messages.telephone;
  const email = emailError(values.email, emailRequired, messages.email);
  if (email) errors.email = email;
  return errors;
}

/**
 * Sender step: nom, prénom, téléphone required; e-mail required when the operating country is
 * Canada; the address fields of the operating country's schema (keys `address.<key>`).
 */
export function validateSender(values: SenderValues, operatingCountry: string | null | undefined, addressFields: readonly AddressFieldDef[]): FieldErrors {
  const errors = contactErrors(values, senderEmailRequired(operatingCountry), { nom: WIZARD_MESSAGES.senderNom, prenom: WIZARD_MESSAGES.senderPrenom, telephone: WIZARD_MESSAGES.senderTelephone, email: WIZARD_MESSAGES.senderEmailCanada });
  for (const [key, message] of Object.entries(validateAddress(addressFields, values.address))) errors[`address.${key}`] = message;
  return errors;
}

/** Recipient step: nom, prénom, téléphone required; e-mail required when operating from Guinea. */
export function validateRecipient(values: RecipientValues, operatingCountry: string | null | undefined): FieldErrors {
  return contactErrors(values, recipientEmailRequired(operatingCountry), { nom: WIZARD_MESSAGES.recipientNom, prenom: WIZARD_MESSAGES.recipientPrenom, telephone: WIZARD_MESSAGES.recipientTelephone, email: WIZARD_MESSAGES.recipientEmailGuinea });
}

/** One product line: nom, quantité ≥ 1, valeur unitaire > 0, poids unitaire > 0. */
export function validateProduct(line: ProductLineValues): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(line.nom)) errors.nom = WIZARD_MESSAGES.productNom;
  if (line.quantite === null || !(line.quantite >= 1)) errors.quantite = WIZARD_MESSAGES.productQuantite;
  if (line.valeur_unitaire === null || !(line.valeur_unitaire > 0)) errors.valeur_unitaire = WIZARD_MESSAGES.productValeur;
  if (line.poids_unitaire === null || !(line.poids_unitaire > 0)) errors.poids_unitaire = WIZARD_MESSAGES.productPoids;
  return errors;
}

export interface ProductsErrors {
  /** 'Au moins un produit est requis' when the list is empty. */
  general?: string;
  /** Errors of each line, by index (lines without errors are absent). */
  lines: Record<number, FieldErrors>;
}

export function validateProducts(lines: readonly ProductLineValues[]): ProductsErrors {
  const result: ProductsErrors = { lines: {} };
  if (lines.length === 0) result.general = WIZARD_MESSAGES.noProduct;
  lines.forEach((line, index) => {
    const errors = validateProduct(line);
    if (Object.keys(errors).length > 0) result.lines[index] = errors;
  });
  return result;
}

export function productsAreValid(lines: readonly ProductLineValues[]): boolean {
  const errors = validateProducts(lines);
  return !errors.general && Object.keys(errors.lines).length === 0;
}

/** The final check's list: 'Produit N: …' for every error of every line. */
export function productErrorList(lines: readonly ProductLineValues[]): string[] {
  const errors = validateProducts(lines);
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

export interface NumberBounds {
  min?: number;
  max?: number;
  /** Decimals kept (product values: 2; quantities: 0). */
  decimals?: number;
}

/** Numeric inputs: French or dot decimals, clamped to their bounds, rounded; empty gives null. */
export function parseNumberInput(raw: string, { min, max, decimals = 2 }: NumberBounds = {}): number | null {
  const text = raw.trim().replace(/\s/g, '').replace(',', '.');
  if (text === '' || text === '-' || text === '.') return null;
  const parsed = Number(text);
  if (!Number.isFinite(parsed)) return null;
  let value = parsed;
  if (min !== undefined) value = Math.max(value, min);
  if (max !== undefined) value = Math.min(value, max);
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
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

const r2 = (value: number | null) => (value === null ? null : round2(value));

/** The product lines as sent: dimensions only for par_cbm, lines only for par_ligne. */
export function productsPayload(lines: readonly ProductLineValues[], categoryOf: (id: number | null) => FeeCategory | null | undefined): CreateProductPayload[] {
  return lines.map((line) => {
    const needs = pricingNeeds(categoryOf(line.categorie_id)?.type_tarification);
    return {
      nom: line.nom.trim(),
      description: line.description.trim(),
      quantite: line.quantite ?? 0,
      valeur_unitaire: r2(line.valeur_unitaire) ?? 0,
      poids_unitaire: r2(line.poids_unitaire) ?? 0,
      categorie_id: line.categorie_id,
      longueur_cm: needs.dimensions ? r2(line.longueur_cm) : null,
      largeur_cm: needs.dimensions ? r2(line.largeur_cm) : null,
      hauteur_cm: needs.dimensions ? r2(line.hauteur_cm) : null,
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
