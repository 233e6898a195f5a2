/**
 * SPEC §7 (download-pdf): the file is saved under the title in lowercase with every non-alphanumeric
 * character replaced by an underscore.
 *
 * Choice: accents are stripped first (NFD, then the combining marks are dropped), so "Léa" gives
 * "lea" rather than "l_a" — a parent reads the file name, and "l_a" looks like a bug. Ligatures that
 * NFD leaves whole (œ, æ, ß) are spelled out. Everything else outside [a-z0-9] (other scripts too)
 * becomes '_', as the spec says. Two additions the spec is silent on: a title with no letter or digit
 * left falls back to "story", and the stem is cut at 100 characters to stay far below the 255-byte
 * file-name limit of common file systems.
 */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', ı: 'i' };
const MAX_STEM = 100;

export function storyFileName(title: string, ext: 'pdf' | 'epub' | 'mp3'): string {
  const stem = title
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[œæßøđłı]/g, (ch) => LIGATURES[ch] ?? ch)
    .replace(/[^a-z0-9]/g, '_')
    .slice(0, MAX_STEM);
  return `${/[a-z0-9]/.test(stem) ? stem : 'story'}.${ext}`;
}
