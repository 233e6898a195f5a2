// The French checks of the story linter: the mistakes an editor circles in red and a program can see
// (issue 10, point 7 'a French agreement error it can detect'). Each finding names the rule and quotes the
// words, so a failing grid points at the telling to fix.
import { forms } from '../storyteller/grammar/fr-adjectives.ts';
import { lexicon } from '../storyteller/grammar/lexicon.ts';
import { findNoun } from '../storyteller/grammar/fr-nouns.ts';
import { hasAspiratedH, startsWithVowelSound } from '../storyteller/grammar/fr-sounds.ts';
import { guessNameGender } from '../storyteller/grammar/first-name-gender.ts';
import { ideaTables } from '../storyteller/idea/tables.ts';

export interface FrenchFinding {
  rule: 'elision' | 'aspirated-h' | 'contraction' | 'article-gender' | 'adjective-agreement' | 'unknown-gender-agreement' | 'spacing' | 'inversion' | 'placeholder';
  text: string;
}

// Nouns whose gender changes their meaning (le tour, la tour): never judged by the article.
const HOMOGRAPHS = new Set(['tour', 'livre', 'mode', 'poste', 'voile', 'manche', 'page', 'somme', 'moule', 'vase', 'mémoire', 'critique', 'mousse', 'rose', 'orange', 'enfant', 'élève', 'pirate', 'astronaute', 'dentiste', 'bébé']);
const MASCULINE_DET = new Set(['le', 'un', 'du', 'au', 'ce', 'cet', 'mon', 'ton']);
const FEMININE_DET = new Set(['la', 'une', 'cette', 'ma', 'ta', 'sa']);
const COPULA = '(?:est|était|fut|resta|restait|devint|semblait|parut|paraissait|se sentait|se sentit)';
// Adjectives whose masculine and feminine differ to the ear or the eye, with both forms: the ones a story
// says of its hero ('elle était fatigué' is the mistake to catch).
const EXTRA_ADJECTIVES = ['lourd', 'content', 'fatigué', 'inquiet', 'courageux', 'heureux', 'fier', 'sûr', 'prêt', 'étonné', 'surpris', 'perdu', 'assis', 'levé', 'trempé', 'rassuré', 'seul', 'silencieux', 'essoufflé', 'endormi', 'fâché', 'déçu', 'ravi', 'certain', 'allongé'];

let adjectiveGender: Map<string, 'm' | 'f'> | undefined;
function adjectiveGenders(): Map<string, 'm' | 'f'> {
  if (!adjectiveGender) {
    adjectiveGender = new Map();
    const bases = new Set([...ideaTables('fr').adjectives.values(), ...EXTRA_ADJECTIVES]);
    for (const base of bases) {
      const f = forms(base);
      if (f.ms === f.fs) continue;
      adjectiveGender.set(f.ms, 'm');
      adjectiveGender.set(f.fs, 'f');
    }
  }
  return adjectiveGender;
}

/**
 * A French word or phrase as a whole word: JavaScript's \\b does not know accented letters ('vérité.' has no
 * \\b after its 'é') and a bare prefix finds 'feu' in 'feuille'. A plural ending (s, x) still matches.
 */
export function wholeWords(words: readonly string[], flags = 'iu'): RegExp {
  const alternatives = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?:s|x|es)?(?![\\p{L}\\p{N}])`, flags);
}

/** Is the word said in the text, as a word of its own (its plural too)? */
export function saysWord(text: string, word: string, caseSensitive = false): boolean {
  return word !== '' && wholeWords([word], caseSensitive ? 'u' : 'iu').test(text);
}

function findAll(text: string, re: RegExp, rule: FrenchFinding['rule'], keep: (m: RegExpMatchArray) => boolean = () => true): FrenchFinding[] {
  return [...text.matchAll(re)].filter(keep).map((m) => ({ rule, text: m[0] }));
}

/**
 * Everything wrong we can see in a French text (a chapter, a title). `unsure` names the beings whose gender we
 * do not know (a child called Sacha or Zorblax): any gendered word said of them is a guess, so a finding.
 */
export function frenchFindings(text: string, unsure: readonly string[] = []): FrenchFinding[] {
  const out: FrenchFinding[] = [];
  for (const name of unsure) {
    // 'Sacha était prêt', 'Sacha, tout content,': the story had to guess. Words whose two genders sound and
    // look alike (rouge, triste) are fine, and so are the pronoun fallbacks, which repeat the name.
    const quoted = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const re = new RegExp(`(?<![\\p{L}'’-])${quoted}(?:,| ${COPULA}) (?:tout |toute |très |si |un peu |bien |déjà |encore )?(\\p{Ll}+)(?![\\p{L}'’-])`, 'gu');
    out.push(...findAll(text, re, 'unknown-gender-agreement', (m) => adjectiveGenders().has(m[1] ?? '') || (/\s(tout|toute) \S+$/.test(m[0]) && !/^(le|la|les|un|une|de|du|des|ce|cette|à|au|en|doucement|près|bas|haut)$/.test(m[1] ?? ''))));
  }
  // 'de Emma', 'que il', 'le arbre': a vowel sound after a word that elides (not after a hyphen: 'donne-le à'),
  // whatever spaces stand between them ('de  un', 'le ami' with a no-break space: a token that said nothing).
  out.push(...findAll(text, /(?<![\p{L}'’-])(?:je|me|te|se|ne|le|la|de|que|lorsque|puisque|jusque)[ \u00a0\u202f]+(?=(\p{L}[\p{L}-]*))/giu, 'elision', (m) => startsWithVowelSound(m[1] ?? '')));
  // 'ce arbre', 'ce est': 'cet' or 'c'' before a vowel sound (not 'ce à quoi', 'ce où').
  out.push(...findAll(text, /(?<![\p{L}'’-])ce[ \u00a0]+(?!à |où )(?=(\p{L}[\p{L}-]*))/giu, 'elision', (m) => startsWithVowelSound(m[1] ?? '')));
  // 'l'hibou', 'd'héros': an elision before an aspirated h.
  out.push(...findAll(text, /(?<![\p{L}])[ldLD]['’](\p{L}+)/gu, 'aspirated-h', (m) => hasAspiratedH(m[1] ?? '')));
  // 'de le château', 'à les enfants', 'si il': a contraction left undone (not 'de le voir', an infinitive).
  out.push(...findAll(text, /(?<![\p{L}'’-])(?:de|à) (?:le|les) (\p{L}+)/giu, 'contraction', (m) => !/(er|ir|re|oir)$/.test(m[1] ?? '') || lexicon('fr').has(m[1] ?? '')));
  out.push(...findAll(text, /(?<![\p{L}'’-])si ils?(?!\p{L})/giu, 'contraction'));
  // 'la chien', 'un licorne': the article disagrees with a noun of our lexicon.
  out.push(...findAll(text, /(?<![\p{L}'’-])(le|un|du|au|ce|cet|mon|ton|la|une|cette|ma|ta|sa) (\p{L}[\p{L}-]*)/giu, 'article-gender', (m) => {
    const det = (m[1] ?? '').toLowerCase();
    const noun = (m[2] ?? '').toLowerCase();
    const entry = lexicon('fr').get(noun);
    if (!entry || HOMOGRAPHS.has(noun)) return false;
    // 'mon amie', 'son écharpe': the masculine possessive before a feminine vowel is right.
    if ((det === 'mon' || det === 'ton') && startsWithVowelSound(noun)) return false;
    return (MASCULINE_DET.has(det) && entry.g === 'f') || (FEMININE_DET.has(det) && entry.g === 'm');
  }));
  // 'elle était fatigué', 'Emma était content', 'il était contente'.
  out.push(...findAll(text, new RegExp(`(?<![\\p{L}'’-])(il|elle|\\p{Lu}\\p{Ll}+) ${COPULA} (?:tout |toute |très |si |un peu |bien |déjà |encore )?(\\p{Ll}+)(?![\\p{L}'’-])`, 'gu'), 'adjective-agreement', (m) => {
    const who = m[1] ?? '';
    const g = who === 'il' ? 'm' : who === 'elle' ? 'f' : guessNameGender(who);
    const adj = adjectiveGenders().get(m[2] ?? '');
    return (g === 'm' || g === 'f') && adj !== undefined && adj !== g;
  }));
  // 'la mallette de docteur, d'un coup, parut très lourd': a thing's adjective agrees with its noun (singular
  // nouns; an adjective, a noun's own complement and one incise between commas may stand in between). Not after a
  // preposition: 'sur une pierre plate était assis un dragon' has its subject after the verb.
  out.push(...findAll(text, new RegExp(`(?<![\\p{L}'’-])(?<!(?:sur|dans|sous|devant|derrière|contre|vers|de|à|par|entre|chez|avec|pour|près de|au bord de) )(?:le|la|un|une) (\\p{L}[\\p{L}-]*)(?: \\p{Ll}+)?(?: (?:de|d'|en|à) [\\p{L}'’ -]{1,24}?)?(?:, [^,.!?;«»]{1,40},)? ${COPULA} (?:tout |toute |très |si |un peu |bien |déjà |encore |soudain |soudain très )?(\\p{Ll}+)(?![\\p{L}'’-])`, 'giu'), 'adjective-agreement', (m) => {
    const noun = findNoun(m[1] ?? '');
    const adj = adjectiveGenders().get(m[2] ?? '');
    return !!noun && !noun.plural && !HOMOGRAPHS.has(noun.noun.sg) && adj !== undefined && adj !== noun.noun.g;
  }));
  // French typography: a no-break space before ! ? ; : » and after «, never a plain one or none.
  out.push(...findAll(text, /(?:[^\s\u00a0\u202f]|[ ])[!?;:»](?![!?])|«(?:[ ]|[^\s\u00a0\u202f])/gu, 'spacing', (m) => !/^[!?][!?;:»]$/.test(m[0]) && !/^\d:$/.test(m[0])));
  // 'dit il' is 'dit-il' in an incise.
  out.push(...findAll(text, /(?<![\p{L}'’-])(?:dit|répondit|demanda|cria|murmura|chuchota|ajouta) (?:il|elle|ils|elles)(?![\p{L}'’-])/gu, 'inversion'));
  // « Tu as vu ça ? S'écria Léo » : the incise goes on in lower case after ? or !.
  out.push(...findAll(text, /[!?](?:[\s\u00a0]*»)?[\s\u00a0]+(?:Dit|Répondit|Demanda|Cria|Murmura|Chuchota|Ajouta|S'écria|Souffla)(?![\p{L}'’])/gu, 'inversion'));
  out.push(...findAll(text, /[{}]|\bundefined\b|\bnull\b|\bNaN\b/g, 'placeholder'));
  return out;
}
