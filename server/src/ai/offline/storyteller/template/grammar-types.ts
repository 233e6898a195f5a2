// What the template renderer asks of a language (CONTENT.md 'Tokens'): each language folder exports one
// LanguageGrammar (locales/en/grammar.ts, locales/fr/grammar.ts), so the renderer holds no language rules.
import type { Lang } from '../plan/types.ts';

/** Anything a token can name: a cast member, an object or a place, with its grammar. */
export interface Entity {
  name?: string;
  /** Noun phrase without article ("red umbrella", "parapluie rouge"). */
  noun?: string;
  gender: 'm' | 'f' | 'n';
  plural?: boolean;
  aspirated?: boolean;
  /** One in the world: the moon, la lune. */
  unique?: boolean;
  /** The hero's own (their little brother): told with the hero's possessive. */
  family?: boolean;
  /** The hero's name, for family entities ("Leo's grandmother") and unknown-gender pronouns. */
  ownerName?: string;
  /** The hero's gender, for family entities once introduced ("her grandmother"). */
  ownerGender?: 'm' | 'f' | 'n';
  /** What a cast member is ("curious little mouse"): the field 'kind' says it with its indefinite article. */
  kind?: { noun: string; gender: 'm' | 'f' | 'n' };
  /** Fixed forms from the content (places: the, in, to), which win over computed ones. */
  forms?: Record<string, string>;
}

export interface LanguageGrammar {
  lang: Lang;
  /** Fields a token may ask for ({goal.a}): checked at load. The bare {role} is field 'the'. */
  fields: readonly string[];
  /** Preposition operators ({de goal}): checked at load. */
  preps: readonly string[];
  field(e: Entity, field: string): string;
  prep(op: string, e: Entity): string;
  /** The words that go on with a sentence after a quoted question or cry (“Why?” asked Pip): no capital. */
  speech: RegExp;
  /** A title's capitals (English capitalises its words, French only the first). */
  title(text: string): string;
  /** A singular being named by a plural word (English singular 'they'): the verb after it agrees as plural. */
  agreesPlural?(e: Entity, field: string): boolean;
  /** The text right after a plural subject, its verb made to agree ('was getting' -> 'were getting'). */
  agreePlural?(text: string): string;
  /** The text right before a plural subject, a speech tag's verb made to agree ('», dit' -> '», dirent'). */
  agreePluralBefore?(text: string): string;
  /** The one a dream of becoming is after, as the deed names them ('devenir pompière comme sa tante': 'sa
   * tante'), for {deed.who}; a language says the hero's model when the deed names nobody it can say. */
  likeWho?(deed: string, hero: Entity): string;
  /** The last pass over a rendered paragraph: contractions, elisions, typographic spaces. */
  tidy(text: string): string;
}
