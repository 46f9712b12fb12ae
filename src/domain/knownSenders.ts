/**
 * Returning senders at the counter: typing a sender's phone or name in the wizard offers the
 * senders the company already registered, each with the recipients they sent to, so one choice
 * fills both parties. The server searches its own company's parcels only (docs/contract.md).
 */
import { foldText } from './parcelList';
import { matchesQuery, phoneDigits } from './quickFind';
import type { RecipientValues, SenderValues } from './wizardValidation';

/** A search starts at 3 characters (4 digits for a phone, as the quick find), and answers 10 pairs at most. */
export const KNOWN_SENDER_MIN_LENGTH = 3;
export const KNOWN_SENDER_MIN_DIGITS = 4;
export const KNOWN_SENDERS_LIMIT = 10;
/** The pause after the last key before the search is sent. */
export const KNOWN_SENDER_DELAY_MS = 300;

/** Whether a text is worth a search: 3 characters, and 4 digits when it is a phone number. */
export function isKnownSenderQuery(text: string): boolean {
  const query = text.trim();
  if (query.length < KNOWN_SENDER_MIN_LENGTH) return false;
  return !isPhoneQuery(query) || phoneDigits(query).length >= KNOWN_SENDER_MIN_DIGITS;
}

const isPhoneQuery = (query: string) => /^[\d\s+().-]+$/.test(query);

/** What a registered parcel tells of its two parties. */
export interface SenderParcel {
  expediteur_prenom: string;
  expediteur_nom: string;
  expediteur_telephone: string;
  expediteur_email: string;
  expediteur_address_components: Record<string, string>;
  destinataire_prenom: string;
  destinataire_nom: string;
  destinataire_telephone: string;
  destinataire_email: string;
  destinataire_quartier: string;
  /** ISO code of the country the parcel left from: its address fields are that country's. */
  pays_origine: string;
  created_at: string;
}

/** A sender and one of their recipients, as last registered, with how many parcels went between them. */
export interface KnownSenderPair {
  expediteur: { prenom: string; nom: string; telephone: string; email: string; adresse: Record<string, string>; pays: string };
  destinataire: { prenom: string; nom: string; telephone: string; email: string; quartier: string };
  nombre_envois: number;
  dernier_envoi: string;
}

/** A person is their phone number (digits only); without one, their folded name. */
const personKey = (telephone: string, prenom: string, nom: string) => phoneDigits(telephone) || foldText(`${prenom} ${nom}`);

/**
 * The pairs whose sender matches the query (every word in their name, or their phone's digits
 * whatever the spacing), the most recent first, each pair once with its latest details.
 */
export function knownSenderPairs(parcels: readonly SenderParcel[], text: string, limit = KNOWN_SENDERS_LIMIT): KnownSenderPair[] {
  const query = text.trim();
  if (!isKnownSenderQuery(query)) return [];
  // A number typed the national way ('06 12…') also finds it written with its country code ('+33 6 12…').
  const digits = isPhoneQuery(query) ? [phoneDigits(query), phoneDigits(query).replace(/^0+/, '')].filter((d) => d.length >= KNOWN_SENDER_MIN_DIGITS) : [];
  const matches = (parcel: SenderParcel) =>
    digits.length > 0
      ? digits.some((d) => phoneDigits(parcel.expediteur_telephone).includes(d))
      : !isPhoneQuery(query) && matchesQuery(`${parcel.expediteur_prenom} ${parcel.expediteur_nom}`, query);
  const pairs = new Map<string, KnownSenderPair>();
  const newestFirst = [...parcels].filter(matches).sort((a, b) => b.created_at.localeCompare(a.created_at));
  for (const parcel of newestFirst) {
    const key = `${personKey(parcel.expediteur_telephone, parcel.expediteur_prenom, parcel.expediteur_nom)}>${personKey(parcel.destinataire_telephone, parcel.destinataire_prenom, parcel.destinataire_nom)}`;
    const known = pairs.get(key);
    if (known) {
      known.nombre_envois += 1;
      continue;
    }
    pairs.set(key, {
      expediteur: {
        prenom: parcel.expediteur_prenom,
        nom: parcel.expediteur_nom,
        telephone: parcel.expediteur_telephone,
        email: parcel.expediteur_email,
        adresse: parcel.expediteur_address_components,
        pays: parcel.pays_origine,
      },
      destinataire: {
        prenom: parcel.destinataire_prenom,
        nom: parcel.destinataire_nom,
        telephone: parcel.destinataire_telephone,
        email: parcel.destinataire_email,
        quartier: parcel.destinataire_quartier,
      },
      nombre_envois: 1,
      dernier_envoi: parcel.created_at,
    });
  }
  return [...pairs.values()].slice(0, limit);
}

/** A pair as the server sends it (its e-mails and district may be missing). */
export interface KnownSenderChoice {
  expediteur: { prenom: string; nom: string; telephone: string; email?: string | null; adresse?: Record<string, string> | null; pays?: string | null };
  destinataire: { prenom: string; nom: string; telephone: string; email?: string | null; quartier?: string | null };
}

/**
 * The wizard's two parties filled from one choice: the sender's contact and the recipient's. The
 * sender's address is taken only when their parcel left from the country the agent sends from (its
 * fields are that country's address schema); otherwise the address typed so far stays.
 */
export function partiesFromKnownSender(choice: KnownSenderChoice, current: { expediteur: SenderValues; destinataire: RecipientValues }, operatingIso: string | null) {
  const sameCountry = Boolean(operatingIso && choice.expediteur.pays?.toUpperCase() === operatingIso.toUpperCase());
  const expediteur: SenderValues = {
    nom: choice.expediteur.nom,
    prenom: choice.expediteur.prenom,
    telephone: choice.expediteur.telephone,
    email: choice.expediteur.email ?? '',
    address: sameCountry && choice.expediteur.adresse ? { ...choice.expediteur.adresse } : current.expediteur.address,
  };
  const destinataire: RecipientValues = {
    nom: choice.destinataire.nom,
    prenom: choice.destinataire.prenom,
    telephone: choice.destinataire.telephone,
    email: choice.destinataire.email ?? '',
    quartier: choice.destinataire.quartier ?? '',
  };
  return { expediteur, destinataire };
}
