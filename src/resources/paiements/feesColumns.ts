import type { FeeRow } from '../../dataProvider/contract/paiements';
import { csvAmount, csvDate, type CsvColumn } from '../../domain/csvExport';
import { displayedPaymentStatusLabel } from '../../domain/paymentStatus';
import type { ColumnDefinition } from './shared/useColumnChooser';

export type FeesColumn = 'expediteur' | 'telephone' | 'date' | 'description';

/** Spec 002 section 2: expediteur, telephone and date on; description off. */
export const FEES_COLUMNS: readonly ColumnDefinition<FeesColumn>[] = [
  { key: 'expediteur', label: 'Expéditeur', defaultVisible: true },
  { key: 'telephone', label: 'Téléphone', defaultVisible: true },
  { key: 'date', label: 'Date', defaultVisible: true },
  { key: 'description', label: 'Description', defaultVisible: false },
];

export const FEES_COLUMNS_KEY = 'colis.paiements.colonnes';

export const senderName = (r: FeeRow) => `${r.expediteur_prenom ?? ''} ${r.expediteur_nom ?? ''}`.trim() || '—';
export const recipientName = (r: FeeRow) => `${r.destinataire_prenom ?? ''} ${r.destinataire_nom ?? ''}`.trim() || '—';

export const FEES_CSV_COLUMNS: CsvColumn<FeeRow>[] = [
  { header: 'N° colis', value: (r) => r.numero_colis },
  { header: 'Code de suivi', value: (r) => r.tracking_number ?? '' },
  { header: 'Expéditeur', value: senderName },
  { header: 'Téléphone expéditeur', value: (r) => r.expediteur_telephone ?? '' },
  { header: 'Destinataire', value: recipientName },
  { header: 'Téléphone destinataire', value: (r) => r.destinataire_telephone ?? '' },
  { header: 'Statut de paiement', value: (r) => displayedPaymentStatusLabel(r.statut_paiement, r.montant_total_a_payer) },
  { header: 'Montant à payer', value: (r) => csvAmount(r.montant_total_a_payer, r.devise_operation) },
  { header: 'Payé', value: (r) => (r.montant_paye === null || r.montant_paye === undefined ? '' : csvAmount(r.montant_paye, r.devise_operation)) },
  { header: 'Reste', value: (r) => (r.reste_a_payer === null || r.reste_a_payer === undefined ? '' : csvAmount(r.reste_a_payer, r.devise_operation)) },
  { header: 'Devise', value: (r) => r.devise_operation },
  { header: 'Date', value: (r) => csvDate(r.date_creation) },
  { header: "Pays d'origine", value: (r) => r.pays_origine?.nom ?? '' },
  { header: 'Description', value: (r) => r.description ?? '' },
];
