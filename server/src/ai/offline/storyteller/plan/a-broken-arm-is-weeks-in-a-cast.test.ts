// 'Paul broke his arm', « Mia s'est cassé la jambe au parc »: read before as an arm to mend like a broken toy (mend-broken,
// the arm glued), or as a misdeed owned up to ('broke' read as a vase broken). The child hurt is their weeks in a cast now
// (do-together 'hurt', idea/hurt.ts, plots/do-together/hurt.yaml): the cast and what cannot be done for a while, the
// friends who sign it at the park, another way to play found, the day it comes off. A leg has crutches, an arm a sling.
// Somebody else hurt (a teddy's arm) keeps its own story.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import { lintStory } from '../../story-lint/lint-story.ts';
import { partOf, spreadRequest } from './spread-request.ts';

const EN = ['Paul broke his arm', 'Mia broke her leg at the park', 'Tom has a cast on his arm', "Ben broke his arm and can't play football", 'Sam sprained her ankle'];
const FR = ["Paul s'est cassé le bras", "Mia s'est cassé la jambe au parc", 'Léo a un plâtre', "Léa s'est foulé la cheville", "Paul s'est cassé le bras et ne peut plus jouer au foot"];

describe('a broken arm is weeks in a cast', () => {
  it.each([...EN.map((i) => ['en', i] as const), ...FR.map((i) => ['fr', i] as const)])('%s "%s" is the child hurt', (lang, idea) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('together');
    expect(reading.together).toBe('hurt');
  });

  it.each([['en', 'my teddy has a broken arm'], ['fr', 'mon doudou a le bras cassé'], ['en', "Emma broke Granny's vase"]] as const)('%s "%s" keeps its own story', (lang, idea) => {
    expect(readIdea(lang, idea).together).not.toBe('hurt');
  });

  const LENGTHS = ['short', 'medium', 'long'] as const;
  const AGES = ['3-5', '5-8', '8-12'] as const;
  it.each([...EN.slice(0, 3).map((i) => [i, 'english'] as const), ...FR.slice(0, 3).map((i) => [i, 'french'] as const)])('"%s": the cast, the friends who sign it, another way to play, the day it comes off', (idea, language) => {
    const en = language === 'english';
    const leg = /leg|ankle|jambe|cheville/.test(idea);
    for (let seed = 1; seed <= 4; seed++) {
      const req = { ...spreadRequest(idea, language, seed, en ? 'Emma' : 'Léo'), length: LENGTHS[seed % 3] ?? 'short', age: AGES[(seed + 1) % 3] ?? '5-8' };
      const told = tellStory(req);
      const where = `seed ${seed} ${req.length} ${req.age}`;
      expect(told.plan.plot, where).toBe('do-together');
      expect(partOf(told.book, 'problem'), where).toMatch(en ? /broken|broke|fall/i : /cass|chute/i);
      expect(partOf(told.book, 'resolution'), where).toMatch(en ? /came off|cut the cast off/i : /enleva|découpa/i);
      const book = told.book.chapters.map((c) => c.content).join('\n');
      expect(book, where).toMatch(en ? /\bcast\b/ : /plâtre/);
      // Never mended like a toy, never a thing lost or a party.
      expect(book, where).not.toMatch(en ? /\bglue|\bmend(?:ed)? the (?:arm|leg)|nowhere to be found|the party\b|candles/i : /colle|répar\w+ (?:le bras|la jambe)|Mais où|la fête|bougies/i);
      // A leg on crutches, an arm in a sling.
      if (leg) expect(book, where).not.toMatch(en ? /sling|two-armed/ : /écharpe|deux bras depuis/);
      else expect(book, where).not.toMatch(en ? /crutch/ : /béquille/);
      expect(lintStory(told.plan, told.book).map((i) => `${i.rule}: ${i.detail}`), where).toEqual([]);
    }
  });
});
