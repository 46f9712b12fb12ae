import { lazy } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { redirectList } from '../../components/access/RequireAccess';

/** Commercial invoices live at /factures-commerciales (a custom route); /factures leads there. */
export const FacturesPage = lazy(() => import('./FacturesPage'));

export const facturesResource = {
  name: 'factures',
  list: redirectList('/factures-commerciales'),
  icon: ReceiptLongIcon,
  recordRepresentation: 'numero_facture',
};
