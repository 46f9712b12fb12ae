import type { z } from 'zod';

/** A server payload that does not fit the contract: names the endpoint and the field. */
export class ContractError extends Error {
  constructor(
    public readonly endpoint: string,
    public readonly field: string,
    detail: string,
  ) {
    super(`Réponse inattendue de ${endpoint} : champ « ${field} » ${detail}`);
    this.name = 'ContractError';
  }
}

export function parsePayload<S extends z.ZodType>(schema: S, payload: unknown, endpoint: string): z.output<S> {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.length > 0 ? issue.path.join('.') : '(racine)';
  throw new ContractError(endpoint, field, `invalide (${issue.message})`);
}
