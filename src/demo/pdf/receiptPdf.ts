import { rgb } from 'pdf-lib';
import { receiptLines, RECEIPT_VOID_MARK, type ReceiptFormat, type ReceiptInput } from '../../domain/receipts';
import { createPdf, pdfText } from './document';
import { A6_SIZE, drawQrCode } from './colisDocuments';

/** An 80 mm roll (72 mm printable) in points, long enough for every line; A6 portrait. */
const SIZES: Record<ReceiptFormat, { size: [number, number]; margin: number; font: number; qr: number }> = {
  '80mm': { size: [226.77, 560], margin: 12, font: 8, qr: 96 },
  a6: { size: A6_SIZE, margin: 18, font: 9, qr: 90 },
};

/** A payment's receipt: company, its number, the lines of `receiptLines`, a QR code to the parcel's tracking page; « ANNULÉ » across a void one. */
export async function receiptPdf(receipt: ReceiptInput, format: ReceiptFormat, trackingUrl: string): Promise<Uint8Array> {
  const { size, margin, font, qr } = SIZES[format];
  const pdf = await createPdf(size, margin);
  pdf.text(receipt.entreprise, { size: font + 3, bold: true });
  pdf.text(`Reçu ${receipt.numero}`, { size: font + 2, bold: true });
  if (receipt.annule) pdf.text(RECEIPT_VOID_MARK, { size: font + 10, bold: true, color: [0.75, 0.05, 0.05] });
  pdf.line();
  const labelWidth = (size[0] - margin * 2) * 0.42;
  for (const [label, value] of receiptLines(receipt)) pdf.row([label, value], [labelWidth, size[0] - margin * 2 - labelWidth], { size: font });
  pdf.line();
  pdf.text('Suivez votre colis :', { size: font });
  drawQrCode(pdf.page, trackingUrl, margin, pdf.y - qr, qr);
  pdf.gap(qr + 4);
  pdf.text(trackingUrl, { size: font - 2 });
  if (receipt.annule) {
    const mark = pdfText(RECEIPT_VOID_MARK);
    const markSize = size[0] / 5;
    pdf.page.drawText(mark, { x: margin, y: size[1] / 2, size: markSize, font: pdf.bold, color: rgb(0.85, 0.1, 0.1), opacity: 0.3 });
  }
  pdf.doc.setTitle(pdfText(`Reçu ${receipt.numero}${receipt.annule ? ` ${RECEIPT_VOID_MARK}` : ''}`));
  return pdf.save();
}
