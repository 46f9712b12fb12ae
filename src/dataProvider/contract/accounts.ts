import * as z from 'zod/mini';
import { decimal, id } from './common';

export const countrySchema = z.looseObject({
  id: z.optional(id),
  code_iso2: z.string(),
  nom: z.string(),
  devise_code: z.optional(z.string()),
  flag_emoji: z.optional(z.string()),
  phone_pattern: z.optional(z.nullable(z.string())),
  payment_methods: z.optional(z.array(z.looseObject({ code: z.string(), name: z.string(), is_online: z.optional(z.boolean()) }))),
});
export type Country = z.infer<typeof countrySchema>;

export const routeSchema = z.looseObject({
  id,
  origin_country: countrySchema,
  destination_country: countrySchema,
  taux_echange: decimal,
  is_active: z.optional(z.boolean()),
  is_default: z.optional(z.boolean()),
  last_updated: z.optional(z.nullable(z.string())),
  route_display: z.optional(z.string()),
});
export type EnterpriseRoute = z.infer<typeof routeSchema>;

export const rolePersonnaliseSchema = z.looseObject({
  nom: z.string(),
  type_role: z.nullable(z.string()),
});

/** The identity fields every account carries, the signed-in user's as an employee's. */
export const accountIdentityFields = {
  id,
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.optional(z.nullable(z.string())),
};

export const userSchema = z.looseObject({
  ...accountIdentityFields,
  is_superuser: z.optional(z.boolean()),
  permissions: z.optional(z.nullable(z.record(z.string(), z.boolean()))),
  role_display: z.optional(z.string()),
  role_description: z.optional(z.nullable(z.string())),
  role_personnalise_info: z.optional(z.nullable(rolePersonnaliseSchema)),
  pays_operation: z.optional(z.nullable(z.string())),
  pays_operation_effectif: z.optional(z.nullable(z.string())),
  operating_country: z.optional(z.nullable(countrySchema)),
  destination_country: z.optional(z.nullable(countrySchema)),
  routes: z.optional(z.array(routeSchema)),
  entreprise: z.optional(z.nullable(z.looseObject({ id: z.optional(id), nom: z.nullable(z.string()) }))),
  date_joined: z.optional(z.string()),
  two_factor_enabled: z.optional(z.boolean()),
});
export type User = z.infer<typeof userSchema>;

export const tokenResponseSchema = z.looseObject({
  access: z.string(),
  refresh: z.string(),
  user: userSchema,
});

export const refreshResponseSchema = z.looseObject({ access: z.string(), refresh: z.optional(z.string()) });

/** change_pays_operation's answer (spec 000 section 7): a message and the user as they now are. */
export const changePaysOperationResponseSchema = z.looseObject({ message: z.string(), user: userSchema });

export const contextMeSchema = z.looseObject({
  user: userSchema,
  operating_country: z.nullable(countrySchema),
  destination_country: z.nullable(countrySchema),
  routes: z.array(routeSchema),
});
export type ContextMe = z.infer<typeof contextMeSchema>;

const currencyInfoSchema = z.looseObject({ code: z.string(), name: z.optional(z.string()), flag: z.optional(z.string()) });

export const currencyContextSchema = z.looseObject({
  route: z.optional(z.nullable(routeSchema)),
  base_currency_code: z.string(),
  destination_currency_code: z.string(),
  exchange_rate: decimal,
  base_currency_info: z.optional(currencyInfoSchema),
  destination_currency_info: z.optional(currencyInfoSchema),
});
export type CurrencyContextPayload = z.infer<typeof currencyContextSchema>;

export const addressFieldSchema = z.looseObject({
  key: z.string(),
  label: z.string(),
  type: z.enum(['text', 'email', 'tel', 'textarea']),
  required: z.boolean(),
  placeholder: z.nullable(z.optional(z.string())),
});
export type AddressField = z.infer<typeof addressFieldSchema>;

export const addressSchemaSchema = z.looseObject({
  schema: z.array(addressFieldSchema),
  schema_version: z.optional(z.union([z.string(), z.number()])),
  country: z.looseObject({ code_iso2: z.optional(z.string()), nom: z.string(), flag_emoji: z.optional(z.string()) }),
});
export type AddressSchema = z.infer<typeof addressSchemaSchema>;

export const accessRequestResponseSchema = z.looseObject({ id: z.optional(id), message: z.optional(z.string()) });
