import { toApiError } from './api';

export type StoryFileFormat = 'pdf' | 'epub';

/** The file name from `attachment; filename="…"` (or the RFC 5987 `filename*=` form). */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: fall through to the plain form.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/**
 * GET /api/stories/{id}/download-pdf or /download-epub: the server makes the file; the browser
 * saves it under the name the server gives (SPEC §7: the title, lowercase, underscores).
 */
export async function downloadStoryFile(storyId: string, format: StoryFileFormat): Promise<string> {
  const response = await fetch(`/api/stories/${storyId}/download-${format}`, { credentials: 'include' });
  if (!response.ok) throw await toApiError(response);
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition'), `story.${format}`);
  saveBlob(await response.blob(), name);
  return name;
}

/** Saves a blob as a download (used for story files and the reader's screenshot). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
