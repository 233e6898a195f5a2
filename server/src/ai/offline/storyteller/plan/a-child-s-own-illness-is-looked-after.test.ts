// Issue 10, 'the parent's idea is the plot': 'Emma has chickenpox and has to stay in bed' was a party to save, and
// once the chickenpox became the party's cake; « Léo a la varicelle » a party with nothing in it. The child's own
// illness is its own day now (do-together 'sickday', plots/do-together/sickday.yaml): the child is ill in bed at home,
// looked after, bored or sad to miss something, small comforts, feeling better slowly, and what was missed ahead.
// The illness is never a thing: never lost, found, eaten or a party. Someone else ill is still cared for by the child.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import { lintStory } from '../../story-lint/lint-story.ts';
import { partOf, spreadRequest } from './spread-request.ts';

const EN = ['Emma has chickenpox and has to stay in bed', 'when Sam had a tummy bug', 'a cold on my birthday', "Mia is sick and can't go to school",
  'Noah is ill in bed', 'my son has the flu', 'Oliver feels poorly and has to stay home', 'Lily has a fever and misses the school trip'];
const FR = ['Emma a la varicelle et doit rester au lit', 'Léo a la varicelle', "Lucas est malade et ne peut pas aller à l'école", 'mon fils a la grippe',
  'Jade a de la fièvre', 'Chloé est enrhumée le jour de son anniversaire', 'ma fille a la gastro', 'Hugo est malade au lit'];

describe("a child's own illness is looked after", () => {
  it.each([...EN.map((i) => ['en', i] as const), ...FR.map((i) => ['fr', i] as const)])('%s "%s" is the child ill at home', (lang, idea) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('together');
    expect(reading.together).toBe('sickday');
  });

  it.each([
    ['en', 'Granny is poorly', 'caring'], ['en', 'my friend Lily is sick', 'caring'], ['en', 'our cat is poorly and has to go to the vets', 'vet'],
    ['fr', 'mamie est malade', 'caring'], ['fr', 'ma copine Jade est malade', 'caring'], ['fr', 'mon chat est malade', 'vet'],
  ] as const)('%s "%s": someone else ill is still looked after by the child', (lang, idea, activity) => {
    expect(readIdea(lang, idea).together).toBe(activity);
  });

  const LENGTHS = ['short', 'medium', 'long'] as const;
  const AGES = ['3-5', '5-8', '8-12'] as const;
  it.each([
    ...EN.map((i) => [i, 'english'] as const), ...FR.map((i) => [i, 'french'] as const),
  ])('"%s": in bed at home, looked after, and getting better; the illness is no thing and no party', (idea, language) => {
    const en = language === 'english';
    for (let seed = 1; seed <= 6; seed++) {
      const req = { ...spreadRequest(idea, language, seed, en ? 'Emma' : 'Léo'), length: LENGTHS[seed % 3] ?? 'short', age: AGES[(seed + 1) % 3] ?? '5-8' };
      const told = tellStory(req);
      const where = `seed ${seed} ${req.length} ${req.age}`;
      expect(told.plan.plot, where).toBe('do-together');
      // Every page at home.
      for (const c of told.plan.chapters) expect(told.plan.places.find((p) => p.role === c.place)?.id, where).toBe(told.plan.places.find((p) => p.role === 'home')?.id);
      expect(partOf(told.book, 'problem'), where).toMatch(en ? /poorly|spots|sneezed|tummy|bed/i : /malade|boutons|éternua|ventre|lit/i);
      expect(partOf(told.book, 'resolution'), where).toMatch(en ? /better|soon/i : /mieux|bientôt|guéri/i);
      const book = told.book.chapters.map((c) => c.content).join('\n');
      // The editor's linter finds nothing: the idea on every page it should be, no night words by day, the child on every page.
      expect(lintStory(told.plan, told.book).map((i) => `${i.rule}: ${i.detail}`), where).toEqual([]);
      expect(book, where).toMatch(en ? /blanket/ : /couverture/);
      expect(book, where).not.toMatch(en ? /\bthe party\b|candles|nowhere to be found|\bfound the (?:chickenpox|flu|cold|tummy bug|fever)|ate the (?:chickenpox|flu|cold)/i
        : /la fête|bougies|Mais où|trouv\w+ la (?:varicelle|grippe|gastro|fièvre)/i);
      // What was missed is told, and waits: school, the birthday.
      if (/school|école/.test(idea)) expect(book, where).toMatch(en ? /school/ : /école/);
      if (/birthday|anniversaire/.test(idea)) expect(book, where).toMatch(en ? /birthday/ : /anniversaire/);
    }
  });
});
