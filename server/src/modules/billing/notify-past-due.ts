// A renewal that fails must reach the parent (issue 11): an e-mail now, and the account page and
// dashboard show the notice while the subscription is past due.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { appUsers } from '../../db/schema/index.ts';
import type { SubscriptionRow } from './providers/payment-provider.ts';

export async function notifyPastDue(ctx: AppContext, row: SubscriptionRow): Promise<void> {
  const user = await ctx.database.db.query.appUsers.findFirst({ where: eq(appUsers.id, row.userId) });
  if (!user) return;
  const until = row.graceEndsAt ? row.graceEndsAt.toISOString().slice(0, 10) : 'soon';
  await ctx.mailer.send({
    to: user.email,
    subject: 'Storyloom: your subscription payment did not go through',
    text: [
      `Hello ${user.firstName},`,
      '',
      `We could not take the payment that renews your ${row.plan} plan. Your plan stays as it is until ${until};`,
      `after that your family returns to the free plan. You can pay with another card on your account page:`,
      `${ctx.config.publicUrl}/account`,
      '',
      'The Storyloom team',
    ].join('\n'),
  });
}
