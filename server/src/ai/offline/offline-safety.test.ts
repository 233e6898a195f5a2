import { AGE_GROUPS, CHARACTERS, MORAL_LESSONS, THEMES } from '@storyloom/contracts/options';
import { describe, expect, it } from 'vitest';
import { moderateText } from './moderator/moderate-text.ts';
import { createStoryteller } from './storyteller/index.ts';

// The built-in storyteller and the built-in moderator must agree: a story the product writes itself
// is never thrown away as unsafe (a false alarm once flagged every French picnic, 'pique-nique').
describe('the offline storyteller and the offline moderator together', () => {
  it('write stories that pass the safety check, for every character, theme and language', async () => {
    const writer = createStoryteller();
    const flagged: string[] = [];
    let n = 0;
    for (const seed of [1, 2, 3]) {
      for (const character of CHARACTERS) {
        for (const theme of THEMES) {
          for (const language of ['english', 'french'] as const) {
            const story = await writer.write({
              character, theme, length: 'long', language, ageGroup: AGE_GROUPS[n % 3] ?? '5-8',
              moralLesson: MORAL_LESSONS[n % 7] ?? 'none', childName: n % 2 ? 'Léa' : '',
              customPrompt: n % 3 ? '' : 'a red kite and a lost puppy', seed: seed * 1000 + n++,
            });
            for (const part of [`${story.title}\n${story.description}`, ...story.chapters.map((c) => `${c.title}\n${c.content}`)]) {
              const verdict = moderateText(part, { language, kind: 'output' });
              if (!verdict.ok) flagged.push(`${language} ${verdict.reason}: ${part.slice(0, 80)}`);
            }
          }
        }
      }
    }
    expect(flagged).toEqual([]);
  });
});
