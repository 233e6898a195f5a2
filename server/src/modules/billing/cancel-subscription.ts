// POST /api/billing/cancel and /api/billing/resume: a cancellation takes effect at the end of the
// paid period (SPEC §9 FAQ); until then it can be undone.
import type { SubscriptionView } from '@storyloom/contracts/billing';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppUserRow } from '../auth/ensure-app-user.ts';
import { afterUpdate, applyEventsInTx } from './apply-subscription-events.ts';
import { nextState } from './subscription-machine.ts';
import { toSubscriptionView } from './subscription-view.ts';

export async function setCancelAtPeriodEnd(ctx: AppContext, user: AppUserRow, cancel: boolean): Promise<SubscriptionView> {
  const type = cancel ? 'cancel_scheduled' : 'cancel_undone';
  const result = await ctx.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).for('update');
    if (!row || !nextState(row.state, type)) {
      throw new AppError('conflict', cancel ? 'There is no running subscription to cancel.' : 'There is no cancelled subscription to resume.');
    }
    try {
      await ctx.payments.setCancelAtPeriodEnd(row, cancel);
    } catch (err) {
      console.error('[billing] provider refused the cancellation change', err);
      throw new AppError('service_unavailable', 'The payment provider could not be reached. Please try again.');
    }
    return applyEventsInTx(tx, row, { provider: row.provider, events: [{ type }], strict: true });
  });
  await afterUpdate(ctx, result);
  return toSubscriptionView(ctx, result.row, user.subscriptionPlan);
}
