/** Access request (/register) rules of spec 001 section 5. */

export interface AccessRequestValues {
  prenom: string;
  nom: string;
  email: string;
  telephone: string;
  role_demande: string;
  pays_operation: string;
  mot_de_passe: string;
  mot_de_passe_confirm: string;
}

export { ACCESS_REQUEST_ROLES, OPERATING_COUNTRIES } from './schemas/accessRequests';

/** IANA time zones of Canada (current names and the older aliases browsers may still report). */
const CANADIAN_TIME_ZONES = new Set([
  'America/St_Johns', 'America/Halifax', 'America/Glace_Bay', 'America/Moncton', 'America/Goose_Bay', 'America/Blanc-Sablon',
  'America/Toronto', 'America/Montreal', 'America/Nipigon', 'America/Thunder_Bay', 'America/Iqaluit', 'America/Pangnirtung',
  'America/Atikokan', 'America/Winnipeg', 'America/Rainy_River', 'America/Resolute', 'America/Rankin_Inlet', 'America/Regina',
  'America/Swift_Current', 'America/Edmonton', 'America/Cambridge_Bay', 'America/Yellowknife', 'America/Inuvik', 'America/Creston',
  'America/Dawson_Creek', 'America/Fort_Nelson', 'America/Whitehorse', 'America/Dawson', 'America/Vancouver',
]);

/** What the browser tells about where it is, without asking the user or the network. */
export interface BrowserPlace {
  /** The device's latitude, when the browser already allows its position (no prompt is shown). */
  latitude?: number;
  timeZone?: string;
  /** navigator.languages, e.g. ['fr-CA', 'fr']. */
  languages?: readonly string[];
}

/** Spec 000 section 9: "latitude above 45 suggests canada, otherwise guinee". */
export const countryFromLatitude = (latitude: number): 'canada' | 'guinee' => (latitude > 45 ? 'canada' : 'guinee');

/**
 * The operating country suggested on /register. With a position the device already shares, the
 * spec's rule on its latitude; without one (a public form never asks for it: the prompt, and often
 * a network location service), the device's time zone, then its locale's region, say the same thing:
 * a Canadian time zone or a Canadian locale suggests canada, anything else guinee. The user can
 * change it.
 */
export function guessOperatingCountry(place: BrowserPlace): 'canada' | 'guinee' {
  if (place.latitude !== undefined) return countryFromLatitude(place.latitude);
  const zone = place.timeZone ?? '';
  if (CANADIAN_TIME_ZONES.has(zone) || zone.startsWith('Canada/')) return 'canada';
  if (zone === 'Africa/Conakry') return 'guinee';
  const regions = (place.languages ?? []).map((tag) => tag.split(/[-_]/)[1]?.toUpperCase());
  return regions.find((region) => region === 'CA' || region === 'GN') === 'CA' ? 'canada' : 'guinee';
}

/**
 * The device's latitude if the browser already allows this site its position (never prompts);
 * undefined otherwise, or when it does not come.
 */
export async function grantedLatitude(): Promise<number | undefined> {
  if (typeof navigator === 'undefined' || !navigator.permissions || !navigator.geolocation) return undefined;
  try {
    const permission = await navigator.permissions.query({ name: 'geolocation' });
    if (permission.state !== 'granted') return undefined;
    return await new Promise<number | undefined>((resolve) =>
      navigator.geolocation.getCurrentPosition(
        (position) => resolve(position.coords.latitude),
        () => resolve(undefined),
        { maximumAge: 3_600_000, timeout: 10_000 },
      ),
    );
  } catch {
    return undefined;
  }
}

/** The browser's own place (time zone and languages). */
export function browserPlace(): BrowserPlace {
  return { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, languages: typeof navigator === 'undefined' ? [] : navigator.languages };
}

export const ACCESS_REQUEST_MESSAGES = {
  invalidForm: 'Veuillez corriger les erreurs dans le formulaire',
  failure: "Erreur lors de l'inscription",
} as const;

