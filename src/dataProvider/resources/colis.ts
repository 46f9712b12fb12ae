import { endpoints } from '../endpoints';
import { colisDetailSchema } from '../contract/colis';
import { parcelListQuery } from '../../domain/parcelList';
import type { ResourceMapping } from './types';

export const COLIS_RESOURCE = 'colis';

/** The parcels, whose list is the first screen: their mapping loads with the dataProvider, the other resources' on first need. */
export const colisMapping: ResourceMapping = {
  list: endpoints.colis.list,
  detail: endpoints.colis.detail,
  create: endpoints.colis.list,
  update: endpoints.colis.detail,
  updateMethod: 'patch',
  remove: endpoints.colis.detail,
  item: colisDetailSchema,
  listQuery: parcelListQuery,
};
