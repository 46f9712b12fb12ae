import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { endpoints } from '../../src/dataProvider/endpoints';
import { server } from '../../src/demo/node';
import PaiementsDashboard from '../../src/resources/paiements/PaiementsDashboard';
import { renderInAdmin, signIn } from './render';
import { createUserStore } from '../../src/components/list/userStore';

async function renderDashboard() {
  await signIn('agent.ca');
  renderInAdmin(<PaiementsDashboard />, { url: '/paiements', path: '/paiements' });
  await screen.findByRole('table', { name: 'Liste des frais' });
}

const table = () => screen.getByRole('table', { name: 'Liste des frais' });
const headers = () => within(table()).getAllByRole('columnheader').map((h) => h.textContent);
const rows = () => within(table()).getAllByRole('row').slice(1);

describe('/paiements Gestion des Paiements', () => {
  // The chart is a lazy chunk (recharts): loaded once here, so the screens below wait on the app, not on a cold module load.
  beforeAll(() => import('../../src/resources/paiements/EvolutionChart'), 60_000);

  it('shows the statistics with the paid rate, the 30-day chart and 20 rows with the default columns', async () => {
    await renderDashboard();
    expect(screen.getByRole('heading', { name: 'Gestion des Paiements' })).toBeInTheDocument();
    const cards = screen.getByTestId('payment-stat-cards');
    const rateCard = within(cards).getByText('Taux de paiement').parentElement!;
    const caption = within(rateCard).getByText(/colis payés sur/).textContent ?? '';
    const [paid, total] = caption.match(/\d+/g)!.map(Number);
    expect(within(rateCard).getByText(`${(Math.round((paid / total) * 1000) / 10).toLocaleString('fr-FR')} %`)).toBeInTheDocument();
    expect(within(cards).getAllByText(/^Pays n°[12] :/)).toHaveLength(2);
    // Ranked by the parcels' origin (/caisse ranks by where the money was collected): the cards say so.
    expect(within(cards).getAllByText(/^Pays d'origine · \d+ colis$/)).toHaveLength(2);
    await waitFor(() => expect(screen.getByTestId('evolution-chart')).toHaveAttribute('data-points', '30'));
    expect(screen.getByText('Cache 15min')).toBeInTheDocument();
    expect(headers()).toEqual(['N° colis', 'Expéditeur', 'Téléphone', 'Destinataire', 'Statut', 'Montant à payer', 'Payé', 'Date']);
    expect(rows()).toHaveLength(20);
    expect(within(rows()[0]).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/colis\/\d+$/));
  });

  it('switches the chart period to 7 days', async () => {
    await renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: '7 jours' }));
    await waitFor(() => expect(screen.getByTestId('evolution-chart')).toHaveAttribute('data-points', '7'));
  });

  it('sorts on the amount on the server', async () => {
    await renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Montant à payer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Montant à payer' }));
    await waitFor(() => {
      const amounts = rows().map((r) => Number(within(r).getAllByRole('cell')[5].textContent!.replace(/[^\d,]/g, '').replace(',', '.')));
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    });
  });

  it('keeps the description column choice across visits', async () => {
    await renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Choisir les colonnes' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Description' }));
    await userEvent.keyboard('{Escape}');
    expect(headers()).toContain('Description');
    expect(createUserStore().getItem('frais.colonnes')).toMatchObject({ description: true });
  });

  it('filters by payment status once applied', async () => {
    await renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    await userEvent.click(screen.getByLabelText('Statut de paiement'));
    await userEvent.click(await screen.findByRole('option', { name: 'Non payé' }));
    expect(screen.getByText('Modifications non appliquées')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rows().every((r) => within(r).getAllByRole('cell')[4].textContent === 'Non payé')).toBe(true));
  });

  it('syncs Tap to Pay and shows the results', async () => {
    await renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Synchroniser Tap to Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Synchronisation Tap to Pay' });
    expect(within(dialog).getByText('Paiements créés')).toBeInTheDocument();
    expect(within(dialog).getByText(/aucun colis ne correspond/)).toBeInTheDocument();
  });

  it('refreshes on demand with the spec toast', async () => {
    await renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    expect(await screen.findByText('Dashboard actualisé - Données fraîches chargées')).toBeInTheDocument();
  });

  it('says so when the payment data cannot be loaded, with a retry', async () => {
    server.use(http.get(endpoints.paiements.fees, () => HttpResponse.json({ detail: 'Erreur interne' }, { status: 500 })));
    await signIn('agent.ca');
    renderInAdmin(<PaiementsDashboard />, { url: '/paiements', path: '/paiements' });
    expect(await screen.findByText('Erreur lors du chargement', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByText(/Impossible de récupérer les données de paiement/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
