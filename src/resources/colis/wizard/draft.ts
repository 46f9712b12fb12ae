import { useCallback, useState } from 'react';
import { hasUserInput, type WizardValues } from '../../../domain/wizardValidation';

/** The draft of the new-parcel wizard, kept in localStorage per user so nothing typed is lost. */
export interface WizardDraft {
  version: 1;
  savedAt: string;
  step: number;
  values: WizardValues;
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
  return draft.version === 1 && typeof draft.savedAt === 'string' && typeof draft.step === 'number' && Boolean(draft.values?.expediteur && Array.isArray(draft.values.produits));
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

export function writeDraft(userId: number | string, step: number, values: WizardValues): void {
  const store = storage();
  if (!store) return;
  try {
    if (!hasUserInput(values)) {
      store.removeItem(draftKey(userId));
      return;
    }
    const draft: WizardDraft = { version: 1, savedAt: new Date().toISOString(), step, values };
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
    (step: number, values: WizardValues) => {
      if (!offer) writeDraft(userId, step, values);
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
