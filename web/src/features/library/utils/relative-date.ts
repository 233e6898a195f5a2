// SPEC §9 'Relative dates': under a minute 'just now', then minutes, hours, 'yesterday', days under
// 7, else a local date. Intl gives the words in the reader's language ('il y a 3 heures', 'hier').

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeDate =
  | { kind: 'justNow' }
  | { kind: 'minutes' | 'hours' | 'days'; value: number }
  | { kind: 'yesterday' }
  | { kind: 'date'; date: Date };

export function relativeDate(date: Date, now: Date): RelativeDate {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE) return { kind: 'justNow' };
  if (elapsed < HOUR) return { kind: 'minutes', value: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { kind: 'hours', value: Math.floor(elapsed / HOUR) };
  if (elapsed < 2 * DAY) return { kind: 'yesterday' };
  if (elapsed < 7 * DAY) return { kind: 'days', value: Math.floor(elapsed / DAY) };
  return { kind: 'date', date };
}

/** The relative date as words; `justNow` is the translated 'just now'. */
export function formatRelativeDate(date: Date, now: Date, locale: string, justNow: string): string {
  const relative = relativeDate(date, now);
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  switch (relative.kind) {
    case 'justNow':
      return justNow;
    case 'minutes':
      return words.format(-relative.value, 'minute');
    case 'hours':
      return words.format(-relative.value, 'hour');
    case 'yesterday':
      return words.format(-1, 'day');
    case 'days':
      return words.format(-relative.value, 'day');
    case 'date':
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(relative.date);
  }
}

/** 'New' badge: created within the last 24 hours (SPEC §4 'Story card'). */
export function isNewStory(createdAt: Date, now: Date): boolean {
  const age = now.getTime() - createdAt.getTime();
  return age >= -MINUTE && age < DAY;
}
