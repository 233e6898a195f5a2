// POST /api/contact: keep the message (the admin dashboard lists it), then e-mail it to SUPPORT_EMAIL.
// The message is stored first: if the mail server is down the parent's words are still not lost.
import type { ContactResponse, contactRequestSchema } from '@storyloom/contracts/contact';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { contactEmail } from './contact-email.ts';
import { contactRetryAfter } from './contact-rate-limit.ts';

export class ContactRateLimited extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', 'You have sent several messages in a short time. Please wait a little before sending another one.');
  }
}

export async function sendContactMessage(
  ctx: AppContext,
  body: z.output<typeof contactRequestSchema>,
  account: { id: string; email: string } | null,
): Promise<ContactResponse> {
  const email = body.email.toLowerCase();
  const wait = await contactRetryAfter(ctx.database.db, email);
  if (wait > 0) throw new ContactRateLimited(wait);
  const [row] = await ctx.database.db
    .insert(contactMessages)
    .values({ userId: account?.id ?? null, name: body.name, email, category: body.category, subject: body.subject, message: body.message, language: body.language })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new AppError('internal', 'The message could not be saved.');
  try {
    await ctx.mailer.send(contactEmail(ctx.config.mail.supportEmail, { ...body, email, id: row.id, signedInAs: account?.email ?? null }));
  } catch (error) {
    // Kept in the database for the admin dashboard; the parent's message is not lost.
    console.error('contact message stored but not e-mailed', error);
  }
  return { id: row.id, receivedAt: row.createdAt.toISOString() };
}
