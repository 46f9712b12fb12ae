import { useEffect, useRef } from 'react';
import { EMPTY_BURST, feedKey, type BurstState } from '../../domain/scanner';

/** Whether a key event belongs to a field the user types in: a scanner never takes those keys. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}

/**
 * Listens on the document for handheld-scanner bursts (see `SCANNER_BURST`) and calls `onScan`
 * with the scanned text. Keys typed in an input, a textarea, a select or an editable element are
 * left alone; the Enter that ends a scan is swallowed so it does not also press a focused button.
 */
export function useScannerBurst(onScan: (text: string) => void, enabled = true): void {
  const handler = useRef(onScan);
  useEffect(() => {
    handler.current = onScan;
  }, [onScan]);

  useEffect(() => {
    if (!enabled) return undefined;
    let state: BurstState = EMPTY_BURST;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) {
        state = EMPTY_BURST;
        return;
      }
      const step = feedKey(state, { key: event.key, time: event.timeStamp });
      state = step.state;
      if (step.scan === null) return;
      event.preventDefault();
      event.stopPropagation();
      handler.current(step.scan);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [enabled]);
}
