// SPEC §9: admin dates look like 'Jan 05, 2025' (MMM dd, yyyy); in French the French form, '05 janv. 2025'.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = language === 'fr' ? 'fr-FR' : 'en-US';
  const key = `${locale}:${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.DateTimeFormat(locale, options)));
  return found;
}

export function formatAdminDate(iso: string, language: string): string {
  return formatter(language, { month: 'short', day: '2-digit', year: 'numeric' }).format(new Date(iso));
}

/** With the time, for the audit log and messages, where the hour matters. */
export function formatAdminDateTime(iso: string, language: string): string {
  return formatter(language, { month: 'short', day: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** A chart's day label ('2025-01-05' -> 'Jan 05' / '05 janv.'), read as a UTC day. */
export function formatChartDay(day: string, language: string): string {
  return formatter(language, { month: 'short', day: '2-digit', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
