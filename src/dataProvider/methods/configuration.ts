import { endpoints } from '../endpoints';
import { api } from '../httpClient';
import { userSchema } from '../contract/accounts';
import {
  categorieSchema,
  categoriesListSchema,
  employeeRoutesResponseSchema,
  employeeStatsSchema,
  messageSchema,
  rateUpdateResponseSchema,
  rolesResponseSchema,
  sitesResponseSchema,
} from '../contract/configuration';
import {
  profileStatsSchema,
  profileUpdateResponseSchema,
  twoFactorCodesSchema,
  twoFactorConfirmSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  twoFactorToggleSchema,
} from '../contract/profile';
import type { PasswordValues, ProfileValues } from '../../domain/profileForm';

/** Named configuration and profile calls (spec 000 section 7); each parses its payload with its contract. */
export const configurationMethods = {
  updateExchangeRate: (routeId: number, tauxEchange: number) =>
    api.patch(endpoints.routes.updateRate(routeId), { taux_echange: tauxEchange }, { schema: rateUpdateResponseSchema }),

  reactivateCategory: (categoryId: number) => api.post(endpoints.categories.reactivate(categoryId), {}, { schema: categorieSchema }),
  initDefaultCategories: () => api.post(endpoints.categories.initDefaults, {}, { schema: categoriesListSchema }),

  getEmployeeStats: () => api.get(endpoints.employees.stats, { schema: employeeStatsSchema }),
  getAvailableRoles: () => api.get(endpoints.employees.roles, { schema: rolesResponseSchema }),
  getAvailableSites: () => api.get(endpoints.employees.sites, { schema: sitesResponseSchema }),
  getEmployeeRoutes: async () => (await api.get(endpoints.routes.forEmployeeManagement, { schema: employeeRoutesResponseSchema })).results,

  getProfile: () => api.get(endpoints.profile.me, { schema: userSchema }),
  updateProfile: (values: ProfileValues) => api.put(endpoints.profile.me, values, { schema: profileUpdateResponseSchema }),
  changeProfilePassword: (values: PasswordValues) => api.post(endpoints.profile.changePassword, values, { schema: messageSchema }),
  getProfileStats: () => api.get(endpoints.profile.stats, { schema: profileStatsSchema }),
  getTwoFactorStatus: () => api.get(endpoints.profile.twoFactorStatus, { schema: twoFactorStatusSchema }),
  toggleTwoFactor: (enable: boolean) => api.post(endpoints.profile.twoFactorToggle, { enable }, { schema: twoFactorToggleSchema }),
  setupTwoFactor: () => api.post(endpoints.profile.twoFactorSetup, undefined, { schema: twoFactorSetupSchema }),
  confirmTwoFactor: (deviceId: string, token: string) =>
    api.post(endpoints.profile.twoFactorConfirm, { device_id: deviceId, token }, { schema: twoFactorConfirmSchema }),
  disableTwoFactor: (password: string) => api.post(endpoints.profile.twoFactorDisable, { password }, { schema: messageSchema }),
  regenerateBackupCodes: (password: string) => api.post(endpoints.profile.twoFactorRegenerate, { password }, { schema: twoFactorCodesSchema }),
};
