import { isUnlimited } from '@storyloom/contracts/plans';
import type { PlanStatus } from '@storyloom/contracts/user';
import { ArrowUpRight, Feather, MoonStar } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** 'x of y stories left this month', and a kind word when none are left (SPEC §2 '/generate'). */
export function PlanUsage({ status, outOfStories }: { status: PlanStatus | undefined; outOfStories: boolean }) {
  const { t } = useTranslation();
  if (!status) return null;
  const { storiesRemaining, storiesThisMonth } = status.usage;
  const total = status.limits.storiesPerMonth;
  const plan = t(`plans.${status.plan}`);

  if (outOfStories) {
    return (
      <div role="status" data-testid="out-of-stories" className="flex flex-col gap-4 rounded-3xl border border-amber-400/60 bg-amber-300/25 p-5 sm:flex-row sm:items-center">
        <MoonStar className="h-10 w-10 shrink-0 text-coral-600" aria-hidden />
        <div className="flex-1">
          <p className="font-display text-lg font-bold text-ink">{t('generator.usage.outTitle')}</p>
          <p className="mt-1 text-ink-soft">{t('generator.usage.outBody', { used: storiesThisMonth, total })}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/pricing">{t('generator.usage.seePlans')}<ArrowUpRight className="h-4 w-4" aria-hidden /></Link>
        </Button>
      </div>
    );
  }
  return (
    <p data-testid="stories-left" className="inline-flex items-center gap-2 rounded-full bg-teal-50 px-4 py-2 text-sm font-semibold text-teal-700">
      <Feather className="h-4 w-4" aria-hidden />
      {isUnlimited(total)
        ? t('generator.usage.unlimited', { plan })
        : t('generator.usage.left', { count: storiesRemaining, total })}
    </p>
  );
}
