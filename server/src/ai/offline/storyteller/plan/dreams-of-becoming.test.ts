// 'She wants to be a firefighter', 'mon fils veut devenir astronaute', 'une sorcière qui voudrait être
// boulangère': a dream of becoming is played at with the job's things (plan/plots.yaml 'dream-jobs',
// locales/<lang>/words.yaml 'dreams'), tried and failed funnily, and comes a little true near home. The job is
// never a being to help or find, and no book says one 'could be a firefighter' or 'savait devenir pompier'.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

const tell = (customPrompt: string, language: 'english' | 'french', seed: number, childName = '', length: 'short' | 'medium' | 'long' = 'medium') =>
  tellStory({ character: 'curious-mouse', theme: 'adventure', length, language, ageGroup: seed % 3 === 0 ? '3-5' : '5-8', moralLesson: 'sharing', childName, customPrompt, seed });

const resolutionOf = (r: ReturnType<typeof tell>): string =>
  r.book.chapters.filter((_c, i) => r.plan.chapters[i]?.events.some((e) => e.kind === 'resolution')).map((c) => c.content).join(' ');

describe('a dream of becoming', () => {
  it('is the child’s own dream, played at with the job’s things, and comes a little true', () => {
    const cases = [
      { idea: 'she wants to be a firefighter', language: 'english', name: 'Ella', thing: /helmet/, day: /fire engine/ },
      { idea: 'my son wants to be an astronaut when he grows up', language: 'english', name: '', thing: /cardboard rocket/, day: /rocket|moon/ },
      { idea: 'mon fils veut devenir astronaute et aller sur la lune', language: 'french', name: 'Léo', thing: /fusée en carton/, day: /fusée|lune/ },
      { idea: "ma fille rêve d'être boulangère", language: 'french', name: 'Jade', thing: /tablier/, day: /pain/ },
    ] as const;
    for (const c of cases) {
      for (let seed = 1; seed <= 6; seed++) {
        const r = tell(c.idea, c.language, seed, c.name, seed % 2 ? 'medium' : 'long');
        const text = r.book.chapters.map((ch) => ch.content).join(' ');
        expect(r.plan.plot, c.idea).toBe('learn-skill');
        // Nobody else holds the dream: the job is not an owner to help, a friend to find or a thing to lose.
        expect(r.plan.cast.filter((m) => m.role === 'owner'), c.idea).toEqual([]);
        expect(r.plan.objects.find((o) => o.role === 'tool')?.noun, c.idea).toMatch(c.thing);
        expect(text, `${c.idea} seed ${seed}`).toMatch(c.thing);
        expect(resolutionOf(r), `${c.idea} seed ${seed}`).toMatch(c.day);
        // Played at near home, never a walk to the moon or up a mountain.
        expect(['garden', 'meadow', 'village'], c.idea).toContain(r.plan.places.find((p) => p.role === 'far')?.id);
        expect(text, `${c.idea} seed ${seed}`).not.toMatch(/\b(?:could|can) be an? |sav\w* devenir|sach\w* devenir|wobble, bump|dans une haie|into a hedge/iu);
      }
    }
  });

  it('is the dreaming being’s, helped by the child, with the job’s things', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const fr = tell('une sorcière qui rate ses potions et voudrait être boulangère', 'french', seed);
      expect(fr.plan.cast.find((m) => m.role === 'owner')?.noun).toBe('sorcière');
      expect(fr.plan.objects.find((o) => o.role === 'tool')?.noun).toMatch(/tablier/);
      expect(fr.book.chapters.map((c) => c.content).join(' ')).not.toMatch(/sav\w* devenir|les autres devenir/u);
      const en = tell('a little bear who dreams of being a ballet dancer', 'english', seed);
      expect(en.plan.cast.find((m) => m.role === 'owner')?.noun).toMatch(/bear/);
      expect(en.plan.objects.find((o) => o.role === 'tool')?.noun).toMatch(/tutu/);
    }
  });

  it('a sport the child loves is played, practised and shown, never mended or found', () => {
    const cases = [
      { idea: 'mon fils est fan de foot', language: 'french', day: /match/ },
      { idea: 'she loves gymnastics', language: 'english', day: /show/ },
      { idea: 'le judo', language: 'french', day: /combat/ },
    ] as const;
    for (const c of cases) {
      for (let seed = 1; seed <= 4; seed++) {
        const r = tell(c.idea, c.language, seed, seed % 2 ? 'Hugo' : '');
        expect(r.plan.plot, c.idea).toBe('learn-skill');
        expect(resolutionOf(r), `${c.idea} seed ${seed}`).toMatch(c.day);
        expect(r.book.chapters.map((ch) => ch.content).join(' '), c.idea).not.toMatch(/réparer|mend|Quand \p{Lu}\p{L}+ serait/u);
      }
    }
  });

  it('a parent who does the job is there on the dream’s day', () => {
    for (const [idea, language] of [['mon papa est pompier', 'french'], ['my dad is a firefighter', 'english']] as const) {
      for (let seed = 1; seed <= 4; seed++) {
        const r = tell(idea, language, seed, 'Inès');
        expect(r.plan.deed, idea).toMatch(/(?:devenir pompier comme papa|be a firefighter like Dad)$/);
        expect(r.plan.cast.filter((m) => m.role === 'owner'), idea).toEqual([]);
        expect(resolutionOf(r), `${idea} seed ${seed}`).toMatch(/uniform/);
      }
    }
  });
});
