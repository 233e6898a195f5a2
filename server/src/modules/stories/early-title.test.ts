import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryWriter } from '../../ai/types.ts';
import { createStoryteller } from '../../ai/offline/storyteller/index.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

// A book opened at its first chapter is called by its title, not 'Your new story' (issue 16): the
// offline writer knows the title at plan time and the pipeline stores it before the chapters.
const storyteller = createStoryteller();

/** The offline writer, held after handing over its first chapter until the test lets it go on. */
function heldWriter(held: { release?: () => void; firstStored?: () => void }): StoryWriter {
  return {
    languages: storyteller.languages,
    write: (req, onChapter, onTitle) =>
      storyteller.write(req, async (chapter, i) => {
        await onChapter?.(chapter, i);
        if (i === 0) {
          held.firstStored?.();
          await new Promise<void>((resolve) => (held.release = resolve));
        }
      }, onTitle),
  };
}

for (const kind of TEST_DATABASES) {
  describe(`a story's title while it is written (${kind})`, () => {
    const held: { release?: () => void; firstStored?: () => void } = {};
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, {}, { ai: { writer: heldWriter(held) } });
    });
    afterAll(async () => {
      held.release?.();
      await t.close();
    });

    it('is stored before the first chapter is read, and is the finished book’s title', async () => {
      const { token } = await t.signUp();
      const firstStored = new Promise<void>((resolve) => (held.firstStored = resolve));
      const res = await t.request('POST', '/api/stories/generate', { token, body: { character: 'wise-owl', theme: 'kindness', length: 'short' } });
      await firstStored;
      // Chapters are stored behind the writer (story-writes.ts): the first one arrives moments after it is written.
      let early = await t.request('GET', `/api/stories/${res.body.id}`, { token });
      for (let i = 0; i < 100 && early.body.chapters.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        early = await t.request('GET', `/api/stories/${res.body.id}`, { token });
      }
      expect(early.body.status).toBe('writing');
      expect(early.body.chapters).toHaveLength(1);
      expect(early.body.title).not.toBe('');
      held.release?.();
      expect((await t.waitForStory(token, res.body.id)).status).toBe('ready');
      const done = await t.request('GET', `/api/stories/${res.body.id}`, { token });
      expect(done.body.title).toBe(early.body.title);
    });
  });
}
