import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { dataProvider } from '../../src/dataProvider/dataProvider';
import { errorBody } from '../../src/dataProvider/errors';
import { getDb } from '../../src/demo/db/store';
import { totp } from '../../src/demo/totp';
import { signIn } from './render';

async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return 200;
  } catch (error) {
    return error instanceof HttpError ? error.status : undefined;
  }
}

describe('configuration demo backend (the contract the screens rely on)', () => {
  it('updates the rate of an own route and refuses a route of another enterprise with 403', async () => {
    await signIn('admin');
    const response = await dataProvider.updateExchangeRate(1, 6400);
    expect(response.message).toBe('Taux de change mis à jour avec succès');
    expect(getDb().routes.find((r) => r.id === 1)?.taux_echange).toBe(6400);
    expect((await dataProvider.getCurrencyContext()).exchange_rate).toBe(6400);
    expect(await statusOf(dataProvider.updateExchangeRate(3, 700))).toBe(403);
    expect(await statusOf(dataProvider.updateExchangeRate(99, 700))).toBe(404);
    expect(await statusOf(dataProvider.updateExchangeRate(1, -2))).toBe(400);
  });

  it('counts free places against the headcount limit and refuses an employee beyond it', async () => {
    await signIn('admin');
    expect(await dataProvider.getEmployeeStats()).toEqual({ total_employes: 9, employes_actifs: 8, places_libres: 4, limite_employes: 12, administrateurs_actifs: 2 });
    for (let n = 1; n <= 4; n += 1) {
      await dataProvider
      .create('employes', { data: { username: `nouveau${n}`, email: `nouveau${n}@exemple.example`, first_name: 'N', last_name: `${n}`, phone: '', password: 'secret1', role_id: 3, site_operation_id: null, operating_country: 1, destination_country: 2 } });
    }
    expect((await dataProvider.getEmployeeStats()).places_libres).toBe(0);
    const error = await dataProvider
      .create('employes', { data: { username: 'nouveau5', email: 'nouveau5@exemple.example', first_name: 'N', last_name: '5', phone: '', password: 'secret1', role_id: 3, site_operation_id: null, operating_country: 1, destination_country: 2 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toMatch(/Limite d'employés atteinte/);
  });

  it("offers a company its own custom roles only: Sahel Express neither sees nor assigns TransAtlantique's", async () => {
    await signIn('admin');
    expect((await dataProvider.getAvailableRoles()).map((r) => r.nom)).toContain('Agent comptoir Conakry');
    await signIn('sahel.admin');
    const roles = (await dataProvider.getAvailableRoles()).map((r) => r.nom);
    expect(roles).toEqual(expect.arrayContaining(['Administrateur', 'Manager', 'Agent logistique', 'Comptable']));
    expect(roles).not.toContain('Agent comptoir Conakry');
    const custom = getDb().roles.find((r) => r.nom === 'Agent comptoir Conakry')!;
    const refused = await dataProvider
      .create('employes', { data: { username: 'sahel.agent', email: 'sahel.agent@exemple.example', first_name: 'S', last_name: 'A', phone: '', password: 'secret1', role_id: custom.id, site_operation_id: null, operating_country: 1, destination_country: 2 } })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(400);
    expect(errorBody(refused)?.errors.role_id).toBe('Veuillez sélectionner un rôle');
    expect(getDb().users.some((u) => u.username === 'sahel.agent')).toBe(false);
  });

  it('switches two-factor on with a real TOTP and issues single-use backup codes', async () => {
    await signIn('agent.ca');
    const setup = await dataProvider.setupTwoFactor();
    expect(setup.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(await statusOf(dataProvider.confirmTwoFactor(setup.device_id, '000000'))).toBe(400);
    const confirmed = await dataProvider.confirmTwoFactor(setup.device_id, await totp(setup.manual_entry_key));
    expect(confirmed.backup_tokens).toHaveLength(10);
    expect(await dataProvider.getTwoFactorStatus()).toMatchObject({ enabled: true, backup_tokens_count: 10 });
    expect(await statusOf(dataProvider.disableTwoFactor('mauvais'))).toBe(400);
    await dataProvider.disableTwoFactor('demo1234');
    expect((await dataProvider.getTwoFactorStatus()).enabled).toBe(false);
  });
});
