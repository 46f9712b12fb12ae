import type { CreateParams, DataProvider, DeleteParams, GetListParams, GetListResult, GetManyReferenceParams, Identifier, RaRecord, UpdateParams } from 'react-admin';
import * as z from 'zod/mini';
import { api } from './httpClient';
import { paginated } from './contract/common';
import { parsePayload } from './contract/parse';
import { toDrfQuery } from './query';
import { wholeListPage } from '../domain/wholeList';
import { COLIS_RESOURCE, colisMapping } from './resources/colis';
import type { ResourceMapping } from './resources/types';
import { accountsMethods } from './methods/accounts';
import { colisMethods } from './methods/colis';
import { onFirstCall } from './onFirstCall';

const anyPayload = z.unknown();

/**
 * The other resources' mappings and their contracts load with the first call to one of them: the
 * first screen, the parcel list, needs only the parcels' (resources/colis.ts).
 */
const otherResources = () => import('./resources');

async function mappingFor(resource: string): Promise<ResourceMapping> {
  const mapping = resource === COLIS_RESOURCE ? colisMapping : (await otherResources()).resourceMappings[resource];
  if (!mapping) throw new Error(`Ressource inconnue : ${resource}`);
  return mapping;
}

async function namedListFor(resource: string) {
  return resource === COLIS_RESOURCE ? undefined : (await otherResources()).namedLists[resource];
}

function need<T>(value: T | undefined, resource: string, operation: string): T {
  if (value === undefined) throw new Error(`L'opération ${operation} n'existe pas pour la ressource ${resource}`);
  return value;
}

function parseItem(mapping: ResourceMapping, payload: unknown, endpoint: string): RaRecord {
  const body = mapping.unwrap ? mapping.unwrap(payload) : payload;
  return parsePayload(mapping.item, body, endpoint) as RaRecord;
}

async function getList(resource: string, params: GetListParams) {
  const mapping = await mappingFor(resource);
  const url = need(mapping.list, resource, 'getList');
  const query = mapping.listQuery ? mapping.listQuery(params) : toDrfQuery(params, mapping.listOptions);
  const schema = mapping.listSchema ?? paginated(mapping.item);
  const page = await api.get(url, { params: query, schema: schema as z.ZodMiniType<{ count: number; results: RaRecord[] }> });
  if (mapping.wholeList) return wholeListPage(page.results, params, await mapping.wholeList());
  return { data: page.results, total: page.count };
}

async function getOne(resource: string, id: Identifier) {
  const mapping = await mappingFor(resource);
  const url = need(mapping.detail, resource, 'getOne')(id);
  return parseItem(mapping, await api.get(url, { schema: anyPayload }), `GET ${url}`);
}

/**
 * A list page asked for before react-admin renders (startScreen.ts: the first screen's rows travel
 * while its code loads). The resource's next getList takes it when it asks for the same page, or
 * drops it: a page asked for early is never served later, stale.
 */
const early = new Map<string, { params: string; answer: Promise<GetListResult> }>();
const pageOf = ({ pagination, sort, filter }: GetListParams) => JSON.stringify([pagination, sort, filter]);

export function prefetchList(resource: string, params: GetListParams): void {
  const answer = crud.getList(resource, params);
  // A refusal reaches the list that takes the answer; unclaimed, it is dropped quietly.
  answer.catch(() => undefined);
  early.set(resource, { params: pageOf(params), answer });
}

/** CRUD over the resource table, plus the named methods of each domain. */
const crud: DataProvider = {
  getList: async <R extends RaRecord>(resource: string, params: GetListParams) => {
    const asked = early.get(resource);
    early.delete(resource);
    if (asked && asked.params === pageOf(params)) return (await asked.answer) as GetListResult<R>;
    const named = await namedListFor(resource);
    if (named) {
      const { data, total, meta } = await named(params);
      return { data: data as R[], total, meta };
    }
    const { data, total } = await getList(resource, params);
    return { data: data as R[], total };
  },
  getOne: async <R extends RaRecord>(resource: string, params: { id: Identifier }) => ({ data: (await getOne(resource, params.id)) as R }),
  getMany: async <R extends RaRecord>(resource: string, params: { ids: Identifier[] }) => ({
    data: (await Promise.all(params.ids.map((id) => getOne(resource, id)))) as R[],
  }),
  getManyReference: async <R extends RaRecord>(resource: string, params: GetManyReferenceParams) => {
    const { target, id, ...rest } = params;
    const { data, total } = await getList(resource, { ...rest, filter: { ...rest.filter, [target]: id } });
    return { data: data as R[], total };
  },
  create: async <R extends RaRecord>(resource: string, params: CreateParams) => {
    const mapping = await mappingFor(resource);
    const url = need(mapping.create, resource, 'create');
    // `meta.idempotencyKey`: the submission's key, sent again by its retries (./idempotency.ts).
    const idempotencyKey = typeof params.meta?.idempotencyKey === 'string' ? params.meta.idempotencyKey : undefined;
    const { data } = await api.create(url, params.data, { schema: anyPayload, idempotencyKey });
    return { data: parseItem(mapping, data, `POST ${url}`) as R };
  },
  update: async <R extends RaRecord>(resource: string, params: UpdateParams) => {
    const mapping = await mappingFor(resource);
    const url = need(mapping.update, resource, 'update')(params.id);
    const method = mapping.updateMethod ?? 'patch';
    const body = method === 'put' ? params.data : diff(params.data, params.previousData);
    const payload = method === 'put' ? await api.put(url, body, { schema: anyPayload }) : await api.patch(url, body, { schema: anyPayload });
    return { data: parseItem(mapping, payload, `${method.toUpperCase()} ${url}`) as R };
  },
  updateMany: async (resource, params) => {
    const mapping = await mappingFor(resource);
    const url = need(mapping.update, resource, 'updateMany');
    await Promise.all(params.ids.map((id) => api.patch(url(id), params.data, { schema: anyPayload })));
    return { data: params.ids };
  },
  delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>) => {
    const mapping = await mappingFor(resource);
    const url = need(mapping.remove, resource, 'delete')(params.id);
    await api.delete(url, { schema: anyPayload });
    return { data: (params.previousData ?? { id: params.id }) as R };
  },
  deleteMany: async (resource, params) => {
    const mapping = await mappingFor(resource);
    const url = need(mapping.remove, resource, 'deleteMany');
    await Promise.all(params.ids.map((id) => api.delete(url(id), { schema: anyPayload })));
    return { data: params.ids };
  },
};

/** PATCH sends only what changed; a field absent from previousData counts as changed. */
function diff(data: Record<string, unknown>, previous: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!previous) return data;
  return Object.fromEntries(Object.entries(data).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(previous[key])));
}

/*
 * The named methods of the screens after the first, with their contracts: loaded on the first call of
 * one of them (onFirstCall.ts); the parcel list and the session need only the accounts' and parcels'.
 */
const colisCreation = onFirstCall(() => import('./methods/colisCreation').then((module) => module.colisCreationMethods), {
  getConvertedCategories: true, detectCategory: true, getAddressSchemaCached: true, validateFees: true, createColis: true,
});
const paiements = onFirstCall(() => import('./methods/paiements').then((module) => module.paiementsMethods), {
  getRealPaymentStatus: true, getPaymentBreakdown: true, getPaymentsByColis: true, getReceiptPdf: true, getCashCloseExpected: true, closeCashDay: true, getCashClosePdf: true, reopenCashClose: true, voidPayment: true, refundPayment: true, sendReceipt: true, createSquareCheckout: true, processManualPayment: true, verifyPayment: true, getAccountingStatistics: true, getAccountingGlobalTotal: true, getPaymentFees: true, syncTapToPay: true, getDemoCheckout: true, payDemoCheckout: true,
});
const bordereaux = onFirstCall(() => import('./methods/bordereaux').then((module) => module.bordereauxMethods), {
  validerBordereau: true, recevoirBordereau: true, marquerBordereauArrive: true, marquerBordereauRecu: true, supprimerBordereaux: true, telechargerBordereauPdf: true, getBordereauStatistiques: true, getColisPretsExpedition: true, getStatistiquesExpedition: true, corrigerStatutsColis: true, getEligibleReceivingAgents: true, getActiveEmployees: true, getAgentsRecepteursEligibles: true,
});
const factures = onFirstCall(() => import('./methods/factures').then((module) => module.facturesMethods), {
  getBordereauxDisponibles: true, getProduitsDetailles: true, regrouperProduits: true, creerFacture: true, validerFacture: true, telechargerFacturePdf: true,
});
const configuration = onFirstCall(() => import('./methods/configuration').then((module) => module.configurationMethods), {
  updateExchangeRate: true, reactivateCategory: true, initDefaultCategories: true, getEmployeeStats: true, getAvailableRoles: true, getAvailableSites: true, getEmployeeRoutes: true, getProfile: true, updateProfile: true, changeProfilePassword: true, getProfileStats: true, getTwoFactorStatus: true, toggleTwoFactor: true, setupTwoFactor: true, confirmTwoFactor: true, disableTwoFactor: true, regenerateBackupCodes: true,
});
const oauth = onFirstCall(() => import('./methods/oauth').then((module) => module.oauthMethods), {
  getOAuthEnterprises: true, getOAuthStatus: true, initiateOAuth: true, disconnectOAuth: true, refreshOAuth: true, cleanupOAuthSessions: true, getDemoAuthorization: true, answerDemoAuthorization: true,
});
const handover = onFirstCall(() => import('./methods/handover').then((module) => module.handoverMethods), {
  getSoldesDusBordereau: true, getParametresEntreprise: true, updateParametresEntreprise: true, getAncienneteEnAttente: true,
});

export const dataProvider = {
  ...crud,
  ...accountsMethods,
  ...colisMethods,
  ...colisCreation,
  ...paiements,
  ...bordereaux,
  ...factures,
  ...configuration,
  ...oauth,
  ...handover,
};

export type AppDataProvider = typeof dataProvider;
