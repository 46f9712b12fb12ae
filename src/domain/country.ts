/**
 * Countries on screen: a country reads as its French name ('Guinée'), never as its code ('GN'),
 * whether it comes as a code (a payment's location, a filter value, a CSV cell) or as an object
 * of the route data. Flags are drawn by `src/components/flags/` from the code (SVG, the same on
 * every system), never as emoji: Windows shows emoji flags as letters.
 */

let regionNames: Intl.DisplayNames | null | undefined;

function displayNames(): Intl.DisplayNames | null {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['fr'], { type: 'region', fallback: 'none' });
    } catch {
      regionNames = null;
    }
  }
  return regionNames;
}

export function isCountryCode(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value.trim());
}

/**
 * The French name of a country: the route data's own name when given, else the name of its ISO
 * code ('CA' → 'Canada'), else what was given. Empty gives '—'.
 */
export function countryName(code: string | null | undefined, nameFromData?: string | null): string {
  if (nameFromData && nameFromData.trim()) return nameFromData.trim();
  const value = (code ?? '').trim();
  if (!value) return '—';
  if (!isCountryCode(value)) return value;
  return displayNames()?.of(value.toUpperCase()) ?? value.toUpperCase();
}

export interface CountryLike {
  code_iso2?: string | null;
  code?: string | null;
  nom?: string | null;
}

/** The ISO code of a country object of the wire (routes say code_iso2, statistics say code). */
export function countryCodeOf(country: CountryLike | null | undefined): string | null {
  const code = country?.code_iso2 ?? country?.code ?? null;
  return isCountryCode(code) ? code.toUpperCase() : null;
}

/** The name of a country object of the wire. */
export function countryNameOf(country: CountryLike | null | undefined): string {
  return countryName(countryCodeOf(country), country?.nom);
}

/** 'Canada → Guinée'. */
export function routeName(origin: CountryLike | null | undefined, destination: CountryLike | null | undefined): string {
  return `${countryNameOf(origin)} → ${countryNameOf(destination)}`;
}
