import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ColisShow from '../../src/resources/colis/ColisShow';
import { getDb } from '../../src/demo/db/store';
import { server } from '../../src/demo/node';
import { parcelAmounts, wireColis } from '../../src/demo/serializers';
import { formatMoney } from '../../src/domain/currency';
import { realStatusOf } from '../../src/demo/realPaymentStatus';
import { http, HttpResponse } from 'msw';
import { renderInAdmin, signIn } from './render';

// The payment panel belongs to the payments screens (and has its own retry); a stub keeps these
// tests about the detail page and its own calls.
vi.mock('../../src/resources/paiements/PaymentPanel', () => ({
  PaymentPanel: ({ colis }: { colis: { numero_colis: string } }) => <p>Panneau de paiement {colis.numero_colis}</p>,
}));

const path = '/colis/:id';

function parcelWith(statut: string, paid?: 'paid' | 'owing') {
  const owing = (c: Parameters<typeof realStatusOf>[0]) => realStatusOf(c).reste_a_payer > 0;
  const colis = getDb().colis.find((c) => c.statut === statut && (paid === undefined || (paid === 'owing') === owing(c)));
  if (!colis) throw new Error(`seed without a parcel ${statut}`);
  return colis;
}

afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

describe('Parcel detail (/colis/{id})', () => {
  it('shows the code, the public tracking link, both parties, the products and the cost summary', async () => {
    await signIn('agent.ca');
    const colis = parcelWith('expedie');
    renderInAdmin(<ColisShow />, { url: `/colis/${colis.id}`, path });
    expect(await screen.findByRole('heading', { name: `Colis ${colis.numero_colis}` })).toBeInTheDocument();
    expect(screen.getByTestId('code-suivi')).toHaveTextContent(colis.tracking_number);
    const link = screen.getByRole('link', { name: /Suivi public/ });
    expect(link).toHaveAttribute('href', expect.stringContaining(`#/suivi?tracking=${colis.tracking_number}`));
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('region', { name: 'Expéditeur' })).toHaveTextContent(`${colis.expediteur_prenom} ${colis.expediteur_nom}`);
    expect(screen.getByRole('region', { name: 'Destinataire' })).toHaveTextContent(colis.destinataire_telephone);
    expect(screen.getByRole('table', { name: 'Produits' })).toHaveTextContent(colis.produits[0].nom);
    expect(screen.getByRole('region', { name: 'Résumé des coûts' })).toHaveTextContent('Total à payer');
    expect(screen.getByText(`Panneau de paiement ${colis.numero_colis}`)).toBeInTheDocument();
    for (const section of ['Détails du colis', 'Suivi', 'Produits', 'Paiements', 'Historique']) {
      expect(screen.getByRole('button', { name: section })).toHaveAttribute('aria-expanded', 'true');
    }
    expect(screen.getByRole('link', { name: 'Modifier le colis' })).toHaveAttribute('href', `/colis/${colis.id}/edit`);
  });

  it('marks a parcel in transit arrived, then delivered, with the server', async () => {
    await signIn('agent.gn');
    const colis = parcelWith('expedie', 'paid');
    renderInAdmin(<ColisShow />, { url: `/colis/${colis.id}`, path });
    await userEvent.click(await screen.findByRole('button', { name: 'Marquer comme arrivé' }));
    // The toast (the parcel's history, refetched, names the same step).
    const toast = { selector: '.MuiSnackbarContent-message' };
    expect(await screen.findByText('Colis marqué comme arrivé', toast)).toBeInTheDocument();
    expect(screen.getByText('Statut mis à jour !')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Marquer comme livré' }));
    expect(await screen.findByText('Colis marqué comme remis', toast)).toBeInTheDocument();
    expect(await screen.findByText('Aucune action disponible pour ce statut')).toBeInTheDocument();
    expect(getDb().colis.find((c) => c.id === colis.id)?.statut).toBe('remis');
  });

  it('asks before delivering a parcel still owing, naming what is owed; « Annuler » keeps it arrived', async () => {
    await signIn('agent.gn');
    const colis = parcelWith('arrive', 'owing');
    const owed = realStatusOf(colis);
    renderInAdmin(<ColisShow />, { url: `/colis/${colis.id}`, path });
    await userEvent.click(await screen.findByRole('button', { name: 'Marquer comme livré' }));
    const dialog = await screen.findByRole('dialog', { name: 'Colis non entièrement payé' });
    expect(dialog.textContent?.replace(/\s/g, ' ')).toContain(`il reste ${formatMoney(owed.reste_a_payer, parcelAmounts(colis).base).replace(/\s/g, ' ')} à payer`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Colis non entièrement payé' })).not.toBeInTheDocument());
    expect(getDb().colis.find((c) => c.id === colis.id)?.statut).toBe('arrive');

    await userEvent.click(screen.getByRole('button', { name: 'Marquer comme livré' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Colis non entièrement payé' })).getByRole('button', { name: 'Marquer comme livré' }));
    expect(await screen.findByText('Aucune action disponible pour ce statut')).toBeInTheDocument();
    expect(getDb().colis.find((c) => c.id === colis.id)?.statut).toBe('remis');
  });

  it("with the company's « Interdire la livraison d'un colis non payé » on, says why a parcel still owing cannot be delivered instead of asking", async () => {
    await signIn('agent.gn');
    const colis = parcelWith('arrive', 'owing');
    const company = getDb().enterprises.find((e) => e.id === getDb().routes.find((r) => r.id === colis.route_id)?.entreprise_id);
    if (!company) throw new Error('parcel without a company');
    company.parametres = { interdire_livraison_non_payee: true };
    const owed = realStatusOf(colis);
    renderInAdmin(<ColisShow />, { url: `/colis/${colis.id}`, path });
    const reason = await screen.findByText(/^Livraison impossible : ce colis n'est pas entièrement payé/);
    expect(reason.textContent?.replace(/\s/g, ' ')).toBe(
      `Livraison impossible : ce colis n'est pas entièrement payé (il reste ${formatMoney(owed.reste_a_payer, parcelAmounts(colis).base)} à payer). Votre entreprise interdit de livrer un colis non payé.`.replace(/\s/g, ' '),
    );
    expect(screen.getByRole('button', { name: 'Marquer comme livré' })).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getDb().colis.find((c) => c.id === colis.id)?.statut).toBe('arrive');
  });

  it('offers no status action to a registered parcel', async () => {
    await signIn('agent.ca');
    const colis = parcelWith('enregistre');
    renderInAdmin(<ColisShow />, { url: `/colis/${colis.id}`, path });
    expect(await screen.findByText('Aucune action disponible pour ce statut')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Marquer comme/ })).not.toBeInTheDocument();
  });

  it('reports a refused status change', async () => {
    await signIn('agent.gn');
    const colis = parcelWith('expedie');
    renderInAdmin(<ColisShow />, { url: `/colis/${colis.id}`, path });
    const button = await screen.findByRole('button', { name: 'Marquer comme arrivé' });
    getDb().colis.find((c) => c.id === colis.id)!.statut = 'remis';
    await userEvent.click(button);
    expect(await screen.findByText('Erreur lors de la mise à jour')).toBeInTheDocument();
    expect(screen.getByText(/Le colis a déjà été livré/)).toBeInTheDocument();
  });

  it("says 'Colis introuvable' for an unknown id", async () => {
    await signIn('agent.ca');
    renderInAdmin(<ColisShow />, { url: '/colis/999999', path });
    expect(await screen.findByRole('heading', { name: 'Colis introuvable' })).toBeInTheDocument();
    expect(screen.getByText("Le colis demandé n'existe pas ou a été supprimé")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la liste' })).toHaveAttribute('href', '/colis');
  });

  it("says 'Configuration manquante' when the parcel's route lacks its countries", async () => {
    await signIn('agent.ca');
    const colis = parcelWith('enregistre');
    server.use(
      http.get(`*/api/shipments/colis/${colis.id}/`, () => HttpResponse.json({ ...wireColis(colis), enterprise_route: null })),
    );
    renderInAdmin(<ColisShow />, { url: `/colis/${colis.id}`, path });
    expect(await screen.findByText('Configuration manquante')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la liste' })).toHaveAttribute('href', '/colis');
  });

  it("says 'Configuration manquante', not a contract error, when the route lacks its origin country", async () => {
    await signIn('agent.ca');
    const colis = parcelWith('enregistre');
    const wired = wireColis(colis);
    server.use(
      http.get(`*/api/shipments/colis/${colis.id}/`, () => HttpResponse.json({ ...wired, enterprise_route: { ...wired.enterprise_route, origin_country: null } })),
    );
    renderInAdmin(<ColisShow />, { url: `/colis/${colis.id}`, path });
    expect(await screen.findByText('Configuration manquante')).toBeInTheDocument();
    expect(screen.getByText("Le pays d'origine ou de destination de ce colis n'est pas configuré : ses montants ne peuvent pas être affichés.")).toBeInTheDocument();
    expect(screen.queryByText(/origin_country/)).not.toBeInTheDocument();
  });

  it('warns once per deactivated category, naming its products', async () => {
    await signIn('agent.ca');
    const db = getDb();
    const colis = db.colis.find((c) => c.route_id === 1 && c.produits.length >= 2);
    if (!colis) throw new Error('seed without a parcel of two products');
    const categoryId = colis.produits[0].categorie_id;
    for (const produit of colis.produits) produit.categorie_id = categoryId;
    const category = db.categories.find((c) => c.id === categoryId);
    if (!category) throw new Error('product without a category');
    category.is_active = false;
    renderInAdmin(<ColisShow />, { url: `/colis/${colis.id}`, path });
    const notices = await screen.findAllByTestId('categorie-desactivee');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveTextContent(`La catégorie « ${category.nom} » n'est plus proposée pour les nouveaux colis.`);
    for (const produit of colis.produits) expect(notices[0]).toHaveTextContent(produit.nom);
  });

  it('names the products whose fee is missing, and why', async () => {
    await signIn('agent.ca');
    const colis = getDb().colis.find((c) => c.route_id === 1 && c.produits.length >= 2);
    if (!colis) throw new Error('seed without a parcel of two products');
    colis.produits[0] = { ...colis.produits[0], nom: 'Lotion', categorie_id: null };
    colis.produits[1] = { ...colis.produits[1], nom: 'Tableau', categorie_id: 4, longueur_cm: null };
    renderInAdmin(<ColisShow />, { url: `/colis/${colis.id}`, path });
    const notice = await screen.findByTestId('frais-manquants');
    expect(notice).toHaveTextContent("Frais d'expédition incomplets");
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Produit 1 « Lotion » : frais à 0, aucune catégorie',
      'Produit 2 « Tableau » : frais à 0, dimensions manquantes (longueur, largeur et hauteur)',
    ]);
  });

  it('resends the ticket to a custom address once the box is ticked and an address typed, with the duplicate warning', async () => {
    await signIn('agent.ca');
    const colis = getDb().colis.find((c) => c.statut === 'enregistre' && c.expediteur_email);
    if (!colis) throw new Error('seed without a registered parcel whose sender has an e-mail');
    renderInAdmin(<ColisShow />, { url: `/colis/${colis.id}`, path });
    await userEvent.click(await screen.findByRole('button', { name: 'Renvoyer le ticket' }));
    const dialog = screen.getByRole('dialog', { name: 'Renvoyer le ticket' });
    expect(within(dialog).getByText(/contourne la protection contre les doublons/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/E-mail personnalisé/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Utiliser un e-mail personnalisé' }));
    const send = within(dialog).getByRole('button', { name: 'Renvoyer' });
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/E-mail personnalisé/), '   ');
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/E-mail personnalisé/), 'famille@exemple.example');
    expect(send).toBeEnabled();
    await userEvent.click(send);
    expect(await screen.findByText('Ticket renvoyé à famille@exemple.example')).toBeInTheDocument();
  });

  it("resends the ticket to the client's own e-mail when the box is not ticked", async () => {
    await signIn('agent.ca');
    const colis = getDb().colis.find((c) => c.statut === 'enregistre' && c.expediteur_email);
    if (!colis) throw new Error('seed without a registered parcel whose sender has an e-mail');
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('renvoyer-ticket')) bodies.push(await request.clone().json());
    });
    renderInAdmin(<ColisShow />, { url: `/colis/${colis.id}`, path });
    await userEvent.click(await screen.findByRole('button', { name: 'Renvoyer le ticket' }));
    const dialog = screen.getByRole('dialog', { name: 'Renvoyer le ticket' });
    expect(within(dialog).getByText(`Le ticket sera envoyé à l'adresse du client : ${colis.expediteur_email}.`)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renvoyer' }));
    expect(await screen.findByText(`Ticket renvoyé à ${colis.expediteur_email}`)).toBeInTheDocument();
    expect(bodies).toEqual([{}]);
  });

  it('asks again 5 times every 3 s while the fees are zero, then warns', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signIn('agent.ca');
    const colis = parcelWith('enregistre');
    colis.frais_expedition = 0;
    colis.rabais_applique = 0;
    let calls = 0;
    const count = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === `/api/shipments/colis/${colis.id}/`) calls += 1;
    };
    server.events.on('request:start', count);
    try {
      renderInAdmin(<ColisShow />, { url: `/colis/${colis.id}`, path });
      expect(await screen.findByText("Calcul des frais d'expédition en cours…")).toBeInTheDocument();
      for (let step = 0; step < 10 && !screen.queryByTestId('frais-non-calcules'); step += 1) {
        await act(() => vi.advanceTimersByTimeAsync(3000));
      }
      expect(await screen.findByTestId('frais-non-calcules')).toHaveTextContent("Frais d'expédition non calculés");
      await waitFor(() => expect(calls).toBe(6));
      expect(screen.getByTestId('frais-non-calcules')).toHaveTextContent('❌ Erreur');
      await act(() => vi.advanceTimersByTimeAsync(6000));
      expect(calls).toBe(6);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it("shows the parcel's own entries of the journal to the staff, not to its customer", async () => {
    const colis = getDb().colis.find((c) => c.bordereau_id !== null && c.proprietaire_id === 6)!;
    getDb().journal.push({
      id: 1,
      entreprise_id: 1,
      date: new Date().toISOString(),
      auteur_id: 3,
      auteur_nom: 'Julie Tremblay',
      type: 'etape_bordereau',
      objet_type: 'bordereau',
      objet_id: colis.bordereau_id!,
      objet_libelle: 'BRD-2026-0007',
      ancienne_valeur: 'Brouillon',
      nouvelle_valeur: 'Validé et expédié',
      colis_ids: [colis.id],
    });
    await signIn('comptable');
    const { unmount } = renderInAdmin(<ColisShow />, { url: `/colis/${colis.id}`, path });
    const journal = await screen.findByRole('table', { name: 'Journal des modifications' });
    expect(within(journal).getAllByRole('row')[1]).toHaveTextContent(/Julie Tremblay.*BRD-2026-0007.*Brouillon.*Validé et expédié/);
    unmount();

    await signIn('client');
    renderInAdmin(<ColisShow />, { url: `/colis/${colis.id}`, path });
    expect(await screen.findByRole('heading', { name: `Colis ${colis.numero_colis}` })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Journal des modifications' })).not.toBeInTheDocument();
  });
});
