/** Query keys of the manifest screens; everything starts with 'bordereaux' so one invalidation refreshes all. */
export const bordereauKeys = {
  all: ['bordereaux'] as const,
  detail: (id: string | number) => ['bordereaux', 'detail', String(id)] as const,
  ready: ['bordereaux', 'prets-expedition'] as const,
  readiness: ['bordereaux', 'statistiques-expedition'] as const,
  agents: ['bordereaux', 'agents-recepteurs'] as const,
};

/** Ready parcels and readiness statistics: refreshed every 15 s, fresh for 10 s (spec 002 section 9). */
export const READY_REFRESH_MS = 15_000;
export const READY_STALE_MS = 10_000;
/** Manifest queries: fresh 5 s, 2 retries. */
export const MANIFEST_STALE_MS = 5_000;
export const MANIFEST_RETRY = 2;
