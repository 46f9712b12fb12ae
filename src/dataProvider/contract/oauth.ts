import { z } from 'zod';

/** Payment-provider (Square) connection payloads of spec 000 sections 3 and 7. */

/** connected, pending, expired, disconnected, error; any other value is shown as unknown. */
export const oauthStatusSchema = z.looseObject({
  status: z.string(),
  message: z.string().nullish(),
  merchant_name: z.string().nullish(),
  merchant_id: z.string().nullish(),
  connection_date: z.string().nullish(),
});
export type OAuthStatus = z.output<typeof oauthStatusSchema>;

export const oauthEnterpriseSchema = z.looseObject({
  id: z.number(),
  nom: z.string(),
  oauth_status: z.string(),
});
export type OAuthEnterprise = z.output<typeof oauthEnterpriseSchema>;

export const enterprisesStatusSchema = z.looseObject({
  environment: z.string(),
  total: z.number(),
  enterprises: z.array(oauthEnterpriseSchema),
});
export type EnterprisesStatus = z.output<typeof enterprisesStatusSchema>;

export const initiateResponseSchema = z.looseObject({
  success: z.boolean(),
  authorization_url: z.string().nullish(),
  message: z.string().nullish(),
});

/** Disconnect, refresh and cleanup answer a message (and a success flag). */
export const oauthActionResponseSchema = z.looseObject({
  success: z.boolean().optional(),
  message: z.string().nullish(),
});

/** The demo authorisation page (standing in for the provider's consent screen). */
export const demoAuthorizationSchema = z.looseObject({
  enterprise: z.looseObject({ id: z.number(), nom: z.string() }),
  environment: z.string(),
  scopes: z.array(z.string()),
});
export type DemoAuthorization = z.output<typeof demoAuthorizationSchema>;

export const demoAuthorizationAnswerSchema = z.looseObject({
  approved: z.boolean(),
  code: z.string().nullish(),
  state: z.string(),
});
