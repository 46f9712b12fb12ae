import * as z from 'zod/mini';
import type { AccessRequestValues } from '../../domain/accessRequest';
import { endpoints } from '../endpoints';
import type { IdempotentWrite } from '../idempotency';
import { api } from '../httpClient';
import {
  accessRequestResponseSchema,
  addressSchemaSchema,
  changePaysOperationResponseSchema,
  contextMeSchema,
  countrySchema,
  currencyContextSchema,
  routeSchema,
  tokenResponseSchema,
  userSchema,
} from '../contract/accounts';

export interface LoginPayload {
  login: string;
  password: string;
  otp_token?: string;
}

/** The access request (/register) as the server takes it: the form's values. */
export type AccessRequestPayload = AccessRequestValues;

const schemasMapSchema = z.record(z.string(), addressSchemaSchema);

/** Sign-in, session context, currency context, countries and access requests. */
export const accountsMethods = {
  login: (payload: LoginPayload) => api.post(endpoints.auth.token, payload, { schema: tokenResponseSchema }),
  getCurrentUser: () => api.get(endpoints.auth.user, { schema: userSchema }),
  getContextMe: () => api.get(endpoints.context.me, { schema: contextMeSchema }),
  /** Spec 000 section 7: the user's operating country, by its ISO code. */
  changePaysOperation: (userId: number | string, iso2: string) =>
    api.post(endpoints.context.changePaysOperation(userId), { operating_country_iso2: iso2 }, { schema: changePaysOperationResponseSchema }),
  getCurrencyContext: () => api.get(endpoints.context.currency, { schema: currencyContextSchema }),
  getCountries: () => api.get(endpoints.countries.list, { schema: z.array(countrySchema) }),
  getAddressSchema: (iso2: string) => api.get(endpoints.countries.addressSchema(iso2), { schema: addressSchemaSchema }),
  getAllAddressSchemas: () => api.get(endpoints.countries.allAddressSchemas, { schema: schemasMapSchema }),
  getActiveRoutes: () => api.get(endpoints.routes.actives, { schema: z.array(routeSchema) }),
  createAccessRequest: async (payload: AccessRequestPayload, write: IdempotentWrite = {}) =>
    (await api.create(endpoints.accessRequests.list, payload, { schema: accessRequestResponseSchema, anonymous: true, ...write })).data,
  requestPasswordReset: (email: string) =>
    api.post(endpoints.account.passwordReset, { email }, { schema: z.looseObject({ message: z.optional(z.string()) }) }),
};
