import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RegisterPage from '../../src/custom-pages/register/RegisterPage';
import { getDb } from '../../src/demo/db/store';
import { renderInAdmin } from './render';

describe('Access request (/register)', () => {
  it('shows every required-field message and the form toast on an empty submit', async () => {
    renderInAdmin(<RegisterPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Envoyer la demande' }));
    for (const message of [
      'Le prénom est requis',
      'Le nom est requis',
      "L'email est requis",
      'Le téléphone est requis',
      'Le rôle est requis',
      "Le pays d'opération est requis",
      'Le mot de passe est requis',
      'La confirmation est requise',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(await screen.findByText('Veuillez corriger les erreurs dans le formulaire')).toBeInTheDocument();
  });

  it('sends the payload to the demo backend, which stores the request', async () => {
    renderInAdmin(<RegisterPage />);
    await userEvent.type(await screen.findByLabelText(/^Prénom/), 'Moussa');
    await userEvent.type(screen.getByLabelText(/^Nom/), 'Camara');
    await userEvent.type(screen.getByLabelText(/^Email professionnel/), 'moussa.camara@exemple.example');
    await userEvent.type(screen.getByLabelText(/^Téléphone/), '+224 620 00 00 00');
    await userEvent.click(screen.getByLabelText(/^Rôle demandé/));
    await userEvent.click(await screen.findByRole('option', { name: /Agent Guinée/ }));
    await userEvent.click(screen.getByLabelText(/^Pays d'opération/));
    await userEvent.click(await screen.findByRole('option', { name: 'Guinée' }));
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'motdepasse1');
    await userEvent.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'motdepasse1');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText(/Redirection vers la connexion/)).toBeInTheDocument();
    expect(getDb().demandesAcces.at(-1)).toMatchObject({ prenom: 'Moussa', email: 'moussa.camara@exemple.example', role_demande: 'agent_guinee', pays_operation: 'guinee' });
  });
});
