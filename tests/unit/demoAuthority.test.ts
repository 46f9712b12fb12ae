import { describe, expect, it } from 'vitest';
import { dispatch } from '../../src/demo/dispatcher';
import { getDb } from '../../src/demo/db/store';
import type { DemoUser } from '../../src/demo/db/types';
import { issueAccess } from '../../src/demo/tokens';
import { endpoints } from '../../src/dataProvider/endpoints';

/**
 * Issue #31 in-process, where a case needs an account the seed does not have (a platform
 * superuser) or a store the HTTP tests cannot set up; tests/server/authority.test.ts walks the rest
 * over real HTTP.
 */
const ORIGIN = 'http://demo.local';

function user(login: string): DemoUser {
  const found = getDb().users.find((u) => u.username === login);
  if (!found) throw new Error(`compte inconnu : ${login}`);
  return found;
}

/** A platform superuser: no company role, every company. */
function platformSuperuser(): DemoUser {
  const base = user('admin');
  const superuser: DemoUser = { ...base, id: 90, username: 'plateforme', email: 'plateforme@exemple.example', role_id: null, is_superuser: true };
  getDb().users.push(superuser);
  return superuser;
}

async function call(as: DemoUser, method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers: Record<string, string> = { Authorization: `Bearer ${await issueAccess(as.id)}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const answer = await dispatch(new Request(`${ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  return { status: answer.status, json: (await answer.json().catch(() => ({}))) as Record<string, unknown> };
}

describe("the company's last active administrator", () => {
  it('can be neither demoted nor deactivated, even by a platform superuser; with a second administrator, both can', async () => {
    const superuser = platformSuperuser();
    const admin = user('admin');
    expect((await call(superuser, 'DELETE', endpoints.employees.remove(user('securise').id))).status).toBe(200);

    const demote = await call(superuser, 'PUT', endpoints.employees.update(admin.id), { role_id: 2 });
    expect(demote).toEqual({ status: 403, json: { detail: "Le dernier administrateur actif de l'entreprise ne peut être ni rétrogradé ni désactivé." } });
    const deactivate = await call(superuser, 'DELETE', endpoints.employees.remove(admin.id));
    expect(deactivate).toEqual({ status: 403, json: { detail: "Le dernier administrateur actif de l'entreprise ne peut être ni rétrogradé ni désactivé." } });
    expect(admin).toMatchObject({ role_id: 1, is_active: true });

    const stats = await call(admin, 'GET', endpoints.employees.stats);
    expect(stats.json.administrateurs_actifs).toBe(1);
    // Another administrator named: the first may now step down.
    expect((await call(admin, 'PUT', endpoints.employees.update(user('manager').id), { role_id: 1 })).status).toBe(200);
    expect((await call(superuser, 'PUT', endpoints.employees.update(admin.id), { role_id: 2 })).status).toBe(200);
  });
});

describe('access requests reach their company, or the platform', () => {
  it("a request from the public /register reaches the platform's superusers only; a company administrator reads their company's", async () => {
    const superuser = platformSuperuser();
    const sent = await dispatch(
      new Request(`${ORIGIN}${endpoints.accessRequests.list}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ prenom: 'Aïcha', nom: 'Barry', email: 'aicha.barry@exemple.example', telephone: '+224 620 00 00 01', role_demande: 'agent_guinee', pays_operation: 'guinee', mot_de_passe: 'motdepasse1', mot_de_passe_confirm: 'motdepasse1' }),
      }),
    );
    expect(sent.status).toBe(201);
    const emails = async (as: DemoUser) => ((await call(as, 'GET', endpoints.accessRequests.list)).json as unknown as { email: string }[]).map((d) => d.email);
    expect(await emails(superuser)).toEqual(['moussa.kouyate@exemple.example', 'aicha.barry@exemple.example']);
    expect(await emails(user('admin'))).toEqual(['moussa.kouyate@exemple.example']);
    expect(await emails(user('sahel.admin'))).toEqual([]);
  });
});
