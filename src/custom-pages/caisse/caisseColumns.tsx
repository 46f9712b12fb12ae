import VisibilityIcon from '@mui/icons-material/Visibility';
import type { Paiement } from '../../dataProvider/contract/paiements';
import type { ListColumn } from '../../components/list/columns';
import { RowAction } from '../../components/list/RowAction';
import { StatusChip } from '../../components/StatusChip';
import { creditOf, recordedAmountText } from '../../domain/counterPayment';
import { paymentMethodLabel, transactionStatusLabel, transactionStatusTone } from '../../domain/paymentStatus';
import { formatDateTime } from '../../components/payments/formatting';
import { csvAmount, csvDate, csvNumber, type CsvColumn } from '../../domain/csvExport';
import { countryName } from '../../domain/country';
import { CountryName } from '../../components/flags/CountryFlag';
import { paymentAgentName, recipientName, senderName } from '../../domain/people';

/** The people of a payment as its row, its detail and its export show them. */
export const agentName = (p: Paiement) => paymentAgentName(p) || '—';
export const senderOf = (p: Paiement) => senderName(p.colis) || '—';
export const recipientOf = (p: Paiement) => recipientName(p.colis) || '—';

/** What a payment credited to its parcel: collected in another currency, its conversion; else the amount itself at 1. */
const credited = (p: Paiement) => creditOf(p) ?? { montant: p.montant, devise: p.devise, taux: 1 };

/** Every column of the accounting export, whatever is shown on screen. */
export const CAISSE_CSV_COLUMNS: CsvColumn<Paiement>[] = [
  { header: 'Date', value: (p) => csvDate(p.date_paiement ?? p.date_creation) },
  { header: 'N° colis', value: (p) => p.colis?.numero_colis ?? '' },
  { header: 'Montant', value: (p) => csvAmount(p.montant, p.devise) },
  { header: 'Devise', value: (p) => p.devise },
  { header: 'Montant crédité au colis', value: (p) => csvAmount(credited(p).montant, credited(p).devise) },
  { header: 'Devise du colis', value: (p) => credited(p).devise },
  { header: 'Taux', value: (p) => csvNumber(credited(p).taux ?? 1) },
  { header: 'Méthode', value: (p) => paymentMethodLabel(p.methode, p.methode_display) },
  { header: 'Statut', value: (p) => transactionStatusLabel(p.statut) },
  { header: 'Montant remboursé', value: (p) => csvAmount(p.montant_rembourse ?? 0, p.devise) },
  { header: 'Agent', value: (p) => agentName(p) },
  { header: 'Lieu de paiement', value: (p) => (p.pays ? countryName(p.pays) : '') },
  { header: 'Expéditeur', value: (p) => senderOf(p) },
  { header: 'Destinataire', value: (p) => recipientOf(p) },
  { header: 'Transaction', value: (p) => p.transaction_id ?? '' },
  { header: 'Référence', value: (p) => p.reference_externe ?? '' },
];

/** Spec 002 section 2: montant and numeroColis mandatory; statut, expediteur, destinataire hidden by default. */
export function caisseColumns(countryNameFor: (code: string) => string, onOpen: (p: Paiement) => void): ListColumn<Paiement>[] {
  return [
    { key: 'numeroColis', label: 'N° colis', mandatory: true, render: (p) => p.colis?.numero_colis ?? '—' },
    { key: 'montant', label: 'Montant', mandatory: true, align: 'right', render: (p) => <strong>{recordedAmountText(p)}</strong> },
    { key: 'methode', label: 'Méthode', render: (p) => paymentMethodLabel(p.methode, p.methode_display) },
    { key: 'agent', label: 'Agent', render: agentName },
    { key: 'pays', label: 'Lieu de paiement', render: (p) => (p.pays ? <CountryName code={p.pays} name={countryNameFor(p.pays)} /> : '—') },
    { key: 'date', label: 'Date', render: (p) => formatDateTime(p.date_paiement ?? p.date_creation) },
    { key: 'statut', label: 'Statut', hiddenByDefault: true, render: (p) => <StatusChip label={transactionStatusLabel(p.statut)} tone={transactionStatusTone(p.statut)} /> },
    { key: 'expediteur', label: 'Expéditeur', hiddenByDefault: true, render: senderOf },
    { key: 'destinataire', label: 'Destinataire', hiddenByDefault: true, render: recipientOf },
    {
      key: 'actions',
      label: 'Actions',
      render: (p) => <RowAction title="Voir le détail du paiement" label={`Voir le détail du paiement ${p.id}`} icon={<VisibilityIcon fontSize="small" />} onClick={() => onOpen(p)} />,
    },
  ];
}
