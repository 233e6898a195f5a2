// What the pricing, subscribe and account pages say about a plan: prices and numbers come from the
// contracts package only (DECISIONS.md 'Plans and limits'); words come from the catalogs.
import { PAID_PLAN_IDS, type PaidPlanId } from '@storyloom/contracts/billing';
import { CURRENCY, PLANS, isUnlimited, type BillingInterval, type PlanId } from '@storyloom/contracts/plans';
import type { TFunction } from '../../i18n';

export function priceOf(plan: PlanId, interval: BillingInterval): number {
  return interval === 'month' ? PLANS[plan].priceMonth : PLANS[plan].priceYear;
}

export function formatMoney(cents: number, language: string, currency = CURRENCY): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
}

/** SPEC §9: the subscribe page's feature lines per plan, with the numbers of the contracts. */
const EXTRAS: Record<PlanId, string[]> = {
  free: ['narration', 'library'],
  basic: ['illustrations', 'emailSupport'],
  premium: ['hdIllustrations', 'prioritySupport'],
  pro: ['customStyles', 'api', 'prioritySupport'],
};

export function planFeatures(t: TFunction, plan: PlanId): string[] {
  const limits = PLANS[plan];
  return [
    isUnlimited(limits.storiesPerMonth)
      ? t('billing.features.storiesUnlimited')
      : t('billing.features.stories', { count: limits.storiesPerMonth }),
    t('billing.features.chapters', { count: limits.maxChaptersPerStory }),
    ...EXTRAS[plan].map((key) => t(`billing.features.${key}` as 'billing.features.api')),
  ];
}

/** SPEC §9: an unknown plan shows Basic; the default interval is month. */
export function readPlanChoice(params: URLSearchParams): { plan: PaidPlanId; interval: BillingInterval } {
  const plan = params.get('plan');
  const interval = params.get('interval');
  return {
    plan: (PAID_PLAN_IDS as readonly string[]).includes(plan ?? '') ? (plan as PaidPlanId) : 'basic',
    interval: interval === 'year' ? 'year' : 'month',
  };
}

export function subscribePath(plan: PaidPlanId, interval: BillingInterval): string {
  return `/subscribe?plan=${plan}&interval=${interval}`;
}
