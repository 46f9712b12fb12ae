import { z } from 'zod';

const envSchema = z.object({
  VITE_API_URL: z
    .string()
    .url('VITE_API_URL doit être une URL complète, par exemple https://api.exemple.com')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  VITE_WS_URL: z.string().optional(),
});

const parsed = envSchema.safeParse(import.meta.env);
if (!parsed.success) {
  throw new Error(`Configuration invalide : ${parsed.error.issues.map((i) => i.message).join(', ')}`);
}

/** The API's base URL; empty in demo mode, where the MSW handlers answer same-origin paths. */
export const apiUrl = parsed.data.VITE_API_URL?.replace(/\/$/, '') ?? '';

/** Demo mode: no real server configured, the in-browser demo backend answers every call. */
export const isDemoMode = apiUrl === '';

/** Base of the assistant WebSocket (ws:// or wss://), derived from the API host unless given. */
export function websocketBase(): string {
  if (parsed.data?.VITE_WS_URL) return parsed.data.VITE_WS_URL.replace(/\/$/, '');
  const httpBase = apiUrl || (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
  return httpBase.replace(/^http/, 'ws');
}
