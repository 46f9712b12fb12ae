import { api } from '../httpClient';
import { endpoints } from '../endpoints';
import {
  arriveResponseSchema,
  bordereauStatisticsSchema,
  bulkDeleteResponseSchema,
  correctionResponseSchema,
  eligibleAgentsSchema,
  employeeListSchema,
  readinessStatsSchema,
  readyParcelsSchema,
  receivedResponseSchema,
  validateResponseSchema,
  type EligibleAgent,
} from '../contract/bordereaux';
import { isEligibleReceivingAgent } from '../../domain/permissions';

/** Named bordereaux calls that are not CRUD; each parses its payload with its contract schema. */
export const bordereauxMethods = {
  validerBordereau: (bordereauId: number | string) => api.post(endpoints.bordereaux.validate(bordereauId), {}, { schema: validateResponseSchema }),
  recevoirBordereau: (bordereauId: number | string) => api.post(endpoints.bordereaux.receive(bordereauId), {}, { schema: receivedResponseSchema }),
  marquerBordereauArrive: (bordereauId: number | string) => api.post(endpoints.bordereaux.markArrived(bordereauId), {}, { schema: arriveResponseSchema }),
  marquerBordereauRecu: (bordereauId: number | string) => api.post(endpoints.bordereaux.markReceived(bordereauId), {}, { schema: receivedResponseSchema }),
  supprimerBordereaux: (ids: number[]) => api.post(endpoints.bordereaux.bulkDelete, { ids }, { schema: bulkDeleteResponseSchema }),
  telechargerBordereauPdf: (bordereauId: number | string) => api.blob(endpoints.bordereaux.pdf(bordereauId)),
  getBordereauStatistiques: () => api.get(endpoints.bordereaux.statistics, { schema: bordereauStatisticsSchema }),
  getColisPretsExpedition: () => api.get(endpoints.colis.readyForShipment, { schema: readyParcelsSchema }),
  getStatistiquesExpedition: () => api.get(endpoints.colis.detailedStatistics, { schema: readinessStatsSchema }),
  corrigerStatutsColis: (bordereauId?: number) =>
    api.post(endpoints.colis.correctStatuses, bordereauId ? { bordereau_id: bordereauId } : {}, { schema: correctionResponseSchema }),
  getEligibleReceivingAgents: () => api.get(endpoints.employees.eligibleReceivingAgents, { schema: eligibleAgentsSchema }),
  getActiveEmployees: () => api.get(endpoints.employees.fallbackList, { params: { is_active: true, ordering: 'first_name,last_name' }, schema: employeeListSchema }),
  /** Eligible receiving agents; when that call fails, the active employees filtered by role. */
  async getAgentsRecepteursEligibles(): Promise<EligibleAgent[]> {
    try {
      return (await bordereauxMethods.getEligibleReceivingAgents()).agents_eligibles;
    } catch {
      return (await bordereauxMethods.getActiveEmployees()).filter((employee) => isEligibleReceivingAgent(employee));
    }
  },
};
