import { CHAPTERS_BY_LENGTH, GENERATION_DEFAULTS, STORY_LENGTHS, type StoryLength } from '@storyloom/contracts/options';
import { isUnlimited, PLAN_IDS, PLANS, type PlanId } from '@storyloom/contracts/plans';

/** A length is open when its chapter count fits the plan's cap (-1 = no cap). */
export function isLengthAllowed(length: StoryLength, maxChaptersPerStory: number): boolean {
  return isUnlimited(maxChaptersPerStory) || CHAPTERS_BY_LENGTH[length] <= maxChaptersPerStory;
}

/** The cheapest plan whose chapter cap takes this length (issue 14: Medium comes with Basic, not only Premium). */
export function smallestPlanFor(length: StoryLength): PlanId {
  return PLAN_IDS.find((plan) => isLengthAllowed(length, PLANS[plan].maxChaptersPerStory)) ?? 'pro';
}

/** The default length (medium) when the plan allows it, otherwise the longest it allows. */
export function defaultLength(maxChaptersPerStory: number): StoryLength {
  if (isLengthAllowed(GENERATION_DEFAULTS.length, maxChaptersPerStory)) return GENERATION_DEFAULTS.length;
  const allowed = STORY_LENGTHS.filter((length) => isLengthAllowed(length, maxChaptersPerStory));
  return allowed.at(-1) ?? STORY_LENGTHS[0];
}

/** SPEC §2: no stories left (and the limit is not unlimited) turns the button into an upgrade prompt. */
export function isOutOfStories(storiesRemaining: number, storiesPerMonth: number): boolean {
  return !isUnlimited(storiesPerMonth) && storiesRemaining <= 0;
}
