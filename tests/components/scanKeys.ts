import { vi } from 'vitest';
import { act } from '@testing-library/react';

/**
 * Sends `code` then Enter as keydown events to the focused element, `gap` ms apart on a fake
 * clock (an event's timeStamp is read from performance.now(), as in a browser): a handheld scanner
 * when the gap is short.
 */
export async function sendKeys(code: string, gap: number): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date', 'performance'] });
  try {
    await act(async () => {
      for (const key of [...code.split(''), 'Enter']) {
        const target = document.activeElement ?? document.body;
        target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        vi.advanceTimersByTime(gap);
      }
    });
  } finally {
    vi.useRealTimers();
  }
}
