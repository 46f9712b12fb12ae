import { inflateSync } from 'node:zlib';

/**
 * The text a PDF of the demo shows, line by line: each page content stream inflated, each string
 * drawn (`<hex> Tj` or `(text) Tj`, as pdf-lib writes them) decoded from WinAnsi. Enough to read
 * what the demo's PDFs say without a PDF reader.
 */
export function pdfTextOf(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes);
  const lines: string[] = [];
  const marker = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = marker.exec(raw.toString('latin1'))) !== null) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start, 'latin1');
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(raw.subarray(start, end)).toString('latin1');
    } catch {
      content = raw.subarray(start, end).toString('latin1');
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:[^()\\]|\\.)*)\)\s*Tj/g)) {
      lines.push(shown[1] !== undefined ? Buffer.from(shown[1], 'hex').toString('latin1') : shown[2]);
    }
    marker.lastIndex = end;
  }
  return lines;
}
