import { vi } from 'vitest';
import { act } from '@testing-library/react';

/**
 * Sends `code` then Enter as keydown events to the focused element, `gap` ms apart on a fake
 * Date (jsdom stamps each event with Date.now()): a handheld scanner when the gap is short.
 */
export async function sendKeys(code: string, gap: number): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    let time = new Date('2025-06-01T10:00:00Z').getTime();
    await act(async () => {
      for (const key of [...code.split(''), 'Enter']) {
        vi.setSystemTime(time);
        const target = document.activeElement ?? document.body;
        target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        time += gap;
      }
    });
  } finally {
    vi.useRealTimers();
  }
}
