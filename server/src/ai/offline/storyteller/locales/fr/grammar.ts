// French for the renderer: determiners with elision and contraction (l'ourson, du château, aux hiboux),
// pronouns, possessives that agree with the thing owned (sa lampe, son écharpe), and the finishing pass.
// The rules live in storyteller/grammar/fr-*.ts; this file maps the content's tokens onto them.
import { a, deWord, ofThe, possessive, queWord, the, thisOne, toThe, type FrPhrase } from '../../grammar/fr-articles.ts';
import { finishFrench } from '../../grammar/fr-finish.ts';
import { pastFr } from '../../grammar/fr-past.ts';
import { z } from 'zod';
import { readYaml } from '../../content/read-yaml.ts';
import type { Entity, LanguageGrammar } from '../../template/grammar-types.ts';

// The grammar's word lists: grammar.yaml beside this file.
const WORDS = readYaml(new URL('./grammar.yaml', import.meta.url), z.strictObject({
  'at-places': z.array(z.string().min(1)), 'speech-verbs': z.array(z.string().min(1)),
  'plural-verbs': z.record(z.string(), z.string()), 'not-verbs': z.array(z.string().min(1)),
  past: z.record(z.string(), z.string()),
}));
/** A parent's verb phrase in the story's past (« éternue des paillettes » -> « éternuait des paillettes »): grammar/fr-past.ts. */
export const pastTense = (phrase: string): string => pastFr(phrase, WORDS.past);
/** Nouns of places French says one is 'à' rather than 'dans' (grammar.yaml 'at-places'): à l'école, au parc. */
const AT_PLACES = new Set(WORDS['at-places']);

function phrase(e: Entity): FrPhrase {
  return {
    words: e.noun ?? '',
    g: e.gender === 'f' ? 'f' : 'm',
    plural: e.plural === true,
    ...(e.aspirated ? { aspirated: true } : {}),
    ...(e.unique ? { unique: true } : {}),
  };
}

/**
 * 'Biscuit', 'Mamie', 'sa grand-mère', 'le parapluie rouge'. The family is the hero's: French says 'sa
 * grand-mère' where English repeats 'Emma's grandmother', which reads stiff after the first page.
 */
function theOf(e: Entity): string {
  if (e.forms?.the) return e.forms.the;
  if (e.name) return e.name;
  if (e.family && e.ownerName) return possessive('son', phrase(e));
  return the(phrase(e));
}

function aOf(e: Entity): string {
  if (e.forms?.a) return e.forms.a;
  if (e.name || e.family || e.unique) return theOf(e);
  return a(phrase(e));
}

// Subject (il), stressed (lui: 'avec lui', 'c'est elle') and object (le: 'il le vit', elided by the final pass).
const PRONOUNS = {
  il: { m: 'il', f: 'elle', mpl: 'ils', fpl: 'elles' },
  lui: { m: 'lui', f: 'elle', mpl: 'eux', fpl: 'elles' },
  le: { m: 'le', f: 'la', mpl: 'les', fpl: 'les' },
} as const;

function pronoun(e: Entity, kind: keyof typeof PRONOUNS): string {
  // A child whose gender we do not know is named again rather than called 'il' by default.
  if (e.gender === 'n' && e.name && kind !== 'le') return e.name;
  const f = e.gender === 'f';
  const key = e.plural ? (f ? 'fpl' : 'mpl') : f ? 'f' : 'm';
  return PRONOUNS[kind][key];
}

const NOT_VERBS = new Set(WORDS['not-verbs']);

/**
 * The plural of a verb of the third person ('entra' -> 'entrèrent', 'était' -> 'étaient', 'dit' -> 'dirent'),
 * or undefined when the word is not one we know how to make agree.
 */
export function pluralVerb(verb: string): string | undefined {
  const fixed = WORDS['plural-verbs'][verb];
  if (fixed) return fixed;
  if (NOT_VERBS.has(verb) || verb.length < 3) return undefined;
  if (verb.endsWith('ait')) return `${verb.slice(0, -3)}aient`;
  if (verb.endsWith('int')) return `${verb.slice(0, -3)}inrent`;
  if (verb.endsWith('it')) return `${verb.slice(0, -2)}irent`;
  if (verb.endsWith('ut')) return `${verb.slice(0, -2)}urent`;
  // 'mangea' -> 'mangèrent', 'commença' -> 'commencèrent': the first group's passé simple.
  if (/(?:[^aeiouyéèêà]|ge)a$/u.test(verb)) return `${verb.slice(0, -1).replace(/ge$/u, 'g').replace(/ç$/u, 'c')}èrent`;
  return undefined;
}

// After a plural subject: the verb, with its negation and its small pronouns ('ne se', 'n'', 'le', 'y').
const AFTER_SUBJECT = /^(\s+(?:ne |n'|n’)?(?:(?:se|s'|le|la|les|l'|lui|leur|y|en|me|m'|nous|vous) ?)*)(\p{L}+)(?![\p{L}'’-])/u;
// Before a plural subject in a speech tag: '», dit {rival}', '? demanda {owner}'.
const BEFORE_SUBJECT = new RegExp(`([»?!,]\\s+)(${WORDS['speech-verbs'].join('|')})(\\s+)$`, 'u');

/** de / à / que before a named being or a noun phrase, elided and contracted. */
function prep(op: string, e: Entity): string {
  const named = e.name ?? (e.family && e.ownerName ? undefined : e.forms?.the);
  if (op === 'de') return named ? deWord(named) : e.family && e.ownerName ? `de ${theOf(e)}` : ofThe(phrase(e));
  if (op === 'à') return named ? `à ${named}` : e.family && e.ownerName ? `à ${theOf(e)}` : toThe(phrase(e));
  if (op === 'que') return queWord(theOf(e));
  throw new Error(`unknown French preposition '${op}'`);
}

export const FR_GRAMMAR: LanguageGrammar = {
  lang: 'fr',
  fields: ['the', 'a', 'words', 'name', 'kind', 'il', 'lui', 'le', 'son', 'mon', 'ton', 'ce', 'in', 'to'],
  preps: ['de', 'à', 'que'],
  speech: new RegExp(`^(${WORDS['speech-verbs'].join('|')})\\b`, 'u'),
  field(e, field) {
    const fixed = e.forms?.[field];
    if (fixed) return fixed;
    switch (field) {
      case 'the': return theOf(e);
      case 'a': return aOf(e);
      case 'name': return e.name ?? theOf(e);
      case 'words': return e.noun ?? e.name ?? '';
      // What a cast member is: 'une petite souris curieuse', 'un vieux hibou sage'.
      case 'kind': {
        if (!e.kind) return aOf(e);
        // 'n': the species follows the being's own gender (une petite ourse brune, un petit ours brun).
        const g = e.kind.gender === 'n' ? e.gender : e.kind.gender;
        return a({ words: e.kind.noun, g: g === 'f' ? 'f' : 'm', plural: false });
      }
      case 'il': case 'lui': case 'le': return pronoun(e, field);
      // 'mes lunettes' in the owner's mouth, 'ton parapluie' in a friend's: French says whose it is.
      case 'son': case 'mon': case 'ton': return e.name ? e.name : possessive(field, phrase(e));
      case 'ce': return e.name ? e.name : thisOne(phrase(e));
      // 'à l'école', 'au parc', but 'dans la forêt': places one goes to for what happens there take 'à'.
      case 'in': return !e.name && !e.family && (e.noun ?? '').split(' ').some((w) => AT_PLACES.has(w)) ? toThe(phrase(e)) : `dans ${theOf(e)}`;
      case 'to': return e.name ? `vers ${e.name}` : toThe(phrase(e));
      default: return theOf(e);
    }
  },
  prep,
  // French titles keep sentence case ('Le parapluie rouge dans la tempête') and end without a full stop.
  title: (text) => {
    const t = finishFrench(text.trim()).replace(/\.$/, '');
    return `${t.charAt(0).toUpperCase()}${t.slice(1)}`;
  },
  // 'devenir pompière comme sa tante' -> 'sa tante', 'comme mon papa' -> 'son papa', 'comme papa' -> 'Papa';
  // 'comme moi' names nobody the telling can say: the hero's model.
  likeWho: (deed, hero) => {
    const who = /\scomme\s+(.+)$/u.exec(deed)?.[1]?.trim() ?? '';
    if (!who || /^(?:moi|toi|lui|elle|nous|vous|eux|elles|un|une|les?|la|des?)\b/u.test(who)) return `le modèle ${prep('de', hero)}`;
    const owned = who.replace(/^(?:mon|ton|notre|votre) /u, 'son ').replace(/^(?:ma|ta) /u, 'sa ').replace(/^(?:mes|tes|nos|vos) /u, 'ses ');
    return /^(?:son|sa|ses|leur|leurs) /u.test(owned) ? owned : `${owned.charAt(0).toUpperCase()}${owned.slice(1)}`;
  },
  tidy: (text) => finishFrench(text.replace(/ ([,.])/g, '$1')),
  // 'Les fées entrèrent', 'les chevaux le franchirent mieux', '« Jamais ! » dirent les pirates'.
  agreePlural: (text) => text.replace(AFTER_SUBJECT, (m: string, lead: string, verb: string) => {
    const plural = pluralVerb(verb);
    return plural ? `${lead}${plural}` : m;
  }),
  agreePluralBefore: (text) => text.replace(BEFORE_SUBJECT, (m: string, lead: string, verb: string, space: string) => `${lead}${pluralVerb(verb) ?? verb}${space}`),
};
