import { describe, expect, it } from 'vitest';
import { accountInitials, accountName, ONLINE_PAYMENT_AGENT, paymentAgentName, personName, recipientName, senderName } from '../../src/domain/people';

describe('person names (docs/decisions.md, "Person names")', () => {
  it('writes « Prénom Nom », with either part missing or padded', () => {
    expect(personName('Awa', 'Diallo')).toBe('Awa Diallo');
    expect(personName(' Awa ', 'Diallo ')).toBe('Awa Diallo');
    expect(personName(null, 'Diallo')).toBe('Diallo');
    expect(personName('Awa', undefined)).toBe('Awa');
    expect(personName('', '  ')).toBe('');
  });

  it("names an account by its first and last names, else by its username", () => {
    expect(accountName({ first_name: 'Marc', last_name: 'Tremblay', username: 'agent.ca' })).toBe('Marc Tremblay');
    expect(accountName({ first_name: '', last_name: '', username: 'agent.ca' })).toBe('agent.ca');
    expect(accountName({ first_name: null, last_name: null, username: 'comptable' })).toBe('comptable');
  });

  it("gives an account's avatar its initials, else the first two letters of its username", () => {
    expect(accountInitials({ first_name: 'marc', last_name: 'tremblay', username: 'agent.ca' })).toBe('MT');
    expect(accountInitials({ first_name: '', last_name: '', username: 'comptable' })).toBe('CO');
  });

  it("reads a parcel's sender and recipient from its fields, wherever they are", () => {
    const parcel = { expediteur_prenom: 'Awa', expediteur_nom: 'Diallo', destinataire_prenom: 'Moussa', destinataire_nom: null };
    expect(senderName(parcel)).toBe('Awa Diallo');
    expect(recipientName(parcel)).toBe('Moussa');
    expect(senderName(null)).toBe('');
  });
});

describe('who took a payment', () => {
  it('is the processing agent the server names, else the agent’s names', () => {
    expect(paymentAgentName({ methode: 'especes', agent_traitant: { nom_complet: 'Marc Tremblay' }, agent: { prenom: 'Autre', nom: 'Nom' } })).toBe('Marc Tremblay');
    expect(paymentAgentName({ methode: 'especes', agent_traitant: null, agent: { prenom: 'Fatou', nom: 'Camara' } })).toBe('Fatou Camara');
  });

  it('reads « Paiement en ligne » for an online payment, which no agent takes, and nothing for an unknown agent', () => {
    expect(ONLINE_PAYMENT_AGENT).toBe('Paiement en ligne');
    expect(paymentAgentName({ methode: 'square', agent_traitant: null, agent: null })).toBe('Paiement en ligne');
    expect(paymentAgentName({ methode: 'especes', agent_traitant: null, agent: null })).toBe('');
  });
});
