import { Check, Lock } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Card, CardBody, CardHeader, CardTitle } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';
import type { Achievement } from '../reading-stats';
import { AchievementBadge } from './achievement-badges';

function AchievementItem({ achievement }: { achievement: Achievement }) {
  const { t } = useTranslation();
  const { id, goal, current, earned } = achievement;
  const name = t(`progress.achievements.${id}.name`);
  return (
    <li
      className={cn(
        'flex items-center gap-4 rounded-3xl border-2 p-4 sm:flex-col sm:text-center',
        earned ? 'border-amber-300 bg-[#fffaf0]' : 'border-dashed border-line bg-paper',
      )}
      data-testid={`achievement-${id}`}
      data-earned={earned}
    >
      <div className="relative h-20 w-20 shrink-0 sm:h-24 sm:w-24">
        <div className={cn('h-full w-full', !earned && 'opacity-45 grayscale')}>
          <AchievementBadge id={id} />
        </div>
        <span
          className={cn(
            'absolute -right-1 -bottom-1 flex h-7 w-7 items-center justify-center rounded-full ring-2 ring-card',
            earned ? 'bg-teal-600 text-white' : 'bg-paper-deep text-ink-soft',
          )}
        >
          {earned ? <Check className="h-4 w-4" aria-hidden /> : <Lock className="h-3.5 w-3.5" aria-hidden />}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:w-full sm:items-center">
        <h3 className="font-display text-base font-bold text-ink">{name}</h3>
        <p className="text-sm text-ink-soft">{t(`progress.achievements.${id}.body`)}</p>
        <p className={cn('text-sm font-semibold', earned ? 'text-teal-700' : 'text-ink-soft')} data-testid="achievement-state">
          {earned ? t('progress.achievements.earned') : t('progress.achievements.locked')}
        </p>
        {!earned && (
          <div className="w-full sm:max-w-48">
            <ProgressBar value={(current / goal) * 100} label={t('progress.achievements.barLabel', { name })} className="h-2" />
            <p className="mt-1 text-xs text-ink-soft">{t('progress.achievements.count', { count: current, goal })}</p>
          </div>
        )}
      </div>
    </li>
  );
}

/** The three badges of SPEC §9, earned or still on the way (with how far along). */
export function Achievements({ items }: { items: readonly Achievement[] }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="achievements-title" role="region">
      <CardHeader className="flex-col items-start gap-0.5">
        <CardTitle id="achievements-title">{t('progress.achievements.title')}</CardTitle>
        <p className="text-sm text-ink-soft">{t('progress.achievements.subtitle')}</p>
      </CardHeader>
      <CardBody>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
          {items.map((achievement) => <AchievementItem key={achievement.id} achievement={achievement} />)}
        </ul>
      </CardBody>
    </Card>
  );
}
