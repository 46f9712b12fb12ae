import { z } from 'zod';
import { decimal, id } from './common';

export const countrySchema = z.looseObject({
  id: id.optional(),
  code_iso2: z.string(),
  nom: z.string(),
  devise_code: z.string().optional(),
  flag_emoji: z.string().optional(),
  phone_pattern: z.string().nullable().optional(),
  payment_methods: z.array(z.looseObject({ code: z.string(), name: z.string(), is_online: z.boolean().optional() })).optional(),
});
export type Country = z.infer<typeof countrySchema>;

export const routeSchema = z.looseObject({
  id,
  origin_country: countrySchema,
  destination_country: countrySchema,
  taux_echange: decimal,
  is_active: z.boolean().optional(),
  is_default: z.boolean().optional(),
  last_updated: z.string().nullable().optional(),
  route_display: z.string().optional(),
});
export type EnterpriseRoute = z.infer<typeof routeSchema>;

export const rolePersonnaliseSchema = z.looseObject({
  nom: z.string(),
  type_role: z.string().nullable(),
});

/** The identity fields every account carries, the signed-in user's as an employee's. */
export const accountIdentityFields = {
  id,
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable().optional(),
};

export const userSchema = z.looseObject({
  ...accountIdentityFields,
  is_superuser: z.boolean().optional(),
  permissions: z.record(z.string(), z.boolean()).nullable().optional(),
  role_display: z.string().optional(),
  role_description: z.string().nullable().optional(),
  role_personnalise_info: rolePersonnaliseSchema.nullable().optional(),
  pays_operation: z.string().nullable().optional(),
  pays_operation_effectif: z.string().nullable().optional(),
  operating_country: countrySchema.nullable().optional(),
  destination_country: countrySchema.nullable().optional(),
  routes: z.array(routeSchema).optional(),
  entreprise: z.looseObject({ id: id.optional(), nom: z.string().nullable() }).nullable().optional(),
  date_joined: z.string().optional(),
  two_factor_enabled: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const tokenResponseSchema = z.looseObject({
  access: z.string(),
  refresh: z.string(),
  user: userSchema,
});

export const refreshResponseSchema = z.looseObject({ access: z.string(), refresh: z.string().optional() });

export const contextMeSchema = z.looseObject({
  user: userSchema,
  operating_country: countrySchema.nullable(),
  destination_country: countrySchema.nullable(),
  routes: z.array(routeSchema),
});
export type ContextMe = z.infer<typeof contextMeSchema>;

const currencyInfoSchema = z.looseObject({ code: z.string(), name: z.string().optional(), flag: z.string().optional() });

export const currencyContextSchema = z.looseObject({
  route: routeSchema.nullable().optional(),
  base_currency_code: z.string(),
  destination_currency_code: z.string(),
  exchange_rate: decimal,
  base_currency_info: currencyInfoSchema.optional(),
  destination_currency_info: currencyInfoSchema.optional(),
});
export type CurrencyContextPayload = z.infer<typeof currencyContextSchema>;

export const addressFieldSchema = z.looseObject({
  key: z.string(),
  label: z.string(),
  type: z.enum(['text', 'email', 'tel', 'textarea']),
  required: z.boolean(),
  placeholder: z.string().optional().nullable(),
});
export type AddressField = z.infer<typeof addressFieldSchema>;

export const addressSchemaSchema = z.looseObject({
  schema: z.array(addressFieldSchema),
  schema_version: z.union([z.string(), z.number()]).optional(),
  country: z.looseObject({ code_iso2: z.string().optional(), nom: z.string(), flag_emoji: z.string().optional() }),
});
export type AddressSchema = z.infer<typeof addressSchemaSchema>;

export const accessRequestResponseSchema = z.looseObject({ id: id.optional(), message: z.string().optional() });
