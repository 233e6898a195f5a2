// The story plan (issue 10 'One story plan, two writers'): everything a book is, before any sentence. The
// offline writer renders it from content files; a service model writes from it as its outline; the
// illustrator draws each chapter's event from it; the linter checks its invariants. It is kept with the
// story (stories.plan), so it must stay plain JSON.
import type { AgeGroup, Character, MoralLesson, StoryLength, Theme } from '@storyloom/contracts/options';
import type { SceneMood, ScenePlace, ScenePose, SceneProp, SceneWeather } from '../../../scene-brief.ts';
import type { DetailKind, IdeaReading } from '../idea/types.ts';

export type Lang = 'en' | 'fr';

/**
 * The plots the planner can tell. The idea's situation chooses first (idea/plot-for-idea.ts), the theme
 * second. Each has its own content file (locales/<lang>/plots/<plot>.yaml).
 */
export const PLOTS = [
  'find-lost', 'free-stuck', 'mend-broken', 'face-fear', 'change-mind', 'win-race', 'weather-storm',
  'save-party', 'find-friend', 'learn-skill', 'reach-place', 'bring-home', 'help-grow', 'do-together',
] as const;
export type PlotId = (typeof PLOTS)[number];

/** Roles a cast member can hold. Templates name them: {hero}, {companion.the}, {owner}, {helper}... */
export const CAST_ROLES = ['hero', 'companion', 'helper', 'owner', 'rival'] as const;
export type CastRole = (typeof CAST_ROLES)[number];

export interface CastMember {
  role: CastRole;
  /** A given name (the child's, a character's, a pet's from the idea) or none ("a snail", "Grandma"). */
  name?: string;
  /** When not named, the noun phrase in the story's language without article ("snail", "little brother"). */
  noun?: string;
  /** What the illustrator draws: one of the eight characters, 'child' for the reader's child; none = not drawn. */
  figure?: Character | 'child';
  /** For the planner and the service outline: what it is in the story ("the child", "a friendly dragon"). */
  species: string;
  /** The grammatical gender of the species noun (une souris for a boy mouse), when not the member's. */
  speciesGender?: 'm' | 'f' | 'n';
  gender: 'm' | 'f' | 'n';
  plural?: boolean;
  aspirated?: boolean;
  /** The family's own (our dog, my little brother): told as the hero's. */
  family?: boolean;
  /** Only one for the child ('la maîtresse'): told with 'the', never 'a' (lexicon.yaml unique). */
  unique?: boolean;
  /** Comes from the parent's idea. */
  fromIdea?: boolean;
  /** The chapter (0-based) where the text first brings this member in. */
  introducedIn: number;
}

/** Things that matter to the plot: the lost glasses, the umbrella, the gift shared for the moral. */
// 'perch': where a stuck thing is caught, as the parent said it ('the big oak tree'), told from the problem on.
// 'belongs': where an out-of-place goal belongs (the nest, the sky, the sea), from plan/plots.yaml 'belongs'.
export const OBJECT_ROLES = ['goal', 'tool', 'gift', 'perch', 'belongs', 'loved', 'comfort'] as const;
export type ObjectRole = (typeof OBJECT_ROLES)[number];

export interface StoryObject {
  role: ObjectRole;
  /** A name the parent gave it (our hamster Peanut): then it is named, never 'the Peanut'. */
  name?: string;
  /** The noun phrase without article, in the story's language. */
  noun: string;
  gender: 'm' | 'f' | 'n';
  plural: boolean;
  aspirated?: boolean;
  unique?: boolean;
  /** What the illustrator can draw for it, if anything. */
  prop?: SceneProp;
  fromIdea?: boolean;
  introducedIn: number;
  /** The object's state from a chapter on (a lantern 'off' from chapter 6): the illustrator's prop state. */
  states: { from: number; state: string }[];
}

export const PLACE_ROLES = ['home', 'away', 'far'] as const;
export type PlaceRole = (typeof PLACE_ROLES)[number];

/** The storyteller's places (content in locales/<lang>/places.yaml), each drawn as one of the illustrator's sceneries. */
export const PLACE_SCENES = {
  cottage: 'home', castle: 'castle', garden: 'garden', wood: 'forest', meadow: 'meadow', village: 'village',
  seashore: 'sea', mountain: 'mountain', cave: 'cave', clouds: 'sky', library: 'library', moon: 'sky',
  farm: 'farm', zoo: 'zoo', pool: 'pool', fair: 'fair', hall: 'hall', circus: 'circus', aquarium: 'aquarium',
  park: 'park',
} as const satisfies Record<string, ScenePlace>;
export type PlaceId = keyof typeof PLACE_SCENES;
export const PLACE_IDS = Object.keys(PLACE_SCENES) as [PlaceId, ...PlaceId[]];

export interface StoryPlace {
  role: PlaceRole;
  /** Content id of the place (locales/<lang>/places.yaml), e.g. 'whispering-wood', 'moon'. */
  id: string;
  scene: ScenePlace;
}

/** Slots of a day, in order. A chapter's slot is never earlier than the one before on the same day. */
export const TIME_SLOTS = ['morning', 'midday', 'afternoon', 'evening', 'night'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

export interface TimePoint {
  /** 0 for the first day; a new day only after a chapter whose slot is 'night' (chapters of one night, toys awake, share it). */
  day: number;
  slot: TimeSlot;
}

/** What happens, in the order a plot tells it. Each kind has its content (beats/<kind>.yaml or the plot's). */
export const EVENT_KINDS = [
  'opening', 'problem', 'set-off', 'journey', 'meet-helper', 'helper-task', 'try', 'complication',
  'night-camp', 'new-morning', 'turning-point', 'resolution', 'celebration', 'homecoming',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export interface PlotEvent {
  kind: EventKind;
  /** Which try this is (0, 1, 2) for 'try', which complication for 'complication'. */
  n?: number;
  place: PlaceRole;
  /** Cast roles present, the hero first. */
  present: CastRole[];
  /** The object the event turns on, if any. */
  object?: ObjectRole;
  /** A cast member the event turns on (the owner helped, the rival raced). */
  about?: CastRole;
  mood: SceneMood;
  /** What the hero does, for the picture. */
  pose: ScenePose;
  /** This event carries the moral (the moral's lines go here and nowhere else). */
  moral?: boolean;
  /** Added plot for older readers (plan/shapes.yaml 'older'): dropped if no telling fits the chapter. */
  extra?: boolean;
}

export interface ChapterPlan {
  index: number;
  time: TimePoint;
  place: PlaceRole;
  weather: SceneWeather;
  /** Never empty: every chapter carries plot. */
  events: PlotEvent[];
  /** Texture sentences (scenery, small talk) allowed, kept to about a quarter of the chapter. */
  texture: number;
}

export interface StoryPlan {
  version: 1;
  lang: Lang;
  seed: number;
  request: { character: Character; theme: Theme; moral: MoralLesson; age: AgeGroup; length: StoryLength; childName: string };
  plot: PlotId;
  idea?: IdeaReading;
  /** Which role the idea plays: the goal to find, the one to help, the rival, the helper, the place. */
  ideaRole?: 'goal' | 'owner' | 'rival' | 'tool' | 'place';
  /** The verb phrase of 'won't' and 'learn' plots ("ride a bicycle"), from the idea or the defaults. */
  deed?: string;
  /** The trouble is within reach (a rabbit in a hedge, a bee at the window), never told as "high up". */
  low?: boolean;
  /** Where an out-of-place goal belongs (plan/plots.yaml 'belongs': nest, sky, sea...): its tellings' flag. */
  belongs?: string;
  cast: CastMember[];
  places: StoryPlace[];
  objects: StoryObject[];
  chapters: ChapterPlan[];
  /** The idea's details beside the plot, each told once in its chapter (plan/place-details.ts). */
  details?: StoryDetail[];
}

/** A detail of the idea beside the plot ('hearing a fox'): how it is told, what it is, the chapter it is told in. */
export interface StoryDetail {
  kind: DetailKind;
  noun: string;
  gender: 'm' | 'f' | 'n';
  plural: boolean;
  aspirated?: boolean;
  unique?: boolean;
  prop?: string;
  chapter: number;
  /** The parent's words for it ('hearing a fox'), as the preview said it is used. */
  said: string;
}
