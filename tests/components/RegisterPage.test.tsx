import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import RegisterPage from '../../src/custom-pages/register/RegisterPage';
import { getDb } from '../../src/demo/db/store';
import { server } from '../../src/demo/node';
import { endpoints } from '../../src/dataProvider/endpoints';
import { tokenStore } from '../../src/dataProvider/tokenStore';
import { renderInAdmin, signIn } from './render';
import { waitReasonOf } from './waitReason';

function openRegister() {
  renderInAdmin(
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/login" element={<p>Page de connexion</p>} />
    </Routes>,
    { url: '/register' },
  );
}

async function fillForm(email: string) {
  await userEvent.type(await screen.findByLabelText(/^Prénom/), 'Moussa');
  await userEvent.type(screen.getByLabelText(/^Nom/), 'Camara');
  await userEvent.type(screen.getByLabelText(/^Email professionnel/), email);
  await userEvent.type(screen.getByLabelText(/^Téléphone/), '+224 620 00 00 00');
  await userEvent.click(screen.getByLabelText(/^Rôle demandé/));
  await userEvent.click(await screen.findByRole('option', { name: /Agent Guinée/ }));
  await userEvent.click(screen.getByLabelText(/^Pays d'opération/));
  await userEvent.click(await screen.findByRole('option', { name: 'Guinée' }));
  await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'motdepasse1');
  await userEvent.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'motdepasse1');
}

describe('Access request (/register)', () => {
  it('starts with the operating country guessed from the time zone, which the user can change', async () => {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    const zone = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...real.call(this), timeZone: 'America/Toronto' };
    });
    renderInAdmin(<RegisterPage />);
    const country = await screen.findByRole('combobox', { name: /^Pays d'opération/ });
    expect(country).toHaveTextContent('Canada');
    expect(screen.getByText("Proposé d'après le fuseau horaire et la langue de votre appareil")).toBeInTheDocument();
    await userEvent.click(country);
    await userEvent.click(await screen.findByRole('option', { name: 'Guinée' }));
    expect(country).toHaveTextContent('Guinée');
    expect(screen.queryByText("Proposé d'après le fuseau horaire et la langue de votre appareil")).not.toBeInTheDocument();
    zone.mockRestore();
  });

  it("with a position the device already shares, the spec's latitude rule chooses the country", async () => {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    const zone = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...real.call(this), timeZone: 'America/Toronto' };
    });
    const query = vi.fn(async () => ({ state: 'granted' }));
    const getCurrentPosition = vi.fn((success: (position: { coords: { latitude: number } }) => void) => success({ coords: { latitude: 9.64 } }));
    Object.defineProperty(navigator, 'permissions', { value: { query }, configurable: true });
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    try {
      renderInAdmin(<RegisterPage />);
      expect(await screen.findByText("Proposé d'après la position de votre appareil")).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: /^Pays d'opération/ })).toHaveTextContent('Guinée');
      expect(query).toHaveBeenCalledWith({ name: 'geolocation' });
    } finally {
      Reflect.deleteProperty(navigator, 'permissions');
      Reflect.deleteProperty(navigator, 'geolocation');
      zone.mockRestore();
    }
  });

  it('waits, disabled, until the form is complete, saying why; Enter shows every required-field message and the form toast', async () => {
    renderInAdmin(<RegisterPage />);
    const button = await screen.findByRole('button', { name: 'Envoyer la demande' });
    expect(button).toBeDisabled();
    expect(waitReasonOf(button)).toBe('Le prénom est requis');
    await userEvent.type(screen.getByLabelText(/^Prénom/), '{Enter}');
    for (const message of [
      'Le prénom est requis',
      'Le nom est requis',
      "L'email est requis",
      'Le téléphone est requis',
      'Le rôle est requis',
      'Le mot de passe est requis',
      'La confirmation est requise',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(await screen.findByText('Veuillez corriger les erreurs dans le formulaire')).toBeInTheDocument();
  });

  it('sends the payload to the demo backend, which stores the request', async () => {
    renderInAdmin(<RegisterPage />);
    await fillForm('moussa.camara@exemple.example');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText(/Redirection vers la connexion/)).toBeInTheDocument();
    expect(getDb().demandesAcces.at(-1)).toMatchObject({ prenom: 'Moussa', email: 'moussa.camara@exemple.example', role_demande: 'agent_guinee', pays_operation: 'guinee' });
  });

  it('an e-mail already known: the server refuses (400), its message shows next to the e-mail, the page stays', async () => {
    const existing = getDb().users[0].email;
    const before = getDb().demandesAcces.length;
    openRegister();
    await fillForm(existing);
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('Une demande ou un compte existe déjà avec cet email.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email professionnel/)).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findAllByText("Erreur lors de l'inscription")).not.toHaveLength(0);
    expect(screen.queryByText(/Redirection vers la connexion/)).not.toBeInTheDocument();
    expect(screen.queryByText('Page de connexion')).not.toBeInTheDocument();
    expect(getDb().demandesAcces).toHaveLength(before);
    // Nothing typed is lost: the applicant fixes the e-mail and sends again.
    expect(screen.getByLabelText(/^Prénom/)).toHaveValue('Moussa');
    expect(screen.getByRole('button', { name: 'Envoyer la demande' })).toBeEnabled();
  });

  it('a network failure: the spec message and the network reason show, no success, no redirect', async () => {
    server.use(http.post(endpoints.accessRequests.list, () => HttpResponse.error()));
    openRegister();
    await fillForm('nouvelle.personne@exemple.example');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    const reason = await screen.findByText(/^Problème de réseau/);
    expect(reason.closest('[role="alert"]')).toHaveTextContent("Erreur lors de l'inscription");
    expect(screen.queryByText(/Redirection vers la connexion/)).not.toBeInTheDocument();
    expect(screen.queryByText('Page de connexion')).not.toBeInTheDocument();
  });

  it('a server error while someone is signed in on this browser logs nobody out and sends no token', async () => {
    await signIn('agent.ca');
    const session = tokenStore.get();
    const sent: Request[] = [];
    server.use(
      http.post(endpoints.accessRequests.list, ({ request }) => {
        sent.push(request.clone());
        return HttpResponse.json({ detail: 'Erreur interne' }, { status: 500 });
      }),
    );
    openRegister();
    await fillForm('autre.personne@exemple.example');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('Erreur interne')).toBeInTheDocument();
    expect(sent[0].headers.get('Authorization')).toBeNull();
    expect(tokenStore.get()).toEqual(session);
    expect(screen.queryByText('Page de connexion')).not.toBeInTheDocument();
  });
});
