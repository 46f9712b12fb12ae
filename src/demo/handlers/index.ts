import { accountsHandlers } from './accounts';
import { shipmentsHandlers } from './shipments';
import { colisCreationHandlers } from './colisCreation';
import { categoriesHandlers } from './categories';
import { paymentsHandlers } from './payments';
import { bordereauxHandlers } from './bordereaux';
import { facturesHandlers } from './factures';
import { configurationHandlers } from './configuration';
import { oauthHandlers } from './oauth';

/** Every HTTP endpoint of the demo backend (the assistant's WebSocket is `../chatbot/session.ts`). */
export const handlers = [
  ...accountsHandlers,
  // Category reads first: GET prix-convertis/ must win over a GET categories/:id/ route.
  ...categoriesHandlers,
  ...configurationHandlers,
  ...colisCreationHandlers,
  ...shipmentsHandlers,
  ...paymentsHandlers,
  ...bordereauxHandlers,
  ...facturesHandlers,
  ...oauthHandlers,
];
