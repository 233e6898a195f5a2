import { BookHeart, Star, Users } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';

// Marketing copy, kept as the spec gives it (DECISIONS.md 'Landing page'): 50K+, 25K+ and 4.9, written
// the way the interface's language writes numbers (issue 14: '4,9' in French).
const FIGURES = [
  { value: 50_000, plus: true, key: 'stories', Icon: BookHeart },
  { value: 25_000, plus: true, key: 'families', Icon: Users },
  { value: 4.9, plus: false, key: 'rating', Icon: Star },
] as const;

function formatFigure(value: number, plus: boolean, language: string): string {
  const format = plus ? new Intl.NumberFormat(language, { notation: 'compact' }) : new Intl.NumberFormat(language, { minimumFractionDigits: 1 });
  return `${format.format(value)}${plus ? '+' : ''}`;
}

export function MarketingFigures() {
  const { t, i18n } = useTranslation();
  return (
    <section aria-label={t('landing.stats.label')} className="mx-auto max-w-6xl px-4 sm:px-6">
      <dl className="grid grid-cols-3 gap-2 rounded-[2rem] bg-teal-700 px-3 py-6 text-center text-white shadow-lift sm:gap-6 sm:px-8 sm:py-8">
        {FIGURES.map(({ value, plus, key, Icon }) => (
          <div key={key} className="flex flex-col items-center gap-1">
            <Icon className="h-6 w-6 text-amber-300" aria-hidden />
            <dd className="order-first font-display text-2xl font-extrabold sm:text-4xl">{formatFigure(value, plus, i18n.language)}</dd>
            <dt className="text-xs text-teal-50 sm:text-base">{t(`landing.stats.${key}`)}</dt>
          </div>
        ))}
      </dl>
    </section>
  );
}
