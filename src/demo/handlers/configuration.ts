import { HttpResponse, type RequestHandler } from 'msw';
import { http } from '../verifiedHttp';
import { endpoints } from '../../dataProvider/endpoints';
import { CATEGORY_INACTIVE_EDIT, DEFAULT_CATEGORY_EMOJI } from '../../domain/categoryForm';
import { EMPTY_EMPLOYEE_ACCOUNT } from '../../domain/employeeForm';
import { categoryPatch, categoryWrite, type CategoryBody } from '../../domain/schemas/categories';
import { employeeCreateWrite, employeeUpdateWrite } from '../../domain/schemas/employees';
import { passwordWrite, profilePatch, profileWrite, twoFactorConfirmWrite, twoFactorPasswordWrite, twoFactorToggleWrite } from '../../domain/schemas/profile';
import { rateWrite, routeCreateWrite, routeUpdateWrite } from '../../domain/schemas/rates';
import { getDb, nextId, nowIso, persist } from '../db/store';
import type { DemoCategorie, DemoRole, DemoRoute, DemoUser } from '../db/types';
import { authenticate, authorize, fail, findById, includesFolded, orderBy, paginate, readBody, roleOf, searchParams, validated } from '../http';
import { companyAccounts, requireAccountRight, requireRoleGrant } from '../accountRights';
import { personName, recordChange } from '../journal';
import { PASSWORD_CHANGED, PASSWORD_RESET } from '../../domain/journal';
import { routeName } from '../../domain/country';
import { columns, countryByIso, routeOfUser, wireCountry, wireRoute, wireUser } from '../serializers';
import { otpauthUrl, randomSecret, verifyTotp } from '../totp';
import { categoriesOf, wireCategorie } from './categories';

/**
 * Demo backend of the configuration area and the profile (spec 000 sections 2, 3, 6, 7, 8): routes
 * and rates, category writes, employees with the headcount limit, profile, password, two-factor.
 */

/* ---------- Routes and exchange rates ---------- */

function enterpriseRoutes(user: DemoUser): DemoRoute[] {
  return getDb().routes.filter((r) => r.entreprise_id === user.entreprise_id);
}

/** A route of the user's enterprise: 404 when it does not exist, 403 when it belongs to another one. */
function ownRoute(user: DemoUser, routeId: unknown): DemoRoute {
  const route = findById(getDb().routes, routeId, 'Route non trouvée.');
  if (route.entreprise_id !== user.entreprise_id) fail(403, { detail: 'Vous ne pouvez modifier que les routes de votre entreprise.' });
  return route;
}

/** A route as the journal names it: 'Canada → Guinée'. */
function routeLabel(route: DemoRoute): string {
  return routeName(wireCountry(route.origin), wireCountry(route.destination));
}

/** Sets a route's rate, with its journal entry (old and new rate). */
function setRate(user: DemoUser, route: DemoRoute, rate: number): void {
  recordChange(user, route.entreprise_id, {
    type: 'taux_change',
    objet_type: 'route',
    objet_id: route.id,
    objet_libelle: routeLabel(route),
    ancienne_valeur: String(route.taux_echange),
    nouvelle_valeur: String(rate),
  });
  route.taux_echange = rate;
}

async function updateRate({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) {
  const user = authorize(request, 'rates.edit');
  const route = ownRoute(user, params.id);
  const body = await readBody(request, rateWrite);
  setRate(user, route, body.taux_echange);
  route.last_updated = nowIso();
  persist();
  return HttpResponse.json({ message: 'Taux de change mis à jour avec succès', route: wireRoute(route) });
}

const routeHandlers: RequestHandler[] = [
  http.get(endpoints.routes.list, ({ request }) => {
    const user = authorize(request, 'rates.edit');
    const routes = [...enterpriseRoutes(user)].sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.id - b.id);
    return HttpResponse.json(paginate(routes.map((r) => wireRoute(r)), searchParams(request)));
  }),

  http.get(endpoints.routes.countries, ({ request }) => {
    authenticate(request);
    return HttpResponse.json(getDb().countries.map((c) => wireCountry(c.code_iso2)));
  }),

  http.post(endpoints.routes.create, async ({ request }) => {
    const user = authorize(request, 'rates.edit');
    const body = await readBody(request, routeCreateWrite);
    const origin = body.origin_country_code.toUpperCase();
    const destination = body.destination_country_code.toUpperCase();
    const errors: Record<string, string[]> = {};
    const known = (iso: string) => getDb().countries.some((c) => c.code_iso2 === iso);
    if (!known(origin)) errors.origin_country_code = ['Code pays ISO2 invalide.'];
    if (!known(destination)) errors.destination_country_code = ['Code pays ISO2 invalide.'];
    if (origin === destination) errors.destination_country_code = ['Les pays d’origine et de destination doivent être différents.'];
    if (Object.keys(errors).length === 0 && enterpriseRoutes(user).some((r) => r.origin === origin && r.destination === destination)) {
      errors.non_field_errors = ['Cette route existe déjà pour votre entreprise.'];
    }
    if (Object.keys(errors).length > 0) fail(400, errors);
    const route: DemoRoute = {
      id: nextId('routes'),
      entreprise_id: user.entreprise_id,
      origin,
      destination,
      taux_echange: body.taux_echange,
      is_active: true,
      is_default: enterpriseRoutes(user).length === 0,
      last_updated: nowIso(),
    };
    getDb().routes.push(route);
    recordChange(user, user.entreprise_id, { type: 'taux_change', objet_type: 'route', objet_id: route.id, objet_libelle: routeLabel(route), ancienne_valeur: null, nouvelle_valeur: String(route.taux_echange) });
    persist();
    return HttpResponse.json(wireRoute(route), { status: 201 });
  }),

  http.patch(endpoints.routes.update(':id'), async ({ request, params }) => {
    const user = authorize(request, 'rates.edit');
    const route = ownRoute(user, params.id);
    const body = await readBody(request, routeUpdateWrite);
    if (body.taux_echange !== undefined) setRate(user, route, body.taux_echange);
    if (body.is_active !== undefined) route.is_active = body.is_active;
    if (body.is_default === true) {
      for (const other of enterpriseRoutes(user)) other.is_default = other.id === route.id;
    }
    route.last_updated = nowIso();
    persist();
    return HttpResponse.json(wireRoute(route));
  }),

  http.delete(endpoints.routes.remove(':id'), ({ request, params }) => {
    const user = authorize(request, 'rates.edit');
    const route = ownRoute(user, params.id);
    if (getDb().colis.some((c) => c.route_id === route.id)) {
      fail(400, { error: 'Cette route porte des colis : désactivez-la plutôt que de la supprimer.' });
    }
    getDb().routes = getDb().routes.filter((r) => r.id !== route.id);
    persist();
    return new HttpResponse(null, { status: 204 });
  }),

  http.patch(endpoints.routes.updateRate(':id'), updateRate),
  http.put(endpoints.routes.updateRate(':id'), updateRate),
];

/* ---------- Category writes (the reads live in handlers/categories.ts) ---------- */

/** A stored category as the category write describes it (a PATCH is merged with it, then checked whole). */
function asWrite(category: DemoCategorie): CategoryBody {
  const { nom, emoji, description, description_complete, type_tarification, prix_unitaire, ordre_affichage, mots_cles_detection, afficher_pour_colis, afficher_pour_facture, devise_creation } = category;
  return { nom, emoji, description, description_complete, type_tarification, prix_unitaire, ordre_affichage, mots_cles_detection, afficher_pour_colis, afficher_pour_facture, devise_creation };
}

/**
 * A category's new fields: the body checked whole by the category write (`domain/schemas/categories.ts`),
 * a PATCH merged with the stored category and checked again as a whole (visibility, a price in its
 * creation currency, which the update keeps), the name unique in the enterprise. Nothing is changed here.
 */
async function categoryChanges(request: Request, user: DemoUser, current: DemoCategorie | null): Promise<Partial<DemoCategorie>> {
  const sent: Partial<CategoryBody> = current === null ? await readBody(request, categoryWrite) : await readBody(request, categoryPatch);
  const { devise_creation: _currency, ...fields } = sent;
  const route = routeOfUser(user);
  // A new category is priced in a currency of the enterprise's routes: the one chosen, else the user's base currency.
  const currency = current?.devise_creation ?? (sent.devise_creation || (route ? countryByIso(route.origin).devise_code : ''));
  if (current === null) {
    const offered = new Set(enterpriseRoutes(user).filter((r) => r.is_active).flatMap((r) => [countryByIso(r.origin).devise_code, countryByIso(r.destination).devise_code]));
    if (!currency) fail(400, { devise_creation: ['La devise est requise.'] });
    if (!offered.has(currency)) fail(400, { devise_creation: [`La devise ${currency} n'est pas celle d'une route de votre entreprise.`] });
  }
  const merged = validated(categoryWrite, { ...(current ? asWrite(current) : {}), ...fields, devise_creation: currency });
  if (fields.nom !== undefined && categoriesOf(user).some((c) => c.id !== current?.id && c.nom.toLowerCase() === merged.nom.toLowerCase())) {
    fail(400, { nom: ['Une catégorie porte déjà ce nom.'] });
  }
  const changes: Partial<DemoCategorie> = { ...fields };
  if (fields.emoji !== undefined) changes.emoji = fields.emoji || DEFAULT_CATEGORY_EMOJI;
  if (fields.mots_cles_detection !== undefined) changes.mots_cles_detection = fields.mots_cles_detection.filter((keyword) => keyword !== '');
  if (current === null) changes.devise_creation = currency;
  return changes;
}

/** The enterprise's category a request changes: the caller manages categories, the category is theirs (else 404) and they may edit it (else 403). */
function editableCategory(request: Request, categoryId: unknown): { user: DemoUser; category: DemoCategorie } {
  const user = authorize(request, 'categories.manage');
  const category = findById(categoriesOf(user), categoryId, 'Catégorie introuvable.');
  if (!wireCategorie(category, user).can_edit) fail(403, { detail: "Vous n'avez pas le droit de modifier cette catégorie." });
  return { user, category };
}

/** The defaults created by 'Initialiser par défaut' on an enterprise without categories. */
const DEFAULT_CATEGORIES: Omit<DemoCategorie, 'id' | 'entreprise_id' | 'devise_creation'>[] = [
  { nom: 'Électronique', emoji: '📱', description: 'Téléphones, ordinateurs, accessoires', description_complete: 'Appareils électroniques facturés à l’unité.', type_tarification: 'par_unite', prix_unitaire: 50, mots_cles_detection: ['téléphone', 'ordinateur', 'laptop', 'tablette'], afficher_pour_colis: true, afficher_pour_facture: true, is_default: true, is_active: true, ordre_affichage: 1 },
  { nom: 'Vêtements', emoji: '👕', description: 'Vêtements et chaussures', description_complete: 'Textiles facturés au kilogramme.', type_tarification: 'par_poids', prix_unitaire: 8, mots_cles_detection: ['vêtement', 'chemise', 'robe', 'chaussure'], afficher_pour_colis: true, afficher_pour_facture: true, is_default: true, is_active: true, ordre_affichage: 2 },
  { nom: 'Alimentation', emoji: '🥫', description: 'Denrées non périssables', description_complete: 'Produits alimentaires secs facturés au kilogramme.', type_tarification: 'par_poids', prix_unitaire: 6, mots_cles_detection: ['riz', 'huile', 'conserve'], afficher_pour_colis: true, afficher_pour_facture: true, is_default: true, is_active: true, ordre_affichage: 3 },
  { nom: 'Meubles', emoji: '🛋️', description: 'Mobilier et gros volumes', description_complete: 'Facturés au mètre cube (CBM).', type_tarification: 'par_cbm', prix_unitaire: 250, mots_cles_detection: ['meuble', 'chaise', 'table'], afficher_pour_colis: true, afficher_pour_facture: true, is_default: true, is_active: true, ordre_affichage: 4 },
  { nom: 'Documents', emoji: '📄', description: 'Plis et documents', description_complete: 'Tarif forfaitaire par envoi.', type_tarification: 'forfait', prix_unitaire: 15, mots_cles_detection: ['document', 'lettre', 'passeport'], afficher_pour_colis: true, afficher_pour_facture: false, is_default: true, is_active: true, ordre_affichage: 5 },
];

const categoryWriteHandlers: RequestHandler[] = [
  http.post(endpoints.categories.initDefaults, ({ request }) => {
    const user = authorize(request, 'categories.manage');
    if (categoriesOf(user).length > 0) fail(400, { error: 'Des catégories existent déjà pour votre entreprise.' });
    const route = routeOfUser(user);
    if (!route) fail(404, { code: 'NO_ACTIVE_ENTERPRISE_ROUTE', error: "Aucune route d'entreprise active. Veuillez configurer une route dans Configuration > Routes d'entreprise." });
    const currency = countryByIso(route.origin).devise_code;
    const created = DEFAULT_CATEGORIES.map((fields) => ({ ...fields, id: nextId('categories'), entreprise_id: user.entreprise_id, devise_creation: currency }));
    getDb().categories.push(...created);
    persist();
    return HttpResponse.json(created.map((c) => wireCategorie(c, user)), { status: 201 });
  }),

  http.post(endpoints.categories.reactivate(':id'), ({ request, params }) => {
    const { user, category } = editableCategory(request, params.id);
    category.is_active = true;
    persist();
    return HttpResponse.json(wireCategorie(category, user));
  }),

  http.post(endpoints.categories.list, async ({ request }) => {
    const user = authorize(request, 'categories.manage');
    const fields = await categoryChanges(request, user, null);
    const category: DemoCategorie = {
      nom: '',
      emoji: '📦',
      description: '',
      description_complete: '',
      type_tarification: 'par_unite',
      prix_unitaire: 0,
      devise_creation: '',
      mots_cles_detection: [],
      afficher_pour_colis: true,
      afficher_pour_facture: true,
      ordre_affichage: 0,
      ...fields,
      id: nextId('categories'),
      entreprise_id: user.entreprise_id,
      is_default: false,
      is_active: true,
    };
    getDb().categories.push(category);
    persist();
    return HttpResponse.json(wireCategorie(category, user), { status: 201 });
  }),

  http.patch(endpoints.categories.detail(':id'), async ({ request, params }) => {
    const { user, category } = editableCategory(request, params.id);
    // Only an active category is edited (spec 000): one deactivated meanwhile, in another tab, is reactivated first.
    if (!category.is_active) fail(400, { detail: CATEGORY_INACTIVE_EDIT });
    const changes = await categoryChanges(request, user, category);
    if (changes.prix_unitaire !== undefined) {
      const price = (value: number) => `${value} ${category.devise_creation}`;
      recordChange(user, user.entreprise_id, {
        type: 'prix_categorie',
        objet_type: 'categorie',
        objet_id: category.id,
        objet_libelle: changes.nom ?? category.nom,
        ancienne_valeur: price(category.prix_unitaire),
        nouvelle_valeur: price(changes.prix_unitaire),
      });
    }
    Object.assign(category, changes);
    persist();
    return HttpResponse.json(wireCategorie(category, user));
  }),

  http.delete(endpoints.categories.detail(':id'), ({ request, params }) => {
    const { category } = editableCategory(request, params.id);
    category.is_active = false;
    persist();
    return HttpResponse.json({ message: 'Catégorie désactivée avec succès' });
  }),
];

/* ---------- Employees ---------- */

/** The roles a company's employees may hold: the built-in ones and the company's own custom ones. */
function rolesOf(user: DemoUser): DemoRole[] {
  return getDb().roles.filter((r) => r.entreprise_id === null || r.entreprise_id === user.entreprise_id);
}

/** Employees are the enterprise's users who hold a role (a user with no role is a client). */
function employeesOf(user: DemoUser): DemoUser[] {
  return getDb().users.filter((u) => u.entreprise_id === user.entreprise_id && u.role_id !== null);
}

function employeeStats(user: DemoUser) {
  const enterprise = getDb().enterprises.find((e) => e.id === user.entreprise_id);
  const employees = employeesOf(user);
  const active = employees.filter((e) => e.is_active).length;
  const limit = enterprise?.limite_employes ?? 0;
  return {
    total_employes: employees.length,
    employes_actifs: active,
    places_libres: Math.max(limit - active, 0),
    limite_employes: limit,
    administrateurs_actifs: companyAccounts(user).activeAdministrators,
  };
}

function countryRef(iso: string | null) {
  if (!iso) return null;
  const country = getDb().countries.find((c) => c.code_iso2 === iso);
  return country ? { id: country.id, code_iso2: country.code_iso2, nom: country.nom, flag_emoji: country.flag_emoji } : null;
}

export function wireEmploye(employee: DemoUser) {
  const db = getDb();
  const role = roleOf(employee);
  const site = db.sites.find((s) => s.id === employee.site_id) ?? null;
  return {
    ...columns(employee, ['id', 'username', 'email', 'first_name', 'last_name', 'phone', 'is_active', 'date_joined']),
    role_id: role?.id ?? null,
    role_nom: role?.nom ?? null,
    site_operation: site ? { id: site.id, name: site.name } : null,
    operating_country: countryRef(employee.pays_operation),
    destination_country: countryRef(employee.destination_pays),
  };
}

const isoOfCountryId = (countryId: number) => getDb().countries.find((c) => c.id === countryId)?.code_iso2 ?? null;

/**
 * An employee's new fields: the body checked whole by the employee write (`domain/schemas/employees.ts`),
 * then against the store (a username or an e-mail already used, the company's roles and sites, known
 * countries), every problem in one 400. Nothing is changed here.
 */
async function employeeChanges(request: Request, user: DemoUser, current: DemoUser | null): Promise<Partial<DemoUser>> {
  const created = current === null ? await readBody(request, employeeCreateWrite) : null;
  const updated = current === null ? null : await readBody(request, employeeUpdateWrite);
  const sent = created ?? updated ?? {};
  const operatingKey = created ? 'operating_country' : 'operating_country_id';
  const destinationKey = created ? 'destination_country' : 'destination_country_id';
  const operatingId = created ? created.operating_country : updated?.operating_country_id;
  const destinationId = created ? created.destination_country : updated?.destination_country_id;
  const errors: Record<string, string[]> = {};
  const others = getDb().users.filter((u) => u.id !== current?.id);
  if (created && others.some((u) => u.username.toLowerCase() === created.username.toLowerCase())) errors.username = ["Ce nom d'utilisateur est déjà utilisé."];
  if (sent.email !== undefined && others.some((u) => u.email.toLowerCase() === sent.email?.toLowerCase())) errors.email = ['Un utilisateur avec cet email existe déjà.'];
  const role = sent.role_id === undefined ? undefined : rolesOf(user).find((r) => r.id === sent.role_id);
  if (sent.role_id !== undefined && !role) errors.role_id = ['Veuillez sélectionner un rôle'];
  const siteId = sent.site_operation_id ?? null;
  if (siteId !== null && !getDb().sites.some((site) => site.id === siteId && site.entreprise_id === user.entreprise_id)) errors.site_operation_id = ['Site inconnu.'];
  const operating = operatingId === undefined ? undefined : isoOfCountryId(operatingId);
  if (operating === null) errors[operatingKey] = ["Veuillez sélectionner un pays d'opération"];
  const destination = destinationId === undefined || destinationId === null ? null : isoOfCountryId(destinationId);
  if (destinationId !== undefined && destinationId !== null && !destination) errors[destinationKey] = ['Pays de destination inconnu.'];
  if (Object.keys(errors).length > 0) fail(400, errors);
  const changes: Partial<DemoUser> = {};
  if (created) changes.username = created.username;
  if (sent.email !== undefined) changes.email = sent.email;
  if (sent.first_name !== undefined) changes.first_name = sent.first_name;
  if (sent.last_name !== undefined) changes.last_name = sent.last_name;
  if (sent.phone !== undefined) changes.phone = sent.phone;
  if (sent.password) changes.password = sent.password;
  if (role) changes.role_id = role.id;
  if (sent.site_operation_id !== undefined) changes.site_id = siteId;
  if (operating) changes.pays_operation = operating;
  if (destinationId !== undefined) changes.destination_pays = destination;
  return changes;
}

function ownEmployee(user: DemoUser, employeeId: unknown): DemoUser {
  return findById(employeesOf(user), employeeId, 'Employé introuvable.');
}

const employeeHandlers: RequestHandler[] = [
  http.get(endpoints.employees.stats, ({ request }) => {
    const user = authorize(request, 'users.manage');
    return HttpResponse.json(employeeStats(user));
  }),

  http.get(endpoints.employees.list, ({ request }) => {
    const user = authorize(request, 'users.manage');
    const params = searchParams(request);
    let items = employeesOf(user);
    const search = params.get('search')?.trim();
    if (search) {
      items = items.filter((u) => [u.username, u.email, u.first_name, u.last_name, `${u.first_name} ${u.last_name}`, u.phone].some((value) => includesFolded(value, search)));
    }
    const role = params.get('role');
    if (role) items = items.filter((u) => String(u.role_id) === role || roleOf(u)?.nom === role);
    const site = params.get('site_operation');
    if (site) items = items.filter((u) => String(u.site_id) === site);
    const active = params.get('is_active');
    if (active === 'true' || active === 'false') items = items.filter((u) => u.is_active === (active === 'true'));
    items = orderBy(items, params.get('ordering') ?? '-date_joined', {
      date_joined: (u) => u.date_joined,
      first_name: (u) => u.first_name,
      last_name: (u) => u.last_name,
      username: (u) => u.username,
      id: (u) => u.id,
    });
    const limit = Number(params.get('limit'));
    if (limit > 0 && !params.has('page')) return HttpResponse.json({ count: items.length, results: items.slice(0, limit).map(wireEmploye) });
    return HttpResponse.json(paginate(items.map(wireEmploye), params, 10));
  }),

  http.get(endpoints.employees.metrics, ({ request }) => {
    const user = authorize(request, 'users.manage');
    const active = employeesOf(user).filter((u) => u.is_active);
    const count = (key: (u: DemoUser) => string) => active.reduce<Record<string, number>>((acc, u) => ({ ...acc, [key(u)]: (acc[key(u)] ?? 0) + 1 }), {});
    return HttpResponse.json({
      ...employeeStats(user),
      par_role: count((u) => roleOf(u)?.nom ?? 'Sans rôle'),
      par_site: count((u) => getDb().sites.find((s) => s.id === u.site_id)?.name ?? 'Sans site'),
    });
  }),

  http.post(endpoints.employees.create, async ({ request }) => {
    const user = authorize(request, 'users.manage');
    const fields = await employeeChanges(request, user, null);
    if (fields.role_id != null) requireRoleGrant(user, null, fields.role_id);
    const stats = employeeStats(user);
    if (stats.places_libres <= 0) {
      fail(400, { error: `Limite d'employés atteinte (${stats.limite_employes}). Désactivez un employé ou contactez le support pour augmenter la limite.` });
    }
    const employee: DemoUser = {
      ...EMPTY_EMPLOYEE_ACCOUNT,
      role_id: null,
      site_id: null,
      // The form requires the operating country; without it, the enterprise's default route's.
      pays_operation: routeOfUser(user)?.origin ?? '',
      destination_pays: null,
      ...fields,
      id: nextId('users'),
      is_superuser: false,
      entreprise_id: user.entreprise_id,
      is_active: true,
      date_joined: nowIso(),
      last_login: null,
      two_factor: { enabled: false, secret: null, pending_secret: null, device_id: null, backup_codes: [] },
    };
    getDb().users.push(employee);
    recordChange(user, user.entreprise_id, { type: 'role', objet_type: 'employe', objet_id: employee.id, objet_libelle: personName(employee), ancienne_valeur: null, nouvelle_valeur: roleOf(employee)?.nom ?? null });
    persist();
    return HttpResponse.json({ message: 'Employé créé avec succès', employe: wireEmploye(employee) }, { status: 201 });
  }),

  http.put(endpoints.employees.update(':id'), async ({ request, params }) => {
    const user = authorize(request, 'users.manage');
    const employee = ownEmployee(user, params.id);
    requireAccountRight(user, employee, 'edit');
    const changes = await employeeChanges(request, user, employee);
    if (changes.role_id != null && changes.role_id !== employee.role_id) requireRoleGrant(user, employee, changes.role_id);
    if (changes.password !== undefined) requireAccountRight(user, employee, 'password');
    const formerRole = roleOf(employee)?.nom ?? null;
    Object.assign(employee, changes);
    const account = { objet_type: 'employe', objet_id: employee.id, objet_libelle: personName(employee) } as const;
    recordChange(user, user.entreprise_id, { ...account, type: 'role', ancienne_valeur: formerRole, nouvelle_valeur: roleOf(employee)?.nom ?? null });
    if (changes.password !== undefined) recordChange(user, user.entreprise_id, { ...account, type: 'mot_de_passe', ancienne_valeur: null, nouvelle_valeur: PASSWORD_RESET });
    persist();
    return HttpResponse.json({ message: 'Employé modifié avec succès', employe: wireEmploye(employee) });
  }),

  http.delete(endpoints.employees.remove(':id'), ({ request, params }) => {
    const user = authorize(request, 'users.manage');
    const employee = ownEmployee(user, params.id);
    requireAccountRight(user, employee, 'deactivate');
    if (employee.is_active) {
      recordChange(user, user.entreprise_id, { type: 'statut_employe', objet_type: 'employe', objet_id: employee.id, objet_libelle: personName(employee), ancienne_valeur: 'Actif', nouvelle_valeur: 'Inactif' });
    }
    employee.is_active = false;
    persist();
    return HttpResponse.json({ message: 'Employé désactivé avec succès' });
  }),

  http.get(endpoints.employees.roles, ({ request }) => {
    const user = authorize(request, 'users.manage');
    return HttpResponse.json({ roles: rolesOf(user).map((r) => ({ id: r.id, nom: r.nom, is_custom: r.is_custom, type_role: r.type_role })) });
  }),

  http.get(endpoints.employees.sites, ({ request }) => {
    const user = authorize(request, 'users.manage');
    return HttpResponse.json({ sites: getDb().sites.filter((s) => s.entreprise_id === user.entreprise_id).map((s) => ({ id: s.id, name: s.name, pays: s.pays })) });
  }),

  http.get(endpoints.routes.forEmployeeManagement, ({ request }) => {
    const user = authorize(request, 'users.manage');
    const routes = enterpriseRoutes(user).filter((r) => r.is_active);
    return HttpResponse.json({ results: routes.map((r) => ({ id: r.id, origin_country: wireCountry(r.origin), destination_country: wireCountry(r.destination), route_display: wireRoute(r).route_display })) });
  }),
];

/* ---------- Profile, password, two-factor ---------- */

function profileOf(user: DemoUser) {
  return { ...wireUser(user), last_login: user.last_login };
}

/** The profile's changes, checked whole (`domain/schemas/profile.ts`) and the e-mail unique, then written. */
async function applyProfile(request: Request, user: DemoUser, partial: boolean): Promise<void> {
  const changes: Partial<DemoUser> = partial ? await readBody(request, profilePatch) : await readBody(request, profileWrite);
  if (changes.email && getDb().users.some((u) => u.id !== user.id && u.email.toLowerCase() === changes.email?.toLowerCase())) {
    fail(400, { email: ['Un utilisateur avec cet email existe déjà.'] });
  }
  Object.assign(user, changes);
  persist();
}

async function changePassword({ request }: { request: Request }) {
  const user = authorize(request, 'profile.view');
  const body = await readBody(request, passwordWrite);
  if (body.old_password !== user.password) fail(400, { old_password: ['Mot de passe actuel incorrect'] });
  user.password = body.new_password;
  recordChange(user, user.entreprise_id, { type: 'mot_de_passe', objet_type: 'employe', objet_id: user.id, objet_libelle: personName(user), ancienne_valeur: null, nouvelle_valeur: PASSWORD_CHANGED });
  persist();
  return HttpResponse.json({ message: 'Mot de passe modifié avec succès' });
}

function profileStats(user: DemoUser) {
  const db = getDb();
  const base = { date_inscription: user.date_joined, derniere_connexion: user.last_login };
  const type = roleOf(user)?.type_role ?? 'client';
  if (type === 'client') {
    const own = db.colis.filter((c) => c.proprietaire_id === user.id);
    return {
      ...base,
      total_colis: own.length,
      colis_en_cours: own.filter((c) => c.statut !== 'remis').length,
      colis_livres: own.filter((c) => c.statut === 'remis').length,
    };
  }
  if (type === 'agent_logistique') {
    const created = db.bordereaux.filter((b) => b.agent_expediteur_id === user.id);
    const shipped = created.filter((b) => b.statut !== 'brouillon').reduce((sum, b) => sum + b.colis_ids.length, 0);
    return { ...base, bordereaux_crees: created.length, colis_expedies: shipped };
  }
  if (type === 'manager') {
    const received = db.bordereaux.filter((b) => b.agent_receveur_id === user.id && b.statut === 'recu');
    return { ...base, bordereaux_recus: received.length, colis_recus: received.reduce((sum, b) => sum + b.colis_ids.length, 0) };
  }
  return base;
}

const BACKUP_CODE_COUNT = 10;

function newBackupCodes(): string[] {
  const values = new Uint32Array(BACKUP_CODE_COUNT);
  globalThis.crypto.getRandomValues(values);
  return [...values].map((value) => String(value % 100_000_000).padStart(8, '0'));
}

function checkPassword(user: DemoUser, password: string): void {
  if (password !== user.password) fail(400, { error: 'Mot de passe incorrect' });
}

const profileHandlers: RequestHandler[] = [
  http.get(endpoints.profile.me, ({ request }) => HttpResponse.json(profileOf(authorize(request, 'profile.view')))),

  http.put(endpoints.profile.me, async ({ request }) => {
    const user = authorize(request, 'profile.view');
    await applyProfile(request, user, false);
    return HttpResponse.json({ message: 'Profil mis à jour avec succès', user: profileOf(user) });
  }),

  http.patch(endpoints.account.updateMe, async ({ request }) => {
    const user = authorize(request, 'profile.view');
    await applyProfile(request, user, true);
    return HttpResponse.json(profileOf(user));
  }),

  http.post(endpoints.profile.changePassword, changePassword),
  http.post(endpoints.account.changePassword, changePassword),

  http.get(endpoints.profile.stats, ({ request }) => HttpResponse.json(profileStats(authorize(request, 'profile.view')))),

  http.get(endpoints.profile.twoFactorStatus, ({ request }) => {
    const user = authorize(request, 'profile.view');
    const { enabled, backup_codes } = user.two_factor;
    return HttpResponse.json({
      enabled,
      message: enabled ? "L'authentification à deux facteurs est activée." : "L'authentification à deux facteurs n'est pas activée.",
      backup_tokens_count: enabled ? backup_codes.length : 0,
    });
  }),

  http.post(endpoints.profile.twoFactorToggle, async ({ request }) => {
    const user = authorize(request, 'profile.view');
    const body = await readBody(request, twoFactorToggleWrite);
    if (body.enable) {
      return HttpResponse.json({
        message: user.two_factor.enabled ? 'Le 2FA est déjà activé.' : 'Activation du 2FA : scannez le QR code puis confirmez avec un code.',
        enable_2fa: true,
      });
    }
    if (user.two_factor.enabled) fail(400, { error: 'Pour désactiver le 2FA, confirmez avec votre mot de passe.' });
    user.two_factor.pending_secret = null;
    user.two_factor.device_id = null;
    persist();
    return HttpResponse.json({ message: '2FA désactivé', enable_2fa: false });
  }),

  http.post(endpoints.profile.twoFactorSetup, async ({ request }) => {
    const user = authorize(request, 'profile.view');
    if (user.two_factor.enabled) fail(400, { error: 'Le 2FA est déjà activé sur ce compte.' });
    const secret = randomSecret();
    const deviceId = `totp-${user.id}-${nextId('totpDevices')}`;
    user.two_factor.pending_secret = secret;
    user.two_factor.device_id = deviceId;
    persist();
    const url = otpauthUrl(secret, user.email);
    return HttpResponse.json({
      qr_code: await (await import('qrcode')).default.toDataURL(url, { margin: 1, width: 220 }),
      manual_entry_key: secret,
      device_id: deviceId,
      instructions: {
        step1: "Installez une application d'authentification (Google Authenticator, Microsoft Authenticator, Authy...).",
        step2: "Scannez le QR code ou saisissez la clé manuellement dans l'application.",
        step3: "Saisissez le code à 6 chiffres affiché par l'application pour confirmer.",
      },
    });
  }),

  http.post(endpoints.profile.twoFactorConfirm, async ({ request }) => {
    const user = authorize(request, 'profile.view');
    const body = await readBody(request, twoFactorConfirmWrite);
    const { pending_secret: secret, device_id: deviceId } = user.two_factor;
    if (!secret || body.device_id !== deviceId) fail(400, { error: 'Configuration introuvable ou expirée : relancez la configuration du 2FA.' });
    if (!(await verifyTotp(secret, body.token))) fail(400, { error: 'Code invalide' });
    const codes = newBackupCodes();
    user.two_factor = { enabled: true, secret, pending_secret: null, device_id: deviceId, backup_codes: codes };
    persist();
    return HttpResponse.json({ message: '2FA configuré avec succès !', backup_tokens: codes });
  }),

  http.post(endpoints.profile.twoFactorDisable, async ({ request }) => {
    const user = authorize(request, 'profile.view');
    const body = await readBody(request, twoFactorPasswordWrite);
    checkPassword(user, body.password);
    if (!user.two_factor.enabled) fail(400, { error: "Le 2FA n'est pas activé sur ce compte." });
    user.two_factor = { enabled: false, secret: null, pending_secret: null, device_id: null, backup_codes: [] };
    persist();
    return HttpResponse.json({ message: '2FA désactivé' });
  }),

  http.post(endpoints.profile.twoFactorRegenerate, async ({ request }) => {
    const user = authorize(request, 'profile.view');
    const body = await readBody(request, twoFactorPasswordWrite);
    checkPassword(user, body.password);
    if (!user.two_factor.enabled) fail(400, { error: "Le 2FA n'est pas activé sur ce compte." });
    user.two_factor.backup_codes = newBackupCodes();
    persist();
    return HttpResponse.json({ message: 'Nouveaux codes générés', backup_tokens: user.two_factor.backup_codes });
  }),
];

/** Demo-backend handlers for the configuration endpoints and the profile. */
export const configurationHandlers: RequestHandler[] = [...routeHandlers, ...categoryWriteHandlers, ...employeeHandlers, ...profileHandlers];
