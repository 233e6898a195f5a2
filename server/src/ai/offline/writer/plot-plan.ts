// The shape of a story: which beats each chapter carries for 5, 8 and 12 chapters, where and when
// each chapter happens, how it feels, and which beats carry the moral and the parent's ideas.
import type { Idea } from './custom-ideas.ts';
import type { Mood, TimeOfDay } from './beat-text.ts';
import type { MoralStage } from './moral-arcs.ts';
import type { Beat, SkeletonDef, Where } from './skeletons.ts';

/**
 * Chapter shapes for 5, 8 and 12 chapters. The journey (and the meeting on the way) always comes right
 * before the first beat that happens away from home: after the problem when the trouble is found at
 * home, before it when the trouble is found over there, before the wish when even the wish happens
 * there. A plot that stays at home takes a little walk and has a visitor instead.
 */
type Shape = 'home' | 'there' | 'wish-there' | 'stay';

/** Five chapters leave no room for a walk: every shape tells them the same way. */
const FIVE: readonly (readonly Beat[])[] = [['home', 'want'], ['problem', 'try1'], ['try2', 'help'], ['turning'], ['resolution', 'return']];

const PLANS: Record<Shape, Record<number, readonly (readonly Beat[])[]>> = {
  home: {
    5: FIVE,
    8: [['home'], ['want', 'problem'], ['journey', 'meeting'], ['try1'], ['try2', 'setback'], ['help'], ['turning'], ['resolution', 'return']],
    12: [
      ['home'], ['want'], ['problem'], ['journey'], ['meeting'], ['try1'], ['try2'], ['setback'],
      ['discovery', 'help'], ['turning'], ['resolution'], ['return'],
    ],
  },
  there: {
    5: FIVE,
    8: [['home'], ['want'], ['journey', 'meeting'], ['problem', 'try1'], ['try2', 'setback'], ['help'], ['turning'], ['resolution', 'return']],
    12: [
      ['home'], ['want'], ['journey'], ['meeting'], ['problem'], ['try1'], ['try2'], ['setback'],
      ['discovery', 'help'], ['turning'], ['resolution'], ['return'],
    ],
  },
  'wish-there': {
    5: FIVE,
    8: [['home'], ['journey', 'meeting'], ['want', 'problem'], ['try1'], ['try2', 'setback'], ['help'], ['turning'], ['resolution', 'return']],
    12: [
      ['home'], ['journey'], ['meeting'], ['want'], ['problem'], ['try1'], ['try2'], ['setback'],
      ['discovery', 'help'], ['turning'], ['resolution'], ['return'],
    ],
  },
  stay: {
    5: FIVE,
    8: [['home'], ['want', 'problem'], ['try1'], ['stroll'], ['try2', 'setback'], ['help'], ['turning'], ['resolution', 'return']],
    12: [
      ['home'], ['want'], ['problem'], ['try1'], ['stroll'], ['try2'], ['visit'], ['setback'],
      ['help'], ['turning'], ['resolution'], ['return'],
    ],
  },
};

const DEFAULT_WHERE: Record<Beat, Where> = {
  home: 'home', want: 'home', problem: 'home', journey: 'far', meeting: 'far', discovery: 'away',
  try1: 'away', try2: 'away', setback: 'away', help: 'away', turning: 'away', resolution: 'away', return: 'home',
  stroll: 'away', visit: 'home',
};

const MOOD: Record<Beat, Mood> = {
  home: 'calm', want: 'excited', problem: 'worried', journey: 'excited', meeting: 'happy', try1: 'worried',
  try2: 'worried', setback: 'sad', discovery: 'excited', help: 'calm', turning: 'proud', resolution: 'happy', return: 'calm',
  stroll: 'calm', visit: 'happy',
};

function shapeOf(skeleton: SkeletonDef): Shape {
  if (skeleton.stay) return 'stay';
  const where = skeleton.where ?? {};
  if (where.want && where.want !== 'home') return 'wish-there';
  if (where.problem && where.problem !== 'home') return 'there';
  return 'home';
}

/** Where a beat happens: the skeleton says, else a plot that stays at home stays there. */
function whereOf(skeleton: SkeletonDef, beat: Beat): Where {
  const said = skeleton.where?.[beat];
  if (said) return said;
  if (skeleton.stay && beat !== 'stroll') return 'home';
  return DEFAULT_WHERE[beat];
}

/** The beat that names a chapter and sets its picture when a chapter carries two. */
const LEAD: readonly Beat[] = [
  'home', 'resolution', 'problem', 'help', 'return', 'turning', 'meeting', 'visit', 'setback', 'journey', 'stroll', 'discovery', 'want', 'try2', 'try1',
];

/** Where each role of idea is best introduced, in order of preference. */
const IDEA_BEATS: Record<Idea['role'], readonly Beat[]> = {
  creature: ['meeting', 'visit', 'journey', 'stroll', 'try2', 'try1', 'setback', 'problem'],
  place: ['journey', 'stroll', 'discovery', 'meeting', 'setback', 'try1', 'try2', 'problem'],
  object: ['discovery', 'stroll', 'try1', 'journey', 'setback', 'try2', 'want', 'problem'],
};

export interface ChapterPlan {
  beats: readonly Beat[];
  lead: Beat;
  where: Where;
  time: TimeOfDay;
  mood: Mood;
  /** Moral stage carried by each beat of this chapter. */
  moral: Partial<Record<Beat, MoralStage[]>>;
  /** Indexes (into the idea list) introduced in this chapter, and echoed in it. */
  ideaIntro: number[];
  ideaEcho: number[];
  /** The story is already at home when this chapter begins (nobody needs to walk home). */
  home?: boolean;
  /** A plot that stays at home happens indoors: the kitchen, not the wood around the den. */
  indoors?: boolean;
  /** The plot stays at home: nobody sets out, and nobody walks home, except on the little walk. */
  stay?: boolean;
}

export function planStory(chapters: number, skeleton: SkeletonDef, ideas: readonly Idea[]): ChapterPlan[] {
  const byLength = PLANS[shapeOf(skeleton)];
  const shape = byLength[chapters] ?? byLength[8] ?? [];
  const all = shape.flat();
  const moralAt: Partial<Record<Beat, MoralStage[]>> = {};
  const add = (beat: Beat, stage: MoralStage): void => {
    (moralAt[beat] ??= []).push(stage);
  };
  add(all.includes('want') ? 'want' : 'home', 'setup');
  add('try1', 'pressure');
  add(all.includes('setback') ? 'setback' : 'try2', 'pressure');
  add('turning', 'turn');
  add('return', 'echo');

  const plans: ChapterPlan[] = shape.map((beats, i) => {
    const lead = LEAD.find((b) => beats.includes(b)) ?? beats[0] ?? 'home';
    const moral: Partial<Record<Beat, MoralStage[]>> = {};
    for (const b of beats) if (moralAt[b]) moral[b] = moralAt[b];
    // The last chapter starts at home when the happy ending already happened there.
    const before = shape[i - 1] ?? [];
    const ending = beats.includes('resolution') ? 'resolution' : before.includes('resolution') ? 'resolution' : undefined;
    const home = beats.includes('return') && ending !== undefined && whereOf(skeleton, ending) === 'home';
    const where = whereOf(skeleton, lead);
    const indoors = skeleton.stay === true && where === 'home' && !beats.includes('home');
    return {
      beats, lead,
      where,
      time: timeOf(i, shape, skeleton.night === true),
      mood: MOOD[lead],
      moral, ideaIntro: [], ideaEcho: [],
      ...(home ? { home } : {}),
      ...(indoors ? { indoors } : {}),
      ...(skeleton.stay ? { stay: true } : {}),
    };
  });

  // Each idea goes to the best free chapter for its role; all are remembered at the end.
  const taken = new Set<number>();
  ideas.forEach((idea, index) => {
    const candidates = IDEA_BEATS[idea.role].flatMap((beat) => plans.flatMap((p, ci) => (p.beats.includes(beat) ? [ci] : [])));
    // Two ideas may share their best chapter rather than one landing somewhere it does not fit.
    const best = candidates.slice(0, 2);
    const ci = best.find((c) => !taken.has(c)) ?? candidates.find((c) => !taken.has(c)) ?? candidates[0] ?? 1;
    taken.add(ci);
    plans[ci]?.ideaIntro.push(index);
    plans[plans.length - 1]?.ideaEcho.push(index);
  });
  return plans;
}

function timeOf(i: number, shape: readonly (readonly Beat[])[], night: boolean): TimeOfDay {
  const beats = shape[i] ?? [];
  if (beats.includes('return')) return night ? 'night' : 'evening';
  if (night) {
    // Once the night's trouble has begun, the story stays in the dark until it is over.
    const trouble = shape.findIndex((b) => b.includes('problem'));
    if (i === trouble) return 'evening';
    if (trouble >= 0 && i > trouble) return 'night';
  }
  const t = i / (shape.length - 1);
  if (t < 0.25) return 'morning';
  if (t < 0.7) return 'day';
  return 'evening';
}
