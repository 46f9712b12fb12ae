/**
 * Stands in for `react-hotkeys-hook` (a Vite alias, see vite.config.ts): react-admin's menu items
 * call `useHotkeys` for a `keyboardShortcut` prop, which this app never passes (the app's shortcuts,
 * Ctrl+K and "/", are its own: src/layout/CounterToolbar.tsx). The library weighs about 4 KB gzip on
 * the first screen. A menu item given a shortcut fails loudly instead of ignoring it.
 */
export function useHotkeys(...[keys, , options]: [keys: unknown, callback: unknown, options?: { enabled?: boolean }]): void {
  if (options?.enabled) throw new Error(`Raccourci clavier ${String(keys)} : react-hotkeys-hook n'est pas inclus (src/shims/react-hotkeys-hook.ts)`);
}
