import { useTranslation } from '../../../i18n/use-translation';
import { formatRelative } from '../../../lib/relative-date';

/** Formats a last-read time in the interface language, relative to the moment of rendering. */
export function useRelativeTime(): (iso: string) => string {
  const { t, i18n } = useTranslation();
  const now = new Date();
  return (iso: string) => formatRelative(new Date(iso), now, i18n.language, t('progress.justNow'));
}
