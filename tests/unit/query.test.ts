import { describe, expect, it } from 'vitest';
import { toDrfQuery } from '../../src/dataProvider/query';

describe('toDrfQuery: react-admin list parameters → DRF query', () => {
  it('maps pagination to page and page_size', () => {
    expect(toDrfQuery({ pagination: { page: 3, perPage: 20 } })).toEqual({ page: 3, page_size: 20 });
  });

  it('maps sort to ordering, with "-" for descending', () => {
    expect(toDrfQuery({ sort: { field: 'created_at', order: 'DESC' } })).toEqual({ ordering: '-created_at' });
    expect(toDrfQuery({ sort: { field: 'poids', order: 'ASC' } })).toEqual({ ordering: 'poids' });
    expect(toDrfQuery({ sort: { field: 'id', order: 'DESC' } })).toEqual({ ordering: '-id' });
    expect(toDrfQuery({ sort: { field: 'id', order: 'ASC' } })).toEqual({ ordering: 'id' });
  });

  it('renames ordering fields the server names differently', () => {
    expect(toDrfQuery({ sort: { field: 'date', order: 'DESC' } }, { orderingFields: { date: 'created_at' } })).toEqual({ ordering: '-created_at' });
  });

  it('sends q as search (or the resource search parameter), drops empty filters, joins lists', () => {
    expect(
      toDrfQuery({
        filter: { q: 'TRK-1', statut: 'expedie', vide: '', nul: null, indefini: undefined, liste: [], ids: [1, 2, 3], is_active: false, page_min: 0 },
      }),
    ).toEqual({ search: 'TRK-1', statut: 'expedie', ids: '1,2,3', is_active: false, page_min: 0 });
    expect(toDrfQuery({ filter: { q: 'Diallo' } }, { searchParam: 'recherche' })).toEqual({ recherche: 'Diallo' });
  });

  it('renames filters on the way out', () => {
    expect(toDrfQuery({ filter: { site: 2 } }, { filterNames: { site: 'site_operation' } })).toEqual({ site_operation: 2 });
  });

  it('combines everything in one query', () => {
    expect(
      toDrfQuery({ pagination: { page: 1, perPage: 10 }, sort: { field: 'date_joined', order: 'DESC' }, filter: { q: 'ba', is_active: true } }),
    ).toEqual({ page: 1, page_size: 10, ordering: '-date_joined', search: 'ba', is_active: true });
  });
});
