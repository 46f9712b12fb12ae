/** A filter's value as the fields show it: text, or '' when absent. */
export function filterText(filter: Record<string, unknown>, key: string): string {
  const value = filter[key];
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

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
