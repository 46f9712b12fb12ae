import { colisCreationHandlers } from './colisCreation';
import { categoriesHandlers } from './categories';
import { paymentsHandlers } from './payments';
import { bordereauxHandlers } from './bordereaux';
import { facturesHandlers } from './factures';
import { configurationHandlers } from './configuration';
import { oauthHandlers } from './oauth';
import { journalHandlers } from './journal';
import { cashClosesHandlers } from './cashCloses';
import { handoverHandlers } from './handover';
import { refundsHandlers } from './refunds';

/** The handlers after the first screens' (see first.ts). */
export const laterHandlers = [
  // Category reads first: GET prix-convertis/ must win over a GET categories/:id/ route.
  ...categoriesHandlers,
  ...configurationHandlers,
  ...colisCreationHandlers,
  ...cashClosesHandlers,
  ...handoverHandlers,
  ...refundsHandlers,
  ...paymentsHandlers,
  ...bordereauxHandlers,
  ...facturesHandlers,
  ...oauthHandlers,
  ...journalHandlers,
];
