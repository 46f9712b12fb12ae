import type { Paiement } from '../../dataProvider/contract/paiements';
import { csvAmount, csvDate, type CsvColumn } from '../../domain/csvExport';
import { paymentMethodLabel, transactionStatusLabel } from '../../domain/paymentStatus';
import type { ColumnDefinition } from '../../resources/paiements/shared/useColumnChooser';

export type CaisseColumn = 'montant' | 'methode' | 'agent' | 'pays' | 'date' | 'numeroColis' | 'actions' | 'statut' | 'expediteur' | 'destinataire';

/** Spec 002 section 2: montant and numeroColis mandatory; statut, expediteur, destinataire hidden by default. */
export const CAISSE_COLUMNS: readonly ColumnDefinition<CaisseColumn>[] = [
  { key: 'numeroColis', label: 'N° colis', defaultVisible: true, mandatory: true },
  { key: 'montant', label: 'Montant', defaultVisible: true, mandatory: true },
  { key: 'methode', label: 'Méthode', defaultVisible: true },
  { key: 'agent', label: 'Agent', defaultVisible: true },
  { key: 'pays', label: 'Pays', defaultVisible: true },
  { key: 'date', label: 'Date', defaultVisible: true },
  { key: 'statut', label: 'Statut', defaultVisible: false },
  { key: 'expediteur', label: 'Expéditeur', defaultVisible: false },
  { key: 'destinataire', label: 'Destinataire', defaultVisible: false },
  { key: 'actions', label: 'Actions', defaultVisible: true },
];

export const CAISSE_COLUMNS_KEY = 'colis.caisse.colonnes';

export function agentName(p: Paiement): string {
  if (p.agent_traitant?.nom_complet) return p.agent_traitant.nom_complet;
  const name = `${p.agent?.prenom ?? ''} ${p.agent?.nom ?? ''}`.trim();
  return name || (p.methode === 'square' ? 'En ligne' : '—');
}

export function senderOf(p: Paiement): string {
  return `${p.colis?.expediteur_prenom ?? ''} ${p.colis?.expediteur_nom ?? ''}`.trim() || '—';
}

export function recipientOf(p: Paiement): string {
  return `${p.colis?.destinataire_prenom ?? ''} ${p.colis?.destinataire_nom ?? ''}`.trim() || '—';
}

/** Every column of the accounting export, whatever is shown on screen. */
export const CAISSE_CSV_COLUMNS: CsvColumn<Paiement>[] = [
  { header: 'Date', value: (p) => csvDate(p.date_paiement ?? p.date_creation) },
  { header: 'N° colis', value: (p) => p.colis?.numero_colis ?? '' },
  { header: 'Montant', value: (p) => csvAmount(p.montant, p.devise) },
  { header: 'Devise', value: (p) => p.devise },
  { header: 'Méthode', value: (p) => paymentMethodLabel(p.methode, p.methode_display) },
  { header: 'Statut', value: (p) => transactionStatusLabel(p.statut) },
  { header: 'Agent', value: (p) => agentName(p) },
  { header: 'Lieu de paiement', value: (p) => p.pays ?? '' },
  { header: 'Expéditeur', value: (p) => senderOf(p) },
  { header: 'Destinataire', value: (p) => recipientOf(p) },
  { header: 'Transaction', value: (p) => p.transaction_id ?? '' },
  { header: 'Référence', value: (p) => p.reference_externe ?? '' },
];
