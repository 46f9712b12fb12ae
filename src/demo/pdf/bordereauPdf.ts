import { createPdf } from './document';
import { saveSearchable } from './facturePdf';
import { formatMoney } from '../../domain/currency';
import { formatDate, formatWeight } from '../../domain/format';
import { MANIFEST_FEES_LABEL } from '../../domain/bordereauWorkflow';

export interface BordereauPdfInput {
  numero: string;
  statut: string;
  entreprise: string;
  route: string;
  agentExpediteur: string;
  agentReceveur: string;
  dateCreation: string;
  dateEnvoi: string | null;
  notes: string;
  devise: string;
  colis: { numero: string; suivi: string; destinataire: string; quartier: string; telephone: string; poids: number; valeur: number; statut: string }[];
}

const day = (iso: string | null) => formatDate(iso, { empty: '-' });

/** The manifest as a real PDF: header, one row per parcel, the totals. */
export async function bordereauPdf(input: BordereauPdfInput): Promise<Uint8Array> {
  const pdf = await createPdf([841.89, 595.28]);
  pdf.text(`BORDEREAU D'EXPÉDITION ${input.numero}`, { size: 16, bold: true });
  pdf.text(`${input.entreprise} - ${input.route}`);
  pdf.text(`Statut : ${input.statut}`);
  pdf.text(`Créé le ${day(input.dateCreation)} - envoyé le ${day(input.dateEnvoi)}`);
  pdf.text(`Agent expéditeur : ${input.agentExpediteur} - agent récepteur : ${input.agentReceveur}`);
  if (input.notes) pdf.text(`Notes : ${input.notes}`);
  pdf.gap(8);
  const widths = [110, 95, 135, 90, 110, 60, 105, 60];
  pdf.row(['Colis', 'Suivi', 'Destinataire', 'Quartier', 'Téléphone', 'Poids', MANIFEST_FEES_LABEL, 'Statut'], widths, { bold: true });
  pdf.line();
  let poids = 0;
  let valeur = 0;
  for (const c of input.colis) {
    pdf.row([c.numero, c.suivi, c.destinataire, c.quartier, c.telephone, formatWeight(c.poids), formatMoney(c.valeur, input.devise), c.statut], widths);
    poids += c.poids;
    valeur += c.valeur;
  }
  pdf.line();
  pdf.row([`TOTAL : ${input.colis.length} colis`, '', '', '', '', formatWeight(poids), formatMoney(valeur, input.devise), ''], widths, { bold: true });
  return saveSearchable(pdf, `Bordereau ${input.numero}`, input.numero);
}
