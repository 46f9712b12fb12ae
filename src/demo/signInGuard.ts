import { getDb, persist } from './db/store';
import type { DemoUser } from './db/types';
import { fail } from './http';
import { rateLimit } from './rateLimit';

/**
 * The sign-in's two locks. Per account (spec 000: 5 failed attempts within 15 minutes block it for
 * 15 minutes), kept in the demo store so every tab and a restarted server keep it. Per client
 * address: 100 failures within 15 minutes, by any logins, block that address for 15 minutes, high
 * enough that a careless user (locked after 5) or several never lock an office behind one address
 * out, low enough to stop guessing across accounts.
 */
export const MAX_FAILED_ATTEMPTS = 5;
export const BLOCK_MINUTES = 15;
export const ADDRESS_FAILURE_LIMIT = 100;
const BLOCK_MS = BLOCK_MINUTES * 60_000;

const addressFailures = rateLimit({ limit: ADDRESS_FAILURE_LIMIT, windowMs: BLOCK_MS, blockMs: BLOCK_MS });

const secondsFrom = (until: number) => Math.max(Math.ceil((until - Date.now()) / 1000), 0);

/**
 * The account's key: its id when the login names one (its username or e-mail, however written);
 * the login itself otherwise, so an unknown login is counted and answered like a known one.
 */
export function lockKey(login: string, user: DemoUser | undefined): string {
  return user ? `compte:${user.id}` : `identifiant:${login.trim().toLowerCase()}`;
}

/** The account's lock, forgotten once its block or its window of failures has ended. */
function accountAttempt(key: string) {
  const db = getDb();
  const attempt = db.loginAttempts[key];
  if (!attempt) return undefined;
  const now = Date.now();
  const ended = attempt.blocked_until ? Date.parse(attempt.blocked_until) <= now : !attempt.last_failure || now - Date.parse(attempt.last_failure) >= BLOCK_MS;
  if (!ended) return attempt;
  delete db.loginAttempts[key];
  return undefined;
}

/** 400 with the spec's codes while the address or the account is blocked. */
export function refuseWhileBlocked(address: string, key: string): void {
  const addressUntil = addressFailures.blockedUntil(address);
  if (addressUntil !== null) {
    fail(400, {
      code: 'ip_blocked',
      message: 'Trop de tentatives depuis cette adresse IP. Accès temporairement suspendu.',
      blocked_until: new Date(addressUntil).toISOString(),
      time_remaining_seconds: secondsFrom(addressUntil),
    });
  }
  const attempt = accountAttempt(key);
  if (attempt?.blocked_until) {
    fail(400, {
      code: 'too_many_attempts',
      message: 'Trop de tentatives de connexion. Votre compte est temporairement bloqué.',
      blocked_until: attempt.blocked_until,
      time_remaining_seconds: secondsFrom(Date.parse(attempt.blocked_until)),
      attempts: attempt.failures,
    });
  }
}

/** Counts a failure against the account and the address; the fifth within 15 minutes blocks the account. */
export function recordFailure(address: string, key: string): { failures: number; blocked: string | null } {
  addressFailures.hit(address);
  const db = getDb();
  const now = new Date();
  const attempt = accountAttempt(key) ?? { failures: 0, blocked_until: null, last_failure: null };
  attempt.failures += 1;
  attempt.last_failure = now.toISOString();
  if (attempt.failures >= MAX_FAILED_ATTEMPTS) attempt.blocked_until = new Date(now.getTime() + BLOCK_MS).toISOString();
  db.loginAttempts[key] = attempt;
  persist();
  return { failures: attempt.failures, blocked: attempt.blocked_until };
}

/** A successful sign-in clears its account's failures (not its address's: others' failures stay counted). */
export function clearFailures(key: string): void {
  delete getDb().loginAttempts[key];
}

/** The 400 of wrong credentials: the remaining attempts, the warning before the lock, or the lock itself. */
export function invalidCredentials(address: string, key: string): never {
  const { failures, blocked } = recordFailure(address, key);
  if (blocked) {
    fail(400, {
      code: 'account_blocked',
      message: `Compte bloqué après ${MAX_FAILED_ATTEMPTS} tentatives échouées pendant ${BLOCK_MINUTES} minutes.`,
      attempts: failures,
      blocked_duration_minutes: BLOCK_MINUTES,
      blocked_until: blocked,
    });
  }
  const remaining = MAX_FAILED_ATTEMPTS - failures;
  return fail(400, {
    non_field_errors: ['Identifiants invalides. Vérifiez votre identifiant et votre mot de passe.'],
    attempts: failures,
    remaining_attempts: remaining,
    ...(remaining <= 2 ? { warning: `Attention : il vous reste ${remaining} tentative(s) avant le blocage du compte.` } : {}),
  });
}
