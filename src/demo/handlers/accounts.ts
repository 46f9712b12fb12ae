import { HttpResponse } from 'msw';
import { http } from '../verifiedHttp';
import { endpoints } from '../../dataProvider/endpoints';
import { getDb, nextId, nowIso, persist } from '../db/store';
import type { DemoAccessRequest, DemoUser } from '../db/types';
import { authenticate, authorize, fail, readBody, requireCapability } from '../http';
import { countryByIso, paysSlug, routeOfUser, routesOfEnterprise, wireCountry, wireRoute, wireUser } from '../serializers';
import { issueTokens, verifyToken, type TokenPayload } from '../tokens';
import { verifyTotp } from '../totp';
import { requireAccountRight } from '../accountRights';
import { clientAddressOf } from '../clientAddress';
import { throttlePublic } from '../publicThrottle';
import { clearFailures, invalidCredentials, lockKey, recordFailure, refuseWhileBlocked } from '../signInGuard';

/** The account writes' schemas, loaded on the first write: the sign-in page's demo backend stays light. */
const writeSchemas = () => import('../../domain/schemas/auth');

function findByLogin(login: string): DemoUser | undefined {
  const needle = login.trim().toLowerCase();
  return getDb().users.find((u) => u.username.toLowerCase() === needle || u.email.toLowerCase() === needle);
}

async function checkSecondFactor(user: DemoUser, token: string | undefined, address: string, key: string): Promise<void> {
  if (!user.two_factor.enabled || !user.two_factor.secret) return;
  const code = (token ?? '').trim();
  if (!code) fail(400, { code: '2fa_token_required', message: "Code d'authentification à deux facteurs requis" });
  if (await verifyTotp(user.two_factor.secret, code)) return;
  const backupIndex = user.two_factor.backup_codes.indexOf(code);
  if (backupIndex >= 0) {
    // Recovery codes are single-use.
    user.two_factor.backup_codes.splice(backupIndex, 1);
    persist();
    return;
  }
  recordFailure(address, key);
  fail(400, { code: '2fa_token_invalid', message: 'Code 2FA invalide. Vérifiez votre code et réessayez.' });
}

export function contextOf(user: DemoUser) {
  const route = routeOfUser(user);
  return {
    user: wireUser(user),
    operating_country: route ? { ...wireCountry(route.origin) } : null,
    destination_country: route ? { ...wireCountry(route.destination) } : null,
    routes: routesOfEnterprise(user.entreprise_id).map((r) => wireRoute(r, { withPaymentMethods: true })),
  };
}

/** What only the store knows: an e-mail already asked for or already an account's. */
function emailTaken(email: string): boolean {
  const wanted = email.toLowerCase();
  return getDb().users.some((u) => u.email.toLowerCase() === wanted) || getDb().demandesAcces.some((d) => d.email.toLowerCase() === wanted);
}

/**
 * SimpleJWT's ROTATE_REFRESH_TOKENS with BLACKLIST_AFTER_ROTATION, always on: a refresh answers a
 * new refresh token and the one it received works no more. The blacklist lives in the demo store
 * (jti → expiry), so every tab that shares the store, and `npm run server` across restarts, refuse
 * a reused token.
 */
function blacklistRefreshToken(payload: TokenPayload): void {
  const db = getDb();
  const blacklist = (db.blacklistedRefreshTokens ??= {});
  if (blacklist[payload.jti] !== undefined) fail(401, { detail: 'Le jeton est sur liste noire', code: 'token_not_valid' });
  const now = Math.floor(Date.now() / 1000);
  for (const [jti, exp] of Object.entries(blacklist)) if (exp < now) delete blacklist[jti];
  blacklist[payload.jti] = payload.exp;
  persist();
}

async function createAccessRequest({ request }: { request: Request }) {
  throttlePublic(request);
  const { accessRequestWrite } = await import('../../domain/schemas/accessRequests');
  const body = await readBody(request, accessRequestWrite);
  if (emailTaken(body.email)) fail(400, { email: ['Une demande ou un compte existe déjà avec cet email.'] });
  const db = getDb();
  const demande = {
    id: nextId('demandesAcces'),
    prenom: body.prenom,
    nom: body.nom,
    email: body.email,
    telephone: body.telephone,
    role_demande: body.role_demande,
    pays_operation: body.pays_operation,
    // The public form names no company: the platform's superusers read it and forward it.
    entreprise_id: null,
    statut: 'en_attente' as const,
    created_at: nowIso(),
  };
  db.demandesAcces.push(demande);
  persist();
  return HttpResponse.json(
    { id: demande.id, message: "Votre demande d'accès a été envoyée. Un administrateur va l'examiner ; vous recevrez un e-mail après approbation." },
    { status: 201 },
  );
}

/** The access requests a reviewer reads: those addressed to their company; every one for a platform superuser. */
function accessRequestsOf(user: DemoUser): DemoAccessRequest[] {
  const all = getDb().demandesAcces;
  return user.is_superuser ? all : all.filter((d) => d.entreprise_id === user.entreprise_id);
}

export const accountsHandlers = [
  http.post(endpoints.auth.token, async ({ request }) => {
    const body = await readBody(request, (await writeSchemas()).loginWrite);
    const address = clientAddressOf(request);
    const user = findByLogin(body.login);
    const key = lockKey(body.login, user);
    refuseWhileBlocked(address, key);
    if (!user || user.password !== body.password) return invalidCredentials(address, key);
    if (!user.is_active) fail(400, { non_field_errors: ['Ce compte est désactivé. Contactez votre administrateur.'] });
    await checkSecondFactor(user, body.otp_token, address, key);
    clearFailures(key);
    user.last_login = nowIso();
    persist();
    return HttpResponse.json({ ...(await issueTokens(user.id)), user: wireUser(user) });
  }),

  http.post(endpoints.auth.refresh, async ({ request }) => {
    const body = await readBody(request, (await writeSchemas()).refreshWrite);
    const payload = await verifyToken(body.refresh, 'refresh');
    const user = payload && getDb().users.find((u) => u.id === payload.user_id && u.is_active);
    if (!payload || !user) return fail(401, { detail: 'Le jeton est invalide ou expiré', code: 'token_not_valid' });
    blacklistRefreshToken(payload);
    return HttpResponse.json(await issueTokens(user.id));
  }),

  http.get(endpoints.auth.user, ({ request }) => HttpResponse.json(wireUser(authenticate(request)))),

  http.get(endpoints.context.me, ({ request }) => HttpResponse.json(contextOf(authenticate(request)))),

  http.get(endpoints.context.currency, ({ request }) => {
    const user = authenticate(request);
    const route = routeOfUser(user);
    if (!route) {
      fail(404, {
        code: 'NO_ACTIVE_ENTERPRISE_ROUTE',
        error: "Aucune route d'entreprise active. Veuillez configurer une route dans Configuration > Routes d'entreprise.",
      });
    }
    if (!(route.taux_echange > 0)) {
      fail(404, { code: 'NO_EXCHANGE_RATE_CONFIGURED', error: 'Aucun taux de change configuré. Veuillez définir un taux dans Configuration > Taux de change.' });
    }
    const origin = countryByIso(route.origin);
    const destination = countryByIso(route.destination);
    return HttpResponse.json({
      route: wireRoute(route),
      base_currency_code: origin.devise_code,
      destination_currency_code: destination.devise_code,
      exchange_rate: route.taux_echange.toString(),
      base_currency_info: { code: origin.devise_code, name: `Devise de ${origin.nom}`, flag: origin.flag_emoji },
      destination_currency_info: { code: destination.devise_code, name: `Devise de ${destination.nom}`, flag: destination.flag_emoji },
    });
  }),

  http.post(endpoints.context.changePaysOperation(':id'), async ({ request, params }) => {
    const user = authenticate(request);
    // Their own country for everyone; a colleague's for those who manage users.
    if (String(user.id) !== params.id) requireCapability(user, 'users.manage');
    const target = getDb().users.find((u) => String(u.id) === params.id && u.entreprise_id === user.entreprise_id);
    if (!target) return fail(404, { detail: 'Utilisateur introuvable.' });
    if (target.id !== user.id) requireAccountRight(user, target, 'edit');
    const body = await readBody(request, (await writeSchemas()).operatingCountryWrite);
    // The ISO code, or the spec's name of the country ('guinee', 'senegal'); only a country the enterprise ships from.
    const origins = [...new Set(routesOfEnterprise(target.entreprise_id).map((r) => r.origin))];
    const iso = body.operating_country_iso2?.toUpperCase() ?? origins.find((code) => paysSlug(code) === body.pays_operation) ?? '';
    if (!origins.includes(iso)) fail(400, { pays_operation: ["Ce pays n'est le départ d'aucune route de votre entreprise."] });
    target.pays_operation = iso;
    // The destination follows: the route that leaves from the new country.
    target.destination_pays = routesOfEnterprise(target.entreprise_id).find((r) => r.origin === iso)?.destination ?? target.destination_pays;
    persist();
    return HttpResponse.json({ message: "Pays d'opération mis à jour", user: wireUser(target) });
  }),

  http.get(endpoints.countries.list, () => HttpResponse.json(getDb().countries.map((c) => wireCountry(c.code_iso2)))),

  http.get(endpoints.countries.allAddressSchemas, () => {
    const db = getDb();
    return HttpResponse.json(
      Object.fromEntries(
        Object.entries(db.addressSchemas).map(([iso, schema]) => {
          const country = countryByIso(iso);
          return [iso, { schema, schema_version: 1, country: { code_iso2: iso, nom: country.nom, flag_emoji: country.flag_emoji } }];
        }),
      ),
    );
  }),

  // The builder upper-cases the code: ':iso' becomes the placeholder ':ISO'.
  http.get(endpoints.countries.addressSchema(':iso'), ({ params }) => {
    const iso = String(params.ISO).toUpperCase();
    const schema = getDb().addressSchemas[iso];
    if (!schema) fail(404, { detail: "Aucun schéma d'adresse pour ce pays." });
    const country = countryByIso(iso);
    return HttpResponse.json({ schema, schema_version: 1, country: { code_iso2: iso, nom: country.nom, flag_emoji: country.flag_emoji } });
  }),

  http.get(endpoints.routes.actives, ({ request }) => {
    const user = authenticate(request);
    return HttpResponse.json(routesOfEnterprise(user.entreprise_id).map((r) => wireRoute(r)));
  }),

  http.post(endpoints.accessRequests.list, createAccessRequest),
  http.post(endpoints.auth.register, createAccessRequest),

  http.get(endpoints.accessRequests.list, ({ request }) => HttpResponse.json(accessRequestsOf(authorize(request, 'access_requests.review')))),

  http.get(endpoints.accessRequests.detail(':id'), ({ request, params }) => {
    const demande = accessRequestsOf(authorize(request, 'access_requests.review')).find((d) => String(d.id) === params.id);
    if (!demande) fail(404, { detail: 'Demande introuvable.' });
    return HttpResponse.json(demande);
  }),

  http.post(endpoints.account.passwordReset, async ({ request }) => {
    throttlePublic(request);
    await readBody(request, (await writeSchemas()).passwordResetWrite);
    return HttpResponse.json({ message: 'Si un compte existe pour cet email, un lien de réinitialisation a été envoyé.' });
  }),
];
