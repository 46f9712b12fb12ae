import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { App } from '../../src/App';
import { server } from '../../src/demo/node';
import { getDb } from '../../src/demo/db/store';
import { endpoints } from '../../src/dataProvider/endpoints';
import { queryClient } from '../../src/dataProvider/queryClient';
import { refusalMessage } from '../../src/domain/permissions';
import { signIn } from './render';

/** The whole app (its real routes, menu and screens) on a hash URL, over the demo backend. */
function open(hash: string) {
  window.location.hash = hash;
  return render(<App />);
}

const deniedHeading = () => screen.findByRole('heading', { name: 'Accès refusé', level: 1 }, { timeout: 10_000 });

/** The reason a refused action shows in its tooltip (the wrapper keeps it reachable). */
const reasonOf = (button: HTMLElement) => button.closest('[data-refused-action]')?.getAttribute('title');

// The screens this file opens, imported once before its tests: a screen's first import compiles its
// modules, seconds on a busy machine, which no findBy… should have to wait for (it waits for the
// app's state). The test timeout covers this import, not the findBy's.
beforeAll(
  () =>
    Promise.all([
      import('../../src/custom-pages/dashboard/Dashboard'),
      import('../../src/custom-pages/profil/ProfilePage'),
      import('../../src/components/NotFound'),
      import('../../src/custom-pages/oauth/OAuthPage'),
      import('../../src/custom-pages/configuration/ConfigurationPage'),
      import('../../src/resources/employes/EmployeeList'),
      import('../../src/resources/categories/CategoryList'),
      import('../../src/resources/routes/RateList'),
      import('../../src/resources/factures/FacturesPage'),
      import('../../src/resources/colis/ColisList'),
      import('../../src/resources/colis/ColisShow'),
      import('../../src/resources/colis/ColisEdit'),
      import('../../src/resources/bordereaux/BordereauList'),
    ]),
  60_000,
);

afterEach(() => {
  window.location.hash = '';
  // The app's one query cache outlives a render: the next account must not read this one's session.
  queryClient.clear();
});

describe('the sidebar shows what the role may open', () => {
  it.each([
    ['client', ['Dashboard', 'Colis', 'Mon Profil']],
    ['comptable', ['Dashboard', 'Colis', 'Bordereaux', 'Factures Commerciales', 'Comptabilité Simplifiée', 'Paiements', 'Mon Profil']],
    ['admin', ['Dashboard', 'Colis', 'Bordereaux', 'Factures Commerciales', 'Comptabilité Simplifiée', 'Clôture de caisse', 'Paiements', 'Configuration', 'Mon Profil']],
  ])('%s', async (login, entries) => {
    await signIn(login);
    open('#/profil');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(entries);
  });
});

describe('a route the role may not open shows the access-denied screen', () => {
  it.each([
    ['client', '#/caisse', refusalMessage('caisse.view')],
    ['client', '#/paiements', refusalMessage('paiements.list')],
    ['client', '#/bordereaux/nouveau', refusalMessage('bordereaux.create')],
    ['client', '#/oauth', refusalMessage('oauth.view')],
    ['agent.ca', '#/oauth', refusalMessage('oauth.view')],
    ['comptable', '#/colis/nouveau', refusalMessage('colis.create')],
    ['comptable', '#/configuration/employes', refusalMessage('configuration.view')],
  ])('%s on %s', async (login, hash, reason) => {
    await signIn(login);
    open(hash);
    expect(await deniedHeading()).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute('href', '#/');
  });

  it('a 403 from the server on a screen shows it too, with the server reason', async () => {
    server.use(http.get(endpoints.bordereaux.list, () => HttpResponse.json({ detail: 'Accès suspendu par votre administrateur.' }, { status: 403 })));
    await signIn('agent.ca');
    open('#/bordereaux');
    expect(await deniedHeading()).toBeInTheDocument();
    expect(screen.getByText('Accès suspendu par votre administrateur.')).toBeInTheDocument();
  });
});

describe('routes that used to be blank, and unknown sub-paths', () => {
  it.each([
    ['#/employes', '#/configuration/employes', 'Gestion Utilisateurs'],
    ['#/categories', '#/configuration/categories', 'Catégories de Produits'],
    ['#/routes', '#/configuration/taux-de-change', 'Taux de Change'],
    ['#/factures', '#/factures-commerciales', 'Factures Commerciales'],
  ])('%s leads to %s', async (from, to, heading) => {
    await signIn('admin');
    open(from);
    expect(await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.hash).toBe(to);
  });

  it.each(['#/colis/1/nimporte', '#/bordereaux/1/nimporte/quoi', '#/employes/3', '#/configuration/inconnu'])('%s is the 404 page', async (hash) => {
    await signIn('admin');
    open(hash);
    expect(await screen.findByRole('heading', { name: 'Page non trouvée', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('a signed-out visitor on a path the app does not have sees « Page non trouvée », with its two links, not the sign-in', async () => {
    open('#/nimporte-quoi');
    expect(await screen.findByRole('heading', { name: 'Page non trouvée', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '#/');
    expect(screen.getByRole('link', { name: 'Voir les colis' })).toHaveAttribute('href', '#/colis');
    expect(window.location.hash).toBe('#/nimporte-quoi');
  });

  it('a signed-out visitor on a page the app has is sent to the sign-in', async () => {
    open('#/caisse');
    expect(await screen.findByRole('button', { name: 'Se connecter' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.hash).toMatch(/^#\/login/);
  });

  it('after sign-in, the visitor lands on the page they asked for, with its filters, when their role may open it', async () => {
    open('#/caisse?perPage=50');
    await userEvent.type(await screen.findByLabelText(/^Email ou nom d'utilisateur/, {}, { timeout: 10_000 }), 'comptable');
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { name: 'Comptabilité Simplifiée', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/caisse?perPage=50');
  });

  it('Square gets an entry point: a configuration card for the roles that may use it', async () => {
    await signIn('manager');
    open('#/configuration');
    await userEvent.click(await screen.findByRole('button', { name: 'Paiement en ligne (Square)' }, { timeout: 10_000 }));
    expect(await screen.findByRole('heading', { name: 'Connexion Square (OAuth)' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('actions the role may not do are shown disabled, with the reason', () => {
  it('the accountant sees "Modifier le colis" disabled, with the reason', async () => {
    await signIn('comptable');
    const colis = getDb().colis[0];
    open(`#/colis/${colis.id}`);
    const edit = await screen.findByRole('link', { name: 'Modifier le colis' }, { timeout: 10_000 });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(reasonOf(edit)).toBe(refusalMessage('colis.edit_personal'));
  });

  it('the accountant finds the parcel edit form locked before typing anything', async () => {
    await signIn('comptable');
    const colis = getDb().colis.find((c) => c.statut === 'enregistre' && c.bordereau_id === null);
    if (!colis) throw new Error('seed without a free registered parcel');
    open(`#/colis/${colis.id}/edit`);
    expect(await screen.findByRole('heading', { name: `Modifier le colis ${colis.tracking_number}`, level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(refusalMessage('colis.edit_personal'))).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nom/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enregistrer les modifications' })).toBeDisabled();
  });

  it('the accountant reads the payment panel but records nothing: both payment modes refused, with the reason', async () => {
    await signIn('comptable');
    const paid = new Set(getDb().paiements.map((p) => p.colis_id));
    const colis = getDb().colis.find((c) => c.route_id === 1 && !paid.has(c.id));
    if (!colis) throw new Error('seed without an unpaid parcel');
    open(`#/colis/${colis.id}`);
    const manual = await screen.findByRole('button', { name: 'Paiement manuel' }, { timeout: 10_000 });
    expect(manual).toBeDisabled();
    expect(reasonOf(manual)).toBe(refusalMessage('paiements.manual'));
    expect(screen.getByRole('button', { name: 'Lien de paiement en ligne' })).toBeDisabled();
    expect(screen.queryByLabelText(/^Montant/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renvoyer le ticket' })).toBeDisabled();
  });

  it('a logistics agent sees the parcel deletion refused in the list', async () => {
    await signIn('agent.ca');
    const colis = getDb().colis.find((c) => c.route_id === 1);
    if (!colis) throw new Error('seed without a parcel');
    open(`#/colis?filter=${encodeURIComponent(JSON.stringify({ q: colis.tracking_number }))}`);
    const remove = await screen.findByRole('button', { name: `Supprimer le colis ${colis.tracking_number}` }, { timeout: 10_000 });
    expect(remove).toBeDisabled();
    expect(reasonOf(remove)).toBe('Seuls les administrateurs et les managers peuvent supprimer un colis.');
  });

  it('a manager may refresh Square but is not offered the disconnection', async () => {
    await signIn('manager');
    open('#/oauth');
    const disconnect = await screen.findByRole('button', { name: 'Déconnecter' }, { timeout: 10_000 });
    expect(disconnect).toBeDisabled();
    expect(reasonOf(disconnect)).toBe(refusalMessage('oauth.disconnect'));
    expect(screen.queryByRole('button', { name: 'Nettoyer les sessions' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Entreprises' })).getAllByRole('button')).toHaveLength(1));
  });
});
