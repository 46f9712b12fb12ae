/** Saves a Blob as a file, or opens it to print; used for PDFs, labels and CSV exports. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A server document is shown as a PDF whatever type its answer claimed: an HTML answer opened from
 * a blob: URL would run as a page of the app's own origin.
 */
export function asPdf(blob: Blob): Blob {
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}

/** Opens a PDF in a new tab; returns false when pop-ups are blocked (callers then download it). */
export function openBlob(blob: Blob): boolean {
  const url = URL.createObjectURL(asPdf(blob));
  const opened = window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return opened !== null;
}

/** Prints a PDF through a hidden frame. */
export function printBlob(blob: Blob): void {
  const url = URL.createObjectURL(asPdf(blob));
  const frame = document.createElement('iframe');
  frame.style.display = 'none';
  frame.src = url;
  frame.onload = () => {
    frame.contentWindow?.print();
    setTimeout(() => {
      frame.remove();
      URL.revokeObjectURL(url);
    }, 60_000);
  };
  document.body.appendChild(frame);
}
