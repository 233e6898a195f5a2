// Seen by a blind editor: 'loves trains more than anything' gave the hero "a toy anything" to carry ("Never, ever did
// Arthur go anywhere without a toy anything"), and 'more than anything in the world' a toy called 'the world'. What a
// thing is loved more than is a comparison, never a second loved thing; a real second thing still is ('loves
// dinosaurs and tractors'). Phrasings of our own.
import { describe, expect, it } from 'vitest';
import { readIdea } from '../languages.ts';

const COMPARED: [lang: 'en' | 'fr', idea: string, loved: string][] = [
  ['en', 'Arthur loves trains more than anything', 'train'],
  ['en', 'my son loves dinosaurs more than anything in the world', 'dinosaur'],
  ['en', 'she likes horses more than everything else', 'horse'],
  ['en', 'Mia loves her pink bike more than the whole world', 'bike'],
  ['fr', 'Hugo adore les trains plus que tout au monde', 'train'],
  ['fr', 'ma fille aime les chevaux plus que ses poupées', 'cheval'],
];

const SECOND: [lang: 'en' | 'fr', idea: string, loved: string, also: string][] = [
  ['en', 'he loves dinosaurs and tractors', 'dinosaur', 'tractor'],
  ['fr', 'Léo adore les dinosaures et les tracteurs', 'dinosaure', 'tracteur'],
];

describe('what a thing is loved more than', () => {
  it.each(COMPARED)('%s "%s": %s is loved, and nothing else is carried', (lang, idea, loved) => {
    const r = readIdea(lang, idea);
    expect(r.subject?.head).toBe(loved);
    expect(r.alsoLoved).toBeUndefined();
  });

  it.each(SECOND)('%s "%s": a second thing loved is still one', (lang, idea, loved, also) => {
    const r = readIdea(lang, idea);
    expect(r.subject?.head).toBe(loved);
    expect(r.alsoLoved?.head).toBe(also);
  });
});
