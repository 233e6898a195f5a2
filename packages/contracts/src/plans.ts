// Plans and limits: the ONE source of these numbers (DECISIONS.md 'Plans and limits').
import { ART_STYLES, type ArtStyle } from './illustration.ts';
export const PLAN_IDS = ['free', 'basic', 'premium', 'pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** -1 means unlimited (SPEC §3 'Plan status'). */
export const UNLIMITED = -1;

export interface Plan {
  id: PlanId;
  /** Prices in USD cents. */
  priceMonth: number;
  priceYear: number;
  storiesPerMonth: number;
  maxChaptersPerStory: number;
  popular: boolean;
  /** Art styles a family on this plan may choose (SPEC §9: custom styles are a Pro feature). */
  artStyles: readonly ArtStyle[];
}

export const PLANS: Record<PlanId, Plan> = {
  free: { id: 'free', priceMonth: 0, priceYear: 0, storiesPerMonth: 3, maxChaptersPerStory: 5, popular: false, artStyles: ['classic'] },
  basic: { id: 'basic', priceMonth: 999, priceYear: 9990, storiesPerMonth: 15, maxChaptersPerStory: 10, popular: false, artStyles: ['classic'] },
  premium: { id: 'premium', priceMonth: 1999, priceYear: 19990, storiesPerMonth: 50, maxChaptersPerStory: 20, popular: true, artStyles: ['classic'] },
  pro: { id: 'pro', priceMonth: 4999, priceYear: 49990, storiesPerMonth: UNLIMITED, maxChaptersPerStory: 20, popular: false, artStyles: ART_STYLES },
};

export const CURRENCY = 'USD';
export const ANNUAL_SAVING_PERCENT = 20;

export function isUnlimited(limit: number): boolean {
  return limit === UNLIMITED;
}

/** Whether a plan may draw a story in this art style. */
export function isArtStyleAllowed(plan: PlanId, style: ArtStyle): boolean {
  return PLANS[plan].artStyles.includes(style);
}
