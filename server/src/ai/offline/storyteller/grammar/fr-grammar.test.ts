import { describe, expect, it } from 'vitest';
import { agree, feminine } from './fr-adjectives.ts';
import { a, deWord, ofThe, possessive, queWord, the, thisOne, toThe, type FrPhrase } from './fr-articles.ts';
import { finishFrench, frenchSpacing } from './fr-finish.ts';
import { findNoun, lexiconNoun, pluralWord } from './fr-nouns.ts';
import { parseLexicon } from './lexicon.ts';
import { hasAspiratedH, startsWithVowelSound } from './fr-sounds.ts';
import { guessNameGender } from './first-name-gender.ts';

/** A phrase from a lexicon noun, as the renderer builds one. */
function np(sg: string, plural = false, words?: string): FrPhrase {
  const n = lexiconNoun(sg);
  if (!n) throw new Error(`not in the lexicon: ${sg}`);
  return { words: words ?? (plural ? n.pl : n.sg), g: n.g, plural, aspirated: n.aspirated };
}

describe('French sounds', () => {
  it('knows which h are aspirated, from the Lefff list, with the héroïne exception', () => {
    expect(hasAspiratedH('hibou')).toBe(true);
    expect(hasAspiratedH('hiboux')).toBe(true);
    expect(hasAspiratedH('héros')).toBe(true);
    expect(hasAspiratedH('hamster')).toBe(true);
    expect(hasAspiratedH('hérisson')).toBe(true);
    expect(hasAspiratedH('herbe')).toBe(false);
    expect(hasAspiratedH('héroïne')).toBe(false);
    expect(hasAspiratedH('Hugo')).toBe(false);
  });

  it('treats vowels, œ and mute h as vowel sounds but not onze, oui, yaourt or a Y before a vowel', () => {
    for (const w of ['ourson', 'Emma', 'île', 'œuf', 'herbe', 'Hugo', 'Yves', 'écharpe']) expect(startsWithVowelSound(w), w).toBe(true);
    for (const w of ['hibou', 'onze', 'oui', 'yaourt', 'Yanis', 'Léo', 'château']) expect(startsWithVowelSound(w), w).toBe(false);
  });
});

describe('French nouns', () => {
  it('makes plurals by the rules and their exceptions', () => {
    expect(pluralWord('château')).toBe('châteaux');
    expect(pluralWord('cheval')).toBe('chevaux');
    expect(pluralWord('festival')).toBe('festivals');
    expect(pluralWord('hibou')).toBe('hiboux');
    expect(pluralWord('trou')).toBe('trous');
    expect(pluralWord('pneu')).toBe('pneus');
    expect(pluralWord('souris')).toBe('souris');
    expect(pluralWord('vitrail')).toBe('vitraux');
    expect(lexiconNoun('cerf-volant')?.pl).toBe('cerfs-volants');
    expect(lexiconNoun('grand-mère')?.pl).toBe('grands-mères');
  });

  it('finds a noun a parent wrote in the plural, and one that is not in our lexicon through the Lefff', () => {
    expect(findNoun('hiboux')).toEqual({ noun: { sg: 'hibou', pl: 'hiboux', g: 'm', aspirated: true }, plural: true });
    expect(findNoun('lunettes')?.noun.g).toBe('f');
    expect(findNoun('lunettes')?.plural).toBe(true);
    expect(findNoun('brouette')).toEqual({ noun: { sg: 'brouette', pl: 'brouettes', g: 'f', aspirated: false }, plural: false });
    expect(findNoun('trampolines')?.noun.g).toBe('m');
    expect(findNoun('xqzt')).toBeUndefined();
  });
});

describe('French determiners', () => {
  it('elides before a vowel or a mute h, never before an aspirated h', () => {
    expect(the(np('ourson'))).toBe("l'ourson");
    expect(the(np('hibou'))).toBe('le hibou');
    expect(the(np('héros'))).toBe('le héros');
    expect(the(np('héroïne'))).toBe("l'héroïne");
    expect(the(np('licorne'))).toBe('la licorne');
    expect(the(np('hibou', false, 'énorme hibou'))).toBe("l'énorme hibou");
    expect(the(np('ours', false, 'petit ours'))).toBe('le petit ours');
  });

  it('contracts de and à with the article, also in the plural', () => {
    expect(ofThe(np('château'))).toBe('du château');
    expect(ofThe(np('forêt'))).toBe('de la forêt');
    expect(ofThe(np('arbre'))).toBe("de l'arbre");
    expect(ofThe(np('hibou'))).toBe('du hibou');
    expect(ofThe(np('clé', true))).toBe('des clés');
    expect(toThe(np('parc'))).toBe('au parc');
    expect(toThe(np('île'))).toBe("à l'île");
    expect(toThe(np('hibou', true))).toBe('aux hiboux');
  });

  it('chooses un, une, des, and de before a plural adjective', () => {
    expect(a(np('étoile'))).toBe('une étoile');
    expect(a(np('parapluie', false, 'parapluie rouge'))).toBe('un parapluie rouge');
    expect(a(np('nuage', true))).toBe('des nuages');
    expect(a(np('nuage', true, 'beaux nuages'))).toBe('de beaux nuages');
    expect(a({ ...np('lune'), unique: true })).toBe('la lune');
  });

  it('makes cet before a vowel and mon before a feminine vowel', () => {
    expect(thisOne(np('arbre'))).toBe('cet arbre');
    expect(thisOne(np('hibou'))).toBe('ce hibou');
    expect(thisOne(np('étoile'))).toBe('cette étoile');
    expect(possessive('son', np('écharpe'))).toBe('son écharpe');
    expect(possessive('son', np('lampe'))).toBe('sa lampe');
    expect(possessive('mon', np('amie'))).toBe('mon amie');
    expect(possessive('notre', np('chien', true))).toBe('nos chiens');
    expect(possessive('son', np('lunettes', true))).toBe('ses lunettes');
  });

  it('elides de and que before names', () => {
    expect(deWord('Anna')).toBe("d'Anna");
    expect(deWord('Léon')).toBe('de Léon');
    expect(deWord('Yanis')).toBe('de Yanis');
    expect(queWord('Emma')).toBe("qu'Emma");
    expect(queWord('il')).toBe("qu'il");
  });
});

describe('French adjectives', () => {
  it('agrees in gender and number, with the irregular forms and the liaison forms', () => {
    expect(feminine('petit')).toBe('petite');
    expect(feminine('heureux')).toBe('heureuse');
    expect(feminine('gentil')).toBe('gentille');
    expect(feminine('inquiet')).toBe('inquiète');
    expect(feminine('sportif')).toBe('sportive');
    expect(feminine('fier')).toBe('fière');
    expect(feminine('rouge')).toBe('rouge');
    expect(feminine('bon')).toBe('bonne');
    expect(agree('vieux', 'm', false, true)).toBe('vieil');
    expect(agree('beau', 'm', true)).toBe('beaux');
    expect(agree('royal', 'm', true)).toBe('royaux');
    expect(agree('blanc', 'f', true)).toBe('blanches');
    expect(agree('marron', 'f', true)).toBe('marron');
  });
});

describe('The French finishing pass', () => {
  it('elides and contracts where a name or an idea met a small word', () => {
    expect(finishFrench('La maison de Emma.')).toBe("La maison d'Emma.");
    expect(finishFrench('Il savait que il fallait partir, si il pouvait.')).toBe("Il savait qu'il fallait partir, s'il pouvait.");
    expect(finishFrench('Le ourson regarda le hibou.')).toBe("L'ourson regarda le hibou.");
    expect(finishFrench('Le vent risquait de le emporter.')).toBe("Le vent risquait de l'emporter.");
    expect(finishFrench('Au bout de le chemin, près de les arbres, face à le hérisson.')).toBe('Au bout du chemin, près des arbres, face au hérisson.');
    expect(finishFrench('Ce arbre est beau et ce est vrai.')).toBe("Cet arbre est beau et c'est vrai.");
  });

  it('elides across the two spaces a token that said nothing leaves, and across a no-break space', () => {
    // Found reading books: 'de {~|petit }un ami' gave 'de  un ami', joined to 'de un ami' after elision was done.
    expect(finishFrench('Le cadeau de  un ami.')).toBe("Le cadeau d'un ami.");
    expect(finishFrench('Il savait que  il pleuvait, et le\u00a0ami aussi.')).toBe("Il savait qu'il pleuvait, et l'ami aussi.");
    expect(finishFrench('De  le arbre, près de  le chemin.')).toBe("De l'arbre, près du chemin.");
  });

  it('hyphenates the pronoun of an incise, with -t- between two vowels', () => {
    expect(finishFrench('« Oui », dit elle. « Non », demanda il. « Peut-être », répondit Léo.')).toBe('«\u00a0Oui\u00a0», dit-elle. «\u00a0Non\u00a0», demanda-t-il. «\u00a0Peut-être\u00a0», répondit Léo.');
    expect(finishFrench('Ils crièrent : « la grotte ! »')).toBe('Ils crièrent\u00a0: «\u00a0La grotte\u00a0!\u00a0»');
  });

  it('keeps an incise in lower case after a question or an exclamation', () => {
    expect(finishFrench('« Tu as vu ça ? S\'écria Léo. C\'est lui ! » Dit-il.')).toBe('«\u00a0Tu as vu ça\u00a0? s\'écria Léo. C\'est lui\u00a0!\u00a0» dit-il.');
    expect(finishFrench('« Oh ! » Demanda elle.')).toBe('«\u00a0Oh\u00a0!\u00a0» demanda-t-elle.');
    expect(finishFrench('« On y va ? » elles partirent.')).toBe('«\u00a0On y va\u00a0?\u00a0» Elles partirent.');
  });

  it('leaves alone what is already right', () => {
    for (const good of ["Donne-le à Léa.", 'Elle essaya de le voir.', 'Il aime les compter, à les compter.', 'Le hibou et le héros.', 'La hache de Yanis.', 'Ce à quoi il pensait.', 'Si elle veut.']) {
      expect(finishFrench(good)).toBe(good);
    }
  });

  it('puts a no-break space before ! ? ; : » and after «', () => {
    expect(frenchSpacing('« Oh non ! » dit Léo : il pleut ? Oui ; vraiment?!')).toBe(
      '«\u00a0Oh non\u00a0!\u00a0» dit Léo\u00a0: il pleut\u00a0? Oui\u00a0; vraiment\u00a0?!',
    );
  });
});

describe('First names', () => {
  it('knows the gender of common French and English first names and says unknown otherwise', () => {
    expect(guessNameGender('Emma')).toBe('f');
    expect(guessNameGender('chloé')).toBe('f');
    expect(guessNameGender('Marie-Louise')).toBe('f');
    expect(guessNameGender('Léo')).toBe('m');
    expect(guessNameGender('Jules')).toBe('m');
    expect(guessNameGender('Zorblax')).toBe('u');
  });
});

describe('The French lexicon file', () => {
  it('refuses at load a gender that is not m or f and a prop the illustrator cannot draw', () => {
    expect(() => parseLexicon('fr', 'chien: { g: x, kind: animal }')).toThrow(/chien/);
    expect(() => parseLexicon('fr', 'gyropode: { g: m, kind: object, prop: hoverboard }')).toThrow(/gyropode.*prop/);
    expect(parseLexicon('fr', 'trottinette: { g: f, kind: object }').get('trottinette')?.g).toBe('f');
  });
});
