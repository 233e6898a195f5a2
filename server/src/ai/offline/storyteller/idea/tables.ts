// One language's tables for the idea reader, loaded from its YAML files and checked once: the situations'
// cues in the order they win, the nouns it knows, the small words of a noun phrase and the reading rules.
// A new language is new files read here, not new reading code.
import { z } from 'zod';
import { ContentError, perLanguage, readYaml } from '../content/read-yaml.ts';
import { allForms } from '../grammar/fr-adjectives.ts';
import { hasAspiratedH } from '../grammar/fr-sounds.ts';
import { lexicon as lexiconFile, type LexiconEntry } from '../grammar/lexicon.ts';
import { BEING_TRAITS, IDEA_WEATHERS, MISCHIEFS, MISDEEDS, SITUATIONS, type IdeaWeather, type Situation } from './types.ts';

type Cued = Exclude<Situation, 'none'>;
const CUED = SITUATIONS.filter((s): s is Cued => s !== 'none') as [Cued, ...Cued[]];

/** A noun the reader knows, whatever file it came from (grammar/lexicon.ts), its h read as aspirated or not. */
export type LexEntry = Omit<LexiconEntry, 'h'> & { aspirated?: boolean };

const words = z.array(z.string().min(1));

/** The word lists of phrase-words-<lang>.yaml, each a set; a language may leave out the ones it needs not. */
const LISTS = ['not-names', 'joins', 'asides', 'locative', 'weather', 'where', 'friend', 'when', 'of', 'for', 'toys', 'make', 'needs-determiner', 'pronouns', 'young', 'races', 'contests', 'vague', 'vehicles', 'rides', 'weather-not', 'titles', 'teeth', 'relative', 'naming', 'visit', 'apposing', 'occasion', 'pet-names', 'outings', 'costumes', 'shapes', 'tooth-night', 'siblings', 'groups', 'verbs', 'travel-by'] as const;
type List = (typeof LISTS)[number];
const phraseWords = z.strictObject({
  determiners: z.record(z.string(), z.strictObject({ pl: z.boolean().optional(), family: z.boolean().optional(), own: z.boolean().optional() })),
  ...(Object.fromEntries(LISTS.map((k) => [k, words.optional()])) as Record<List, z.ZodOptional<typeof words>>),
  // 'lost in the snow', 'sous la pluie': the weather the idea happens in, by the words that say it (whole words).
  'weather-of': z.partialRecord(z.enum(IDEA_WEATHERS), words).optional(),
});
const part = z.strictObject({
  words: z.string().min(1), head: z.string().min(1), gender: z.enum(['m', 'f', 'n']).optional(),
  adjectives: words.optional(), place: z.string().optional(), kind: z.enum(['object', 'place', 'event']).optional(),
  plural: z.boolean().optional(),
});
/** reading-<lang>.yaml, its patterns compiled as they are read (accentless where the file says so). */
function readingSchema(re: (source: string) => RegExp) {
  const pattern = z.string().min(1).transform(re);
  return z.strictObject({
    'max-length': z.number().int().positive(),
    // Things done with the family (idea/together.ts): each activity's words, the sky it happens under, who
    // it is done with ('with grandpa', 'chez mamie'), and the words that keep another reading (a storm, a loss).
    together: z.record(z.string().regex(/^[a-z]+$/), z.strictObject({ words: words.min(1), weather: z.enum(IDEA_WEATHERS).optional(), 'family-day': z.boolean().optional(), game: z.boolean().optional(), 'game-with': words.optional(), friend: z.string().regex(/^[a-z]+$/).optional(), alone: z.boolean().optional(), sibling: z.boolean().optional(), gone: z.boolean().optional() })).default({}),
    'together-with': pattern.optional(),
    'together-not': pattern.optional(),
    // A storm on an activity out of doors ('fishing on the lake and a storm comes'): the activity's trouble, not a plot of its own.
    'together-storm': pattern.optional(),
    // Words parents mistype on a phone ('daugter', 'litle'), read as the word they meant.
    typos: z.record(z.string().regex(/^\p{Ll}+$/u), z.string().min(1)).default({}),
    frame: z.string().transform((f) => new RegExp(f, 'iu')).optional(),
    // What parents say in words of their own that the reader knows in others ('Jack is going to be a big
    // brother' is a new baby coming): read as those words. A regular expression on the whole idea, in any case.
    sayings: z.array(z.strictObject({ pattern: z.string().transform((f) => new RegExp(f, 'giu')), as: z.string().min(1) })).default([]),
    'fold-accents': z.boolean().optional(),
    'bare-nouns': z.boolean(),
    compound: z.enum(['head-last', 'apposed-animal']),
    'adjectives-after': z.boolean(),
    'owner-mark': z.string().optional(),
    'owner-words': words.default([]),
    // 'Going to see fireworks', 'Playing in the snow': a word of this form opening the idea is a verb, never a
    // child's name, though it is written with a capital.
    'not-a-name': pattern.optional(),
    'place-owner': z.strictObject({ m: z.string(), f: z.string(), pl: z.string() }).optional(),
    'family-names': z.boolean().optional(),
    'max-adjectives': z.number().int().positive(),
    transitive: z.strictObject({ cue: pattern.optional(), before: pattern.optional(), 'not-before': pattern.optional(), thief: pattern.optional() }),
    deed: z.strictObject({
      lead: pattern, cut: pattern, 'max-words': z.number().int().positive(), 'own-words': words.default([]),
      'own-article': z.record(z.enum(['wont', 'learn']), z.enum(['a', 'the'])).optional(), bare: words.default([]),
      kin: words.default([]), infinitive: z.record(z.string(), z.string()).default({}),
      gerund: z.array(z.strictObject({ pattern, to: z.string() })).default([]),
    }),
    // 'fight over the last cookie', 'se disputent le dernier gâteau': a quarrel over a thing is sharing it, refused (the verb).
    quarrel: z.strictObject({ pattern, verb: z.string().min(2) }).optional(),
    'no-thing-deed': pattern.optional(),
    // « le mal », 'evil': a word for no thing, being or place (idea/abstract.ts), left unused rather than hunted for.
    'abstract-nouns': words.default([]),
    'deed-stand-in': pattern.optional(),
    // 'brushing teeth', 'l'heure du bain': a habit named alone is the child's own "won't" of it, with its deed.
    habits: z.array(z.strictObject({ pattern, deed: z.string().min(1) })).default([]),
    // 'Leo has big tantrums', 'jalouse du bébé', 'fait des cauchemars': the child's own big feeling is the plot.
    // feeling: its kind (plan/plots.yaml 'feelings'); situation: lived as a "won't" the child chooses past, or a
    // fear met, or a friend made (shy: the hello found); deed: what the child comes to do; when: a pattern whose group 1 is the parent's own deed
    // ('when it's time to leave the park'); fear: what a feared feeling is told as (bad dreams).
    feelings: z.array(z.strictObject({
      pattern, feeling: z.string().regex(/^[a-z-]+$/), situation: z.enum(['wont', 'afraid', 'make-friend']), deed: z.string().min(2).optional(),
      when: pattern.optional(), fear: part.optional(),
    })).default([]),
    // 'learning to share his toys': a deed of behaviour, not a skill, told as the child's own "won't".
    'habit-deeds': pattern.optional(),
    // 'she wants to be a firefighter', 'veut devenir astronaute': a dream of becoming; the job is the deed, never a
    // being of the story, and the dreamer is whoever comes before (the child, or the bear who dreams).
    become: z.strictObject({ pattern, to: z.string() }).optional(),
    // 'fan de foot', 'loves gymnastics': a sport named with nothing happening is played (its deed), like a dream.
    sports: z.array(z.strictObject({ pattern, deed: z.string().min(2) })).default([]),
    // 'un éléphant qui a le hoquet', 'a dragon who can't stop sneezing': a being's trouble is what the story cures.
    // 'our puppy chews shoes': a pet's mischief is a trait whose 'mischief' says what it does and to what thing.
    traits: z.array(z.strictObject({ pattern, deed: z.string().min(2), trait: z.enum(BEING_TRAITS).optional(), mischief: z.strictObject({
      does: z.enum(MISCHIEFS), thing: z.strictObject({ noun: z.string().min(2), gender: z.enum(['m', 'f', 'n']), plural: z.boolean().optional(), prop: z.string().optional() }).optional(),
    }).optional() })).default([]),
    going: pattern.optional(),
    inverted: pattern.optional(),
    likeness: words.optional(),
    refused: z.array(pattern).default([]),
    unsafe: z.array(pattern).default([]),
    ailing: z.strictObject({ pattern, being: z.enum(CUED), thing: z.enum(CUED), 'thing-pattern': pattern.optional() }).optional(),
    // Someone ill the child looks after (idea/together.ts caredFor): the activity for a person, and for an animal.
    'ailing-together': z.strictObject({ person: z.string().regex(/^[a-z]+$/), animal: z.string().regex(/^[a-z]+$/), self: z.string().regex(/^[a-z]+$/).optional() }).optional(),
    // 'Mia doesn't want to try broccoli', « Jules ne veut pas goûter les épinards » (idea/together.ts newFood): a food named
    // ('food', with its determiner) and a word of trying, eating or refusing it ('trying'), or a new food with none named ('picky').
    'new-food': z.strictObject({ activity: z.string().regex(/^[a-z]+$/), food: pattern, trying: pattern, picky: pattern }).optional(),
    // 'Zoé wants a baby sister', 'Tom wants a puppy for Christmas' (idea/together.ts wishedFor): a wish ('wish') for
    // someone new ('who', with its determiner): waited for and got ready for at home, never a party or a thing lost.
    'wished-for': z.strictObject({ activity: z.string().regex(/^[a-z]+$/), wish: pattern, who: pattern, coming: pattern }).optional(),
    // 'Hugo builds a robot', « Hugo construit une fusée en carton » (idea/making.ts): a verb that makes anything ('build'),
    // or one that makes only a thing the child makes ('make', with 'things' or a 'material' said after it): the thing made,
    // a new one ('start': 'a', « une »; 'faire voler son cerf-volant' flies the kite the child has).
    // 'unlike': a thing whose lexicon picture is another thing than the one made (« carte »: a map found, a card made).
    making: z.strictObject({ activity: z.string().regex(/^[a-z]+$/), build: pattern, make: pattern, start: pattern, things: pattern, material: pattern, learn: pattern, for: pattern.optional(), unlike: words.optional() }).optional(),
    // 'Mummy is having a baby', 'Jack is going to be a big brother', « maman attend un bébé » (idea/together.ts newBaby): a
    // baby on its way ('coming', read after the sayings) is waited for and welcomed home; 'sister', 'brother': the idea
    // says which; 'baby': the words the book's baby is read as (its head first).
    'new-baby': z.strictObject({ activity: z.string().regex(/^[a-z]+$/), coming: pattern, sister: pattern, brother: pattern, baby: z.strictObject({ head: z.string().min(1), baby: z.string().min(1), sister: z.string().min(1), brother: z.string().min(1), gender: z.enum(['m', 'n']) }) }).optional(),
    // 'the toys come alive at night', « le doudou de Chloé prend vie » (idea/toys-at-night.ts): toys named ('toys') and a
    // word of their waking ('alive') or of their night ('night'): the child's bedroom at night, never a thing lost or a party.
    // 'generic': words for all the toys at once ('the toys'), whose night one toy of the shelf leads ('leader': the teddy).
    // 'a secret door that leads to a world of talking books', « un voyage au pays des bonbons » (idea/magic-land.ts): a land
    // named by its stuff ('pattern': group 1 its name, group 2 its stuff), or a land named with a word that makes it magic
    // ('hidden world', 'magic wardrobe'); never 'the best dad in the world'.
    'magic-land': z.strictObject({ activity: z.string().regex(/^[a-z]+$/), pattern, magic: pattern }).optional(),
    // 'our dog bit my friend and I said sorry', « Léo a menti à sa maman » (idea/owned-up.ts): a misdeed of the child's,
    // each by the words of its deed ('misdeeds', tried in order); 'owning', the words of owning up or of hiding it, which
    // a thing broken needs (else it is mended: mend-broken); 'wronged', the one wronged when none is named (Mum, for a fib).
    'owned-up': z.strictObject({
      activity: z.string().regex(/^[a-z]+$/), misdeeds: z.array(z.strictObject({ did: z.enum(MISDEEDS), pattern })).min(1), owning: pattern,
      wronged: z.partialRecord(z.enum(MISDEEDS), z.string().min(1)).default({}),
    }).optional(),
    // 'Lucas lies about little things', « Chloé coupe toujours la parole » (idea/behaviour.ts): the child's own behaviour, a
    // deed of the child's whatever its object: who the child is ('child'), a word of habit, where the deed ends ('cut'), what
    // is no behaviour ('not'), the known behaviours and the moral each fits ('kinds'), the verb in the story's past ('past',
    // then 'rules'), and the one who feels it when the deed names nobody ('wronged').
    behaviour: z.strictObject({
      activity: z.string().regex(/^[a-z]+$/), child: pattern, habit: pattern, cut: pattern, not: pattern, once: pattern, progressive: pattern,
      kinds: z.array(z.strictObject({ kind: z.string().regex(/^[a-z]+$/), moral: z.enum(['honesty', 'sharing', 'empathy', 'responsibility', 'perseverance', 'creativity']), pattern })).min(1),
      past: z.record(z.string().min(1), z.string().min(1)), rules: z.array(z.strictObject({ pattern, to: z.string() })),
      wronged: z.record(z.string().regex(/^[a-z]+$/), z.string().min(1)).default({}),
    }).optional(),
    'toys-alive': z.strictObject({ activity: z.string().regex(/^[a-z]+$/), toys: pattern, alive: pattern, night: pattern, generic: words, leader: z.string().min(1) }).optional(),
    // 'visit Grandma', 'a day at Grandpa's', « aller voir papi » (idea/together.ts familyVisit): a day at one of the family's,
    // with nothing else to do there said ('pattern'), unless a journey of its own is ('journey': a train trip to see grandma).
    // 'days': a day of its own the visit is for (Diwali with grandma, the fireworks: plan/day-of.ts tells it); 'places': the
    // places of theirs it may name ('in her little house', « dans son jardin »).
    // 'we are flying to Spain for our holidays', « on part en vacances en Bretagne en voiture » (idea/holiday.ts): a trip to a
    // place the table names ('places': its words, how the book names it, in it and to it, its gender, where it is drawn),
    // said with a way of travel or a word of holidays ('trip'); 'ways': the words of each way, 'default-way' when none is said.
    holiday: z.strictObject({
      activity: z.string().regex(/^[a-z]+$/), trip: pattern, 'default-way': z.enum(['plane', 'train', 'boat', 'car']),
      ways: z.strictObject({ plane: words, train: words, boat: words, car: words }),
      places: z.record(z.string().regex(/^[a-z-]+$/), z.strictObject({ words: words.min(1), the: z.string().min(1), in: z.string().min(1), to: z.string().min(1), gender: z.enum(['m', 'f', 'n']), scene: z.enum(['seashore', 'mountain', 'village']) })),
    }).optional(),
    'family-visit': z.strictObject({ activity: z.string().regex(/^[a-z]+$/), pattern, journey: pattern, days: pattern, places: z.array(z.string().min(1)) }).optional(),
    // 'my best friend is moving away': a friend missed who is leaving is said goodbye to (IdeaReading 'goodbye').
    goodbye: pattern.optional(),
    // 'Paul broke his arm', « Mia s'est cassé la jambe », 'has a cast' (idea/hurt.ts): the child hurt, in a cast for a while;
    // 'pattern', the words of the hurt, with nobody else hurt named before them.
    // 'aches', a hurt with no cast ('hurt his back'): only one of the family's, cared for by the child.
    hurt: z.strictObject({ activity: z.string().regex(/^[a-z]+$/), pattern, aches: pattern.optional() }).optional(),
    // 'Emma sings a lullaby to her baby brother' (idea/lullaby.ts): a lullaby ('pattern') sung to a baby said ('baby').
    lullaby: z.strictObject({ activity: z.string().regex(/^[a-z]+$/), pattern, baby: pattern }).optional(),
    // 'Leo can't fall asleep', « ma fille ne veut jamais se coucher » (idea/bedtime.ts): the child's own sleepless night
    // ('pattern'), unless the words say whose or why it is another story ('not': the dark feared, a baby's night); 'age', the
    // words of the child's age ('my 4 year old', « de 4 ans ») the reader may have taken for a thing, which are no one else.
    bedtime: z.strictObject({ activity: z.string().regex(/^[a-z]+$/), pattern, not: pattern, age: pattern }).optional(),
    // 'we are moving to Manchester', « nous déménageons à Lyon » (idea/town.ts): the town a move goes to, said in the parent's own
    // letters ('named', case kept: group 1 the preposition, group 2 the name), never a month ('not'); 'forms' say it in the book.
    // 'going to play at Noah's house', « Léa va chez Tom » (idea/visit.ts): a visit to a friend's home, the friend named after the
    // words of going in the parent's own letters (group 1 the words that say a friend, 'son copain ', group 2 the name).
    'friend-visit': z.strictObject({ activity: z.string().regex(/^[a-z]+$/), pattern: z.string().min(1).transform((f) => new RegExp(f, 'u')) }).optional(),
    town: z.strictObject({
      named: z.string().min(1).transform((f) => new RegExp(f, 'u')), not: words.default([]),
      forms: z.strictObject({ the: z.string().min(1), in: z.string().min(1), to: z.string().min(1) }), gender: z.enum(['m', 'f', 'n']),
    }).optional(),
    // 'ma fille adore les chevaux': what the child loves, with nothing happening to it, is met as one of its kind.
    loves: pattern.optional(),
    // 'Mia and her pink bike' (idea/loves.ts ownLoved): the only words an idea of the child's own thing says beside the thing,
    // the child's name and a word of love; any other ('popped', 'lost') says something happens to it.
    'own-thing': words.optional(),
    // 'her 5th birthday', 'turns four', « elle aura 6 ans » (idea/age.ts): the age a party says. In 'patterns', '{n}' is a
    // number (digits or 'numbers', the first for 1), '{o}' an ordinal ('ordinals'); 'units' are the words of years ('ans').
    ages: z.strictObject({ numbers: words, ordinals: words, patterns: words, units: words }).optional(),
    worries: z.array(z.strictObject({
      pattern, from: z.array(z.enum(CUED)).min(1), role: z.enum(['other', 'place']).optional(),
      part: part.optional(), 'no-beings': z.boolean().optional(), drop: z.enum(['other']).optional(),
    })),
  });
}
/** situations-<lang>.yaml: the cues in the order they win, and the words that go with them (the child's own
 * words, the adjectives kept, refused ideas, words typed without accents); a language leaves out what it needs not. */
const situationsFile = z.strictObject({
  // A list, not a map: one situation may come back later in the order with less specific patterns.
  // weather: the sky the cue says ('flies away': the wind blew it), unless the idea's words say another.
  situations: z.array(z.strictObject({ situation: z.enum(CUED), patterns: words.min(1), weather: z.enum(IDEA_WEATHERS).optional() })),
  'situation-words': words.default([]),
  'feared-doings': z.array(z.strictObject({ after: z.string().min(1), fear: z.string().min(1), thing: z.string().min(1), plural: z.boolean().optional() })).default([]),
  hero: words.default([]), adjectives: z.string().default(''), refused: words.default([]), accents: z.string().default(''),
});

export type Rules = Omit<z.output<ReturnType<typeof readingSchema>>, 'refused' | 'unsafe' | 'likeness'>;
export type Worry = Rules['worries'][number];

/** One language's tables, as build() reads them. */
export type IdeaTables = ReturnType<typeof build>;

/**
 * Each letter without its accent, one letter for one, so a match's place is the same in both texts: parents
 * often type without accents ('la fete de mamie', 'il s'est echappe'), and cues are matched on this.
 */
export function foldAccents(text: string): string {
  return text.replace(/\p{L}/gu, (c) => c.normalize('NFD')[0] ?? c);
}

function compiler(file: string, fold: boolean): (source: string) => RegExp {
  return (source) => {
    // JavaScript's \b only knows ASCII letters: 'égaré' would never match. This boundary knows accents.
    const unicode = fold ? foldAccents(source).replace(/\\b/g, '(?:(?<!\\p{L})(?=\\p{L})|(?<=\\p{L})(?!\\p{L}))') : source;
    try {
      return new RegExp(unicode, fold ? 'u' : '');
    } catch (e) {
      throw new ContentError(`storyteller content: idea/${file}: bad pattern ${source}: ${(e as Error).message}`);
    }
  };
}

const here = (file: string): URL => new URL(`./${file}`, import.meta.url);
const set = (l: readonly string[] | undefined): Set<string> => new Set(l ?? []);

function build(lang: 'en' | 'fr') {
  const p = readYaml(here(`phrase-words-${lang}.yaml`), phraseWords);
  const reading = here(`reading-${lang}.yaml`);
  const fold = readYaml(reading, z.looseObject({ 'fold-accents': z.boolean().optional() }))['fold-accents'] === true;
  const { refused, unsafe, likeness, ...rules } = readYaml(reading, readingSchema(compiler(`reading-${lang}.yaml`, fold)));
  const s = readYaml(here(`situations-${lang}.yaml`), situationsFile);
  const compile = compiler(`situations-${lang}.yaml`, fold);
  const lexicon = new Map<string, LexEntry>();
  for (const [key, { h, ...e }] of lexiconFile(lang)) {
    // 'mamie', 'papi': where the language says so, a relative is called by the family's word, as a name.
    const name = e.name ?? (e.family && rules['family-names'] ? `${key.charAt(0).toUpperCase()}${key.slice(1)}` : undefined);
    const aspirated = h ? h === 'aspirated' : lang === 'fr' && hasAspiratedH(key);
    lexicon.set(key, { ...e, ...(aspirated ? { aspirated: true } : {}), ...(name ? { name } : {}) });
  }
  return {
    language: lang, determiners: p.determiners, unsafe, rules, lexicon,
    // phrase-words-<lang>.yaml's lists, and reading-<lang>.yaml's likeness words.
    words: { ...(Object.fromEntries(LISTS.map((k) => [k, set(p[k])])) as Record<List, Set<string>>), likeness: set(likeness) },
    // phrase-words-<lang>.yaml 'weather-of': each word (accents folded) to the weather it says.
    weatherOf: new Map(Object.entries(p['weather-of'] ?? {}).flatMap(([w, list]) => list.map((x) => [foldAccents(x.toLowerCase()), w as IdeaWeather] as const))),
    // 'un vieil arbre': every form of the adjectives kept, the one before a vowel too, to its base ('rouges' ->
    // 'rouge'); empty when a tagger decides.
    adjectives: new Map(s.adjectives.split(/\s+/).filter(Boolean).flatMap((b) => allForms(b).map((f) => [f, b] as const))),
    cues: s.situations.flatMap(({ situation, patterns, weather }) => patterns.map((x) => ({ situation, pattern: compile(x), ...(weather ? { weather } : {}) }))),
    // Words that say the situation, not what the thing is like: never kept as adjectives.
    situationWords: set(s['situation-words']),
    fearedDoings: s['feared-doings'].map((f) => ({ ...f, after: compile(f.after) })),
    // The words for the reader's own child ('ma fille'): the hero, never a second character. 'mon petit
    // garcon': parents type them without accents too.
    hero: new Set(s.hero.flatMap((h) => [h, foldAccents(h)])),
    // Words typed without their accents, by their accentless spelling: 'tres' -> 'très'.
    accents: new Map(s.accents.split(/\s+/).filter(Boolean).map((w) => [foldAccents(w), w])),
    refused: [...refused, ...s.refused.map(compile)],
  };
}

export const ideaTables: (lang: 'en' | 'fr') => IdeaTables = perLanguage(build);
