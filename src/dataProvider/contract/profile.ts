import * as z from 'zod/mini';
import { transform } from './common';
import { userSchema } from './accounts';

/** The profile answers the user record; the update wraps it with a message. */
export const profileUpdateResponseSchema = z.union([
  z.looseObject({ message: z.optional(z.string()), user: userSchema }),
  transform(userSchema, (user) => ({ message: undefined, user })),
]);

const count = z.optional(z.nullable(z.number()));

export const profileStatsSchema = z.looseObject({
  date_inscription: z.optional(z.nullable(z.string())),
  derniere_connexion: z.optional(z.nullable(z.string())),
  total_colis: count,
  colis_en_cours: count,
  colis_livres: count,
  bordereaux_crees: count,
  colis_expedies: count,
  bordereaux_recus: count,
  colis_recus: count,
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

export const twoFactorStatusSchema = z.looseObject({
  enabled: z.boolean(),
  message: z.optional(z.string()),
  backup_tokens_count: z.optional(z.number()),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.looseObject({
  qr_code: z.string(),
  manual_entry_key: z.string(),
  device_id: transform(z.union([z.string(), z.number()]), String),
  instructions: z.optional(z.looseObject({ step1: z.string(), step2: z.string(), step3: z.string() })),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorConfirmSchema = z.looseObject({ message: z.optional(z.string()), backup_tokens: z.array(z.string()) });

export const twoFactorCodesSchema = z.looseObject({ message: z.optional(z.string()), backup_tokens: z.array(z.string()) });

export const twoFactorToggleSchema = z.looseObject({ message: z.string(), enable_2fa: z.boolean() });
