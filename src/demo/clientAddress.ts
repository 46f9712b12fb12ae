/**
 * The address a request came from, as the demo server saw it: set by `npm run server` (the
 * socket's address, or the trusted proxy's X-Forwarded-For with `--trust-proxy`), read by the
 * limits of sign-in and of the public pages. A request the server did not set (the in-page demo,
 * the tests' MSW) comes from this browser: one address.
 */
export const THIS_BROWSER = 'navigateur';

const addresses = new WeakMap<Request, string>();

export function setClientAddress(request: Request, address: string): void {
  addresses.set(request, address);
}

export function clientAddressOf(request: Request): string {
  return addresses.get(request) ?? THIS_BROWSER;
}

/** An IPv4 address as Node may give it (`::ffff:10.0.0.7`) written plainly. */
export function plainAddress(address: string | undefined | null): string {
  const text = (address ?? '').trim();
  return text.startsWith('::ffff:') && text.includes('.') ? text.slice('::ffff:'.length) : text || 'inconnue';
}

/**
 * The client of a request the server received: the socket's address; behind a trusted reverse
 * proxy (`--trust-proxy`), the last address of X-Forwarded-For, the one that proxy added (the
 * earlier ones are whatever the client wrote).
 */
export function clientAddressFrom(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trustProxy: boolean): string {
  if (trustProxy && forwardedFor) {
    const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',').map((part) => part.trim()).filter(Boolean);
    const last = chain.at(-1);
    if (last) return plainAddress(last);
  }
  return plainAddress(socketAddress);
}
