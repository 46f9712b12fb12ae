import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { server } from '../../src/demo/node';
import { dataProvider } from '../../src/dataProvider/dataProvider';
import { authProvider } from '../../src/authProvider/authProvider';
import { i18nProvider } from '../../src/i18n/fr';
import { createQueryClient } from '../../src/dataProvider/queryClient';
import { endpoints } from '../../src/dataProvider/endpoints';
import { tokenStore } from '../../src/dataProvider/tokenStore';
import { AppLayout } from '../../src/layout/AppLayout';
import { SessionLoader } from '../../src/layout/SessionLoader';
import ConfigurationPage from '../../src/custom-pages/configuration/ConfigurationPage';
import { AccessDeniedPage } from '../../src/layout/RequireAccess';
import LoginPage from '../../src/custom-pages/login/LoginPage';
import NotFound from '../../src/custom-pages/not-found/NotFound';
import { signIn } from './render';

/** The shell of App.tsx with stand-in pages (and the configuration page, for its access check). */
function renderShell(hash: string) {
  window.location.hash = hash;
  return render(
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={createQueryClient()}
      layout={AppLayout}
      loginPage={LoginPage}
      dashboard={() => <h1>Tableau de bord</h1>}
      catchAll={NotFound}
      loading={SessionLoader}
      accessDenied={AccessDeniedPage}
      disableTelemetry
    >
      <Resource name="colis" list={() => <h1>Liste des colis</h1>} />
      <CustomRoutes>
        <Route path="/configuration/*" element={<ConfigurationPage />} />
      </CustomRoutes>
    </Admin>,
  );
}

/** Holds a demo-backend answer until released, to look at the screen in between. */
function holdRequests(method: 'get' | 'post', path: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http[method](path, async () => {
      await gate;
    }),
  );
  return () => release();
}

afterEach(() => {
  window.location.hash = '';
});

describe('Start-up session (spec 000 section 4)', () => {
  it('shows the loader, then the stored snapshot at once, then the user re-read from /context/me/', async () => {
    await signIn('agent.ca');
    const stored = tokenStore.getUser();
    if (!stored) throw new Error('session attendue');
    tokenStore.update({ user: { ...stored, first_name: 'Juliette' } });
    const release = holdRequests('get', endpoints.context.me);

    renderShell('#/');

    expect(screen.getByText('Chargement de votre session...')).toBeInTheDocument();
    expect(await screen.findByText('Juliette Tremblay')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    act(() => release());
    expect(await screen.findByText('Julie Tremblay')).toBeInTheDocument();
    expect(tokenStore.getUser()?.first_name).toBe('Julie');
  });

  it('a failing /context/me/ logs the user out with its message', async () => {
    await signIn('agent.ca');
    server.use(http.get(endpoints.context.me, () => HttpResponse.json({ detail: 'Erreur interne' }, { status: 500 })));

    renderShell('#/');

    expect(await screen.findByText('Impossible de récupérer le contexte utilisateur')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();
  });

  it('no stored session: a guarded route goes to the login page', async () => {
    renderShell('#/colis');
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/login');
  });

  it('an expired session without refresh token: toast, then the login page after 1500 ms', async () => {
    await signIn('agent.ca');
    const user = tokenStore.getUser();
    if (!user) throw new Error('session attendue');
    tokenStore.save({ access: 'demo.expire.expire', refresh: '', user }, true);

    renderShell('#/');

    expect(await screen.findByText('Authentification requise - Redirection vers la connexion...')).toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();
    expect(window.location.hash).toBe('#/');
    expect(await screen.findByRole('button', { name: 'Se connecter' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/login');
  });
});

describe('Sidebar (spec 000 section 2)', () => {
  it('company, initials, full name, role and the entries a logistics agent may open', async () => {
    await signIn('agent.ca');
    renderShell('#/');
    expect(await screen.findByTestId('company-name')).toHaveTextContent('TransAtlantique Colis');
    expect(screen.getByText('JT')).toBeInTheDocument();
    expect(screen.getByText('Julie Tremblay')).toBeInTheDocument();
    expect(screen.getByText(/^Agent logistique/)).toBeInTheDocument();
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Dashboard', 'Colis', 'Bordereaux', 'Factures Commerciales', 'Paiements', 'Mon Profil']);
    expect(screen.getByRole('button', { name: "Aide : ouvrir l'assistant Mira" })).toBeInTheDocument();
  });

  it('Configuration shows for a manager; the company falls back to "Solutions Logistiques"', async () => {
    await signIn('manager');
    const user = tokenStore.getUser();
    if (!user) throw new Error('session attendue');
    tokenStore.update({ user: { ...user, entreprise: null } });
    const release = holdRequests('get', endpoints.context.me);
    renderShell('#/');
    expect(await screen.findByRole('menuitem', { name: 'Configuration' })).toBeInTheDocument();
    expect(screen.getByTestId('company-name')).toHaveTextContent('Solutions Logistiques');
    act(() => release());
  });

  it('logout ends the session and shows the login page', async () => {
    await signIn('agent.ca');
    renderShell('#/');
    await userEvent.click(await screen.findByRole('button', { name: 'Déconnexion' }));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();
    expect(window.location.hash).toBe('#/login');
  });
});

describe('Access to configuration and unknown pages', () => {
  it('the accountant sees "Accès refusé" on /configuration', async () => {
    await signIn('comptable');
    renderShell('#/configuration');
    expect(await screen.findByRole('heading', { name: 'Accès refusé', level: 1 })).toBeInTheDocument();
    expect(screen.getByText("Vous n'avez pas les permissions nécessaires pour accéder à la page de configuration.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Retour au tableau de bord' }));
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
  });

  it('an unknown path shows "Page non trouvée" with links to / and /colis', async () => {
    await signIn('agent.ca');
    renderShell('#/nulle-part');
    expect(await screen.findByRole('heading', { name: 'Page non trouvée', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '#/');
    expect(screen.getByRole('link', { name: 'Voir les colis' })).toHaveAttribute('href', '#/colis');
  });

  it("react-admin's access denial shows the access-denied screen, with a way back to the dashboard", async () => {
    await signIn('comptable');
    renderShell('#/access-denied');
    expect(await screen.findByRole('heading', { name: 'Accès refusé', level: 1 })).toBeInTheDocument();
    expect(screen.getByText("Vous n'avez pas les permissions nécessaires pour accéder à cette page.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Retour au tableau de bord' }));
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
  });
});
