import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CaissePage from '../../src/custom-pages/caisse/CaissePage';
import { getDb, nextId } from '../../src/demo/db/store';
import { renderInAdmin, signIn } from './render';
import { PaymentDetailDialog } from '../../src/custom-pages/caisse/PaymentDetailDialog';
import { paiementSchema } from '../../src/dataProvider/contract/paiements';
import { wirePaiement } from '../../src/demo/handlers/payments';

const saved: { blob: Blob; name: string }[] = [];
vi.mock('../../src/components/files', () => ({
  saveBlob: (blob: Blob, name: string) => saved.push({ blob, name }),
  printBlob: () => undefined,
}));

/** TransAtlantique's payments, the accountant's company's. */
function ownPayments() {
  const db = getDb();
  const ownRoutes = new Set(db.routes.filter((r) => r.entreprise_id === 1).map((r) => r.id));
  const routeOf = new Map(db.colis.map((c) => [c.id, c.route_id]));
  return db.paiements.filter((p) => ownRoutes.has(routeOf.get(p.colis_id) ?? 0));
}

describe('/caisse after a refund (issue #32)', () => {
  it('exports what was given back on each payment and totals the money kept', async () => {
    const refunded = ownPayments().find((p) => p.statut === 'valide' && p.devise === 'CAD' && p.montant > 10)!;
    refunded.remboursements = [{ id: nextId('remboursements'), montant: 4.1, montant_converti: 4.1, methode: 'especes', motif: 'Trop perçu', par_id: 5, date: new Date().toISOString() }];
    const cad = ownPayments().filter((p) => p.devise === 'CAD' && p.statut === 'valide');
    const kept = (Math.round(cad.reduce((s, p) => s + p.montant, 0) * 100) - 410) / 100;

    await signIn('comptable');
    renderInAdmin(<CaissePage />, { url: '/caisse', path: '/caisse' });
    await screen.findByRole('table', { name: 'Liste des paiements' });
    await userEvent.click(screen.getByRole('button', { name: 'Exporter CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const lines = new TextDecoder().decode(new Uint8Array(await saved[0].blob.arrayBuffer())).trimEnd().split('\r\n');
    const header = lines[0].replace(/^\uFEFF/, '').split(';');
    const column = header.indexOf('Montant remboursé');
    expect(column).toBeGreaterThan(0);
    const rows = lines.slice(1).map((l) => l.split(';'));
    const transaction = header.indexOf('Transaction');
    const row = rows.find((r) => r[transaction] === (refunded.transaction_id ?? '') && r[header.indexOf('Montant')] === refunded.montant.toFixed(2).replace('.', ','));
    expect(row?.[column]).toBe('4,10');
    expect(rows.filter((r) => r[column] === '4,10')).toHaveLength(1);
    expect(lines).toContain(`Total CAD;${kept.toFixed(2).replace('.', ',')};${cad.length} paiements validés`);
  });

  it('the payment detail names what was given back', async () => {
    const refunded = ownPayments().find((p) => p.statut === 'valide' && p.devise === 'CAD' && p.montant > 10)!;
    refunded.remboursements = [{ id: nextId('remboursements'), montant: 4.1, montant_converti: 4.1, methode: 'especes', motif: 'Trop perçu', par_id: 5, date: new Date().toISOString() }];
    await signIn('comptable');
    renderInAdmin(<PaymentDetailDialog paiement={paiementSchema.parse(wirePaiement(refunded))} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: `Paiement #${refunded.id}` });
    expect(within(dialog).getByText('Montant remboursé')).toBeInTheDocument();
    expect(within(dialog).getByText(/^4,10\sCAD$/)).toBeInTheDocument();
  });
});
