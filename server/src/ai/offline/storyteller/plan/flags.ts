// The flags a telling's `if:` may test (CONTENT.md): every one the planner and the renderer can set
// (compose/entities.ts flagsAt), checked against the content at start, so a misspelt flag stops the
// server instead of silently never matching. The plan-level ones hold for the whole book: the planner
// counts with them how many tellings a plan can meet.
import { z } from 'zod';
import { SCENE_WEATHER } from '../../../scene-brief.ts';
import { readYaml } from '../content/read-yaml.ts';
import { deedHasWordOf, dreamKind, flagsOfWords, homeTrouble, isDreamDeed, isSwimRace, journeyWay, ownLesson } from './places.ts';
import { isPetFish } from './pet-fish.ts';
import { HOLIDAY_FLAGS, holidayFlags } from './holiday.ts';
import { LAND_FLAGS, landFlags } from './magic-land.ts';
import { MAKING_FLAGS, makingFlags } from './making.ts';
import { PERFORM_FAMILIES, performFlags } from './performance.ts';
import { isOwnBirthday, ownAge } from './own-birthday.ts';
import { DAY_FLAGS, DAY_TROUBLES, dayFlags } from './day-of.ts';
import { stormComes } from './storm-on-the-day.ts';
import { isBeingTrait, isMissed, isNewFriend, isPetMischief, isVisit } from './plot-for-idea.ts';
import { BEING_TRAITS, MISCHIEFS, QUIRK_KINDS, MISDEEDS, type IdeaReading, type Misdeed } from '../idea/types.ts';
import { PLOT_TABLE } from './plot-table.ts';
import { CAST_ROLES, OBJECT_ROLES, PLACE_IDS, PLACE_ROLES, PLOTS, TIME_SLOTS, type PlaceId, type StoryObject, type StoryPlan } from './types.ts';

const words = z.array(z.string().min(1)).min(1);
/** The words and places that set the flags named after them (plan/flag-words.yaml). */
export const FLAG_WORDS = readYaml(new URL('./flag-words.yaml', import.meta.url), z.strictObject({
  'dark-fear': words, 'storm-fear': words, checkup: words, 'bath-fear': words, show: words, 'first-day': words, 'lost-child': words, 'water-deeds': words, 'water-fears': words, baby: words, roof: words, hospital: words, 'felt-trouble': words, 'welcome-baby': words, 'school-race': words, 'newbaby-worry': words, 'sibling-girls': words, 'sibling-boys': words, 'caring-hurt': words, 'hurt-sprain': words,
  'sick-day': z.strictObject({ spots: words, cold: words, tummy: words, school: words, birthday: words }),
  sleepless: z.strictObject({ excited: words, thinking: words, noises: words, said: words }),
  'checkup-kinds': z.strictObject({ hair: words, teeth: words, jab: words, eyes: words }),
  'hurt-limbs': z.strictObject({ arm: words, leg: words }),
  indoors: z.array(z.enum(PLACE_IDS)), underground: z.array(z.enum(PLACE_IDS)), airless: z.array(z.enum(PLACE_IDS)), windless: z.array(z.enum(PLACE_IDS)),
  hedged: z.array(z.enum(PLACE_IDS)), homely: z.array(z.enum(PLACE_IDS)), treeless: z.array(z.enum(PLACE_IDS)), bookish: z.array(z.enum(PLACE_IDS)), countryside: z.array(z.enum(PLACE_IDS)),
}));

/** A thing the wind blew away comes down in the open, never in a cave or a room: the places of a list that
 * are neither indoors nor underground (the whole list when none is). */
export function inTheOpen(list: PlaceId[]): PlaceId[] {
  const open = list.filter((p) => !FLAG_WORDS.indoors.includes(p) && !FLAG_WORDS.underground.includes(p));
  return open.length > 0 ? open : list;
}

/** A fear met where it is, in a day (plan/fear-shapes.yaml): a visit that frightens ('checkup': the dentist, a jab) or
 * the bath ('bath-fear') or a show to be in ('show': the school play, the nativity, « le spectacle de fin d'année »), by a
 * word of the feared thing (plan/flag-words.yaml); never set off to. */
export function fearOf(plot: string, feared: string | undefined): 'checkup' | 'bath-fear' | 'show' | 'first-day' | undefined {
  if (plot !== 'face-fear' || !feared) return undefined;
  const words = feared.toLowerCase().split(/[^\p{L}-]+/u).filter(Boolean);
  return (['checkup', 'bath-fear', 'show', 'first-day'] as const).find((f) => words.some((w) => FLAG_WORDS[f].includes(w)));
}

/** The fear met in a day of its own that the idea names (plan/fear-shapes.yaml): the feared thing beside the child, or
 * a first day that is the idea's whole subject (« c'est la rentrée », 'starting school' read as the day itself). */
export function ideaFear(plot: string, idea: IdeaReading | undefined): ReturnType<typeof fearOf> {
  const said = fearOf(plot, idea?.other?.words);
  if (said) return said;
  return idea?.subject?.kind === 'event' && fearOf(plot, idea.subject.words) === 'first-day' ? 'first-day' : undefined;
}

/** The child got lost at the shops ('lost in the supermarket', 'Leo got lost at the market', « perdue au
 * supermarché »): nobody else is named lost there but the child, or the parent found again ('lost mummy in the shop'). */
export function isLostChild(plot: string, idea: IdeaReading | undefined): boolean {
  if (plot !== 'find-lost' || idea?.situation !== 'lost' || !idea.place || !FLAG_WORDS['lost-child'].includes(idea.place.head)) return false;
  return !idea.subject || idea.subject.self === true || idea.subject.family === true;
}

/** Which visit a checkup is (plan/flag-words.yaml 'checkup-kinds'), by the feared thing's words: its own tellings first. */
export function checkupKind(feared: string | undefined): string | undefined {
  const said = ` ${(feared ?? '').toLowerCase().replace(/[^\p{L}-]+/gu, ' ')} `;
  return Object.entries(FLAG_WORDS['checkup-kinds']).find(([, ws]) => ws.some((w) => said.includes(` ${w} `)))?.[0];
}

/** The words of a text, lower case ('the big oak tree' -> the, big, oak, tree). */
export const wordsOf = (text: string | undefined): string[] => (text ?? '').toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);

/** A milk tooth is the thing lost: the idea's goal is drawn as a tooth (lexicon prop 'tooth': tooth, dent). */
export const isToothLost = (objects: readonly StoryObject[]): boolean => objects.some((o) => o.role === 'goal' && o.fromIdea === true && o.prop === 'tooth');

/** A misdeed owned up to: its flags, one for each misdeed, and the pet's; and what it was done to, so that a telling
 * fits them all: someone hurt ('sorry-body': a hit, a bite, a push), a thing ('sorry-thing': taken, broken, spoilt), or
 * words said ('sorry-said': a bad word, a fib). */
const SORRY_KINDS: Readonly<Record<Misdeed, string>> = { hurt: 'body', bite: 'body', push: 'body', took: 'thing', broke: 'thing', grown: 'thing', word: 'said', fib: 'said' };
/** The behaviours the reader knows (reading-<lang>.yaml 'behaviour' 'kinds'), each with its own turning point. */
const BEHAVIOUR_FLAGS = [...['fib', 'cheat', 'share', 'hurt', 'word', 'mess'].map((k) => `behaviour-${k}`), 'behaviour-known'];
const SORRY_FLAGS = [...MISDEEDS.map((m) => `sorry-${m}`), 'sorry-pet', 'sorry-body', 'sorry-thing', 'sorry-said'];

/** planLevelFlags' flags. */
const WHOLE_BOOK = [
  'young', 'deed', 'low', 'ride', 'hop', 'balance', 'swim', 'bike', 'swim-lesson', 'ski-lesson', 'wish', 'fly', 'air', 'sail', 'lost-out', 'blown', 'new-friend', 'missed', 'goodbye', 'visit', 'tooth',
  'dream', 'lost-child', 'own-loved', ...Object.keys(PLOT_TABLE['dream-jobs']).map((k) => `dream-${k}`), 'dream-any', 'dream-sport', 'dream-parent',
  // What is done with the family (plan/plots.yaml 'together': fishing, pancakes, snowman...).
  ...Object.keys(PLOT_TABLE.together),
  // A magic land: what it is made of and how it is reached (plan/magic-land.ts: 'land-sweets', 'way-wardrobe').
  ...LAND_FLAGS,
  // A holiday trip: how it is travelled and what kind of place it goes to (plan/holiday.ts: 'trip-train', 'trip-sea').
  ...HOLIDAY_FLAGS,
  // The big day of that thing (plan/day-of.ts): which place or event ('day-zoo', 'day-ballet'), 'day-event' for no place.
  ...DAY_FLAGS,
  // A pet's mischief taught at home ('pet'), and what it does: chew, scratch, climb, jump.
  'pet', ...MISCHIEFS,
  // A being's trait that is its trouble ('trait'), and which one: 'trait-cold', 'trait-seasick', 'trait-roar'...
  'trait', ...BEING_TRAITS.map((k) => `trait-${k}`),
  // A quirk's kind, told by its own trouble and turning point ('quirk-sound', 'quirk-light'...); 'quirk-kind' for any of them.
  'quirk-kind', ...QUIRK_KINDS.map((k) => `quirk-${k}`),
  // A pet fish ('our goldfish looks lonely'): its tank made nicer, fed, cleaned, a friend fish; never walks nor talks.
  'fish',
  // A broken thing no tool mends (plan/plots.yaml 'home-troubles'): a melted snowman, a power cut.
  ...Object.keys(PLOT_TABLE['home-troubles']),
  // Someone ill looked after is in hospital (plan/flag-words.yaml 'hospital'): visited there.
  'hospital',
  // A day whose trouble is felt, not worked at (plan/flag-words.yaml): a moral's give-up there follows a try to put it right.
  'felt-trouble',
  // The child is the one ill (together 'sickday'): which illness, and what is missed (plan/flag-words.yaml 'sick-day').
  'sick-spots', 'sick-cold', 'sick-tummy', 'sick-school', 'sick-birthday',
  // The child who cannot sleep (together 'bedtime'): the reason the parent gave, one (plan/flag-words.yaml 'sleepless').
  'sleepless-excited', 'sleepless-thinking', 'sleepless-noises',
  // The child hurt (together 'hurt'): a leg in a cast, on crutches, rather than an arm in a sling (plan/flag-words.yaml 'hurt-limbs').
  'hurt-leg',
  // Someone new wished for (together 'welcome') is a baby brother or sister (plan/flag-words.yaml 'welcome-baby').
  'welcome-baby',
  // A misdeed owned up to (together 'sorry', idea/owned-up.ts): which one ('sorry-broke', 'sorry-fib'...), and 'sorry-pet'
  // when the family's pet did it (a bite) and the child answers for it.
  ...SORRY_FLAGS,
  // The child's own behaviour (together 'behaviour', idea/behaviour.ts): which one, when the reader knows it, so that its
  // turning point shows that new way (the truth told, the car handed over).
  ...BEHAVIOUR_FLAGS,
  // A baby on its way (together 'newbaby'): the worry the idea says ('worried nobody will love her', « jaloux »: plan/flag-words.yaml
  // 'newbaby-worry'), and whether the baby is a sister or a brother (the reader's subject: 'baby sister', « petit frère »).
  'newbaby-worry', 'newbaby-sister', 'newbaby-brother',
  // The party is the child's own birthday (plan/own-birthday.ts): the hero is the birthday child.
  'own-birthday', 'age',
  // A move to a town the idea names (idea/town.ts: 'moving to Manchester', « à Lyon »): its tellings say {town}.
  'town',
  // A storm comes on the day out with the family (plan/storm-on-the-day.ts): the activity's trouble.
  'storm-comes',
  // A thing the child makes (plan/making.ts): what kind of thing ('made-fly', 'made-float', 'made-robot'), and 'made-wood'.
  ...MAKING_FLAGS,
  // A performance or a competition the child is in (plan/performance.ts): 'perform' and its family ('perform-music', 'perform-judo').
  'perform', ...PERFORM_FAMILIES,
];
/** Flags the code sets by name: the story's situation, where and how its trouble is (see CONTENT.md). */
const NAMED = [
  ...WHOLE_BOOK, 'calm', 'solved', 'past-turn', 'countryside', 'indoors', 'underground', 'airless', 'hedged', 'homely', 'bookish', 'dark-fear', 'storm-fear',
  'event-fear', 'checkup', 'checkup-hair', 'checkup-teeth', 'checkup-jab', 'checkup-eyes', 'bath-fear', 'show', 'first-day', 'fixed', 'soft', 'water', 'hands', 'far-is-home', 'baby', 'handy', 'next-door', 'slept-home', 'lonely', 'named',
  'family', 'child', 'moral', 'pet-owner', 'roof', 'alive', 'day', 'dark', 'fog-lifted', 'rain-stopped',
  // A move's chapters at the new house (compose/entities.ts): only its own scenery, no lived-in home's.
  'new-house', 'in-land',
  // A step between the house and its own garden (compose/entities.ts): out of the door or back in, never a road.
  'out-to-garden', 'in-from-garden',
  // A place with no trees (the beach, the clouds): the weather shakes no leaves there (plan/flag-words.yaml).
  'treeless',
  // The child's own "won't" (change-mind): 'self', and what the habit is (plots.yaml habits: tidy, bedtime...).
  'self', 'habit', ...Object.keys(PLOT_TABLE.habits),
  // The child's own big feeling (plots.yaml feelings): 'feeling', and which one (anger, jealous, losing, nightmare).
  'feeling', ...Object.keys(PLOT_TABLE.feelings),
  // What a moral's setup set up (its telling's 'sets'), so that the turning point answers that one: the fib told
  // was knowing the way, knowing how, not being scared, keeping the milk tooth safe, the pet's training going well, a party's trouble hidden ('It's all fine').
  // The wobble on a performance's day (plan/performance.ts): something slipped, or the child stopped.
  'perform-slip', 'perform-stuck',
  // One of the family looked after is hurt, not ill (idea/hurt.ts): a leg up on a stool or an arm in a sling.
  'caring-hurt',
  // The child's own hurt is a sprain (plan/flags.ts isSprain): a bandage and a few days' rest.
  'hurt-sprain',
  'fib-way', 'fib-how', 'fib-scared', 'fib-tooth', 'fib-pet', 'fib-squabble', 'fib-party', 'fib-sorry',
  // The quest is a way walked, away from home and its garden (plan/plots.yaml 'way'): the only books whose fib is the way.
  'way',
  // The moral's lines recall only what the book told (compose/write-book.ts moralLines): the promise made ('promise', a
  // setup that says it), the gift or the odd bits kept in a bag ('bag'), the turning point told ('turned': the sharing
  // done, the bits built into something), for the turning point and the ending.
  'promise', 'bag', 'turned',
  // Creativity's odd bits went into the pockets (not a bag, not a pile by the door): only then 'fill my pockets again'.
  'pockets',
  // What a plot's beat made happen (its telling's 'sets'), so that no later beat tells it again: the rival fell.
  'rival-down', 'no-candles',
  // A bike lesson's fall: the plaster with stars is shown off at the end only when the knee was grazed.
  'bike-fall',
  // A swimming lesson's splash in the face: answered by the goggles at the turning point.
  'swim-splash',
  // A temper's turning point found its own calming way (smell the flower and blow the candle, or count the slow way
  // holding on to the companion): the ending practises that way only, never one the book did not tell.
  'calm-breath', 'calm-count',
  // Summer camp: missing home was told, so the turning point is the friends' answer to it, not the canoe's.
  'homesick',
  // A first day at school's small trouble (nobody to play with, the toilets not found, missing Mum): its answer.
  'first-alone', 'first-toilets', 'first-missing',
  // A day at the family's small trouble (the cake sunk in the middle, the photo under the dresser): its answer.
  'visit-baked', 'visit-album', 'visit-flat', 'visit-photo',
  // A visit to a friend's to play (plots/do-together/playdate.yaml): the friend's dog met, its jumping up, the quarrel over a marble, home missed.
  'playdate-dog', 'playdate-jumped', 'playdate-quarrel', 'playdate-missed',
  // The big day's one trouble of its own (plan/day-of.ts DAY_TROUBLES), so that the turning point answers that one.
  ...DAY_TROUBLES,
  // A holiday's sun hat blown over a wall (plots/do-together/holiday.yaml), then seen caught high on a bush: the turning point gets it back.
  // A medium book's holiday sets off from home ('trip-home'): the airport, the station or the port is then the journey's.
  'trip-hat', 'trip-hat-high', 'trip-home',
  // The child hurt was given a whistle at the park (plots/do-together/hurt.yaml): the turning point blows it, as the referee.
  'hurt-whistle',
  // A ski lesson's snowflake badge was given at the resolution (plots/learn-skill/ski.yaml): the celebration does not give it again.
  'ski-badge',
  // A making's grown-up tip (plots/do-together/making.yaml, the first try's 'sets'): the turning point recalls that one.
  'tip-base', 'tip-tape', 'tip-glue',
  // The helper's advice at the task (beats/helper-task.yaml): the turning point remembers it (beats/helper-back.yaml).
  'advice-look', 'advice-together', 'advice-slow', 'advice-other',
  // The turning point acts that advice out on the plot's own thing (plots/<plot>/advice.yaml): the remembering line only.
  'advice-acted',
  // The advice to find something to stand on (a kind of 'advice-other'): a reaching plot acts it out as it is said.
  'advice-stand',
];

/** A squabble's brother or sister the idea's words say ('my two girls keep fighting': 'f'), for the planner's stock one. */
/** A race at school ('the school ski race', 'sports day', « le cross de l'école »: plan/flag-words.yaml 'school-race'). */
export function schoolSaid(idea: IdeaReading | undefined, text = ''): boolean {
  return wordsOf([...(idea?.used ?? []), ...(idea?.unused ?? []), text].join(' ')).some((w) => FLAG_WORDS['school-race'].includes(w));
}

export function siblingSaid(idea: IdeaReading | undefined): 'f' | 'm' | undefined {
  const said = wordsOf([...(idea?.used ?? []), ...(idea?.unused ?? [])].join(' '));
  return said.some((w) => FLAG_WORDS['sibling-girls'].includes(w)) ? 'f' : said.some((w) => FLAG_WORDS['sibling-boys'].includes(w)) ? 'm' : undefined;
}

/** Where an out-of-place goal belongs (bring-home: the nest, the sky, the sea; plan/plots.yaml 'belongs'). */
const BELONGS = Object.keys(PLOT_TABLE.belongs.kinds);

/** Every flag a telling may test: the roles a chapter names, its time, weather and place, the plot's id, and the named ones. */
export const KNOWN_FLAGS: ReadonlySet<string> = new Set([
  ...CAST_ROLES, ...OBJECT_ROLES, ...PLACE_ROLES, 'here', 'focus', 'pair', 'group', ...TIME_SLOTS, ...SCENE_WEATHER,
  ...PLACE_ROLES.map((p) => `in-${p}`), ...PLOTS, ...NAMED, ...BELONGS,
]);

/** The flags that hold for the whole book, beside its roles: a plan without one of them never meets a telling that needs it. */
export const PLAN_LEVEL: ReadonlySet<string> = new Set(['owner', 'rival', 'helper', 'tool', 'gift', 'goal', ...WHOLE_BOOK, ...BELONGS]);

export function planLevelFlags(plan: Pick<StoryPlan, 'plot' | 'deed' | 'low' | 'idea' | 'objects' | 'belongs' | 'ideaRole'> & { age: StoryPlan['request']['age'] }): string[] {
  return [
    ...(plan.age === '3-5' ? ['young'] : []), ...(plan.deed ? ['deed'] : []), ...(plan.low ? ['low'] : []),
    // 'ride', 'hop', 'balance': how the race's thing is raced with (a bike is ridden: no running legs, no laces).
    ...(plan.plot === 'win-race' ? flagsOfWords('race-tools', plan.objects.find((o) => o.role === 'tool')?.noun).filter((f) => f !== 'swim') : []),
    // 'swim': the race is swum ('the swimming race'): in the water, no running legs, no laces, no hill.
    ...(isSwimRace(plan.plot, plan.idea) ? ['swim'] : []),
    // 'wish': the goal is a wish to see something (a real rainbow), never lost: nobody had it, nobody takes it home.
    ...(plan.idea?.situation === 'wish' ? ['wish'] : []),
    // 'new-friend': the child is the lonely one and makes a friend ('wants a friend', 'timide'): met, never looked for.
    ...(plan.plot === 'find-friend' && isNewFriend(plan.idea) ? ['new-friend'] : []),
    // 'missed': someone dear is far away (Papa works far away): missed, written to, waited for at home; never looked for.
    ...(plan.plot === 'find-friend' && isMissed(plan.idea) ? ['missed'] : []),
    // 'goodbye': the friend missed is moving away ('my best friend is moving to another town'): a last day together, a
    // keepsake, a promise to write; told before 'missed' (plots/find-friend/goodbye.yaml).
    ...(plan.plot === 'find-friend' && isMissed(plan.idea) && plan.idea?.goodbye === true ? ['goodbye'] : []),
    // 'visit': a journey to see someone (auntie Rose in the city): they are met at its end, and welcome the child.
    ...(plan.plot === 'reach-place' && isVisit(plan.idea) ? ['visit'] : []),
    // 'fly', 'sail': a journey flown (a rocket to the moon) or sailed (a boat to the island) meets no river to wade.
    ...(plan.plot === 'reach-place' ? [journeyWay(plan.idea)?.flag].filter((f) => f !== undefined) : []),
    // 'lost-out': lost where the idea says, away from home ('lost his teddy at the supermarket'): not first
    // looked for in the toy box or under the cushions. The garden is home's own: 'the hens escaped from the garden'.
    ...(plan.plot === 'find-lost' && plan.idea?.place?.place && !['home', 'garden'].includes(plan.idea.place.place) ? ['lost-out'] : []),
    // 'lost-child': the child is the one lost at the shops, and finds Mum again there (plan/lost-child-shapes.yaml).
    ...(isLostChild(plan.plot, plan.idea) ? ['lost-child'] : []),
    // 'blown': the wind blew it away ('a red umbrella that flies away', idea weather 'wind'): chased, never in the toy box.
    ...(plan.plot === 'find-lost' && plan.idea?.weather === 'wind' ? ['blown'] : []),
    // 'tooth': a milk tooth came out and is lost ('Emma has a wobbly tooth', 'Léo va perdre sa première dent'):
    // found before bedtime and put under the pillow for the tooth fairy (la petite souris), never mended.
    // A child's tooth: the owner, if any, is a child of the family or named ('Léo'), never 'the tooth fairy lost a tooth'.
    ...(plan.plot === 'find-lost' && isToothLost(plan.objects) && (!plan.idea?.owner || plan.idea.owner.family || plan.idea.owner.name || plan.idea.owner.self) ? ['tooth'] : []),
    // 'air': flown through the sky to a place on the ground (a balloon over the sea), not to the moon.
    ...(plan.plot === 'reach-place' && journeyWay(plan.idea)?.air ? ['air'] : []),
    // 'dream': a job dreamt of (be a firefighter, devenir astronaute): played at with its things, then a little
    // true; 'dream-fire', 'dream-space'...: which dream, so that its day is told (plan/plots.yaml 'dream-jobs');
    // 'dream-sport': a sport the child loves; 'dream-parent': to do as a parent does ('devenir pompier comme papa').
    ...(plan.plot === 'learn-skill' && isDreamDeed(plan.deed) ? ['dream', `dream-${dreamKind(plan.deed) ?? 'any'}`] : []),
    ...(plan.plot === 'learn-skill' && deedHasWordOf(plan.deed, PLOT_TABLE['dream-sports']) ? ['dream-sport'] : []),
    // 'bike': learning to ride a bike: its own tellings (the saddle held, wobbles, the hand let go), never walked to.
    // 'bike', 'swim-lesson': the parent's own lesson, learnt by the child, has its own tellings (the saddle held, the pool).
    ...[ownLesson(plan.plot, plan.idea?.deed, plan.ideaRole)].filter((f) => f !== undefined),
    ...(plan.plot === 'learn-skill' && isDreamDeed(plan.deed) && /\s(?:like|comme)\s/u.test(plan.deed ?? '') ? ['dream-parent'] : []),
    // 'pet': a pet's mischief ('our puppy chews shoes') is trained at home: its own tries for what it does ('chew').
    ...(isPetMischief(plan.plot, plan.idea) ? ['pet', plan.idea?.mischief?.does ?? 'chew'] : []),
    // 'trait', 'trait-cold': a being's trait is its trouble ('a penguin who is always cold'): its own tries and answer.
    ...(isBeingTrait(plan.plot, plan.idea) ? ['trait', `trait-${plan.idea?.trait}`] : []),
    // 'quirk-sound': the quirk's kind has its own trouble and turning point, where that very quirk saves the day.
    ...(isBeingTrait(plan.plot, plan.idea) && plan.idea?.quirk && plan.idea.quirk.kind !== 'other' ? ['quirk-kind', `quirk-${plan.idea.quirk.kind}`] : []),
    // 'fish': a pet fish's book, at home by its tank (plan/fish-shapes.yaml).
    ...(isPetFish(plan.plot, plan.idea) ? ['fish'] : []),
    // 'own-loved': the hero's thing is the child's own real one ('Mia and her pink bike'), never a toy one in a pocket.
    ...(plan.idea?.alsoLoved?.family === true ? ['own-loved'] : []),
    // 'melted', 'power-cut': a snowman made again, a cosy evening by torchlight until the lights come back; never taped or glued.
    ...[homeTrouble(plan.plot, plan.idea)].filter((f) => f !== undefined),
    // 'hospital': the one looked after is in hospital ('Finn's grandma is in hospital'): the day ends with a visit there.
    ...(plan.plot === 'do-together' && plan.idea?.together === 'caring' && (plan.idea.used ?? []).some((u) => wordsOf(u).some((w) => FLAG_WORDS.hospital.includes(w))) ? ['hospital'] : []),
    // 'fishing', 'pancakes', 'snowman': what is done with the family, so that its own trouble is told.
    ...(plan.plot === 'do-together' && plan.idea?.together ? [plan.idea.together, ...dayFlags(plan.idea)] : []),
    ...landFlags(plan.plot, plan.idea),
    ...(stormComes(plan.plot, plan.idea) ? ['storm-comes'] : []),
    ...holidayFlags(plan.plot, plan.idea),
    ...makingFlags(plan.plot, plan.idea),
    ...performFlags(plan.plot, plan.idea),
    // 'sick-spots', 'sick-cold'...: the child is ill in bed ('Emma has chickenpox'): its own small things, and what is missed.
    ...(plan.plot === 'do-together' && plan.idea?.together === 'sickday' ? (['spots', 'cold', 'tummy', 'school', 'birthday'] as const).filter((k) => (plan.idea?.used ?? []).some((u) => wordsOf(u).some((w) => FLAG_WORDS['sick-day'][k].includes(w)))).map((k) => `sick-${k}`) : []),
    // 'sleepless-excited'...: why the child cannot sleep, when the parent said (the first reason said, one only).
    ...(plan.plot === 'do-together' ? sleeplessFlags(plan.idea) : []),
    // 'hurt-leg': the child's leg is in the cast ('Mia broke her leg'): crutches, not a sling; an arm word wins. The same for
    // one of the family hurt and cared for ('caring-hurt': 'Grandpa broke his leg'): a leg up on a stool, not a sling.
    ...(plan.plot === 'do-together' && (plan.idea?.together === 'hurt' || caringHurt(plan.idea)) && saidAny(plan.idea, FLAG_WORDS['hurt-limbs'].leg) && !saidAny(plan.idea, FLAG_WORDS['hurt-limbs'].arm) ? ['hurt-leg'] : []),
    ...(plan.plot === 'do-together' && caringHurt(plan.idea) ? ['caring-hurt'] : []),
    // 'hurt-sprain': the child's own hurt is a sprain: a bandage and a few days' rest, never weeks in a cast.
    ...(isSprain(plan.idea) ? ['hurt-sprain'] : []),
    // 'sorry-push', 'sorry-broke'...: the misdeed owned up to, so that its own telling of it and of its mending is told.
    ...(plan.plot === 'do-together' && plan.idea?.together === 'sorry' && plan.idea.misdeed ? [`sorry-${plan.idea.misdeed.did}`, `sorry-${SORRY_KINDS[plan.idea.misdeed.did]}`, ...(plan.idea.misdeed.pet ? ['sorry-pet'] : [])] : []),
    // 'behaviour-fib', 'behaviour-share'...: the child's own behaviour, so that its turning point shows its own new way.
    ...(plan.plot === 'do-together' && plan.idea?.together === 'behaviour' && plan.idea.behaviour?.kind ? [`behaviour-${plan.idea.behaviour.kind}`, 'behaviour-known'] : []),
    // 'welcome-baby': the one wished for is a baby brother or sister: a gentle answer, a baby cousin held.
    ...(plan.plot === 'do-together' && plan.idea?.together === 'welcome' && wordsOf(plan.idea.subject?.words).some((w) => FLAG_WORDS['welcome-baby'].includes(w)) ? ['welcome-baby'] : []),
    // 'newbaby-worry', 'newbaby-sister', 'newbaby-brother': a baby on its way, worried about; a sister or a brother.
    ...(plan.plot === 'do-together' && plan.idea?.together === 'newbaby' ? newBabyFlags(plan.idea) : []),
    // 'felt-trouble': someone poorly looked after, a sleepover, camp, a big day out: its trouble is a feeling, not a task.
    ...(plan.plot === 'do-together' && plan.idea?.together && FLAG_WORDS['felt-trouble'].includes(plan.idea.together) ? ['felt-trouble'] : []),
    // A first day at school is felt too: nobody fibs about knowing the way to school, nor pushes through it like a task.
    ...(ideaFear(plan.plot, plan.idea) === 'first-day' ? ['felt-trouble'] : []),
    // 'own-birthday': the party is the child's own ('it's Mia's 5th birthday'): the child is the birthday child.
    // 'age': its age is said ('her 5th birthday', « elle aura 6 ans »): the token {age} (compose/entities.ts).
    ...(isOwnBirthday(plan.plot, plan.idea) ? ['own-birthday', ...(ownAge(plan.plot, plan.idea) ? ['age'] : [])] : []),
    // 'town': the move goes to a town the idea names ('moving to Manchester'): said at the start, on the road, at the new house.
    ...(plan.plot === 'do-together' && plan.idea?.together === 'moving' && plan.idea.town ? ['town'] : []),
    // Where an out-of-place goal belongs (the nest, the sky, the sea: plan/plots.yaml 'belongs').
    ...(plan.belongs ? [plan.belongs] : []),
  ];
}

/** A baby on its way (together 'newbaby'): the worry the parent's words say, and a sister or a brother when they say which. */
function newBabyFlags(idea: IdeaReading): string[] {
  const said = wordsOf((idea.used ?? []).join(' '));
  const baby = wordsOf(idea.subject?.words);
  return [
    ...(said.some((w) => FLAG_WORDS['newbaby-worry'].includes(w)) ? ['newbaby-worry'] : []),
    ...(baby.some((w) => ['sister', 'sœur'].includes(w)) ? ['newbaby-sister'] : baby.some((w) => ['brother', 'frère'].includes(w)) ? ['newbaby-brother'] : []),
  ];
}

/** One of the family looked after is hurt, not ill ('Grandpa broke his leg'): by a word of what the idea used. */
// A word of a hurt ('broke', « foulé ») or of a limb (« mal au genou »).
const caringHurt = (idea: IdeaReading | undefined): idea is IdeaReading => idea?.together === 'caring' && [FLAG_WORDS['caring-hurt'], FLAG_WORDS['hurt-limbs'].arm, FLAG_WORDS['hurt-limbs'].leg].some((l) => saidAny(idea, l));

/** The child's own hurt is a sprain ('Sam sprained her ankle', « foulé la cheville »): a bandage, not a cast. */
export const isSprain = (idea: IdeaReading | undefined): boolean => idea !== undefined && idea.together === 'hurt' && saidAny(idea, FLAG_WORDS['hurt-sprain']);

/** Whether the idea's words used say one of these words. */
/** Why the child cannot sleep (together 'bedtime'), the first reason the parent said: one evening has one reason. */
function sleeplessFlags(idea: IdeaReading | undefined): string[] {
  if (idea?.together !== 'bedtime') return [];
  const reason = (['excited', 'thinking', 'noises'] as const).find((k) => saidAny(idea, FLAG_WORDS.sleepless[k]));
  return reason ? [`sleepless-${reason}`] : [];
}

function saidAny(idea: IdeaReading, list: readonly string[]): boolean {
  return (idea.used ?? []).some((u) => wordsOf(u).some((w) => list.includes(w)));
}
