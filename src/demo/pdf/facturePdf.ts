import { PDFDict, PDFName, PDFString } from 'pdf-lib';
import { createPdf, pdfText, type PdfWriter } from './document';
import { formatMoney } from '../../domain/currency';
import { formatDate, formatInteger, formatUnitWeightValue } from '../../domain/format';

/** Finds the document in raw bytes: the info entries as plain literal strings, streams uncompressed. */
export async function saveSearchable(writer: PdfWriter, title: string, subject: string): Promise<Uint8Array> {
  writer.doc.setTitle(pdfText(title));
  writer.doc.setProducer('Gestion des Colis (démo)');
  const info = writer.doc.context.lookup(writer.doc.context.trailerInfo.Info, PDFDict);
  info.set(PDFName.of('Subject'), PDFString.of(pdfText(subject)));
  info.set(PDFName.of('Keywords'), PDFString.of(pdfText(title)));
  return writer.doc.save({ useObjectStreams: false });
}

/** A party of the invoice: its name and the lines under it (address, country, contact). */
export interface InvoiceParty {
  nom: string;
  lignes: string[];
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
  /** 'Canada → Guinée'. */
  trajet: string;
  expediteur: InvoiceParty;
  destinataire: InvoiceParty;
  /** Weight in kg; the unit value is per kg, and the line total is weight × unit value (spec 002 section 5). */
  lignes: { categorie: string; quantite: number; poids: number; valeurUnitaire: number; valeurTotale: number }[];
}

export interface FactureContent {
  title: string;
  header: string[];
  parties: { titre: string; party: InvoiceParty }[];
  columns: string[];
  rows: string[][];
  total: string[];
  remarques: string | null;
}

/** What the invoice says, line by line, before it is drawn: French numbers, weights with a comma, dates in the app's format. */
export function factureContent(input: FacturePdfInput): FactureContent {
  const money = (value: number) => formatMoney(value, input.devise);
  const totals = input.lignes.reduce((sum, l) => ({ quantite: sum.quantite + l.quantite, poids: sum.poids + l.poids, valeur: sum.valeur + l.valeurTotale }), { quantite: 0, poids: 0, valeur: 0 });
  return {
    title: 'FACTURE COMMERCIALE',
    header: [
      `N° ${input.numero}`,
      `Statut : ${input.statut}`,
      `Créée le ${formatDate(input.dateCreation)} par ${input.createur}`,
      `Validée le ${formatDate(input.dateValidation)}`,
      `Trajet : ${input.trajet}`,
      `Bordereaux : ${input.bordereaux.join(', ')} (${formatInteger(input.nombreColis)} colis)`,
      `Devise d'opération : ${input.devise}`,
    ],
    parties: [
      { titre: 'Expéditeur (exportateur)', party: input.expediteur },
      { titre: 'Destinataire (importateur)', party: input.destinataire },
    ],
    columns: ['Catégorie', 'Quantité', 'Poids (kg)', `Valeur unitaire (${input.devise}/kg)`, 'Total (poids × valeur)'],
    rows: input.lignes.map((l) => [l.categorie, formatInteger(l.quantite), formatUnitWeightValue(l.poids), money(l.valeurUnitaire), money(l.valeurTotale)]),
    total: ['TOTAL', formatInteger(totals.quantite), formatUnitWeightValue(totals.poids), '', money(totals.valeur)],
    remarques: input.remarques || null,
  };
}

/** The commercial invoice as a real PDF: header, shipper and consignee, route, one row per line and the totals. */
export async function facturePdf(input: FacturePdfInput): Promise<Uint8Array> {
  const content = factureContent(input);
  const pdf = await createPdf();
  pdf.text(content.title, { size: 18, bold: true });
  pdf.text(content.header[0], { size: 12, bold: true });
  pdf.text(input.entreprise, { size: 10 });
  pdf.gap(6);
  content.header.slice(1).forEach((line) => pdf.text(line));
  pdf.gap(8);
  const top = pdf.y;
  let lowest = top;
  content.parties.forEach(({ titre, party }, index) => {
    pdf.y = top;
    const x = pdf.margin + index * 260;
    pdf.text(titre, { bold: true, x });
    pdf.text(party.nom, { x });
    party.lignes.forEach((line) => pdf.text(line, { x, size: 9 }));
    lowest = Math.min(lowest, pdf.y);
  });
  pdf.y = lowest;
  pdf.gap(8);
  const widths = [150, 60, 70, 135, 100];
  pdf.row(content.columns, widths, { bold: true });
  pdf.line();
  content.rows.forEach((row) => pdf.row(row, widths));
  pdf.line();
  pdf.row(content.total, widths, { bold: true });
  pdf.gap(10);
  if (content.remarques) {
    pdf.text('Remarques', { bold: true });
    pdf.text(content.remarques);
  }
  return saveSearchable(pdf, `Facture commerciale ${input.numero}`, input.numero);
}
