// Chapter shapes (issue 10 'chapter shapes written as tables'), read from plan/shapes.yaml and checked at
// start: for each length, what each chapter tells, where and when, and the plot older readers get more of.
// Books told in one day (plan/one-day-shapes.yaml: a day with the family, a milk tooth, a big feeling) have their
// own long shape, with no night in the middle.
import { STORY_LENGTHS, type StoryLength } from '@storyloom/contracts/options';
import { z } from 'zod';
import { readYaml } from '../content/read-yaml.ts';
import type { IdeaReading } from '../idea/types.ts';
import { FLAG_WORDS, ideaFear, isLostChild } from './flags.ts';
import { homeTrouble } from './places.ts';
import { FISH, isPetFish } from './pet-fish.ts';
import { isToyNight, nightShape } from './toy-night.ts';
import { NEW_BABY, isNewBaby } from './new-baby.ts';
import { PLOT_TABLE } from './plot-table.ts';
import { isBeingTrait, isPetMischief } from './plot-for-idea.ts';
import { EVENT_KINDS, PLACE_ROLES, PLOTS, TIME_SLOTS, type PlotId } from './types.ts';

const events = z.array(z.enum(EVENT_KINDS)).min(1);
const shapeSchema = z.strictObject({ events, slot: z.enum(TIME_SLOTS), place: z.enum(PLACE_ROLES), older: events.optional() });
const shapeList = z.array(shapeSchema).min(1);

export type ChapterShape = z.infer<typeof shapeSchema>;

export const SHAPES = readYaml(new URL('./shapes.yaml', import.meta.url), z.record(z.enum(STORY_LENGTHS), shapeList));

const ONE_DAY = readYaml(new URL('./one-day-shapes.yaml', import.meta.url), z.strictObject({
  plots: z.array(z.enum(PLOTS)).min(1), 'nights-out': z.array(z.string().min(1)), 'nights-away': z.array(z.string().min(1)).default([]), tooth: z.boolean(), feelings: z.boolean(), 'dark-fear': z.boolean(), 'storm-fear': z.boolean(),
  'night-feelings': z.array(z.string().min(1)), 'night-words': z.array(z.string().min(1)),
  short: shapeList.optional(), medium: shapeList.optional(), long: shapeList.optional(),
}));

// A pet trained at home ('our puppy chews shoes'): the house and the garden, never a setting off or a journey.
const PET = readYaml(new URL('./pet-shapes.yaml', import.meta.url), z.strictObject({ short: shapeList, medium: shapeList, long: shapeList }));

// A fear met where it is, in a day ('checkup': the dentist, a jab; 'bath-fear': the bath): plan/fear-shapes.yaml.
const FEAR = readYaml(new URL('./fear-shapes.yaml', import.meta.url), z.strictObject({
  checkup: z.strictObject({ short: shapeList, medium: shapeList, long: shapeList }),
  'bath-fear': z.strictObject({ short: shapeList, medium: shapeList, long: shapeList }),
  show: z.strictObject({ short: shapeList, medium: shapeList, long: shapeList }),
  'first-day': z.strictObject({ short: shapeList, medium: shapeList, long: shapeList }),
}));

// The child lost at the shops ('lost in the supermarket'): one morning there, found again, home (plan/lost-child-shapes.yaml).
const LOST_CHILD = readYaml(new URL('./lost-child-shapes.yaml', import.meta.url), z.strictObject({ short: shapeList, medium: shapeList, long: shapeList }));

/** The idea says night: a feeling of the night (bad dreams) or a word of it ('at bedtime', 'la nuit'). */
function saysNight(idea: IdeaReading): boolean {
  if (idea.feeling && ONE_DAY['night-feelings'].includes(idea.feeling)) return true;
  const words = [idea.subject, idea.other, idea.place].map((p) => p?.words ?? '').concat(idea.deed ?? '').join(' ').toLowerCase().split(/[^\p{L}]+/u);
  return words.some((w) => ONE_DAY['night-words'].includes(w));
}

/** A day's trouble, not a trip away: a milk tooth lost (find-lost of a tooth), the child's own big feeling, a fear of the dark. */
function isOneDay(plot: PlotId, idea: IdeaReading | undefined): boolean {
  // Summer camp ('nights-away') is more than a day: its long book keeps the first night away in the middle.
  if (ONE_DAY.plots.includes(plot)) return !(plot === 'do-together' && idea?.together !== undefined && ONE_DAY['nights-away'].includes(idea.together));
  // A fear of the dark or of storms (plan/flag-words.yaml 'dark-fear', 'storm-fear') is met when the dark or the
  // storm comes, at the day's end: a night in the middle would have the child sleep through it first and face it
  // the next morning.
  for (const fear of ['dark-fear', 'storm-fear'] as const) {
    const words = FLAG_WORDS[fear];
    if (ONE_DAY[fear] && plot === 'face-fear' && idea && !idea.feeling && [idea.other, idea.subject].some((p) => p && (words.includes(p.head) || words.includes(p.words)))) return true;
  }
  if (!idea || saysNight(idea)) return false;
  const tooth = plot === 'find-lost' && idea.subject?.prop === 'tooth' && (!idea.owner || idea.owner.family === true || idea.owner.name !== undefined || idea.owner.self === true);
  return (ONE_DAY.tooth && tooth) || (ONE_DAY.feelings && idea.feeling !== undefined);
}

/** The chapters of a book of this length, plot and idea: a book told in one day has no night-camp nor new-morning;
 * a pet's mischief is taught at home (plan/pet-shapes.yaml), as a melted snowman or a power cut is seen to. */
export function shapeFor(length: StoryLength, plot: PlotId, idea?: IdeaReading): readonly ChapterShape[] {
  // A melted snowman or a power cut ('home-troubles') is seen to at home and in the garden too: nobody sets off.
  // The child ill in bed (plots.yaml 'together' 'home-day'): the day is at home too, a night in the middle of a long book.
  // The toys awake at night ('the toys come alive when Emma is asleep'): bedtime to morning at home (plan/toy-night-shapes.yaml).
  if (isToyNight(plot, idea)) return nightShape(length, idea);
  // A baby on its way: the days of the wait, the night Mum goes to hospital, the baby home (plan/new-baby-shapes.yaml).
  if (isNewBaby(plot, idea)) return NEW_BABY[length];
  const homeDay = plot === 'do-together' && idea?.together !== undefined && PLOT_TABLE.together[idea.together]?.['home-day'] === true;
  // A being's trait answered ('a penguin who is always cold'): it comes to the child's house, where the answer is made.
  if (isPetMischief(plot, idea) || isBeingTrait(plot, idea) || homeTrouble(plot, idea) || homeDay) return PET[length];
  if (isLostChild(plot, idea)) return LOST_CHILD[length];
  // A pet fish ('our goldfish looks lonely'): at home, where its water is (plan/fish-shapes.yaml).
  if (isPetFish(plot, idea)) return FISH[length];
  const fear = ideaFear(plot, idea);
  if (fear) return FEAR[fear][length];
  const shape = (isOneDay(plot, idea) ? ONE_DAY[length] : undefined) ?? SHAPES[length];
  // A night out under canvas: the last chapter (its happy end and its bedtime) is where they camped.
  const out = plot === 'do-together' && idea?.together !== undefined && ONE_DAY['nights-out'].includes(idea.together);
  return out ? shape.map((c) => (c.events.includes('homecoming') ? { ...c, place: 'far' as const } : c)) : shape;
}
