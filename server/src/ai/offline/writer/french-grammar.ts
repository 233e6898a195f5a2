// French articles, contractions and elisions, computed from a noun's gender and first sound.
// DESIGN.md 'French is written, not translated': le hibou (aspirated h), l'ourson, du, au, d'une.

export type Gender = 'm' | 'f';

export interface FrNoun {
  /** Singular, may carry adjectives: 'forêt des Murmures', 'vieux hibou sage'. */
  sg: string;
  pl: string;
  g: Gender;
  /** Aspirated h: no elision (le hibou, le héros). */
  aspirated?: boolean;
}

/** A noun entry; the plural defaults to sg + 's' on the first word. */
export function noun(sg: string, g: Gender, opts: { pl?: string; aspirated?: boolean } = {}): FrNoun {
  const [head = sg, ...rest] = sg.split(' ');
  const pl = opts.pl ?? [pluralOf(head), ...rest].join(' ');
  return opts.aspirated ? { sg, pl, g, aspirated: true } : { sg, pl, g };
}

function pluralOf(word: string): string {
  if (/[sxz]$/.test(word)) return word;
  if (/(eau|eu|au)$/.test(word)) return `${word}x`;
  if (/al$/.test(word)) return `${word.slice(0, -2)}aux`;
  return `${word}s`;
}

const VOWEL = /^[aeiouyàâäéèêëîïôöùûüœæ]/i;

/** Does this word take elision (l', d', qu')? A mute h does, an aspirated h does not. */
export function elides(word: string, aspirated = false): boolean {
  if (VOWEL.test(word)) return true;
  return /^h/i.test(word) && !aspirated;
}

function first(n: FrNoun): boolean {
  return elides(n.sg, n.aspirated);
}

/** le / la / l' + noun */
export function le(n: FrNoun): string {
  if (first(n)) return `l'${n.sg}`;
  return `${n.g === 'f' ? 'la' : 'le'} ${n.sg}`;
}

/** un / une + noun */
export function un(n: FrNoun): string {
  return `${n.g === 'f' ? 'une' : 'un'} ${n.sg}`;
}

/** du / de la / de l' + noun */
export function du(n: FrNoun): string {
  if (first(n)) return `de l'${n.sg}`;
  return n.g === 'f' ? `de la ${n.sg}` : `du ${n.sg}`;
}

/** au / à la / à l' + noun */
export function au(n: FrNoun): string {
  if (first(n)) return `à l'${n.sg}`;
  return n.g === 'f' ? `à la ${n.sg}` : `au ${n.sg}`;
}

/** les + plural */
export function les(n: FrNoun): string {
  return `les ${n.pl}`;
}

/** d'un / d'une + noun (after 'rempli', 'près', ...). */
export function dun(n: FrNoun): string {
  return `d'${un(n)}`;
}

/** de / d' before a word or name: "la maison d'Anna", "le chant de Léon". */
export function de(word: string): string {
  return elides(word) ? `d'${word}` : `de ${word}`;
}

/** que / qu' before a word or name. */
export function que(word: string): string {
  return elides(word) ? `qu'${word}` : `que ${word}`;
}

/** ce / cet / cette + noun */
export function ce(n: FrNoun): string {
  if (n.g === 'f') return `cette ${n.sg}`;
  return first(n) ? `cet ${n.sg}` : `ce ${n.sg}`;
}

/** son / sa (son before a vowel, even feminine: son amie) + noun */
export function son(n: FrNoun): string {
  if (n.g === 'f' && !first(n)) return `sa ${n.sg}`;
  return `son ${n.sg}`;
}

/** A locative phrase: prep + article, with contraction ('au bord de' + la mer, 'au pied du' ...). */
export function withPrep(prep: string, n: FrNoun): string {
  if (prep === 'à') return au(n);
  if (prep.endsWith(' de') || prep === 'de') return `${prep.slice(0, -2)}${du(n)}`.trim();
  return `${prep} ${le(n)}`;
}
