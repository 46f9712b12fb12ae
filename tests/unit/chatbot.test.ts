import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addUserMessage,
  afterClose,
  applyServerMessage,
  assistantStatusLabel,
  EMPTY_CHAT,
  isSendable,
  keyIntent,
  parseBold,
  reconnectDelay,
  serverErrorText,
} from '../../src/domain/chatbot';
import { ChatbotConnection } from '../../src/layout/assistant/chatbotConnection';

/** A WebSocket stand-in the test opens and closes by hand. */
class FakeSocket {
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  closedWith: number | null = null;
  constructor(public readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function setup(token: string | null = 'jeton') {
  const sockets: FakeSocket[] = [];
  const problems: (string | null)[] = [];
  const states: string[] = [];
  const connection = new ChatbotConnection({
    url: 'ws://localhost/ws/chatbot/',
    getToken: async () => token,
    onState: (state) => states.push(state),
    onMessage: vi.fn(),
    onProblem: (problem) => problems.push(problem),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });
  return { connection, sockets, problems, states };
}

describe('reconnection schedule (spec 000 sections 4 and 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 1 s times 2 to the attempt number, at most 5 attempts', () => {
    expect([0, 1, 2, 3, 4].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(afterClose(1006, 0)).toEqual({ kind: 'retry', attempt: 0, delayMs: 1000 });
    expect(afterClose(1011, 4)).toEqual({ kind: 'retry', attempt: 4, delayMs: 16000 });
    expect(afterClose(1006, 5)).toEqual({ kind: 'give-up' });
    expect(afterClose(1000, 0)).toEqual({ kind: 'none' });
  });

  it('retries a dropped connection after 1, 2, 4, 8 and 16 s, then gives up with the message', async () => {
    const { connection, sockets, problems } = setup();
    connection.connect();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(1);
    for (const [index, delay] of [1000, 2000, 4000, 8000, 16000].entries()) {
      sockets[index].drop(1006);
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(sockets).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(index + 2);
    }
    sockets[5].drop(1006);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sockets).toHaveLength(6);
    expect(problems.at(-1)).toBe('Impossible de se reconnecter au chatbot');
  });

  it('never retries after a normal close (1000)', async () => {
    const { connection, sockets, problems } = setup();
    connection.connect();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0].open();
    sockets[0].drop(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(problems.at(-1)).toBe('Connexion fermée');
  });

  it('a connection accepted then dropped at once, again and again: 5 attempts (1, 2, 4, 8, 16 s), then « Impossible de se reconnecter au chatbot »', async () => {
    const { connection, sockets, problems } = setup();
    connection.connect();
    await vi.advanceTimersByTimeAsync(0);
    for (const [index, delay] of [1000, 2000, 4000, 8000, 16000].entries()) {
      sockets[index].open();
      sockets[index].drop(1011);
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(sockets).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(index + 2);
    }
    sockets[5].open();
    sockets[5].drop(1011);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sockets).toHaveLength(6);
    expect(problems.at(-1)).toBe('Impossible de se reconnecter au chatbot');
  });

  it('starts the count again after a connection that stayed open 30 s', async () => {
    const { connection, sockets } = setup();
    connection.connect();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0].drop();
    await vi.advanceTimersByTimeAsync(1000);
    sockets[1].drop();
    await vi.advanceTimersByTimeAsync(2000);
    sockets[2].open();
    await vi.advanceTimersByTimeAsync(30_000);
    sockets[2].drop();
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(4);
  });

  it('authenticates with the access token on open, then pings every 30 s', async () => {
    const { connection, sockets, states } = setup('jeton-acces');
    connection.connect();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0].open();
    expect(JSON.parse(sockets[0].sent[0])).toEqual({ type: 'authenticate', token: 'jeton-acces' });
    expect(states.at(-1)).toBe('open');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(JSON.parse(sockets[0].sent[1])).toEqual({ type: 'ping' });
  });

  it('closing the panel closes normally and cancels a pending retry', async () => {
    const { connection, sockets } = setup();
    connection.connect();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0].open();
    connection.disconnect();
    expect(sockets[0].closedWith).toBe(1000);
    const again = setup();
    again.connection.connect();
    await vi.advanceTimersByTimeAsync(0);
    again.sockets[0].drop();
    again.connection.disconnect();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(again.sockets).toHaveLength(1);
  });

  it('reports a socket that cannot be created, then retries after 1 s', async () => {
    let calls = 0;
    const problems: (string | null)[] = [];
    const connection = new ChatbotConnection({
      url: 'ws://localhost/ws/chatbot/',
      getToken: async () => 'jeton',
      onState: vi.fn(),
      onMessage: vi.fn(),
      onProblem: (problem) => problems.push(problem),
      createSocket: () => {
        calls += 1;
        throw new Error('refusé');
      },
    });
    connection.connect();
    await vi.advanceTimersByTimeAsync(0);
    expect(problems.at(-1)).toBe('Impossible de se connecter au chatbot');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    connection.disconnect();
  });

  it('does not connect without a token', async () => {
    const { connection, sockets, problems } = setup(null);
    connection.connect();
    await vi.advanceTimersByTimeAsync(5000);
    expect(sockets).toHaveLength(0);
    expect(problems).toContain("Token d'authentification manquant");
  });

  it('reports an unreadable server message and a socket error', async () => {
    const { connection, sockets, problems } = setup();
    connection.connect();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0].open();
    sockets[0].onmessage?.({ data: '{pas du json' });
    expect(problems.at(-1)).toBe('Erreur de format de message');
    sockets[0].onmessage?.({ data: JSON.stringify({ type: 'assistant_message' }) });
    expect(problems.at(-1)).toBe('Erreur de format de message');
    sockets[0].onerror?.();
    expect(problems.at(-1)).toBe('Erreur de connexion WebSocket');
  });
});

describe('message rendering', () => {
  it('turns **text** into bold segments', () => {
    expect(parseBold('Le tarif est de **50 CAD par unité**.')).toEqual([
      { text: 'Le tarif est de ', bold: false },
      { text: '50 CAD par unité', bold: true },
      { text: '.', bold: false },
    ]);
    expect(parseBold('**a** et **b**')).toEqual([
      { text: 'a', bold: true },
      { text: ' et ', bold: false },
      { text: 'b', bold: true },
    ]);
  });

  it('keeps markup as text and an unclosed ** as typed', () => {
    expect(parseBold('<b>pas gras</b> <script>alert(1)</script>')).toEqual([{ text: '<b>pas gras</b> <script>alert(1)</script>', bold: false }]);
    expect(parseBold('**<img src=x>**')).toEqual([{ text: '<img src=x>', bold: true }]);
    expect(parseBold('2 ** 3')).toEqual([{ text: '2 ** 3', bold: false }]);
    expect(parseBold('')).toEqual([]);
  });

  it('prefixes server errors with a cross once', () => {
    expect(serverErrorText('Service indisponible')).toBe('❌ Service indisponible');
    expect(serverErrorText('❌ déjà préfixé')).toBe('❌ déjà préfixé');
  });
});

describe('input and header rules', () => {
  it('sends on Enter, not on Shift+Enter; blank messages are not sent', () => {
    expect(keyIntent('Enter', false)).toBe('send');
    expect(keyIntent('Enter', true)).toBe('newline');
    expect(keyIntent('Enter', false, true)).toBe('newline');
    expect(keyIntent('a', false)).toBe('none');
    expect(isSendable('')).toBe(false);
    expect(isSendable('  \n ')).toBe(false);
    expect(isSendable('bonjour')).toBe(true);
  });

  it('shows online, offline or demo preview', () => {
    expect(assistantStatusLabel(true, false)).toBe('En ligne • IA');
    expect(assistantStatusLabel(false, false)).toBe('Déconnecté');
    expect(assistantStatusLabel(false, true)).toBe('Déconnecté');
    expect(assistantStatusLabel(true, true)).toBe('Mode démo • Aperçu');
  });
});

describe('conversation state', () => {
  const at = '2026-01-01T10:00:00Z';

  it('follows the server messages of section 7', () => {
    let state = applyServerMessage(EMPTY_CHAT, { type: 'system_message', content: 'Bienvenue' }, at);
    expect(state.messages[0]).toMatchObject({ role: 'assistant', content: 'Bienvenue', isSystem: true });
    state = addUserMessage(state, 'Statut CG123?', at);
    state = applyServerMessage(state, { type: 'message_received', conversation_id: 'conv-1' }, at);
    expect(state.conversationId).toBe('conv-1');
    state = applyServerMessage(state, { type: 'assistant_typing' }, at);
    expect(state.typing).toBe(true);
    state = applyServerMessage(
      state,
      { type: 'assistant_message', content: 'En transit', message_id: 'm1', actions: [{ id: 'a1', label: 'Marquer arrivé', requires_confirmation: true }] },
      at,
    );
    expect(state.typing).toBe(false);
    expect(state.pendingActions).toEqual([{ id: 'a1', label: 'Marquer arrivé', requires_confirmation: true }]);
    expect(state.messages.at(-1)).toMatchObject({ id: 'm1', content: 'En transit', conversationId: 'conv-1' });
    state = applyServerMessage(state, { type: 'action_completed', action_id: 'a1', result: { message: 'Fait' } }, at);
    expect(state.pendingActions).toEqual([]);
    expect(state.messages.at(-1)).toMatchObject({ content: 'Fait', isActionResult: true });
    state = applyServerMessage(state, { type: 'error', content: 'Oups' }, at);
    expect(state.messages.at(-1)).toMatchObject({ content: '❌ Oups', isError: true });
  });

  it('removes a completed action even without a result message', () => {
    const withAction = applyServerMessage(EMPTY_CHAT, { type: 'assistant_message', content: 'x', actions: [{ id: 'a', label: 'A', requires_confirmation: true }] }, at);
    const done = applyServerMessage(withAction, { type: 'action_completed', action_id: 'a' }, at);
    expect(done.pendingActions).toEqual([]);
    expect(done.messages).toHaveLength(1);
  });
});
