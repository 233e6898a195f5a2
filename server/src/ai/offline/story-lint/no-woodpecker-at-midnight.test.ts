// Issue 10 (an editor read a woodpecker knocking and a robin on the spade handle in a chapter at midnight): what is
// about only by day is said by day. The linter's 'time-words' finds it in a night chapter, and every scenery line that
// names one waits for daylight (`if: [day]`), in both languages, so the grid cannot meet one at night.
import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../types.ts';
import { contentFor } from '../storyteller/languages.ts';
import { toldCopy } from './told-copy.ts';
import { DAY_CREATURES, lintStory } from './lint-story.ts';

const REQ: StoryRequest = {
  character: 'curious-mouse', theme: 'adventure', language: 'english', length: 'long', ageGroup: '5-8',
  moralLesson: 'none', childName: 'Maya', customPrompt: 'my daughter lost her teddy at the park', seed: 5,
};

function atNight(sentence: string, req: StoryRequest = REQ, slot: 'night' | 'evening' = 'night') {
  const t = toldCopy(req);
  t.plan.chapters[0]!.time = { day: 0, slot };
  t.book.chapters[0]!.content = sentence;
  return lintStory(t.plan, t.book).filter((x) => x.rule === 'time-words' && x.chapter === 0).map((x) => x.detail);
}

describe('no woodpecker at midnight', () => {
  it('finds a day creature in a night chapter, in English and French, and lets the evening and the owl pass', () => {
    expect(atNight('A woodpecker knocked somewhere, tap-tap-tap.')).toEqual(['daylight creatures in a night chapter: woodpecker']);
    expect(atNight('Des abeilles butinaient la lavande.', { ...REQ, language: 'french', customPrompt: 'ma fille a perdu son doudou au parc' })).toEqual(['daylight creatures in a night chapter: abeilles']);
    expect(atNight('A robin sang its last song of the day.', REQ, 'evening')).toEqual([]);
    expect(atNight('Outside, an owl said its first hoo of the night.')).toEqual([]);
    // Nerves the night before a first day at school are no daylight creature.
    expect(atNight('Ava had butterflies in her tummy, and could not sleep.')).toEqual([]);
    expect(atNight("The butterflies in Ava's tummy had gone. “My tummy is full of butterflies,” she said.")).toEqual([]);
    expect(atNight("Ava avait des papillons dans le ventre, et ne dormait pas. Puis les papillons du ventre partirent.", { ...REQ, language: 'french', customPrompt: 'ma fille a perdu son doudou au parc' })).toEqual([]);
    expect(atNight('Butterflies danced over the lavender.')).toEqual(['daylight creatures in a night chapter: Butterflies']);
    expect(atNight('Ava had butterflies in her tummy all through supper.')).toEqual([]);
    expect(atNight('Léa avait des papillons dans le ventre.', { ...REQ, language: 'french', customPrompt: 'ma fille a perdu son doudou au parc' })).toEqual([]);
  });

  it('gates every scenery and texture line that names one on daylight', () => {
    const ungated = (['en', 'fr'] as const).flatMap((lang) => {
      const c = contentFor(lang);
      const lines = [...Object.values(c.places).flatMap((p) => p.scenery), ...Object.values(c.texture).flat()];
      return lines.filter((t) => !t.if.some((f) => ['day', 'morning', 'midday', 'afternoon', 'evening', '!night', '!dark'].includes(f)))
        .filter((t) => DAY_CREATURES[lang].test([t.young, t.older, t.old].map((x) => x?.source ?? '').join(' '))).map((t) => t.key);
    });
    expect(ungated).toEqual([]);
  });
});
