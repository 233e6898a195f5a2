// The typed scene brief (DESIGN.md 'Illustrator: a scene composer drawing the plan's event'): what one
// picture shows, in words the offline illustrator can draw and a service's image prompt can say. Every
// catalogue is a const array, so a planner emitting an unknown place, pose or prop fails to compile, and
// checkSceneBrief() refuses it at run time (a brief from stored JSON or a service) instead of drawing a
// meadow. The illustrator checks at start that it can draw every entry (offline/illustrator/drawable.ts).
import type { Character } from '@storyloom/contracts/options';

/** Places with their own scenery. */
export const SCENE_PLACES = ['forest', 'castle', 'meadow', 'sea', 'mountain', 'village', 'cave', 'sky', 'home', 'library', 'garden',
  // Where a family's day out goes (issue 10 'pictures of the page'): drawn as themselves, never as the village.
  'farm', 'zoo', 'pool', 'fair', 'hall',
  // Inside the circus's big top: the ring, the seats, the canvas (the 'big-top' prop is the tent seen from afar).
  'circus',
  // A dim blue room of glowing fish tanks (a swimming pool is no aquarium).
  'aquarium',
  // The town park: lawns, a duck pond, a bench and a playground (a wild meadow is no park).
  'park',
  // The rooms of a school day and a checkup: the classroom (desks, the board), the waiting room (chairs, the desk).
  'classroom', 'waiting-room'] as const;
export type ScenePlace = (typeof SCENE_PLACES)[number];

/** Body language that shows what a character does on this page. */
export const SCENE_POSES = [
  'standing', 'waving', 'cheering', 'proud', 'worried', 'walking', 'running', 'holding', 'reaching', 'climbing',
  'hugging', 'sitting-sad', 'sitting', 'pointing', 'jumping', 'sleeping', 'searching', 'giving',
  // Acting with something where the words say so: in the water, on a bike or a pony, with a rod, at a pot.
  'swimming', 'cycling', 'riding', 'fishing', 'stirring',
  // A big feeling the words show (a tantrum, 'une grosse colère'): fists down, a foot stamped, a frown.
  'stamping',
  // A game of hide and seek: half hidden behind a bush, and the seeker counting with eyes shut.
  'hiding', 'counting',
  // Tucked in, awake (eyes open): in bed under the quilt at home, as asleep is ('sleeping').
  'lying',
] as const;
export type ScenePose = (typeof SCENE_POSES)[number];

/** Things a page can show, each with the states it can be drawn in (the first is its usual state). */
export const SCENE_PROP_STATES = {
  map: ['closed', 'open'],
  lantern: ['on', 'off'],
  key: ['plain'],
  book: ['closed', 'open'],
  cake: ['whole', 'sliced'],
  star: ['shining'],
  bridge: ['whole', 'broken'],
  boat: ['sailing', 'stranded'],
  flower: ['bloom', 'wilted'],
  basket: ['full', 'empty'],
  crown: ['plain'],
  shell: ['plain'],
  kite: ['flying', 'stuck', 'grounded'],
  rainbow: ['plain'],
  puppy: ['plain'],
  // A ball stuck up a tree, or on the shed's roof once the words say so (compose: 'on-roof').
  ball: ['plain', 'stuck', 'on-roof'],
  apple: ['plain'],
  compass: ['plain'],
  feather: ['plain'],
  blanket: ['plain'],
  umbrella: ['open', 'closed'],
  glasses: ['plain'],
  balloon: ['plain'],
  gift: ['wrapped', 'open'],
  letter: ['sealed', 'open'],
  hat: ['plain'],
  plant: ['seed', 'sprout', 'bloom'],
  teddy: ['plain'],
  egg: ['whole', 'hatched'],
  lighthouse: ['on', 'off'],
  // Things parents' ideas name most (scripts/picture-coverage.ts), drawn from the illustrator's tables.
  'music-box': ['plain'], flute: ['plain'], bicycle: ['plain'], ribbon: ['plain'], 'rubber-ring': ['plain'],
  train: ['plain'], rocket: ['plain'], cup: ['plain'], crayons: ['plain'], sandcastle: ['plain'], shoe: ['plain'],
  wand: ['plain'], 'treasure-chest': ['plain'], drum: ['plain'], guitar: ['plain'], violin: ['plain'],
  trumpet: ['plain'], piano: ['plain'], backpack: ['plain'], scarf: ['plain'], sock: ['plain'], pillow: ['plain'],
  bucket: ['plain'], sledge: ['plain'], skateboard: ['plain'], scooter: ['plain'], robot: ['plain'], doll: ['plain'],
  puzzle: ['plain'], paintbrush: ['plain'], 'watering-can': ['plain'], bell: ['plain'], bath: ['plain'],
  tooth: ['plain'], bone: ['plain'], 'toy-car': ['plain'],
  // The treats of a sharing story (a jar of honey, a tin of toffees, cherries, a butter biscuit).
  watch: ['plain'], campfire: ['plain'], school: ['plain'], 'honey-jar': ['plain'], 'sweets-tin': ['plain'], cherries: ['plain'], biscuit: ['plain'],
  // Small creatures: held or on the ground as a thing (the lost hamster), or a figure of their own.
  kitten: ['plain'], hamster: ['plain'], bunny: ['plain'], tortoise: ['plain'], hedgehog: ['plain'], bird: ['plain'],
  goldfish: ['plain'], bee: ['plain'], snail: ['plain'], goat: ['plain'], fox: ['plain'], penguin: ['plain'],
  dinosaur: ['plain'], snowman: ['plain'], frog: ['plain'], duck: ['plain'], squirrel: ['plain'],
  // The big things of a family's garden a story mends where they stand, and the rod of a day's fishing.
  treehouse: ['whole', 'broken'], fence: ['whole', 'broken'], gate: ['whole', 'broken'], kennel: ['whole', 'broken'], swing: ['whole', 'broken'], 'fishing-rod': ['plain'],
  // What a day done with the family makes at its end: the fish caught with Grandpa, the pile of pancakes.
  fish: ['plain'], pancakes: ['plain'],
  // Nouns parents write that were still undrawn: a vase, the hoover; the places an idea travels to, seen from
  // afar (the moon, an island, a castle, the funfair); a whale, spiders, a unicorn of the idea.
  vase: ['plain'], hoover: ['plain'], sofa: ['plain'], curtains: ['plain'], wires: ['plain'], moon: ['plain'], island: ['plain'], castle: ['plain'], fair: ['plain'], 'big-top': ['plain'],
  whale: ['plain'], spider: ['plain'], unicorn: ['plain'],
  // The crab of a day at the rock pools.
  crab: ['plain'],
  // A pet fish's tank on its stand, with its fish; with the little castle once the words have put it in.
  'fish-tank': ['plain', 'castle'],
  // Key objects parents' ideas and days name that had no drawing (scripts/picture-coverage.ts --missing): the
  // camping tent, the biggest puddle, tomatoes grown, a pumpkin, a water bottle, a paddling pool; the red panda
  // of a day at the zoo and a seal.
  tent: ['plain'], puddle: ['plain'], tomatoes: ['plain'], pumpkin: ['plain'], 'water-bottle': ['plain'], 'paddling-pool': ['plain'],
  'red-panda': ['plain'], seal: ['plain'],
  // A festival's own things (plan/day-of.ts 'festival'): the Christmas tree of Christmas Eve, Hanukkah's menorah.
  'christmas-tree': ['plain'], menorah: ['plain'],
  // A move's boxes and its van; the food a child tries, on its plate on the table (greens unless the words name
  // another); a feast's stocking, dreidel, rangoli, carnival mask and the red paper lantern of the Lunar New Year.
  'moving-box': ['plain'], 'removal-van': ['plain'], meal: ['greens', 'carrots', 'peas', 'fish', 'soup', 'sushi', 'breakfast', 'tea', 'picnic'],
  stocking: ['plain'], dreidel: ['plain'], rangoli: ['plain'], 'carnival-mask': ['plain'], 'paper-lantern': ['plain'],
  // A new baby in its pram: a figure of its own, never a child on its feet.
  baby: ['plain'],
  // The visits a child fears or looks forward to: the hairdresser's chair and mirror, the dentist's chair, the fire station.
  'salon-chair': ['plain'], 'dentist-chair': ['plain'], 'fire-station': ['plain'],
  // The child's bed at bedtime: the one asleep or tucked in lies in it under the quilt (the illustrator draws
  // the sleeper in it), else it stands in the room.
  bed: ['plain'],
  // The vet's examination table, with the pet the vet looks at lying on it (empty when the pet is none of these).
  'exam-table': ['empty', 'puppy', 'kitten', 'bunny', 'hamster', 'tortoise', 'bird'],
  // A frisbee, stuck as a ball is; the suitcase of a holiday, packed at home and carried on the way.
  frisbee: ['plain', 'stuck', 'on-roof'], suitcase: ['plain'],
  // What the family travels in on the page whose words ride in it (compose/scene-vehicles.ts): the car, the bus, the
  // aeroplane, the train at its platform (a toy train is 'train') and the ferry at the quay.
  car: ['plain'], bus: ['plain'], plane: ['plain'], 'passenger-train': ['plain'], ferry: ['plain'],
} as const satisfies Record<string, readonly [string, ...string[]]>;
export type SceneProp = keyof typeof SCENE_PROP_STATES;
export const SCENE_PROPS = Object.keys(SCENE_PROP_STATES) as SceneProp[];
export type PropState<P extends SceneProp = SceneProp> = (typeof SCENE_PROP_STATES)[P][number];

export const SCENE_WEATHER = ['clear', 'rain', 'storm', 'snow', 'wind', 'fog'] as const;
export type SceneWeather = (typeof SCENE_WEATHER)[number];

/** The hour of the page: it sets the sky and the light. */
export const SCENE_TIMES = ['morning', 'day', 'evening', 'night'] as const;
export type SceneTime = (typeof SCENE_TIMES)[number];

export const SCENE_FRAMINGS = ['wide', 'medium', 'close'] as const;
export type SceneFraming = (typeof SCENE_FRAMINGS)[number];

export const SCENE_MOODS = ['calm', 'happy', 'worried', 'excited', 'sad', 'proud'] as const;
export type SceneMood = (typeof SCENE_MOODS)[number];

/** People an idea can bring into the pictures besides the eight characters and the child. */
export const SCENE_EXTRA_CHARACTERS = [
  'grandmother', 'grandfather',
  // Grown-ups of varied looks, the reader's brother and sister (drawn in the child's skin and hair colour),
  // and other children (a best friend, a new pupil).
  'mother', 'father', 'teacher', 'baker', 'neighbour', 'aunt', 'uncle', 'king', 'queen', 'wizard', 'witch', 'pirate', 'fairy', 'doctor',
  // The people at work in a shop a lost child asks for help: the lady at the till, the man in a shop apron.
  'cashier', 'shop-assistant',
  'brother', 'sister', 'boy', 'girl',
  // Animals with no character design of their own, drawn from the illustrator's creature table.
  'kitten', 'hamster', 'bunny', 'tortoise', 'hedgehog', 'bird', 'goldfish', 'bee', 'snail', 'goat', 'fox', 'penguin', 'dinosaur',
  'snowman', 'frog', 'duck', 'squirrel', 'whale', 'spider', 'unicorn', 'crab',
  'red-panda', 'seal',
  // A new baby, in its pram.
  'baby',
] as const;

/** Who can stand in a picture: the eight characters, the reader's child and the extra people. */
export type SceneCharacter = Character | 'child' | (typeof SCENE_EXTRA_CHARACTERS)[number];

/** What a figure wears that the page's words put on it (a costume, a dream's helmet): drawn on its head, or
 * over its shoulders (the cape). */
export const SCENE_WEAR = ['pirate-hat', 'crown', 'knight-helmet', 'cape', 'astronaut-helmet', 'firefighter-helmet', 'wizard-hat',
  // What a day has the child in (compose/scene-wear.ts): a broken arm's white cast in its sling, a broken leg's cast
  // with the two crutches, the skis and poles of a ski lesson.
  'arm-sling', 'leg-cast', 'skis'] as const;
export type SceneWear = (typeof SCENE_WEAR)[number];

export interface SceneCastEntry {
  /** The plan's name for this role, e.g. 'hero', 'companion', 'helper': for captions and tests. */
  who: string;
  character: SceneCharacter;
  pose: ScenePose;
  /** A prop in this character's hand; it must be one of the brief's props. */
  holding?: SceneProp;
  /** What it wears on this page (the pirate hat the words put on it). */
  wear?: SceneWear;
}

export interface ScenePropEntry {
  prop: SceneProp;
  /** One of SCENE_PROP_STATES[prop]; the first state when absent. */
  state?: string;
}

export interface SceneBriefV2 {
  place: ScenePlace;
  time: SceneTime;
  weather: SceneWeather;
  framing: SceneFraming;
  mood: SceneMood;
  /** The hero first. */
  cast: SceneCastEntry[];
  props: ScenePropEntry[];
  /** The event's key object: drawn large and in front. One of the props. */
  keyObject?: SceneProp;
  /** Every prop the text has introduced up to and including this page: nothing else is drawn. */
  introduced: SceneProp[];
  /** Things the plan does not hold that this page brings in: what its own words name (a rainbow, boats, a
   * lighthouse) and an idea's animal on the page with no character of its own (our dog, as the puppy). */
  named?: ScenePropEntry[];
  /** The room's own light is out (the words put it out: 'the lamp went out'): a room drawn dark whatever the
   * hour, lit only by a lit torch or night light. Absent: the room is lit as its hour has it. */
  lightsOut?: boolean;
  /** The room of the house a page at home is in ('bedroom': the toys awake at night, all in the child's room). Absent:
   * the rooms are taken in turn by the variation. In a waiting room, whose it is (the vet's: its poster a paw, never
   * the dentist's tooth). */
  room?: SceneRoom | SceneVisitRoom;
  /** Varies the scenery within a place (a cave's tenth page is not its first): the chapter index will do. */
  variation: number;
  /** One sentence in the story's language: the picture's alt text. */
  caption: string;
}

/** The rooms of the house the illustrator draws at home. */
export const SCENE_ROOMS = ['sitting', 'kitchen', 'bedroom'] as const;
export type SceneRoom = (typeof SCENE_ROOMS)[number];
/** Whose waiting room a visit's is: the vet's, the dentist's, the doctor's surgery. */
export const SCENE_VISIT_ROOMS = ['vets', 'dentists', 'surgery'] as const;
export type SceneVisitRoom = (typeof SCENE_VISIT_ROOMS)[number];

export class SceneBriefError extends Error {
  constructor(message: string) {
    super(`scene brief: ${message}`);
    this.name = 'SceneBriefError';
  }
}

const has = <T extends string>(list: readonly T[], v: unknown): v is T => typeof v === 'string' && (list as readonly string[]).includes(v);

export function isSceneProp(v: unknown): v is SceneProp {
  return typeof v === 'string' && Object.hasOwn(SCENE_PROP_STATES, v);
}

export function propStateOf(entry: ScenePropEntry): string {
  return entry.state ?? SCENE_PROP_STATES[entry.prop][0];
}

/** Throws SceneBriefError on anything outside the catalogues, a held prop not in the brief, a state the
 * prop does not have, or a key object not among the props. */
export function checkSceneBrief(brief: SceneBriefV2, characters: readonly string[]): SceneBriefV2 {
  if (!has(SCENE_PLACES, brief.place)) throw new SceneBriefError(`unknown place '${String(brief.place)}'`);
  if (!has(SCENE_TIMES, brief.time)) throw new SceneBriefError(`unknown time '${String(brief.time)}'`);
  if (!has(SCENE_WEATHER, brief.weather)) throw new SceneBriefError(`unknown weather '${String(brief.weather)}'`);
  if (!has(SCENE_FRAMINGS, brief.framing)) throw new SceneBriefError(`unknown framing '${String(brief.framing)}'`);
  if (!has(SCENE_MOODS, brief.mood)) throw new SceneBriefError(`unknown mood '${String(brief.mood)}'`);
  if (brief.cast.length === 0) throw new SceneBriefError('a picture needs at least the hero');
  const propKeys = new Set<string>();
  for (const p of brief.props) {
    if (!isSceneProp(p.prop)) throw new SceneBriefError(`unknown prop '${String(p.prop)}'`);
    if (p.state !== undefined && !(SCENE_PROP_STATES[p.prop] as readonly string[]).includes(p.state)) {
      throw new SceneBriefError(`prop '${p.prop}' has no state '${p.state}'`);
    }
    propKeys.add(p.prop);
  }
  for (const c of brief.cast) {
    if (!characters.includes(c.character)) throw new SceneBriefError(`unknown character '${String(c.character)}'`);
    if (!has(SCENE_POSES, c.pose)) throw new SceneBriefError(`unknown pose '${String(c.pose)}'`);
    if (c.holding !== undefined && !propKeys.has(c.holding)) throw new SceneBriefError(`${c.who} holds '${String(c.holding)}', which is not among the props`);
    if (c.wear !== undefined && !has(SCENE_WEAR, c.wear)) throw new SceneBriefError(`${c.who} wears '${String(c.wear)}', which is no costume the illustrator draws`);
  }
  if (brief.keyObject !== undefined && !propKeys.has(brief.keyObject)) throw new SceneBriefError(`key object '${String(brief.keyObject)}' is not among the props`);
  for (const p of brief.named ?? []) {
    if (!isSceneProp(p.prop)) throw new SceneBriefError(`unknown named prop '${String(p.prop)}'`);
    if (p.state !== undefined && !(SCENE_PROP_STATES[p.prop] as readonly string[]).includes(p.state)) throw new SceneBriefError(`prop '${p.prop}' has no state '${p.state}'`);
  }
  for (const p of brief.introduced) if (!isSceneProp(p)) throw new SceneBriefError(`unknown introduced prop '${String(p)}'`);
  if (brief.room !== undefined && !has(SCENE_ROOMS, brief.room) && !has(SCENE_VISIT_ROOMS, brief.room)) throw new SceneBriefError(`unknown room '${String(brief.room)}'`);
  if (brief.lightsOut !== undefined && typeof brief.lightsOut !== 'boolean') throw new SceneBriefError(`lightsOut is '${String(brief.lightsOut)}', not true or false`);
  return brief;
}
