// Hands a file the API answered (a CSV, a PDF, a ZIP) to the browser as a download.

/** Saves a Blob under a name through a temporary link, the one way every browser supports. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the object before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
