import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { authProvider } from '../../src/authProvider/authProvider';
import { askedPageOf } from '../../src/authProvider/askedPage';
import { tokenStore } from '../../src/dataProvider/tokenStore';
import { isKeptAtLogout } from '../../src/authProvider/personalData';
import { readDraft, writeDraft } from '../../src/resources/colis/wizard/draft';
import { emptyWizardValues } from '../../src/domain/wizardValidation';
import { recentItemsKey } from '../../src/components/quick-find/recentItems';
import { signIn } from '../components/render';

describe('authProvider.checkError: only the HTTP client ends a session', () => {
  it.each([401, 403, 400, 500, 0])('never asks react-admin to log out, signed out or not (status %i)', async (status) => {
    const error = new HttpError('refus', status, {});
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
    await signIn('agent.ca');
    const session = tokenStore.get();
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
    expect(tokenStore.get()).toEqual(session);
  });
});

describe('logout removes every personal datum the app stored, and keeps the preferences', () => {
  it('session, drafts and unknown app keys go from both storages; column choices, theme, prefs and the demo store stay', async () => {
    await signIn('agent.ca');
    const user = tokenStore.getUser();
    if (!user) throw new Error('session attendue');
    const draft = emptyWizardValues();
    draft.expediteur.nom = 'Gagnon';
    draft.expediteur.telephone = '+1 514 555 0101';
    writeDraft(user.id, 1, draft);
    writeDraft(99, 2, draft);
    const kept = {
      // Column choices, in the lists' per-user store.
      [`colis.preferences.${user.id}.comptabilite.colonnes`]: '{"statut":true}',
      [`colis.preferences.${user.id}.frais.colonnes`]: '{"description":true}',
      [`colis.preferences.${user.id}.employes.colonnes`]: '{"email":false}',
      'colis.suivi.theme': 'dark',
      [recentItemsKey(user.id)]: '[{"kind":"colis","code":"TRK1"}]',
      [`colis.preferences.${user.id}.vues.colis`]: '[]',
      'colis.demo.accessTtl': '5',
      'autre.application': 'x',
    };
    for (const [key, value] of Object.entries(kept)) window.localStorage.setItem(key, value);
    window.localStorage.setItem('colis.nouvelle-cle', 'donnée personnelle');
    window.sessionStorage.setItem('colis.session', JSON.stringify(tokenStore.get()));
    window.sessionStorage.setItem('colis.etape', '3');
    window.sessionStorage.setItem('colis.reception.12', '{"scanned":[1]}');

    await authProvider.logout({});

    expect(tokenStore.get()).toBeNull();
    expect(readDraft(user.id)).toBeNull();
    expect(readDraft(99)).toBeNull();
    expect(window.localStorage.getItem('colis.nouvelle-cle')).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
    for (const [key, value] of Object.entries(kept)) expect(window.localStorage.getItem(key)).toBe(value);
  });

  it('the keep rule: only named preferences and the demo store', () => {
    expect(isKeptAtLogout('colis.session')).toBe(false);
    expect(isKeptAtLogout('colis.wizard.draft.3')).toBe(false);
    expect(isKeptAtLogout('colis.caisse.colonnes')).toBe(true);
    expect(isKeptAtLogout('colis.preferences.3.quickFind.recent')).toBe(true);
    expect(isKeptAtLogout('colis.reception.12')).toBe(false);
    expect(isKeptAtLogout('colis.demo.db')).toBe(true);
    expect(isKeptAtLogout('RaStore.colis.listParams')).toBe(true);
  });
});

describe('after sign-in: the page asked for, when the role may open it', () => {
  const signInAs = (login: string, asked: { nextPathname?: string; nextSearch?: string } | null) => authProvider.login({ login, password: 'demo1234', remember: true, asked });

  it('returns the accountant to /caisse with its filters', async () => {
    expect(await signInAs('comptable', { nextPathname: '/caisse', nextSearch: '?filter=%7B%22methode%22%3A%22interac%22%7D' })).toEqual({ redirectTo: '/caisse?filter=%7B%22methode%22%3A%22interac%22%7D' });
  });

  it('returns an agent to the parcel they opened from a link, and to the new-parcel wizard', async () => {
    expect(await signInAs('agent.ca', { nextPathname: '/colis/12' })).toEqual({ redirectTo: '/colis/12' });
    expect(await signInAs('agent.ca', { nextPathname: '/colis/nouveau' })).toEqual({ redirectTo: '/colis/nouveau' });
    expect(await signInAs('agent.ca', { nextPathname: '/paiement/3' })).toEqual({ redirectTo: '/paiement/3' });
  });

  it('sends to the dashboard what the role may not open, instead of an access-denied screen', async () => {
    expect(await signInAs('agent.ca', { nextPathname: '/caisse' })).toEqual({ redirectTo: '/' });
    expect(await signInAs('comptable', { nextPathname: '/colis/nouveau' })).toEqual({ redirectTo: '/' });
    expect(await signInAs('client', { nextPathname: '/configuration/employes' })).toEqual({ redirectTo: '/' });
  });

  it("reads the page a signed-out visitor asked for, not the one react-admin's logout leaves behind", () => {
    expect(askedPageOf({ nextPathname: '/caisse', nextSearch: '', asked: true })).toEqual({ nextPathname: '/caisse', nextSearch: '', asked: true });
    expect(askedPageOf({ nextPathname: '/caisse', nextSearch: '' })).toBeNull();
    expect(askedPageOf(null)).toBeNull();
  });

  it('goes to the dashboard without a page asked for, or with one outside the app', async () => {
    expect(await signInAs('admin', null)).toEqual({ redirectTo: '/' });
    expect(await signInAs('admin', { nextPathname: '//evil.example/x' })).toEqual({ redirectTo: '/' });
    expect(await signInAs('admin', { nextPathname: '/login' })).toEqual({ redirectTo: '/' });
  });
});
