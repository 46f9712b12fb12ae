/** The company's settings write (issue #32): PATCH of /api/accounts/entreprise/parametres/, administrators only. */
import { body, boolean } from './fields';

export const companySettingsWrite = body({ interdire_livraison_non_payee: boolean() });
