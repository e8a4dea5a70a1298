/** How long a blob URL outlives its click; see `downloadFile`. */
const REVOKE_AFTER_MS = 10_000;

/**
 * Saves `content` as a file called `fileName` through a temporary link, without a server.
 * The link is put in the document for the click (Firefox ignores clicks on detached links), and
 * its blob URL is revoked only later: the browser reads the blob after click() returns, and
 * revoking it at once can cancel the download in Chromium.
 */
export function downloadFile(fileName: string, content: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
