import type { DownloadedFile } from './api';

/**
 * Hands a downloaded file to the browser as a download under its name (the server's, else `fallbackName`). The
 * object url is let go right after the click: the browser holds on to the file itself.
 */
export function saveFile({ blob, fileName }: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers start the download after the click returns: let the url go a moment later.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
