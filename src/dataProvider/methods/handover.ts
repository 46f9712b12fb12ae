import { api } from '../httpClient';
import { endpoints } from '../endpoints';
import { companySettingsSchema, manifestDuesSchema, pendingAgeingSchema } from '../contract/handover';
import type { CompanySettings } from '../../domain/handover';
import { userTimeZone } from '../../domain/format';

/** Issue #32's calls: a manifest's dues, the company's settings, the ageing of pending payments. */
export const handoverMethods = {
  getSoldesDusBordereau: (bordereauId: number | string) => api.get(endpoints.bordereaux.dues(bordereauId), { schema: manifestDuesSchema }),
  getParametresEntreprise: () => api.get(endpoints.entreprise.settings, { schema: companySettingsSchema }),
  updateParametresEntreprise: (settings: CompanySettings) => api.patch(endpoints.entreprise.settings, settings, { schema: companySettingsSchema }),
  getAncienneteEnAttente: () => api.get(endpoints.paiements.pendingAgeing, { params: { fuseau_horaire: userTimeZone() }, schema: pendingAgeingSchema }),
};
