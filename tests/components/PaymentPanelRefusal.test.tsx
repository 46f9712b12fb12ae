import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentPanel } from '../../src/resources/paiements/PaymentPanel';
import { colisSchema, type Colis } from '../../src/dataProvider/contract/colis';
import { dataProvider } from '../../src/dataProvider/dataProvider';
import { getDb } from '../../src/demo/db/store';
import { wireColis } from '../../src/demo/serializers';
import { formatMoney, formatNumber } from '../../src/domain/currency';
import { exceedsMessage } from '../../src/domain/paymentForm';
import { renderInAdmin, signIn } from './render';

/**
 * Two tabs on one parcel: tab A (here, the dataProvider called directly, as another tab's form
 * would) records a payment after tab B's panel has loaded; tab B then submits an amount the server
 * refuses. The panel must show the parcel as it now is, and the form what the user typed.
 */

const validPaymentsOf = (id: number) => getDb().paiements.filter((p) => p.colis_id === id && p.statut === 'valide');

function unpaidCanada(): Colis {
  const row = getDb().colis.find((c) => c.route_id === 1 && validPaymentsOf(c.id).length === 0 && c.statut_paiement === 'non_paye' && c.frais_expedition > 20);
  if (!row) throw new Error('seed: parcel not found');
  return colisSchema.parse(wireColis(row));
}

const amountField = () => screen.getByLabelText(/^Montant \(CAD\)/);
const frenchAmount = (amount: number) => formatNumber(amount, 2).replace(/\s/g, '');
/** An amount as Testing Library reads it on screen (its narrow no-break spaces as plain spaces). */
const cad = (amount: number | null | undefined) => formatMoney(amount, 'CAD').replace(/\s/g, ' ');

/** Tab B: the manual form filled in (Espèces, the rest it was shown, a receipt number), not yet submitted. */
async function fillManualForm(colis: Colis, typed: string) {
  await signIn('agent.ca');
  renderInAdmin(<PaymentPanel colis={colis} />);
  await screen.findByText('Statut réel :');
  await userEvent.click(screen.getByRole('button', { name: /Paiement manuel/ }));
  await userEvent.click(screen.getByLabelText(/^Mode de paiement/));
  await userEvent.click(await screen.findByRole('option', { name: 'Espèces' }));
  await userEvent.clear(amountField());
  await userEvent.type(amountField(), typed);
  await userEvent.type(screen.getByLabelText(/^ID de transaction/), 'ONGLET-B');
  expect(screen.getByText(`Reste à payer : ${cad(colis.montant_total_a_payer)}`)).toBeInTheDocument();
}

/** Tab A records a cash payment on the same parcel. */
async function otherTabPays(colis: Colis, montant: number) {
  const recorded = await dataProvider.processManualPayment({ colis_id: colis.id, montant, methode: 'especes', pays: 'CA', transaction_id: 'ONGLET-A' });
  expect(recorded.data.success).toBe(true);
}

describe('PaymentPanel: a payment the server refuses reads the parcel again, the form keeps what was typed', () => {
  it('the other tab paid everything: the refused over-payment shows the server message, Entièrement payé, a rest of 0,00 CAD and the other payment, with the typed amount kept', async () => {
    const colis = unpaidCanada();
    const total = colis.montant_total_a_payer ?? 0;
    const typed = frenchAmount(total);
    await fillManualForm(colis, typed);
    await otherTabPays(colis, total);

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le paiement' }));
    const refusal = exceedsMessage(0, 'CAD');
    expect(refusal).toBe('Le montant ne peut pas dépasser le reste à payer (0,00 CAD)');
    expect(await screen.findAllByText(refusal)).not.toHaveLength(0);

    const status = screen.getByTestId('real-payment-status');
    await waitFor(() => expect(within(status).getByText('Entièrement payé')).toBeInTheDocument());
    expect(within(status).getByTestId('reste-a-payer')).toHaveTextContent(cad(0));
    expect(screen.getByText(/Ce colis est entièrement payé/)).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'ONGLET-A' })).toBeInTheDocument();
    // The form is as the user left it, its hint against the real rest (no longer the stale green one).
    expect(amountField()).toHaveValue(typed);
    expect(screen.getByLabelText(/^ID de transaction/)).toHaveValue('ONGLET-B');
    expect(screen.getByText(`⚠ Le montant dépasse le reste à payer (${cad(0)})`)).toBeInTheDocument();
    expect(screen.queryByText(/^Reste à payer : /)).not.toBeInTheDocument();
    expect(validPaymentsOf(colis.id).map((p) => p.transaction_id)).toEqual(['ONGLET-A']);
  });

  it('the other tab paid part of it: the new rest shows beside the kept form, and the new rest then goes through', async () => {
    const colis = unpaidCanada();
    const total = colis.montant_total_a_payer ?? 0;
    const typed = frenchAmount(total);
    await fillManualForm(colis, typed);
    await otherTabPays(colis, 5);
    const rest = Math.round((total - 5) * 100) / 100;

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(await screen.findAllByText(exceedsMessage(rest, 'CAD'))).not.toHaveLength(0);
    const status = screen.getByTestId('real-payment-status');
    await waitFor(() => expect(within(status).getByTestId('reste-a-payer')).toHaveTextContent(cad(rest)));
    expect(within(status).getByText('Partiellement payé')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'ONGLET-A' })).toBeInTheDocument();
    expect(amountField()).toHaveValue(typed);
    expect(screen.getByLabelText(/^ID de transaction/)).toHaveValue('ONGLET-B');
    expect(screen.getByText(`⚠ Le montant dépasse le reste à payer (${cad(rest)})`)).toBeInTheDocument();

    await userEvent.clear(amountField());
    await userEvent.type(amountField(), frenchAmount(rest));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(await screen.findByText('Paiement manuel enregistré avec succès!')).toBeInTheDocument();
    await waitFor(() => expect(within(status).getByText('Entièrement payé')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Enregistrer le paiement' })).not.toBeInTheDocument();
    expect(validPaymentsOf(colis.id).map((p) => p.transaction_id)).toEqual(['ONGLET-A', 'ONGLET-B']);
  });
});
