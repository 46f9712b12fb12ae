import type { GetListParams, Identifier, RaRecord } from 'react-admin';
import type * as z from 'zod/mini';
import type { ListQueryOptions, QueryParams } from '../query';

/**
 * How one react-admin resource maps onto the server: its paths, its schemas and its query names.
 * The generic dataProvider reads these; anything that is not CRUD is a named method instead.
 */
export interface ResourceMapping<S extends z.ZodMiniType = z.ZodMiniType> {
  list?: string;
  /** Extra parameters a list always sends, or a full custom mapping of the list query. */
  listQuery?: (params: GetListParams) => QueryParams;
  listOptions?: ListQueryOptions;
  /**
   * The endpoint sends the whole list in one answer and filters nothing the list asks for: loads the
   * rule of src/domain that keeps the records the list's filter asks for; getList sorts and pages them.
   */
  wholeList?: () => Promise<(records: readonly RaRecord[], filter: Record<string, unknown>) => RaRecord[]>;
  /** Schema of a list page; defaults to a DRF page of `item`. */
  listSchema?: z.ZodMiniType<{ count: number; results: RaRecord[] }>;
  detail?: (id: Identifier) => string;
  create?: string;
  update?: (id: Identifier) => string;
  updateMethod?: 'put' | 'patch';
  remove?: (id: Identifier) => string;
  item: S;
  /** Some endpoints wrap the record they return (`{employe: ...}`). */
  unwrap?: (payload: unknown) => unknown;
}
