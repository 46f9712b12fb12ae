/**
 * Many A6 labels as one PDF: each label comes from the server's own label call (one drawing of a
 * label, wherever it is printed), then pdf-lib, loaded only here, copies their pages into one file.
 */

/** Labels fetched at once, and at most per print run (a run of 100 is already ~100 pages). */
const CONCURRENCY = 3;
export const MAX_BULK_LABELS = 100;
export const TOO_MANY_LABELS = `Sélectionnez au plus ${MAX_BULK_LABELS} colis à la fois pour leurs étiquettes.`;

export interface LabelRun<Id> {
  pdf: Blob | null;
  failed: Id[];
}

/** Fetches every label (three at a time, reporting progress) and merges those that came back. */
export async function bulkLabelsPdf<Id>(ids: readonly Id[], fetchLabel: (id: Id) => Promise<Blob>, onProgress: (done: number) => void): Promise<LabelRun<Id>> {
  const labels: (Blob | null)[] = new Array(ids.length).fill(null);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < ids.length) {
      const index = next;
      next += 1;
      try {
        labels[index] = await fetchLabel(ids[index]);
      } catch {
        labels[index] = null;
      }
      done += 1;
      onProgress(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, worker));
  const failed = ids.filter((_, index) => labels[index] === null);
  const found = labels.filter((label): label is Blob => label !== null);
  return { pdf: found.length > 0 ? await mergePdfs(found) : null, failed };
}

/** One PDF holding every page of the given PDFs, in order. */
export async function mergePdfs(files: readonly Blob[]): Promise<Blob> {
  const { PDFDocument } = await import('pdf-lib');
  const merged = await PDFDocument.create();
  merged.setTitle('Étiquettes A6');
  for (const file of files) {
    const source = await PDFDocument.load(await file.arrayBuffer());
    const pages = await merged.copyPages(source, source.getPageIndices());
    pages.forEach((page) => merged.addPage(page));
  }
  const bytes = await merged.save();
  return new Blob([bytes.slice().buffer], { type: 'application/pdf' });
}

export const bulkLabelsFileName = (count: number, date = new Date()) => `etiquettes-a6-${count}-colis-${date.toISOString().slice(0, 10)}.pdf`;
