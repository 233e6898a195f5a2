// Who and what the pictures of a book show besides the hero and the companion (issue 10 'Pictures of the
// page'): the idea's people and animals as themselves (Grandma, Dad, the baker, a brother, an old
// tortoise), the helper on the page where the hero meets them, and the thing the idea is about drawn
// once the text has it, whatever its noun ('a little wooden flute', 'un vélo tout neuf').
import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../types.ts';
import { tellStory } from '../index.ts';
import { ideaGrid, requestGrid } from '../../story-lint/request-grid.ts';
import { sceneCues } from './scene-cues.ts';
import { figureOf, thingOf } from './scene-for-chapter.ts';

const req = (customPrompt: string, language: 'english' | 'french', length: StoryRequest['length'] = 'medium'): StoryRequest => ({
  character: 'little-bear', theme: 'adventure', language, length, ageGroup: '5-8', moralLesson: 'sharing',
  childName: language === 'english' ? 'Maya' : 'Zoé', customPrompt, seed: 5,
});

describe("the idea's people, animals and things in the pictures", () => {
  const CASES: [idea: string, lang: 'english' | 'french', figure: string, prop: string][] = [
    ['Grandma lost her glasses', 'english', 'grandmother', 'glasses'],
    ['Dad lost his guitar', 'english', 'father', 'guitar'],
    ['my best friend Lily lost her kite', 'english', 'girl', 'kite'],
    // The race's golden ribbon is the plan's, but the words never name it: not drawn (scene-page-text.test.ts).
    ['an old tortoise who wants to win a race', 'english', 'tortoise', ''],
    ['mon petit frère a perdu son vélo', 'french', 'brother', 'bicycle'],
    ['my sister lost her teddy', 'english', 'sister', 'teddy'],
    ['la boulangère a perdu sa clochette', 'french', 'baker', 'bell'],
    ['la maîtresse a perdu son parapluie', 'french', 'teacher', 'umbrella'],
    ['un lapin qui ne veut pas prendre son bain', 'french', 'bunny', 'bath'],
  ];
  for (const [idea, lang, figure, prop] of CASES) {
    it(`draws '${idea}' with its ${figure} and its ${prop}`, () => {
      for (const length of ['short', 'long'] as const) {
        const { book } = tellStory(req(idea, lang, length));
        const figures = book.chapters.flatMap((c) => c.brief.cast.filter((x) => x.who !== 'hero' && x.who !== 'companion').map((x) => x.character));
        expect(figures, `${idea} ${length}`).toContain(figure);
        if (prop) expect(book.chapters.some((c) => c.brief.props.some((p) => p.prop === prop)), `${idea} ${length}: ${prop}`).toBe(true);
      }
    });
  }

  // The big things of a family's garden a story mends where they stand (plan/plots.yaml fixed-things).
  const YARD: [idea: string, lang: 'english' | 'french', prop: string][] = [
    ['the treehouse grandad built got broken in the storm', 'english', 'treehouse'],
    ['our fence blew down', 'english', 'fence'],
    ['the wind blew the garden gate off last night', 'english', 'gate'],
    ['la cabane que papi a construite est cassée', 'french', 'treehouse'],
    ['la barrière est tombée avec le vent', 'french', 'fence'],
    ['la tempête a renversé la niche du chien', 'french', 'kennel'],
  ];
  for (const [idea, lang, prop] of YARD) {
    it(`draws '${idea}' as a ${prop}, broken until it is mended and whole from then on`, () => {
      let mended = 0;
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const { plan, book } = tellStory({ ...req(idea, lang, 'medium'), seed });
        expect(plan.plot, idea).toBe('mend-broken');
        const at = plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'resolution'));
        const states = book.chapters.map((c) => c.brief.props.find((p) => p.prop === prop)?.state);
        expect(states.slice(0, at).filter((s) => s !== undefined), `${idea} ${seed}: ${states.join(' ')}`).toContain('broken');
        for (const [i, s] of states.entries()) if (s) expect(s, `${idea} ${seed} page ${i + 1}`).toBe(i < at ? 'broken' : 'whole');
        if (states[at] === 'whole') mended++;
      }
      expect(mended, idea).toBeGreaterThan(3);
    });
  }

  it('shows the helper on the page where the hero meets them, even when a try ends that chapter', () => {
    let checked = 0;
    for (const r of requestGrid(150)) {
      const { plan, book } = tellStory(r);
      const helper = plan.cast.find((m) => m.role === 'helper');
      if (!helper || !figureOf(helper, sceneCues(plan.lang))) continue;
      for (const c of plan.chapters) {
        if (!c.events.some((e) => e.kind === 'meet-helper')) continue;
        checked++;
        expect(book.chapters[c.index]?.brief.cast.map((x) => x.who), `${book.title} ${c.index}`).toContain('helper');
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it("lists the idea's owner and rival before the helper and the companion, so a full page keeps them", () => {
    for (const r of ideaGrid()) {
      const { book } = tellStory(r);
      for (const c of book.chapters) {
        const who = c.brief.cast.map((x) => x.who);
        const idea = Math.max(who.indexOf('owner'), who.indexOf('rival'));
        if (idea > 0) for (const later of ['helper', 'companion']) if (who.includes(later)) expect(who.indexOf(later), `${book.title}: ${who.join(' ')}`).toBeGreaterThan(idea);
      }
    }
  });

  it("finds a drawing for the thing of at least 85 % of the parents' ideas that are about a thing", () => {
    // Goals that are not things to draw in a hand or on the ground: a fear of the dark, a storm, a voice,
    // a new school or house (the place is the picture), a person the hero goes to (a figure, above), bad
    // dreams, a puddle one jumps in (the ground is the picture), a first day, a parent's work; a visit, a jab or a
    // power cut (a day, not a thing), the best hiding place or the pool's water (the garden, the pool), the parent
    // a lost child finds again (a figure).
    const NOT_A_THING = /^(?:dark|night|deep water|water|waves?|storm|thunderstorms|sun|big sky|voice|fire|(?:big |new )?school|new house|washing|vegetables|dentist|mother|bad dreams|biggest puddle|work|visit to the dentist|power|best hiding place|swimming pool|mum|dad|noir|eau|eau de la piscine|vagues?|orage|voix|feu|école|nouvelle (?:école|maison)|crèche|piscine|docteur|papa|maman|maîtresse|mauvais rêves|plus grande flaque|rentrée|autre ville|piqûre|panne de courant|meilleure cachette)$/i;
    let things = 0;
    let drawn = 0;
    for (const r of ideaGrid()) {
      const { plan } = tellStory(r);
      const goal = plan.objects.find((o) => o.role === 'goal');
      // A journey's goal is where it goes (the fair, the moon): its picture is that place's scenery.
      // The day of a thing the idea names (do-together 'bigday': the fireworks, a first flight, the museum) is drawn as
      // its place, never held: its goal is that day, not a thing.
      const day = plan.idea?.together === 'bigday';
      if (!goal || NOT_A_THING.test(goal.noun) || plan.plot === 'reach-place' || day) continue;
      things++;
      if (thingOf(goal, sceneCues(plan.lang))) drawn++;
    }
    expect(things).toBeGreaterThan(60);
    expect(drawn / things).toBeGreaterThanOrEqual(0.85);
  });
});
