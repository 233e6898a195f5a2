// The shape of a language's content files (CONTENT.md), checked with zod when they are loaded.
import { CHARACTERS } from '@storyloom/contracts/options';
import { z } from 'zod';
import { DETAIL_KINDS, type DetailKind } from '../idea/types.ts';
import { BEAT_MOODS } from '../compose/beat-mood.ts';

const flag = z.string().regex(/^!?[a-z-]+$/);

export const tellingSchema = z.union([
  z.string().min(1),
  z.strictObject({
    text: z.string().min(1).optional(),
    young: z.string().min(1).optional(),
    older: z.string().min(1).optional(),
    old: z.string().min(1).optional(),
    if: z.array(flag).optional(),
    /** A moral's setup: what it set up (the fib told), so that its turning point tells the telling that answers it. */
    sets: z.array(flag).optional(),
    /** Tellings with a step are told in its order, before any without one: the tent is pitched before the campfire. */
    step: z.number().int().positive().optional(),
    /** A feeling's or a word's moods (compose/beat-mood.ts): told only in a chapter whose every beat has one of them. */
    moods: z.array(z.enum(BEAT_MOODS)).min(1).optional(),
    /** A helper's task: its advice in the helper's own words, as the task says it to the young and the older reader;
     * the turning point quotes it ({advice}) so the child remembers what was said, not a paraphrase. */
    advice: z.strictObject({ young: z.string().min(1), older: z.string().min(1) }).optional(),
  }).refine((t) => t.text ?? t.young ?? t.older, 'a telling needs text, young or older'),
]);
export type TellingSource = z.infer<typeof tellingSchema>;

export const beatSchema = z.array(tellingSchema).min(1);

/** A plot's own beats; 'try' needs one telling per try the longest book makes (three). */
export const plotFileSchema = z.strictObject({
  title: beatSchema,
  /** The aim, said after 'ready' / 'off they went': "to find {goal}". Used by the shared beats as {purpose}. */
  purpose: beatSchema,
  problem: beatSchema,
  try: z.array(tellingSchema).min(3),
  complication: beatSchema,
  'turning-point': beatSchema,
  resolution: beatSchema,
  opening: beatSchema.optional(),
  celebration: beatSchema.optional(),
  /** The helper given a task comes back, told before the turning point when nothing since the task named them. */
  'helper-back': beatSchema.optional(),
});

export const BEAT_FILES = ['opening', 'set-off', 'journey', 'meet-helper', 'helper-task', 'night-camp', 'new-morning', 'celebration', 'homecoming', 'helper-back', 'move-on'] as const;
export type BeatFile = (typeof BEAT_FILES)[number];

/**
 * One situation's tellings of a plot, in a file of its own (plots/<plot>/<situation>.yaml: do-together's get-well
 * day, its summer camp): each beat it has is added after the plot file's, and a shared beat of its own (its set-off,
 * its helper) is told before beats/<kind>.yaml's. Every telling says its situation's flag.
 */
export const plotPartSchema = plotFileSchema.partial().extend({
  try: z.array(tellingSchema).min(1).optional(),
  ...Object.fromEntries(BEAT_FILES.map((b) => [b, beatSchema.optional()])) as Record<BeatFile, z.ZodOptional<typeof beatSchema>>,
});

export const moralFileSchema = z.strictObject({
  /** Told at the first try: what the turning point pays off (the gift in the bag, the fib, the wish to give up). */
  setup: beatSchema.optional(),
  'turning-point': beatSchema,
  ending: beatSchema,
});

const genderSchema = z.enum(['m', 'f', 'n']);

export const placeSchema = z.strictObject({
  /** Fixed forms: the, in, to (English) or whatever fields the grammar reads (French: noun, gender...). */
  forms: z.record(z.string(), z.string()).optional(),
  noun: z.string().optional(),
  gender: genderSchema.optional(),
  scenery: beatSchema,
});
export const placesFileSchema = z.record(z.string(), placeSchema);

export const TEXTURE_FILES = ['feelings', 'talk', 'weather'] as const;

/** details.yaml: how each kind of the idea's details beside the plot is told (idea/types.ts DETAIL_KINDS). */
export const detailsFileSchema = z.strictObject(Object.fromEntries(DETAIL_KINDS.map((k) => [k, z.array(tellingSchema).min(3)])) as Record<DetailKind, z.ZodArray<typeof tellingSchema>>);

const castEntrySchema = z.strictObject({
  /** The character's noun by the hero's gender (a boy can be the clever princess's hero: a prince). */
  noun: z.strictObject({ m: z.string(), f: z.string() }),
  gender: genderSchema,
  aspirated: z.boolean().optional(),
  names: z.array(z.tuple([z.string(), z.enum(['m', 'f'])])).min(3),
});
export const castFileSchema = z.record(z.enum(CHARACTERS), castEntrySchema);
export type CastFile = z.infer<typeof castFileSchema>;

/** Words the story needs outside beats: the chapter title pattern, the child noun, helper species. */
export const entitySourceSchema = z.strictObject({
  noun: z.string().optional(),
  name: z.string().optional(),
  gender: genderSchema,
  plural: z.boolean().optional(),
  aspirated: z.boolean().optional(),
  unique: z.boolean().optional(),
  prop: z.string().optional(),
  kind: z.enum(['person', 'animal', 'object']).optional(),
  /** Only when the parent said its last word ('le sapin de Noël' for 'la nuit de Noël'), never picked otherwise. */
  said: z.boolean().optional(),
});
export type EntitySource = z.infer<typeof entitySourceSchema>;

/** What a plot uses when the parent gave no idea for a role: one list per role, the seed picks. */
export const defaultsSchema = z.strictObject({
  goal: z.array(entitySourceSchema).optional(),
  owner: z.array(entitySourceSchema).optional(),
  /** find-friend: the child met as a new friend when the idea wants one for the hero ('wants a friend'). */
  friend: z.array(entitySourceSchema).optional(),
  /** do-together 'squabble': the brother or sister a quarrel is with when the idea names none ('my kids fight all the time'). */
  sibling: z.array(entitySourceSchema).optional(),
  /** do-together 'newbaby': the mother the baby comes home with (plan/plots.yaml 'together' owner: mother). */
  mother: z.array(entitySourceSchema).optional(),
  /** find-lost: the parent a child lost at the shops finds again ('lost in the supermarket': Mum). */
  parent: z.array(entitySourceSchema).optional(),
  rival: z.array(entitySourceSchema).optional(),
  /** win-race: the one raced at a school race ('the school ski race', « le cross de l'école »): a classmate, never a hare. */
  classmate: z.array(entitySourceSchema).optional(),
  tool: z.array(entitySourceSchema).optional(),
  deed: z.array(z.string()).optional(),
});

/** What a book thinks of and talks about ({focus}) when the idea is a skill, a party, a day out or a refusal: a
 * template, and the gender of its head noun where the language has one ('la sortie': f; else 'n', or the owner's for a refusal). */
// `short`: what it is called once said whole ('the great argument over whether to go to bed', then 'the great argument').
const focusSchema = z.union([z.string().min(1), z.strictObject({ text: z.string().min(1), gender: genderSchema.optional(), short: z.string().min(1).optional() })]);
export type FocusSource = z.infer<typeof focusSchema>;

export const wordsFileSchema = z.strictObject({
  child: z.strictObject({ m: z.string(), f: z.string(), n: z.string() }),
  /** The child for readers of 8 to 12, where 'petit garçon' reads as a baby's book ('jeune garçon'); else `child`. */
  'older-child': z.strictObject({ m: z.string(), f: z.string(), n: z.string() }).optional(),
  defaults: z.record(z.string(), defaultsSchema),
  gifts: z.array(entitySourceSchema).min(3),
  /** What a dream of becoming is practised with (a helmet and hose, a cardboard rocket); the entry with no jobs for any other. */
  dreams: z.record(z.string(), entitySourceSchema).optional(),
  /** What a dream is called once said whole ('the ballet dream' after 'learning to be a ballerina'), by the same
   *  kinds as `dreams`; 'any' for any other job. */
  'dream-names': z.record(z.string(), z.string().min(1)).optional(),
  /** How to name a skill being learnt when the idea gives no thing to learn with ("learning to {deed}"). */
  skill: focusSchema.optional(),
  /** How to name a dream of becoming ('le rêve de devenir pompier') where a plain skill is named otherwise; else `skill`. */
  'dream-skill': focusSchema.optional(),
  /** How to name a party whose idea is its host ('la fête de Mamie'): what the book thinks of, not the host alone. */
  party: focusSchema.optional(),
  /** A party for a day of the year the parent named ('Christmas Eve', 'Halloween'), by the word said: what is
   *  got ready for it and goes wrong (the Christmas pudding), so the day is in the problem and the ending. */
  celebrations: z.record(z.string().regex(/^\p{Ll}+$/u), entitySourceSchema).optional(),
  /** How to name a day out whose idea is who came along ('the day out with Grandpa'): the book's focus, not the person alone. */
  outing: focusSchema.optional(),
  /** Where a visit goes when the idea names no town ('visit Grandma', « aller voir papi »): the visited one's house. */
  'visit-goal': focusSchema.optional(),
  /** How to name a "won't" with nothing from the idea to fight over ("getting {owner} to {deed}"): who says no, and to what (the book's focus). */
  refusal: focusSchema.optional(),
  /** How to name the child's own "won't" ("having to {deed}"): the book's focus when the hero is the one who says no. */
  'own-refusal': focusSchema.optional(),
  /** How to name a friend to make for the child ('making a new friend'): the book's focus when the hero wants a friend. */
  friendship: focusSchema.optional(),
  /** How to name the child's own big feeling, by plan/plots.yaml 'feelings' kind ('the tantrum volcano'): the
   *  book's focus when the idea is that feeling (a fear of bad dreams keeps its goal). */
  feelings: z.record(z.string(), focusSchema).optional(),
  /** How to name missing someone dear far away ('missing {owner}'): the book's focus when the idea is someone missed. */
  missing: focusSchema.optional(),
  /** Where an out-of-place thing belongs, by plan/plots.yaml 'belongs' kind ('the nest', 'le ciel'): the plan's {belongs}. */
  belongs: z.record(z.string(), entitySourceSchema).optional(),
  /** What is done with the family, by plan/plots.yaml 'together' activity: the goal reached together (a fish for
   *  supper, a pile of pancakes, a snowman); a thing marked 'said' only when the parent said it ('cookies'). */
  together: z.record(z.string(), z.array(entitySourceSchema).min(1)).optional(),
  /** Another name for a family's unnamed pet, by its noun ('chaton': 'le petit chat'): a page need not open every sentence with 'son chaton'. */
  'pet-names': z.record(z.string(), z.string().min(1)).optional(),
  // The child's age on the child's own birthday ('{age}': five, cinq), from 2 (plan/own-birthday.ts ownAge).
  numbers: z.array(z.string().min(1)).optional(),
  /** Chapter titles by the chapter's main event kind. */
  titles: z.record(z.string(), beatSchema),
  description: beatSchema,
  /**
   * Where a trouble is, from the idea's words (plan/places.ts troubleSpot): place id -> nouns ("window",
   * "hedge"). 'home' is the hero's own home. `low` lists nouns of trouble within reach (a hedge, a pond):
   * tellings of things stuck "high up" are not told there. `fixed`: things nobody carries (a lighthouse,
   * a boat) -> the place they stand in: in a storm they are where it happens, never the thing held up.
   */
  spots: z.strictObject({ places: z.record(z.string(), z.array(z.string())), low: z.array(z.string()), fixed: z.record(z.string(), z.string()).optional() }).optional(),
});
