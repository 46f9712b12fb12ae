import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { bulkLabelsFileName, bulkLabelsPdf } from '../../src/resources/colis/bulkLabels';

async function labelOf(pages: number): Promise<Blob> {
  const doc = await PDFDocument.create();
  for (let n = 0; n < pages; n += 1) doc.addPage([297.64, 419.53]);
  return new Blob([(await doc.save()).slice().buffer], { type: 'application/pdf' });
}

describe('labels in bulk', () => {
  it('merges every label into one PDF, reports progress and names the labels that failed', async () => {
    const progress: number[] = [];
    const run = await bulkLabelsPdf(
      [1, 2, 3, 4],
      async (id) => {
        if (id === 3) throw new Error('500');
        return labelOf(1);
      },
      (done) => progress.push(done),
    );
    expect(run.failed).toEqual([3]);
    expect(progress).toEqual([1, 2, 3, 4]);
    const merged = await PDFDocument.load(await run.pdf!.arrayBuffer());
    expect(merged.getPageCount()).toBe(3);
    expect(merged.getPage(0).getSize()).toEqual({ width: 297.64, height: 419.53 });
  });

  it('gives no PDF when every label failed', async () => {
    const run = await bulkLabelsPdf([1], () => Promise.reject(new Error('down')), () => undefined);
    expect(run).toEqual({ pdf: null, failed: [1] });
  });

  it('names the file after the count and the day', () => {
    expect(bulkLabelsFileName(12, new Date('2025-03-04T10:00:00Z'))).toBe('etiquettes-a6-12-colis-2025-03-04.pdf');
  });
});
