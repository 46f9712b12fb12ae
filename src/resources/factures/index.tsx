import { lazy } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';

/** Commercial invoices live at /factures-commerciales (a custom route: the resource has no list path). */
export const FacturesPage = lazy(() => import('./FacturesPage'));

export const facturesResource = {
  name: 'factures',
  icon: ReceiptLongIcon,
  recordRepresentation: 'numero_facture',
};
