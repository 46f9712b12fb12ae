import { lazy } from 'react';
import PaymentsIcon from '@mui/icons-material/Payments';

const PaiementsDashboard = lazy(() => import('./PaiementsDashboard'));
export const PaiementShow = lazy(() => import('./PaiementShow'));

/** Payments: /paiements ('Gestion des Paiements'); the payment detail lives at /paiement/{id}. */
export const paiementsResource = {
  name: 'paiements',
  list: PaiementsDashboard,
  icon: PaymentsIcon,
  recordRepresentation: 'id',
};
