import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentPanel } from '../../src/resources/paiements/PaymentPanel';
import { colisSchema } from '../../src/dataProvider/contract/colis';
import { getDb } from '../../src/demo/db/store';
import { parcelAmounts, wireColis } from '../../src/demo/serializers';
import { renderInAdmin, signIn } from './render';

/** Timed rules of the payment panel: polling (by hand, 15 s, at most 20 checks) and the fees retry. */

function unpaid() {
  const db = getDb();
  const row = db.colis.find((c) => c.route_id === 1 && c.statut_paiement === 'non_paye' && !db.paiements.some((p) => p.colis_id === c.id))!;
  return { row, colis: colisSchema.parse(wireColis(row)) };
}

async function tick(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('payment polling', () => {
  afterEach(() => vi.useRealTimers());

  it('is off until started, then confirms the payment at the next check', async () => {
    const { row, colis } = unpaid();
    await signIn('agent.ca');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderInAdmin(<PaymentPanel colis={colis} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Surveiller le paiement' }));
    expect(screen.getByText(/vérification 0\/20/)).toBeInTheDocument();
    getDb().paiements.push({ id: 9999, colis_id: row.id, montant: parcelAmounts(row).total, devise: 'CAD', methode: 'square', statut: 'valide', date_creation: new Date().toISOString(), date_paiement: new Date().toISOString(), transaction_id: 'T', reference_externe: null, notes: '', pays: 'CA', agent_id: null, client_email: null });
    await tick(15_000);
    expect(await screen.findByText('Paiement confirmé !')).toBeInTheDocument();
    expect(await screen.findByText(/Ce colis est entièrement payé/)).toBeInTheDocument();
  });

  it('stops after 20 checks', async () => {
    const { colis } = unpaid();
    await signIn('agent.ca');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderInAdmin(<PaymentPanel colis={colis} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Surveiller le paiement' }));
    for (let n = 1; n <= 19; n += 1) await tick(15_000);
    expect(screen.getByText(/vérification 19\/20/)).toBeInTheDocument();
    await tick(15_000);
    expect(await screen.findByRole('button', { name: 'Surveiller le paiement' })).toBeInTheDocument();
    await tick(60_000);
    expect(screen.queryByText(/vérification \d+\/20/)).not.toBeInTheDocument();
  });

  it('stops by hand', async () => {
    const { colis } = unpaid();
    await signIn('agent.ca');
    renderInAdmin(<PaymentPanel colis={colis} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Surveiller le paiement' }));
    await userEvent.click(screen.getByRole('button', { name: 'Arrêter la surveillance' }));
    expect(screen.getByRole('button', { name: 'Surveiller le paiement' })).toBeInTheDocument();
  });
});

describe('fees not calculated yet', () => {
  afterEach(() => vi.useRealTimers());

  it('reloads the parcel 3 times every 2 s, then warns', async () => {
    const { colis } = unpaid();
    await signIn('agent.ca');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    renderInAdmin(<PaymentPanel colis={{ ...colis, montant_total_a_payer: 0, prix_total: 0 }} />);
    await screen.findByText('Statut réel :');
    await tick(3 * 2_000 + 100);
    expect(await screen.findByText("Frais d'expédition non calculés")).toBeInTheDocument();
  });
});
