import { PLANS } from '@storyloom/contracts/plans';
import { describe, expect, it } from 'vitest';
import { defaultLength, isLengthAllowed, isOutOfStories, smallestPlanFor } from './plan-rules';

describe('the generator plan rules', () => {
  it('lock the lengths above the free plan chapter cap and default to the longest allowed', () => {
    const cap = PLANS.free.maxChaptersPerStory;
    expect(isLengthAllowed('short', cap)).toBe(true);
    expect(isLengthAllowed('medium', cap)).toBe(false);
    expect(isLengthAllowed('long', cap)).toBe(false);
    expect(defaultLength(cap)).toBe('short');
  });

  it('default to medium when the plan allows it, and open every length when unlimited', () => {
    expect(defaultLength(PLANS.basic.maxChaptersPerStory)).toBe('medium');
    expect(isLengthAllowed('long', PLANS.basic.maxChaptersPerStory)).toBe(false);
    expect(isLengthAllowed('long', -1)).toBe(true);
  });

  it('name the cheapest plan that opens a locked length (issue 14: Medium comes with Basic)', () => {
    expect(smallestPlanFor('short')).toBe('free');
    expect(smallestPlanFor('medium')).toBe('basic');
    expect(smallestPlanFor('long')).toBe('premium');
  });

  it('turn the button into an upgrade prompt only when a limited plan has no story left', () => {
    expect(isOutOfStories(0, 3)).toBe(true);
    expect(isOutOfStories(1, 3)).toBe(false);
    expect(isOutOfStories(0, -1)).toBe(false);
  });
});
