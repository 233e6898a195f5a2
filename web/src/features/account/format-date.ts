export function formatDate(iso: string | null, language: string): string {
  return iso ? new Date(iso).toLocaleDateString(language, { year: 'numeric', month: 'long', day: 'numeric' }) : '';
}
