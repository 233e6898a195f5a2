// Issue 10 'pictures of the page': a child with a broken arm or leg was drawn without the cast the words talk of on every
// page, without the crutches that go click, clack; a ski lesson without skis or poles. What the day has the child in
// (picture-rules.yaml 'worn-for') is worn: the arm's cast in its sling or the leg's cast with the crutches, from the page
// the cast is told until the day it comes off; the skis and poles on the snowy slope, never at home.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { spreadRequest } from '../plan/spread-request.ts';

const told = (idea: string, language: 'english' | 'french') => [1, 2, 3].map((seed) => tellStory(spreadRequest(idea, language, seed, 'Emma')));
const heroWear = (c: { brief: { cast: { who: string; wear?: string }[] } }): string | undefined => c.brief.cast.find((f) => f.who === 'hero')?.wear;

describe('a cast, crutches and skis are worn', () => {
  it.each([
    ['english', 'Ollie broke his arm at school', 'arm-sling'],
    ['french', 'Nina s’est cassé le bras à l’école', 'arm-sling'],
    ['english', 'my daughter broke her leg on the trampoline', 'leg-cast'],
    ['french', 'Malo s’est cassé la jambe au foot', 'leg-cast'],
  ] as const)('%s "%s": the hero wears the %s until the cast comes off', (language, idea, wear) => {
    let worn = 0;
    for (const { book, plan } of told(idea, language)) {
      const off = plan.chapters.find((c) => c.events.some((e) => e.kind === 'resolution'))?.index ?? Infinity;
      book.chapters.forEach((c, i) => {
        if (heroWear(c) === wear) worn++;
        // On crutches the child swings along, never runs nor jumps.
        if (heroWear(c) === 'leg-cast') expect(['running', 'jumping'], c.content.slice(0, 120)).not.toContain(c.brief.cast.find((f) => f.who === 'hero')?.pose);
        // The day it comes off, and after, the arm or the leg is free.
        if (i >= off) expect(heroWear(c), c.content.slice(0, 120)).toBeUndefined();
      });
    }
    expect(worn).toBeGreaterThanOrEqual(6);
  });

  it('draws the skis and poles on the slope of a ski lesson, never at home', () => {
    const chapters = told('my son is having his first skiing lesson', 'english').flatMap(({ book }) => book.chapters);
    expect(chapters.filter((c) => heroWear(c) === 'skis').length).toBeGreaterThanOrEqual(6);
    for (const c of chapters) if (c.brief.place === 'home') expect(heroWear(c), c.content.slice(0, 120)).toBeUndefined();
  });
});
