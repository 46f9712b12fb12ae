import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/demo/node';
import { endpoints } from '../../src/dataProvider/endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginPage from '../../src/custom-pages/login/LoginPage';
import { totp } from '../../src/demo/totp';
import { getDb } from '../../src/demo/db/store';
import { tokenStore } from '../../src/dataProvider/tokenStore';
import { accountName } from '../../src/domain/people';
import { renderInAdmin, signIn } from './render';
import { waitReasonOf } from './waitReason';

const SESSION_KEY = 'colis.session';

/** Fills the form and submits it; each value goes in at once (a paste): the typing is not under test. */
async function fillAndSubmit(login: string, password: string) {
  const user = userEvent.setup();
  await user.clear(await screen.findByLabelText(/^Email ou nom d'utilisateur/));
  await user.paste(login);
  await user.clear(screen.getByLabelText(/^Mot de passe/));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}


/** The bodies of the sign-in requests sent, until `stop`. */
function recordSignIns() {
  const bodies: unknown[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === endpoints.auth.token) bodies.push(await request.clone().json());
  };
  server.events.on('request:start', listener);
  return { bodies, stop: () => server.events.removeListener('request:start', listener) };
}

/** The feedback inside the form (the toast says the same). */
const form = () => screen.getByRole('form', { name: 'Connexion' });
const feedback = () => within(form()).findByRole('alert');

describe('Login page (spec 000 sections 2, 5, 8)', () => {
  it('keeps « Se connecter » disabled while section 5 refuses the form, from the first render, saying why; each field says its message once left', async () => {
    renderInAdmin(<LoginPage />, { url: '/login' });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Se connecter' });
    expect(button).toBeDisabled();
    expect(waitReasonOf(button)).toBe("L'email ou nom d'utilisateur est requis");
    // Leaving the fields empty: their messages.
    await user.click(screen.getByLabelText(/^Email ou nom d'utilisateur/));
    await user.tab();
    await user.tab();
    expect(screen.getByText("L'email ou nom d'utilisateur est requis")).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est requis')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email ou nom d'utilisateur/), 'ab');
    await user.type(screen.getByLabelText(/^Mot de passe/), '12345');
    expect(screen.getByText("L'identifiant doit contenir au moins 3 caractères")).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email ou nom d'utilisateur/)).toHaveValue('ab');
    expect(button).toBeDisabled();
    expect(waitReasonOf(button)).toBe("Email ou nom d'utilisateur : L'identifiant doit contenir au moins 3 caractères");
    await user.type(screen.getByLabelText(/^Email ou nom d'utilisateur/), 'c');
    expect(waitReasonOf(button)).toBe('Le mot de passe doit contenir au moins 6 caractères');
    await user.type(screen.getByLabelText(/^Mot de passe/), '6');
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  });

  it("bad input says section 5's message at its field: Enter shows every one and moves the focus to the first; nothing is sent", async () => {
    const sent = recordSignIns();
    try {
      renderInAdmin(<LoginPage />, { url: '/login' });
      const user = userEvent.setup();
      const login = await screen.findByLabelText(/^Email ou nom d'utilisateur/);
      const password = screen.getByLabelText(/^Mot de passe/);
      // Enter in the empty password field: both messages, the focus on the first field.
      await user.click(password);
      await user.keyboard('{Enter}');
      expect(await within(form()).findByText("L'email ou nom d'utilisateur est requis")).toBeInTheDocument();
      expect(within(form()).getByText('Le mot de passe est requis')).toBeInTheDocument();
      expect(login).toHaveFocus();
      expect(login).toHaveAttribute('aria-invalid', 'true');
      // An identifier too short (spaces do not count: the login is sent trimmed), a password too short.
      await user.type(login, ' ab ');
      await user.type(password, 'abc12');
      expect(within(form()).getByText("L'identifiant doit contenir au moins 3 caractères")).toBeInTheDocument();
      expect(within(form()).getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeInTheDocument();
      await user.keyboard('{Enter}');
      expect(login).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Se connecter' })).toBeDisabled();
      // What was typed stays as typed.
      expect(login).toHaveValue(' ab ');
      expect(password).toHaveValue('abc12');
      expect(sent.bodies).toEqual([]);
    } finally {
      sent.stop();
    }
  });

  it("a refused sign-in loses nothing typed; the server's field message goes once the field is typed in again", async () => {
    server.use(http.post(endpoints.auth.token, () => HttpResponse.json({ login: ['Aucun compte actif avec cet identifiant.'] }, { status: 400 })));
    renderInAdmin(<LoginPage />, { url: '/login' });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Se souvenir de moi'));
    await fillAndSubmit('  agent.inconnu  ', 'mauvais1');
    expect(await within(form()).findByText('Aucun compte actif avec cet identifiant.')).toBeInTheDocument();
    expect(await feedback()).toHaveTextContent('Erreur de connexion');
    const login = screen.getByLabelText(/^Email ou nom d'utilisateur/);
    expect(login).toHaveValue('  agent.inconnu  ');
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveValue('mauvais1');
    expect(screen.getByLabelText('Se souvenir de moi')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    await user.type(login, 'x');
    await waitFor(() => expect(screen.queryByText('Aucun compte actif avec cet identifiant.')).not.toBeInTheDocument());
    expect(login).toHaveAttribute('aria-invalid', 'false');
  });

  it('the 2FA step: a short code says so at the field; Enter in the code field sends the trimmed login, the password as typed and the code', async () => {
    const sent = recordSignIns();
    try {
      renderInAdmin(<LoginPage />, { url: '/login' });
      const user = await fillAndSubmit(' securise ', 'demo1234');
      const code = await screen.findByLabelText(/^Code 2FA/);
      await waitFor(() => expect(code).toHaveFocus());
      expect(sent.bodies).toEqual([{ login: 'securise', password: 'demo1234' }]);
      // Nothing typed was lost when the server asked for the code.
      expect(screen.getByLabelText(/^Email ou nom d'utilisateur/)).toHaveValue(' securise ');
      expect(screen.getByLabelText(/^Mot de passe/)).toHaveValue('demo1234');
      await user.type(code, '1234');
      await user.tab();
      expect(within(form()).getByText('Le code doit contenir au moins 6 caractères')).toBeInTheDocument();
      expect(code).toHaveAttribute('aria-invalid', 'true');
      await user.clear(code);
      await user.type(code, '1234 5678{Enter}');
      expect(await screen.findByText('Connexion réussie ! Bienvenue sur la plateforme')).toBeInTheDocument();
      expect(sent.bodies).toEqual([
        { login: 'securise', password: 'demo1234' },
        { login: 'securise', password: 'demo1234', otp_token: '12345678' },
      ]);
    } finally {
      sent.stop();
    }
  });

  it('password show/hide toggle is a named button', async () => {
    renderInAdmin(<LoginPage />, { url: '/login' });
    const password = await screen.findByLabelText(/^Mot de passe/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in with the success toast; remember-me checked keeps the session in localStorage', async () => {
    renderInAdmin(<LoginPage />, { url: '/login' });
    expect(await screen.findByLabelText('Se souvenir de moi')).toBeChecked();
    await fillAndSubmit('agent.ca', 'demo1234');
    expect(await screen.findByText('Connexion réussie ! Bienvenue sur la plateforme')).toBeInTheDocument();
    expect(window.localStorage.getItem(SESSION_KEY)).not.toBeNull();
    expect(window.sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(tokenStore.getUser()).toMatchObject({ username: 'agent.ca', operating_country: { code_iso2: 'CA' } });
  });

  it('remember-me unchecked keeps the session in sessionStorage only (this tab)', async () => {
    renderInAdmin(<LoginPage />, { url: '/login' });
    await userEvent.click(await screen.findByLabelText('Se souvenir de moi'));
    await fillAndSubmit('agent.gn', 'demo1234');
    expect(await screen.findByText('Connexion réussie ! Bienvenue sur la plateforme')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(SESSION_KEY)).not.toBeNull();
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(tokenStore.isRemembered()).toBe(false);
  });

  it('2fa_token_required shows the 2FA field (8 characters at most) with its toast', async () => {
    renderInAdmin(<LoginPage />, { url: '/login' });
    expect(screen.queryByLabelText(/^Code 2FA/)).not.toBeInTheDocument();
    await fillAndSubmit('securise', 'demo1234');
    const code = await screen.findByLabelText(/^Code 2FA/);
    // A recovery code pasted as apps show it keeps its 8 characters; more are cut.
    await userEvent.click(code);
    await userEvent.paste('8765 4321');
    expect(code).toHaveValue('87654321');
    await userEvent.clear(code);
    await userEvent.paste('1234567890');
    expect(code).toHaveValue('12345678');
    expect(await screen.findAllByText("Code d'authentification à deux facteurs requis")).not.toHaveLength(0);
    expect(tokenStore.get()).toBeNull();
  });

  it('an empty 2FA code asks for it; a wrong code shows its message; a computed TOTP signs in', async () => {
    renderInAdmin(<LoginPage />, { url: '/login' });
    const user = await fillAndSubmit('securise', 'demo1234');
    const code = await screen.findByLabelText(/^Code 2FA/);

    // Enter with the code missing: its message at the field and the spec's toast; the button says why it waits.
    expect(waitReasonOf(screen.getByRole('button', { name: 'Se connecter' }))).toBe('Code 2FA requis');
    await user.type(code, '{Enter}');
    expect(await screen.findByText('Veuillez entrer votre code 2FA')).toBeInTheDocument();
    expect(within(form()).getByText('Code 2FA requis')).toBeInTheDocument();

    await user.type(code, '12345');
    expect(screen.getByText('Le code doit contenir au moins 6 caractères')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeDisabled();

    await user.clear(code);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await feedback()).toHaveTextContent('Code 2FA invalide. Vérifiez votre code et réessayez.');
    expect(screen.getByText('Tentatives échouées : 1')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, await totp('JBSWY3DPEHPK3PXP'));
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Connexion réussie ! Bienvenue sur la plateforme')).toBeInTheDocument();
    expect(tokenStore.getUser()?.username).toBe('securise');
  });

  it('a recovery code signs in once, then is spent', async () => {
    renderInAdmin(<LoginPage />, { url: '/login' });
    const user = await fillAndSubmit('securise', 'demo1234');
    await user.type(await screen.findByLabelText(/^Code 2FA/), '12345678');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Connexion réussie ! Bienvenue sur la plateforme')).toBeInTheDocument();
    expect(getDb().users.find((u) => u.username === 'securise')?.two_factor.backup_codes).not.toContain('12345678');
  });

  it('warns of the remaining attempts, then blocks the account after 5 failures', async () => {
    renderInAdmin(<LoginPage />, { url: '/login' });
    await fillAndSubmit('agent.ca', 'mauvais1');
    expect(await feedback()).toHaveTextContent('Identifiants invalides');
    expect(within(form()).getByRole('alert')).not.toHaveTextContent('il vous reste');
    await fillAndSubmit('agent.ca', 'mauvais2');
    expect(await screen.findByText('Tentatives échouées : 2')).toBeInTheDocument();
    await fillAndSubmit('agent.ca', 'mauvais3');
    expect(await screen.findByText('Tentatives échouées : 3')).toBeInTheDocument();
    expect(within(form()).getByRole('alert')).toHaveTextContent('Attention : il vous reste 2 tentative(s) avant le blocage du compte.');
    await fillAndSubmit('agent.ca', 'mauvais4');
    expect(await screen.findByText('Tentatives échouées : 4')).toBeInTheDocument();
    expect(within(form()).getByRole('alert')).toHaveTextContent('il vous reste 1 tentative(s)');
    await fillAndSubmit('agent.ca', 'mauvais5');
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent(/^Compte bloqué après 5 tentatives échouées pendant 15 minutes\./));
    // The local counter ("4") would contradict "bloqué après 5": it goes once the account is blocked.
    expect(screen.queryByText(/Tentatives échouées/)).not.toBeInTheDocument();
    expect(within(form()).getByRole('alert')).toHaveTextContent('Contactez votre administrateur pour débloquer votre compte.');

    // Even the right password is refused while the block lasts.
    await fillAndSubmit('agent.ca', 'demo1234');
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent(/^Trop de tentatives de connexion/));
    expect(within(form()).getByRole('alert')).toHaveTextContent('Réessayez dans 15 minutes.');
    expect(tokenStore.get()).toBeNull();
  });

  it('a signed-in user opening /login is told who is signed in, with a way to continue or to sign out', async () => {
    await signIn('agent.ca');
    const user = tokenStore.getUser();
    if (!user) throw new Error('not signed in');
    const name = accountName(user);
    renderInAdmin(<LoginPage />, { url: '/login' });
    const notice = await screen.findByText(`Vous êtes déjà connecté en tant que ${name}.`);
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'Continuer' })).toHaveAttribute('href', '/');
    await userEvent.click(within(alert).getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(tokenStore.get()).toBeNull());
    expect(screen.queryByText(/Vous êtes déjà connecté/)).not.toBeInTheDocument();
  });

  it('forgot password: a toast with the Canada and Guinea support numbers; a link to the access request', async () => {
    renderInAdmin(<LoginPage />, { url: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Mot de passe oublié ?' }));
    const toast = await screen.findByText(/Contactez votre administrateur/);
    expect(toast).toHaveTextContent('Support Canada');
    expect(toast).toHaveTextContent('Support Guinée');
    expect(within(document.body).getByRole('link', { name: 'Demander un accès' })).toHaveAttribute('href', '/register');
  });

  it("the server's field errors show next to their fields; nothing is stored", async () => {
    server.use(http.post(endpoints.auth.token, () => HttpResponse.json({ login: ['Aucun compte actif avec cet identifiant.'] }, { status: 400 })));
    renderInAdmin(<LoginPage />, { url: '/login' });
    await fillAndSubmit('inconnu', 'demo1234');
    expect(await screen.findByText('Aucun compte actif avec cet identifiant.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email ou nom d'utilisateur/)).toHaveAttribute('aria-invalid', 'true');
    expect(await feedback()).toHaveTextContent('Erreur de connexion');
    expect(tokenStore.get()).toBeNull();
  });

  it('an answer that breaks the contract reads in French, the detail goes to the console', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post(endpoints.auth.token, () => HttpResponse.json({ access: 'a', refresh: 'r', user: { id: 'un' } })));
    renderInAdmin(<LoginPage />, { url: '/login' });
    await fillAndSubmit('agent.ca', 'demo1234');
    expect(await feedback()).toHaveTextContent(/^Réponse inattendue du serveur : champ « user\./);
    expect(screen.queryByText(/Invalid input|expected/)).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(`POST ${endpoints.auth.token}`), expect.any(Array));
    expect(tokenStore.get()).toBeNull();
    consoleError.mockRestore();
  });
});
