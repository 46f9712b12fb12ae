import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { dataProvider } from '../../src/dataProvider/dataProvider';
import { endpoints } from '../../src/dataProvider/endpoints';
import type { ColisDetail } from '../../src/dataProvider/contract/colis';
import { getDb, replaceDb } from '../../src/demo/db/store';
import { tokenStore } from '../../src/dataProvider/tokenStore';
import { buildSeed } from '../../src/demo/seed';
import { signIn } from '../components/render';

const list = (params: { page?: number; perPage?: number; sort?: { field: string; order: 'ASC' | 'DESC' }; filter?: Record<string, unknown> }) =>
  dataProvider.getList<ColisDetail>('colis', {
    pagination: { page: params.page ?? 1, perPage: params.perPage ?? 10 },
    sort: params.sort ?? { field: 'created_at', order: 'DESC' },
    filter: params.filter ?? {},
  });

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('the call was expected to fail');
}

describe('parcel list on the demo backend (server-side filter, sort, page)', () => {
  it('pages the enterprise parcels, newest first', async () => {
    await signIn('agent.ca');
    const page = await list({});
    expect(page.total).toBe(160);
    expect(page.data).toHaveLength(10);
    const dates = page.data.map((c) => c.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await list({ page: 2 });
    expect(second.data[0].id).not.toBe(page.data[0].id);
  });

  it('filters on status, tracking code or number, and recipient', async () => {
    await signIn('agent.ca');
    const inTransit = await list({ filter: { statut: 'expedie' }, perPage: 50 });
    expect(inTransit.total).toBe(getDb().colis.filter((c) => c.statut === 'expedie').length);
    expect(inTransit.data.every((c) => c.statut === 'expedie')).toBe(true);

    const target = getDb().colis[42];
    const byCode = await list({ filter: { q: target.tracking_number.slice(0, 8).toLowerCase() } });
    expect(byCode.data.map((c) => c.id)).toContain(target.id);
    const byNumber = await list({ filter: { q: target.numero_colis } });
    expect(byNumber.data.map((c) => c.id)).toEqual([target.id]);

    const byRecipient = await list({ filter: { destinataire: 'toure' }, perPage: 50 });
    expect(byRecipient.total).toBeGreaterThan(0);
    expect(byRecipient.data.every((c) => c.destinataire_nom === 'Touré')).toBe(true);
  });

  it('sorts by weight and by status both ways', async () => {
    await signIn('agent.ca');
    const light = await list({ sort: { field: 'poids', order: 'ASC' }, perPage: 50 });
    const weights = light.data.map((c) => c.poids);
    expect([...weights].sort((a, b) => a - b)).toEqual(weights);
    const heavy = await list({ sort: { field: 'poids', order: 'DESC' } });
    expect(heavy.data[0].poids).toBeGreaterThanOrEqual(light.data.at(-1)?.poids ?? 0);
    const byStatus = await list({ sort: { field: 'statut', order: 'ASC' } });
    expect(byStatus.data[0].statut).toBe('enregistre');
  });

  it('shows a customer only their own parcels', async () => {
    await signIn('client');
    const page = await list({ perPage: 50 });
    expect(page.total).toBe(getDb().colis.filter((c) => c.proprietaire_id === 6).length);
    expect(page.data.every((c) => c.expediteur_email === 'client@exemple.example')).toBe(true);
  });

  it('stays correct on the 10,000-parcel seed', async () => {
    replaceDb(buildSeed('large'));
    await signIn('agent.ca');
    const page = await list({ page: 3, perPage: 50, filter: { statut: 'remis' } });
    expect(page.total).toBe(getDb().colis.filter((c) => c.statut === 'remis').length);
    expect(page.data).toHaveLength(50);
    const stats = await dataProvider.getColisStatistics();
    expect(stats.total).toBe(10_000);
    // The server keeps only the best rows of a page instead of sorting everything: same answer.
    const weight = (c: (typeof all)[number]) => c.produits.reduce((s, p) => s + p.poids_unitaire * p.quantite, 0);
    const all = getDb().colis;
    const reference = [...all].sort((a, b) => weight(a) - weight(b) || b.id - a.id).slice(300, 350).map((c) => c.id);
    const seventh = await list({ page: 7, perPage: 50, sort: { field: 'poids', order: 'ASC' } });
    expect(seventh.data.map((c) => c.id)).toEqual(reference);
    const newest = [...all].sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id)).slice(0, 10).map((c) => c.id);
    expect((await list({})).data.map((c) => c.id)).toEqual(newest);
  });
});

describe('parcel statistics', () => {
  it('counts every parcel by status, the ready ones and the last 12 months', async () => {
    await signIn('agent.ca');
    const stats = await dataProvider.getColisStatistics();
    const db = getDb();
    expect(stats.total).toBe(160);
    const { enregistre, expedie, arrive, remis, probleme } = stats.par_statut;
    expect(enregistre + expedie + arrive + remis + probleme).toBe(160);
    expect(stats.par_statut.expedie).toBe(db.colis.filter((c) => c.statut === 'expedie').length);
    expect(stats.prets_expedition).toBe(db.colis.filter((c) => c.route_id === 1 && c.statut === 'enregistre' && c.bordereau_id === null).length);
    expect(stats.prets_expedition).toBeGreaterThan(0);
    expect(stats.devise).toBe('CAD');
    expect(stats.serie_mensuelle).toHaveLength(12);
    expect(stats.serie_mensuelle.at(-1)?.revenus).toBe(stats.revenus_mois);
    expect(stats.serie_mensuelle.reduce((n, p) => n + p.nombre_colis, 0)).toBeLessThanOrEqual(160);
  });
});

describe('status moves and edit rights', () => {
  it('marks a parcel in transit arrived, then delivered, and refuses to skip a step', async () => {
    await signIn('agent.gn');
    const parcel = getDb().colis.find((c) => c.statut === 'expedie');
    const registered = getDb().colis.find((c) => c.statut === 'enregistre');
    if (!parcel || !registered) throw new Error('seed without the needed parcels');
    expect((await dataProvider.markColisArrived(parcel.id)).statut).toBe('arrive');
    const again = await failure(dataProvider.markColisArrived(parcel.id));
    expect(again.status).toBe(400);
    expect(again.message).toBe('Le colis est déjà « Arrivé ».');
    expect((await dataProvider.markColisDelivered(parcel.id)).message).toBe('Colis marqué comme remis');
    expect(getDb().colis.find((c) => c.id === parcel.id)?.historique.map((h) => h.action)).toContain('Colis marqué comme arrivé');
    const skip = await failure(dataProvider.markColisDelivered(registered.id));
    expect(skip.message).toBe('Transition impossible : un colis « En attente » ne peut pas passer à « Livré ».');
  });

  it('refuses technical changes in a validated manifest but accepts the recipient', async () => {
    await signIn('agent.ca');
    const shipped = getDb().colis.find((c) => c.statut === 'expedie' && c.bordereau_id !== null);
    if (!shipped) throw new Error('seed without a shipped parcel');
    const rights = await dataProvider.getColisEditRights(shipped.id);
    expect(rights.peut_modifier_informations_techniques).toBe(false);
    const refused = await failure(
      dataProvider.update('colis', { id: shipped.id, data: { rabais_applique: 0.5 }, previousData: { id: shipped.id, rabais_applique: shipped.rabais_applique } }),
    );
    expect(refused.status).toBe(403);
    expect(refused.message).toContain('ne peuvent plus être modifiés');
    const updated = await dataProvider.update('colis', { id: shipped.id, data: { destinataire_nom: 'Kaba' }, previousData: { id: shipped.id } });
    expect(updated.data.destinataire_nom).toBe('Kaba');
  });

  it('a refused product leaves the whole parcel as it was: nothing of the same change is written', async () => {
    await signIn('agent.ca');
    const db = getDb();
    const colis = db.colis.find((c) => c.statut === 'enregistre' && c.bordereau_id === null && !db.paiements.some((p) => p.colis_id === c.id));
    if (!colis) throw new Error('seed without an unpaid registered parcel');
    const before = structuredClone(colis);
    const produits = colis.produits.map((p, index) => ({ id: p.id, nom_produit: p.nom, quantite: p.quantite, valeur_estimee_individuelle: p.valeur_unitaire, poids_unitaire: p.poids_unitaire, categorie_produit: p.categorie_id, ...(index === 0 ? { longueur_cm: -4 } : {}) }));
    const refused = await failure(dataProvider.update('colis', { id: colis.id, data: { destinataire_nom: 'Kaba', produits }, previousData: { id: colis.id } }));
    expect(refused.status).toBe(400);
    expect(refused.message).toBe('Produit 1: La longueur doit être supérieure à 0');
    expect(db.colis.find((c) => c.id === colis.id)).toEqual(before);
  });

  it('refuses to delete a shipped parcel and deletes an unpaid registered one', async () => {
    const db = getDb();
    const shipped = db.colis.find((c) => c.statut === 'expedie');
    const unpaid = db.colis.find((c) => c.route_id === 1 && c.statut === 'enregistre' && !db.paiements.some((p) => p.colis_id === c.id));
    if (!shipped || !unpaid) throw new Error('seed without the needed parcels');
    await signIn('agent.ca');
    const agentRefused = await failure(dataProvider.delete('colis', { id: unpaid.id }));
    expect(agentRefused.status).toBe(403);
    expect(agentRefused.message).toBe('Seuls les administrateurs et les managers peuvent supprimer un colis.');
    await signIn('manager');
    expect((await failure(dataProvider.delete('colis', { id: shipped.id }))).status).toBe(400);
    await dataProvider.delete('colis', { id: unpaid.id });
    expect(getDb().colis.some((c) => c.id === unpaid.id)).toBe(false);
    expect((await failure(dataProvider.getOne('colis', { id: unpaid.id }))).status).toBe(404);
  });
});

describe('documents and public tracking', () => {
  it('serves real PDF files for the ticket and the A6 label', async () => {
    // fetch rather than the dataProvider's blob call: the tests' DOM's XHR blobs do not cross into MSW's Node interceptor.
    await signIn('agent.ca');
    const id = getDb().colis[0].id;
    for (const path of [endpoints.colis.ticketPdf(id), endpoints.colis.labelA6(id)]) {
      const response = await fetch(`${window.location.origin}${path}`, { headers: { Authorization: `Bearer ${tokenStore.getAccess()}` } });
      expect(response.headers.get('Content-Type')).toBe('application/pdf');
      const head = new TextDecoder().decode(new Uint8Array(await response.arrayBuffer()).slice(0, 5));
      expect(head).toBe('%PDF-');
    }
  });

  it('resends the ticket to the sender or to a custom address', async () => {
    await signIn('agent.ca');
    const parcel = getDb().colis[3];
    expect((await dataProvider.resendColisTicket(parcel.id)).message).toBe(`Ticket renvoyé à ${parcel.expediteur_email}`);
    expect((await dataProvider.resendColisTicket(parcel.id, 'autre@exemple.example')).message).toBe('Ticket renvoyé à autre@exemple.example');
    expect((await failure(dataProvider.resendColisTicket(parcel.id, 'pas-un-email'))).status).toBe(400);
  });

  it('answers the public tracking call without a token, 404 when unknown', async () => {
    const parcel = getDb().colis.find((c) => c.statut === 'arrive');
    if (!parcel) throw new Error('seed without an arrived parcel');
    const found = await fetch(`${window.location.origin}${endpoints.colis.publicTracking}?tracking_number=${parcel.tracking_number.toLowerCase()}`);
    expect(found.status).toBe(200);
    const body = (await found.json()) as { statut_display: string; timeline: { completed: boolean }[]; destinataire: { telephone: string | null } };
    expect(body.statut_display).toBe('Arrivé');
    expect(body.timeline.map((s) => s.completed)).toEqual([true, true, true, false]);
    // A public page shows no phone number at all (docs/decisions.md, « What public pages show »).
    expect(body.destinataire.telephone).toBeNull();
    const missing = await fetch(`${window.location.origin}${endpoints.colis.publicTracking}?tracking_number=ZZZ`);
    expect(missing.status).toBe(404);
  });
});
