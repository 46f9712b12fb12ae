import { keepAliveSchema, serverMessageSchema } from '../../dataProvider/contract/chatbot';
import { openSocket, type ChatSocket } from '../../dataProvider/transport';
import {
  afterClose,
  CHATBOT_MESSAGES,
  NORMAL_CLOSE_CODE,
  PING_INTERVAL_MS,
  STABLE_CONNECTION_MS,
  type ClientMessage,
  type ServerMessage,
} from '../../domain/chatbot';

export type ConnectionState = 'connecting' | 'open' | 'closed';

export interface ChatbotConnectionOptions {
  url: string;
  /** The access token to authenticate with, fetched before each attempt (it may have been refreshed). */
  getToken: () => Promise<string | null>;
  onState: (state: ConnectionState) => void;
  onMessage: (message: ServerMessage) => void;
  /** A connection problem to show the user (a French message of spec 000 section 8), or null when solved. */
  onProblem: (message: string | null) => void;
  /** Opens the socket; by default the app's transport (a WebSocket, or the demo socket in demo mode). */
  createSocket?: (url: string) => ChatSocket;
}

/**
 * The assistant's WebSocket (spec 000 sections 4 and 7): connect, authenticate with the access
 * token, ping while open; on a non-normal close retry up to 5 times (1 s, 2 s, 4 s, 8 s, 16 s),
 * never after a normal close (1000). The count starts again only once a connection has stayed open
 * 30 s, not as soon as one is accepted. `disconnect()` closes normally and stops everything.
 */
export class ChatbotConnection {
  private socket: ChatSocket | null = null;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private stableTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(private readonly options: ChatbotConnectionOptions) {}

  /** (Re)starts from a fresh connection and a fresh retry budget. */
  connect(): void {
    this.disconnect();
    this.stopped = false;
    this.attempts = 0;
    void this.open();
  }

  /** Sends when the connection is open; false otherwise (nothing is queued). */
  send(message: ClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  disconnect(): void {
    this.stopped = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      this.detach(socket);
      if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.close(NORMAL_CLOSE_CODE, 'Panneau fermé');
    }
  }

  private async open(): Promise<void> {
    this.options.onState('connecting');
    let token: string | null;
    try {
      token = await this.options.getToken();
    } catch {
      token = null;
    }
    if (this.stopped) return;
    if (!token) {
      this.options.onProblem(CHATBOT_MESSAGES.missingToken);
      this.options.onState('closed');
      return;
    }
    let socket: ChatSocket;
    try {
      socket = (this.options.createSocket ?? openSocket)(this.options.url);
    } catch {
      this.handleClose(1006, CHATBOT_MESSAGES.cannotConnect);
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.stableTimer = setTimeout(() => {
        this.stableTimer = null;
        this.attempts = 0;
      }, STABLE_CONNECTION_MS);
      socket.send(JSON.stringify({ type: 'authenticate', token } satisfies ClientMessage));
      this.options.onProblem(null);
      this.options.onState('open');
      this.pingTimer = setInterval(() => this.send({ type: 'ping' }), PING_INTERVAL_MS);
    };
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onerror = () => this.options.onProblem(CHATBOT_MESSAGES.socketError);
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.handleClose(event.code);
    };
  }

  private receive(data: unknown): void {
    let payload: unknown;
    try {
      payload = JSON.parse(String(data));
    } catch {
      this.options.onProblem(CHATBOT_MESSAGES.badFormat);
      return;
    }
    if (keepAliveSchema.safeParse(payload).success) return;
    const parsed = serverMessageSchema.safeParse(payload);
    if (!parsed.success) {
      this.options.onProblem(CHATBOT_MESSAGES.badFormat);
      return;
    }
    this.options.onMessage(parsed.data);
  }

  /** `problem`: what to show while a retry is pending. */
  private handleClose(code: number, problem: string = CHATBOT_MESSAGES.closed): void {
    this.clearTimers();
    this.options.onState('closed');
    if (this.stopped) return;
    const decision = afterClose(code, this.attempts);
    if (decision.kind === 'none') {
      this.options.onProblem(CHATBOT_MESSAGES.closed);
    } else if (decision.kind === 'give-up') {
      this.options.onProblem(CHATBOT_MESSAGES.cannotReconnect);
    } else {
      this.options.onProblem(problem);
      this.attempts = decision.attempt + 1;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        void this.open();
      }, decision.delayMs);
    }
  }

  private detach(socket: ChatSocket): void {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onerror = null;
    socket.onclose = null;
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.stableTimer) clearTimeout(this.stableTimer);
    this.retryTimer = null;
    this.pingTimer = null;
    this.stableTimer = null;
  }
}
