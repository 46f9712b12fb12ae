import { HttpResponse } from 'msw';
import { getDb, nextId, nowIso } from './db/store';
import type { DemoUser } from './db/types';
import { verifyToken, type TokenPayload } from './tokens';
import { can, refusalMessage, type Capability, type PermissionSubject } from '../domain/permissions';
import { foldText } from '../domain/parcelList';

/** Helpers shared by every handler: DRF-style errors, authentication, pagination, ordering. */

export function fail(status: number, body: Record<string, unknown>): never {
  throw HttpResponse.json(body, { status });
}

export const notFound = (detail = 'Pas trouvé.'): never => fail(404, { detail });

export async function readJson<T = Record<string, unknown>>(request: Request): Promise<T> {
  try {
    return (await request.json()) as T;
  } catch {
    return fail(400, { detail: 'JSON malformé.' });
  }
}

/** The access tokens of the requests being answered, verified before their handler runs (see verifiedHttp.ts). */
const verifiedAccess = new WeakMap<Request, TokenPayload | null>();

/** Verifies the request's bearer token, if it has one, for `authenticate`. */
export async function verifyBearer(request: Request): Promise<void> {
  const header = request.headers.get('Authorization');
  if (header && !verifiedAccess.has(request)) verifiedAccess.set(request, await verifyToken(header.replace(/^Bearer\s+/i, ''), 'access'));
}

/** The signed-in user of a request, else the 401 SimpleJWT would answer. */
export function authenticate(request: Request): DemoUser {
  const header = request.headers.get('Authorization');
  if (!header) fail(401, { detail: "Informations d'authentification non fournies." });
  const payload = verifiedAccess.get(request);
  if (!payload) {
    fail(401, { detail: "Le jeton donné n'est valide pour aucun type de jeton", code: 'token_not_valid' });
  }
  const user = getDb().users.find((u) => u.id === payload.user_id && u.is_active);
  if (!user) return fail(401, { detail: 'Utilisateur introuvable ou inactif.', code: 'user_not_found' });
  return user;
}

export function roleOf(user: DemoUser) {
  return getDb().roles.find((r) => r.id === user.role_id) ?? null;
}

/** What the capability matrix reads of a user: superuser, role type and permission flags. */
export function subjectOf(user: DemoUser): PermissionSubject {
  const role = roleOf(user);
  return { id: user.id, pays_operation_effectif: user.pays_operation, is_superuser: user.is_superuser, permissions: role?.permissions ?? {}, role_personnalise_info: role ? { nom: role.nom, type_role: role.type_role } : null };
}

export function userCan(user: DemoUser, capability: Capability): boolean {
  return can(subjectOf(user), capability);
}

/** The one permission check of every handler: the matrix of src/domain/permissions.ts, else 403 with its French reason. */
export function requireCapability(user: DemoUser, capability: Capability): void {
  if (!userCan(user, capability)) fail(403, { detail: refusalMessage(capability) });
}

/** The signed-in user of a request who holds the capability (401, then 403 otherwise). */
export function authorize(request: Request, capability: Capability): DemoUser {
  const user = authenticate(request);
  requireCapability(user, capability);
  return user;
}

export function searchParams(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/**
 * DRF PageNumberPagination over an already filtered list. `take(start, end)` gives the rows of the
 * page (by default a slice of the sorted list; a large list may sort only the rows up to `end`).
 */
export function paginate<T>(
  items: readonly T[],
  params: URLSearchParams,
  defaultSize = 20,
  maxSize = 100,
  take: (start: number, end: number) => T[] = (start, end) => items.slice(start, end),
): Page<T> {
  const size = Math.min(Math.max(Number(params.get('page_size')) || defaultSize, 1), maxSize);
  const pages = Math.max(Math.ceil(items.length / size), 1);
  const page = Number(params.get('page')) || 1;
  if (page < 1 || page > pages) fail(404, { detail: 'Page non valide.' });
  const start = (page - 1) * size;
  return {
    count: items.length,
    next: page < pages ? `?page=${page + 1}&page_size=${size}` : null,
    previous: page > 1 ? `?page=${page - 1}&page_size=${size}` : null,
    results: take(start, start + size),
  };
}

/** The row of `rows` whose id reads as `id` (a route parameter or a body field), or a 404 with `detail`. */
export function findById<T extends { id: number }>(rows: readonly T[], id: unknown, detail: string): T {
  return rows.find((row) => String(row.id) === String(id)) ?? notFound(detail);
}

/** A new document's id, creation time and number of the year it is created in: `BRD-2026-0042`. */
export function newNumberedDocument(table: string, prefix: string): { id: number; at: string; numero: string } {
  const id = nextId(table);
  const at = nowIso();
  return { id, at, numero: `${prefix}-${new Date(at).getFullYear()}-${String(id).padStart(4, '0')}` };
}

/** DRF OrderingFilter: `ordering=-created_at,nom` with the given key readers. */
export function orderBy<T>(items: T[], ordering: string | null, readers: Record<string, (item: T) => string | number | null>): T[] {
  if (!ordering) return items;
  const keys = ordering
    .split(',')
    .map((part) => part.trim())
    .filter((part) => readers[part.replace(/^-/, '')]);
  if (keys.length === 0) return items;
  return [...items].sort((a, b) => {
    for (const key of keys) {
      const desc = key.startsWith('-');
      const read = readers[key.replace(/^-/, '')];
      const va = read(a);
      const vb = read(b);
      if (va === vb) continue;
      if (va === null) return 1;
      if (vb === null) return -1;
      const cmp = typeof va === 'number' && typeof vb === 'number' ? va - vb : String(va).localeCompare(String(vb), 'fr');
      return desc ? -cmp : cmp;
    }
    return 0;
  });
}

export function includesFolded(haystack: string | null | undefined, needle: string): boolean {
  return foldText(haystack).includes(foldText(needle));
}
