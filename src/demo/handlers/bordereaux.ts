import { HttpResponse, type RequestHandler } from 'msw';
import { http } from '../verifiedHttp';
import { endpoints } from '../../dataProvider/endpoints';
import { getDb, nowIso, persist } from '../db/store';
import type { DemoBordereau, DemoColis, DemoUser } from '../db/types';
import { authorize, fail, findById, orderBy, paginate, readBody, roleOf, searchParams, subjectOf, newNumberedDocument } from '../http';
import { manifestBulkDeleteWrite, manifestCreateWrite, manifestUpdateWrite, statusCorrectionWrite } from '../../domain/schemas/manifests';
import { columns, currencyOfCountry, parcelAmounts, routeById, routeOfUser, wireCountry, wireUser } from '../serializers';
import { pdfResponseInit } from '../pdf/response';
import { recordChange } from '../journal';
import { parcelStatusLabel } from '../../domain/parcelStatus';
import { countryName } from '../../domain/country';
import { custodyDecision, isEligibleReceivingAgent, type Capability, type ManifestCustody } from '../../domain/permissions';
import { accountName, recipientName } from '../../domain/people';
import {
  AGENT_LOCKED,
  BORDEREAU_PAGE_SIZE,
  ONLY_DRAFTS_DELETABLE,
  PARCELS_LOCKED,
  PARCEL_STATUS_FOR_MANIFEST,
  SELECT_PARCEL_REQUIRED,
  bordereauStatusLabel,
  canChangeParcels,
  canChangeReceivingAgent,
  canDelete,
  editPermission,
  isBordereauStatus,
  transition,
  type BordereauAction,
} from '../../domain/bordereauWorkflow';

/* Demo-backend handlers for the manifest endpoints of spec 002 section 7, the parcels ready for
 * shipment, the readiness statistics, the status correction and the receiving agents. */

const base = endpoints.bordereaux.list;
const detailPath = `${base}:id/`;

export function fullNameOf(userId: number | null | undefined): string {
  const user = getDb().users.find((u) => u.id === userId);
  return user ? accountName(user) : '';
}

function agentRef(userId: number | null) {
  const user = getDb().users.find((u) => u.id === userId);
  return user ? { id: user.id, first_name: user.first_name, last_name: user.last_name, username: user.username } : null;
}

/** The enterprise's manifests only. */
export function manifestsOf(user: DemoUser): DemoBordereau[] {
  const routes = new Set(getDb().routes.filter((r) => r.entreprise_id === user.entreprise_id).map((r) => r.id));
  return getDb().bordereaux.filter((b) => routes.has(b.route_id));
}

export function findManifest(user: DemoUser, id: string | readonly string[] | undefined): DemoBordereau {
  return findById(manifestsOf(user), id, 'Bordereau non trouvé.');
}

export function custodyOf(manifest: DemoBordereau): ManifestCustody {
  const route = routeById(manifest.route_id);
  return { origine: route.origin, destination: route.destination, agent_expediteur_id: manifest.agent_expediteur_id, agent_receveur_id: manifest.agent_receveur_id };
}

/** The company's manifest a custody step is taken on: the capability (403), the manifest (404), then its custody (403 with the reason). */
function manifestInCustody(request: Request, id: string | readonly string[] | undefined, step: Capability): { user: DemoUser; manifest: DemoBordereau } {
  const user = authorize(request, step);
  const manifest = findManifest(user, id);
  const decision = custodyDecision(subjectOf(user), step, custodyOf(manifest));
  if (!decision.allowed) fail(403, { detail: decision.message });
  return { user, manifest };
}

export function parcelsOf(manifest: DemoBordereau): DemoColis[] {
  const ids = new Set(manifest.colis_ids);
  return getDb().colis.filter((c) => ids.has(c.id));
}

export function manifestTotals(manifest: DemoBordereau) {
  const parcels = parcelsOf(manifest);
  const devise = currencyOfCountry(routeById(manifest.route_id).origin);
  const poids = parcels.reduce((sum, c) => sum + parcelAmounts(c).poids, 0);
  const valeur = parcels.reduce((sum, c) => sum + parcelAmounts(c).total, 0);
  return { parcels, devise, poids: Math.round(poids * 100) / 100, valeur: Math.round(valeur * 100) / 100 };
}

function wireManifestParcel(colis: DemoColis) {
  const amounts = parcelAmounts(colis);
  return {
    ...columns(colis, ['id', 'numero_colis', 'statut', 'destinataire_nom', 'destinataire_prenom', 'destinataire_telephone', 'destinataire_quartier', 'created_at']),
    code_suivi: colis.tracking_number,
    statut_display: parcelStatusLabel(colis.statut),
    poids: amounts.poids,
    valeur_totale_calculee: amounts.total,
    enterprise_route: { origin_country: wireCountry(amounts.route.origin) },
  };
}

export function wireBordereau(manifest: DemoBordereau) {
  const totals = manifestTotals(manifest);
  const route = routeById(manifest.route_id);
  return {
    ...columns(manifest, ['id', 'numero_bordereau', 'statut', 'notes', 'created_at', 'updated_at', 'date_envoi']),
    statut_display: bordereauStatusLabel(manifest.statut),
    poids_total: totals.poids,
    valeur_totale_convertie: totals.valeur,
    devise_operation: totals.devise,
    nombre_colis: totals.parcels.length,
    agent_expediteur: agentRef(manifest.agent_expediteur_id),
    agent_receveur: agentRef(manifest.agent_receveur_id),
    // Added to the contract (docs/contract.md): whose side each custody step is on.
    enterprise_route: { origin_country: wireCountry(route.origin), destination_country: wireCountry(route.destination) },
    colis: totals.parcels.map(wireManifestParcel),
  };
}

function history(colis: DemoColis, action: string, user: DemoUser, at: string): void {
  colis.historique.push({ date: at, action, utilisateur: accountName(user) });
  colis.updated_at = at;
}

/** Registered parcels of the user's route that are in no manifest. */
function readyParcels(user: DemoUser): DemoColis[] {
  const route = routeOfUser(user);
  if (!route) return [];
  return getDb().colis.filter((c) => c.route_id === route.id && c.statut === 'enregistre' && c.bordereau_id === null);
}

function eligibleAgents(user: DemoUser): DemoUser[] {
  return getDb()
    .users.filter((u) => u.entreprise_id === user.entreprise_id && u.is_active)
    .filter((u) => isEligibleReceivingAgent(subjectOf(u)))
    .sort((a, b) => `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`, 'fr'));
}

function wireAgent(user: DemoUser) {
  const wired = wireUser(user);
  return {
    ...columns(user, ['id', 'first_name', 'last_name', 'username', 'email', 'is_active']),
    role_personnalise_info: wired.role_personnalise_info,
  };
}

/** Checks the parcel ids of a manifest (whole numbers, at least one: its schema): existing, registered, free (or already in it), one route. */
function checkParcelIds(value: readonly number[], user: DemoUser, manifest: DemoBordereau | null): DemoColis[] {
  if (value.length === 0) fail(400, { colis_ids: [SELECT_PARCEL_REQUIRED] });
  const ids = [...new Set(value)];
  const route = manifest ? routeById(manifest.route_id) : routeOfUser(user);
  if (!route) return fail(400, { detail: "Route d'entreprise manquante." });
  return ids.map((colisId) => {
    const colis = getDb().colis.find((c) => c.id === colisId);
    if (!colis || colis.route_id !== route.id) return fail(400, { colis_ids: [`Colis ${colisId} introuvable sur cette route.`] });
    const inThisManifest = manifest !== null && colis.bordereau_id === manifest.id;
    if (!inThisManifest && colis.bordereau_id !== null) fail(400, { colis_ids: [`Le colis ${colis.numero_colis} est déjà dans un bordereau.`] });
    if (!inThisManifest && colis.statut !== 'enregistre') fail(400, { colis_ids: [`Le colis ${colis.numero_colis} n'est pas prêt pour l'expédition.`] });
    return colis;
  });
}

/** Takes a custody step: the status moves and the company's journal records who took it. */
function applyTransition(manifest: DemoBordereau, action: BordereauAction, user: DemoUser): void {
  const result = transition(manifest.statut, action);
  if (!result.ok) fail(400, { detail: result.error, code: 'transition_invalide' });
  recordChange(user, user.entreprise_id, {
    type: 'etape_bordereau',
    objet_type: 'bordereau',
    objet_id: manifest.id,
    objet_libelle: manifest.numero_bordereau,
    ancienne_valeur: bordereauStatusLabel(manifest.statut),
    nouvelle_valeur: bordereauStatusLabel(result.to),
    colis_ids: [...manifest.colis_ids],
  });
  manifest.statut = result.to;
  manifest.updated_at = nowIso();
}

/** Moves the manifest's parcels to the status its own status implies; returns how many changed. */
function moveParcels(manifest: DemoBordereau, from: string[], user: DemoUser, label: string): number {
  const target = PARCEL_STATUS_FOR_MANIFEST[manifest.statut];
  if (!target) return 0;
  const at = nowIso();
  let changed = 0;
  for (const colis of parcelsOf(manifest)) {
    if (!from.includes(colis.statut)) continue;
    colis.statut = target as DemoColis['statut'];
    history(colis, `${label} (bordereau ${manifest.numero_bordereau})`, user, at);
    changed += 1;
  }
  return changed;
}

async function manifestPdf(manifest: DemoBordereau, user: DemoUser): Promise<Uint8Array> {
  const totals = manifestTotals(manifest);
  const route = routeById(manifest.route_id);
  const enterprise = getDb().enterprises.find((e) => e.id === user.entreprise_id);
  const { bordereauPdf } = await import('../pdf/bordereauPdf');
  return bordereauPdf({
    numero: manifest.numero_bordereau,
    statut: bordereauStatusLabel(manifest.statut),
    entreprise: enterprise?.nom ?? '',
    route: `${countryName(route.origin, wireCountry(route.origin).nom)} → ${countryName(route.destination, wireCountry(route.destination).nom)}`,
    agentExpediteur: fullNameOf(manifest.agent_expediteur_id) || '-',
    agentReceveur: fullNameOf(manifest.agent_receveur_id) || 'Non assigné',
    dateCreation: manifest.created_at,
    dateEnvoi: manifest.date_envoi,
    notes: manifest.notes,
    devise: totals.devise,
    colis: totals.parcels.map((c) => {
      const amounts = parcelAmounts(c);
      return {
        numero: c.numero_colis,
        suivi: c.tracking_number,
        destinataire: recipientName(c),
        quartier: c.destinataire_quartier,
        telephone: c.destinataire_telephone,
        poids: amounts.poids,
        valeur: amounts.total,
        statut: parcelStatusLabel(c.statut),
      };
    }),
  });
}

export const bordereauxHandlers: RequestHandler[] = [
  http.get(endpoints.bordereaux.statistics, ({ request }) => {
    const user = authorize(request, 'bordereaux.view');
    const manifests = manifestsOf(user);
    const parStatut: Record<string, number> = { brouillon: 0, valide: 0, arrive: 0, recu: 0 };
    manifests.forEach((b) => (parStatut[b.statut] = (parStatut[b.statut] ?? 0) + 1));
    return HttpResponse.json({ total: manifests.length, par_statut: parStatut });
  }),

  http.post(endpoints.bordereaux.bulkDelete, async ({ request }) => {
    const user = authorize(request, 'bordereaux.delete');
    const body = await readBody(request, manifestBulkDeleteWrite);
    const results = { success: [] as number[], failed: [] as number[], errors: [] as { id: number; error: string }[] };
    const mine = manifestsOf(user);
    for (const id of body.ids) {
      const manifest = mine.find((b) => b.id === id);
      const error = !manifest ? 'Bordereau non trouvé.' : !canDelete(manifest.statut) ? ONLY_DRAFTS_DELETABLE : null;
      if (error || !manifest) {
        results.failed.push(id);
        results.errors.push({ id, error: error ?? 'Bordereau non trouvé.' });
        continue;
      }
      parcelsOf(manifest).forEach((c) => (c.bordereau_id = null));
      getDb().bordereaux = getDb().bordereaux.filter((b) => b.id !== id);
      results.success.push(id);
    }
    persist();
    return HttpResponse.json({ results });
  }),

  http.get(base, ({ request }) => {
    const user = authorize(request, 'bordereaux.view');
    const params = searchParams(request);
    const statut = params.get('statut');
    let manifests = manifestsOf(user);
    if (statut) {
      if (!isBordereauStatus(statut)) fail(400, { statut: [`Statut inconnu : ${statut}`] });
      manifests = manifests.filter((b) => b.statut === statut);
    }
    // Quick find: part of the manifest number, case-insensitive.
    const search = (params.get('search') ?? '').trim().toUpperCase();
    if (search) manifests = manifests.filter((b) => b.numero_bordereau.toUpperCase().includes(search));
    const sorted = orderBy(manifests, params.get('ordering') ?? '-created_at', {
      created_at: (b) => b.created_at,
      numero_bordereau: (b) => b.numero_bordereau,
      statut: (b) => b.statut,
      id: (b) => b.id,
    });
    const page = paginate(sorted, params, BORDEREAU_PAGE_SIZE);
    return HttpResponse.json({ ...page, results: page.results.map(wireBordereau) });
  }),

  http.post(base, async ({ request }) => {
    const user = authorize(request, 'bordereaux.create');
    const body = await readBody(request, manifestCreateWrite);
    const route = routeOfUser(user);
    if (!route) fail(400, { detail: "Route d'entreprise manquante. Impossible de créer le bordereau." });
    const parcels = checkParcelIds(body.colis_ids, user, null);
    const { id, at, numero } = newNumberedDocument('bordereaux', 'BRD');
    const manifest: DemoBordereau = {
      id,
      numero_bordereau: numero,
      statut: 'brouillon',
      notes: body.notes ?? '',
      colis_ids: parcels.map((c) => c.id),
      route_id: route.id,
      agent_expediteur_id: user.id,
      agent_receveur_id: null,
      created_at: at,
      updated_at: at,
      date_envoi: null,
    };
    getDb().bordereaux.push(manifest);
    parcels.forEach((c) => {
      c.bordereau_id = id;
      history(c, `Ajouté au bordereau ${manifest.numero_bordereau}`, user, at);
    });
    persist();
    return HttpResponse.json(wireBordereau(manifest), { status: 201 });
  }),

  http.get(detailPath, ({ request, params }) => {
    const user = authorize(request, 'bordereaux.view');
    return HttpResponse.json(wireBordereau(findManifest(user, params.id)));
  }),

  http.patch(detailPath, async ({ request, params }) => {
    const user = authorize(request, 'bordereaux.edit');
    const manifest = findManifest(user, params.id);
    const decision = editPermission(subjectOf(user), manifest.statut);
    if (!decision.allowed) fail(403, { detail: decision.message });
    const body = await readBody(request, manifestUpdateWrite);
    const at = nowIso();
    // Everything is checked before anything is written: a refused part leaves the manifest as it was.
    let parcels: ReturnType<typeof checkParcelIds> | null = null;
    if (body.colis_ids !== undefined) {
      const current = [...manifest.colis_ids].sort((a, b) => a - b).join(',');
      const wanted = [...new Set(body.colis_ids)].sort((a, b) => a - b).join(',');
      if (current !== wanted) {
        if (!canChangeParcels(manifest.statut)) fail(400, { detail: PARCELS_LOCKED });
        parcels = checkParcelIds(body.colis_ids, user, manifest);
      }
    }
    let agentChange: { id: number | null } | null = null;
    if (body.agent_receveur_id !== undefined) {
      const agentId = body.agent_receveur_id;
      if (agentId !== manifest.agent_receveur_id) {
        if (!canChangeReceivingAgent(manifest.statut)) fail(400, { detail: AGENT_LOCKED });
        if (agentId !== null && !eligibleAgents(user).some((u) => u.id === agentId)) {
          fail(400, { agent_receveur_id: ['Cet utilisateur ne peut pas être agent récepteur.'] });
        }
        agentChange = { id: agentId };
      }
    }
    if (parcels) {
      const keep = new Set(parcels.map((c) => c.id));
      parcelsOf(manifest)
        .filter((c) => !keep.has(c.id))
        .forEach((c) => {
          c.bordereau_id = null;
          history(c, `Retiré du bordereau ${manifest.numero_bordereau}`, user, at);
        });
      parcels
        .filter((c) => c.bordereau_id !== manifest.id)
        .forEach((c) => {
          c.bordereau_id = manifest.id;
          history(c, `Ajouté au bordereau ${manifest.numero_bordereau}`, user, at);
        });
      manifest.colis_ids = parcels.map((c) => c.id);
    }
    if (agentChange) manifest.agent_receveur_id = agentChange.id;
    if (body.notes !== undefined) manifest.notes = body.notes;
    manifest.updated_at = at;
    persist();
    return HttpResponse.json(wireBordereau(manifest));
  }),

  http.delete(detailPath, ({ request, params }) => {
    const user = authorize(request, 'bordereaux.delete');
    const manifest = findManifest(user, params.id);
    if (!canDelete(manifest.statut)) fail(400, { detail: ONLY_DRAFTS_DELETABLE });
    parcelsOf(manifest).forEach((c) => (c.bordereau_id = null));
    getDb().bordereaux = getDb().bordereaux.filter((b) => b.id !== manifest.id);
    persist();
    return new HttpResponse(null, { status: 204 });
  }),

  http.post(`${detailPath}valider/`, ({ request, params }) => {
    const { user, manifest } = manifestInCustody(request, params.id, 'bordereaux.validate');
    if (manifest.statut === 'brouillon' && manifest.colis_ids.length === 0) fail(400, { detail: 'Le bordereau ne contient aucun colis.' });
    applyTransition(manifest, 'valider', user);
    manifest.date_envoi = manifest.updated_at;
    const changed = moveParcels(manifest, ['enregistre'], user, 'Colis expédié');
    persist();
    return HttpResponse.json({ message: 'Bordereau validé avec succès!', colis_modifies: changed, bordereau: wireBordereau(manifest) });
  }),

  http.post(`${detailPath}marquer_arrive/`, ({ request, params }) => {
    const { user, manifest } = manifestInCustody(request, params.id, 'bordereaux.arrive');
    applyTransition(manifest, 'marquer_arrive', user);
    const changed = moveParcels(manifest, ['enregistre', 'expedie'], user, 'Colis arrivé à destination');
    persist();
    return HttpResponse.json({ message: `Bordereau marqué comme arrivé : ${changed} colis mis à jour.`, colis_modifies: changed, bordereau: wireBordereau(manifest) });
  }),

  ...[`${detailPath}marquer_recu/`, `${detailPath}recevoir/`].map((path) =>
    http.post(path, ({ request, params }) => {
      const { user, manifest } = manifestInCustody(request, params.id, 'bordereaux.receive');
      applyTransition(manifest, 'marquer_recu', user);
      manifest.agent_receveur_id ??= user.id;
      persist();
      const by = accountName(user);
      return HttpResponse.json({
        message: 'Bordereau marqué comme reçu et traité.',
        action_effectuee: `Réception confirmée par ${by} (${parcelsOf(manifest).length} colis)`,
        bordereau: wireBordereau(manifest),
      });
    }),
  ),

  http.get(`${detailPath}pdf/`, async ({ request, params }) => {
    const user = authorize(request, 'bordereaux.view');
    const manifest = findManifest(user, params.id);
    const bytes = await manifestPdf(manifest, user);
    return new HttpResponse(bytes.slice().buffer, pdfResponseInit(`bordereau_${manifest.numero_bordereau}.pdf`));
  }),

  http.get(endpoints.colis.readyForShipment, ({ request }) => {
    const user = authorize(request, 'bordereaux.view');
    const results = readyParcels(user)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((c) => {
        const amounts = parcelAmounts(c);
        return {
          id: c.id,
          numero_colis: c.numero_colis,
          code_suivi: c.tracking_number,
          poids: amounts.poids,
          prix_total: amounts.total,
          valeur_totale: amounts.declared,
          devise: amounts.base,
          statut: c.statut,
          created_at: c.created_at,
          destinataire_nom: c.destinataire_nom,
          destinataire_prenom: c.destinataire_prenom,
          destinataire_quartier: c.destinataire_quartier,
          destinataire_telephone: c.destinataire_telephone,
        };
      });
    return HttpResponse.json({ count: results.length, results });
  }),

  http.get(endpoints.colis.detailedStatistics, ({ request }) => {
    const user = authorize(request, 'bordereaux.view');
    const route = routeOfUser(user);
    const parcels = getDb().colis.filter((c) => route && c.route_id === route.id);
    const registered = parcels.filter((c) => c.statut === 'enregistre');
    const statusOf = (c: DemoColis) => getDb().bordereaux.find((b) => b.id === c.bordereau_id)?.statut;
    const parStatut: Record<string, number> = {};
    parcels.forEach((c) => (parStatut[c.statut] = (parStatut[c.statut] ?? 0) + 1));
    return HttpResponse.json({
      total_colis: parcels.length,
      par_statut: parStatut,
      details_enregistres: {
        total_enregistres: registered.length,
        disponibles_expedition: registered.filter((c) => c.bordereau_id === null).length,
        en_bordereau_brouillon: registered.filter((c) => statusOf(c) === 'brouillon').length,
        en_bordereau_valide: registered.filter((c) => statusOf(c) === 'valide' || statusOf(c) === 'arrive').length,
        explication:
          "Un colis enregistré est disponible pour l'expédition tant qu'il n'est dans aucun bordereau. Ceux d'un bordereau brouillon attendent sa validation ; ceux d'un bordereau validé auraient dû passer en transit et peuvent être corrigés.",
      },
    });
  }),

  http.post(endpoints.colis.correctStatuses, async ({ request }) => {
    const user = authorize(request, 'bordereaux.correct_statuses');
    const body = await readBody(request, statusCorrectionWrite);
    const targets = body.bordereau_id !== undefined ? [findManifest(user, String(body.bordereau_id))] : manifestsOf(user);
    let corrected = 0;
    for (const manifest of targets) corrected += moveParcels(manifest, ['enregistre'], user, 'Statut corrigé');
    persist();
    return HttpResponse.json({
      message: corrected > 0 ? `${corrected} colis corrigé(s) : leur statut suit maintenant celui de leur bordereau.` : 'Aucun statut à corriger.',
      colis_corriges: corrected,
    });
  }),

  http.get(endpoints.employees.eligibleReceivingAgents, ({ request }) => {
    const user = authorize(request, 'bordereaux.edit');
    return HttpResponse.json({ agents_eligibles: eligibleAgents(user).map(wireAgent) });
  }),

  http.get(endpoints.employees.fallbackList, ({ request }) => {
    const user = authorize(request, 'bordereaux.edit');
    const params = searchParams(request);
    let employees = getDb().users.filter((u) => u.entreprise_id === user.entreprise_id && roleOf(u) !== null);
    if (params.get('is_active') === 'true') employees = employees.filter((u) => u.is_active);
    const sorted = orderBy(employees, params.get('ordering'), { first_name: (u) => u.first_name, last_name: (u) => u.last_name, id: (u) => u.id });
    return HttpResponse.json({ employes: sorted.map(wireAgent), count: sorted.length });
  }),
];
