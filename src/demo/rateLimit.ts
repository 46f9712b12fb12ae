/**
 * Counts per key (a client address) in a window of time; past the limit the key is blocked until
 * the block ends. Kept in memory, as Django's cache would keep its throttles: a restart forgets.
 */
export interface RateLimit {
  /** When the key's block ends (ms), or null when it is not blocked. */
  blockedUntil(key: string, now?: number): number | null;
  /** Counts one more; returns the count in the window and the block it started, if any. */
  hit(key: string, now?: number): { count: number; blockedUntil: number | null };
}

interface Counter {
  count: number;
  windowStart: number;
  blockedUntil: number | null;
}

/** Past this many keys, the ended windows are dropped. */
const PRUNE_AT = 10_000;

const everyLimit: Map<string, Counter>[] = [];

/** Every limit starts again: a reset of the demo store (its test control, each test). */
export function forgetRateLimits(): void {
  for (const counters of everyLimit) counters.clear();
}

export function rateLimit({ limit, windowMs, blockMs }: { limit: number; windowMs: number; blockMs: number }): RateLimit {
  const counters = new Map<string, Counter>();
  everyLimit.push(counters);
  const current = (key: string, now: number): Counter | undefined => {
    const counter = counters.get(key);
    if (!counter) return undefined;
    // A block that ended, or a window that ended without one, starts the count again.
    const ended = counter.blockedUntil !== null ? counter.blockedUntil <= now : now - counter.windowStart >= windowMs;
    if (!ended) return counter;
    counters.delete(key);
    return undefined;
  };
  const prune = (now: number) => {
    if (counters.size < PRUNE_AT) return;
    for (const key of [...counters.keys()]) current(key, now);
  };
  return {
    blockedUntil(key, now = Date.now()) {
      return current(key, now)?.blockedUntil ?? null;
    },
    hit(key, now = Date.now()) {
      prune(now);
      const counter = current(key, now) ?? { count: 0, windowStart: now, blockedUntil: null };
      counter.count += 1;
      if (counter.count >= limit && counter.blockedUntil === null) counter.blockedUntil = now + blockMs;
      counters.set(key, counter);
      return { count: counter.count, blockedUntil: counter.blockedUntil };
    },
  };
}
