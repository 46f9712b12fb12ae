import { HttpResponse } from 'msw';
import type * as z from 'zod/mini';
import { getDb, nextId, nowIso } from './db/store';
import type { DemoUser } from './db/types';
import { verifyToken, type TokenPayload } from './tokens';
import { can, refusalMessage, type Capability, type PermissionSubject } from '../domain/permissions';
import { foldText } from '../domain/parcelList';
import { MAX_BODY_BYTES } from '../domain/limits';

/** Helpers shared by every handler: DRF-style errors, authentication, pagination, ordering. */

export function fail(status: number, body: Record<string, unknown>): never {
  throw HttpResponse.json(body, { status });
}

export const notFound = (detail = 'Pas trouvé.'): never => fail(404, { detail });

/** The 413 of a body over the limit (`MAX_BODY_BYTES`, 1 MB): in the page as over HTTP. */
export const BODY_TOO_LARGE = { detail: 'Requête trop volumineuse : 1 Mo au maximum.' } as const;

/** How DRF names the type of a body that is not an object (Python's names). */
function pythonType(value: unknown): string {
  if (value === null) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'boolean') return 'bool';
  return typeof value;
}

/**
 * The request's JSON body as an object, as DRF's parser and serializer take it: 413 over 1 MB
 * (before reading it when its length is announced), 400 `detail` when it is not JSON, 400
 * `non_field_errors` when it is JSON but not an object (`null`, a list, a number). An empty body is
 * an empty object (DRF's `request.data`).
 */
async function readObject(request: Request): Promise<Record<string, unknown>> {
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES) fail(413, BODY_TOO_LARGE);
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES || new TextEncoder().encode(text).length > MAX_BODY_BYTES) fail(413, BODY_TOO_LARGE);
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail(400, { detail: 'JSON malformé.' });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    fail(400, { non_field_errors: [`Donnée invalide. Attendait un dictionnaire, mais a reçu ${pythonType(parsed)}.`] });
  }
  return parsed as Record<string, unknown>;
}

/** The access tokens of the requests being answered, verified before their handler runs (see verifiedHttp.ts). */
const verifiedAccess = new WeakMap<Request, TokenPayload | null>();

/** Verifies the request's bearer token, if it has one, for `authenticate`. */
export async function verifyBearer(request: Request): Promise<void> {
  const header = request.headers.get('Authorization');
  if (header && !verifiedAccess.has(request)) verifiedAccess.set(request, await verifyToken(header.replace(/^Bearer\s+/i, ''), 'access'));
}

/** How a list's item is named in a message: 'Produit 2: …', 'Ligne 3: …'. */
const ITEM_NAMES: Record<string, string> = { produits: 'Produit', lignes: 'Ligne' };

/** A schema's refusal as DRF writes it: `{field: ["message"]}`, the body's own problems under `non_field_errors`. */
export function drfErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of issues) {
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const [field, ...rest] of paths) {
      if (field === undefined) add('non_field_errors', issue.message);
      else if (typeof rest[0] === 'number') add(String(field), `${ITEM_NAMES[String(field)] ?? 'Élément'} ${rest[0] + 1}: ${issue.message}`);
      else add(String(field), issue.message);
    }
  }
  return errors;
}

/**
 * Answers 400 with the schema's refusal when `value` does not fit it (`answer` may add what an
 * endpoint's error body carries besides); else its output (trimmed texts, read numbers).
 */
export function validated<S extends z.ZodMiniType>(schema: S, value: unknown, answer: (errors: Record<string, string[]>) => Record<string, unknown> = (errors) => errors): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) return fail(400, answer(drfErrors(result.error.issues)));
  return result.data as z.output<S>;
}

/**
 * The request's body checked whole by its write's schema (`src/domain/schemas/`), before a handler
 * reads or writes anything with it: the only way a handler reads a body.
 */
export async function readBody<S extends z.ZodMiniType>(request: Request, schema: S): Promise<z.output<S>> {
  return validated(schema, await readObject(request));
}

/** The body as an object, for a handler that must learn something (the parcel's route) before it picks the schema to check it with. */
export const readRawBody = readObject;

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
