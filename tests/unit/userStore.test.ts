import { describe, expect, it, vi } from 'vitest';
import { createUserStore } from '../../src/components/list/userStore';
import { tokenStore } from '../../src/dataProvider/tokenStore';
import { signIn } from '../components/render';

describe('the per-user store (react-admin store of the app)', { timeout: 20_000 }, () => {
  it('keeps each user’s values apart, across store instances (sessions)', async () => {
    await signIn('comptable');
    createUserStore().setItem('comptabilite.colonnes', { statut: true });
    await signIn('admin');
    expect(createUserStore().getItem('comptabilite.colonnes', {})).toEqual({});
    createUserStore().setItem('comptabilite.colonnes', { agent: false });
    await signIn('comptable');
    expect(createUserStore().getItem('comptabilite.colonnes')).toEqual({ statut: true });
  });

  it('forgets list positions and selections at logout but keeps saved views, columns, page sizes and views', async () => {
    await signIn('comptable');
    const store = createUserStore();
    const kept = {
      'comptabilite.savedQueries': [{ label: 'Espèces', value: { filter: { methode: 'especes' }, sort: { field: 'id', order: 'ASC' }, perPage: 20, displayedFilters: {} } }],
      'comptabilite.colonnes': { statut: true },
      'comptabilite.parPage': 50,
      'paiements.periode': '7d',
      'categories.vue': 'list',
      'quickFind.recent': [{ kind: 'colis', key: '1' }],
    };
    for (const [key, value] of Object.entries(kept)) store.setItem(key, value);
    store.setItem('comptabilite.listParams', { filter: { q: 'Diallo' }, page: 2 });
    store.setItem('bordereaux.selectedIds', [1, 2]);
    const listener = vi.fn();
    store.subscribe('comptabilite.listParams', listener);

    tokenStore.clear();
    store.reset();

    expect(listener).toHaveBeenCalledWith(undefined);
    await signIn('comptable');
    const next = createUserStore();
    for (const [key, value] of Object.entries(kept)) expect(next.getItem(key)).toEqual(value);
    expect(next.getItem('comptabilite.listParams')).toBeUndefined();
    expect(next.getItem('bordereaux.selectedIds')).toBeUndefined();
  });

  it('tells its subscribers, removes by prefix, and never throws when storage is blocked', async () => {
    await signIn('comptable');
    const store = createUserStore();
    const listener = vi.fn();
    store.subscribe('frais.colonnes', listener);
    store.setItem('frais.colonnes', { description: true });
    expect(listener).toHaveBeenLastCalledWith({ description: true });
    store.setItem('frais.listParams', { page: 3 });
    store.removeItems('frais.');
    expect(store.getItem('frais.colonnes')).toBeUndefined();
    expect(listener).toHaveBeenLastCalledWith(undefined);

    const blocked = createUserStore(() => {
      throw new Error('SecurityError');
    });
    expect(() => blocked.setItem('frais.colonnes', { description: true })).not.toThrow();
    expect(blocked.getItem('frais.colonnes', { description: false })).toEqual({ description: false });
    expect(() => blocked.reset()).not.toThrow();
  });
});
