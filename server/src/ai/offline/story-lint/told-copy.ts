// Test support for the linter's own tests: a clean book told for a request, copied so that a test can break it
// (drop a sentence, move a chapter) without touching what the storyteller keeps.
import type { StoryRequest } from '../../types.ts';
import { tellStory } from '../storyteller/index.ts';

export function toldCopy(req: StoryRequest) {
  const { plan, book } = tellStory(req);
  return { plan: structuredClone(plan), book: structuredClone(book) };
}
