import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import ColisList from '../../src/resources/colis/ColisList';
import { getDb } from '../../src/demo/db/store';
import { renderInAdmin, signIn } from './render';
import { formatWeightValue } from '../../src/domain/format';

function CurrentSearch() {
  const location = useLocation();
  return <output data-testid="search">{decodeURIComponent(location.search)}</output>;
}

function ListWithLocation() {
  return (
    <>
      <ColisList />
      <CurrentSearch />
    </>
  );
}

const rows = () => screen.getAllByTestId('colis-row');

describe('Parcel list (/colis)', () => {
  it('shows the total, the server-side cards and the first page of 10 with its pager', async () => {
    await signIn('agent.ca');
    renderInAdmin(<ColisList />, { url: '/colis', path: '/colis' });
    expect(await screen.findByText('Page 1 sur 16')).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    expect(screen.getByLabelText('160 colis')).toBeInTheDocument();
    const db = getDb();
    await waitFor(() => expect(screen.getByTestId('stat-Total des colis')).toHaveTextContent('160'));
    expect(screen.getByTestId('stat-En transit')).toHaveTextContent(String(db.colis.filter((c) => c.statut === 'expedie').length));
    expect(screen.getByTestId('stat-Livrés')).toHaveTextContent(String(db.colis.filter((c) => c.statut === 'remis').length));
    for (const header of ['Code de suivi', 'Destinataire', 'Contact', 'Poids (kg)', "Frais d'expédition", 'Statut', 'Date', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
  });

  it('reads its filters from the URL, so a shared or reloaded list stays filtered', async () => {
    await signIn('agent.ca');
    const url = `/colis?filter=${encodeURIComponent(JSON.stringify({ statut: 'remis' }))}&page=2&perPage=20`;
    renderInAdmin(<ColisList />, { url, path: '/colis' });
    const delivered = getDb().colis.filter((c) => c.statut === 'remis').length;
    expect(await screen.findByText(`Page 2 sur ${Math.ceil(delivered / 20)}`)).toBeInTheDocument();
    expect(rows()).toHaveLength(20);
    expect(rows().every((row) => within(row).queryByText('Livré') !== null)).toBe(true);
  });

  it('filters by status, then by tracking code after the debounce, back on page 1, in the URL', async () => {
    await signIn('agent.ca');
    renderInAdmin(<ListWithLocation />, { url: '/colis?page=3', path: '/colis' });
    expect(await screen.findByText('Page 3 sur 16')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Statut'));
    await userEvent.click(await screen.findByRole('option', { name: 'En transit' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('"statut":"expedie"'));
    expect(screen.getByTestId('search')).toHaveTextContent('page=1');
    await waitFor(() => expect(rows().every((row) => within(row).queryByText('En transit') !== null)).toBe(true));

    const target = getDb().colis.find((c) => c.statut === 'expedie');
    if (!target) throw new Error('seed without a parcel in transit');
    await userEvent.type(screen.getByLabelText('Code de suivi ou numéro'), target.tracking_number);
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(`"q":"${target.tracking_number}"`));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('Page 1 sur 1')).toBeInTheDocument();
  });

  it('filters by recipient and shows the filtered empty state', async () => {
    await signIn('agent.ca');
    renderInAdmin(<ColisList />, { url: '/colis', path: '/colis' });
    await screen.findByText('Page 1 sur 16');
    await userEvent.type(screen.getByLabelText('Destinataire'), 'Personne Inexistante');
    expect(await screen.findByText('Aucun colis trouvé')).toBeInTheDocument();
    expect(screen.getByText('Aucun colis ne correspond aux filtres sélectionnés')).toBeInTheDocument();
    const [clear] = screen.getAllByRole('button', { name: 'Effacer les filtres' });
    await userEvent.click(clear);
    expect(await screen.findByText('Page 1 sur 16')).toBeInTheDocument();
    expect(screen.getByLabelText('Destinataire')).toHaveValue('');
  });

  it("invites to create the first parcel when there is none at all", async () => {
    await signIn('agent.ca');
    getDb().colis = [];
    renderInAdmin(<ColisList />, { url: '/colis', path: '/colis' });
    expect(await screen.findByText('Aucun colis trouvé')).toBeInTheDocument();
    expect(screen.getByText('Commencez par créer votre premier colis')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Nouveau colis' }).at(-1)).toHaveAttribute('href', '/colis/nouveau');
  });

  it("shows each parcel's weight with 1 decimal (spec 001 section 9): 999,45 kg reads 999,5 kg", async () => {
    const colis = getDb().colis.find((c) => c.route_id === 1)!;
    colis.produits = [{ ...colis.produits[0], quantite: 1, poids_unitaire: 999.45 }];
    await signIn('agent.ca');
    renderInAdmin(<ColisList />, { url: '/colis?sort=poids&order=DESC', path: '/colis' });
    await waitFor(() => expect(within(rows()[0]).getByText('999,5 kg')).toBeInTheDocument());
    expect(screen.queryByText(/\d,\d\d kg/)).not.toBeInTheDocument();
  });

  it('sorts by weight through the server', async () => {
    await signIn('agent.ca');
    renderInAdmin(<ListWithLocation />, { url: '/colis', path: '/colis' });
    await screen.findByText('Page 1 sur 16');
    await userEvent.click(screen.getByRole('button', { name: 'Poids (kg)' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('sort=poids'));
    expect(screen.getByTestId('search')).toHaveTextContent('order=DESC');
    const heaviest = Math.max(...getDb().colis.map((c) => c.produits.reduce((s, p) => s + p.poids_unitaire * p.quantite, 0)));
    await waitFor(() => expect(within(rows()[0]).getByText(`${formatWeightValue(heaviest)} kg`)).toBeInTheDocument());
  });

  it('deletes a parcel after confirmation and says so', async () => {
    await signIn('manager');
    const db = getDb();
    const unpaid = db.colis.find((c) => c.statut === 'enregistre' && !db.paiements.some((p) => p.colis_id === c.id));
    if (!unpaid) throw new Error('seed without an unpaid registered parcel');
    renderInAdmin(<ColisList />, { url: `/colis?filter=${encodeURIComponent(JSON.stringify({ q: unpaid.tracking_number }))}`, path: '/colis' });
    await userEvent.click(await screen.findByRole('button', { name: `Supprimer le colis ${unpaid.tracking_number}` }));
    expect(await screen.findByText('Êtes-vous sûr de vouloir supprimer ce colis ?')).toBeInTheDocument();
    // The dialog starts on 'Annuler': Enter there backs out, nothing is deleted.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Êtes-vous sûr de vouloir supprimer ce colis ?')).not.toBeInTheDocument());
    expect(getDb().colis.some((c) => c.id === unpaid.id)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: `Supprimer le colis ${unpaid.tracking_number}` }));
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Colis supprimé avec succès')).toBeInTheDocument();
    expect(getDb().colis.some((c) => c.id === unpaid.id)).toBe(false);
  });

  it('reports a refused deletion', async () => {
    await signIn('manager');
    const shipped = getDb().colis.find((c) => c.statut === 'expedie');
    if (!shipped) throw new Error('seed without a shipped parcel');
    renderInAdmin(<ColisList />, { url: `/colis?filter=${encodeURIComponent(JSON.stringify({ q: shipped.tracking_number }))}`, path: '/colis' });
    await userEvent.click(await screen.findByRole('button', { name: `Supprimer le colis ${shipped.tracking_number}` }));
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText(/^Erreur lors de la suppression/)).toBeInTheDocument();
  });

  it('copies the tracking code', async () => {
    const user = userEvent.setup();
    await signIn('agent.ca');
    renderInAdmin(<ColisList />, { url: '/colis', path: '/colis' });
    const first = (await screen.findAllByTestId('colis-row'))[0];
    await user.click(within(first).getByRole('button', { name: /^Copier le code de suivi/ }));
    expect(await screen.findByText('Code de suivi copié !')).toBeInTheDocument();
  });
});
