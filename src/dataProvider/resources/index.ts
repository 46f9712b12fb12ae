import { endpoints } from '../endpoints';
import { routeSchema } from '../contract/accounts';
import { COLIS_RESOURCE, colisMapping } from './colis';
import { bordereauSchema } from '../contract/bordereaux';
import { cashCloseSchema, paiementSchema } from '../contract/paiements';
import { factureSchema, facturesListSchema, type Facture } from '../contract/factures';
import { categorieSchema, employeSchema, type Categorie } from '../contract/configuration';
import type { ResourceMapping } from './types';
import { accountingParams, feesParams, paiementsMethods } from '../methods/paiements';
import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import { toDrfQuery } from '../query';
import { journalEntrySchema } from '../contract/journal';
import { journalServerFilter } from '../../domain/journal';

/**
 * The react-admin resources and where each lives on the server; the dataProvider loads this table
 * with the first call to a resource other than the parcels (resources/colis.ts).
 */
export const resourceMappings: Record<string, ResourceMapping> = {
  [COLIS_RESOURCE]: colisMapping,
  bordereaux: {
    list: endpoints.bordereaux.list,
    detail: endpoints.bordereaux.detail,
    create: endpoints.bordereaux.list,
    update: endpoints.bordereaux.detail,
    updateMethod: 'patch',
    remove: endpoints.bordereaux.detail,
    item: bordereauSchema,
  },
  paiements: {
    detail: endpoints.paiements.detail,
    item: paiementSchema,
  },
  /** Issue #32: the agents' cash closes (/caisse for accountants, /caisse/cloture for an agent). */
  clotures: {
    list: endpoints.paiements.cashCloses,
    item: cashCloseSchema,
  },
  factures: {
    list: endpoints.factures.list,
    // The server sends every invoice at once and filters none: getList filters, sorts and pages them.
    listQuery: () => ({}),
    // The invoices' and categories' rules load with their list, not with the first screen.
    wholeList: async () => {
      const { filterInvoices, invoiceListFilters } = await import('../../domain/invoiceLines');
      return (records, filter) => filterInvoices(records as Facture[], invoiceListFilters(filter));
    },
    listSchema: facturesListSchema,
    detail: endpoints.factures.detail,
    remove: endpoints.factures.detail,
    item: factureSchema,
  },
  categories: {
    list: endpoints.categories.list,
    // A company has tens of categories: the server's largest page (100) holds them all, inactive ones
    // when the list asks; getList filters, sorts and pages them.
    listQuery: (params) => toDrfQuery({ pagination: { page: 1, perPage: 100 }, sort: { field: 'ordre_affichage', order: 'ASC' }, filter: { include_inactive: params.filter?.include_inactive } }),
    wholeList: async () => {
      const { categoryListFilters, filterCategories } = await import('../../domain/categoryForm');
      return (records, filter) => filterCategories(records as Categorie[], categoryListFilters(filter));
    },
    detail: endpoints.categories.detail,
    create: endpoints.categories.list,
    update: endpoints.categories.detail,
    updateMethod: 'patch',
    remove: endpoints.categories.detail,
    item: categorieSchema,
  },
  employes: {
    list: endpoints.employees.list,
    // 'all' (every status) is the absence of the is_active parameter.
    listQuery: (params) => toDrfQuery({ ...params, filter: { ...params.filter, is_active: params.filter?.is_active === 'all' ? undefined : params.filter?.is_active } }),
    create: endpoints.employees.create,
    update: endpoints.employees.update,
    updateMethod: 'put',
    remove: endpoints.employees.remove,
    item: employeSchema,
    unwrap: (payload) => (payload && typeof payload === 'object' && 'employe' in payload ? (payload as { employe: unknown }).employe : payload),
  },
  journal: {
    list: endpoints.journal.list,
    listQuery: (params) => toDrfQuery({ ...params, filter: journalServerFilter(params.filter ?? {}) }),
    item: journalEntrySchema,
  },
  routes: {
    list: endpoints.routes.list,
    create: endpoints.routes.create,
    update: endpoints.routes.update,
    updateMethod: 'patch',
    remove: endpoints.routes.remove,
    item: routeSchema,
  },
};

/**
 * Lists served by a named endpoint that answers one page of rows with its statistics: react-admin
 * lists them like any resource (URL, pages, filters); the statistics travel in `meta`.
 */
export const namedLists: Record<string, (params: GetListParams) => Promise<GetListResult<RaRecord>>> = {
  /** /caisse: the accounting statistics and their page of payments. */
  comptabilite: async (params) => {
    const answer = await paiementsMethods.getAccountingStatistics(accountingParams(params));
    return { data: answer.paiements_recents, total: answer.pagination.total_count, meta: answer };
  },
  /** /paiements: the fees of the last 90 days, one row per parcel (its id is the parcel's). */
  frais: async (params) => {
    const answer = await paiementsMethods.getPaymentFees(feesParams(params, '90d'));
    return { data: answer.frais_convertis.map((row) => ({ ...row, id: row.colis_id })), total: answer.total_count, meta: answer };
  },
};

export const RESOURCE_NAMES = Object.keys(resourceMappings);
