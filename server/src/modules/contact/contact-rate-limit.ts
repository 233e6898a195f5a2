// The contact form's limit per e-mail address, counted from the stored messages themselves, so every
// web process sees the same count (DESIGN.md 'Running well under load': counters in one shared store).
import { CONTACT_RATE_LIMIT } from '@storyloom/contracts/contact';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

/** Seconds until this address may send again, or 0 when it may send now. */
export async function contactRetryAfter(db: Db, email: string, now = new Date()): Promise<number> {
  const windowMs = CONTACT_RATE_LIMIT.windowMinutes * 60_000;
  const since = new Date(now.getTime() - windowMs);
  const recent = await db
    .select({ createdAt: contactMessages.createdAt })
    .from(contactMessages)
    .where(and(eq(contactMessages.email, email.toLowerCase()), gt(contactMessages.createdAt, since)))
    .orderBy(asc(contactMessages.createdAt))
    .limit(CONTACT_RATE_LIMIT.messages);
  if (recent.length < CONTACT_RATE_LIMIT.messages) return 0;
  const oldest = recent[0]!.createdAt.getTime();
  return Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
}
