import { endpoints } from '../endpoints';
import { api } from '../httpClient';
import {
  demoAuthorizationAnswerSchema,
  demoAuthorizationSchema,
  enterprisesStatusSchema,
  initiateResponseSchema,
  oauthActionResponseSchema,
  oauthStatusSchema,
} from '../contract/oauth';

type EnterpriseId = number | string;

/** Named oauth calls that are not CRUD; each parses its payload with its contract schema. */
export const oauthMethods = {
  getOAuthEnterprises: () => api.get(endpoints.oauth.enterprisesStatus, { schema: enterprisesStatusSchema }),
  getOAuthStatus: (enterpriseId: EnterpriseId) => api.get(endpoints.oauth.status(enterpriseId), { schema: oauthStatusSchema }),
  initiateOAuth: (enterpriseId: EnterpriseId) => api.post(endpoints.oauth.initiate(enterpriseId), {}, { schema: initiateResponseSchema }),
  disconnectOAuth: (enterpriseId: EnterpriseId) => api.post(endpoints.oauth.disconnect(enterpriseId), {}, { schema: oauthActionResponseSchema }),
  refreshOAuth: (enterpriseId: EnterpriseId) => api.post(endpoints.oauth.refresh(enterpriseId), {}, { schema: oauthActionResponseSchema }),
  cleanupOAuthSessions: () => api.post(endpoints.oauth.cleanupSessions, {}, { schema: oauthActionResponseSchema }),
  /** Demo backend only: the consent request behind a `state`, and the user's answer to it. */
  getDemoAuthorization: (state: string) => api.get(endpoints.oauth.demoAuthorize, { params: { state }, schema: demoAuthorizationSchema }),
  answerDemoAuthorization: (state: string, approve: boolean) =>
    api.post(endpoints.oauth.demoAuthorize, { state, approve }, { schema: demoAuthorizationAnswerSchema }),
};
