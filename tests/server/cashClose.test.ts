import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/dataProvider/endpoints';
import { colisBody } from '../fixtures/colisBody';
import { freshServer, getJson, postJson, signIn } from './serverProcess';

/** The cash close over real HTTP (`npm run server`, issue #32): a closed day's payment cannot be voided until it is reopened. */
const PORT = 4878;

describe('npm run server: cash close, reopening and void', () => {
  const server = freshServer(PORT);

  const send = (path: string, token: string, body: unknown, key?: string) => postJson(server.url, path, token, body, key);
  const read = (path: string, token: string) => getJson(server.url, path, token);

  it("refuses to void a closed day's payment, even for an accountant, until the day is reopened with a reason; then voids it", async () => {
    const agent = await signIn(server.url, 'agent.ca');
    const parcel = (await send(endpoints.colis.list, agent, colisBody(), 'cloture-colis')).json as { id: number };
    const paid = (await send(endpoints.paiements.processManualPayment, agent, { colis_id: parcel.id, montant: 7.5, methode: 'especes', pays: 'CA', transaction_id: 'CLOT-1' }, 'cloture-paiement')).json as {
      paiement: { id: number };
    };
    const day = new Date().toISOString().slice(0, 10);
    const expected = (await read(`${endpoints.paiements.cashCloseExpected}?date=${day}&fuseau_horaire=UTC`, agent)) as { lignes: { methode: string; devise: string; attendu: number; nombre: number }[] };
    const cash = expected.lignes.find((l) => l.methode === 'especes' && l.devise === 'CAD');
    expect(cash?.attendu).toBeGreaterThanOrEqual(7.5);
    // Everything counted as expected, but 2,50 CAD missing from the cash.
    const lignes = expected.lignes.map((l) => ({ methode: l.methode, devise: l.devise, montant_compte: l === cash ? Math.round((l.attendu - 2.5) * 100) / 100 : l.attendu }));
    const closed = await send(`${endpoints.paiements.cashCloses}?fuseau_horaire=UTC`, agent, { date: day, lignes, note: 'Billet manquant' }, 'cloture-1');
    expect(closed.status).toBe(201);
    expect(closed.json).toMatchObject({ nombre_ecarts: 1, statut: 'cloturee' });
    expect((closed.json.lignes as { methode: string; ecart: number }[]).find((l) => l.methode === 'especes')?.ecart).toBe(-2.5);
    expect((await send(`${endpoints.paiements.cashCloses}?fuseau_horaire=UTC`, agent, { date: day, lignes, note: '' }, 'cloture-2')).json).toEqual({
      date: ['Cette journée est déjà clôturée pour cet agent : un comptable ou un administrateur doit la rouvrir.'],
    });

    const byAgent = await send(endpoints.paiements.void(paid.paiement.id), agent, { motif: 'Erreur de saisie' });
    const accountant = await signIn(server.url, 'comptable');
    const byAccountant = await send(endpoints.paiements.void(paid.paiement.id), accountant, { motif: 'Erreur de saisie' });
    for (const refused of [byAgent, byAccountant]) {
      expect(refused).toEqual({ status: 400, json: { detail: 'La journée de ce paiement est clôturée : un comptable ou un administrateur doit la rouvrir avant de l’annuler.' } });
    }
    expect(((await read(endpoints.paiements.detail(paid.paiement.id), agent)) as { statut: string }).statut).toBe('valide');

    expect((await send(endpoints.paiements.cashCloseReopen(closed.json.id as number), agent, { motif: 'Recompter' })).status).toBe(403);
    expect(await send(endpoints.paiements.cashCloseReopen(closed.json.id as number), accountant, { motif: '' })).toEqual({ status: 400, json: { motif: ['Le motif est obligatoire'] } });
    const reopened = await send(endpoints.paiements.cashCloseReopen(closed.json.id as number), accountant, { motif: 'Paiement saisi deux fois' });
    expect(reopened.json).toMatchObject({ statut: 'rouverte', rouverte: { motif: 'Paiement saisi deux fois' } });

    expect(await send(endpoints.paiements.void(paid.paiement.id), accountant, { motif: '' })).toEqual({ status: 400, json: { motif: ['Le motif est obligatoire'] } });
    const voided = await send(endpoints.paiements.void(paid.paiement.id), accountant, { motif: 'Erreur de saisie' });
    expect(voided.status).toBe(200);
    expect((voided.json.paiement as { statut: string; statut_display: string }).statut_display).toBe('Annulé');
    const status = (await read(endpoints.colis.realPaymentStatus(parcel.id), agent)) as { statut_reel: string; total_paye: number };
    expect(status).toMatchObject({ statut_reel: 'non_paye', total_paye: 0 });
    const admin = await signIn(server.url, 'admin');
    const journal = (await read(`${endpoints.journal.list}?page_size=5`, admin)) as { results: { type: string; nouvelle_valeur: string }[] };
    expect(journal.results.slice(0, 3).map((e) => [e.type, e.nouvelle_valeur.replace(/[\u202f\u00a0]/g, ' ')])).toEqual([
      ['annulation_paiement', 'Annulé : Erreur de saisie'],
      ['reouverture_caisse', 'Rouverte : Paiement saisi deux fois'],
      ['cloture_caisse', 'Clôturée, écarts : Espèces -2,50 CAD'],
    ]);
  });
});
