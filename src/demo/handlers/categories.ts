import { HttpResponse, type RequestHandler } from 'msw';
import { http } from '../verifiedHttp';
import { endpoints } from '../../dataProvider/endpoints';
import { getDb } from '../db/store';
import type { DemoCategorie, DemoRoute, DemoUser } from '../db/types';
import { authenticate, fail, includesFolded, orderBy, paginate, readBody, searchParams, userCan } from '../http';
import { detectionWrite } from '../../domain/schemas/parcels';
import { currencyOfCountry, routeOfUser, routesOfEnterprise } from '../serializers';
import { categoryPriceFor } from '../seed/shipments';
import { keywordFound } from '../../domain/categoryDetection';

/** The category as the server sends it to a given user. */
export function wireCategorie(category: DemoCategorie, user: DemoUser) {
  const { entreprise_id: _enterprise, ...fields } = category;
  return {
    ...fields,
    is_custom: !category.is_default,
    can_edit: userCan(user, 'categories.manage'),
  };
}

/** The route whose base currency prices the user's parcels (`?route_id=` may pick another of theirs). */
function pricingRoute(user: DemoUser, routeId: string | null): DemoRoute {
  const route = routeId ? routesOfEnterprise(user.entreprise_id).find((r) => String(r.id) === routeId) : routeOfUser(user);
  if (!route) return fail(404, { code: 'NO_ACTIVE_ENTERPRISE_ROUTE', error: "Aucune route d'entreprise active. Veuillez configurer une route dans Configuration > Routes d'entreprise." });
  return route;
}

/** The category with its price in the route's base currency (same rule as the fees of the seed). */
export function convertedCategorie(category: DemoCategorie, user: DemoUser, route: DemoRoute) {
  const base = currencyOfCountry(route.origin);
  const local = categoryPriceFor(category, route, base);
  return {
    ...wireCategorie(category, user),
    prix_unitaire_local: local,
    devise_locale: base,
    prix_unitaire_original: category.prix_unitaire,
    devise_originale: category.devise_creation,
    conversion_effectuee: category.devise_creation !== base,
  };
}

export function categoriesOf(user: DemoUser): DemoCategorie[] {
  return getDb().categories.filter((c) => c.entreprise_id === user.entreprise_id);
}

const byDisplayOrder = (items: DemoCategorie[]) => [...items].sort((a, b) => a.ordre_affichage - b.ordre_affichage || a.nom.localeCompare(b.nom, 'fr'));

function flag(params: URLSearchParams, name: string): boolean | null {
  const value = params.get(name);
  return value === null || value === '' ? null : value === 'true' || value === '1';
}

/** The first active category shown for parcels one of whose keywords the product name holds as whole words (src/domain/categoryDetection.ts). */
export function detectCategory(user: DemoUser, text: string): { category: DemoCategorie; keyword: string } | null {
  for (const category of byDisplayOrder(categoriesOf(user))) {
    if (!category.is_active || !category.afficher_pour_colis) continue;
    const keyword = keywordFound(text, category.mots_cles_detection);
    if (keyword) return { category, keyword };
  }
  return null;
}

/** Demo-backend handlers that read categories: list, converted prices, detection. */
export const categoriesHandlers: RequestHandler[] = [
  http.get(endpoints.categories.converted, ({ request }) => {
    const user = authenticate(request);
    const params = searchParams(request);
    const route = pricingRoute(user, params.get('route_id'));
    const includeInactive = flag(params, 'include_inactive') === true;
    const categories = byDisplayOrder(categoriesOf(user)).filter((c) => includeInactive || c.is_active);
    return HttpResponse.json(categories.map((c) => convertedCategorie(c, user, route)));
  }),

  http.post(endpoints.categories.detect, async ({ request }) => {
    const user = authenticate(request);
    const body = await readBody(request, detectionWrite);
    const text = body.nom ?? body.texte ?? '';
    if (text.trim().length < 2) fail(400, { nom: ['Le nom doit contenir au moins 2 caractères.'] });
    const found = detectCategory(user, text);
    if (!found) return HttpResponse.json({ categorie: null, mot_cle: null });
    return HttpResponse.json({ categorie: convertedCategorie(found.category, user, pricingRoute(user, null)), mot_cle: found.keyword });
  }),

  http.get(endpoints.categories.list, ({ request }) => {
    const user = authenticate(request);
    const params = searchParams(request);
    let items = categoriesOf(user);
    const active = flag(params, 'is_active');
    if (active !== null) items = items.filter((c) => c.is_active === active);
    else if (flag(params, 'include_inactive') !== true) items = items.filter((c) => c.is_active);
    const forColis = flag(params, 'afficher_pour_colis');
    if (forColis !== null) items = items.filter((c) => c.afficher_pour_colis === forColis);
    const forFacture = flag(params, 'afficher_pour_facture');
    if (forFacture !== null) items = items.filter((c) => c.afficher_pour_facture === forFacture);
    const isDefault = flag(params, 'is_default');
    if (isDefault !== null) items = items.filter((c) => c.is_default === isDefault);
    const search = params.get('search')?.trim();
    if (search) {
      items = items.filter((c) => includesFolded(c.nom, search) || includesFolded(c.description, search) || c.mots_cles_detection.some((k) => includesFolded(k, search)));
    }
    items = params.get('ordering')
      ? orderBy(items, params.get('ordering'), { nom: (c) => c.nom, ordre_affichage: (c) => c.ordre_affichage, prix_unitaire: (c) => c.prix_unitaire, id: (c) => c.id })
      : byDisplayOrder(items);
    const wired = items.map((c) => wireCategorie(c, user));
    return HttpResponse.json(params.has('page') ? paginate(wired, params) : wired);
  }),
];
