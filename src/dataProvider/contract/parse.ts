import type { z } from 'zod';

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

/** A zod schema, full or mini (the public tracking page's contract uses zod's mini build). */
type Schema = z.core.$ZodType & { safeParse(payload: unknown): { success: true; data: unknown } | { success: false; error: z.core.$ZodError } };

export function parsePayload<S extends Schema>(schema: S, payload: unknown, endpoint: string): z.output<S> {
  const result = schema.safeParse(payload);
  if (result.success) return result.data as z.output<S>;
  const issue = result.error.issues[0];
  const field = issue.path.length > 0 ? issue.path.join('.') : '(racine)';
  const error = new ContractError(endpoint, field, issue.message);
  console.error(`Contrat non respecté par ${endpoint} : champ « ${field} » (${issue.message})`, result.error.issues);
  throw error;
}
