/** Delay before the object URL of a download is released; the browser must have started reading it. */
const REVOKE_DELAY_MS = 1000;

/** Announced on `window` after every saved file, so the results screen knows something was downloaded. */
export const DOWNLOAD_EVENT = 'statemint:download';

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  window.dispatchEvent(new CustomEvent(DOWNLOAD_EVENT, { detail: { fileName } }));
}
