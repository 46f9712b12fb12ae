import { getDb } from './db/store';
import type { DemoColis, DemoCountry, DemoRoute, DemoUser } from './db/types';
import { roundForCurrency } from '../domain/currency';
import { foldText } from '../domain/parcelList';

/** The wire shapes the real server sends, built from store rows. */

/** The columns a wire shape sends as the store holds them (same name, same value). */
export function columns<T, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;
}

export function countryByIso(iso2: string): DemoCountry {
  const country = getDb().countries.find((c) => c.code_iso2 === iso2);
  if (!country) throw new Error(`Pays inconnu dans la démo : ${iso2}`);
  return country;
}

export function wireCountry(iso2: string, options: { withPaymentMethods?: boolean } = {}) {
  const { payment_methods, ...country } = countryByIso(iso2);
  return options.withPaymentMethods ? { ...country, payment_methods } : country;
}

export function wireRoute(route: DemoRoute, options: { withPaymentMethods?: boolean } = {}) {
  const origin = wireCountry(route.origin, options);
  const destination = wireCountry(route.destination, options);
  return {
    id: route.id,
    origin_country: origin,
    destination_country: destination,
    taux_echange: route.taux_echange.toString(),
    is_active: route.is_active,
    is_default: route.is_default,
    last_updated: route.last_updated,
    route_display: `${origin.flag_emoji} ${origin.nom} → ${destination.flag_emoji} ${destination.nom}`,
  };
}

export function routesOfEnterprise(entrepriseId: number): DemoRoute[] {
  return getDb().routes.filter((r) => r.entreprise_id === entrepriseId && r.is_active);
}

/** The user's own route: from their operating country, else the enterprise's default. */
export function routeOfUser(user: DemoUser): DemoRoute | null {
  const routes = routesOfEnterprise(user.entreprise_id);
  return routes.find((r) => r.origin === user.pays_operation) ?? routes.find((r) => r.is_default) ?? routes[0] ?? null;
}

/** A country as the spec's `pays_operation` names it: its name folded ('canada', 'guinee', 'senegal'). */
export function paysSlug(iso2: string): string {
  const country = getDb().countries.find((c) => c.code_iso2 === iso2);
  return country ? foldText(country.nom).replace(/[^a-z]+/g, '-') : '';
}

export function wireUser(user: DemoUser) {
  const db = getDb();
  const role = db.roles.find((r) => r.id === user.role_id) ?? null;
  const enterprise = db.enterprises.find((e) => e.id === user.entreprise_id) ?? null;
  const route = routeOfUser(user);
  const isAdmin = user.is_superuser || role?.type_role === 'admin';
  const permissions = role ? Object.fromEntries(Object.entries(role.permissions).map(([k, v]) => [k, isAdmin || v])) : {};
  return {
    ...columns(user, ['id', 'username', 'email', 'first_name', 'last_name', 'phone', 'is_superuser']),
    permissions,
    role_display: role ? `${role.nom} ${role.is_custom ? '(Personnalisé)' : '(Système)'}` : 'Client',
    role_description: role?.description ?? 'Client de l’entreprise',
    role_personnalise_info: role ? { nom: role.nom, type_role: role.type_role } : null,
    pays_operation: paysSlug(user.pays_operation),
    pays_operation_effectif: user.pays_operation,
    operating_country: route ? wireCountry(route.origin) : null,
    destination_country: route ? wireCountry(route.destination) : null,
    entreprise: enterprise ? { id: enterprise.id, nom: enterprise.nom } : null,
    date_joined: user.date_joined,
    two_factor_enabled: user.two_factor.enabled,
  };
}

/** The user's operation currency: their route's origin's; without a route, the spec's fallback (002 section 9: USD). */
export function operationCurrencyOf(user: DemoUser): string {
  const route = routeOfUser(user);
  return route ? currencyOfCountry(route.origin) : 'USD';
}

export function currencyOfCountry(iso2: string): string {
  return countryByIso(iso2).devise_code;
}

export function routeById(routeId: number): DemoRoute {
  const route = getDb().routes.find((r) => r.id === routeId);
  if (!route) throw new Error(`Route inconnue dans la démo : ${routeId}`);
  return route;
}

/** Amounts of a parcel in its base currency, and converted into the destination currency. */
export function parcelAmounts(colis: DemoColis) {
  const route = routeById(colis.route_id);
  const base = currencyOfCountry(route.origin);
  const destination = currencyOfCountry(route.destination);
  const declared = colis.produits.reduce((sum, p) => sum + p.valeur_unitaire * p.quantite, 0);
  const total = roundForCurrency(colis.frais_expedition - colis.rabais_applique, base);
  const poids = colis.produits.reduce((sum, p) => sum + p.poids_unitaire * p.quantite, 0);
  return {
    route,
    base,
    destination,
    declared: roundForCurrency(declared, base),
    fee: colis.frais_expedition,
    discount: colis.rabais_applique,
    total,
    poids: Math.round(poids * 100) / 100,
    totalDestination: roundForCurrency(total * route.taux_echange, destination),
  };
}

/** The currency of the company's card-provider account, which a payment link of its parcels charges in. */
export function squareCurrencyOf(entrepriseId: number): string | null {
  return getDb().enterprises.find((e) => e.id === entrepriseId)?.devise_square ?? null;
}

/**
 * An amount of a parcel (in its currency) in the card provider's currency: as it is when they are
 * the same, converted at the parcel's route's rate when the provider's is the destination's, null
 * when the route does not convert into it.
 */
export function inSquareCurrency(amount: number, amounts: ReturnType<typeof parcelAmounts>): { montant: number; devise: string } | null {
  const devise = squareCurrencyOf(amounts.route.entreprise_id);
  if (devise === amounts.base) return { montant: roundForCurrency(amount, devise), devise };
  if (devise === amounts.destination) return { montant: roundForCurrency(amount * amounts.route.taux_echange, devise), devise };
  return null;
}

export function wireColis(colis: DemoColis) {
  const db = getDb();
  const amounts = parcelAmounts(colis);
  const bordereau = colis.bordereau_id ? db.bordereaux.find((b) => b.id === colis.bordereau_id) : undefined;
  const square = inSquareCurrency(amounts.total, amounts);
  return {
    id: colis.id,
    numero_colis: colis.numero_colis,
    code_suivi: colis.tracking_number,
    tracking_number: colis.tracking_number,
    statut: colis.statut,
    statut_paiement: colis.statut_paiement,
    expediteur_nom: colis.expediteur_nom,
    expediteur_prenom: colis.expediteur_prenom,
    expediteur_telephone: colis.expediteur_telephone,
    expediteur_email: colis.expediteur_email,
    expediteur_adresse_complete: colis.expediteur_adresse_complete,
    expediteur_address_components: colis.expediteur_address_components,
    destinataire_nom: colis.destinataire_nom,
    destinataire_prenom: colis.destinataire_prenom,
    destinataire_telephone: colis.destinataire_telephone,
    destinataire_email: colis.destinataire_email,
    destinataire_quartier: colis.destinataire_quartier,
    poids: amounts.poids,
    description: colis.description,
    valeur_totale_estimee: amounts.declared,
    valeur_totale_calculee: amounts.total,
    proprietaire: { id: colis.proprietaire_id },
    client: colis.expediteur_email,
    bordereau: bordereau ? { id: bordereau.id, numero_bordereau: bordereau.numero_bordereau, statut: bordereau.statut } : null,
    produits: colis.produits.map((p) => {
      const category = db.categories.find((c) => c.id === p.categorie_id);
      return {
        id: p.id,
        nom_produit: p.nom,
        quantite: p.quantite,
        valeur_estimee_individuelle: p.valeur_unitaire,
        poids_unitaire: p.poids_unitaire,
        description: p.description,
        categorie_produit: p.categorie_id,
        categorie_nom: category?.nom ?? null,
        categorie_type_tarification: category?.type_tarification ?? null,
        categorie_prix_unitaire: category?.prix_unitaire ?? null,
        categorie_is_active: category?.is_active ?? true,
        categorie_desactivee_message:
          category && !category.is_active
            ? {
                title: 'Catégorie désactivée',
                message: `La catégorie « ${category.nom} » n'est plus proposée pour les nouveaux colis.`,
                details: 'Les frais déjà calculés restent inchangés.',
              }
            : null,
        longueur_cm: p.longueur_cm,
        largeur_cm: p.largeur_cm,
        hauteur_cm: p.hauteur_cm,
        nb_lignes: p.nb_lignes,
      };
    }),
    enterprise_route: wireRoute(amounts.route, { withPaymentMethods: true }),
    frais_expedition: amounts.fee,
    rabais_applique: amounts.discount,
    montant_total_a_payer: amounts.total,
    prix_total: amounts.total,
    base_currency_shipping_fee: amounts.fee,
    base_currency_discount: amounts.discount,
    base_currency_total: amounts.total,
    base_currency_declared_value: amounts.declared,
    montant_square: square?.montant ?? null,
    devise_square: square?.devise ?? null,
    created_at: colis.created_at,
    updated_at: colis.updated_at,
    etiquette_a6_file: null,
    historique: colis.historique,
  };
}
