import type { PlanId } from '@storyloom/contracts/plans';
import { Check } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';
import { planFeatures } from '../plan-display';

/** A plan's features with check marks, as /pricing and /subscribe show them. */
export function PlanFeatureList({ plan, className }: { plan: PlanId; className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={cn('mt-5 flex flex-col gap-2.5', className)}>
      {planFeatures(t, plan).map((feature) => (
        <li key={feature} className="flex items-start gap-2.5 text-ink">
          <Check className="mt-0.5 h-5 w-5 shrink-0 text-teal-600" aria-hidden />
          {feature}
        </li>
      ))}
    </ul>
  );
}
