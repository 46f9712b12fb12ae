import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentPanel } from '../../src/resources/paiements/PaymentPanel';
import { colisSchema } from '../../src/dataProvider/contract/colis';
import { getDb } from '../../src/demo/db/store';
import { wireColis } from '../../src/demo/serializers';
import { dayKey } from '../../src/domain/format';
import { renderInAdmin, signIn } from './render';

/** A parcel with a payment agent.ca (id 3) took today. */
function parcelPaidToday() {
  const today = dayKey(new Date());
  const paiement = getDb().paiements.find((p) => p.agent_id === 3 && p.statut === 'valide' && dayKey(p.date_paiement ?? p.date_creation) === today);
  if (!paiement) throw new Error('seed without a payment of agent.ca today');
  const colis = colisSchema.parse(wireColis(getDb().colis.find((c) => c.id === paiement.colis_id)!));
  return { paiement, colis };
}

const rowOf = (receipt: string) => within(screen.getByRole('table', { name: 'Paiements du colis' })).getByRole('button', { name: `Reçu ${receipt}` }).closest('tr') as HTMLElement;

describe("corrections from the parcel's payment history (issue #32)", () => {
  it('the agent who took a payment today refunds or voids it from the history; voided, it reads « Annulé » and offers neither', async () => {
    const { paiement, colis } = parcelPaidToday();
    await signIn('agent.ca');
    renderInAdmin(<PaymentPanel colis={colis} />);
    await screen.findByRole('table', { name: 'Paiements du colis' });
    const row = rowOf(paiement.numero_recu!);
    expect(within(row).getByRole('button', { name: 'Rembourser' })).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Annuler le paiement' }));
    const dialog = await screen.findByRole('dialog', { name: `Annuler le paiement #${paiement.id}` });
    await userEvent.type(within(dialog).getByLabelText(/^Motif de l'annulation/), 'Saisi deux fois');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler le paiement' }));
    expect(await screen.findByText('Paiement annulé.')).toBeInTheDocument();
    expect(await within(rowOf(paiement.numero_recu!)).findByText('Annulé')).toBeInTheDocument();
    expect(within(rowOf(paiement.numero_recu!)).queryByRole('button', { name: 'Rembourser' })).toBeNull();
    expect(within(rowOf(paiement.numero_recu!)).queryByRole('button', { name: 'Annuler le paiement' })).toBeNull();
  });

  it("offers an agent neither on another agent's payment", async () => {
    const { paiement, colis } = parcelPaidToday();
    await signIn('agent.gn');
    renderInAdmin(<PaymentPanel colis={colis} />);
    await screen.findByRole('table', { name: 'Paiements du colis' });
    const row = rowOf(paiement.numero_recu!);
    expect(within(row).queryByRole('button', { name: 'Rembourser' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Annuler le paiement' })).toBeNull();
  });
});
