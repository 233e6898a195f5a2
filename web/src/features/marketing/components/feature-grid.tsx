import { AudioLines, BookOpenText, Cloud, Globe2, Heart, Palette, Share2, Sparkles, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';

type FeatureKey = 'audio' | 'languages' | 'ai' | 'illustrations' | 'personal' | 'reading' | 'cloud' | 'sharing';

const FEATURES: ReadonlyArray<{ key: FeatureKey; Icon: LucideIcon; tone: string }> = [
  { key: 'audio', Icon: AudioLines, tone: 'bg-coral-50 text-coral-600' },
  { key: 'languages', Icon: Globe2, tone: 'bg-teal-50 text-teal-700' },
  { key: 'ai', Icon: Sparkles, tone: 'bg-[#fdf3dc] text-[#9a6a12]' },
  { key: 'illustrations', Icon: Palette, tone: 'bg-[#efeaf7] text-[#5f4b8b]' },
  { key: 'personal', Icon: Heart, tone: 'bg-coral-50 text-coral-600' },
  { key: 'reading', Icon: BookOpenText, tone: 'bg-teal-50 text-teal-700' },
  { key: 'cloud', Icon: Cloud, tone: 'bg-[#efeaf7] text-[#5f4b8b]' },
  { key: 'sharing', Icon: Share2, tone: 'bg-[#fdf3dc] text-[#9a6a12]' },
];

export function FeatureGrid() {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {FEATURES.map(({ key, Icon, tone }) => (
        <li key={key} className="flex gap-4 rounded-3xl border border-line bg-card p-5 shadow-soft sm:block sm:p-6">
          <span className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl ${tone}`}>
            <Icon className="h-6 w-6" aria-hidden />
          </span>
          <div className="min-w-0">
            <h3 className="text-lg font-bold text-ink sm:mt-4">{t(`landing.features.${key}.title`)}</h3>
            <p className="mt-1 text-[0.95rem] text-ink-soft sm:mt-1.5">{t(`landing.features.${key}.body`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
