import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newDataDir, removeDataDir, signIn, startServer, type ServerProcess } from './serverProcess';

/**
 * Issue #31 over real HTTP: `npm run server` refuses what the rules of src/domain/permissions.ts
 * refuse, with 403 and a French `detail`, and writes nothing when it does.
 */
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer(4827, newDataDir(), ['--reset', '--test-hooks']);
});
afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});
beforeEach(async () => {
  expect((await fetch(`${server.url}/__demo/reset`, { method: 'POST' })).status).toBe(204);
});

async function call(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const answer = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, json: (await answer.json().catch(() => ({}))) as Record<string, unknown> };
}

describe('who may grant what', () => {
  const ADMIN_ID = 1;
  const MANAGER_ID = 2;
  const ADMIN_ROLE = 1;

  it("refuses each of the manager's four escalations with 403 and the reason, and the administrator's account is unchanged", async () => {
    const manager = await signIn(server.url, 'manager');
    const ownRole = await call(manager, 'PUT', `/api/accounts/employe-management/${MANAGER_ID}/update/`, { role_id: ADMIN_ROLE });
    expect(ownRole).toEqual({ status: 403, json: { detail: 'Vous ne pouvez pas changer votre propre rôle.' } });

    const adminPassword = await call(manager, 'PUT', `/api/accounts/employe-management/${ADMIN_ID}/update/`, { password: 'pris-par-le-manager' });
    expect(adminPassword).toEqual({ status: 403, json: { detail: "Seuls les administrateurs peuvent gérer le compte d'un administrateur ou d'un manager." } });

    const newAdmin = await call(manager, 'POST', '/api/accounts/employe-management/create/', {
      username: 'second.admin',
      email: 'second.admin@exemple.example',
      first_name: 'Second',
      last_name: 'Admin',
      phone: '',
      password: 'secret12',
      role_id: ADMIN_ROLE,
      site_operation_id: null,
      operating_country: 1,
      destination_country: 2,
    });
    expect(newAdmin).toEqual({ status: 403, json: { detail: 'Seuls les administrateurs peuvent attribuer ou retirer les rôles Administrateur et Manager.' } });

    const deactivate = await call(manager, 'DELETE', `/api/accounts/employe-management/${ADMIN_ID}/delete/`);
    expect(deactivate).toEqual({ status: 403, json: { detail: "Seuls les administrateurs peuvent gérer le compte d'un administrateur ou d'un manager." } });

    // Nothing was written: the administrator still signs in with their password, no account was made.
    await signIn(server.url, 'admin');
    const refused = await fetch(`${server.url}/api/accounts/auth/token/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'second.admin', password: 'secret12' }),
    });
    expect(refused.status).toBe(400);
  });

  it('a manager still manages an agent: a new password, then a deactivation', async () => {
    const manager = await signIn(server.url, 'manager');
    expect((await call(manager, 'PUT', '/api/accounts/employe-management/9/update/', { password: 'nouveau-mdp' })).status).toBe(200);
    await signIn(server.url, 'm.roy', 'nouveau-mdp');
    expect((await call(manager, 'DELETE', '/api/accounts/employe-management/9/delete/')).status).toBe(200);
  });

  it('nobody deactivates themselves or changes their own role, administrators included', async () => {
    const admin = await signIn(server.url, 'admin');
    const self = await call(admin, 'DELETE', `/api/accounts/employe-management/${ADMIN_ID}/delete/`);
    expect(self).toEqual({ status: 403, json: { detail: 'Vous ne pouvez pas désactiver votre propre compte.' } });
    const sahel = await signIn(server.url, 'sahel.admin');
    const demote = await call(sahel, 'PUT', '/api/accounts/employe-management/11/update/', { role_id: 2 });
    expect(demote).toEqual({ status: 403, json: { detail: 'Vous ne pouvez pas changer votre propre rôle.' } });
  });
});
