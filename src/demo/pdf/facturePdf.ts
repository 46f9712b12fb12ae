import { PDFDict, PDFName, PDFString } from 'pdf-lib';
import { createPdf, pdfText, type PdfWriter } from './document';
import { formatMoney } from '../../domain/currency';

/** Finds the document in raw bytes: the info entries as plain literal strings, streams uncompressed. */
export async function saveSearchable(writer: PdfWriter, title: string, subject: string): Promise<Uint8Array> {
  writer.doc.setTitle(pdfText(title));
  writer.doc.setProducer('Gestion des Colis (démo)');
  const info = writer.doc.context.lookup(writer.doc.context.trailerInfo.Info, PDFDict);
  info.set(PDFName.of('Subject'), PDFString.of(pdfText(subject)));
  info.set(PDFName.of('Keywords'), PDFString.of(pdfText(title)));
  return writer.doc.save({ useObjectStreams: false });
}

export interface FacturePdfInput {
  numero: string;
  statut: string;
  entreprise: string;
  createur: string;
  dateCreation: string;
  dateValidation: string | null;
  bordereaux: string[];
  nombreColis: number;
  devise: string;
  remarques: string;
  lignes: { categorie: string; quantite: number; poids: number; valeurUnitaire: number; valeurTotale: number }[];
}

const money = (value: number, devise: string) => formatMoney(value, devise);
const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('fr-FR') : '-');

/** The commercial invoice as a real PDF: header, manifests, one row per line and the totals. */
export async function facturePdf(input: FacturePdfInput): Promise<Uint8Array> {
  const pdf = await createPdf();
  pdf.text('FACTURE COMMERCIALE', { size: 18, bold: true });
  pdf.text(`N° ${input.numero}`, { size: 12, bold: true });
  pdf.text(input.entreprise, { size: 10 });
  pdf.gap(6);
  pdf.text(`Statut : ${input.statut}`);
  pdf.text(`Créée le ${day(input.dateCreation)} par ${input.createur}`);
  pdf.text(`Validée le ${day(input.dateValidation)}`);
  pdf.text(`Bordereaux : ${input.bordereaux.join(', ')} (${input.nombreColis} colis)`);
  pdf.text(`Devise d'opération : ${input.devise}`);
  pdf.gap(8);
  const widths = [190, 70, 80, 85, 90];
  pdf.row(['Catégorie', 'Quantité', 'Poids (kg)', 'Valeur unitaire', 'Total'], widths, { bold: true });
  pdf.line();
  let quantite = 0;
  let poids = 0;
  let total = 0;
  for (const ligne of input.lignes) {
    pdf.row([ligne.categorie, ligne.quantite, ligne.poids.toFixed(1), money(ligne.valeurUnitaire, input.devise), money(ligne.valeurTotale, input.devise)], widths);
    quantite += ligne.quantite;
    poids += ligne.poids;
    total += ligne.valeurTotale;
  }
  pdf.line();
  pdf.row(['TOTAL', quantite, poids.toFixed(1), '', money(total, input.devise)], widths, { bold: true });
  pdf.gap(10);
  if (input.remarques) {
    pdf.text('Remarques', { bold: true });
    pdf.text(input.remarques);
  }
  return saveSearchable(pdf, `Facture commerciale ${input.numero}`, input.numero);
}
