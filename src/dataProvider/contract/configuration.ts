import { z } from 'zod';
import { decimal, id } from './common';
import { accountIdentityFields, countrySchema, routeSchema } from './accounts';

export const PRICING_TYPES = ['par_unite', 'par_poids', 'forfait', 'par_cbm', 'par_ligne'] as const;

export const categorieSchema = z.looseObject({
  id,
  nom: z.string(),
  emoji: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  description_complete: z.string().nullable().optional(),
  type_tarification: z.string(),
  prix_unitaire: decimal,
  mots_cles_detection: z.array(z.string()).optional(),
  afficher_pour_colis: z.boolean().optional(),
  afficher_pour_facture: z.boolean().optional(),
  is_default: z.boolean().optional(),
  is_custom: z.boolean().optional(),
  is_active: z.boolean().optional(),
  ordre_affichage: z.number().optional(),
  can_edit: z.boolean().optional(),
  devise_creation: z.string().nullable().optional(),
});
export type Categorie = z.infer<typeof categorieSchema>;

/** Initialise defaults answers the created list (bare or wrapped). */
export const categoriesListSchema = z.union([
  z.array(categorieSchema),
  z.looseObject({ categories: z.array(categorieSchema) }).transform((payload) => payload.categories),
  z.looseObject({ results: z.array(categorieSchema) }).transform((payload) => payload.results),
]);

export const employeSchema = z.looseObject({
  ...accountIdentityFields,
  role_nom: z.string().nullable().optional(),
  site_operation: z.looseObject({ id, name: z.string().optional() }).nullable().optional(),
  operating_country: z.looseObject({ id }).nullable().optional(),
  destination_country: z.looseObject({ id }).nullable().optional(),
  is_active: z.boolean(),
  date_joined: z.string(),
});
export type Employe = z.infer<typeof employeSchema>;

export const employeResponseSchema = z.looseObject({ message: z.string().optional(), employe: employeSchema });

export const employeeStatsSchema = z.looseObject({
  total_employes: z.number(),
  employes_actifs: z.number(),
  places_libres: z.number(),
  limite_employes: z.number(),
});
export type EmployeeStats = z.infer<typeof employeeStatsSchema>;

export const roleSchema = z.looseObject({ id, nom: z.string(), is_custom: z.boolean().optional(), type_role: z.string().nullable().optional() });
export type Role = z.infer<typeof roleSchema>;
export const rolesResponseSchema = z.union([
  z.array(roleSchema),
  z.looseObject({ roles: z.array(roleSchema) }).transform((payload) => payload.roles),
]);

export const siteSchema = z.looseObject({ id, name: z.string() });
export type Site = z.infer<typeof siteSchema>;
export const sitesResponseSchema = z.union([
  z.array(siteSchema),
  z.looseObject({ sites: z.array(siteSchema) }).transform((payload) => payload.sites),
]);

/** Routes used to fill the employee form's country choices: countries carry their id. */
const employeeCountrySchema = countrySchema.extend({ id });
export const employeeRouteSchema = z.looseObject({ id, origin_country: employeeCountrySchema, destination_country: employeeCountrySchema });
export type EmployeeRoute = z.infer<typeof employeeRouteSchema>;
export const employeeRoutesResponseSchema = z.looseObject({ results: z.array(employeeRouteSchema) });

export const rateUpdateResponseSchema = z.looseObject({ message: z.string(), route: routeSchema.optional() });

export const messageSchema = z.looseObject({ message: z.string().optional(), detail: z.string().optional() });
