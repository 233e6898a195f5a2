/**
 * SPEC §9 'Relative dates': under 1 minute 'just now', then minutes, hours, 'yesterday', days under
 * 7, else a local date. Calendar days, not 24-hour blocks. The step is worked out here (pure, tested);
 * wording comes from Intl, in the interface language. Used by story cards and last-read times.
 */
export type RelativeStep =
  | { kind: 'justNow' }
  | { kind: 'minutes'; value: number }
  | { kind: 'hours'; value: number }
  | { kind: 'days'; value: number }
  | { kind: 'date' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

export function relativeStep(then: Date, now: Date): RelativeStep {
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return { kind: 'justNow' };
  if (elapsed < HOUR) return { kind: 'minutes', value: Math.floor(elapsed / MINUTE) };
  // Calendar days, so that last night at 23:00 reads 'yesterday' this morning.
  const days = Math.round((startOfDay(now) - startOfDay(then)) / (24 * HOUR));
  if (days === 0) return { kind: 'hours', value: Math.floor(elapsed / HOUR) };
  if (days < 7) return { kind: 'days', value: days };
  return { kind: 'date' };
}

/** The words for a step in the interface language ('il y a 5 minutes', 'yesterday', '12 Mar 2025'). */
export function formatRelative(then: Date, now: Date, language: string, justNow: string): string {
  const step = relativeStep(then, now);
  const words = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  switch (step.kind) {
    case 'justNow':
      return justNow;
    case 'minutes':
      return words.format(-step.value, 'minute');
    case 'hours':
      return words.format(-step.value, 'hour');
    case 'days':
      return words.format(-step.value, 'day');
    case 'date':
      return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(then);
  }
}
