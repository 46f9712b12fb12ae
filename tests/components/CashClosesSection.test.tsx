import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CaissePage from '../../src/custom-pages/caisse/CaissePage';
import { getDb } from '../../src/demo/db/store';
import { renderInAdmin, signIn } from './render';

describe('/caisse: the agents’ cash closes', () => {
  it('an accountant sees every agent’s closes with their differences, filters by agent, and reopens one with a reason', async () => {
    getDb().clotures = [
      { id: 1, entreprise_id: 1, agent_id: 3, date: '2026-11-26', fuseau_horaire: 'UTC', pays: 'CA', lignes: [{ methode: 'especes', devise: 'CAD', attendu: 100, nombre: 2, compte: 97.5, ecart: -2.5 }], note: '', created_at: '2026-11-26T22:00:00Z', rouverte: null },
      { id: 2, entreprise_id: 1, agent_id: 4, date: '2026-11-26', fuseau_horaire: 'UTC', pays: 'GN', lignes: [{ methode: 'especes', devise: 'GNF', attendu: 213_375, nombre: 1, compte: 213_375, ecart: 0 }], note: '', created_at: '2026-11-26T22:00:00Z', rouverte: null },
    ];
    await signIn('comptable');
    renderInAdmin(<CaissePage />, { url: '/caisse', path: '/caisse' });
    const table = await screen.findByRole('table', { name: 'Clôtures de caisse' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText(/^Espèces -2,50\sCAD$/)).toBeInTheDocument();
    expect(within(table).getByText('Aucun écart')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText(/^Agent/));
    await userEvent.click(await screen.findByRole('option', { name: 'Ibrahima Camara' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Clôtures de caisse' })).getAllByRole('row')).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Rouvrir la caisse de Ibrahima Camara du 2026-11-26' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rouvrir la caisse de Ibrahima Camara du 2026-11-26' });
    await userEvent.type(within(dialog).getByLabelText(/^Motif de la réouverture/), 'Paiement à annuler');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rouvrir' }));
    expect(await screen.findByText('Journée rouverte')).toBeInTheDocument();
    expect(await screen.findByText('Rouverte : Paiement à annuler')).toBeInTheDocument();
    expect(getDb().journal.at(-1)).toMatchObject({ type: 'reouverture_caisse', nouvelle_valeur: 'Rouverte : Paiement à annuler' });
  });
});
