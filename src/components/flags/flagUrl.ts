/**
 * Country flags as SVG files of the `flag-icons` package (MIT), so every system draws the same flag
 * (Windows draws no emoji flags: it shows the letters). Only URLs are in the bundle: the build
 * emits each flag as its own file (never inlined) and the browser fetches only the flags a page
 * shows. No React: the public tracking page (Preact) uses it too.
 */
const FLAGS = import.meta.glob<string>('/node_modules/flag-icons/flags/4x3/*.svg', { eager: true, query: '?url&no-inline', import: 'default' });

const PREFIX = '/node_modules/flag-icons/flags/4x3/';

/** The URL of a country's flag from its ISO code ('GN'), or null when there is none. */
export function flagUrl(code: string | null | undefined): string | null {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return null;
  return FLAGS[`${PREFIX}${code.toLowerCase()}.svg`] ?? null;
}
