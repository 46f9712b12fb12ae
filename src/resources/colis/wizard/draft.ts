import { useCallback, useState } from 'react';
import { hasUserInput, type WizardValues } from '../../../domain/wizardValidation';

/** The draft of the new-parcel wizard, kept in localStorage per user so nothing typed is lost. */
export interface WizardDraft {
  version: 1;
  savedAt: string;
  step: number;
  values: WizardValues;
  /**
   * The `Idempotency-Key` of « Créer le colis », once pressed: a reload after a lost answer sends
   * the same key again, so the server answers with the parcel it made instead of a second one.
   */
  idempotencyKey?: string;
}

export const draftKey = (userId: number | string) => `colis.wizard.draft.${userId}`;

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function isDraft(value: unknown): value is WizardDraft {
  if (!value || typeof value !== 'object') return false;
  const draft = value as Partial<WizardDraft>;
  return (
    draft.version === 1 &&
    typeof draft.savedAt === 'string' &&
    typeof draft.step === 'number' &&
    (draft.idempotencyKey === undefined || typeof draft.idempotencyKey === 'string') &&
    Boolean(draft.values?.expediteur && Array.isArray(draft.values.produits))
  );
}

export function readDraft(userId: number | string): WizardDraft | null {
  const text = storage()?.getItem(draftKey(userId));
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isDraft(parsed) && hasUserInput(parsed.values) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeDraft(userId: number | string, step: number, values: WizardValues, idempotencyKey?: string | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (!hasUserInput(values)) {
      store.removeItem(draftKey(userId));
      return;
    }
    const draft: WizardDraft = { version: 1, savedAt: new Date().toISOString(), step, values, ...(idempotencyKey ? { idempotencyKey } : {}) };
    store.setItem(draftKey(userId), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the wizard still works, only the draft is not kept.
  }
}

export function clearDraft(userId: number | string): void {
  storage()?.removeItem(draftKey(userId));
}

/**
 * The draft found when the wizard opened is offered until the user resumes or discards it; in the
 * meantime it is not overwritten. After that, every change is saved.
 */
export function useWizardDraft(userId: number | string) {
  const [offer, setOffer] = useState<WizardDraft | null>(() => readDraft(userId));

  const save = useCallback(
    (step: number, values: WizardValues, idempotencyKey?: string | null) => {
      if (!offer) writeDraft(userId, step, values, idempotencyKey);
    },
    [offer, userId],
  );
  const resume = useCallback(() => {
    const draft = offer;
    setOffer(null);
    return draft;
  }, [offer]);
  const discard = useCallback(() => {
    clearDraft(userId);
    setOffer(null);
  }, [userId]);
  const clear = useCallback(() => clearDraft(userId), [userId]);

  return { offer, save, resume, discard, clear };
}
