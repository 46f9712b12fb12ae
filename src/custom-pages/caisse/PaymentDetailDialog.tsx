import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../domain/currency';
import { StatusChip } from '../../components/StatusChip';
import type { Paiement } from '../../dataProvider/contract/paiements';
import { creditOf, rateText, recordedAmountText } from '../../domain/counterPayment';
import { paymentMethodLabel, transactionStatusLabel, transactionStatusTone } from '../../domain/paymentStatus';
import { formatDateTime } from '../../components/payments/formatting';
import { agentName, recipientOf, senderOf } from './caisseColumns';
import { countryName } from '../../domain/country';
import { CountryName } from '../../components/flags/CountryFlag';
import { PaymentField } from '../../components/payments/PaymentField';

/** The dialog's narrower label column. */
function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <PaymentField label={label} labelWidth={150}>
      {value}
    </PaymentField>
  );
}

/** The rate of a payment collected in another currency than its parcel's. */
function RateRow({ paiement }: { paiement: Paiement }) {
  const credit = creditOf(paiement);
  if (!credit?.taux) return null;
  return <Row label="Taux" value={rateText(credit.devise, paiement.devise, credit.taux)} />;
}

/** The payment detail modal of /caisse. */
export function PaymentDetailDialog({ paiement, onClose }: { paiement: Paiement | null; onClose: () => void }) {
  return (
    <Dialog open={paiement !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="payment-detail-title">
      {paiement && (
        <>
          <DialogTitle id="payment-detail-title">Paiement #{paiement.id}</DialogTitle>
          <DialogContent dividers>
            <Row label="Montant" value={<Typography sx={{ fontWeight: 700 }}>{recordedAmountText(paiement)}</Typography>} />
            <RateRow paiement={paiement} />
            {paiement.montant_rembourse ? <Row label="Montant remboursé" value={formatMoney(paiement.montant_rembourse, paiement.devise)} /> : null}
            <Row label="Statut" value={<StatusChip label={transactionStatusLabel(paiement.statut)} tone={transactionStatusTone(paiement.statut)} />} />
            <Row label="Méthode" value={paymentMethodLabel(paiement.methode, paiement.methode_display)} />
            <Row label="Date" value={formatDateTime(paiement.date_paiement ?? paiement.date_creation)} />
            <Row label="Colis" value={paiement.colis?.numero_colis ?? '—'} />
            <Row label="Expéditeur" value={senderOf(paiement)} />
            <Row label="Destinataire" value={recipientOf(paiement)} />
            <Row label="Agent" value={agentName(paiement)} />
            <Row label="Lieu de paiement" value={paiement.pays ? <CountryName code={paiement.pays} name={countryName(paiement.pays)} /> : '—'} />
            <Row label="Transaction" value={paiement.transaction_id ?? '—'} />
            <Row label="Référence" value={paiement.reference_externe ?? '—'} />
            {paiement.notes && <Row label="Notes" value={paiement.notes} />}
          </DialogContent>
          <DialogActions>
            <Button component={Link} to={`/paiement/${paiement.id}`}>
              Ouvrir la page du paiement
            </Button>
            <Button onClick={onClose} variant="contained">
              Fermer
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
