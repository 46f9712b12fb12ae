import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/dataProvider/endpoints';
import { colisBody } from '../fixtures/colisBody';
import { pdfTextOf } from '../pdfText';
import { freshServer, getJson, postJson, signIn } from './serverProcess';

/** Refunds over real HTTP (`npm run server`, issue #32). */
const PORT = 4917;

const spaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('npm run server: refunds', () => {
  const server = freshServer(PORT);

  const send = (path: string, token: string, body: unknown, key?: string) => postJson(server.url, path, token, body, key);
  const read = <T>(path: string, token: string) => getJson<T>(server.url, path, token);
  const refundPath = (id: number) => `${endpoints.paiements.refund(id)}?fuseau_horaire=UTC`;

  /** A new parcel paid `montant` in `devise` at the counter by agent.ca; its id and the payment's. */
  const paidParcel = async (agent: string, key: string, montant: number, devise: string, pays: string) => {
    const parcel = (await send(endpoints.colis.list, agent, colisBody(), `${key}-colis`)).json as { id: number };
    const paid = await send(endpoints.paiements.processManualPayment, agent, { colis_id: parcel.id, montant, devise, methode: 'especes', pays, transaction_id: key }, `${key}-paiement`);
    expect(paid.status).toBe(201);
    return { colisId: parcel.id, paiementId: (paid.json.paiement as { id: number }).id };
  };

  it('an accountant refunds part of a GNF payment of a CAD parcel at its own rate, then the rest; an over-refund is refused; each is a journal entry', async () => {
    const agent = await signIn(server.url, 'agent.ca');
    const accountant = await signIn(server.url, 'comptable');
    const { colisId, paiementId } = await paidParcel(agent, 'REMB-1', 62_500, 'GNF', 'GN');
    type Status = { statut_reel: string; total_paye: number; reste_a_payer: number; statistiques: { total_rembourses: number } };
    const before = await read<Status>(endpoints.colis.realPaymentStatus(colisId), agent);
    expect(before.total_paye).toBe(10);
    const accounting = async () => (await read<{ total_paiements: number }>(endpoints.paiements.accountingStatistics, accountant)).total_paiements;
    const takenBefore = await accounting();

    expect(await send(refundPath(paiementId), accountant, { montant: 62_501, methode: 'especes', motif: 'Trop perçu' }, 'remb-trop')).toEqual({
      status: 400,
      json: { montant: [expect.stringMatching(/^Le montant ne peut pas dépasser ce qui reste à rembourser sur ce paiement \(62\s500\sGNF\)$/)] },
    });
    expect(await send(refundPath(paiementId), accountant, { montant: 100, methode: 'especes', motif: '' }, 'remb-sans-motif')).toEqual({ status: 400, json: { motif: ['Le motif est obligatoire'] } });

    const part = await send(refundPath(paiementId), accountant, { montant: 31_250, methode: 'especes', motif: 'Trop perçu' }, 'remb-1');
    expect(part.status).toBe(201);
    expect(part.json.paiement).toMatchObject({ statut: 'valide', montant_rembourse: '31250', remboursements: [{ montant: '31250', montant_converti: '5.00', motif: 'Trop perçu' }] });
    const after = await read<Status>(endpoints.colis.realPaymentStatus(colisId), agent);
    expect(after).toMatchObject({ total_paye: 5, reste_a_payer: Math.round((before.reste_a_payer + 5) * 100) / 100 });
    expect(after.statistiques.total_rembourses).toBe(5);
    // /caisse adds the money kept: 5 CAD fewer.
    expect(Math.round((takenBefore - (await accounting())) * 100) / 100).toBe(5);

    expect((await send(refundPath(paiementId), accountant, { montant: 31_251, methode: 'especes', motif: 'Encore' }, 'remb-trop-2')).status).toBe(400);
    expect(await send(endpoints.paiements.void(paiementId), accountant, { motif: 'Erreur' })).toEqual({
      status: 400,
      json: { detail: 'Ce paiement a déjà été remboursé en partie : il ne peut plus être annulé. Remboursez le reste si nécessaire.' },
    });
    const rest = await send(refundPath(paiementId), accountant, { montant: 31_250, methode: 'especes', motif: 'Colis annulé' }, 'remb-2');
    expect(rest.json.paiement).toMatchObject({ statut: 'rembourse', statut_display: 'Remboursé', montant_rembourse: '62500' });
    expect(await read<Status>(endpoints.colis.realPaymentStatus(colisId), agent)).toMatchObject({ total_paye: 0, statistiques: { total_rembourses: 10 } });
    expect(await send(refundPath(paiementId), accountant, { montant: 1, methode: 'especes', motif: 'Encore' }, 'remb-3')).toEqual({ status: 400, json: { detail: 'Ce paiement a déjà été remboursé en entier.' } });

    const receipt = await fetch(`${server.url}${endpoints.paiements.receiptPdf(paiementId)}?format=a6`, { headers: { Authorization: `Bearer ${accountant}` } });
    const text = pdfTextOf(new Uint8Array(await receipt.arrayBuffer())).map(spaces);
    expect(text).toEqual(expect.arrayContaining([expect.stringMatching(/^31 250 GNF \(5,00 CAD\) le /), 'Trop perçu', 'Colis annulé']));

    const admin = await signIn(server.url, 'admin');
    const journal = await read<{ results: { type: string; objet_id: number; ancienne_valeur: string; nouvelle_valeur: string }[] }>(`${endpoints.journal.list}?page_size=5`, admin);
    expect(journal.results.slice(0, 2).map((e) => [e.type, e.objet_id, spaces(e.ancienne_valeur), spaces(e.nouvelle_valeur)])).toEqual([
      ['remboursement_paiement', paiementId, 'Validé, déjà remboursé : 31 250 GNF', 'Remboursé : 31 250 GNF (5,00 CAD) (Espèces) : Colis annulé'],
      ['remboursement_paiement', paiementId, 'Validé', 'Remboursé en partie : 31 250 GNF (5,00 CAD) (Espèces) : Trop perçu'],
    ]);
  });

  it("takes the refund out of the agent's expected cash; once the agent's day is closed, a refund is refused", async () => {
    const agent = await signIn(server.url, 'agent.ca');
    const { paiementId } = await paidParcel(agent, 'REMB-CLOT', 7.5, 'CAD', 'CA');
    const day = new Date().toISOString().slice(0, 10);
    type Expected = { lignes: { methode: string; devise: string; attendu: number; nombre: number }[] };
    const cashOf = async () => (await read<Expected>(`${endpoints.paiements.cashCloseExpected}?date=${day}&fuseau_horaire=UTC`, agent)).lignes.find((l) => l.methode === 'especes' && l.devise === 'CAD');
    const taken = (await cashOf())?.attendu ?? 0;
    expect((await send(refundPath(paiementId), agent, { montant: 2.5, methode: 'especes', motif: 'Erreur de saisie' }, 'remb-agent')).status).toBe(201);
    expect((await cashOf())?.attendu).toBe(Math.round((taken - 2.5) * 100) / 100);

    const expected = await read<Expected>(`${endpoints.paiements.cashCloseExpected}?date=${day}&fuseau_horaire=UTC`, agent);
    const lignes = expected.lignes.map((l) => ({ methode: l.methode, devise: l.devise, montant_compte: Math.max(l.attendu, 0) }));
    expect((await send(`${endpoints.paiements.cashCloses}?fuseau_horaire=UTC`, agent, { date: day, lignes, note: '' }, 'remb-cloture')).status).toBe(201);
    expect(await send(refundPath(paiementId), agent, { montant: 1, methode: 'especes', motif: 'Erreur de saisie' }, 'remb-apres-cloture')).toEqual({
      status: 400,
      json: { detail: 'Votre journée de caisse est clôturée : un comptable ou un administrateur doit la rouvrir avant tout remboursement.' },
    });
  });

  it("refuses another agent's payment to an agent (403) and another company's to anyone (404)", async () => {
    const agent = await signIn(server.url, 'agent.ca');
    const { paiementId } = await paidParcel(agent, 'REMB-AUTRE', 5, 'CAD', 'CA');
    const colleague = await signIn(server.url, 'm.roy');
    expect(await send(refundPath(paiementId), colleague, { montant: 1, methode: 'especes', motif: 'Erreur' }, 'remb-collegue')).toEqual({
      status: 403,
      json: { detail: "Seuls les comptables et les administrateurs peuvent rembourser le paiement d'un autre agent." },
    });
    const otherCompany = await signIn(server.url, 'agent.dakar');
    expect(await send(refundPath(paiementId), otherCompany, { montant: 1, methode: 'especes', motif: 'Erreur' }, 'remb-sahel')).toEqual({ status: 404, json: { detail: 'Paiement non trouvé.' } });
    const sahelAdmin = await signIn(server.url, 'sahel.admin');
    expect((await send(refundPath(paiementId), sahelAdmin, { montant: 1, methode: 'especes', motif: 'Erreur' }, 'remb-sahel-admin')).status).toBe(404);
  });
});
