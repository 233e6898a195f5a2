import { CHAPTERS_BY_LENGTH } from '@storyloom/contracts/options';
import { describe, expect, it } from 'vitest';
import { composeStory } from './write-story.ts';
import { WORD_BANDS } from './compose-chapter.ts';
import { ageBandOf } from './write-story.ts';
import { countWords } from './text-tools.ts';
import { BAD_ENGLISH, BAD_FRENCH, PLACEHOLDER, repeatedSentences, requestGrid } from './test-grid.ts';
import { CHARACTER_DEFS } from './characters.ts';
import { le, un } from './french-grammar.ts';
import { planStory } from './plot-plan.ts';
import { SKELETONS } from './skeletons.ts';
import { EN_TEXTURE } from './texture-text-en.ts';
import { FR_TEXTURE } from './texture-text-fr.ts';
import { buildEnCtx, buildFrCtx } from './context-build.ts';

const grid = requestGrid().map((req) => ({ req, draft: composeStory(req) }));

describe('the offline storyteller across the option grid', () => {
  it('covers every character, theme and language, and every moral, age group and length', () => {
    const keys = new Set(grid.map(({ req }) => `${req.character}/${req.theme}/${req.language}`));
    expect(keys.size).toBe(8 * 8 * 2);
    expect(new Set(grid.map(({ req }) => req.moralLesson)).size).toBe(8);
    expect(new Set(grid.map(({ req }) => req.ageGroup)).size).toBe(3);
    expect(new Set(grid.map(({ req }) => req.length)).size).toBe(3);
  });

  it('writes as many chapters as the length asks for', () => {
    for (const { req, draft } of grid) expect(draft.story.chapters).toHaveLength(CHAPTERS_BY_LENGTH[req.length]);
  });

  it('leaves no unfilled slot, double space or stray punctuation anywhere', () => {
    for (const { draft } of grid) {
      const texts = [draft.story.title, draft.story.description, ...draft.story.chapters.flatMap((c) => [c.title, c.content, c.scene.caption])];
      for (const text of texts) expect(text, text).not.toMatch(PLACEHOLDER);
    }
  });

  it('keeps every chapter inside the word band of its age group', () => {
    const misses: string[] = [];
    for (const { req, draft } of grid) {
      const band = WORD_BANDS[ageBandOf(req.ageGroup)];
      draft.story.chapters.forEach((c, i) => {
        const n = countWords(c.content);
        if (n < band.min || n > band.max) misses.push(`${req.language} ${req.ageGroup} ${req.theme} ${draft.skeletonId} ch${i + 1}: ${n}`);
      });
    }
    expect(misses).toEqual([]);
  });

  it('gives the child the hero or the friend role when a name is given', () => {
    for (const { req, draft } of grid.filter(({ req }) => req.childName)) {
      const all = draft.story.chapters.map((c) => c.content).join(' ');
      expect(all).toContain(req.childName);
      expect([draft.story.bible.heroName, draft.story.bible.friendName]).toContain(req.childName);
    }
  });

  it('never repeats a sentence within a story, except the refrain for the youngest', () => {
    for (const { draft } of grid) {
      const repeated = repeatedSentences(draft.story.chapters.map((c) => c.content), draft.refrain ? [draft.refrain] : []);
      expect(repeated, draft.story.title).toEqual([]);
    }
  });

  it('repeats a refrain in stories for 3 to 5 year olds and in no others', () => {
    for (const { req, draft } of grid) {
      if (req.ageGroup !== '3-5') {
        expect(draft.refrain).toBeUndefined();
        continue;
      }
      const refrain = draft.refrain ?? '';
      const times = draft.story.chapters.filter((c) => c.content.includes(refrain)).length;
      expect(times).toBeGreaterThanOrEqual(2);
    }
  });

  it('writes plain text paragraphs with no markup', () => {
    for (const { draft } of grid) {
      for (const c of draft.story.chapters) {
        expect(c.content).not.toMatch(/[<>*#_`]|\n{3,}/);
        expect(c.content.split('\n\n').every((p) => p.trim().length > 0)).toBe(true);
      }
    }
  });

  it('uses articles that agree, in English and in French', () => {
    for (const { req, draft } of grid) {
      const text = [draft.story.title, draft.story.description, ...draft.story.chapters.flatMap((c) => [c.title, c.content])].join('\n');
      const bad = req.language === 'english' ? BAD_ENGLISH : BAD_FRENCH;
      expect(text.match(bad)?.[0], `${draft.story.title}`).toBeUndefined();
    }
  });

  it('fills a scene brief for every chapter and the cover', () => {
    const places = ['forest', 'castle', 'meadow', 'sea', 'mountain', 'village', 'cave', 'sky', 'home', 'library', 'garden'];
    for (const { req, draft } of grid) {
      const scenes = [draft.story.bible.coverScene, ...draft.story.chapters.map((c) => c.scene)];
      for (const s of scenes) {
        expect(places).toContain(s.place);
        expect(s.cast[0]).toBe(req.character);
        expect(s.caption).toMatch(/^[A-ZÀ-Ý].*\.$/);
        expect(s.props.length).toBeLessThanOrEqual(4);
      }
    }
  });
});

describe('the story keeps its world coherent', () => {
  it('introduces the helper before the helper speaks', () => {
    for (const { req, draft } of grid) {
      const text = draft.story.chapters.map((c) => c.content).join('\n').toLowerCase();
      const def = CHARACTER_DEFS[draft.cast.helper];
      const [met, named] = req.language === 'english'
        ? [`a${/^[aeiou]/.test(def.en.helper) ? 'n' : ''} ${def.en.helper}`, `the ${def.en.helper}`]
        : [un(def.fr.helper), le(def.fr.helper)];
      const first = text.indexOf(named.toLowerCase());
      if (first >= 0) expect(text.indexOf(met.toLowerCase()), `${draft.story.title}: ${named}`).toBeGreaterThanOrEqual(0);
      if (first >= 0) expect(text.indexOf(met.toLowerCase()), `${draft.story.title}: ${named}`).toBeLessThan(first);
    }
  });

  it('never sends a story that stays at home on a journey, and travels before the first beat away', () => {
    for (const skeleton of SKELETONS) {
      for (const n of [5, 8, 12]) {
        const plans = planStory(n, skeleton, []);
        const beats = plans.flatMap((p) => p.beats);
        if (skeleton.stay) {
          expect(beats.filter((b) => b === 'journey' || b === 'meeting' || b === 'discovery'), skeleton.id).toEqual([]);
          // The ending happens at home unless the skeleton says otherwise: then nobody walks home.
          const ending = skeleton.where?.resolution ?? 'home';
          expect(plans[plans.length - 1]?.home === true, skeleton.id).toBe(ending === 'home');
          continue;
        }
        if (n === 5) continue;
        const away = plans.findIndex((p, i) => i > 0 && p.where !== 'home' && !p.beats.includes('journey') && !p.beats.includes('meeting'));
        const journey = plans.findIndex((p) => p.beats.includes('journey'));
        expect(journey, `${skeleton.id} ${n}`).toBeGreaterThan(0);
        expect(journey, `${skeleton.id} ${n}: the journey comes before the first chapter away`).toBeLessThan(away);
      }
    }
  });

  it('lets time run forwards: no morning after the evening, no daylight after the night', () => {
    const order = ['morning', 'day', 'evening', 'night'];
    for (const { draft } of grid) {
      const times = draft.story.chapters.map((c) => order.indexOf(c.scene.timeOfDay));
      const back = times.findIndex((t, i) => i > 0 && t < (times[i - 1] ?? 0));
      expect(back, `${draft.story.title}: ${times.join(',')}`).toBe(-1);
    }
  });

  it('says what time it is without claiming the outdoors, the moon or the stars', () => {
    const outdoors = /\b(grass|dew|fields?|bees?|butterfl\w*|moon|stars?|mist|breeze|wind|clouds?|bats|crickets|herbe|rosée|champs?|abeilles?|papillons?|lune|étoiles?|brume|brise|vent|nuages|chauves-souris|grillons)\b/i;
    const { draft } = grid[0] ?? { draft: composeStory(requestGrid()[0]!) };
    const en = buildEnCtx(draft.cast, 'mid');
    const fr = buildFrCtx(draft.cast, 'mid');
    for (const tiers of Object.values(EN_TEXTURE.time)) for (const f of [...tiers.young, ...tiers.mid]) expect(f(en)).not.toMatch(outdoors);
    for (const tiers of Object.values(FR_TEXTURE.time)) for (const f of [...tiers.young, ...tiers.mid]) expect(f(fr)).not.toMatch(outdoors);
  });
});

