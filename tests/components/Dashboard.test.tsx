import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import Dashboard from '../../src/custom-pages/dashboard/Dashboard';
import { getDb } from '../../src/demo/db/store';
import { formatMoney } from '../../src/domain/currency';
import { renderInAdmin, signIn } from './render';

function DashboardRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Dashboard />} />
      <Route path="/colis/:id" element={<p>Page du colis</p>} />
    </Routes>
  );
}

describe('Dashboard (/)', () => {
  it('greets the user, states the direction and shows the real figures', async () => {
    await signIn('agent.ca');
    renderInAdmin(<DashboardRoutes />, { url: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: /(Bonjour|Bon après-midi|Bonsoir), Julie !/ })).toBeInTheDocument();
    expect(screen.getByText(/^Envoi de/)).toHaveTextContent(/Envoi de .*Canada vers .*Guinée/);
    const total = screen.getByRole('region', { name: 'Total colis' });
    expect(await within(total).findByText('160')).toBeInTheDocument();
    const revenue = screen.getByRole('region', { name: 'Revenus du mois' });
    expect(revenue).toHaveTextContent('Paiements réels');
    const db = getDb();
    const now = new Date();
    const monthRevenue = db.paiements
      .filter((p) => p.statut === 'valide' && p.devise === 'CAD')
      .filter((p) => {
        const d = new Date(p.date_paiement ?? p.date_creation);
        return d.getFullYear() === now.getFullYear() && d.getMonth() === now.getMonth();
      })
      .reduce((sum, p) => sum + p.montant, 0);
    const gnfRevenue = db.paiements
      .filter((p) => p.statut === 'valide' && p.devise === 'GNF')
      .filter((p) => {
        const d = new Date(p.date_paiement ?? p.date_creation);
        return d.getFullYear() === now.getFullYear() && d.getMonth() === now.getMonth();
      })
      .reduce((sum, p) => sum + p.montant / 6250, 0);
    expect(revenue).toHaveTextContent(formatMoney(Math.round((monthRevenue + gnfRevenue) * 100) / 100, 'CAD').replace(/\s/g, ' '));
    expect(screen.getByRole('region', { name: 'En transit' })).toHaveTextContent(String(db.colis.filter((c) => c.statut === 'expedie').length));
    expect(screen.queryByText('+12%')).not.toBeInTheDocument();
    expect(screen.getByTestId('moyenne-mensuelle')).toHaveTextContent('12 derniers mois · Moyenne :');
    expect(screen.queryByRole('link', { name: 'Configuration' })).not.toBeInTheDocument();
  });

  it('shows the Configuration button to an admin', async () => {
    await signIn('admin');
    renderInAdmin(<DashboardRoutes />, { url: '/' });
    expect(await screen.findByRole('link', { name: 'Configuration' })).toHaveAttribute('href', '/configuration');
  });

  it('refreshes the data on Actualiser', async () => {
    await signIn('agent.ca');
    renderInAdmin(<DashboardRoutes />, { url: '/' });
    await within(screen.getByRole('region', { name: 'Total colis' })).findByText('160');
    await userEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    expect(await screen.findByText('Dashboard actualisé - Données fraîches chargées')).toBeInTheDocument();
  });

  it("lists the last five parcels registered under 'Activité récente', each opening its detail, and keeps the link to the list", async () => {
    await signIn('agent.ca');
    renderInAdmin(<DashboardRoutes />, { url: '/' });
    const list = await screen.findByRole('list', { name: 'Derniers colis enregistrés' });
    const company = getDb().routes.filter((route) => route.entreprise_id === 1).map((route) => route.id);
    const latest = getDb()
      .colis.filter((colis) => company.includes(colis.route_id))
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, 5);
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(latest.map((colis) => `/colis/${colis.id}`));
    expect(links[0]).toHaveTextContent(latest[0].tracking_number);
    expect(screen.getByRole('link', { name: 'Voir la liste des colis' })).toHaveAttribute('href', '/colis');
    await userEvent.click(links[0]);
    expect(await screen.findByText('Page du colis')).toBeInTheDocument();
  });

  it('tells the two refresh buttons apart', async () => {
    await signIn('agent.ca');
    renderInAdmin(<DashboardRoutes />, { url: '/' });
    await userEvent.hover(await screen.findByRole('button', { name: 'Recharger' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent("Recharger toute l'application, comme la touche F5");
  });

  it('opens the first parcel matching the advanced search, else says it was not found', async () => {
    await signIn('agent.ca');
    const colis = getDb().colis[7];
    renderInAdmin(<DashboardRoutes />, { url: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Recherche avancée' }));
    await userEvent.type(screen.getByLabelText('Numéro ou code de suivi'), 'INEXISTANT');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('Colis non trouvé')).toBeInTheDocument();
    const field = screen.getByLabelText('Numéro ou code de suivi');
    await userEvent.clear(field);
    await userEvent.type(field, colis.numero_colis);
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('Page du colis')).toBeInTheDocument();
  });
});
