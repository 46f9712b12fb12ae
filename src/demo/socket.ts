import type { ChatSocket } from '../dataProvider/transport';
import type { ChatSession } from './chatbot/session';

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;

/**
 * The assistant's socket in demo mode: the WebSocket surface the app's connection uses, over a demo
 * chat session in the page. It opens once the demo backend is there; frames travel asynchronously
 * both ways, as over a network.
 */
export class DemoSocket implements ChatSocket {
  readyState = CONNECTING;
  onopen: ChatSocket['onopen'] = null;
  onmessage: ChatSocket['onmessage'] = null;
  onerror: ChatSocket['onerror'] = null;
  onclose: ChatSocket['onclose'] = null;
  private session: ChatSession | null = null;

  constructor(openChat: () => Promise<(send: (frame: string) => void) => ChatSession>) {
    openChat().then(
      (open) => {
        if (this.readyState !== CONNECTING) return;
        this.session = open((frame) => queueMicrotask(() => this.readyState === OPEN && this.onmessage?.(new MessageEvent('message', { data: frame }))));
        this.readyState = OPEN;
        this.onopen?.(new Event('open'));
      },
      () => {
        this.onerror?.(new Event('error'));
        this.finish(1006, '');
      },
    );
  }

  send(data: string): void {
    if (this.readyState !== OPEN || !this.session) throw new DOMException('La connexion n’est pas ouverte.', 'InvalidStateError');
    const session = this.session;
    queueMicrotask(() => session.receive(data));
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState === CLOSED) return;
    this.finish(code, reason);
  }

  private finish(code: number, reason: string): void {
    this.readyState = CLOSED;
    this.session?.close();
    this.session = null;
    queueMicrotask(() => this.onclose?.(new CloseEvent('close', { code, reason, wasClean: code === 1000 })));
  }
}
