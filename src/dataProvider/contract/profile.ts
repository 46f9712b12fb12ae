import { z } from 'zod';
import { userSchema } from './accounts';

/** The profile answers the user record; the update wraps it with a message. */
export const profileUpdateResponseSchema = z.union([
  z.looseObject({ message: z.string().optional(), user: userSchema }),
  userSchema.transform((user) => ({ message: undefined, user })),
]);

const count = z.number().nullable().optional();

export const profileStatsSchema = z.looseObject({
  date_inscription: z.string().nullable().optional(),
  derniere_connexion: z.string().nullable().optional(),
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
  message: z.string().optional(),
  backup_tokens_count: z.number().optional(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.looseObject({
  qr_code: z.string(),
  manual_entry_key: z.string(),
  device_id: z.union([z.string(), z.number()]).transform(String),
  instructions: z.looseObject({ step1: z.string(), step2: z.string(), step3: z.string() }).optional(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorConfirmSchema = z.looseObject({ message: z.string().optional(), backup_tokens: z.array(z.string()) });

export const twoFactorCodesSchema = z.looseObject({ message: z.string().optional(), backup_tokens: z.array(z.string()) });

export const twoFactorToggleSchema = z.looseObject({ message: z.string(), enable_2fa: z.boolean() });
