import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BordereauList from '../../src/resources/bordereaux/BordereauList';
import { getDb } from '../../src/demo/db/store';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/demo/node';
import { endpoints } from '../../src/dataProvider/endpoints';
import { renderInAdmin, signIn } from './render';

const drafts = () => getDb().bordereaux.filter((b) => b.statut === 'brouillon');

async function openList() {
  await signIn('admin');
  renderInAdmin(<BordereauList />, { url: '/bordereaux', path: '/bordereaux' });
  return screen.findByRole('table', { name: 'Bordereaux' });
}

describe('Manifest list (/bordereaux)', () => {
  it('shows 10 manifests per page with "Page n sur N" and pages with Suivant', async () => {
    const table = await openList();
    const pages = Math.ceil(getDb().bordereaux.length / 10);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText(`Page 1 sur ${pages}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText(`Page 2 sur ${pages}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouveau bordereau' })).toHaveAttribute('href', '/bordereaux/nouveau');
    expect(screen.getByRole('link', { name: 'Factures commerciales' })).toHaveAttribute('href', '/factures-commerciales');
  });

  it('filters by status on the server', async () => {
    await openList();
    await userEvent.click(screen.getByLabelText('Statut'));
    await userEvent.click(await screen.findByRole('option', { name: 'Brouillon' }));
    // The filtered answer's pager first: the unfiltered first page holds the drafts' chips too.
    expect(await screen.findByText('Page 1 sur 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Brouillon', { selector: '.MuiChip-label' })).toHaveLength(drafts().length));
  });

  it('asks for a selection, then ignores non-drafts with a warning and validates the drafts after confirmation', async () => {
    await openList();
    await userEvent.click(screen.getByRole('button', { name: 'Valider la sélection' }));
    expect(await screen.findByText('Veuillez sélectionner au moins un bordereau')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Statut'));
    await userEvent.click(await screen.findByRole('option', { name: 'Validé et expédié' }));
    await waitFor(() => expect(screen.queryAllByText('Brouillon', { selector: '.MuiChip-label' })).toHaveLength(0));
    const firstValidated = screen.getAllByRole('checkbox', { name: /^Sélectionner BRD-/ })[0];
    await userEvent.click(firstValidated);
    await userEvent.click(screen.getByRole('button', { name: 'Valider la sélection' }));
    expect(await screen.findByText('Aucun bordereau en statut "brouillon" sélectionné')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer la sélection' }));
    expect(await screen.findByText('Seuls les bordereaux en statut "brouillon" peuvent être supprimés')).toBeInTheDocument();
  });

  it('bulk-validates the selected drafts: their parcels go in transit', async () => {
    await openList();
    const [first, second] = drafts();
    const firstParcels = [...first.colis_ids, ...second.colis_ids];
    await userEvent.click(await screen.findByRole('checkbox', { name: `Sélectionner ${first.numero_bordereau}` }));
    await userEvent.click(screen.getByRole('checkbox', { name: `Sélectionner ${second.numero_bordereau}` }));
    // One non-draft on the page joins the selection: it is ignored with a warning.
    const nonDraft = screen.getAllByRole('checkbox', { name: /^Sélectionner BRD-/ }).find((box) => {
      const numero = box.getAttribute('aria-label')?.replace('Sélectionner ', '');
      return getDb().bordereaux.find((b) => b.numero_bordereau === numero)?.statut !== 'brouillon';
    });
    expect(nonDraft).toBeDefined();
    if (nonDraft) await userEvent.click(nonDraft);
    await userEvent.click(screen.getByRole('button', { name: 'Valider la sélection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valider les bordereaux' });
    expect(within(dialog).getByText(/Valider et expédier 2 bordereau\(x\)/)).toBeInTheDocument();
    expect(within(dialog).getByText(/1 bordereau\(x\) ignoré\(s\)/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('2 bordereau(x) validé(s) avec succès')).toBeInTheDocument();
    expect(getDb().bordereaux.filter((b) => [first.id, second.id].includes(b.id)).map((b) => b.statut)).toEqual(['valide', 'valide']);
    expect(getDb().colis.filter((c) => firstParcels.includes(c.id)).every((c) => c.statut === 'expedie')).toBe(true);
  });

  it('bulk-deletes drafts after an irreversible-deletion confirmation and frees their parcels', async () => {
    await openList();
    const [first] = drafts();
    await userEvent.click(await screen.findByRole('checkbox', { name: `Sélectionner ${first.numero_bordereau}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer la sélection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer les bordereaux' });
    expect(within(dialog).getByText(/Cette action est irréversible/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('1 bordereau(x) supprimé(s)')).toBeInTheDocument();
    expect(getDb().bordereaux.some((b) => b.id === first.id)).toBe(false);
    expect(getDb().colis.filter((c) => first.colis_ids.includes(c.id)).every((c) => c.bordereau_id === null)).toBe(true);
  });

  it("reports the per-item failures of bulk_delete (a draft validated meanwhile)", async () => {
    await openList();
    const [first, second] = drafts();
    await userEvent.click(await screen.findByRole('checkbox', { name: `Sélectionner ${first.numero_bordereau}` }));
    await userEvent.click(screen.getByRole('checkbox', { name: `Sélectionner ${second.numero_bordereau}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer la sélection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer les bordereaux' });
    // Someone validates the second draft before the confirmation.
    second.statut = 'valide';
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText("1 bordereau(x) supprimé(s). 1 bordereau(x) n'ont pas pu être supprimés")).toBeInTheDocument();
    expect(getDb().bordereaux.some((b) => b.id === second.id)).toBe(true);
  });

  it('says when the manifests cannot be loaded, with a retry', async () => {
    server.use(http.get(endpoints.bordereaux.list, () => HttpResponse.json({ detail: 'Erreur serveur' }, { status: 500 })));
    await signIn('admin');
    renderInAdmin(<BordereauList />, { url: '/bordereaux', path: '/bordereaux' });
    expect(await screen.findByText('Impossible de charger les bordereaux', {}, { timeout: 15_000 })).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: 'Bordereaux' })).toBeInTheDocument();
  });
});
