// POST /api/stories/generate: checks the request, then takes a credit and creates the queued story
// in one statement (insert-paid-story.ts), then queues its job. Unsafe input is refused before any credit is taken.
// A request sent again with its Idempotency-Key answers the story the first one made (decision 025).
import { randomInt } from 'node:crypto';
import { CHAPTERS_BY_LENGTH } from '@storyloom/contracts/options';
import { isArtStyleAllowed, PLANS } from '@storyloom/contracts/plans';
import type { generationRequestSchema } from '@storyloom/contracts/stories';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppUserRow } from '../auth/ensure-app-user.ts';
import { monthKey } from '../plans/usage.ts';
import { insertPaidStory } from './insert-paid-story.ts';
import { enqueueGeneration } from './generation-jobs.ts';
import { checkStoryInput } from './check-story-input.ts';
import { requestFingerprint } from './request-fingerprint.ts';

export type ParsedGenerationRequest = z.output<typeof generationRequestSchema>;

export async function requestStory(ctx: AppContext, user: AppUserRow, req: ParsedGenerationRequest, idempotencyKey: string | null = null): Promise<{ id: string }> {
  if (!ctx.ai.writer.languages.includes(req.language)) {
    throw new AppError('language_needs_ai_model', 'Stories in this language need an AI model. Choose English or French, or ask your administrator to connect one.', 'language');
  }
  const plan = PLANS[user.subscriptionPlan];
  const chapterCount = CHAPTERS_BY_LENGTH[req.length];
  if (chapterCount > plan.maxChaptersPerStory) {
    throw new AppError('chapter_limit_exceeded', `Chapter limit exceeded: your plan allows up to ${plan.maxChaptersPerStory} chapters per story.`, 'length');
  }
  if (!isArtStyleAllowed(user.subscriptionPlan, req.artStyle)) {
    throw new AppError('art_style_locked', 'This art style needs the Pro plan: choose Classic or upgrade to Pro.', 'artStyle');
  }
  await checkStoryInput(ctx.ai.moderator, req);

  const fingerprint = idempotencyKey ? requestFingerprint(req) : null;
  const paid = await insertPaidStory(ctx.database.db, user.subscriptionPlan, {
    userId: user.id,
    character: req.character,
    theme: req.theme,
    length: req.length,
    language: req.language,
    ageGroup: req.ageGroup,
    moralLesson: req.moralLesson,
    childName: req.childName,
    customPrompt: req.customPrompt,
    childLook: req.childLook ?? null,
    artStyle: req.artStyle,
    seed: randomInt(1, 2 ** 31 - 1),
    chapterCount,
    creditMonth: monthKey(),
    idempotencyKey,
    requestFingerprint: fingerprint,
  });
  if (!paid) {
    const n = plan.storiesPerMonth;
    throw new AppError('story_limit_reached', `Story limit reached: your plan includes ${n} ${n === 1 ? 'story' : 'stories'} a month.`);
  }
  if ('earlier' in paid) {
    const { earlier } = paid;
    if (earlier.requestFingerprint !== fingerprint) {
      throw new AppError('idempotency_key_reused', 'This Idempotency-Key was already sent with a different story request: make a new key for each new request.', 'Idempotency-Key');
    }
    // The first request may have died between its commit and its job: queue it now rather than at the
    // sweep (the job's id is derived from the story, so sending it again when it exists adds nothing).
    if (earlier.queued) await enqueueGeneration(ctx, { storyId: earlier.id, generation: earlier.generation });
    return { id: earlier.id };
  }
  // After commit: if this process dies right here, the sweep (sweep-stories.ts) queues it later.
  await enqueueGeneration(ctx, { storyId: paid.made, generation: 0 });
  return { id: paid.made };
}
