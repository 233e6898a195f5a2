// What a parent's idea is read into (issue 10 'The idea drives the plot'): who or what the story is about,
// with the grammar a sentence needs to name it, and the situation it is in. The reader (read-idea.ts)
// returns this same shape in every language; the planner never sees the raw text.

/** What kind of thing the idea names: it decides which role it can play (a helper must be alive). */
export type IdeaKind = 'person' | 'animal' | 'object' | 'place' | 'event';

/**
 * The situation the idea is in. It chooses the plot before the theme does. 'wish': a wish to see something
 * ('I wish I could see a real rainbow'): a journey to see it, not a skill. 'journey': a trip to get somewhere
 * ('a snail who wants to go to the fair', 'Léo part en fusée sur la lune'): the place is the goal.
 * 'astray': something out of its place that must be brought home ('a baby bird fell out of its nest', 'un
 * petit pingouin perdu loin de chez lui'): taken back where it belongs, never kept. 'make-friend': a friend
 * to make, not one gone ('Noah is new at school and wants a friend', 'ma fille est timide et n'a pas de copine').
 * 'together': something done with the family ('going fishing with grandpa', 'faire des crêpes avec maman'):
 * the activity is the plot, the one it is done with is on the page all along (idea/together.ts).
 * 'none' when the idea only names something (a dragon, a red umbrella) without saying what happens.
 */
export const SITUATIONS = [
  'lost', 'stuck', 'broken', 'afraid', 'wont', 'growing', 'race', 'storm', 'party', 'new-arrival',
  'missing-friend', 'make-friend', 'learn', 'wish', 'journey', 'astray', 'together', 'none',
] as const;
export type Situation = (typeof SITUATIONS)[number];

/**
 * The weathers an idea can happen in ('lost in the snow', 'dans le brouillard', 'sous la pluie'); a storm is a
 * situation. The wind is the sky of a thing it blew away ('a red umbrella that flies away': situations-<lang>.yaml).
 */
export const IDEA_WEATHERS = ['rain', 'snow', 'fog', 'wind'] as const;
export type IdeaWeather = (typeof IDEA_WEATHERS)[number];

/** The ways a holiday is travelled (reading-<lang>.yaml 'holiday' 'ways'). */
export const TRIP_WAYS = ['plane', 'train', 'boat', 'car'] as const;
export type TripWay = (typeof TRIP_WAYS)[number];
/** A holiday's way and place (idea/holiday.ts): 'key' is the table's, the rest the book's words for it. */
export interface HolidayTrip {
  way: TripWay;
  key: string;
  the: string;
  in: string;
  to: string;
  gender: 'm' | 'f' | 'n';
  scene: 'seashore' | 'mountain' | 'village';
}

/** What a pet does that it is taught to stop (reading-<lang>.yaml 'traits' 'mischief'): each has its own tries. */
export const MISCHIEFS = ['chew', 'scratch', 'climb', 'jump', 'steal'] as const;
export type Mischief = (typeof MISCHIEFS)[number];

/** A misdeed the child did and owns up to (reading-<lang>.yaml 'owned-up', idea/owned-up.ts): someone hurt, bitten or
 * pushed, a thing taken, broken or spoilt (a grown-up's: drawn on, spilt on, torn), a bad word, a fib. */
export const MISDEEDS = ['hurt', 'bite', 'push', 'took', 'broke', 'grown', 'word', 'fib'] as const;
export type Misdeed = (typeof MISDEEDS)[number];

/** A being's own trait that is its trouble (reading-<lang>.yaml 'traits' 'trait'): a penguin always cold, a pirate
 * seasick, a lion who can't roar. The child finds what answers it; each has its own tries, answer and ending. */
export const BEING_TRAITS = ['cold', 'hiccups', 'sneeze', 'seasick', 'roar', 'sleep', 'sing', 'small', 'quirk'] as const;
/** What kind of thing a being's quirk is (idea/quirk-<lang>.yaml 'kinds'), so that its trouble and the moment it saves
 * the day follow from it: a sleep at the wrong time first ('falls asleep and snores' is a sleep), then a light, a leak,
 * a smell, a colour, a size, a clumsiness, a sound; 'other' for the rest. */
export const QUIRK_KINDS = ['sleep', 'light', 'leak', 'smell', 'colour', 'size', 'clumsy', 'sound'] as const;
export type QuirkKind = (typeof QUIRK_KINDS)[number] | 'other';
export type BeingTrait = (typeof BEING_TRAITS)[number];

/**
 * How a detail of the idea beside its plot is told (idea/details.ts, locales/<lang>/details.yaml): a creature heard
 * at dusk, one seen, a food toasted over the fire or eaten, a thing the child has with them, a thing found or caught
 * on the day ('they catch an old boot': the surprise of the day, never a thing brought from home).
 */
export const DETAIL_KINDS = ['heard', 'seen', 'toasted', 'eaten', 'thing', 'found'] as const;
export type DetailKind = (typeof DETAIL_KINDS)[number];

/** A noun phrase of the parent's idea with what the grammar helpers need. */
export interface IdeaPart {
  /** The parent's own words for this part, shown in the preview: "a red umbrella", "notre chien Biscuit". */
  text: string;
  /** The head noun, singular, lower case, in the story's language: "umbrella", "parapluie". */
  head: string;
  /** The noun phrase without article, in written order: "red umbrella", "parapluie rouge", "little brother". */
  words: string;
  /** A proper name the parent gave it: "Biscuit" in "our dog Biscuit". Then it is named, never 'the dog'. */
  name?: string;
  adjectives: string[];
  kind: IdeaKind;
  /** Grammatical gender (French) or, for people and animals, the pronoun's ('n' = it/they in English). */
  gender: 'm' | 'f' | 'n';
  plural: boolean;
  /** French aspirated h: le hibou, never l'hibou. */
  aspirated?: boolean;
  /** Only one in the world: "the moon", "la lune" (no indefinite article). */
  unique?: boolean;
  /** The family's own: "our dog", "my little brother", "mamie" (told as 'the hero's little brother'). */
  family?: boolean;
  /** The reader's own child ("my daughter", "ma fille"): the planner makes it the hero, not a new character. */
  self?: boolean;
  /** The illustrator's prop key when the thing can be drawn as one (scene-brief.ts), e.g. 'umbrella'. */
  prop?: string;
  /** The illustrator's place key when the idea names a place (moon, beach, castle). */
  place?: string;
  /** The illustrator's figure key for a person or an animal (dog, snail, grandmother), when it knows one. */
  figure?: string;
}

export interface IdeaReading {
  language: 'en' | 'fr';
  situation: Situation;
  /**
   * The thing or being the situation is about: the glasses that are lost, Biscuit who is afraid, the snail
   * to race, the umbrella in the storm, the party on the moon (kind 'event').
   */
  subject?: IdeaPart;
  /** Who the trouble belongs to when it is someone else: the grandmother who lost her glasses. */
  owner?: IdeaPart;
  /** What the subject is afraid of, won't share, races against...: the bath, the train. */
  other?: IdeaPart;
  /** Where the parent wants it to happen: the moon, the beach. */
  place?: IdeaPart;
  /** A second thing the child loves ('loves dinosaurs and tractors': the tractor): a toy the hero carries, never the plot. */
  alsoLoved?: IdeaPart;
  /** The toy that comforts a frightened child ('and his teddy helps him'): held at the brave moment (idea/comfort.ts). */
  comfort?: IdeaPart;
  /** What a race is run with, never a racer: the bike of 'a bike race', 'la luge' of 'une course de luge'. */
  tool?: IdeaPart;
  /**
   * For 'won't' and 'learn': what is refused or learnt, as an infinitive verb phrase in the story's
   * language ("share his train", "ride a bike", "nager"), only when it is safe to print as is.
   */
  deed?: string;
  /** What is done together with the family (reading-<lang>.yaml 'together': fishing, pancakes, snowman...). */
  together?: string;
  /** A friend who moves away ('my best friend is moving to another town', « sa meilleure amie déménage », reading-<lang>.yaml
   * 'goodbye'): a last day together and a goodbye, never a friend looked for (plan flag 'goodbye'). */
  goodbye?: boolean;
  /**
   * A family holiday trip ('we are flying to Spain for our holidays', « on part en vacances en Bretagne en voiture »,
   * idea/holiday.ts): how it is travelled (the airport, the station, the port, the road) and the place named, as the
   * book says it, in it and to it ('in Spain', « en Espagne », « au Portugal », « à Lyon »), and where it is drawn.
   */
  holiday?: HolidayTrip;
  /** The town a family moves to ('we are moving to Manchester', « nous déménageons à Lyon », idea/town.ts): the book's {town}. */
  town?: MovingTown;
  /** The big day's kind when the words alone do not say it (plan/day-of.ts: a pet's birthday, 'the class hamster's birthday'). */
  day?: string;
  /**
   * The child's own big feeling that is the plot ('Leo has big tantrums', 'jalouse du bébé', 'fait des cauchemars'):
   * its kind, plan/plots.yaml 'feelings' (anger, jealous, losing, nightmare). The child is the hero who feels it.
   */
  feeling?: string;
  /**
   * A pet's mischief ('our puppy chews shoes', 'le chat qui griffe le canapé'): what it does, and the thing it does
   * it to as the book names it (a slipper for shoes), drawn where the text says it. Trained at home, never a quest.
   */
  mischief?: { does: Mischief; thing?: { noun: string; gender: 'm' | 'f' | 'n'; plural?: boolean; prop?: string } };
  /** A being's trait that is its trouble ('a penguin who is always cold'): answered with the child, the kind kept. */
  trait?: BeingTrait;
  /** A being's quirk (trait 'quirk', idea/quirk.ts: 'a dragon who sneezes glitter'): as the parent said it, and in the
   * story's past ('sneezed glitter', « éternuait des paillettes »), the {quirk} of its tellings; and what it does
   * when it happens ('loved to dance but kept tripping': 'kept tripping'), the {quirk.act}; and its kind, whose own
   * trouble and turning point are told ('quirk-sound': the sound finds the lost kitten). */
  quirk?: { said: string; did: string; act: string; kind: QuirkKind };
  /**
   * A misdeed owned up to (together 'sorry': 'Emma broke Granny's vase and was scared to tell', « Léo a menti à sa
   * maman »): what was done, and whether the family's pet did it and the child answers for it ('our dog bit my friend').
   */
  misdeed?: { did: Misdeed; pet?: boolean };
  /**
   * The child's own behaviour (together 'behaviour': 'Lucas lies about little things', « Chloé coupe toujours la parole »,
   * idea/behaviour.ts): which known one it is, when it is ('fib', 'share'...), and the moral it fits (a fib, honesty);
   * the deed, in the story's past, is the reading's 'deed' ('lied about little things', « coupait toujours la parole »).
   */
  behaviour?: { kind?: string; moral?: 'honesty' | 'sharing' | 'empathy' | 'responsibility' | 'perseverance' | 'creativity' };
  /** The weather the idea happens in, from its words ('lost in the snow'): never a thing to find, the sky of its chapters. */
  weather?: IdeaWeather;
  /** A storm that comes on a day out with the family ('fishing with grandpa and a storm comes'): the day's own trouble. */
  storm?: true;
  /** The age a birthday idea says ('her 5th birthday', 'turns four', « elle aura 6 ans », « ses 5 ans »): the candles. */
  age?: number;
  /**
   * The idea's details beside its plot ('toasting marshmallows', 'hearing a fox'): each is told in a chapter that
   * fits it (plan/place-details.ts); the preview lists them as used, in the parent's words (`said`).
   */
  details?: { kind: DetailKind; part: IdeaPart; said: string }[];
  /** The parent's words we will use, for the preview ("a red umbrella", "a storm"). */
  used: string[];
  /** The parent's words we could not use (unknown, unsafe or past the limit), for the preview. */
  unused: string[];
}

/** A reader for one language: pure, synchronous and fast (it runs on every preview keystroke pause). */
export type IdeaReader = (text: string) => IdeaReading;

/** A move's town as the book says it: its name, in it and to it ('in Manchester', « à Lyon », « au Havre »). */
export interface MovingTown { name: string; the: string; in: string; to: string; gender: 'm' | 'f' | 'n' }
