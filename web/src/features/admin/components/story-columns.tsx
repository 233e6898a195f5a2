import type { AdminStory } from '@storyloom/contracts/admin';
import type { TFunction } from '../../../i18n';
import { formatAdminDate } from '../format-date';

/** Option values ('wise-owl', 'english') in the reader's language; other languages keep their name. */
export function optionLabel(t: TFunction, kind: 'character' | 'theme' | 'language', value: string): string {
  const key = `options.${kind}.${value}`;
  const label = t(key as never);
  return label === key ? value.charAt(0).toUpperCase() + value.slice(1) : label;
}

export function titleCell(s: AdminStory) {
  return (
    <div className="min-w-0">
      <p className="font-semibold text-ink">{s.title || '—'}</p>
      {s.descriptionPreview && <p className="mt-0.5 text-xs text-ink-soft">{s.descriptionPreview}{s.descriptionPreview.length >= 60 ? '…' : ''}</p>}
    </div>
  );
}

export function createdCell(s: AdminStory, language: string) {
  return <span className="whitespace-nowrap">{formatAdminDate(s.createdAt, language)}</span>;
}
