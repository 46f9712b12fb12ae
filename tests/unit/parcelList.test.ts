import { describe, expect, it } from 'vitest';
import { emptyListHint, hasActiveFilters, pageCount, pageLabel, parcelListQuery, STATUS_FILTER_CHOICES, PAGE_SIZES, FILTER_DEBOUNCE_MS } from '../../src/domain/parcelList';

describe('parcel list query mapping', () => {
  it('maps page, page size, ordering and the three filters to the server names', () => {
    expect(
      parcelListQuery({
        pagination: { page: 3, perPage: 20 },
        sort: { field: 'poids', order: 'ASC' },
        filter: { statut: 'expedie', q: ' CG0001 ', destinataire: 'Diallo' },
      }),
    ).toEqual({ page: 3, page_size: 20, ordering: 'poids', statut: 'expedie', search: 'CG0001', destinataire: 'Diallo' });
  });

  it('sorts descending with a minus sign, on date, status or weight', () => {
    expect(parcelListQuery({ sort: { field: 'created_at', order: 'DESC' } }).ordering).toBe('-created_at');
    expect(parcelListQuery({ sort: { field: 'statut', order: 'ASC' } }).ordering).toBe('statut');
    expect(parcelListQuery({ sort: { field: 'statut', order: 'DESC' } }).ordering).toBe('-statut');
  });

  it('falls back to the newest first, 10 per page, page 1', () => {
    expect(parcelListQuery({})).toEqual({ page: 1, page_size: 10, ordering: '-created_at' });
    expect(parcelListQuery({ sort: { field: 'id', order: 'ASC' } }).ordering).toBe('-created_at');
    expect(parcelListQuery({ pagination: { page: 0, perPage: 37 } })).toMatchObject({ page: 1, page_size: 10 });
  });

  it('drops empty and blank filters and passes other filters through', () => {
    expect(parcelListQuery({ filter: { statut: '', q: '   ', destinataire: undefined, bordereau: 4 } })).toEqual({
      page: 1,
      page_size: 10,
      ordering: '-created_at',
      bordereau: 4,
    });
  });

  it('keeps the spec constants: 10/20/50 per page, 500 ms debounce, status labels', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 50]);
    expect(FILTER_DEBOUNCE_MS).toBe(500);
    expect(STATUS_FILTER_CHOICES.map((c) => c.name)).toEqual(['Tous les statuts', 'En attente', 'En transit', 'Arrivé', 'Livré']);
  });
});

describe('pager and empty states', () => {
  it("reads 'Page X sur Y'", () => {
    expect(pageLabel(1, 160, 10)).toBe('Page 1 sur 16');
    expect(pageLabel(2, 161, 20)).toBe('Page 2 sur 9');
    expect(pageLabel(1, 0, 10)).toBe('Page 1 sur 1');
    expect(pageCount(50, 50)).toBe(1);
  });

  it('hints at the filters only when some are active', () => {
    expect(hasActiveFilters({ statut: '', q: ' ' })).toBe(false);
    expect(hasActiveFilters({ destinataire: 'Bah' })).toBe(true);
    expect(emptyListHint(true)).toBe('Aucun colis ne correspond aux filtres sélectionnés');
    expect(emptyListHint(false)).toBe('Commencez par créer votre premier colis');
  });
});
