import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, readDraft, writeDraft } from '../../src/resources/colis/wizard/draft';
import { emptyWizardValues } from '../../src/domain/wizardValidation';

describe('wizard draft in localStorage, per user', () => {
  beforeEach(() => window.localStorage.clear());

  it('saves what the user typed, with the step, and reads it back for that user only', () => {
    const values = emptyWizardValues();
    values.expediteur.nom = 'Gagnon';
    writeDraft(3, 1, values);
    expect(readDraft(3)).toMatchObject({ version: 1, step: 1, values: { expediteur: { nom: 'Gagnon' } } });
    expect(readDraft(4)).toBeNull();
  });

  it('keeps the Idempotency-Key of « Créer le colis » with the draft, so a reload sends the same key again', () => {
    const values = emptyWizardValues();
    values.expediteur.nom = 'Gagnon';
    writeDraft(3, 4, values, 'cle-du-brouillon');
    expect(readDraft(3)?.idempotencyKey).toBe('cle-du-brouillon');
    writeDraft(3, 4, values);
    expect(readDraft(3)).not.toHaveProperty('idempotencyKey');
    window.localStorage.setItem(draftKey(3), JSON.stringify({ version: 1, savedAt: '2026-01-01T00:00:00Z', step: 0, values, idempotencyKey: 42 }));
    expect(readDraft(3)).toBeNull();
  });

  it('keeps nothing for an untouched wizard and removes a draft once emptied', () => {
    writeDraft(3, 0, emptyWizardValues());
    expect(window.localStorage.getItem(draftKey(3))).toBeNull();
    const values = emptyWizardValues();
    values.description = 'x';
    writeDraft(3, 0, values);
    expect(readDraft(3)).not.toBeNull();
    writeDraft(3, 0, emptyWizardValues());
    expect(readDraft(3)).toBeNull();
  });

  it('ignores a corrupt or foreign value and clears on demand', () => {
    window.localStorage.setItem(draftKey(3), '{not json');
    expect(readDraft(3)).toBeNull();
    window.localStorage.setItem(draftKey(3), JSON.stringify({ version: 2, values: {} }));
    expect(readDraft(3)).toBeNull();
    const values = emptyWizardValues();
    values.destinataire.nom = 'Bah';
    writeDraft(3, 2, values);
    clearDraft(3);
    expect(readDraft(3)).toBeNull();
  });
});
