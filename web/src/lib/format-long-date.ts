/** A day written out in the interface's language ('November 25, 2026' / '25 novembre 2026'); '' for none. */
export function formatLongDate(iso: string | null, language: string): string {
  return iso ? new Date(iso).toLocaleDateString(language, { year: 'numeric', month: 'long', day: 'numeric' }) : '';
}
