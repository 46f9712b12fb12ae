import { z } from 'zod';
import { endpoints } from '../endpoints';
import { routeSchema } from '../contract/accounts';
import { colisDetailSchema } from '../contract/colis';
import { parcelListQuery } from '../../domain/parcelList';
import { bordereauSchema } from '../contract/bordereaux';
import { paiementSchema } from '../contract/paiements';
import { factureSchema } from '../contract/factures';
import { categorieSchema, employeSchema } from '../contract/configuration';
import type { ResourceMapping } from './types';

/** The seven react-admin resources and where each lives on the server. */
export const resourceMappings: Record<string, ResourceMapping> = {
  colis: {
    list: endpoints.colis.list,
    detail: endpoints.colis.detail,
    create: endpoints.colis.list,
    update: endpoints.colis.detail,
    updateMethod: 'patch',
    remove: endpoints.colis.detail,
    item: colisDetailSchema,
    listQuery: parcelListQuery,
  },
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
  factures: {
    list: endpoints.factures.list,
    detail: endpoints.factures.detail,
    remove: endpoints.factures.detail,
    item: factureSchema,
  },
  categories: {
    list: endpoints.categories.list,
    detail: endpoints.categories.detail,
    create: endpoints.categories.list,
    update: endpoints.categories.detail,
    updateMethod: 'patch',
    remove: endpoints.categories.detail,
    item: categorieSchema,
  },
  employes: {
    list: endpoints.employees.list,
    create: endpoints.employees.create,
    update: endpoints.employees.update,
    updateMethod: 'put',
    remove: endpoints.employees.remove,
    item: employeSchema,
    unwrap: (payload) => (payload && typeof payload === 'object' && 'employe' in payload ? (payload as { employe: unknown }).employe : payload),
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

export const RESOURCE_NAMES = Object.keys(resourceMappings);

export const anyPayload = z.unknown();
