import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../src/demo/db/store';
import { issueAccess } from '../../src/demo/tokens';
import { createChatSession, ANSWER_DELAY_MS } from '../../src/demo/chatbot/session';
import { realStatusOf } from '../../src/demo/realPaymentStatus';
import { stillOwed } from '../../src/domain/paymentStatus';

afterEach(() => vi.useRealTimers());

describe("The assistant's « Marquer livré » obeys « Interdire la livraison d'un colis non payé »", () => {
  it('refuses to deliver an arrived parcel still owing when the company forbids it, and leaves it arrived', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const db = getDb();
    const agent = db.users.find((u) => u.username === 'agent.gn');
    const colis = db.colis.find((c) => c.route_id === 1 && c.statut === 'arrive' && stillOwed(realStatusOf(c)));
    if (!agent || !colis) throw new Error('seed sans agent.gn ou sans colis arrivé impayé');
    const company = db.enterprises.find((e) => e.id === db.routes.find((r) => r.id === colis.route_id)?.entreprise_id);
    if (!company) throw new Error('colis sans entreprise');
    company.parametres = { interdire_livraison_non_payee: true };

    const frames: { type: string; content?: string; actions?: { id: string }[] }[] = [];
    const session = createChatSession((frame) => frames.push(JSON.parse(frame) as (typeof frames)[number]));
    await session.receive(JSON.stringify({ type: 'authenticate', token: await issueAccess(agent.id) }));
    await session.receive(JSON.stringify({ type: 'chat_message', content: `Où est ${colis.tracking_number} ?` }));
    await vi.advanceTimersByTimeAsync(ANSWER_DELAY_MS);
    const offered = frames.find((f) => f.type === 'assistant_message')?.actions?.[0];
    if (!offered) throw new Error("l'assistant n'a proposé aucune action");
    await session.receive(JSON.stringify({ type: 'action_confirmation', action_id: offered.id, confirmed: true }));
    expect(frames.at(-1)).toEqual({ type: 'error', content: expect.stringMatching(/^Livraison impossible : ce colis n'est pas entièrement payé \(il reste .+ à payer\)\. Votre entreprise interdit de livrer un colis non payé\.$/) });
    expect(getDb().colis.find((c) => c.id === colis.id)?.statut).toBe('arrive');
  });
});
