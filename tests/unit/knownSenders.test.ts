import { describe, expect, it } from 'vitest';
import { isKnownSenderQuery, knownSenderPairs, partiesFromKnownSender, type SenderParcel } from '../../src/domain/knownSenders';

const parcel = (overrides: Partial<SenderParcel>): SenderParcel => ({
  expediteur_prenom: 'Awa',
  expediteur_nom: 'Ndiaye',
  expediteur_telephone: '+33 6 12 34 56 10',
  expediteur_email: 'awa.ndiaye@exemple.example',
  expediteur_address_components: { address_full: '12 rue de la République', city: 'Lyon' },
  destinataire_prenom: 'Moussa',
  destinataire_nom: 'Fall',
  destinataire_telephone: '+221 77 123 45 60',
  destinataire_email: '',
  destinataire_quartier: 'Plateau',
  pays_origine: 'FR',
  created_at: '2026-11-20T10:00:00Z',
  ...overrides,
});

const parcels = [
  parcel({}),
  parcel({ created_at: '2026-11-22T10:00:00Z', destinataire_prenom: 'Aminata', destinataire_nom: 'Sarr', destinataire_telephone: '+221 77 123 45 61', destinataire_quartier: 'Médina' }),
  parcel({ created_at: '2026-11-10T10:00:00Z' }),
  parcel({ expediteur_prenom: 'Éloïse', expediteur_nom: 'Légaré', expediteur_telephone: '+1 514 555 0199', created_at: '2026-11-21T10:00:00Z', pays_origine: 'CA' }),
];

describe('returning senders: the search', () => {
  it('finds a sender by the digits of their phone, whatever the spacing, typed the national way too', () => {
    expect(knownSenderPairs(parcels, '6 12 34 56 10')).toHaveLength(2);
    const pairs = knownSenderPairs(parcels, '0612 3456');
    expect(pairs.map((pair) => `${pair.expediteur.nom} → ${pair.destinataire.nom}`)).toEqual(['Ndiaye → Sarr', 'Ndiaye → Fall']);
  });

  it('finds a sender by every word of their name, without case or accents', () => {
    expect(knownSenderPairs(parcels, 'eloise legare').map((pair) => pair.expediteur.telephone)).toEqual(['+1 514 555 0199']);
    expect(knownSenderPairs(parcels, 'ndiaye awa')).toHaveLength(2);
  });

  it('gives each sender–recipient pair once, with its latest parcel and how many went', () => {
    const fall = knownSenderPairs(parcels, 'Ndiaye').find((pair) => pair.destinataire.nom === 'Fall');
    expect(fall).toMatchObject({ nombre_envois: 2, dernier_envoi: '2026-11-20T10:00:00Z', destinataire: { quartier: 'Plateau' } });
  });

  it('matches the sender only, not a recipient of the same name', () => {
    expect(knownSenderPairs(parcels, 'Moussa Fall')).toEqual([]);
  });

  it('waits for 3 characters, or 4 digits of a phone, and answers 10 pairs at most', () => {
    expect(isKnownSenderQuery('Aw')).toBe(false);
    expect(isKnownSenderQuery('Awa')).toBe(true);
    expect(isKnownSenderQuery('+33')).toBe(false);
    expect(isKnownSenderQuery('+33 61')).toBe(true);
    expect(knownSenderPairs(parcels, 'Aw')).toEqual([]);
    const many = Array.from({ length: 15 }, (_, index) => parcel({ destinataire_telephone: `+221 77 000 00 ${String(index).padStart(2, '0')}` }));
    expect(knownSenderPairs(many, 'Awa')).toHaveLength(10);
  });
});

describe('returning senders: one choice fills both parties', () => {
  const empty = { expediteur: { nom: '', prenom: '', telephone: '', email: '', address: { street: '1 rue X' } }, destinataire: { nom: '', prenom: '', telephone: '', email: '', quartier: '' } };
  const [choice] = knownSenderPairs(parcels, 'Ndiaye');

  it("fills the sender with their address when their parcel left from the agent's country", () => {
    const filled = partiesFromKnownSender(choice, empty, 'FR');
    expect(filled.expediteur).toEqual({ nom: 'Ndiaye', prenom: 'Awa', telephone: '+33 6 12 34 56 10', email: 'awa.ndiaye@exemple.example', address: { address_full: '12 rue de la République', city: 'Lyon' } });
    expect(filled.destinataire).toEqual({ nom: 'Sarr', prenom: 'Aminata', telephone: '+221 77 123 45 61', email: '', quartier: 'Médina' });
  });

  it("keeps the address typed when the sender's parcel left from another country (another address form)", () => {
    expect(partiesFromKnownSender(choice, empty, 'SN').expediteur.address).toEqual({ street: '1 rue X' });
  });
});
