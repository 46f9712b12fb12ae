import { describe, expect, it } from 'vitest';
import { freshServer, signIn } from './serverProcess';

/**
 * The sign-in write over real HTTP (`npm run server`): spec 000 section 5's rules, which the sign-in
 * form validates with (`loginWrite`), are the server's too, in the same words, and such a refusal
 * counts no failed attempt.
 */
const server = freshServer(4918);

const attempt = (body: Record<string, unknown>) =>
  fetch(`${server.url}/api/accounts/auth/token/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('POST /api/accounts/auth/token/', () => {
  it("refuses what section 5 refuses, at its fields, with the spec's messages", async () => {
    const missing = await attempt({});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ login: ["L'email ou nom d'utilisateur est requis"], password: ['Le mot de passe est requis'] });

    const short = await attempt({ login: ' ab ', password: '12345', otp_token: '1234' });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({
      login: ["L'identifiant doit contenir au moins 3 caractères"],
      password: ['Le mot de passe doit contenir au moins 6 caractères'],
      otp_token: ['Le code doit contenir au moins 6 caractères'],
    });
  });

  it('counts no failed attempt for such a refusal: six of them leave the account free', async () => {
    for (let n = 0; n < 6; n += 1) expect((await attempt({ login: 'agent.ca', password: '12345' })).status).toBe(400);
    await expect(signIn(server.url, 'agent.ca')).resolves.toEqual(expect.any(String));
  });
});
