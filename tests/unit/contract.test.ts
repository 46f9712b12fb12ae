import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { server } from '../../src/demo/node';
import { endpoints } from '../../src/dataProvider/endpoints';
import { api } from '../../src/dataProvider/httpClient';
import { ContractError, parsePayload } from '../../src/dataProvider/contract/parse';
import { contextMeSchema, currencyContextSchema, tokenResponseSchema } from '../../src/dataProvider/contract/accounts';
import { decimal, paginated } from '../../src/dataProvider/contract/common';
import { accountsMethods } from '../../src/dataProvider/methods/accounts';
import { errorMessage } from '../../src/dataProvider/errors';
import { signIn } from '../components/render';

/** The technical detail goes to the console: each test that breaks the contract checks it there. */
function watchConsole() {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('zod contract of the server payloads', () => {
  it('a payload that does not fit: the field in French for the user, the endpoint and zod detail in the console', () => {
    const consoleError = watchConsole();
    const call = () => parsePayload(tokenResponseSchema, { access: 'a', refresh: 'r', user: { id: 1, email: 'x@y.z', first_name: 'A', last_name: 'B' } }, 'POST /api/accounts/auth/token/');
    expect(call).toThrow(ContractError);
    try {
      call();
    } catch (error) {
      const contract = error as ContractError;
      expect(contract.endpoint).toBe('POST /api/accounts/auth/token/');
      expect(contract.field).toBe('user.username');
      expect(contract.message).toBe('Réponse inattendue du serveur : champ « user.username »');
      expect(errorMessage(contract, 'Erreur de connexion')).toBe('Réponse inattendue du serveur : champ « user.username »');
    }
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/^Contrat non respecté par POST \/api\/accounts\/auth\/token\/ : champ « user\.username » \(Invalid input/), expect.any(Array));
  });

  it('names the root when the whole payload is wrong', () => {
    const consoleError = watchConsole();
    expect(() => parsePayload(contextMeSchema, 'oops', 'GET /x/')).toThrow('Réponse inattendue du serveur : champ « (racine) »');
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('a real call with a misfit payload fails with the endpoint and the field, never half-valid', async () => {
    await signIn('agent.ca');
    const consoleError = watchConsole();
    server.use(http.get(endpoints.context.currency, () => HttpResponse.json({ base_currency_code: 'CAD', destination_currency_code: 'GNF', exchange_rate: 'beaucoup' })));
    const error = await accountsMethods.getCurrencyContext().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).endpoint).toBe('GET /api/accounts/currency-context/');
    expect((error as ContractError).field).toBe('exchange_rate');
    expect((error as ContractError).message).not.toMatch(/[Ii]nvalid|expected/);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('GET /api/accounts/currency-context/'), expect.any(Array));
  });

  it('Django decimals arrive as strings and become numbers', () => {
    expect(decimal.parse('6250.000000')).toBe(6250);
    expect(decimal.parse(12.5)).toBe(12.5);
    expect(decimal.safeParse('12,5').success).toBe(false);
    expect(currencyContextSchema.parse({ base_currency_code: 'CAD', destination_currency_code: 'GNF', exchange_rate: '6250' }).exchange_rate).toBe(6250);
  });

  it('a DRF page and a bare list both read as {count, results}', () => {
    const page = paginated(z.looseObject({ id: z.number() }));
    expect(page.parse({ count: 42, next: null, previous: null, results: [{ id: 1 }] })).toMatchObject({ count: 42, results: [{ id: 1 }] });
    expect(page.parse([{ id: 1 }, { id: 2 }])).toEqual({ count: 2, results: [{ id: 1 }, { id: 2 }] });
  });

  it('the demo backend fits the contract of every accounts call of the session', async () => {
    const tokens = await api.post(endpoints.auth.token, { login: 'manager', password: 'demo1234' }, { schema: tokenResponseSchema });
    expect(tokens.user.role_personnalise_info?.type_role).toBe('manager');
    await signIn('agent.ca');
    const context = await accountsMethods.getContextMe();
    expect(context.operating_country?.code_iso2).toBe('CA');
    expect(context.destination_country?.code_iso2).toBe('GN');
    const currency = await accountsMethods.getCurrencyContext();
    expect(currency).toMatchObject({ base_currency_code: 'CAD', destination_currency_code: 'GNF', exchange_rate: 6250 });
  });
});
