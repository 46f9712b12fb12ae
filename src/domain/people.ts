/**
 * Person names, written one way on every screen, export and document (docs/decisions.md, "Person
 * names"). Each helper gives '' when there is no name; the screen shows its own mark (often '—').
 */

type NamePart = string | null | undefined;

/** An account: a user, an employee, a manifest's agent. */
export interface AccountNames {
  first_name?: NamePart;
  last_name?: NamePart;
  username: string;
}

/** « Prénom Nom », either part possibly missing. */
export function personName(first: NamePart, last: NamePart): string {
  return [first, last]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** An account's name: « Prénom Nom », else its username. */
export function accountName(account: AccountNames): string {
  return personName(account.first_name, account.last_name) || account.username;
}

/** An account's avatar letters: the initials of its first and last names, else the first two of its username. */
export function accountInitials(account: AccountNames): string {
  const letters = `${account.first_name?.trim()[0] ?? ''}${account.last_name?.trim()[0] ?? ''}`;
  return (letters || account.username.slice(0, 2)).toUpperCase();
}

/** A parcel's sender, wherever the parcel's fields are (a parcel, a payment's parcel, a fees row). */
export function senderName(parcel: { expediteur_prenom?: NamePart; expediteur_nom?: NamePart } | null | undefined): string {
  return personName(parcel?.expediteur_prenom, parcel?.expediteur_nom);
}

/** A parcel's recipient. */
export function recipientName(parcel: { destinataire_prenom?: NamePart; destinataire_nom?: NamePart } | null | undefined): string {
  return personName(parcel?.destinataire_prenom, parcel?.destinataire_nom);
}

/** What an online payment shows where the agent who took a payment is named: no agent handles it. */
export const ONLINE_PAYMENT_AGENT = 'Paiement en ligne';

/** A payment as far as who handled it goes. */
export interface PaymentHandling {
  methode: string;
  agent_traitant?: { nom_complet?: NamePart } | null;
  agent?: { prenom?: NamePart; nom?: NamePart } | null;
}

/**
 * Who took a payment: the processing agent the server names, else the agent's first and last
 * names; an online payment (Square), which no agent takes, reads ONLINE_PAYMENT_AGENT.
 */
export function paymentAgentName(payment: PaymentHandling): string {
  const name = payment.agent_traitant?.nom_complet?.trim() || personName(payment.agent?.prenom, payment.agent?.nom);
  return name || (payment.methode === 'square' ? ONLINE_PAYMENT_AGENT : '');
}
