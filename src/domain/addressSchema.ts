/** Address rules of spec 000 (address schema per country) and 001 section 5 (address fields). */

export type AddressFieldType = 'text' | 'email' | 'tel' | 'textarea';

export interface AddressFieldDef {
  key: string;
  label: string;
  type: AddressFieldType;
  required: boolean;
  placeholder?: string | null;
}

export type AddressValues = Record<string, string>;

/** The schema of a country that has none: a full address and a city, both required. */
export const FALLBACK_ADDRESS_FIELDS: readonly AddressFieldDef[] = [
  { key: 'address_full', label: 'Adresse complète', type: 'textarea', required: true },
  { key: 'city', label: 'Ville', type: 'text', required: true },
];

/** Address schemas are kept 30 minutes before they are asked again. */
export const ADDRESS_SCHEMA_CACHE_MS = 30 * 60_000;

export function requiredAddressFieldMessage(label: string): string {
  return `Le champ "${label}" est obligatoire`;
}

/** Each required field must be non-empty after trimming. Returns field key → message. */
export function validateAddress(fields: readonly AddressFieldDef[], values: AddressValues | null | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.required && (values?.[field.key] ?? '').trim() === '') errors[field.key] = requiredAddressFieldMessage(field.label);
  }
  return errors;
}

/** The components to send: only the schema's keys, trimmed, empty ones left out. */
export function addressComponents(fields: readonly AddressFieldDef[], values: AddressValues | null | undefined): AddressValues {
  const components: AddressValues = {};
  for (const field of fields) {
    const value = (values?.[field.key] ?? '').trim();
    if (value !== '') components[field.key] = value;
  }
  return components;
}

/** One line for display: the filled components in schema order, comma separated. */
export function formatAddress(fields: readonly AddressFieldDef[], values: AddressValues | null | undefined): string {
  return Object.values(addressComponents(fields, values)).join(', ');
}
