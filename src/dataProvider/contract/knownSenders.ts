import * as z from 'zod/mini';

/**
 * Returning senders (docs/contract.md): pairs of a sender and one of their recipients, as last
 * registered. Read by the wizard only, so loaded with its first search, not with the first screen.
 */
export const knownSendersSchema = z.looseObject({
  count: z.optional(z.number()),
  results: z.array(
    z.looseObject({
      expediteur: z.looseObject({
        prenom: z.string(),
        nom: z.string(),
        telephone: z.string(),
        email: z.optional(z.nullable(z.string())),
        adresse: z.optional(z.nullable(z.record(z.string(), z.string()))),
        pays: z.optional(z.nullable(z.string())),
      }),
      destinataire: z.looseObject({
        prenom: z.string(),
        nom: z.string(),
        telephone: z.string(),
        email: z.optional(z.nullable(z.string())),
        quartier: z.optional(z.nullable(z.string())),
      }),
      nombre_envois: z.number(),
      dernier_envoi: z.optional(z.nullable(z.string())),
    }),
  ),
});
export type KnownSenders = z.infer<typeof knownSendersSchema>;
export type KnownSender = KnownSenders['results'][number];
