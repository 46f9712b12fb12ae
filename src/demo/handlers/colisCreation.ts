import { HttpResponse, type RequestHandler } from 'msw';
import { http } from '../verifiedHttp';
import { endpoints } from '../../dataProvider/endpoints';
import { parcelFees, type FeeSummary } from '../../domain/fees';
import { FALLBACK_ADDRESS_FIELDS, addressComponents, formatAddress } from '../../domain/addressSchema';
import { accountName } from '../../domain/people';
import { recipientEmailRequired, senderEmailRequired, type CreateProductPayload } from '../../domain/wizardValidation';
import { feeValidationWrite, parcelCreateWrite, type ParcelContext } from '../../domain/schemas/parcels';
import { getDb, nextId, nowIso, persist } from '../db/store';
import type { DemoCategorie, DemoColis, DemoProduit, DemoRoute, DemoUser } from '../db/types';
import { authorize, fail, readRawBody, searchParams, validated } from '../http';
import { customerBySenderEmail, visibleParcels } from '../scope';
import { currencyOfCountry, routeById, routesOfEnterprise, wireColis } from '../serializers';
import { knownSenderPairs } from '../../domain/knownSenders';
import { categoryPriceFor, numeroColis, trackingCode } from '../seed/shipments';
import { categoriesOf } from './categories';

/** A product line of a creation or fees request, as the wizard sends it. */
type Line = CreateProductPayload;

/** A line as the write's schema read it, its optional fields filled as the store keeps them. */
function asLine(line: { nom: string; description?: string; quantite: number; valeur_unitaire: number; poids_unitaire: number; categorie_id?: number | null; longueur_cm?: number | null; largeur_cm?: number | null; hauteur_cm?: number | null; nb_lignes?: number | null }): Line {
  return {
    ...line,
    description: line.description ?? '',
    categorie_id: line.categorie_id ?? null,
    longueur_cm: line.longueur_cm ?? null,
    largeur_cm: line.largeur_cm ?? null,
    hauteur_cm: line.hauteur_cm ?? null,
    nb_lignes: line.nb_lignes ?? null,
  };
}

/** The user's enterprise route a body names (a whole-number id), if any: its currency and country decide part of the checks. */
function routeNamed(user: DemoUser, routeId: unknown): DemoRoute | null {
  if (typeof routeId !== 'number') return null;
  return routesOfEnterprise(user.entreprise_id).find((r) => r.id === routeId) ?? null;
}

/** What the write's schema checks against the route: its base currency, the e-mail it requires, its sender country's address fields. */
function contextOf(route: DemoRoute | null): ParcelContext {
  if (!route) return {};
  return {
    currency: currencyOfCountry(route.origin),
    senderEmailRequired: senderEmailRequired(route.origin),
    recipientEmailRequired: recipientEmailRequired(route.origin),
    addressFields: getDb().addressSchemas[route.origin] ?? FALLBACK_ADDRESS_FIELDS,
  };
}

const UNKNOWN_ROUTE = { enterprise_route_id: ["Route d'entreprise invalide ou inactive."] };

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

/** The fee answer of `valider-frais`: fees, discount, total and the per-product breakdown. */
async function validateFees(request: Request) {
  const user = authorize(request, 'colis.create');
  const raw = await readRawBody(request);
  const route = routeNamed(user, raw.enterprise_route_id);
  const body = validated(feeValidationWrite(contextOf(route)), raw);
  if (!route) return fail(400, UNKNOWN_ROUTE);
  const lines = body.produits.map(asLine);
  const { fees, currency, categoryOf } = feesOf(user, lines, route, body.base_currency_discount ?? 0);
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
  // The route first (its currency, e-mail rule and address fields are part of the checks), then the whole body, then the store's rules: nothing is written before all passed.
  const raw = await readRawBody(request);
  const route = routeNamed(user, raw.enterprise_route_id);
  const context = contextOf(route);
  const body = validated(parcelCreateWrite(context), raw);
  if (!route) return fail(400, UNKNOWN_ROUTE);
  const errors: Record<string, string[]> = {};
  const lines = body.produits.map(asLine);
  const productErrors: string[] = [];
  const categories = categoriesOf(user);
  lines.forEach((line, index) => {
    if (line.categorie_id === null) return;
    const category = categories.find((c) => c.id === line.categorie_id);
    if (!category) productErrors.push(`Produit ${index + 1}: Catégorie introuvable.`);
    else if (!category.is_active) productErrors.push(`Produit ${index + 1}: La catégorie « ${category.nom} » est désactivée.`);
  });
  if (productErrors.length > 0) errors.produits = productErrors;

  const discount = body.base_currency_discount ?? 0;
  const { fees, currency } = feesOf(user, lines, route, discount);
  if (discount > fees.baseFee + 0.005) {
    errors.base_currency_discount = [`Le rabais doit être compris entre 0 et les frais de base (${fees.baseFee} ${currency}).`];
  }
  if (Object.keys(errors).length > 0) fail(400, errors);

  const addressFields = context.addressFields ?? FALLBACK_ADDRESS_FIELDS;
  const address = body.expediteur_address_components;
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
    expediteur_nom: body.expediteur_nom,
    expediteur_prenom: body.expediteur_prenom,
    expediteur_telephone: body.expediteur_telephone,
    expediteur_email: body.expediteur_email ?? '',
    expediteur_address_components: components,
    expediteur_adresse_complete: formatAddress(addressFields, components),
    destinataire_nom: body.destinataire_nom,
    destinataire_prenom: body.destinataire_prenom,
    destinataire_telephone: body.destinataire_telephone,
    destinataire_email: body.destinataire_email ?? '',
    destinataire_quartier: body.destinataire_quartier ?? '',
    description: body.description ?? '',
    route_id: route.id,
    bordereau_id: null,
    // The customer account whose e-mail is the sender's owns the parcel (and sees it); else the agent who registered it.
    proprietaire_id: customerBySenderEmail(user.entreprise_id, body.expediteur_email ?? '')?.id ?? user.id,
    produits,
    frais_expedition: fees.baseFee,
    rabais_applique: fees.discount,
    created_at: now,
    updated_at: now,
    historique: [{ date: now, action: 'Colis enregistré', utilisateur: accountName(user) }],
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
