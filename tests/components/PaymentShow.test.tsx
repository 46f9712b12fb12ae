import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PaiementShow from '../../src/resources/paiements/PaiementShow';
import { getDb } from '../../src/demo/db/store';
import { renderInAdmin, signIn } from './render';

describe('/paiement/{id}', () => {
  it('shows the sections, the agent, the linked parcel and the actions', async () => {
    const paiement = getDb().paiements.find((p) => p.agent_id === 3)!;
    const colis = getDb().colis.find((c) => c.id === paiement.colis_id)!;
    await signIn('comptable');
    renderInAdmin(<PaiementShow />, { url: `/paiement/${paiement.id}`, path: '/paiement/:id' });
    expect(await screen.findByRole('heading', { name: `Paiement #${paiement.id}` })).toBeInTheDocument();
    for (const section of ['Informations de base', 'Client', 'Agent traitant', 'Notes', 'Source liée', 'Métadonnées']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    expect(within(screen.getByRole('region', { name: 'Agent traitant' })).getByText('Julie Tremblay')).toBeInTheDocument();
    const source = screen.getByRole('region', { name: 'Source liée' });
    expect(within(source).getByText(colis.numero_colis)).toBeInTheDocument();
    expect(within(source).getByRole('link', { name: 'Voir le colis' })).toHaveAttribute('href', `/colis/${colis.id}`);
    // The parcel's price is named as on the payment panel; the place by its country's name, never its code.
    expect(within(source).getByText('Montant à payer')).toBeInTheDocument();
    expect(within(source).queryByText('Valeur totale')).toBeNull();
    const base = screen.getByRole('region', { name: 'Informations de base' });
    expect(within(base).getByText('Canada')).toBeInTheDocument();
    expect(within(base).queryByText('CA')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comptabilité Simplifiée' })).toHaveAttribute('href', '/caisse');
  });

  it('e-mails the receipt of a validated payment to the address typed, and says so', async () => {
    const paiement = getDb().paiements.find((p) => p.numero_recu && p.agent_id === 3)!;
    await signIn('agent.ca');
    renderInAdmin(<PaiementShow />, { url: `/paiement/${paiement.id}`, path: '/paiement/:id' });
    await userEvent.click(await screen.findByRole('button', { name: `Reçu ${paiement.numero_recu}` }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Envoyer le reçu par e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: `Envoyer le reçu ${paiement.numero_recu}` });
    const email = within(dialog).getByLabelText(/^Email du client/);
    await userEvent.clear(email);
    await userEvent.type(email, 'pas-une-adresse');
    await userEvent.tab();
    expect(await within(dialog).findByText('Adresse email invalide')).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'caisse@exemple.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText(`Reçu ${paiement.numero_recu} envoyé à caisse@exemple.example`)).toBeInTheDocument();
    const colis = getDb().colis.find((c) => c.id === paiement.colis_id)!;
    expect(colis.historique.at(-1)?.action).toBe(`Reçu ${paiement.numero_recu} envoyé à caisse@exemple.example`);
  });

  it('an accountant voids a payment with a mandatory reason: it reads Annulé with its reason, and no longer counts for its parcel', async () => {
    const paiement = getDb().paiements.find((p) => p.numero_recu && p.agent_id === 3)!;
    await signIn('comptable');
    renderInAdmin(<PaiementShow />, { url: `/paiement/${paiement.id}`, path: '/paiement/:id' });
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler le paiement' }));
    const dialog = await screen.findByRole('dialog', { name: `Annuler le paiement #${paiement.id}` });
    const confirm = within(dialog).getByRole('button', { name: 'Annuler le paiement' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/^Motif de l'annulation/), 'Saisi deux fois');
    await userEvent.click(confirm);
    expect(await screen.findByText('Paiement annulé.')).toBeInTheDocument();
    const base = screen.getByRole('region', { name: 'Informations de base' });
    expect(await within(base).findByText('Annulé')).toBeInTheDocument();
    expect(within(base).getByText(/^Saisi deux fois \(/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annuler le paiement' })).toBeNull();
    expect(getDb().paiements.find((p) => p.id === paiement.id)).toMatchObject({ statut: 'annule', annulation: { motif: 'Saisi deux fois' } });
  });

  it('shows Paiement non trouvé with the way back to /caisse', async () => {
    await signIn('comptable');
    renderInAdmin(<PaiementShow />, { url: '/paiement/99999', path: '/paiement/:id' });
    expect(await screen.findByText('Paiement non trouvé')).toBeInTheDocument();
    expect(screen.getByText("Le paiement demandé n'existe pas ou n'est pas accessible")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la comptabilité' })).toHaveAttribute('href', '/caisse');
  });

  it("hides another customer's payment from a customer (404) and leads them back to their parcels", async () => {
    const theirs = getDb().paiements.find((p) => getDb().colis.find((c) => c.id === p.colis_id)?.proprietaire_id !== 6)!;
    await signIn('client');
    renderInAdmin(<PaiementShow />, { url: `/paiement/${theirs.id}`, path: '/paiement/:id' });
    expect(await screen.findByText("Le paiement demandé n'existe pas ou n'est pas accessible")).toBeInTheDocument();
    expect(screen.queryByText(theirs.client_email ?? '')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux colis' })).toHaveAttribute('href', '/colis');
  });
});
