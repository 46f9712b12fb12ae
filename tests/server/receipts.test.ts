import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/dataProvider/endpoints';
import { sequenceProblems } from '../../src/domain/receipts';
import { colisBody } from '../fixtures/colisBody';
import { pdfTextOf } from '../pdfText';
import { freshServer, signIn } from './serverProcess';

/** Receipts over real HTTP (`npm run server`, issue #32): one number per validated payment, never shared nor skipped. */
const PORT = 4877;

describe('npm run server: receipts of the payments', () => {
  const server = freshServer(PORT);

  const post = (path: string, token: string, body: unknown, key?: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...(key ? { 'Idempotency-Key': key } : {}) },
      body: JSON.stringify(body),
    });

  it('50 payments sent at once get 50 receipt numbers, following the company’s last one without a gap or a repeat', async () => {
    const token = await signIn(server.url, 'agent.ca');
    const parcel = (await (await post(endpoints.colis.list, token, colisBody(), 'recus-colis')).json()) as { id: number };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(endpoints.paiements.processManualPayment, token, { colis_id: parcel.id, montant: 0.1, methode: 'especes', pays: 'CA', transaction_id: `HTTP-CONC-${i}` }, `recus-${i}`),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 50 }, () => 201));
    const numbers = await Promise.all(answers.map(async (a) => ((await a.json()) as { paiement: { numero_recu: string } }).paiement.numero_recu));
    expect(new Set(numbers).size).toBe(50);
    const year = new Date().getUTCFullYear();
    expect(numbers.every((n) => n.startsWith(`CA-${year}-`))).toBe(true);

    // With every earlier receipt of the year (the company's payments, read back), the sequence is whole.
    const admin = await signIn(server.url, 'admin');
    const all: string[] = [];
    for (let page = 1; ; page += 1) {
      const answer = (await (await fetch(`${server.url}${endpoints.paiements.accountingStatistics}?page=${page}&page_size=100&statut=valide`, { headers: { Authorization: `Bearer ${admin}` } })).json()) as {
        paiements_recents: { numero_recu: string | null }[];
        pagination: { has_next: boolean };
      };
      all.push(...answer.paiements_recents.map((p) => p.numero_recu ?? '').filter((n) => n.startsWith(`CA-${year}-`)));
      if (!answer.pagination.has_next) break;
    }
    expect(all).toEqual(expect.arrayContaining(numbers));
    expect(sequenceProblems(all)).toEqual({ missing: [], repeated: [] });
  });

  it('a validated payment’s receipt is a PDF in 80 mm and A6 with its number; e-mailing it names the address', async () => {
    const token = await signIn(server.url, 'agent.ca');
    const parcel = (await (await post(endpoints.colis.list, token, colisBody(), 'recu-pdf-colis')).json()) as { id: number };
    const paid = (await (await post(endpoints.paiements.processManualPayment, token, { colis_id: parcel.id, montant: 5, methode: 'especes', pays: 'CA', transaction_id: 'HTTP-PDF-1' }, 'recu-pdf-1')).json()) as {
      paiement: { id: number; numero_recu: string };
    };
    for (const format of ['80mm', 'a6']) {
      const answer = await fetch(`${server.url}${endpoints.paiements.receiptPdf(paid.paiement.id)}?format=${format}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(pdfTextOf(new Uint8Array(await answer.arrayBuffer()))).toContain(`Reçu ${paid.paiement.numero_recu}`);
    }
    const bad = await fetch(`${server.url}${endpoints.paiements.receiptPdf(paid.paiement.id)}?format=A4`, { headers: { Authorization: `Bearer ${token}` } });
    expect(bad.status).toBe(400);
    const sent = await post(endpoints.paiements.sendReceipt(paid.paiement.id), token, { email: 'client@exemple.example' });
    expect(await sent.json()).toEqual({ success: true, message: `Reçu ${paid.paiement.numero_recu} envoyé à client@exemple.example` });
  });
});
