// 'Sam sprained her ankle' was six weeks in a cast that the friends signed and a nurse cut off with a buzzing saw. A sprain
// is a bandage wound round and a few days' rest now (do-together 'hurt' with 'hurt-sprain', plots/do-together/sprain.yaml,
// words.yaml together 'hurt-sprain'): the doctor's 'not broken, just sprained', the foot up on the bench, another way to
// play, and the bandage unwound a few days later. A break keeps its cast. Phrasings of our own: names, typos, past tense.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import { partOf, spreadRequest } from './spread-request.ts';

const EN = [
  'Sam sprained her ankle', 'Leo twisted his ankle at football', 'my daughter sprained her wrist on the trampoline', 'Isla has a sprained ankle',
  'Noah sprained his wrist falling off his scooter', 'Mia twisted her ankle and has to rest', 'Oscar sprained his ankel at the park',
  'Ruby sprains her wrist', 'our son Jack twisted his wrist at school', 'Evie sprained her knee',
];
const FR = [
  "Léa s'est foulé la cheville", "Hugo s'est tordu la cheville au foot", "ma fille s'est foulé le poignet au trampoline", 'Inès a une entorse à la cheville',
  "Noé s'est foulé le poignet en tombant de trottinette", "Mia s'est tordu la cheville et doit se reposer", "Jules s'est fait une entorse au parc",
  "Zoé s'est foulée le poignet", "mon fils Arthur s'est tordu le poignet à l'école", "Lou s'est foulé le genou",
];

describe('a sprain is a bandage and a few days rest', () => {
  it.each([...EN.map((i) => ['en', i] as const), ...FR.map((i) => ['fr', i] as const)])('%s "%s" is the child hurt', (lang, idea) => {
    const reading = readIdea(lang, idea);
    expect(reading.together).toBe('hurt');
  });

  it.each([...EN.map((i) => [i, 'english'] as const), ...FR.map((i) => [i, 'french'] as const)])('"%s": a bandage, not broken, a few days, never a cast', (idea, language) => {
    const en = language === 'english';
    for (let seed = 1; seed <= 4; seed++) {
      const { plan, book } = tellStory(spreadRequest(idea, language, seed, en ? 'Emma' : 'Hugo'));
      expect(plan.objects.find((o) => o.role === 'goal')?.noun, `seed ${seed}`).toBe(en ? 'bandage' : 'bande');
      expect(partOf(book, 'problem'), `seed ${seed}`).toMatch(en ? /sprained/i : /entorse/i);
      expect(partOf(book, 'resolution'), `seed ${seed}`).toMatch(en ? /few days/i : /quelques jours/i);
      const text = [book.title, book.description, ...book.chapters.map((c) => c.content)].join(' ');
      expect(text, `seed ${seed}`).not.toMatch(en ? /\bcast\b|six weeks|six long weeks|buzzing saw/i : /plâtre|six semaines|six longues semaines|petite scie/i);
    }
  });
});
