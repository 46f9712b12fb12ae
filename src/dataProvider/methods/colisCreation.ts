import { HttpError } from 'react-admin';
import { endpoints } from '../endpoints';
import { api } from '../httpClient';
import { paginated } from '../contract/common';
import { addressSchemaSchema } from '../contract/accounts';
import { colisSchema } from '../contract/colis';
import { categoryDetectionSchema, convertedCategorieSchema, feeValidationSchema } from '../contract/colisCreation';
import { ADDRESS_SCHEMA_CACHE_MS, FALLBACK_ADDRESS_FIELDS, type AddressFieldDef } from '../../domain/addressSchema';
import type { CreateParcelPayload, CreateProductPayload } from '../../domain/wizardValidation';
import type { IdempotentWrite } from '../idempotency';

export interface CountryAddressSchema {
  iso2: string;
  country: { nom: string; code_iso2?: string | null } | null;
  fields: AddressFieldDef[];
  /** True when the country has no schema of its own and the fallback is used. */
  fallback: boolean;
}

export interface FeeValidationPayload {
  produits: CreateProductPayload[];
  enterprise_route_id: number;
  base_currency_discount: number;
}

const cache = new Map<string, { at: number; value: Promise<CountryAddressSchema> }>();

/** Forgets the cached address schemas (tests, or after the configuration changed). */
export function clearAddressSchemaCache(): void {
  cache.clear();
}

async function fetchAddressSchema(iso2: string): Promise<CountryAddressSchema> {
  try {
    const payload = await api.get(endpoints.countries.addressSchema(iso2), { schema: addressSchemaSchema });
    const country = payload.country ? { nom: payload.country.nom, code_iso2: payload.country.code_iso2 ?? iso2 } : null;
    if (payload.schema.length === 0) return { iso2, country, fields: [...FALLBACK_ADDRESS_FIELDS], fallback: true };
    return { iso2, country, fields: payload.schema, fallback: false };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { iso2, country: null, fields: [...FALLBACK_ADDRESS_FIELDS], fallback: true };
    throw error;
  }
}

/** Named calls of the new-parcel wizard: converted prices, detection, address schemas, fee validation, creation. */
export const colisCreationMethods = {
  /**
   * Active categories with their price converted into the user's base currency; `routeId` prices
   * them for another route of the user's (a parcel's), `includeInactive` adds the deactivated ones.
   */
  getConvertedCategories: async (options: { routeId?: number; includeInactive?: boolean } = {}) => {
    const params = { ...(options.routeId !== undefined ? { route_id: options.routeId } : {}), ...(options.includeInactive ? { include_inactive: 'true' } : {}) };
    const page = await api.get(endpoints.categories.converted, { params: Object.keys(params).length > 0 ? params : undefined, schema: paginated(convertedCategorieSchema) });
    return page.results;
  },
  detectCategory: (nom: string) => api.post(endpoints.categories.detect, { nom }, { schema: categoryDetectionSchema }),
  /**
   * The address schema of a country, kept 30 minutes; a country without one (404 or an empty
   * list) gets the fallback schema (address_full and city).
   */
  getAddressSchemaCached: (iso2: string): Promise<CountryAddressSchema> => {
    const key = iso2.toUpperCase();
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < ADDRESS_SCHEMA_CACHE_MS) return hit.value;
    const value = fetchAddressSchema(key);
    cache.set(key, { at: Date.now(), value });
    value.catch(() => cache.delete(key));
    return value;
  },
  validateFees: (payload: FeeValidationPayload) => api.post(endpoints.colis.validateFees, payload, { schema: feeValidationSchema }),
  /** `replayed`: the parcel had been created by an earlier try of the same submission, whose answer was lost. */
  createColis: (payload: CreateParcelPayload, write: IdempotentWrite = {}) => api.create(endpoints.colis.list, payload, { schema: colisSchema, ...write }),
};
