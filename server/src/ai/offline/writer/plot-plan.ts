// The shape of a story: which beats each chapter carries for 5, 8 and 12 chapters, where and when
// each chapter happens, how it feels, and which beats carry the moral and the parent's ideas.
import type { Idea } from './custom-ideas.ts';
import type { Mood, TimeOfDay } from './beat-text.ts';
import type { MoralStage } from './moral-arcs.ts';
import type { Beat, SkeletonDef, Where } from './skeletons.ts';

const PLANS: Record<number, readonly (readonly Beat[])[]> = {
  5: [['home', 'want'], ['problem', 'try1'], ['try2', 'help'], ['turning'], ['resolution', 'return']],
  8: [['home'], ['want', 'problem'], ['journey', 'meeting'], ['try1'], ['try2', 'setback'], ['help'], ['turning'], ['resolution', 'return']],
  12: [
    ['home'], ['want'], ['problem'], ['journey'], ['try1'], ['meeting'], ['try2'], ['setback'],
    ['discovery', 'help'], ['turning'], ['resolution'], ['return'],
  ],
};

const DEFAULT_WHERE: Record<Beat, Where> = {
  home: 'home', want: 'home', problem: 'home', journey: 'far', meeting: 'far', discovery: 'far',
  try1: 'away', try2: 'away', setback: 'away', help: 'away', turning: 'away', resolution: 'away', return: 'home',
};

const MOOD: Record<Beat, Mood> = {
  home: 'calm', want: 'excited', problem: 'worried', journey: 'excited', meeting: 'happy', try1: 'worried',
  try2: 'worried', setback: 'sad', discovery: 'excited', help: 'calm', turning: 'proud', resolution: 'happy', return: 'calm',
};

/** The beat that names a chapter and sets its picture when a chapter carries two. */
const LEAD: readonly Beat[] = ['home', 'resolution', 'problem', 'help', 'return', 'turning', 'meeting', 'setback', 'journey', 'discovery', 'want', 'try2', 'try1'];

/** Where each role of idea is best introduced, in order of preference. */
const IDEA_BEATS: Record<Idea['role'], readonly Beat[]> = {
  creature: ['meeting', 'journey', 'try2', 'try1', 'setback', 'problem'],
  place: ['journey', 'discovery', 'meeting', 'setback', 'try1', 'try2', 'problem'],
  object: ['discovery', 'try1', 'journey', 'setback', 'try2', 'want', 'problem'],
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
}

export function planStory(chapters: number, skeleton: SkeletonDef, ideas: readonly Idea[]): ChapterPlan[] {
  const shape = PLANS[chapters] ?? PLANS[8] ?? [];
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
    return {
      beats, lead,
      where: skeleton.where?.[lead] ?? DEFAULT_WHERE[lead],
      time: timeOf(i, shape.length, beats, skeleton.night === true),
      mood: MOOD[lead],
      moral, ideaIntro: [], ideaEcho: [],
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

function timeOf(i: number, n: number, beats: readonly Beat[], night: boolean): TimeOfDay {
  if (beats.includes('return')) return night ? 'night' : 'evening';
  if (night && (beats.includes('turning') || beats.includes('resolution'))) return 'night';
  if (night && beats.includes('problem')) return 'evening';
  const t = i / (n - 1);
  if (t < 0.25) return 'morning';
  if (t < 0.7) return 'day';
  return 'evening';
}
