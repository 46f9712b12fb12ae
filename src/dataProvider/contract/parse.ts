import type * as z from 'zod/mini';

/**
 * A server payload that does not fit the contract. The user reads which field, in French; the
 * endpoint and zod's own (English) explanation go to the console for whoever investigates.
 */
export class ContractError extends Error {
  constructor(
    public readonly endpoint: string,
    public readonly field: string,
    public readonly detail: string,
  ) {
    super(`Réponse inattendue du serveur : champ « ${field} »`);
    this.name = 'ContractError';
  }
}

export function parsePayload<S extends z.ZodMiniType>(schema: S, payload: unknown, endpoint: string): z.output<S> {
  const result = schema.safeParse(payload);
  if (result.success) return result.data as z.output<S>;
  const issue = result.error.issues[0];
  const field = issue.path.length > 0 ? issue.path.join('.') : '(racine)';
  const error = new ContractError(endpoint, field, issue.message);
  console.error(`Contrat non respecté par ${endpoint} : champ « ${field} » (${issue.message})`, result.error.issues);
  throw error;
}
