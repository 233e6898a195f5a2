import { describe, expect, it } from 'vitest';
import type { SceneBriefV2 } from '../scene-brief.ts';
import type { WrittenStory } from '../types.ts';
import { buildImagePrompt, describeLook } from './image-prompt.ts';

const look = { skin: 'deep', hair: 'coily', hairColour: 'black', glasses: true } as const;
const bible: WrittenStory['bible'] = {
  heroName: 'Noah', heroCharacter: 'brave-knight', friendName: 'Hulotte', friendCharacter: 'wise-owl', childLook: look,
  coverScene: { place: 'castle', timeOfDay: 'day', cast: ['brave-knight'], props: [], mood: 'happy', caption: 'Noah' },
};
const brief: SceneBriefV2 = {
  place: 'sea', time: 'night', weather: 'storm', framing: 'wide', mood: 'worried',
  cast: [{ who: 'hero', character: 'brave-knight', pose: 'pointing' }, { who: 'companion', character: 'wise-owl', pose: 'holding', holding: 'lantern' }],
  props: [{ prop: 'lantern', state: 'off' }, { prop: 'boat' }, { prop: 'cake' }], keyObject: 'boat', introduced: ['lantern', 'boat'], variation: 2,
  caption: 'Noah montre le bateau dans la tempête.',
};

describe('the image prompt for a typed brief', () => {
  it("says the child's look, the action, the key object, the weather and only what the text has introduced", () => {
    const prompt = buildImagePrompt(bible, brief, 'chapter');
    expect(prompt).toContain(`(the child: ${describeLook(look)})`);
    expect(describeLook(look)).toBe('deep brown skin, coily, full black hair, round glasses');
    expect(prompt).toContain('the brave knight is pointing ahead');
    expect(prompt).toContain('the wise owl is holding up a lantern');
    expect(prompt).toContain('The boat is large and clearly visible.');
    expect(prompt).toContain('lantern (off)');
    expect(prompt).toContain('Weather: storm.');
    expect(prompt).not.toContain('cake');
    expect(prompt).toContain('Noah montre le bateau dans la tempête.');
  });

  it('names the art style in its first line', () => {
    expect(buildImagePrompt(bible, brief, 'chapter', 'crayon').split('\n')[0]).toContain('wax crayons');
    expect(buildImagePrompt(bible, brief, 'chapter', 'paper-cut').split('\n')[0]).toContain('paper cut-outs');
    expect(buildImagePrompt(bible, brief, 'chapter').split('\n')[0]).toContain('soft watercolour and ink');
  });
});
