/**
 * How the app reaches its backend outside the axios client: plain requests (the public tracking
 * page) and the assistant's socket. By default the network (`fetch`, `WebSocket`); in demo mode
 * the demo entry puts the in-page demo backend behind both (see `src/demo/transport.ts`).
 */
export type Fetcher = (request: Request) => Promise<Response>;

/** The part of a WebSocket the assistant's connection uses; a real WebSocket is one. */
export interface ChatSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
}

export type SocketFactory = (url: string) => ChatSocket;

let fetcher: Fetcher = (request) => fetch(request);
let socketFactory: SocketFactory = (url) => new WebSocket(url);

export function setFetcher(next: Fetcher): void {
  fetcher = next;
}

export function setSocketFactory(next: SocketFactory): void {
  socketFactory = next;
}

export function send(request: Request): Promise<Response> {
  return fetcher(request);
}

export function openSocket(url: string): ChatSocket {
  return socketFactory(url);
}
