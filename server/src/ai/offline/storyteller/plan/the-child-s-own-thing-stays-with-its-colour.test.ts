// Issue 10, 'the parent's idea is the plot': 'Mia and her pink bike', 'Tom loves his red wellies', « Zoé et son vélo rose »
// were a search for the bike ('Where Is the Pink Bike?', 'nowhere to be found') or a bare 'the bike'. The child's own
// thing is the child's all book long (idea/loves.ts ownLoved): met with its colour on the first page, beside the child in
// the middle and at the happy end, drawn where the words name it, and never lost.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import { spreadRequest } from './spread-request.ts';

describe("the child's own thing stays, with its colour", () => {
  it.each([
    ['en', 'Mia and her pink bike', 'pink bike'], ['en', 'Tom loves his red wellies', 'red wellies'], ['en', "Mia's pink bike", 'pink bike'],
    ['en', 'leo and his blue scooter', 'blue scooter'], ['fr', 'Zoé et son vélo rose', 'vélo rose'], ['fr', 'Léo et sa trottinette bleue', 'trottinette bleue'],
  ] as const)('%s "%s" is the child\'s own %s, not a thing to find', (lang, idea, words) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe('none');
    expect(r.subject).toBeUndefined();
    expect(r.alsoLoved?.words).toBe(words);
  });

  it.each([
    ['Mia and her pink bike', 'english', '', 'Mia', /\bher pink bike\b/, 'bicycle'],
    ['Tom loves his red wellies', 'english', '', 'Tom', /\bhis red wellies\b/, undefined],
    ['Zoé et son vélo rose', 'french', '', 'Zoé', /\bson vélo rose\b/, 'bicycle'],
  ] as const)('"%s": the child keeps it from the first page to the last, drawn where it is said', (idea, language, childName, hero, own, prop) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory(spreadRequest(idea, language, seed, childName));
      const at = `seed ${seed}`;
      expect(plan.cast.find((c) => c.role === 'hero')?.name, at).toBe(hero);
      expect(plan.objects.some((o) => o.role === 'goal' && o.fromIdea), at).toBe(false);
      const pages = book.chapters.map((c) => c.content);
      // Its colour is said with it on the first page and at the end, never a toy one in a pocket.
      expect(pages[0], at).toMatch(own);
      expect(pages.slice(-2).join(' '), at).toMatch(own);
      expect(pages.join(' '), at).not.toMatch(/nowhere to be found|Where Is|introuvable|Où est|toy pink|toy red|en bois/i);
      if (prop) for (const c of book.chapters) if (own.test(c.content)) expect([...c.brief.props, ...(c.brief.named ?? [])].map((p) => p.prop), `${at} ${c.title}`).toContain(prop);
    }
  });
});
