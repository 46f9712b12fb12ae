import * as z from 'zod/mini';
import { decimal, id, transform } from './common';
import { accountIdentityFields, countrySchema, routeSchema } from './accounts';

export const PRICING_TYPES = ['par_unite', 'par_poids', 'forfait', 'par_cbm', 'par_ligne'] as const;

export const categorieSchema = z.looseObject({
  id,
  nom: z.string(),
  emoji: z.optional(z.nullable(z.string())),
  description: z.optional(z.nullable(z.string())),
  description_complete: z.optional(z.nullable(z.string())),
  type_tarification: z.string(),
  prix_unitaire: decimal,
  mots_cles_detection: z.optional(z.array(z.string())),
  afficher_pour_colis: z.optional(z.boolean()),
  afficher_pour_facture: z.optional(z.boolean()),
  is_default: z.optional(z.boolean()),
  is_custom: z.optional(z.boolean()),
  is_active: z.optional(z.boolean()),
  ordre_affichage: z.optional(z.number()),
  can_edit: z.optional(z.boolean()),
  devise_creation: z.optional(z.nullable(z.string())),
});
export type Categorie = z.infer<typeof categorieSchema>;

/** Initialise defaults answers the created list (bare or wrapped). */
export const categoriesListSchema = z.union([
  z.array(categorieSchema),
  transform(z.looseObject({ categories: z.array(categorieSchema) }), (payload) => payload.categories),
  transform(z.looseObject({ results: z.array(categorieSchema) }), (payload) => payload.results),
]);

export const employeSchema = z.looseObject({
  ...accountIdentityFields,
  role_nom: z.optional(z.nullable(z.string())),
  site_operation: z.optional(z.nullable(z.looseObject({ id, name: z.optional(z.string()) }))),
  operating_country: z.optional(z.nullable(z.looseObject({ id }))),
  destination_country: z.optional(z.nullable(z.looseObject({ id }))),
  is_active: z.boolean(),
  date_joined: z.string(),
});
export type Employe = z.infer<typeof employeSchema>;


export const employeeStatsSchema = z.looseObject({
  total_employes: z.number(),
  employes_actifs: z.number(),
  places_libres: z.number(),
  limite_employes: z.number(),
  /** Added to the contract (docs/contract.md): the last active administrator is neither demoted nor deactivated. */
  administrateurs_actifs: z.optional(z.number()),
});
export type EmployeeStats = z.infer<typeof employeeStatsSchema>;

export const roleSchema = z.looseObject({ id, nom: z.string(), is_custom: z.optional(z.boolean()), type_role: z.optional(z.nullable(z.string())) });
export type Role = z.infer<typeof roleSchema>;
export const rolesResponseSchema = z.union([
  z.array(roleSchema),
  transform(z.looseObject({ roles: z.array(roleSchema) }), (payload) => payload.roles),
]);

export const siteSchema = z.looseObject({ id, name: z.string() });
export type Site = z.infer<typeof siteSchema>;
export const sitesResponseSchema = z.union([
  z.array(siteSchema),
  transform(z.looseObject({ sites: z.array(siteSchema) }), (payload) => payload.sites),
]);

/** Routes used to fill the employee form's country choices: countries carry their id. */
const employeeCountrySchema = z.extend(countrySchema, { id });
export const employeeRouteSchema = z.looseObject({ id, origin_country: employeeCountrySchema, destination_country: employeeCountrySchema });
export type EmployeeRoute = z.infer<typeof employeeRouteSchema>;
export const employeeRoutesResponseSchema = z.looseObject({ results: z.array(employeeRouteSchema) });

export const rateUpdateResponseSchema = z.looseObject({ message: z.string(), route: z.optional(routeSchema) });

export const messageSchema = z.looseObject({ message: z.optional(z.string()), detail: z.optional(z.string()) });
