/**
 * The in-app assistant (Mira) of spec 000 sections 2, 4, 5, 7, 8 and 9: the reconnection schedule,
 * the conversation state driven by the server's messages, and the safe bold markup.
 */

/** At most 5 reconnection attempts, 1 s times 2 to the attempt number (1, 2, 4, 8, 16 s). */
export const RECONNECT_MAX_ATTEMPTS = 5;
export const RECONNECT_BASE_DELAY_MS = 1000;
/** A normal close (the user closed the panel, the server said goodbye) is never retried. */
export const NORMAL_CLOSE_CODE = 1000;
/** Keep-alive ping while the connection is open. */
export const PING_INTERVAL_MS = 30_000;
/**
 * A connection counts as recovered, and the retry budget starts again, once it has stayed open
 * this long (a keep-alive's worth): one accepted and dropped at once (a server that takes the
 * socket then fails) uses up the 5 attempts, then the user is told, instead of a retry every second
 * forever.
 */
export const STABLE_CONNECTION_MS = 30_000;

export const CHATBOT_MESSAGES = {
  notSignedIn: 'Vous devez être connecté pour utiliser le chatbot',
  cannotConnect: 'Impossible de se connecter au chatbot',
  missingToken: "Token d'authentification manquant",
  socketError: 'Erreur de connexion WebSocket',
  badFormat: 'Erreur de format de message',
  closed: 'Connexion fermée',
  cannotReconnect: 'Impossible de se reconnecter au chatbot',
  crashTitle: 'Erreur du chatbot',
  crashDetail: "Le chatbot n'a pas pu se charger. Veuillez réessayer.",
  footer: 'En développement - Ne pas se fier aux réponses',
} as const;

export const ASSISTANT_STATUS_LABELS = {
  online: 'En ligne • IA',
  offline: 'Déconnecté',
  demo: 'Mode démo • Aperçu',
} as const;

/** The header's status: offline unless connected; connected to the demo backend is a preview. */
export function assistantStatusLabel(connected: boolean, demoMode: boolean): string {
  if (!connected) return ASSISTANT_STATUS_LABELS.offline;
  return demoMode ? ASSISTANT_STATUS_LABELS.demo : ASSISTANT_STATUS_LABELS.online;
}

/** Delay before the reconnection attempt `attempt` (0 for the first): 1 s × 2^attempt. */
export function reconnectDelay(attempt: number): number {
  return RECONNECT_BASE_DELAY_MS * 2 ** attempt;
}

export type ReconnectDecision = { kind: 'retry'; attempt: number; delayMs: number } | { kind: 'give-up' } | { kind: 'none' };

/**
 * What follows a close: nothing after a normal close (1000); otherwise a retry while fewer than
 * 5 attempts were made since the last connection that stayed open (STABLE_CONNECTION_MS), then give up.
 */
export function afterClose(code: number, attemptsMade: number): ReconnectDecision {
  if (code === NORMAL_CLOSE_CODE) return { kind: 'none' };
  if (attemptsMade >= RECONNECT_MAX_ATTEMPTS) return { kind: 'give-up' };
  return { kind: 'retry', attempt: attemptsMade, delayMs: reconnectDelay(attemptsMade) };
}

/** A piece of a message: plain text, or text between `**` shown in bold. */
export interface TextSegment {
  text: string;
  bold: boolean;
}

/**
 * Splits `**bold**` markup into segments. Everything else (HTML included) stays literal text;
 * an unclosed `**` is shown as typed.
 */
export function parseBold(content: string): TextSegment[] {
  const segments: TextSegment[] = [];
  const pattern = /\*\*([^*]+?)\*\*/g;
  let last = 0;
  for (const match of content.matchAll(pattern)) {
    const start = match.index ?? 0;
    if (start > last) segments.push({ text: content.slice(last, start), bold: false });
    segments.push({ text: match[1], bold: true });
    last = start + match[0].length;
  }
  if (last < content.length) segments.push({ text: content.slice(last), bold: false });
  return segments;
}

/** Server errors appear in the chat prefixed with a cross. */
export function serverErrorText(content: string): string {
  const text = content.trim() || 'Erreur inconnue';
  return text.startsWith('❌') ? text : `❌ ${text}`;
}

/** An empty (or blank) message is not sent. */
export function isSendable(text: string): boolean {
  return text.trim().length > 0;
}

/** Enter sends, Shift+Enter makes a new line (and so does Enter while an IME composes). */
export function keyIntent(key: string, shiftKey: boolean, composing = false): 'send' | 'newline' | 'none' {
  if (key !== 'Enter') return 'none';
  return shiftKey || composing ? 'newline' : 'send';
}

export interface ChatAction {
  id: string;
  label: string;
  requires_confirmation: boolean;
}

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  conversationId: string | null;
  isSystem?: boolean;
  isError?: boolean;
  isActionResult?: boolean;
}

/** What the server sends (spec 000 section 7). */
export type ServerMessage =
  | { type: 'system_message'; content: string }
  | {
      type: 'assistant_message';
      content: string;
      message_id?: string | null;
      conversation_id?: string | null;
      actions?: ChatAction[] | null;
      timestamp?: string | null;
    }
  | { type: 'message_received'; conversation_id?: string | null }
  | { type: 'assistant_typing'; is_typing?: boolean | null }
  | { type: 'action_completed'; action_id: string; result?: { message?: string | null } | null }
  | { type: 'error'; content: string };

/** What the client sends. */
export type ClientMessage =
  | { type: 'authenticate'; token: string }
  | { type: 'chat_message'; content: string; conversation_id: string | null }
  | { type: 'action_confirmation'; action_id: string; confirmed: boolean }
  | { type: 'ping' };

export interface ChatState {
  messages: ChatMessage[];
  pendingActions: ChatAction[];
  typing: boolean;
  conversationId: string | null;
  /** Local ids for messages the server did not number. */
  counter: number;
}

export const EMPTY_CHAT: ChatState = { messages: [], pendingActions: [], typing: false, conversationId: null, counter: 0 };

function append(state: ChatState, message: Omit<ChatMessage, 'id' | 'conversationId'> & { id?: string | null }): ChatState {
  const counter = state.counter + 1;
  const entry: ChatMessage = { ...message, id: message.id ?? `local-${counter}`, conversationId: state.conversationId };
  return { ...state, counter, messages: [...state.messages, entry] };
}

/** The user's own message, shown at once. */
export function addUserMessage(state: ChatState, content: string, timestamp: string): ChatState {
  return append(state, { role: 'user', content, timestamp });
}

/** Cancel or confirm: the action leaves the 'Action requise' box at once. */
export function removePendingAction(state: ChatState, actionId: string): ChatState {
  return { ...state, pendingActions: state.pendingActions.filter((action) => action.id !== actionId) };
}

/** The conversation after one server message. */
export function applyServerMessage(state: ChatState, message: ServerMessage, timestamp: string): ChatState {
  switch (message.type) {
    case 'system_message':
      return append(state, { role: 'assistant', content: message.content, timestamp, isSystem: true });
    case 'message_received':
      return { ...state, conversationId: message.conversation_id ?? state.conversationId };
    case 'assistant_typing':
      return { ...state, typing: message.is_typing ?? true };
    case 'assistant_message': {
      const next = append(
        { ...state, typing: false, conversationId: message.conversation_id ?? state.conversationId },
        { id: message.message_id, role: 'assistant', content: message.content, timestamp: message.timestamp ?? timestamp },
      );
      const known = new Set(next.pendingActions.map((action) => action.id));
      const added = (message.actions ?? []).filter((action) => !known.has(action.id));
      return { ...next, pendingActions: [...next.pendingActions, ...added] };
    }
    case 'action_completed': {
      const next = removePendingAction({ ...state, typing: false }, message.action_id);
      const result = message.result?.message;
      return result ? append(next, { role: 'assistant', content: result, timestamp, isActionResult: true }) : next;
    }
    case 'error':
      return append({ ...state, typing: false }, { role: 'assistant', content: serverErrorText(message.content), timestamp, isError: true });
  }
}
