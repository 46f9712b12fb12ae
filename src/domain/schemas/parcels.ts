/**
 * Parcel writes (spec 001 sections 5 and 7): the creation (the wizard's body), the server's fee
 * validation, the edit (PATCH) and its product lines, and the ticket's e-mail. What depends on the
 * parcel's route is the `context`: its base currency (declared values and the discount keep its
 * decimals), which e-mail the route requires, the sender country's address fields, the base fee a
 * discount may not exceed.
 */
import * as z from 'zod/mini';
import { requiredAddressFieldMessage, type AddressFieldDef } from '../addressSchema';
import { LIST_MAX, NUMBER_BOUNDS, TEXT_MAX } from '../limits';
import { decimalsFor } from '../currency';
import { FIELD_MESSAGES, body, boundText, email, everyTime, id, list, number, text, withChecks } from './fields';

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

/** The product lines' and the discount's own bounds, beyond the spec's minimums. */
export const PRODUCT_MESSAGES = {
  quantityInteger: 'La quantité doit être un nombre entier',
  quantityTooHigh: `La quantité ne peut pas dépasser ${boundText(NUMBER_BOUNDS.quantity.max)}`,
  valueTooHigh: `La valeur unitaire ne peut pas dépasser ${boundText(NUMBER_BOUNDS.unitValue.max)}`,
  weightTooHigh: `Le poids unitaire ne peut pas dépasser ${boundText(NUMBER_BOUNDS.unitWeight.max)} kg`,
  weightDecimals: 'Le poids unitaire a 2 décimales au maximum',
  dimensionPositive: (name: string) => `${name} doit être supérieure à 0`,
  dimensionTooHigh: (name: string) => `${name} ne peut pas dépasser ${boundText(NUMBER_BOUNDS.dimension.max)} cm`,
  dimensionDecimals: (name: string) => `${name} a 2 décimales au maximum`,
  linesMin: 'Le nombre de lignes doit être au moins 1',
  linesInteger: 'Le nombre de lignes doit être un nombre entier',
  linesTooHigh: `Le nombre de lignes ne peut pas dépasser ${boundText(NUMBER_BOUNDS.lines.max)}`,
  categoryInvalid: 'Catégorie introuvable.',
  discountNegative: 'Le rabais doit être positif ou nul',
  discountTooHigh: "Le rabais ne peut pas dépasser les frais d'expédition",
  weightTotalTooHigh: `Le poids total ne peut pas dépasser ${boundText(NUMBER_BOUNDS.parcelWeight.max)} kg`,
  addressTooManyFields: "L'adresse a trop de champs.",
} as const;

/** What a parcel's write is checked against, from its route. */
export interface ParcelContext {
  /** The route's base currency: declared values and the discount keep its decimals. */
  currency?: string;
  senderEmailRequired?: boolean;
  recipientEmailRequired?: boolean;
  /** The sender country's address fields (required ones must be filled). */
  addressFields?: readonly AddressFieldDef[];
  /** The parcel's base fee: the discount may not exceed it. */
  baseFee?: number;
}

const quantity = number({
  bound: NUMBER_BOUNDS.quantity,
  messages: { required: WIZARD_MESSAGES.productQuantite, min: WIZARD_MESSAGES.productQuantite, integer: PRODUCT_MESSAGES.quantityInteger, max: PRODUCT_MESSAGES.quantityTooHigh },
});

const unitValue = (currency?: string) =>
  number({ bound: NUMBER_BOUNDS.unitValue, exclusiveMin: true, currency, messages: { required: WIZARD_MESSAGES.productValeur, min: WIZARD_MESSAGES.productValeur, max: PRODUCT_MESSAGES.valueTooHigh } });

const unitWeight = number({
  bound: NUMBER_BOUNDS.unitWeight,
  exclusiveMin: true,
  messages: { required: WIZARD_MESSAGES.productPoids, min: WIZARD_MESSAGES.productPoids, max: PRODUCT_MESSAGES.weightTooHigh, decimals: PRODUCT_MESSAGES.weightDecimals },
});

const dimension = (name: string) =>
  z.optional(
    z.nullable(
      number({
        bound: NUMBER_BOUNDS.dimension,
        exclusiveMin: true,
        messages: { required: PRODUCT_MESSAGES.dimensionPositive(name), min: PRODUCT_MESSAGES.dimensionPositive(name), max: PRODUCT_MESSAGES.dimensionTooHigh(name), decimals: PRODUCT_MESSAGES.dimensionDecimals(name) },
      }),
    ),
  );

const lines = z.optional(
  z.nullable(number({ bound: NUMBER_BOUNDS.lines, messages: { required: PRODUCT_MESSAGES.linesMin, min: PRODUCT_MESSAGES.linesMin, integer: PRODUCT_MESSAGES.linesInteger, max: PRODUCT_MESSAGES.linesTooHigh } })),
);

const category = z.optional(z.nullable(id(PRODUCT_MESSAGES.categoryInvalid, PRODUCT_MESSAGES.categoryInvalid)));

/** A product line of the creation and of the fee validation, as the wizard sends it. */
export const productLineWrite = (context: Pick<ParcelContext, 'currency'> = {}) =>
  body({
    nom: text({ max: TEXT_MAX.productName, required: WIZARD_MESSAGES.productNom }),
    description: z.optional(text({ max: TEXT_MAX.productDescription })),
    quantite: quantity,
    valeur_unitaire: unitValue(context.currency),
    poids_unitaire: unitWeight,
    categorie_id: category,
    longueur_cm: dimension('La longueur'),
    largeur_cm: dimension('La largeur'),
    hauteur_cm: dimension('La hauteur'),
    nb_lignes: lines,
  });

/** Whether a discount fits under a base fee, to the currency's last decimal. */
const withinBaseFee = (value: number, baseFee: number, currency?: string) => value <= baseFee + 10 ** -(decimalsFor(currency ?? 'CAD') + 1);

/** The discount in the route's base currency: 0 or more, its decimals, not above the base fee. */
export function discount(required: string, { currency, baseFee }: Pick<ParcelContext, 'currency' | 'baseFee'> = {}) {
  const field = number({ bound: NUMBER_BOUNDS.amount, currency, messages: { required, min: PRODUCT_MESSAGES.discountNegative, max: PRODUCT_MESSAGES.discountTooHigh } });
  if (baseFee === undefined) return field;
  return withChecks(field, z.refine((value: number) => withinBaseFee(value, baseFee, currency), PRODUCT_MESSAGES.discountTooHigh));
}

/**
 * The discount rule of a form whose products change the base fee as they are typed (the wizard, the
 * edit screen): the discount (`field`) may not exceed the base fee of the products sent with it,
 * as `baseFeeOf` prices them (null while it cannot). The message goes to the discount's field.
 */
export function discountWithinBaseFee<T extends object>(field: keyof T & string, baseFeeOf: (body: T) => number | null, currency?: string) {
  return z.superRefine((body: T, context) => {
    const value: unknown = body[field];
    if (typeof value !== 'number') return;
    const baseFee = baseFeeOf(body);
    if (baseFee !== null && !withinBaseFee(value, baseFee, currency)) context.issues.push({ code: 'custom', message: PRODUCT_MESSAGES.discountTooHigh, path: [field], input: value });
  }, everyTime);
}

/** The sender's address components: the country's fields, required ones filled, each bounded. */
function addressComponents(fields: readonly AddressFieldDef[] | undefined) {
  return z.record(z.string(), text({ max: TEXT_MAX.addressComponent }), { error: FIELD_MESSAGES.notObject }).check(
    z.refine((components: Record<string, string>) => Object.keys(components).length <= 20, PRODUCT_MESSAGES.addressTooManyFields),
    z.superRefine((components: Record<string, string>, context) => {
      for (const field of fields ?? []) {
        if (field.required && (components[field.key] ?? '').trim() === '') {
          context.issues.push({ code: 'custom', message: requiredAddressFieldMessage(field.label), input: components, path: [field.key] });
        }
      }
    }, everyTime),
  );
}

const personName = (required: string) => text({ max: TEXT_MAX.personName, required });
const partyPhone = (required: string) => text({ max: TEXT_MAX.phone, required });
const partyEmail = (required: string | false) => email({ max: TEXT_MAX.email, invalid: WIZARD_MESSAGES.invalidEmail, required: required || undefined });

/** The sender and the recipient as the creation sends them (the e-mails the route requires). */
export const partiesWrite = (context: ParcelContext = {}) =>
  body({
    expediteur_nom: personName(WIZARD_MESSAGES.senderNom),
    expediteur_prenom: personName(WIZARD_MESSAGES.senderPrenom),
    expediteur_telephone: partyPhone(WIZARD_MESSAGES.senderTelephone),
    expediteur_email: context.senderEmailRequired ? partyEmail(WIZARD_MESSAGES.senderEmailCanada) : z.optional(partyEmail(false)),
    expediteur_address_components: addressComponents(context.addressFields),
    destinataire_nom: personName(WIZARD_MESSAGES.recipientNom),
    destinataire_prenom: personName(WIZARD_MESSAGES.recipientPrenom),
    destinataire_telephone: partyPhone(WIZARD_MESSAGES.recipientTelephone),
    destinataire_email: context.recipientEmailRequired ? partyEmail(WIZARD_MESSAGES.recipientEmailGuinea) : z.optional(partyEmail(false)),
    destinataire_quartier: z.optional(text({ max: TEXT_MAX.district })),
  });

const products = (context: ParcelContext) => list(productLineWrite(context), { max: LIST_MAX.productsPerParcel, required: WIZARD_MESSAGES.noProduct });
const routeId = id(WIZARD_MESSAGES.routeMissing, WIZARD_MESSAGES.routeMissing);

/** POST /api/shipments/colis/valider-frais/: the products, the route and the discount; the parcel's other fields may come along (its whole draft). */
export const feeValidationWrite = (context: ParcelContext = {}) =>
  body({
    ...z.partial(partiesWrite()).shape,
    poids: z.optional(number({ bound: NUMBER_BOUNDS.parcelWeight, messages: { required: PRODUCT_MESSAGES.weightTotalTooHigh, max: PRODUCT_MESSAGES.weightTotalTooHigh } })),
    description: z.optional(text({ max: TEXT_MAX.parcelDescription })),
    produits: products(context),
    enterprise_route_id: routeId,
    base_currency_discount: z.optional(discount(PRODUCT_MESSAGES.discountNegative, context)),
  });

/** POST /api/shipments/colis/: the wizard's body (spec 001 section 7). */
export const parcelCreateWrite = (context: ParcelContext = {}) =>
  body({
    ...feeValidationWrite(context).shape,
    ...partiesWrite(context).shape,
  });

/** A product line as the edit screen sends it (the names the server reads back: nom_produit, valeur_estimee_individuelle, categorie_produit). */
export const editProductLineWrite = (context: Pick<ParcelContext, 'currency'> = {}) =>
  body({
    id: z.optional(id(FIELD_MESSAGES.notInteger)),
    nom_produit: text({ max: TEXT_MAX.productName, required: WIZARD_MESSAGES.productNom }),
    quantite: quantity,
    valeur_estimee_individuelle: unitValue(context.currency),
    poids_unitaire: unitWeight,
    categorie_produit: category,
    description: z.optional(text({ max: TEXT_MAX.productDescription })),
    longueur_cm: dimension('La longueur'),
    largeur_cm: dimension('La largeur'),
    hauteur_cm: dimension('La hauteur'),
    nb_lignes: lines,
  });

/** Every field the edit screen holds, as it sends them (the PATCH sends those that changed). */
export const parcelEditFields = (context: ParcelContext = {}) =>
  body({
    expediteur_nom: personName(WIZARD_MESSAGES.senderNom),
    expediteur_prenom: personName(WIZARD_MESSAGES.senderPrenom),
    expediteur_telephone: partyPhone(WIZARD_MESSAGES.senderTelephone),
    expediteur_email: partyEmail(false),
    expediteur_adresse_complete: text({ max: TEXT_MAX.addressFull }),
    destinataire_nom: personName(WIZARD_MESSAGES.recipientNom),
    destinataire_prenom: personName(WIZARD_MESSAGES.recipientPrenom),
    destinataire_telephone: partyPhone(WIZARD_MESSAGES.recipientTelephone),
    destinataire_email: partyEmail(false),
    destinataire_quartier: text({ max: TEXT_MAX.district }),
    description: text({ max: TEXT_MAX.parcelDescription }),
    rabais_applique: discount(PRODUCT_MESSAGES.discountNegative, context),
    poids: z.optional(number({ bound: NUMBER_BOUNDS.parcelWeight, messages: { required: PRODUCT_MESSAGES.weightTotalTooHigh, max: PRODUCT_MESSAGES.weightTotalTooHigh } })),
    produits: list(editProductLineWrite(context), { max: LIST_MAX.productsPerParcel, required: WIZARD_MESSAGES.noProduct }),
  });

/**
 * PATCH /api/shipments/colis/{id}/: any of the fields the edit rights name, each checked before
 * anything is written (a refused field leaves the others as they were).
 */
export const parcelEditWrite = (context: ParcelContext = {}) => z.partial(parcelEditFields(context));

/** POST /api/shipments/colis/{id}/renvoyer-ticket/: another address than the sender's, if any. */
export const resendTicketWrite = body({ email: z.optional(email({ max: TEXT_MAX.email })) });

/** POST /api/shipments/categories/detecter/: the product name whose category is guessed. */
export const detectionWrite = body({
  nom: z.optional(text({ max: TEXT_MAX.detectionText })),
  texte: z.optional(text({ max: TEXT_MAX.detectionText })),
});
