import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * A small layer over pdf-lib for the demo's real PDF files (tickets, labels, manifests,
 * invoices). The standard fonts only encode WinAnsi: `pdfText` folds what they cannot draw.
 */
export function pdfText(text: string | number | null | undefined): string {
  return String(text ?? '')
    .replace(/[\u202f\u00a0]/g, ' ')
    .replace(/[→]/g, '->')
    .replace(/[—–]/g, '-')
    .replace(/[’]/g, "'")
    .replace(/[^\x20-\x7e\u00a0-\u00ff€]/g, '');
}

export interface PdfWriter {
  doc: PDFDocument;
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  y: number;
  margin: number;
  text(value: string | number | null | undefined, options?: { size?: number; bold?: boolean; x?: number; color?: [number, number, number] }): void;
  gap(points: number): void;
  row(cells: (string | number)[], widths: number[], options?: { bold?: boolean; size?: number }): void;
  line(): void;
  save(): Promise<Uint8Array>;
}

export async function createPdf(size: [number, number] = [595.28, 841.89], margin = 40): Promise<PdfWriter> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer: PdfWriter = {
    doc,
    page: doc.addPage(size),
    font,
    bold,
    y: size[1] - margin,
    margin,
    text(value, options = {}) {
      const fontSize = options.size ?? 10;
      if (this.y < margin + fontSize) {
        this.page = doc.addPage(size);
        this.y = size[1] - margin;
      }
      const color = options.color ?? [0.1, 0.1, 0.1];
      this.page.drawText(pdfText(value), { x: options.x ?? margin, y: this.y - fontSize, size: fontSize, font: options.bold ? bold : font, color: rgb(...color) });
      this.y -= fontSize + 4;
    },
    gap(points) {
      this.y -= points;
    },
    row(cells, widths, options = {}) {
      const fontSize = options.size ?? 9;
      if (this.y < margin + fontSize) {
        this.page = doc.addPage(size);
        this.y = size[1] - margin;
      }
      let x = margin;
      cells.forEach((cell, index) => {
        this.page.drawText(pdfText(cell), { x, y: this.y - fontSize, size: fontSize, font: options.bold ? bold : font, maxWidth: widths[index] - 4 });
        x += widths[index];
      });
      this.y -= fontSize + 6;
    },
    line() {
      this.page.drawLine({ start: { x: margin, y: this.y }, end: { x: this.page.getWidth() - margin, y: this.y }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
      this.y -= 6;
    },
    save() {
      return doc.save();
    },
  };
  return writer;
}
