// Fault found reading books: a pet's mischief ('our puppy chews shoes', 'mon chaton grimpe aux rideaux') was the
// pet learning a skill on a quest: the puppy whispered that it wanted to leave the shoes alone, and the child set
// off across a meadow to help a puppy left at home. A parent expects a real pet-training story: the mischief seen
// at home, tries a child really makes (a chew toy, a firm kind 'no', praise and a treat), a setback, the pet
// choosing the right thing. All at home and in the garden, the pet never talking like a person.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number): StoryRequest => ({
  character: (['curious-mouse', 'brave-knight', 'friendly-dragon', 'wise-owl'] as const)[seed % 4]!, theme: 'adventure',
  length: (['short', 'medium', 'long'] as const)[seed % 3]!, language, ageGroup: (['3-5', '5-8', '8-12'] as const)[(seed + 1) % 3]!,
  moralLesson: (['sharing', 'perseverance', 'honesty', 'empathy', ''] as const)[seed % 5]!, childName: seed % 2 ? 'Leo' : 'Emma', customPrompt, seed,
});

const IDEAS = [
  ['english', 'our puppy chews shoes'], ['english', 'my kitten climbs the curtains'], ['english', 'the dog jumps on visitors'],
  ['french', 'le chat qui griffe le canapé'], ['french', 'mon chaton grimpe aux rideaux'], ['french', 'le lapin ronge les fils'],
] as const;

// A quest's words: setting off, a journey, the road, an adventure. A smile that « ne voulut plus en partir » (never
// left the face) sets off nowhere.
const QUEST = {
  english: /\b(?:set(?:s|ting)? (?:off|out)|journey|quest|adventure|off they went|on their way|along the way)\b/i,
  french: /\b(?:(?<!\ben )partir|partirent|partit|en route|quête|aventure|voyage|chemin faisant|en mission)\b/i,
};
// The pet speaking like a person: it says or whispers what it wants.
const PET_TALKS = {
  english: /\b(?:it|the (?:puppy|kitten|dog|cat)) (?:said|whispered|sighed)\b|“I want to (?:leave|keep)/i,
  french: /« Je veux laisser|\b(?:dit|murmura|soupira) (?:le|son|mon) (?:chat|chaton|chiot|chien|lapin)\b/i,
};
// What a child really tries with a pet.
const TRAINING = {
  english: /\b(?:chew toy|scratching post|treat|good (?:boy|girl|puppy|kitten|dog|cat)|“No\b|tired out|climbing tree|sit)\b/i,
  french: /(?<!\p{L})(?:jouet à mâchouiller|griffoir|friandise|«\s?Non|bâton à ronger|arbre à chat|assis|fatigué)/iu,
};

describe('a pet is trained at home', () => {
  it.each(IDEAS)('%s "%s" stays at home and in the garden, with no setting off', (language, idea) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed));
      expect(plan.plot, `seed ${seed}`).toBe('learn-skill');
      expect(plan.ideaRole, `seed ${seed}`).toBe('owner');
      const kinds = plan.chapters.flatMap((c) => c.events.map((e) => e.kind));
      expect(kinds, `seed ${seed}`).not.toContain('set-off');
      expect(kinds, `seed ${seed}`).not.toContain('journey');
      const home = plan.places.find((p) => p.role === 'home')?.id;
      for (const c of plan.chapters) expect([home, 'garden'], `seed ${seed} chapter ${c.index}`).toContain(plan.places.find((p) => p.role === c.place)?.id);
      const text = book.chapters.map((c) => c.content).join('\n');
      expect(text, `seed ${seed}`).not.toMatch(QUEST[language]);
    }
  });

  it.each(IDEAS)('%s "%s" is trained as a pet is: tries a child really makes, and the pet never talks', (language, idea) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { book } = tellStory(request(idea, language, seed));
      const text = book.chapters.map((c) => c.content).join('\n');
      expect(text, `seed ${seed}`).toMatch(TRAINING[language]);
      expect(text, `seed ${seed}`).not.toMatch(PET_TALKS[language]);
    }
  });

  it('draws the pet where the mischief is seen and where it is over, and the chewed shoe where the text says it', () => {
    for (const [language, idea] of IDEAS) {
      for (let seed = 1; seed <= 6; seed++) {
        const { plan, book } = tellStory(request(idea, language, seed));
        const at = (kind: string) => book.chapters[plan.chapters.find((c) => c.events.some((e) => e.kind === kind))?.index ?? -1];
        for (const kind of ['problem', 'resolution']) {
          const brief = at(kind)?.brief;
          const drawn = JSON.stringify(brief ?? {});
          expect(drawn, `${idea} seed ${seed} ${kind}`).toMatch(/"who":"owner"|"prop":"(?:puppy|kitten|bunny)"/);
        }
        if (idea === 'our puppy chews shoes') {
          for (const c of book.chapters.filter((ch) => /\b(?:slipper|shoe)s?\b/i.test(ch.content))) expect(JSON.stringify(c.brief), `seed ${seed}`).toMatch(/"shoe"/);
        }
      }
    }
  });

  it('reads "mon chaton grimpe aux rideaux" as the kitten\'s mischief, not a kitten called Grimpe', () => {
    const { plan } = tellStory(request('mon chaton grimpe aux rideaux', 'french', 2));
    expect(plan.ideaRole).toBe('owner');
    expect(plan.cast.find((c) => c.role === 'owner')?.noun).toBe('chaton');
    expect(plan.cast.find((c) => c.role === 'owner')?.name).toBeUndefined();
  });
});
