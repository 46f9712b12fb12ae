import { rgb, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { formatMoney } from '../../domain/currency';
import { formatDate, formatDateTime, formatUnitWeightValue, formatWeight } from '../../domain/format';
import { parcelStatusLabel } from '../../domain/parcelStatus';
import { recipientName, senderName } from '../../domain/people';
import type { DemoColis, DemoEnterprise } from '../db/types';
import { countryByIso, parcelAmounts } from '../serializers';
import { createPdf, pdfText } from './document';

/** A6 portrait in points (105 × 148 mm). */
export const A6_SIZE: [number, number] = [297.64, 419.53];
/** A5 portrait: the counter ticket. */
const A5_SIZE: [number, number] = [419.53, 595.28];

/**
 * Draws the tracking code as a QR code made of vector squares (qrcode's module matrix), so the
 * same code runs in the browser and in Node without a canvas, and prints sharp at any size.
 */
export function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.data[row * modules.size + col]) continue;
      page.drawRectangle({
        x: x + (col + quiet) * cell,
        y: y + size - (row + quiet + 1) * cell,
        width: cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
}

const frenchDate = (iso: string) => formatDate(iso);

/** The counter ticket: parcel, parties, products and amounts, with the tracking QR code. */
export async function ticketPdf(colis: DemoColis, enterprise: DemoEnterprise | undefined): Promise<Uint8Array> {
  const amounts = parcelAmounts(colis);
  const origin = countryByIso(amounts.route.origin);
  const destination = countryByIso(amounts.route.destination);
  const pdf = await createPdf(A5_SIZE, 32);
  const qrSize = 96;
  drawQrCode(pdf.page, colis.tracking_number, A5_SIZE[0] - 32 - qrSize, A5_SIZE[1] - 32 - qrSize, qrSize);
  pdf.text(enterprise?.nom ?? 'Gestion des Colis', { size: 14, bold: true });
  pdf.text('Ticket de dépôt', { size: 11 });
  pdf.gap(6);
  pdf.text(`Code de suivi : ${colis.tracking_number}`, { size: 12, bold: true });
  pdf.text(`Numéro de colis : ${colis.numero_colis}`);
  pdf.text(`Date : ${formatDateTime(colis.created_at)}`);
  pdf.text(`Statut : ${parcelStatusLabel(colis.statut)}`);
  pdf.text(`Trajet : ${origin.nom} -> ${destination.nom}`);
  pdf.gap(14);
  pdf.line();
  pdf.text('Expéditeur', { bold: true });
  pdf.text(`${senderName(colis)} - ${colis.expediteur_telephone}`);
  pdf.text(colis.expediteur_adresse_complete);
  pdf.gap(4);
  pdf.text('Destinataire', { bold: true });
  pdf.text(`${recipientName(colis)} - ${colis.destinataire_telephone}`);
  pdf.text(colis.destinataire_quartier);
  pdf.gap(4);
  pdf.line();
  pdf.row(['Produit', 'Qté', 'Poids (kg)', 'Valeur'], [170, 40, 70, 95], { bold: true });
  for (const produit of colis.produits) {
    pdf.row(
      [produit.nom, produit.quantite, formatUnitWeightValue(produit.poids_unitaire * produit.quantite), formatMoney(produit.valeur_unitaire * produit.quantite, amounts.base)],
      [170, 40, 70, 95],
    );
  }
  pdf.line();
  pdf.text(`Poids total : ${formatWeight(amounts.poids)}`);
  pdf.text(`Valeur déclarée : ${formatMoney(amounts.declared, amounts.base)}`);
  pdf.text(`Frais d'expédition : ${formatMoney(amounts.fee, amounts.base)}`);
  if (amounts.discount > 0) pdf.text(`Rabais : ${formatMoney(amounts.discount, amounts.base)}`);
  pdf.text(`Total à payer : ${formatMoney(amounts.total, amounts.base)}`, { bold: true, size: 12 });
  pdf.gap(10);
  pdf.text(`Suivez votre colis en ligne avec le code ${colis.tracking_number}.`, { size: 9 });
  if (enterprise) pdf.text(`Service client : ${enterprise.email_support}`, { size: 9 });
  pdf.doc.setTitle(pdfText(`Ticket ${colis.numero_colis}`));
  return pdf.save();
}

/** The A6 shipping label: big tracking code, QR code, route, recipient and weight. */
export async function labelA6Pdf(colis: DemoColis, enterprise: DemoEnterprise | undefined): Promise<Uint8Array> {
  const amounts = parcelAmounts(colis);
  const origin = countryByIso(amounts.route.origin);
  const destination = countryByIso(amounts.route.destination);
  const margin = 18;
  const pdf = await createPdf(A6_SIZE, margin);
  const width = A6_SIZE[0] - margin * 2;
  pdf.text(enterprise?.nom ?? 'Gestion des Colis', { size: 10, bold: true });
  pdf.text(`${origin.code_iso2} -> ${destination.code_iso2}   ${origin.nom} -> ${destination.nom}`, { size: 9 });
  pdf.gap(2);
  pdf.line();
  const qrSize = 150;
  drawQrCode(pdf.page, colis.tracking_number, margin + (width - qrSize) / 2, pdf.y - qrSize, qrSize);
  pdf.gap(qrSize + 6);
  const code = pdfText(colis.tracking_number);
  const codeSize = 20;
  const codeWidth = pdf.bold.widthOfTextAtSize(code, codeSize);
  pdf.text(code, { size: codeSize, bold: true, x: margin + (width - codeWidth) / 2 });
  pdf.text(colis.numero_colis, { size: 9, x: margin + (width - pdf.font.widthOfTextAtSize(pdfText(colis.numero_colis), 9)) / 2 });
  pdf.line();
  pdf.text('DESTINATAIRE', { size: 8, bold: true });
  pdf.text(recipientName(colis), { size: 12, bold: true });
  pdf.text(colis.destinataire_telephone, { size: 10 });
  pdf.text(`${colis.destinataire_quartier}, ${destination.nom}`, { size: 10 });
  pdf.gap(2);
  pdf.text('EXPÉDITEUR', { size: 8, bold: true });
  pdf.text(`${senderName(colis)} - ${colis.expediteur_telephone}`, { size: 8 });
  pdf.line();
  pdf.text(`Poids : ${formatWeight(amounts.poids)}   Articles : ${colis.produits.reduce((n, p) => n + p.quantite, 0)}   ${frenchDate(colis.created_at)}`, { size: 9 });
  pdf.doc.setTitle(pdfText(`Étiquette ${colis.tracking_number}`));
  return pdf.save();
}
