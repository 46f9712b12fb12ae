import { filterText } from '../../domain/wholeList';

export { filterText };

/** The values of some filters, as texts. */
export function filterTexts<K extends string>(filter: Record<string, unknown>, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, filterText(filter, key)])) as Record<K, string>;
}

export const sameTexts = <K extends string>(a: Record<K, string>, b: Record<K, string>, keys: readonly K[]) => keys.every((key) => a[key] === b[key]);

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
  }
  return value;
}

/** Two filter, sort or view values are the same whatever the order of their keys. */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
