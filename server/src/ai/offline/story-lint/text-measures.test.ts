import { describe, expect, it } from 'vitest';
import { BAD_ENGLISH, BAD_FRENCH, countWords, longSentences, nameStarts, PLACEHOLDER, sentencesOf, sharedFraction } from './text-measures.ts';

// The measures the linter's guards stand on, each pinned on a small text: the grid tests only show that
// no book trips them, which a guard that never fires would show as well.
describe('text measures', () => {
  it('counts words with their apostrophes, hyphens and digits', () => {
    expect(countWords("Leo's well-known cat, 3 mice. l’ours")).toBe(6);
    expect(countWords('')).toBe(0);
    expect(countWords('!! ...')).toBe(0);
  });

  it('splits sentences at . ! ? with a closing quote, and paragraphs apart', () => {
    expect(sentencesOf('One two. "Three!" she said? Yes!\n\nNew para. Tail without end')).toEqual(['One two.', '"Three!"', 'she said?', 'Yes!', 'New para.']);
    expect(sentencesOf('Il dit « Viens. » Fin.')).toEqual(['Il dit « Viens.', '» Fin.']);
    expect(sentencesOf('A.\n\n\n\nB.')).toEqual(['A.', 'B.']);
    // A run of marks ends one sentence; a paragraph with no end mark has none.
    expect(sentencesOf('Wait!! Go... Yes?!')).toEqual(['Wait!!', 'Go...', 'Yes?!']);
    expect(sentencesOf('No end here\n\nNor here')).toEqual([]);
  });

  it("counts sentences that start with the name or its possessive, not a longer name", () => {
    expect(nameStarts("Leo ran. Leo's cat sat. Leona came. Then Leo left.", 'Leo')).toEqual({ starts: 2, sentences: 4 });
    expect(nameStarts('Leo ran.', '')).toEqual({ starts: 0, sentences: 1 });
  });

  it('keeps sentences of four words or more', () => {
    expect(longSentences('Oh no! The cat sat. The cat sat down. It is big now.')).toEqual(['The cat sat down.', 'It is big now.']);
  });

  it("gives the share of the smaller book's long sentences that the other has", () => {
    expect(sharedFraction(['The cat sat down. A dog ran far away. Oh no!'], ['The cat sat down. Oh no! Something else is here now.'])).toBe(0.5);
    expect(sharedFraction(['The cat sat down.'], ['The cat sat down. A dog ran far away.'])).toBe(1);
    expect(sharedFraction(['The cat sat down.'], ['Other words are here.'])).toBe(0);
    expect(sharedFraction([], [])).toBe(0);
  });

  it.each(['a {hero}', 'the hero}', 'undefined', 'null', 'NaN', '[object Object]', '${x}', 'two  spaces', 'a , b', 'a . b', 'a \nb', 'a\tb\n c', 'a\n b', 'a..b'])(
    'sees a slot left unfilled in %j',
    (text) => {
      expect(PLACEHOLDER.test(text)).toBe(true);
    },
  );

  it.each(['wait...', 'nullify', 'a.b', 'fine text.', 'NaNa', 'undefinedness'])('sees none in %j', (text) => {
    expect(PLACEHOLDER.test(text)).toBe(false);
  });

  it.each(['in in the house', 'to to', 'of of', 'at at', 'On on', 'a apple', 'a egg', 'a idea', 'A owl', 'an cat', 'an dog', 'he are', 'she were', 'It are', 'they is', 'they was', 'the the', 'themself', 'ourself', 'she were.', 'He are, said Tom', 'Themself!'])(
    'sees the English slip in %j',
    (text) => {
      expect(BAD_ENGLISH.test(text)).toBe(true);
    },
  );

  it.each(['yourself', 'himself', 'herself', 'itself', 'myself', 'a unicorn', 'an owl', 'he arrived', 'the theatre', 'in into', 'a house', 'they wash', 'within in', 'bathe the', 'as if it were a treat', 'as though she were a queen', 'I wish he were here'])(
    'sees none in %j',
    (text) => {
      expect(BAD_ENGLISH.test(text)).toBe(false);
    },
  );

  it.each([
    "l'hibou", "L'héros", "l'hérisson", "l'hache", "l'haie", "l'hutte", "l'hamac", "l'hameau", "l'hâte", "l'honte",
    'le arbre', 'la école', 'de Emma', 'que il', 'lorsque elle', 'puisque on', 'jusque à', 'je ai', 'ne ose', 'me aide', 'te appelle', 'se approcha',
    'la herbe', 'de hiver', 'le hôtel', "de Hugo", 'la histoire', 'le homme', 'la harmonie', 'le hésitait', 'se habilla', 'de heureux', 'le hommage', 'la humeur',
    'ce arbre', 'ce oiseau', 'si il', 'Si ils', 'de le château', 'à les enfants', 'De les amis',
    'le licorne', 'le souris', 'le princesse', 'le chevalière', 'le chouette', 'la hibou', 'la dragon', 'la chat', 'la chevalier', 'la souriceau',
  ])('sees the French slip in %j', (text) => {
    expect(BAD_FRENCH.test(text)).toBe(true);
  });

  it.each([
    "l'herbe", 'le hibou', 'le héros', 'la hache', 'le onze', 'le onzième', 'le oui', 'de ouistiti', 'de Yanis', 'le yaourt', 'donne-le à Léa', 'une belle amie',
    "qu'il", "jusqu'à", 'ce à quoi', 'ce onze', 'ce oui', 'si Ilona', 'si ilot', 'de le voir', 'à les finir', 'de les prendre', 'de le savoir',
    'la licorne', 'le chat', 'la chatte', 'le dragon', 'le souriceau', 'la souris', 'la chouette', 'le chevalier', 'le harpon', 'de haut', 'la hutte',
  ])('sees none in the French %j', (text) => {
    expect(BAD_FRENCH.test(text)).toBe(false);
  });
});
