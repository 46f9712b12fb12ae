/** The locale every screen, PDF and message is written in (see format.ts). */
export const LOCALE = 'fr-FR';

/**
 * Loads Intl's data for that locale: Chromium takes 20–50 ms on the main thread for the first
 * number format of a page, and a few more for the first date format and collator. main.ts calls it
 * while the app's code downloads, when the page has nothing else to do, instead of leaving it to
 * the first screen's render.
 */
export function loadLocaleData(): void {
  new Intl.NumberFormat(LOCALE).format(0);
  new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(0);
  new Intl.Collator(LOCALE).compare('a', 'b');
}
