import type { PlanId } from '@storyloom/contracts/plans';
import { Crown, Feather, Gem, Star, type LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';

// One icon and colour per plan (SPEC §2 'Common elements').
const PLAN_LOOK: Record<PlanId, { Icon: LucideIcon; tone: string }> = {
  free: { Icon: Feather, tone: 'bg-teal-50 text-teal-700' },
  basic: { Icon: Star, tone: 'bg-[#fdf3dc] text-[#9a6a12]' },
  premium: { Icon: Crown, tone: 'bg-coral-50 text-coral-600' },
  pro: { Icon: Gem, tone: 'bg-[#efeaf7] text-[#5f4b8b]' },
};

export function PlanIcon({ plan, className }: { plan: PlanId; className?: string }) {
  const { Icon, tone } = PLAN_LOOK[plan];
  return (
    <span className={cn('inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full', tone, className)} data-plan={plan}>
      <Icon className="h-4 w-4" aria-hidden />
    </span>
  );
}
