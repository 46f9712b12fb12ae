import { api } from '../httpClient';
import { endpoints } from '../endpoints';
import { colisStatisticsSchema, editRightsSchema, messageSchema, statusChangeSchema } from '../contract/colis';

/** Named colis calls that are not CRUD; each parses its payload with its contract schema. */
export const colisMethods = {
  /** Cards of the list and the dashboard, counted over every parcel the user sees. */
  getColisStatistics: () => api.get(endpoints.colis.statistics, { schema: colisStatisticsSchema }),
  getColisEditRights: (colisId: number | string) => api.get(endpoints.colis.editRights(colisId), { schema: editRightsSchema }),
  markColisArrived: (colisId: number | string) => api.post(endpoints.colis.markArrived(colisId), {}, { schema: statusChangeSchema }),
  markColisDelivered: (colisId: number | string) => api.post(endpoints.colis.markDelivered(colisId), {}, { schema: statusChangeSchema }),
  /** Resends the ticket by e-mail, to the sender or to the given address. */
  resendColisTicket: (colisId: number | string, email?: string) =>
    api.post(endpoints.colis.resendTicket(colisId), email ? { email } : {}, { schema: messageSchema }),
  getColisTicketPdf: (colisId: number | string) => api.blob(endpoints.colis.ticketPdf(colisId)),
  getColisLabelA6: (colisId: number | string) => api.blob(endpoints.colis.labelA6(colisId)),
  /** The company's returning senders whose phone or name matches, each with a recipient they sent to. */
  getKnownSenders: async (recherche: string) => {
    const { knownSendersSchema } = await import('../contract/knownSenders');
    return api.get(endpoints.colis.knownSenders, { params: { recherche }, schema: knownSendersSchema });
  },
};
