/** A PDF answer as the server sends it (kept apart from pdf-lib, which loads only when a PDF is drawn). */
export function pdfResponseInit(fileName: string): ResponseInit {
  return { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}"` } };
}
