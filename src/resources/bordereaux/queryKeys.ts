/** Keys of the manifest screens' own (non-CRUD) queries; none begins with a resource's name, which are react-admin's. */
export const bordereauKeys = {
  ready: ['manifest-parcels', 'prets-expedition'] as const,
  readiness: ['manifest-parcels', 'statistiques-expedition'] as const,
  agents: ['manifest-agents'] as const,
};

/** Ready parcels and readiness statistics: refreshed every 15 s, fresh for 10 s (spec 002 section 9). */
export const READY_REFRESH_MS = 15_000;
export const READY_STALE_MS = 10_000;
/** Manifest queries: fresh 5 s, 2 retries. */
export const MANIFEST_STALE_MS = 5_000;
export const MANIFEST_RETRY = 2;
