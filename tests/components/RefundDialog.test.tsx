import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PaiementShow from '../../src/resources/paiements/PaiementShow';
import { getDb, nextId } from '../../src/demo/db/store';
import { server } from '../../src/demo/node';
import type { DemoPaiement } from '../../src/demo/db/types';
import { parcelAmounts } from '../../src/demo/serializers';
import { renderInAdmin, signIn } from './render';

const spaces = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

/** A payment taken at the counter in the destination's currency for a parcel priced in its origin's: 62 500 GNF for 10,00 CAD. */
function gnfPayment(): DemoPaiement {
  const colis = getDb().colis.find((c) => parcelAmounts(c).base === 'CAD' && parcelAmounts(c).destination === 'GNF')!;
  const taux = parcelAmounts(colis).route.taux_echange;
  const paiement: DemoPaiement = {
    id: nextId('paiements'),
    colis_id: colis.id,
    montant: 10 * taux,
    devise: 'GNF',
    montant_converti: 10,
    devise_colis: 'CAD',
    taux,
    numero_recu: 'CA-2026-999001',
    methode: 'especes',
    statut: 'valide',
    date_creation: new Date().toISOString(),
    date_paiement: new Date().toISOString(),
    transaction_id: null,
    reference_externe: null,
    notes: '',
    pays: 'GN',
    agent_id: 4,
    client_email: null,
  };
  getDb().paiements.push(paiement);
  return paiement;
}

describe('« Rembourser » on /paiement/{id}', () => {
  const bodies: unknown[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (request.url.includes('/rembourser/')) bodies.push(await request.clone().json());
  };
  afterEach(() => {
    server.events.removeListener('request:start', listener);
    bodies.length = 0;
  });

  it('refuses above what is left at the field, keeps what was typed, then confirms in both currencies and sends the amount as collected', async () => {
    const paiement = gnfPayment();
    const taux = paiement.taux!;
    server.events.on('request:start', listener);
    await signIn('comptable');
    renderInAdmin(<PaiementShow />, { url: `/paiement/${paiement.id}`, path: '/paiement/:id' });
    await userEvent.click(await screen.findByRole('button', { name: 'Rembourser' }));
    const dialog = await screen.findByRole('dialog', { name: `Rembourser le paiement #${paiement.id}` });
    expect(spaces(within(dialog).getByText(/^Reste à rembourser sur ce paiement/).textContent)).toMatch(/ \(10,00 CAD\)$/);

    const amount = within(dialog).getByLabelText(/^Montant à rembourser \(GNF\)/);
    await userEvent.type(amount, String(paiement.montant + 1));
    await userEvent.tab();
    expect(spaces((await within(dialog).findByText(/^Le montant ne peut pas dépasser/)).textContent)).toMatch(/ce qui reste à rembourser sur ce paiement \(\d[\d ]* GNF\)$/);
    expect(within(dialog).getByRole('button', { name: 'Rembourser' })).toBeDisabled();

    await userEvent.clear(amount);
    await userEvent.type(amount, String(4 * taux));
    await userEvent.type(within(dialog).getByLabelText(/^Motif du remboursement/), 'Trop perçu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmer le remboursement' });
    expect(spaces(within(confirm).getByText(/^Rembourser /).textContent)).toMatch(/^Rembourser [\d ]+ GNF \(4,00 CAD\) au client \(Espèces\) \?$/);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Oui, rembourser' }));

    expect(await screen.findByText('Remboursement enregistré.')).toBeInTheDocument();
    expect(bodies).toEqual([{ montant: 4 * taux, methode: 'especes', motif: 'Trop perçu' }]);
    const base = screen.getByRole('region', { name: 'Informations de base' });
    expect(spaces((await within(base).findByText(/Trop perçu$/)).textContent)).toMatch(/^[\d ]+ GNF \(4,00 CAD\), Espèces, le .* par Sophie Gagnon : Trop perçu$/);
    expect(getDb().paiements.find((p) => p.id === paiement.id)?.statut).toBe('valide');
    // Money given back on it: the rest may be refunded, the payment no longer voided.
    expect(screen.getByRole('button', { name: 'Rembourser' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annuler le paiement' })).toBeNull();
  });

  it("shows the server's refusal at its field and loses nothing typed", async () => {
    const paiement = gnfPayment();
    await signIn('comptable');
    renderInAdmin(<PaiementShow />, { url: `/paiement/${paiement.id}`, path: '/paiement/:id' });
    await userEvent.click(await screen.findByRole('button', { name: 'Rembourser' }));
    const dialog = await screen.findByRole('dialog', { name: `Rembourser le paiement #${paiement.id}` });
    // Another accountant refunds part of it meanwhile: what the form believes is left is now too much.
    const stored = getDb().paiements.find((p) => p.id === paiement.id)!;
    stored.remboursements = [{ id: nextId('remboursements'), montant: paiement.montant / 2, montant_converti: 5, methode: 'especes', motif: 'Autre', par_id: 1, date: new Date().toISOString() }];
    await userEvent.type(within(dialog).getByLabelText(/^Montant à rembourser \(GNF\)/), String(paiement.montant));
    await userEvent.type(within(dialog).getByLabelText(/^Motif du remboursement/), 'Colis annulé');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirmer le remboursement' })).getByRole('button', { name: 'Oui, rembourser' }));
    expect(spaces((await within(dialog).findByText(/^Le montant ne peut pas dépasser/)).textContent)).toMatch(/sur ce paiement \([\d ]+ GNF\)$/);
    expect(within(dialog).getByLabelText(/^Motif du remboursement/)).toHaveValue('Colis annulé');
    expect(spaces((within(dialog).getByLabelText(/^Montant à rembourser \(GNF\)/) as HTMLInputElement).value).replace(/ /g, '')).toBe(String(paiement.montant));
  });
});
