import { describe, expect, it } from 'vitest';
import type { SceneBrief, WrittenStory } from '../../types.ts';
import { designFor } from './characters/index.ts';
import type { Mood, Pose } from './characters/types.ts';
import { castFor } from './compose/cast-list.ts';
import { coverPlacements } from './compose/framing.ts';
import { tellStory } from '../storyteller/index.ts';
import { readBrief } from './read-brief.ts';
import { createRng } from './prng.ts';
import { createOfflineIllustrator } from './index.ts';
import { ALL_MOODS, ALL_PLACES, ALL_TIMES, scene } from './test-fixtures.ts';

const illustrator = createOfflineIllustrator();
const POSES: readonly Pose[] = ['stand', 'wave', 'cheer', 'hips', 'clasp', 'droop'];

function bible(friendGender?: 'm' | 'f', friendCharacter = 'child'): WrittenStory['bible'] {
  return {
    heroName: 'Pip',
    heroCharacter: 'friendly-dragon',
    friendName: friendGender === 'f' ? 'Emma' : 'Léo',
    friendCharacter,
    ...(friendGender ? { friendGender } : {}),
    coverScene: scene({ cast: ['friendly-dragon', 'child'] }),
  };
}

/** Every drawing a design can make (each pose in each mood). */
function drawings(id: string): string[] {
  return POSES.flatMap((pose) => (ALL_MOODS as readonly Mood[]).map((mood) => designFor(id).draw(pose, mood).svg));
}

const GIRL = drawings('child-girl');
const BOY = drawings('child');

/** A story's pages: chapters in varied places, hours and moods with varied seeds, and the cover. */
function pages(): Array<{ s: SceneBrief; seed: number; kind: 'cover' | 'chapter' }> {
  return ALL_MOODS.map((mood, i) => ({
    s: scene({ mood, place: ALL_PLACES[i * 2] ?? 'meadow', timeOfDay: ALL_TIMES[i % 4] ?? 'day', cast: i % 3 === 2 ? ['friendly-dragon', 'child', 'wise-owl'] : ['friendly-dragon', 'child'], props: ['map'] }),
    seed: 300 + i * 17,
    kind: i === 0 ? ('cover' as const) : ('chapter' as const),
  }));
}

describe("the reader's child as the hero's friend", () => {
  it('is drawn as a girl only when the bible says the child friend is a girl', () => {
    const s = readBrief(scene({ cast: ['friendly-dragon', 'child'] }), createRng(1));
    const ids = (b: WrittenStory['bible']): string[] => castFor(b, s).map((m) => m.id);
    expect(ids(bible('f'))).toEqual(['friendly-dragon', 'child-girl']);
    expect(ids(bible('m'))).toEqual(['friendly-dragon', 'child']);
    expect(ids(bible())).toEqual(['friendly-dragon', 'child']);
    // A girl friend who is an animal says nothing about a child the brief adds.
    expect(ids(bible('f', 'wise-owl'))).toEqual(['friendly-dragon', 'child']);
  });

  it('has a girl look and a boy look that differ in every pose and mood', () => {
    expect(designFor('child-girl').id).toBe('child-girl');
    for (const [i, girl] of GIRL.entries()) expect(girl).not.toBe(BOY[i]);
    expect(designFor('child-girl').palette).not.toEqual(designFor('child').palette);
  });

  it('keeps the same look on every page and seed of a story', async () => {
    for (const gender of ['f', 'm', undefined] as const) {
      const [own, other] = gender === 'f' ? [GIRL, BOY] : [BOY, GIRL];
      for (const { s, seed, kind } of pages()) {
        for (const seedShift of [0, 1, 977]) {
          const svg = (await illustrator.draw(bible(gender), s, { seed: seed + seedShift, kind })).data.toString('utf8');
          const label = `${gender ?? 'unknown'} ${s.place} ${s.mood} ${kind} seed ${seed + seedShift}`;
          expect(own.some((d) => svg.includes(d)), label).toBe(true);
          expect(other.some((d) => svg.includes(d)), label).toBe(false);
          const palette = designFor(gender === 'f' ? 'child-girl' : 'child').palette;
          for (const colour of Object.values(palette)) expect(svg, label).toContain(colour);
        }
      }
    }
  });

  it("draws the girl's and the boy's pages differently from the same brief and seed", async () => {
    for (const { s, seed, kind } of pages()) {
      const girl = (await illustrator.draw(bible('f'), s, { seed, kind })).data.toString('utf8');
      const boy = (await illustrator.draw(bible('m'), s, { seed, kind })).data.toString('utf8');
      expect(girl).not.toBe(boy);
      expect(girl).toContain(designFor('child-girl').palette.dress);
      expect(boy).not.toContain(designFor('child-girl').palette.dress);
    }
  });
});

describe("the reader's named child as the hero beside the animal the parent picked", () => {
  // Written by the storyteller, as the app does: 'Emma' with the curious mouse makes Emma the hero and the
  // mouse her companion (a boy mouse called by a name of its own).
  const request = { character: 'curious-mouse', theme: 'adventure', length: 'short', language: 'english', ageGroup: '5-8', moralLesson: 'sharing', seed: 3 } as const;
  const emma = tellStory({ ...request, childName: 'Emma', customPrompt: 'Emma lost her red balloon at the fair' }).story;
  const leo = tellStory({ ...request, childName: 'Léo', customPrompt: 'Léo lost his red balloon at the fair' }).story;

  it('is drawn as a girl for a girl and as a boy for a boy, whatever the companion is', () => {
    const ids = (story: typeof emma): string[] => castFor(story.bible, readBrief(story.bible.coverScene, createRng(1))).map((m) => m.id);
    expect(ids(emma)).toEqual(['child-girl', 'curious-mouse']);
    expect(ids(leo)).toEqual(['child', 'curious-mouse']);
  });

  it('leads the cover: drawn large in the middle, the companion beside', async () => {
    const svg = (await illustrator.draw(emma.bible, emma.bible.coverScene, { seed: 4, kind: 'cover' })).data.toString('utf8');
    expect(svg).toContain(designFor('child-girl').palette.dress);
    const layout = coverPlacements(createRng(4), castFor(emma.bible, readBrief(emma.bible.coverScene, createRng(1))), { framing: 'wide', mood: 'happy', props: [] }, 600, 730, { key: 'cottage', outdoor: false });
    const [hero, friend] = layout.placements;
    expect(hero?.id).toBe('child-girl');
    expect(hero?.scale ?? 0).toBeGreaterThan(friend?.scale ?? Infinity);
  });
});
