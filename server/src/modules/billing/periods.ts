import type { BillingInterval } from '@storyloom/contracts/plans';
import { PAST_DUE_GRACE_DAYS } from '@storyloom/contracts/billing';
import type { Period } from './subscription-machine.ts';

/**
 * The billing period that starts at `start`. `demoSeconds` (DEMO_BILLING_PERIOD_SECONDS) shortens
 * every demo period so that renewals can be watched happen; unset, a month is a calendar month.
 */
export function periodFrom(start: Date, interval: BillingInterval, demoSeconds?: number): Period {
  if (demoSeconds) return { start, end: new Date(start.getTime() + demoSeconds * 1000) };
  const end = new Date(start);
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return { start, end };
}

/** When a failed renewal returns the family to free unless it pays (shortened like the period in demos). */
export function graceEnd(from: Date, demoSeconds?: number): Date {
  return new Date(from.getTime() + (demoSeconds ? demoSeconds * 1000 : PAST_DUE_GRACE_DAYS * 86_400_000));
}
