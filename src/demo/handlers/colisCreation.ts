import { http, HttpResponse, type RequestHandler } from 'msw';
import { endpoints } from '../../dataProvider/endpoints';
import { parcelFees, type FeeSummary } from '../../domain/fees';
import { FALLBACK_ADDRESS_FIELDS, addressComponents, formatAddress, validateAddress } from '../../domain/addressSchema';
import {
  WIZARD_MESSAGES,
  emptyProductLine,
  productErrorList,
  recipientEmailRequired,
  senderEmailRequired,
  type CreateProductPayload,
  type ProductLineValues,
} from '../../domain/wizardValidation';
import { getDb, nextId, nowIso, persist } from '../db/store';
import type { DemoCategorie, DemoColis, DemoProduit, DemoRoute, DemoUser } from '../db/types';
import { authorize, fail, readJson, searchParams } from '../http';
import { customerBySenderEmail, visibleParcels } from '../scope';
import { currencyOfCountry, routeById, routesOfEnterprise, wireColis } from '../serializers';
import { knownSenderPairs } from '../../domain/knownSenders';
import { categoryPriceFor, numeroColis, trackingCode } from '../seed/shipments';
import { categoriesOf } from './categories';

/** A product line as the create and fee-validation calls send it. */
interface ProductInput {
  nom?: unknown;
  description?: unknown;
  quantite?: unknown;
  valeur_unitaire?: unknown;
  poids_unitaire?: unknown;
  categorie_id?: unknown;
  longueur_cm?: unknown;
  largeur_cm?: unknown;
  hauteur_cm?: unknown;
  nb_lignes?: unknown;
}

/** A product line of a creation or fees request, as the wizard sends it. */
type Line = CreateProductPayload;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const num = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

function readLines(value: unknown): Line[] {
  if (!Array.isArray(value)) return [];
  return value.map((raw: ProductInput) => ({
    nom: text(raw?.nom),
    description: text(raw?.description),
    quantite: num(raw?.quantite) ?? 0,
    valeur_unitaire: num(raw?.valeur_unitaire) ?? 0,
    poids_unitaire: num(raw?.poids_unitaire) ?? 0,
    categorie_id: num(raw?.categorie_id),
    longueur_cm: num(raw?.longueur_cm),
    largeur_cm: num(raw?.largeur_cm),
    hauteur_cm: num(raw?.hauteur_cm),
    nb_lignes: num(raw?.nb_lignes),
  }));
}

function routeFor(user: DemoUser, routeId: unknown): DemoRoute {
  if (routeId === null || routeId === undefined || routeId === '') fail(400, { enterprise_route_id: [WIZARD_MESSAGES.routeMissing] });
  const route = routesOfEnterprise(user.entreprise_id).find((r) => r.id === Number(routeId));
  if (!route) return fail(400, { enterprise_route_id: ["Route d'entreprise invalide ou inactive."] });
  return route;
}

/**
 * The fees of the lines on a route, through the domain's fee engine (the same function the screen
 * uses), each category priced in the route's base currency. Inactive categories count as missing.
 */
function feesOf(user: DemoUser, lines: Line[], route: DemoRoute, discount: number): { fees: FeeSummary; currency: string; categoryOf: (line: Line) => DemoCategorie | null } {
  const currency = currencyOfCountry(route.origin);
  const categories = categoriesOf(user);
  const categoryOf = (line: Line) => categories.find((c) => c.id === line.categorie_id && c.is_active) ?? null;
  const fees = parcelFees(
    lines,
    (line) => {
      const category = categoryOf(line);
      return category ? { nom: category.nom, type_tarification: category.type_tarification, prix_unitaire: categoryPriceFor(category, route, currency) } : null;
    },
    discount,
    { currency },
  );
  return { fees, currency, categoryOf };
}

function asWizardLines(lines: Line[]): ProductLineValues[] {
  return lines.map((line, index) => ({ ...emptyProductLine(String(index)), ...line }));
}

/** The fee answer of `valider-frais`: fees, discount, total and the per-product breakdown. */
async function validateFees(request: Request) {
  const user = authorize(request, 'colis.create');
  const body = await readJson<{ produits?: unknown; enterprise_route_id?: unknown; base_currency_discount?: unknown }>(request);
  const route = routeFor(user, body.enterprise_route_id);
  const lines = readLines(body.produits);
  if (lines.length === 0) fail(400, { produits: [WIZARD_MESSAGES.noProduct] });
  const { fees, currency, categoryOf } = feesOf(user, lines, route, num(body.base_currency_discount) ?? 0);
  return HttpResponse.json({
    success: true,
    devise: currency,
    frais_expedition: fees.baseFee,
    rabais_applique: fees.discount,
    montant_total_a_payer: fees.total,
    detail_produits: fees.lines.map((feeLine) => {
      const line = lines[feeLine.index];
      const category = categoryOf(line);
      return {
        index: feeLine.index,
        nom: line.nom,
        categorie_id: line.categorie_id,
        categorie_nom: category?.nom ?? null,
        type_tarification: category?.type_tarification ?? null,
        prix_unitaire: category ? categoryPriceFor(category, route, currency) : null,
        frais: feeLine.fee,
        erreur: feeLine.error ?? null,
      };
    }),
    erreurs: fees.errors,
  });
}

/** POST /api/shipments/colis/: checks the body like the Django serializer, then stores the parcel. */
async function createColis(request: Request) {
  const user = authorize(request, 'colis.create');
  const body = await readJson<Record<string, unknown>>(request);
  const route = routeFor(user, body.enterprise_route_id);
  const errors: Record<string, string[]> = {};
  const required: [string, string][] = [
    ['expediteur_nom', WIZARD_MESSAGES.senderNom],
    ['expediteur_prenom', WIZARD_MESSAGES.senderPrenom],
    ['expediteur_telephone', WIZARD_MESSAGES.senderTelephone],
    ['destinataire_nom', WIZARD_MESSAGES.recipientNom],
    ['destinataire_prenom', WIZARD_MESSAGES.recipientPrenom],
    ['destinataire_telephone', WIZARD_MESSAGES.recipientTelephone],
  ];
  for (const [key, message] of required) if (!text(body[key])) errors[key] = [message];
  if (senderEmailRequired(route.origin) && !text(body.expediteur_email)) errors.expediteur_email = [WIZARD_MESSAGES.senderEmailCanada];
  if (recipientEmailRequired(route.origin) && !text(body.destinataire_email)) errors.destinataire_email = [WIZARD_MESSAGES.recipientEmailGuinea];

  const addressFields = getDb().addressSchemas[route.origin] ?? FALLBACK_ADDRESS_FIELDS;
  const rawAddress = body.expediteur_address_components;
  const address: Record<string, string> =
    rawAddress && typeof rawAddress === 'object' ? Object.fromEntries(Object.entries(rawAddress).map(([k, v]) => [k, text(v)])) : {};
  const addressErrors = Object.values(validateAddress(addressFields, address));
  if (addressErrors.length > 0) errors.expediteur_address_components = addressErrors;

  const lines = readLines(body.produits);
  const productErrors = productErrorList(asWizardLines(lines));
  const categories = categoriesOf(user);
  lines.forEach((line, index) => {
    if (line.categorie_id === null) return;
    const category = categories.find((c) => c.id === line.categorie_id);
    if (!category) productErrors.push(`Produit ${index + 1}: Catégorie introuvable.`);
    else if (!category.is_active) productErrors.push(`Produit ${index + 1}: La catégorie « ${category.nom} » est désactivée.`);
  });
  if (productErrors.length > 0) errors.produits = productErrors;

  const discount = num(body.base_currency_discount) ?? 0;
  const { fees, currency } = feesOf(user, lines, route, discount);
  if (discount < 0 || discount > fees.baseFee + 0.005) {
    errors.base_currency_discount = [`Le rabais doit être compris entre 0 et les frais de base (${fees.baseFee} ${currency}).`];
  }
  if (Object.keys(errors).length > 0) fail(400, errors);

  const id = nextId('colis');
  const now = nowIso();
  const produits: DemoProduit[] = lines.map((line) => ({ id: nextId('produits'), ...line }));
  const components = addressComponents(addressFields, address);
  const colis: DemoColis = {
    id,
    numero_colis: numeroColis(new Date(now), id),
    tracking_number: trackingCode(route, id),
    statut: 'enregistre',
    statut_paiement: 'non_paye',
    expediteur_nom: text(body.expediteur_nom),
    expediteur_prenom: text(body.expediteur_prenom),
    expediteur_telephone: text(body.expediteur_telephone),
    expediteur_email: text(body.expediteur_email),
    expediteur_address_components: components,
    expediteur_adresse_complete: formatAddress(addressFields, components),
    destinataire_nom: text(body.destinataire_nom),
    destinataire_prenom: text(body.destinataire_prenom),
    destinataire_telephone: text(body.destinataire_telephone),
    destinataire_email: text(body.destinataire_email),
    destinataire_quartier: text(body.destinataire_quartier),
    description: text(body.description),
    route_id: route.id,
    bordereau_id: null,
    // The customer account whose e-mail is the sender's owns the parcel (and sees it); else the agent who registered it.
    proprietaire_id: customerBySenderEmail(user.entreprise_id, text(body.expediteur_email))?.id ?? user.id,
    produits,
    frais_expedition: fees.baseFee,
    rabais_applique: fees.discount,
    created_at: now,
    updated_at: now,
    historique: [{ date: now, action: 'Colis enregistré', utilisateur: `${user.first_name} ${user.last_name}`.trim() || user.username }],
  };
  getDb().colis.push(colis);
  persist();
  return HttpResponse.json(wireColis(colis), { status: 201 });
}

/** Demo-backend handlers of the new-parcel wizard: fee validation and parcel creation. */
/** Returning senders (docs/contract.md): the company's own parcels only, whoever may register one. */
function knownSenders(request: Request) {
  const user = authorize(request, 'colis.create');
  const parcels = visibleParcels(user).map((colis) => ({ ...colis, pays_origine: routeById(colis.route_id).origin }));
  const results = knownSenderPairs(parcels, searchParams(request).get('recherche') ?? '');
  return HttpResponse.json({ count: results.length, results });
}

export const colisCreationHandlers: RequestHandler[] = [
  http.post(endpoints.colis.validateFees, ({ request }) => validateFees(request)),
  http.get(endpoints.colis.knownSenders, ({ request }) => knownSenders(request)),
  http.post(endpoints.colis.list, ({ request }) => createColis(request)),
];
