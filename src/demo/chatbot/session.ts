import { formatMoney } from '../../domain/currency';
import { formatDate } from '../../domain/format';
import { accountName, recipientName } from '../../domain/people';
import { parcelStatusLabel, PARCEL_STATUSES, type ParcelStatus } from '../../domain/parcelStatus';
import { getDb, nowIso, persist } from '../db/store';
import type { DemoCategorie, DemoUser } from '../db/types';
import { includesFolded, userCan } from '../http';
import { visibleParcels } from '../scope';
import { verifyToken } from '../tokens';
import { unpaidDeliveryRefusalOf } from '../handover';

/**
 * The demo assistant of spec 000 section 7, apart from any transport: one session per connection,
 * fed the client's messages (`receive`) and answering through the `send` it was given. It answers
 * from the store: a category's tariff, a parcel's status from its tracking code, parcel counts by
 * status; and it proposes to move an in-transit parcel to arrived (or an arrived one to delivered),
 * which it really does once the user confirms. The browser's demo socket, MSW's WebSocket link of
 * the tests and a Node `ws` server can all host it.
 */

/** The pause between 'typing' and the answer, so the indicator can be seen. */
export const ANSWER_DELAY_MS = 300;

interface PendingAction {
  colisId: number;
  from: ParcelStatus;
  to: ParcelStatus;
}

interface SessionState {
  user: DemoUser | null;
  conversationId: string | null;
  actions: Map<string, PendingAction>;
}

let sequence = 0;
const next = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++sequence}`;

const PRICING_UNITS: Record<DemoCategorie['type_tarification'], string> = {
  par_unite: 'par unité',
  par_poids: 'par kg',
  forfait: 'par envoi (forfait)',
  par_cbm: 'par m³ (CBM)',
  par_ligne: 'par ligne',
};

const STATUS_WORDS: { status: ParcelStatus; words: string[] }[] = [
  { status: 'enregistre', words: ['en attente', 'enregistre'] },
  { status: 'expedie', words: ['en transit', 'transit', 'expedie'] },
  { status: 'arrive', words: ['arrive'] },
  { status: 'remis', words: ['livre', 'remis'] },
  { status: 'probleme', words: ['probleme'] },
];

const MOVES: Partial<Record<ParcelStatus, { to: ParcelStatus; verb: string }>> = {
  expedie: { to: 'arrive', verb: 'comme arrivé' },
  arrive: { to: 'remis', verb: 'comme livré' },
};

const HELP =
  'Je peux vous donner :\n' +
  '• le **tarif** d’une catégorie (ex. « tarif électronique »)\n' +
  '• le **statut d’un colis** à partir de son code de suivi\n' +
  '• le **nombre de colis** par statut (ex. « combien de colis en transit ? »)';

const price = (amount: number, currency: string) => formatMoney(amount, currency);

function tariffLine(category: DemoCategorie): string {
  return `**${price(category.prix_unitaire, category.devise_creation)} ${PRICING_UNITS[category.type_tarification]}**`;
}


function categoriesOf(user: DemoUser): DemoCategorie[] {
  return getDb()
    .categories.filter((c) => c.entreprise_id === user.entreprise_id && c.is_active)
    .sort((a, b) => a.ordre_affichage - b.ordre_affichage);
}

/** Words that look like a tracking code or a parcel number (letters and digits). */
function codesIn(text: string): string[] {
  return (text.toUpperCase().match(/[A-Z0-9][A-Z0-9-]{5,}/g) ?? []).filter((word) => /\d/.test(word) && /[A-Z]/.test(word));
}

interface Answer {
  content: string;
  actions?: { id: string; label: string; requires_confirmation: boolean }[];
}

function parcelAnswer(session: SessionState, user: DemoUser, code: string): Answer {
  const colis = visibleParcels(user).find((c) => c.tracking_number.toUpperCase() === code || c.numero_colis.toUpperCase() === code);
  if (!colis) return { content: `Aucun colis ne correspond au code **${code}**. Vérifiez le code de suivi.` };
  const updated = formatDate(colis.updated_at);
  let content =
    `Le colis **${colis.tracking_number}** (${colis.numero_colis}) est **${parcelStatusLabel(colis.statut)}**.\n` +
    `Destinataire : ${recipientName(colis)}. Dernière mise à jour : ${updated}.`;
  const move = MOVES[colis.statut];
  if (!move || !userCan(user, 'colis.change_status')) return { content };
  const id = next('action');
  session.actions.set(id, { colisId: colis.id, from: colis.statut, to: move.to });
  content += `\nJe peux le marquer **${parcelStatusLabel(move.to)}** : confirmez l’action ci-dessous.`;
  return { content, actions: [{ id, label: `Marquer le colis ${colis.tracking_number} ${move.verb}`, requires_confirmation: true }] };
}

function tariffAnswer(user: DemoUser, text: string): Answer {
  const categories = categoriesOf(user);
  const category = categories.find(
    (c) => includesFolded(text, c.nom) || includesFolded(text, c.nom.replace(/s$/, '')) || c.mots_cles_detection.some((k) => includesFolded(text, k)),
  );
  if (category) return { content: `Le tarif de la catégorie **${category.emoji} ${category.nom}** est de ${tariffLine(category)}.` };
  if (categories.length === 0) return { content: 'Aucune catégorie de produits n’est configurée.' };
  return { content: `Tarifs en vigueur :\n${categories.map((c) => `• ${c.emoji} ${c.nom} : ${tariffLine(c)}`).join('\n')}` };
}

function countAnswer(user: DemoUser, text: string): Answer {
  const parcels = visibleParcels(user);
  const asked = STATUS_WORDS.find((entry) => entry.words.some((word) => includesFolded(text, word)));
  if (asked) {
    const n = parcels.filter((c) => c.statut === asked.status).length;
    return { content: `Vous avez **${n}** colis **${parcelStatusLabel(asked.status)}** (sur ${parcels.length} au total).` };
  }
  const lines = PARCEL_STATUSES.map((status) => `• ${parcelStatusLabel(status)} : **${parcels.filter((c) => c.statut === status).length}**`);
  return { content: `Colis par statut (**${parcels.length}** au total) :\n${lines.join('\n')}` };
}

/** The demo assistant's reply to one message. */
function answer(session: SessionState, user: DemoUser, text: string): Answer {
  const [code] = codesIn(text);
  if (code) return parcelAnswer(session, user, code);
  if (['tarif', 'prix', 'cout', 'coute'].some((word) => includesFolded(text, word))) return tariffAnswer(user, text);
  if (['combien', 'nombre', 'statistique', 'compte', 'total'].some((word) => includesFolded(text, word))) return countAnswer(user, text);
  if (['bonjour', 'salut', 'aide', 'help'].some((word) => includesFolded(text, word))) {
    return { content: `Bonjour ${user.first_name} ! ${HELP}` };
  }
  return { content: `Je n’ai pas compris votre demande. ${HELP}` };
}

function confirmAction(session: SessionState, user: DemoUser, actionId: string, confirmed: boolean): { message: string } | { error: string } {
  const action = session.actions.get(actionId);
  if (!action) return { error: 'Action inconnue ou déjà traitée.' };
  session.actions.delete(actionId);
  const colis = getDb().colis.find((c) => c.id === action.colisId);
  if (!colis) return { error: 'Ce colis n’existe plus.' };
  if (!confirmed) return { message: `Action annulée : le colis **${colis.tracking_number}** reste **${parcelStatusLabel(colis.statut)}**.` };
  if (colis.statut !== action.from) {
    return { error: `Le colis ${colis.tracking_number} n’est plus « ${parcelStatusLabel(action.from)} » : action impossible.` };
  }
  const unpaid = action.to === 'remis' ? unpaidDeliveryRefusalOf(colis) : null;
  if (unpaid) return { error: unpaid };
  const when = nowIso();
  colis.statut = action.to;
  colis.updated_at = when;
  colis.historique.push({
    date: when,
    action: `Colis marqué comme ${parcelStatusLabel(action.to).toLowerCase()} (assistant Mira)`,
    utilisateur: accountName(user),
  });
  persist();
  return { message: `✅ Le colis **${colis.tracking_number}** est maintenant **${parcelStatusLabel(action.to)}**.` };
}

function read(data: unknown): Record<string, unknown> | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export interface ChatSession {
  /** One message from the client (the raw text frame). */
  receive(data: unknown): void;
  /** The connection is gone: nothing is sent after this (a pending answer included). */
  close(): void;
}

/** A conversation with Mira; `send` carries each server message (a JSON text frame) to the client. */
/** The demo's session: its `receive` is done once the message is answered (they are answered in order). */
export interface DemoChatSession extends ChatSession {
  receive(data: unknown): Promise<void>;
}

export function createChatSession(send: (frame: string) => void): DemoChatSession {
  const session: SessionState = { user: null, conversationId: null, actions: new Map() };
  let closed = false;
  const reply = (message: Record<string, unknown>) => {
    if (!closed) send(JSON.stringify(message));
  };
  const error = (content: string) => reply({ type: 'error', content });

  const handle = async (data: unknown): Promise<void> => {
    const message = read(data);
    if (!message || typeof message.type !== 'string') return error('Message illisible : JSON attendu.');

    if (message.type === 'ping') return reply({ type: 'pong' });

    if (message.type === 'authenticate') {
      const token = typeof message.token === 'string' ? message.token : '';
      if (!token) return error("Token d'authentification manquant");
      const payload = await verifyToken(token, 'access');
      const user = payload ? getDb().users.find((u) => u.id === payload.user_id && u.is_active) : undefined;
      if (!user) return error('Session invalide ou expirée : reconnectez-vous.');
      session.user = user;
      return reply({ type: 'system_message', content: `Bonjour ${user.first_name}, je suis Mira. ${HELP}` });
    }

    const user = session.user;
    if (!user) return error('Authentification requise avant d’écrire à Mira.');

    if (message.type === 'chat_message') {
      const content = typeof message.content === 'string' ? message.content.trim() : '';
      if (!content) return error('Message vide.');
      session.conversationId ??= typeof message.conversation_id === 'string' && message.conversation_id ? message.conversation_id : next('conv');
      reply({ type: 'message_received', conversation_id: session.conversationId });
      reply({ type: 'assistant_typing', is_typing: true });
      const answered = answer(session, user, content);
      setTimeout(() => {
        reply({
          type: 'assistant_message',
          content: answered.content,
          message_id: next('msg'),
          conversation_id: session.conversationId,
          actions: answered.actions ?? [],
          timestamp: nowIso(),
        });
      }, ANSWER_DELAY_MS);
      return;
    }

    if (message.type === 'action_confirmation') {
      const actionId = typeof message.action_id === 'string' ? message.action_id : String(message.action_id ?? '');
      const outcome = confirmAction(session, user, actionId, message.confirmed === true);
      if ('error' in outcome) return error(outcome.error);
      return reply({ type: 'action_completed', action_id: actionId, result: { message: outcome.message } });
    }

    return error(`Type de message inconnu : ${message.type}`);
  };

  // The token's check is asynchronous: a message sent right after `authenticate` waits for it.
  let answered = Promise.resolve();
  return {
    receive: (data) => {
      // A message that failed does not stop the ones after it.
      answered = answered.catch(() => undefined).then(() => handle(data));
      return answered;
    },
    close: () => {
      closed = true;
    },
  };
}
