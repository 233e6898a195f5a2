import { toApiError } from '../../../lib/api';

/** The file name from `attachment; filename="…"`, else the SPEC §7 rule applied to the title. */
export function fileNameFrom(disposition: string | null, title: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  if (match?.[1]) return decodeURIComponent(match[1]);
  return `${title.toLowerCase().replace(/[^a-z0-9]/g, '_')}.pdf`;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** GET /api/stories/{id}/download-pdf, saved under the server's file name. */
export async function downloadStoryPdf(storyId: string, title: string): Promise<void> {
  const response = await fetch(`/api/stories/${encodeURIComponent(storyId)}/download-pdf`, { credentials: 'include' });
  if (!response.ok) throw await toApiError(response);
  saveBlob(await response.blob(), fileNameFrom(response.headers.get('Content-Disposition'), title));
}
