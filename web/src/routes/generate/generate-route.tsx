import { PLANS } from '@storyloom/contracts/plans';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useSession } from '../../features/auth/hooks/use-session';
import { planStatusQuery } from '../../features/dashboard/api/get-plan-status';
import { GenerationResume } from '../../features/generator/components/generation-resume';
import { GeneratorWorkshop } from '../../features/generator/components/generator-workshop';
import { PlanUsage } from '../../features/generator/components/plan-usage';
import { isOutOfStories } from '../../features/generator/plan-rules';

/** /generate: the story workshop (SPEC §2). */
export default function GenerateRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  const planStatus = useQuery({ ...planStatusQuery, enabled: user !== null });
  if (!user) return null;

  // Until plan-status answers, the plan's own numbers stand in (they come from the same constant).
  const maxChapters = planStatus.data?.limits.maxChaptersPerStory ?? PLANS[user.subscriptionPlan].maxChaptersPerStory;
  const outOfStories = planStatus.data
    ? isOutOfStories(planStatus.data.usage.storiesRemaining, planStatus.data.limits.storiesPerMonth)
    : false;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="mb-6 flex flex-col gap-4 sm:mb-8 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="text-sm font-bold tracking-wide text-coral-700 uppercase">{t('generator.eyebrow')}</p>
          <h1 className="mt-1 text-3xl font-extrabold text-ink sm:text-4xl">{t('generator.title')}</h1>
          <p className="mt-2 max-w-2xl text-lg text-ink-soft">{t('generator.subtitle')}</p>
        </div>
        {!outOfStories && <PlanUsage status={planStatus.data} outOfStories={false} />}
      </header>
      {outOfStories && (
        <div className="mb-6">
          <PlanUsage status={planStatus.data} outOfStories />
        </div>
      )}
      <GeneratorWorkshop maxChapters={maxChapters} outOfStories={outOfStories} artStyles={PLANS[user.subscriptionPlan].artStyles} />
      <GenerationResume />
    </div>
  );
}
