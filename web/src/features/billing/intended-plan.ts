import type { PaidPlanId } from '@storyloom/contracts/billing';
import type { BillingInterval } from '@storyloom/contracts/plans';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { saveRedirectTarget } from '../auth/redirect-target';
import { subscribePath } from './plan-display';

/**
 * SPEC §2 '/pricing': a signed-out visitor's choice is kept (plan, interval and where to go next),
 * so that after signing up or in at /auth they land on /subscribe with it. Sign-in clears all three.
 */
export function rememberIntendedPlan(plan: PaidPlanId, interval: BillingInterval): void {
  writeStorage(STORAGE_KEYS.intendedPlan, plan);
  writeStorage(STORAGE_KEYS.intendedInterval, interval);
  saveRedirectTarget(subscribePath(plan, interval));
}
