// A child whose parent did not touch the look picker (issue 10 'the child's look'): drawn in a look of its
// own from its name and gender, on every page and on the cover alike, instead of everyone's short crop; a
// girl called Emma is never given a boy's short hair; a chosen look always wins; a book with no named child
// keeps the characters' own looks.
import { describe, expect, it } from 'vitest';
import type { ChildLook } from '@storyloom/contracts/illustration';
import { defaultChildLook } from './default-child-look.ts';
import { castFor, designIdFor } from '../../ai/offline/illustrator/compose/cast-list.ts';
import { tellStory } from '../../ai/offline/storyteller/index.ts';
import type { SceneBriefV2 } from '../../ai/scene-brief.ts';
import { pictureBible } from './picture-options.ts';

const written = (childName: string) => tellStory({ character: 'little-bear', theme: 'friendship', length: 'short', language: 'english', ageGroup: '5-8', moralLesson: 'sharing', childName, customPrompt: '', seed: 4 }).story;

describe("a child's look when none was chosen", () => {
  it('gives Emma, a girl, hair of a girl, the same on every page and on the cover', () => {
    const story = written('Emma');
    expect(story.bible.childGender).toBe('f');
    const bible = pictureBible(story.bible, undefined, 'Emma');
    expect(bible.childLook?.hair).not.toBe('short');
    const ids = new Set([story.bible.coverScene, ...story.chapters.map((c) => c.scene)].flatMap((s) => castFor(bible, s as SceneBriefV2).map((m) => m.id)).filter((id) => id.startsWith('child')));
    expect([...ids]).toEqual([designIdFor(bible, 'child')]);
    expect(designIdFor(bible, 'child')).toMatch(/^child-girl~/);
  });

  it('varies the look from name to name, always from the styles of the child gender', () => {
    const girls = ['Emma', 'Lily', 'Chloé', 'Zoé', 'Amira', 'Sofia', 'Léa', 'Olivia'].map((n) => defaultChildLook(n, 'f'));
    const boys = ['Leo', 'Noah', 'Hugo', 'Jules', 'Omar', 'Arthur', 'Tom', 'Sami'].map((n) => defaultChildLook(n, 'm'));
    for (const look of girls) expect(['long', 'pigtails', 'bun', 'curly']).toContain(look.hair);
    for (const look of boys) expect(['short', 'curly', 'coily']).toContain(look.hair);
    const kinds = (looks: ChildLook[]) => new Set(looks.map((l) => `${l.hair} ${l.hairColour}`)).size;
    expect(kinds(girls)).toBeGreaterThan(3);
    expect(kinds(boys)).toBeGreaterThan(3);
    expect(defaultChildLook('Emma', 'f')).toEqual(defaultChildLook(' emma ', 'f'));
  });

  it('keeps a chosen look, and the characters own looks in a book with no named child', () => {
    const story = written('Emma');
    const chosen: ChildLook = { skin: 'deep', hair: 'short', hairColour: 'black', glasses: true };
    expect(pictureBible(story.bible, chosen, 'Emma').childLook).toEqual(chosen);
    expect(pictureBible(story.bible, null, '').childLook).toBeUndefined();
  });
});
