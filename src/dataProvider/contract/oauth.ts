import * as z from 'zod/mini';

/** Payment-provider (Square) connection payloads of spec 000 sections 3 and 7. */

/** connected, pending, expired, disconnected, error; any other value is shown as unknown. */
export const oauthStatusSchema = z.looseObject({
  status: z.string(),
  message: z.nullish(z.string()),
  merchant_name: z.nullish(z.string()),
  merchant_id: z.nullish(z.string()),
  connection_date: z.nullish(z.string()),
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
  authorization_url: z.nullish(z.string()),
  message: z.nullish(z.string()),
});

/** Disconnect, refresh and cleanup answer a message (and a success flag). */
export const oauthActionResponseSchema = z.looseObject({
  success: z.optional(z.boolean()),
  message: z.nullish(z.string()),
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
  code: z.nullish(z.string()),
  state: z.string(),
});
