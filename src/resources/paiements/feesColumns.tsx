import { Link } from 'react-router-dom';
import type { FeeRow } from '../../dataProvider/contract/paiements';
import type { ListColumn } from '../../components/list/columns';
import { StatusChip } from '../../components/StatusChip';
import { formatMoney } from '../../domain/currency';
import { csvAmount, csvDate, type CsvColumn } from '../../domain/csvExport';
import { displayedPaymentStatusLabel, displayedPaymentStatusTone } from '../../domain/paymentStatus';
import { formatDate } from '../../components/payments/formatting';
import { countryName } from '../../domain/country';
import { recipientName, senderName } from '../../domain/people';

/** A row of the fees list: one parcel, under its id. */
export type FeeRecord = FeeRow & { id: number };

const senderOf = (r: FeeRow) => senderName(r) || '—';
const recipientOf = (r: FeeRow) => recipientName(r) || '—';

/**
 * Spec 002 section 2: expediteur, telephone and date on, description off; numero_colis and
 * montant_total_a_payer sort on the server. Each row opens its parcel.
 */
export const FEES_COLUMNS: readonly ListColumn<FeeRecord>[] = [
  {
    key: 'numero',
    label: 'N° colis',
    mandatory: true,
    sortField: 'numero_colis',
    render: (r) => (
      <Link to={`/colis/${r.colis_id}`} onClick={(e) => e.stopPropagation()}>
        {r.numero_colis}
      </Link>
    ),
    cardRender: (r) => r.numero_colis,
  },
  { key: 'expediteur', label: 'Expéditeur', render: senderOf },
  { key: 'telephone', label: 'Téléphone', render: (r) => r.expediteur_telephone ?? '—' },
  { key: 'destinataire', label: 'Destinataire', mandatory: true, render: recipientOf },
  {
    key: 'statut',
    label: 'Statut',
    mandatory: true,
    render: (r) => <StatusChip label={displayedPaymentStatusLabel(r.statut_paiement, r.montant_total_a_payer)} tone={displayedPaymentStatusTone(r.statut_paiement, r.montant_total_a_payer)} />,
  },
  { key: 'montant', label: 'Montant à payer', mandatory: true, align: 'right', sortField: 'montant_total_a_payer', render: (r) => formatMoney(r.montant_total_a_payer, r.devise_operation) },
  { key: 'paye', label: 'Payé', mandatory: true, align: 'right', render: (r) => formatMoney(r.montant_paye ?? 0, r.devise_operation) },
  { key: 'date', label: 'Date', render: (r) => formatDate(r.date_creation) },
  { key: 'description', label: 'Description', hiddenByDefault: true, render: (r) => r.description || '—' },
];

export const FEES_CSV_COLUMNS: CsvColumn<FeeRow>[] = [
  { header: 'N° colis', value: (r) => r.numero_colis },
  { header: 'Code de suivi', value: (r) => r.tracking_number ?? '' },
  { header: 'Expéditeur', value: senderOf },
  { header: 'Téléphone expéditeur', value: (r) => r.expediteur_telephone ?? '' },
  { header: 'Destinataire', value: recipientOf },
  { header: 'Téléphone destinataire', value: (r) => r.destinataire_telephone ?? '' },
  { header: 'Statut de paiement', value: (r) => displayedPaymentStatusLabel(r.statut_paiement, r.montant_total_a_payer) },
  { header: 'Montant à payer', value: (r) => csvAmount(r.montant_total_a_payer, r.devise_operation) },
  { header: 'Payé', value: (r) => (r.montant_paye === null || r.montant_paye === undefined ? '' : csvAmount(r.montant_paye, r.devise_operation)) },
  { header: 'Reste', value: (r) => (r.reste_a_payer === null || r.reste_a_payer === undefined ? '' : csvAmount(r.reste_a_payer, r.devise_operation)) },
  { header: 'Devise', value: (r) => r.devise_operation },
  { header: 'Date', value: (r) => csvDate(r.date_creation) },
  { header: "Pays d'origine", value: (r) => (r.pays_origine ? countryName(r.pays_origine.code, r.pays_origine.nom) : '') },
  { header: 'Description', value: (r) => r.description ?? '' },
];
