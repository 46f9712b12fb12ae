import { useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/dataProvider';

/** Detection starts 300 ms after the name reaches 2 characters (spec 001 sections 4 and 9). */
export const DETECTION_DELAY_MS = 300;
export const DETECTION_MIN_LENGTH = 2;

export type DetectionStatus = 'idle' | 'detecting' | 'success' | 'error';

export interface DetectionState {
  status: DetectionStatus;
  suggestion: { id: number; nom: string; emoji?: string | null } | null;
  keyword: string | null;
}

const IDLE: DetectionState = { status: 'idle', suggestion: null, keyword: null };

/**
 * Category detection of one product line: idle, detecting, success or error. It does not run once
 * the user chose a category by hand. When it finds a category and the line has none yet, the
 * category is selected automatically (`onAutoSelect`).
 */
export function useCategoryDetection(name: string, manual: boolean, currentCategoryId: number | null, onAutoSelect: (categoryId: number) => void): DetectionState {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<DetectionState>(IDLE);
  const latest = useRef({ currentCategoryId, onAutoSelect });
  useEffect(() => {
    latest.current = { currentCategoryId, onAutoSelect };
  });

  const trimmed = name.trim();
  const eligible = !manual && trimmed.length >= DETECTION_MIN_LENGTH;

  useEffect(() => {
    if (!eligible) {
      setState(IDLE);
      return undefined;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      setState((current) => ({ ...current, status: 'detecting' }));
      dataProvider
        .detectCategory(trimmed)
        .then((result) => {
          if (cancelled) return;
          const suggestion = result.categorie ? { id: result.categorie.id, nom: result.categorie.nom, emoji: result.categorie.emoji } : null;
          setState({ status: 'success', suggestion, keyword: result.mot_cle ?? null });
          if (suggestion && latest.current.currentCategoryId === null) latest.current.onAutoSelect(suggestion.id);
        })
        .catch(() => {
          if (!cancelled) setState({ status: 'error', suggestion: null, keyword: null });
        });
    }, DETECTION_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [eligible, trimmed, dataProvider]);

  return state;
}
