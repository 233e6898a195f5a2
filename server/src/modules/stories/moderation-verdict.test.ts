import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Moderator, StoryRequest, StoryWriter, WrittenStory } from '../../ai/types.ts';
import { createStoryteller } from '../../ai/offline/storyteller/index.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

// A service's story is checked by the moderator chapter by chapter, and its verdict is obeyed: text it
// refuses is never stored, the story is rewritten, and a writer that never writes safely fails the
// story and gives the credit back (issue 10: the verdict must not be ignorable).
const MARK = 'Zorglub';
const storyteller = createStoryteller();

/** Stands in for a service writer: the offline book, with a refused word in it while `bad(seed)`. */
function markedWriter(bad: (req: StoryRequest) => boolean): StoryWriter {
  return {
    languages: ['english', 'french'],
    async write(req, onChapter) {
      const story = await storyteller.write(req);
      const chapters = story.chapters.map((c, i) => (bad(req) && i === 1 ? { ...c, content: `${c.content} ${MARK}.` } : c));
      for (const [i, c] of chapters.entries()) await onChapter?.(c, i);
      return { ...story, chapters } satisfies WrittenStory;
    },
  };
}

const moderator: Moderator = {
  check: async (text) => (text.includes(MARK) ? { ok: false, reason: 'violence' } : { ok: true }),
};

for (const kind of TEST_DATABASES) {
  describe(`the moderator's verdict on written stories (${kind})`, () => {
    let first: number | undefined;
    const seen: number[] = [];
    let t: TestApp;
    let never: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, {}, {
        ai: {
          moderator,
          // Unsafe on its first attempt only: the rewrite must be what is kept.
          writer: markedWriter((req) => {
            seen.push(req.seed);
            first ??= req.seed;
            return req.seed === first;
          }),
        },
      });
      never = await startTestApp(kind, {}, { ai: { moderator, writer: markedWriter(() => true) } });
    });
    afterAll(async () => {
      await t.close();
      await never.close();
    });

    it('never stores a chapter the moderator refused, and keeps the rewritten story', async () => {
      const { token } = await t.signUp();
      const res = await t.request('POST', '/api/stories/generate', { token, body: { character: 'wise-owl', theme: 'kindness', length: 'short' } });
      expect(res.status).toBe(200);
      expect((await t.waitForStory(token, res.body.id)).status).toBe('ready');
      const story = await t.request('GET', `/api/stories/${res.body.id}`, { token });
      expect(JSON.stringify(story.body.chapters)).not.toContain(MARK);
      expect(new Set(seen).size).toBeGreaterThan(1);
    });

    it('fails the story and gives the credit back when every rewrite is refused', async () => {
      const { token } = await never.signUp();
      const res = await never.request('POST', '/api/stories/generate', { token, body: { character: 'wise-owl', theme: 'kindness', length: 'short' } });
      expect((await never.waitForStory(token, res.body.id)).status).toBe('failed');
      const story = await never.request('GET', `/api/stories/${res.body.id}`, { token });
      expect(JSON.stringify(story.body)).not.toContain(MARK);
      const plan = await never.request('GET', '/api/auth/plan-status', { token });
      expect(plan.body.usage.storiesThisMonth).toBe(0);
    });
  });
}
