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

/** A tab opened on the user's click, to show a document that is still loading. */
export interface PendingTab {
  /** True when the browser refused the pop-up (callers then download the document instead). */
  readonly blocked: boolean;
  /** Shows the PDF in the tab. */
  show(blob: Blob): void;
  /** Closes the tab (the document could not be loaded). */
  close(): void;
}

/**
 * Opens an empty tab at once, on the click: a pop-up opened after awaiting the document is refused
 * by browsers, and `window.open(url, '_blank', 'noopener')` returns null even when it opened, so its
 * result cannot tell a blocked pop-up. The tab is cut from this page (no opener) before it is filled.
 */
export function openPendingTab(): PendingTab {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return {
    blocked: tab === null,
    show(blob) {
      if (!tab || tab.closed) return;
      const url = URL.createObjectURL(asPdf(blob));
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    close() {
      tab?.close();
    },
  };
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
