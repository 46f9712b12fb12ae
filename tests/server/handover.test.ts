import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/dataProvider/endpoints';
import { formatMoney } from '../../src/domain/currency';
import { freshServer, signIn } from './serverProcess';

/**
 * Issue #32 over real HTTP (`npm run server`): the company's « Interdire la livraison d'un colis non
 * payé », enforced by the server whatever the path; a manifest's dues before it is received.
 */
const PORT = 4927;

interface Owed {
  reste_a_payer: number;
  est_entierement_paye: boolean;
}

describe('npm run server: delivering unpaid parcels and receiving manifests', () => {
  const server = freshServer(PORT);

  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const answer = await fetch(`${server.url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, json: (await answer.json()) as Record<string, unknown> };
  };

  /** Arrived parcels of the company and what each still owes, from the server's real payment status. */
  const arrivedParcels = async (token: string) => {
    const list = (await call('GET', `${endpoints.colis.list}?statut=arrive&page_size=100`, token)).json as { results: { id: number; devise?: string }[] };
    return Promise.all(
      list.results.map(async (parcel) => ({ id: parcel.id, status: (await call('GET', endpoints.colis.realPaymentStatus(parcel.id), token)).json as unknown as Owed & { devise?: string } })),
    );
  };

  it('only an administrator changes the setting (403 otherwise, in French), and another company keeps its own', async () => {
    const admin = await signIn(server.url, 'admin');
    expect((await call('GET', endpoints.entreprise.settings, admin)).json).toEqual({ interdire_livraison_non_payee: false });
    for (const login of ['manager', 'agent.ca', 'comptable']) {
      const refused = await call('PATCH', endpoints.entreprise.settings, await signIn(server.url, login), { interdire_livraison_non_payee: true });
      expect(refused.status).toBe(403);
      expect(refused.json.detail).toMatch(/^Seuls les administrateurs peuvent interdire ou permettre la livraison d'un colis non payé/);
    }
    expect(await call('PATCH', endpoints.entreprise.settings, admin, { interdire_livraison_non_payee: 'oui' })).toEqual({ status: 400, json: { interdire_livraison_non_payee: ['Doit être un booléen valide.'] } });
    expect((await call('GET', endpoints.entreprise.settings, admin)).json).toEqual({ interdire_livraison_non_payee: false });

    expect(await call('PATCH', endpoints.entreprise.settings, admin, { interdire_livraison_non_payee: true })).toEqual({ status: 200, json: { interdire_livraison_non_payee: true } });
    expect((await call('GET', endpoints.entreprise.settings, await signIn(server.url, 'agent.ca'))).json).toEqual({ interdire_livraison_non_payee: true });
    expect((await call('GET', endpoints.entreprise.settings, await signIn(server.url, 'sahel.admin'))).json).toEqual({ interdire_livraison_non_payee: false });
    const journal = (await call('GET', `${endpoints.journal.list}?page_size=1`, admin)).json as { results: { type: string; ancienne_valeur: string; nouvelle_valeur: string }[] };
    expect(journal.results[0]).toMatchObject({ type: 'parametre_entreprise', ancienne_valeur: 'Désactivé', nouvelle_valeur: 'Activé' });
    await call('PATCH', endpoints.entreprise.settings, admin, { interdire_livraison_non_payee: false });
  });

  it('setting on: marking an unpaid parcel delivered is refused with 400 and the rest; a PATCH cannot deliver it either; setting off: delivered', async () => {
    const admin = await signIn(server.url, 'admin');
    const parcels = await arrivedParcels(admin);
    const unpaid = parcels.filter((parcel) => !parcel.status.est_entierement_paye && parcel.status.reste_a_payer > 0);
    expect(unpaid.length).toBeGreaterThanOrEqual(2);
    const [first, second] = unpaid;
    await call('PATCH', endpoints.entreprise.settings, admin, { interdire_livraison_non_payee: true });

    const refused = await call('POST', endpoints.colis.markDelivered(first.id), admin, {});
    expect(refused).toEqual({
      status: 400,
      json: {
        detail: `Livraison impossible : ce colis n'est pas entièrement payé (il reste ${formatMoney(first.status.reste_a_payer, first.status.devise ?? 'CAD')} à payer). Votre entreprise interdit de livrer un colis non payé.`,
        code: 'LIVRAISON_NON_PAYEE',
      },
    });
    expect((await call('PATCH', endpoints.colis.detail(first.id), admin, { statut: 'remis' })).status).toBe(400);
    expect(((await call('GET', endpoints.colis.detail(first.id), admin)).json as { statut: string }).statut).toBe('arrive');

    await call('PATCH', endpoints.entreprise.settings, admin, { interdire_livraison_non_payee: false });
    const delivered = await call('POST', endpoints.colis.markDelivered(second.id), admin, {});
    expect(delivered.status).toBe(200);
    expect(delivered.json.statut).toBe('remis');
  });

  it('counts the pending payments by age for the accounting, the same ones as the list filtered « En attente »; 403 for an agent', async () => {
    const accountant = await signIn(server.url, 'comptable');
    const ageing = (await call('GET', `${endpoints.paiements.pendingAgeing}?fuseau_horaire=America/Toronto`, accountant)).json as { tranches: { tranche: string; nombre: number; montants: { devise: string; montant: number }[] }[] };
    expect(ageing.tranches.map((row) => row.tranche)).toEqual(['aujourd_hui', 'un_a_sept_jours', 'plus_de_sept_jours']);
    const listed = (await call('GET', `${endpoints.paiements.accountingStatistics}?statut=en_attente&page_size=100&fuseau_horaire=America/Toronto`, accountant)).json as { nombre_paiements: number };
    expect(ageing.tranches.reduce((total, row) => total + row.nombre, 0)).toBe(listed.nombre_paiements);
    const refused = await call('GET', endpoints.paiements.pendingAgeing, await signIn(server.url, 'agent.ca'));
    expect(refused.status).toBe(403);
    expect(refused.json.detail).toMatch(/^Seuls .* peuvent ouvrir la comptabilité simplifiée\.$/);
  });

  it("names a manifest's unpaid parcels from their real payment status; another company's manifest is 404; receiving it is not delivering", async () => {
    const admin = await signIn(server.url, 'admin');
    const manifests = (await call('GET', `${endpoints.bordereaux.list}?statut=arrive&page_size=50`, admin)).json as { results: { id: number; colis: { id: number; numero_colis: string }[] }[] };
    const manifest = manifests.results.find((m) => m.colis.length > 0);
    if (!manifest) throw new Error('seed sans bordereau arrivé');
    const dues = (await call('GET', endpoints.bordereaux.dues(manifest.id), admin)).json as { colis: { id: number; reste_a_payer: number; devise: string }[]; totaux: { devise: string; montant: number }[] };
    const expected = [];
    for (const parcel of manifest.colis) {
      const status = (await call('GET', endpoints.colis.realPaymentStatus(parcel.id), admin)).json as unknown as Owed;
      if (!status.est_entierement_paye && status.reste_a_payer > 0) expected.push({ id: parcel.id, reste_a_payer: status.reste_a_payer });
    }
    expect(expected.length).toBeGreaterThan(0);
    expect(dues.colis.map((c) => ({ id: c.id, reste_a_payer: c.reste_a_payer }))).toEqual(expected);
    const sum = Math.round(expected.reduce((total, c) => total + c.reste_a_payer, 0) * 100) / 100;
    expect(dues.totaux.reduce((total, t) => total + t.montant, 0)).toBeCloseTo(sum, 2);

    const sahel = await signIn(server.url, 'sahel.admin');
    expect((await call('GET', endpoints.bordereaux.dues(manifest.id), sahel)).status).toBe(404);

    await call('PATCH', endpoints.entreprise.settings, admin, { interdire_livraison_non_payee: true });
    const received = await call('POST', endpoints.bordereaux.markReceived(manifest.id), admin, {});
    expect(received.status).toBe(200);
    await call('PATCH', endpoints.entreprise.settings, admin, { interdire_livraison_non_payee: false });
  });
});
