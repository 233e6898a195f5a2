const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** 'New' badge: created within the last 24 hours (SPEC §4 'Story card'); a clock slightly ahead still counts. */
export function isNewStory(createdAt: Date, now: Date): boolean {
  const age = now.getTime() - createdAt.getTime();
  return age >= -MINUTE && age < DAY;
}
