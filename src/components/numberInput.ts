/**
 * Numbers are typed as text, with the phone's decimal or numeric keypad, never in the browser's
 * number input: Chromium drops a comma there ("5,25" became 525, "0,4" kg became 4). Every form's
 * parser reads a comma or a point (spec: French numbers).
 */
export const DECIMAL_INPUT = { inputMode: 'decimal', autoComplete: 'off' } as const;
export const INTEGER_INPUT = { inputMode: 'numeric', autoComplete: 'off' } as const;
