import { lazy } from 'react';
import PaymentsIcon from '@mui/icons-material/Payments';
import { guardedList } from '../../components/access/RequireAccess';

const PaiementsDashboard = lazy(() => import('./PaiementsDashboard'));
export const PaiementShow = lazy(() => import('./PaiementShow'));

/** Payments: /paiements ('Gestion des Paiements'); the payment detail lives at /paiement/{id}. */
export const paiementsResource = {
  name: 'paiements',
  list: guardedList(PaiementsDashboard, 'paiements.list'),
  icon: PaymentsIcon,
  recordRepresentation: 'id',
};
