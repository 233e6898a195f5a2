// Read as a parent (issue 10): 'Oliver wants to learn to ride his bike without stabilisers but he keeps falling off'
// set off "walking fast" to a wood to learn, no bike on any page; "then came a spill" was wiped with a cloth; and the
// prize was "for services to the challenge". Learning to ride a bike (plan/plots.yaml 'lessons') has its own
// tellings (plots/learn-skill/bike.yaml): the bike wheeled out to the garden and the park's path, the saddle held,
// wobbles, a grazed knee, eyes ahead, the hand let go; the plaster is shown off at the end only if the knee was grazed.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { spreadRequest } from './spread-request.ts';

const request = (customPrompt: string, language: 'english' | 'french', childName: string, seed: number) =>
  spreadRequest(customPrompt, language, seed, childName, { characters: ['brave-knight', 'little-bear', 'curious-mouse', 'wise-owl'], themes: ['bravery'], morals: ['perseverance', 'honesty', 'none', 'sharing'] });

const IDEAS: [string, 'english' | 'french', string][] = [
  ['Oliver wants to learn to ride his bike without stabilisers but he keeps falling off', 'english', 'Oliver'],
  ['learning to ride her bike without training wheels', 'english', 'Mia'],
  ['Léo apprend à faire du vélo sans roulettes mais il tombe tout le temps', 'french', 'Léo'],
  ['faire du vélo sans les petites roues', 'french', 'Jade'],
];
const BIKE = { english: /\bbike\b/i, french: /\bvélo\b/i };
const PLASTER = { english: /plaster with stars/i, french: /pansement avec des étoiles/i };
const WALKED_OFF = { english: /walking fast|spill|cloth/i, french: /d'un bon pas|renvers|chiffon/i };

describe('a bike lesson is ridden, on the bike, near home', () => {
  it.each(IDEAS)('"%s": the bike is on most pages, and nobody walks off to learn', (idea, language, name) => {
    for (let seed = 1; seed <= 12; seed++) {
      const { plan, book } = tellStory(request(idea, language, name, seed));
      expect(plan.plot, `seed ${seed}`).toBe('learn-skill');
      expect(plan.places.filter((p) => p.role !== 'home').map((p) => p.id).every((id) => ['garden', 'meadow', 'village'].includes(id)), `seed ${seed}`).toBe(true);
      const withBike = book.chapters.filter((c) => BIKE[language].test(c.parts.map((p) => p.text).join(' '))).length;
      expect(withBike, `seed ${seed}: chapters with the bike`).toBeGreaterThanOrEqual(Math.min(4, book.chapters.length - 2));
      const tries = book.chapters.flatMap((c) => c.parts).filter((p) => ['set-off', 'journey', 'try', 'complication'].includes(p.kind)).map((p) => p.text).join(' ');
      expect(tries, `seed ${seed}`).not.toMatch(WALKED_OFF[language]);
      expect(book.title, `seed ${seed}`).not.toMatch(/Something New|quelque chose de nouveau/i);
    }
  });

  it.each(IDEAS)('"%s": the plaster is shown off only after the knee was grazed', (idea, language, name) => {
    for (let seed = 1; seed <= 12; seed++) {
      const { book } = tellStory(request(idea, language, name, seed));
      const parts = book.chapters.flatMap((c) => c.parts);
      const celebrated = parts.filter((p) => p.kind === 'celebration').some((p) => PLASTER[language].test(p.text));
      const fell = parts.filter((p) => p.kind === 'complication').some((p) => PLASTER[language].test(p.text));
      if (celebrated) expect(fell, `seed ${seed}`).toBe(true);
    }
  });

  it.each(IDEAS)('"%s": the page where the child rides at last shows the child on the bike', (idea, language, name) => {
    for (let seed = 1; seed <= 12; seed++) {
      const { book } = tellStory(request(idea, language, name, seed));
      const ridden = book.chapters.find((c) => c.parts.some((p) => p.kind === 'resolution'))!;
      expect(ridden.brief.cast.find((f) => f.who === 'hero')?.pose, `seed ${seed}: ${ridden.title}`).toBe('cycling');
    }
  });
});
