// 'Leo can't fall asleep at night', « mon fils n'arrive pas à dormir » were a skill learnt in the garden ("Wobble, wobble,
// bump! Down went Leo.", 'learn', trait 'sleep') or the child's own "won't". When the one who cannot sleep is the child,
// the book is a bedtime story now (do-together 'bedtime', idea/bedtime.ts, plots/do-together/bedtime.yaml): the bath and
// the story, the child wide awake, tries that fail gently, the child's own quiet way, asleep, the morning after. A being
// that cannot sleep keeps its trait story, a fear of the dark its fear faced, a baby's night its lullaby.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import { partOf, spreadRequest } from './spread-request.ts';

const ENGLISH = [
  "Oscar can't fall asleep at night", 'my daughter wont go to sleep', 'Ruby never wants to go to bed', 'my son cant get to sleep because he is too excited',
  'Finn keeps waking up in the night', 'my 4 year old doesnt want to go to bed', 'my little girl has trouble falling asleep', 'he struggles to sleep, he hears noises in the house',
  'Lily wakes up every night', "my son can't sleep because he's too excited about his birthday tomorrow",
];
const FRENCH = [
  "mon fils n'arrive pas à dormir", 'Jade ne veut jamais se coucher', 'elle se réveille toutes les nuits', 'ma fille de 4 ans ne dort pas',
  'Nino ne veut pas aller au lit', "mon fils a du mal à s'endormir le soir", 'Zoé se réveille la nuit', "ma fille n'arrive pas a s'endormir",
  "Tom refuse d'aller se coucher", "Jules ne s'endort jamais car il pense trop",
];
const TUMBLES = /wobble|bump|boum|vacill|tumbl|fell over|dégringol|\blearn|apprend|appris/i;
const SLEEP = { english: /sleep|asleep|bed/i, french: /dorm|endorm|sommeil|coucher|\blit\b/i };
// The child's own way at the turning point: the slow breathing, the sounds named, the quiet story told to the cuddly toy.
const OWN_WAY = { english: /breath|feather|sound|story/i, french: /souffle|plume|bruit|histoire/i };

// Why the child cannot sleep, when the parent said (plan/flag-words.yaml 'sleepless'): the evening's trouble tells it.
const REASONS = [
  ['Ella cant sleep, she is too excited about the holidays', 'english', /tomorrow/i], ['Max cant fall asleep, he is thinking too much', 'english', /thinking|thoughts/i],
  ['he struggles to sleep, he hears noises in the house', 'english', /noises/i], ["Jules ne s'endort jamais car il pense trop", 'french', /pensées|penser/i],
  ["Léa n'arrive pas à dormir, elle entend des bruits", 'french', /bruits/i], ["Tom n'arrive pas à dormir car il est trop excité pour demain", 'french', /demain/i],
] as const;

describe('a child who cannot sleep gets a bedtime story', () => {
  it.each(REASONS)('"%s" (%s): the reason the parent gave keeps the child awake', (idea, language, reason) => {
    for (let seed = 1; seed <= 3; seed++) expect(partOf(tellStory(spreadRequest(idea, language, seed, 'Sam')).book, 'problem'), `seed ${seed}`).toMatch(reason);
  });

  // The way found answers the reason: the sounds of a noisy house named one by one, a busy head calmed otherwise.
  it.each(REASONS)('"%s" (%s): the way found answers the reason', (idea, language, reason) => {
    const noises = /noises|bruits/.test(reason.source);
    for (let seed = 1; seed <= 4; seed++) {
      const turn = partOf(tellStory(spreadRequest(idea, language, seed, 'Sam')).book, 'turning-point');
      if (noises) expect(turn, `seed ${seed}`).toMatch(/clock|horloge/i);
      else expect(turn, `seed ${seed}`).not.toMatch(/clock|horloge/i);
    }
  });

  // The pictures stood the child on the rug beside the bed all night: the night's pages say 'in bed', 'under the covers'.
  // French 'serra', 'prit' still read as reaching (scene-cues), so fewer of its night pages lie in bed than the English.
  it.each([['english', ENGLISH, 0.8], ['french', FRENCH, 0.6]] as const)('%s: the child is drawn in bed on the night pages', (language, ideas, least) => {
    let night = 0;
    let abed = 0;
    for (const idea of ideas) {
      for (let seed = 1; seed <= 3; seed++) {
        const { plan, book } = tellStory(spreadRequest(idea, language, seed, 'Sam'));
        book.chapters.forEach((c, i) => {
          if (plan.chapters[i]?.time.slot !== 'night') return;
          night++;
          const pose = c.brief.cast.find((x) => x.who === 'hero')?.pose;
          if (pose === 'lying' || pose === 'sleeping') abed++;
        });
      }
    }
    expect(abed / night).toBeGreaterThanOrEqual(least);
  });

  it.each([["my son can't sleep", 'english', 'm'], ['ma fille ne veut jamais se coucher', 'french', 'f']] as const)('"%s" from Sam\'s parent: the son or the daughter is a boy or a girl', (idea, language, gender) => {
    for (let seed = 1; seed <= 3; seed++) expect(tellStory(spreadRequest(idea, language, seed, 'Sam')).plan.cast.find((c) => c.role === 'hero')?.gender, `seed ${seed}`).toBe(gender);
  });

  it.each([...ENGLISH.map((i) => ['en', i] as const), ...FRENCH.map((i) => ['fr', i] as const)])('%s "%s" is read as a bedtime', (lang, idea) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('together');
    expect(reading.together).toBe('bedtime');
  });

  it.each([
    ['en', "an owl who can't sleep"], ['en', "Leo can't sleep because he is afraid of the dark"], ['en', "my baby brother won't sleep"], ['en', "the puppy won't sleep"],
    ['en', 'Noah sings the baby to sleep'], ['en', 'the toys come alive when Emma is asleep'], ['en', "Tom won't make his bed"],
    ['fr', "un hibou qui n'arrive pas à dormir"], ['fr', 'Léo a peur du noir et ne dort pas'], ['fr', 'mon petit frère ne dort pas'],
  ] as const)('%s "%s" keeps its own story', (lang, idea) => {
    expect(readIdea(lang, idea).together).not.toBe('bedtime');
  });

  it.each([...ENGLISH.map((i) => [i, 'english'] as const), ...FRENCH.map((i) => [i, 'french'] as const)])('"%s" (%s): the evening, the child\'s own way, asleep, the morning', (idea, language) => {
    const name = language === 'english' ? 'Emma' : 'Hugo';
    for (let seed = 1; seed <= 3; seed++) {
      const told = tellStory(spreadRequest(idea, language, seed, name));
      const where = `seed ${seed}`;
      const chapters = told.book.chapters.map((c) => c.content);
      expect(told.plan.plot, where).toBe('do-together');
      expect(told.plan.idea?.together, where).toBe('bedtime');
      expect(chapters[0], where).toMatch(SLEEP[language]);
      expect(chapters.at(-1), where).toMatch(SLEEP[language]);
      expect(chapters.join('\n'), where).not.toMatch(TUMBLES);
      const turn = partOf(told.book, 'turning-point');
      expect(turn, where).toContain(name);
      expect(turn, where).toMatch(OWN_WAY[language]);
      expect(partOf(told.book, 'resolution'), where).toMatch(language === 'english' ? /asleep/i : /dormait|endormi/i);
    }
  });
});
