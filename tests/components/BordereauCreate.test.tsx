import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import BordereauCreate from '../../src/resources/bordereaux/BordereauCreate';
import { getDb } from '../../src/demo/db/store';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/demo/node';
import { endpoints } from '../../src/dataProvider/endpoints';
import { renderInAdmin, signIn } from './render';
import { waitReasonOf } from './waitReason';

const readyOnRoute1 = () => getDb().colis.filter((c) => c.route_id === 1 && c.statut === 'enregistre' && c.bordereau_id === null);

function renderCreate() {
  renderInAdmin(
    <Routes>
      <Route path="/bordereaux/nouveau" element={<BordereauCreate />} />
      <Route path="/bordereaux/:id" element={<p>Page du bordereau</p>} />
    </Routes>,
    { url: '/bordereaux/nouveau', path: '*' },
  );
}

describe('New manifest (/bordereaux/nouveau)', () => {
  it('lists the ready parcels with the readiness statistics', async () => {
    await signIn('agent.ca');
    renderCreate();
    const ready = readyOnRoute1();
    expect(await screen.findAllByTestId('colis-pret')).toHaveLength(ready.length);
    expect(screen.getByText(`Colis prêts pour l'expédition (${ready.length})`)).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: "Statistiques d'expédition" });
    await waitFor(() => expect(within(stats).getByText('Disponibles pour l’expédition').previousSibling).toHaveTextContent(String(ready.length)));
    expect(within(stats).getByText('Dans un bordereau brouillon').previousSibling).toHaveTextContent('4');
    expect(screen.getByRole('link', { name: 'Fermer' })).toHaveAttribute('href', '/bordereaux');
  });

  it('waits for a parcel: « Créer le bordereau » is disabled from the first render with the spec message as its reason', async () => {
    await signIn('agent.ca');
    renderCreate();
    const [first] = readyOnRoute1();
    const create = screen.getByRole('button', { name: 'Créer le bordereau' });
    expect(create).toBeDisabled();
    expect(waitReasonOf(create)).toBe('Veuillez sélectionner au moins un colis');
    await userEvent.click(await screen.findByRole('checkbox', { name: `Sélectionner le colis ${first.tracking_number}` }));
    expect(create).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: `Sélectionner le colis ${first.tracking_number}` }));
    expect(create).toBeDisabled();
    expect(getDb().bordereaux.filter((b) => b.statut === 'brouillon')).toHaveLength(2);
  });

  it("a parcel put in another manifest meanwhile: the server's refusal of the parcels shows at the selection, which stays with the notes, and nothing is created", async () => {
    await signIn('agent.ca');
    renderCreate();
    const [taken, kept] = readyOnRoute1();
    await userEvent.click(await screen.findByRole('checkbox', { name: `Sélectionner le colis ${taken.tracking_number}` }));
    await userEvent.click(screen.getByRole('checkbox', { name: `Sélectionner le colis ${kept.tracking_number}` }));
    await userEvent.type(screen.getByLabelText('Notes'), 'Départ lundi');
    // A colleague puts the first parcel in their manifest before the next refresh of the list.
    const other = getDb().bordereaux.find((b) => b.statut === 'brouillon' && b.route_id === 1);
    if (!other) throw new Error('no draft manifest on route 1');
    taken.bordereau_id = other.id;
    other.colis_ids.push(taken.id);
    const before = getDb().bordereaux.length;
    await userEvent.click(screen.getByRole('button', { name: 'Créer le bordereau' }));
    const refusal = await screen.findByText(`Le colis ${taken.numero_colis} est déjà dans un bordereau.`);
    // At the selection, beside the button that sends it: not a passing toast.
    expect(refusal.closest('.MuiCard-root')).toContainElement(screen.getByRole('button', { name: 'Créer le bordereau' }));
    expect(screen.getAllByText(`Le colis ${taken.numero_colis} est déjà dans un bordereau.`)).toHaveLength(1);
    expect(screen.getByText('2 colis sélectionnés')).toBeInTheDocument();
    expect(screen.getByLabelText('Notes')).toHaveValue('Départ lundi');
    expect(screen.queryByText('Bordereau créé avec succès !')).not.toBeInTheDocument();
    expect(getDb().bordereaux).toHaveLength(before);
    // Unticking the taken parcel clears the refusal, and the manifest is created with the other one.
    await userEvent.click(screen.getByRole('checkbox', { name: `Sélectionner le colis ${taken.tracking_number}` }));
    expect(screen.queryByText(`Le colis ${taken.numero_colis} est déjà dans un bordereau.`)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Créer le bordereau' }));
    expect(await screen.findByText('Page du bordereau')).toBeInTheDocument();
    expect(getDb().bordereaux.at(-1)?.colis_ids).toEqual([kept.id]);
  });

  it('totals the selection and creates the manifest, then opens it', async () => {
    await signIn('agent.ca');
    renderCreate();
    const [a, b] = readyOnRoute1();
    await userEvent.click(await screen.findByRole('checkbox', { name: `Sélectionner le colis ${a.tracking_number}` }));
    await userEvent.click(screen.getByRole('checkbox', { name: `Sélectionner le colis ${b.tracking_number}` }));
    expect(screen.getByText('2 colis sélectionnés')).toBeInTheDocument();
    expect(screen.getByText(/^Poids total : \d+,\d{1,2} kg$/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Notes'), '  Départ lundi  ');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le bordereau' }));
    expect(await screen.findByText('Bordereau créé avec succès !')).toBeInTheDocument();
    expect(await screen.findByText('Page du bordereau')).toBeInTheDocument();
    const created = getDb().bordereaux.at(-1);
    expect(created).toMatchObject({ statut: 'brouillon', notes: 'Départ lundi', agent_expediteur_id: 3 });
    expect([...(created?.colis_ids ?? [])].sort((x, y) => x - y)).toEqual([a.id, b.id].sort((x, y) => x - y));
  });

  it('shows the empty state with the way to register a parcel', async () => {
    await signIn('agent.ca');
    getDb().colis.forEach((c) => {
      if (c.statut === 'enregistre') c.statut = 'expedie';
    });
    renderCreate();
    expect(await screen.findByText("Aucun colis prêt pour l'expédition")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enregistrer un colis' })).toHaveAttribute('href', '/colis/nouveau');
  });

  it('says when the ready parcels cannot be loaded, with a retry', async () => {
    server.use(http.get(endpoints.colis.readyForShipment, () => HttpResponse.json({ detail: 'Erreur serveur' }, { status: 500 })));
    await signIn('agent.ca');
    renderCreate();
    expect(await screen.findByText("Impossible de charger les colis prêts pour l'expédition.", {}, { timeout: 10_000 })).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findAllByTestId('colis-pret')).toHaveLength(readyOnRoute1().length);
  });

  it('refreshes the ready parcels every 15 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await signIn('agent.ca');
      renderCreate();
      const before = readyOnRoute1().length;
      expect(await screen.findAllByTestId('colis-pret')).toHaveLength(before);
      const taken = readyOnRoute1()[0];
      taken.statut = 'expedie';
      await vi.advanceTimersByTimeAsync(14_000);
      expect(screen.getAllByTestId('colis-pret')).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1_500);
      await waitFor(() => expect(screen.getAllByTestId('colis-pret')).toHaveLength(before - 1));
    } finally {
      vi.useRealTimers();
    }
  });
});
