import { BookOpen, ChevronRight, LineChart, Sparkles, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { Card, CardBody, CardHeader, CardTitle } from '../../../components/ui/card';

const ACTIONS: ReadonlyArray<{ to: string; key: 'generate' | 'library' | 'progress'; Icon: LucideIcon; tone: string }> = [
  { to: '/generate', key: 'generate', Icon: Sparkles, tone: 'bg-coral-50 text-coral-600' },
  { to: '/library', key: 'library', Icon: BookOpen, tone: 'bg-teal-50 text-teal-700' },
  { to: '/reading-progress', key: 'progress', Icon: LineChart, tone: 'bg-[#efeaf7] text-[#5f4b8b]' },
];

export function QuickActions() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.actions.title')}</CardTitle>
      </CardHeader>
      <CardBody className="pt-3 sm:pt-3">
        <ul className="space-y-2">
          {ACTIONS.map(({ to, key, Icon, tone }) => (
            <li key={to}>
              <Link to={to} className="group flex items-center gap-3 rounded-2xl border border-transparent p-2.5 transition-colors hover:border-line hover:bg-paper">
                <span className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-xl ${tone}`}>
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink">{t(`dashboard.actions.${key}Title`)}</span>
                  <span className="block text-sm text-ink-soft">{t(`dashboard.actions.${key}Body`)}</span>
                </span>
                <ChevronRight className="h-5 w-5 text-ink-soft transition-transform group-hover:translate-x-0.5" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
