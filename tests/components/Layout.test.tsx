import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { lazy, type ComponentType } from 'react';
import { Admin, CustomRoutes, Resource, useGetIdentity } from 'react-admin';
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
import { CONFIGURATION_SECTIONS } from '../../src/App';
import { AccessDeniedPage } from '../../src/components/access/RequireAccess';
import LoginPage from '../../src/custom-pages/login/LoginPage';
import NotFound from '../../src/components/NotFound';
import { SESSION_QUERY_KEY } from '../../src/authProvider/session';
import { readDraft, writeDraft } from '../../src/resources/colis/wizard/draft';
import { emptyWizardValues } from '../../src/domain/wizardValidation';
import { signIn } from './render';

const ParcelListStandIn = () => <h1>Liste des colis</h1>;

/** The shell of App.tsx with stand-in pages (and the configuration page, for its access check). */
function renderShell(hash: string, queryClient = createQueryClient(), parcelList: ComponentType = ParcelListStandIn) {
  window.location.hash = hash;
  return render(
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      layout={AppLayout}
      loginPage={LoginPage}
      dashboard={() => <h1>Tableau de bord</h1>}
      catchAll={NotFound}
      loading={SessionLoader}
      accessDenied={AccessDeniedPage}
      disableTelemetry
    >
      <Resource name="colis" list={parcelList} />
      <CustomRoutes>
        <Route path="/configuration/*" element={<ConfigurationPage sections={CONFIGURATION_SECTIONS} />} />
      </CustomRoutes>
    </Admin>,
  );
}

/** The signed-in user's name on the sidebar's card (a wide screen shows it in the app bar's user menu too). */
async function findUserName(name: string) {
  return within(await screen.findByTestId('user-card')).findByText(name);
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

/**
 * The fake clock on, and the first `failures` context calls answered 500 (the next ones by the demo
 * backend); returns when each call came (fake time) and the console react-admin logs failures to.
 */
function failContextCalls(failures: number) {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  // react-admin logs every failed call in development: the failures are expected here.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const calls: number[] = [];
  server.use(
    http.get(endpoints.context.me, () => {
      calls.push(Date.now());
      return calls.length <= failures ? HttpResponse.json({ detail: 'Erreur interne' }, { status: 500 }) : undefined;
    }),
  );
  return { calls, consoleError };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
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
    expect(await findUserName('Juliette Tremblay')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    act(() => release());
    expect(await findUserName('Julie Tremblay')).toBeInTheDocument();
    expect(tokenStore.getUser()?.first_name).toBe('Julie');
  });

  it("the app bar's user menu follows the user re-read at start-up, as the sidebar does (its identity was the stored name)", async () => {
    await signIn('agent.ca');
    const stored = tokenStore.getUser();
    if (!stored) throw new Error('session attendue');
    tokenStore.update({ user: { ...stored, first_name: 'Juliette' } });
    const release = holdRequests('get', endpoints.context.me);
    /** What the app bar's user menu reads: react-admin's identity. */
    const IdentityName = () => <h1>{useGetIdentity().identity?.fullName}</h1>;

    renderShell('#/colis', createQueryClient(), IdentityName);
    expect(await screen.findByRole('heading', { name: 'Juliette Tremblay' })).toBeInTheDocument();
    act(() => release());
    expect(await findUserName('Julie Tremblay')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Julie Tremblay' })).toBeInTheDocument();
  });

  it('one failed /context/me/ at start-up: the stored user stays, the call is tried again after 1 s, nobody is logged out', async () => {
    await signIn('agent.ca');
    const stored = tokenStore.getUser();
    if (!stored) throw new Error('session attendue');
    tokenStore.update({ user: { ...stored, first_name: 'Juliette' } });
    const { calls, consoleError } = failContextCalls(1);

    renderShell('#/');

    expect(await findUserName('Juliette Tremblay')).toBeInTheDocument();
    await advance(1500);
    expect(await findUserName('Julie Tremblay')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(calls[1] - calls[0]).toBeGreaterThanOrEqual(1000);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Impossible de récupérer le contexte utilisateur/)).not.toBeInTheDocument();
    expect(tokenStore.getUser()?.first_name).toBe('Julie');
    expect(window.location.hash).toBe('#/');
  });

  it('a /context/me/ that keeps failing: retries after 1, 2 and 4 s, then the spec message; the stored user and the session stay', async () => {
    await signIn('agent.ca');
    const session = tokenStore.get();
    const { calls, consoleError } = failContextCalls(Infinity);

    renderShell('#/');

    expect(await findUserName('Julie Tremblay')).toBeInTheDocument();
    for (let second = 0; second < 8; second += 1) await advance(1000);
    expect(await screen.findByText('Impossible de récupérer le contexte utilisateur. Erreur interne')).toBeInTheDocument();
    expect(calls).toHaveLength(4);
    calls.slice(1).forEach((at, i) => expect(at - calls[i]).toBeGreaterThanOrEqual([1000, 2000, 4000][i]));
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
    expect(within(screen.getByTestId('user-card')).getByText('Julie Tremblay')).toBeInTheDocument();
    expect(tokenStore.get()).toEqual(session);
    expect(window.location.hash).toBe('#/');
    expect(screen.queryByRole('button', { name: 'Se connecter' })).not.toBeInTheDocument();
  });

  it('a /context/me/ that breaks the contract: the field in French, the detail in the console, still signed in', async () => {
    await signIn('agent.ca');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(endpoints.context.me, () => HttpResponse.json({ user: { id: 'x' } })));

    renderShell('#/');

    expect(await screen.findByText(/^Impossible de récupérer le contexte utilisateur\. Réponse inattendue du serveur : champ « user\./)).toBeInTheDocument();
    expect(screen.queryByText(/Invalid input|expected/)).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(`GET ${endpoints.context.me}`), expect.any(Array));
    expect(tokenStore.getAccess()).not.toBeNull();
    expect(await findUserName('Julie Tremblay')).toBeInTheDocument();
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
    expect(within(screen.getByTestId('user-card')).getByText('Julie Tremblay')).toBeInTheDocument();
    expect(screen.getByText(/^Agent logistique/)).toBeInTheDocument();
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Dashboard', 'Colis', 'Bordereaux', 'Factures Commerciales', 'Clôture de caisse', 'Paiements', 'Mon Profil']);
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

  it('logout ends the session, removes the drafts and the cached data, and shows the login page', async () => {
    await signIn('agent.ca');
    const user = tokenStore.getUser();
    if (!user) throw new Error('session attendue');
    const draft = emptyWizardValues();
    draft.destinataire.nom = 'Bah';
    writeDraft(user.id, 1, draft);
    const queryClient = createQueryClient();
    renderShell('#/', queryClient);
    expect(await findUserName('Julie Tremblay')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeDefined());
    await userEvent.click(await screen.findByRole('button', { name: 'Déconnexion' }));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();
    expect(readDraft(user.id)).toBeNull();
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeUndefined();
    expect(window.location.hash).toBe('#/login');
  });
});

describe('The first page before the rest of the layout (issue #17)', () => {
  const assistantButton = { name: "Aide : ouvrir l'assistant Mira" };

  it('the sidebar’s entries and the app bar’s tools come once the page has shown, not before', async () => {
    await signIn('agent.ca');
    let arrive: (page: { default: ComponentType }) => void = () => undefined;
    const page = new Promise<{ default: ComponentType }>((resolve) => {
      arrive = resolve;
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderShell('#/colis', createQueryClient(), lazy(() => page));
    await advance(300);
    expect(screen.getByText('Chargement de votre session...')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', assistantButton)).not.toBeInTheDocument();

    await act(async () => arrive({ default: ParcelListStandIn }));
    await advance(100);
    expect(screen.getByRole('heading', { name: 'Liste des colis' })).toBeInTheDocument();
    expect(screen.getByRole('button', assistantButton)).toBeInTheDocument();
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Colis' })).toBeInTheDocument();
  });

  it('a page that does not arrive: they come 1 s after the layout anyway', async () => {
    await signIn('agent.ca');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderShell('#/colis', createQueryClient(), lazy(() => new Promise<{ default: ComponentType }>(() => undefined)));
    await advance(999);
    expect(screen.getByText('Chargement de votre session...')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await advance(1);
    expect(screen.getByRole('button', assistantButton)).toBeInTheDocument();
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Colis' })).toBeInTheDocument();
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
