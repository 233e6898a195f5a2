import { afterEach, describe, expect, it } from 'vitest';
import type { SceneBrief, WrittenStory } from '../types.ts';
import { CHARACTER_LOOKS } from './character-looks.ts';
import { createServiceIllustrator } from './service-illustrator.ts';
import { ONE_PIXEL_PNG, startFakeOpenAIServer, type FakeOpenAIServer } from './test-support/fake-openai-server.ts';

const scene = (caption: string, cast: string[]): SceneBrief => ({ place: 'castle', timeOfDay: 'evening', cast, props: ['lantern'], mood: 'calm', caption });
const bible: WrittenStory['bible'] = {
  heroName: 'Sir Pip',
  heroCharacter: 'brave-knight',
  friendName: 'Mia',
  friendCharacter: 'child',
  coverScene: scene('Sir Pip and Mia in front of the castle.', ['brave-knight', 'child']),
};
const models = { apiKey: 'sk-local', textModel: 'story-model', imageModel: 'picture-model', speechModel: 'speech-model' };

let server: FakeOpenAIServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('createServiceIllustrator', () => {
  it('returns the PNG the image model drew', async () => {
    server = await startFakeOpenAIServer();
    const picture = await createServiceIllustrator({ ...models, baseURL: server.baseURL }).draw(bible, bible.coverScene, { seed: 1, kind: 'cover' });
    expect(picture.contentType).toBe('image/png');
    expect(picture.data.equals(ONE_PIXEL_PNG)).toBe(true);
    expect(server.requests[0]).toMatchObject({ path: '/v1/images/generations', authorization: 'Bearer sk-local' });
    expect(server.requests[0]?.body).toMatchObject({ model: 'picture-model', n: 1, size: '1024x1024' });
  });

  it("repeats each character's fixed description in every prompt", async () => {
    server = await startFakeOpenAIServer();
    const illustrator = createServiceIllustrator({ ...models, baseURL: server.baseURL });
    await illustrator.draw(bible, bible.coverScene, { seed: 1, kind: 'cover' });
    await illustrator.draw(bible, scene('Sir Pip reads a map by lantern light.', ['brave-knight']), { seed: 2, kind: 'chapter' });
    await illustrator.draw(bible, scene('Mia and Sir Pip meet an owl.', ['child', 'wise-owl']), { seed: 3, kind: 'chapter' });

    const prompts = server.requests.map((r) => String(r.body.prompt));
    expect(prompts).toHaveLength(3);
    for (const prompt of prompts) expect(prompt).toContain(`Sir Pip, ${CHARACTER_LOOKS['brave-knight']}.`);
    expect(prompts[0]).toContain(`Mia, ${CHARACTER_LOOKS.child}.`);
    expect(prompts[1]).toContain('Sir Pip reads a map by lantern light.');
    expect(prompts[2]).toContain(CHARACTER_LOOKS['wise-owl']);
    // The hero is described first even when the brief lists someone else first.
    expect(prompts[2]?.indexOf(CHARACTER_LOOKS['brave-knight'])).toBeLessThan(prompts[2]?.indexOf(CHARACTER_LOOKS.child) ?? -1);
  });

  it('fails when the service refuses the call', async () => {
    server = await startFakeOpenAIServer({ failPaths: { '/v1/images/generations': 400 } });
    const illustrator = createServiceIllustrator({ ...models, baseURL: server.baseURL });
    await expect(illustrator.draw(bible, bible.coverScene, { seed: 1, kind: 'cover' })).rejects.toThrow();
  });
});
