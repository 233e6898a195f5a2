// What each figure on a chapter's picture does (issue 10 'poses that act'). The words of the pictured
// event come first: "Maya climbed..." draws Maya climbing, "They ran..." draws everyone running, "Bramble
// sat down" sits the companion. What the words leave open comes from tables by event (and by plot for
// the tries: one searches for a lost thing, races a rival, holds up the umbrella); friends answer the
// hero's pose (a hug needs two, a walk is walked together). Standing is the last resort, never a default.
// The tables: plan/events.yaml 'hero' and 'others', plan/plots.yaml 'tries', compose/pose-answers.yaml.
import { z } from 'zod';
import { SCENE_POSES, type ScenePose, type SceneWear } from '../../../scene-brief.ts';
import { readYaml } from '../content/read-yaml.ts';
import { EVENT_TABLE } from '../plan/event-table.ts';
import { PLOT_TABLE } from '../plan/plot-table.ts';
import type { CastMember, CastRole, PlotEvent, PlotId } from '../plan/types.ts';
import { plainText, type SceneCues } from './scene-cues.ts';

type Pick = (list: readonly ScenePose[]) => ScenePose;

/** The poses done with a thing of one's own (the water, a bike, a pony, a rod, a pot), which the illustrator draws around the figure. */
const ACTING: ReadonlySet<ScenePose> = new Set<ScenePose>(['swimming', 'cycling', 'riding', 'fishing', 'stirring']);

/** A friend's answer to the hero's pose (compose/pose-answers.yaml), checked at start. */
const poses = z.array(z.enum(SCENE_POSES)).min(1);
const ANSWER = readYaml(new URL('./pose-answers.yaml', import.meta.url), z.record(z.enum(SCENE_POSES), poses));

export interface PoseInput {
  plot: PlotId;
  event: PlotEvent;
  /** The pictured event's words. */
  text: string;
  /** The figures on the page, the hero first. */
  present: { role: CastRole; member: CastMember }[];
  /** Everyone the event has, drawn or not (an idea's dog), so their actions are not given to the hero. */
  named: { role: CastRole; member: CastMember }[];
  cues: SceneCues;
  pick: Pick;
}

/** The names a sentence calls a cast member by: its given name, else the last word of its noun. */
function namesOf(member: CastMember): string[] {
  return [member.name, member.noun?.split(/\s+/).pop()].filter((n): n is string => n !== undefined && n.length > 1).map((n) => n.toLowerCase());
}

/** The last cast member a stretch of text names (by given name or noun), 'all' for "they", "everyone"...; or
 * the first one it names. */
function castNamed(text: string, input: PoseInput, together = input.cues.together, first = false): { at: number; who: CastRole | 'all' } | undefined {
  const low = text.toLowerCase();
  let best: { at: number; who: CastRole | 'all' } | undefined;
  const better = (at: number): boolean => at >= 0 && (best === undefined || (first ? at < best.at : at > best.at));
  for (const { role, member } of input.named) {
    for (const n of namesOf(member)) {
      const at = first ? low.indexOf(n) : low.lastIndexOf(n);
      if (better(at)) best = { at, who: role };
    }
  }
  for (const m of low.matchAll(together)) if (better(m.index)) best = { at: m.index, who: 'all' };
  return best;
}

/** Who a sentence's action belongs to: the last of the cast named before the action's word; with nobody
 * before it, one named just after it ("On a stone sat a mouse"); else whoever the sentences before named
 * last ("Her dog was scared. He hid": the dog); else the hero. */
function actor(before: string, after: string, earlier: string, input: PoseInput): CastRole | 'all' | 'nobody' {
  const named = castNamed(before, input);
  if (named) return named.who;
  // "Then she ran": the one named last; "The news ran fast": nobody on the page. A sentence that opens
  // on 'she' or 'he' is theirs to the end ("She crouched down and searched"), even when someone is named
  // after the action ("She coughed, and swam on, while the hare bobbed over the wave": she swam).
  const words = before.toLowerCase().split(/[^\p{L}']+/u).filter(Boolean);
  const opener = words[0] !== undefined && input.cues.gendered.has(words[0]);
  const first = opener ? undefined : castNamed(after.slice(0, 40), input, NEVER, true);
  if (first) return first.who;
  if (!opener && !words.every((w) => input.cues.pronouns.has(w))) return 'nobody';
  // "...sighed Teddy. She climbed": 'she' is not Teddy but the last one named who is a she, else the hero
  // when the hero is one.
  const gender = words.map((w) => input.cues.gendered.get(w)).find((g) => g !== undefined);
  if (gender) {
    const same = input.named.filter(({ member }) => pronounGender(member) === gender);
    const hero = same.find((m) => m.role === 'hero');
    const last = castNamed(earlier, { ...input, named: same }, NEVER);
    if (last) return last.who;
    if (hero) return 'hero';
  }
  return castNamed(earlier, input)?.who ?? 'hero';
}

const NEVER = /(?!)/g;

/** The gender a pronoun for this member has: a named one's own, else its noun's ('la souris' is 'elle'). */
function pronounGender(member: CastMember): 'm' | 'f' | 'n' {
  return member.name ? member.gender : (member.speciesGender ?? member.gender);
}

/** The poses the words give, by role: for each figure, the first pose of the cue list its sentence names. */
function posesFromWords(input: PoseInput): Map<CastRole, ScenePose> {
  const found = new Map<CastRole, ScenePose>();
  const sentences = plainText(input.text).split(/(?<=[.!?…])\s+/);
  for (const { pose, re } of input.cues.poses) {
    for (const [k, sentence] of sentences.entries()) {
      const m = re.exec(sentence);
      if (!m) continue;
      const who = actor(sentence.slice(0, m.index), sentence.slice(m.index + m[0].length), sentences.slice(0, k).join(' '), input);
      if (who === 'nobody') continue;
      // "They swam", "they rode off": the ones who race or do it (the hero and a rival), not a friend on
      // the sand, who has no water, bike, pony, rod or pot of its own (picture-rules.yaml 'acting').
      const together = input.present.map((p) => p.role).filter((r) => !ACTING.has(pose) || r === 'hero' || r === 'rival');
      const roles = who === 'all' ? together : [who];
      // A hug takes two: the one hugged, named just after, hugs back.
      if (pose === 'hugging' && who !== 'all') {
        const hugged = actor('', sentence.slice(m.index + m[0].length), '', input);
        if (hugged !== 'all' && hugged !== 'nobody' && hugged !== who) roles.push(hugged);
      }
      for (const r of roles) if (!found.has(r)) found.set(r, pose);
    }
    // 'Mum tucked Emma in': the one named in the next words lies in bed, not the one who tucks (nor a
    // runner 'tucked in close behind' another, where nobody is named straight after).
    if (pose === 'lying') {
      for (const sentence of sentences) {
        for (const m of sentence.matchAll(input.cues.tucks)) {
          const next = sentence.slice(m.index + m[0].length).trim().split(/\s+/).slice(0, 3).join(' ');
          const tucked = castNamed(next, input, NEVER, true);
          if (tucked && tucked.who !== 'all' && !found.has(tucked.who)) found.set(tucked.who, 'lying');
        }
      }
    }
  }
  return found;
}

/** Every present figure's pose: the words first, then the event's and the plot's tables. */
export function posesFor(input: PoseInput): Map<CastRole, ScenePose> {
  const { event, pick } = input;
  const poses = posesFromWords(input);
  // The good-night and the night under the stars stay asleep or sitting, whatever the words recall.
  if (event.kind === 'homecoming') for (const p of input.present) poses.set(p.role, 'sleeping');
  const row = EVENT_TABLE[event.kind];
  const heroTable = event.kind === 'try' ? PLOT_TABLE.plots[input.plot].tries : row.hero;
  const tabled = event.kind === 'try' ? heroTable[(event.n ?? 0) % heroTable.length] : pick(heroTable);
  // Up a tree is a claim the words must make: outside a try (where the plot climbs for its kite), a hero
  // the words do not send climbing reaches instead of being drawn on a trunk.
  const hero = poses.get('hero') ?? (tabled === 'climbing' && event.kind !== 'try' ? 'reaching' : tabled) ?? 'waving';
  poses.set('hero', hero);
  for (const { role } of input.present) {
    if (poses.has(role)) continue;
    const table = role === 'companion' || role === 'rival' ? ANSWER[hero] : (row.others ?? ANSWER[hero]);
    // A rival races: on a try or a complication it runs beside the hero.
    const rivalRuns = role === 'rival' && (event.kind === 'try' || event.kind === 'set-off');
    poses.set(role, rivalRuns ? 'running' : pick(table));
  }
  return poses;
}

/** What each figure wears on the page (scene-cues 'wear'): a costume named in a sentence that also puts it on
 * ('wearing': 'Maya put on her pirate hat', 'with the red helmet slipping down over his eyes'), worn by whoever
 * that sentence's action belongs to, as for a pose; 'They put on crowns' crowns everyone on the page. */
export function wornBy(input: PoseInput, text: string): Map<CastRole, SceneWear> {
  const worn = new Map<CastRole, SceneWear>();
  const sentences = plainText(text).split(/(?<=[.!?…])\s+/);
  for (const [k, sentence] of sentences.entries()) {
    const put = input.cues.wearing.exec(sentence);
    if (!put) continue;
    const thing = input.cues.wear.find((w) => w.re.test(sentence));
    if (!thing) continue;
    // 'put it on Tom's head', « sur la tête d'Inès »: the one whose head the words name wears it, not the one who puts it there.
    const onHead = castNamed(put[0], input, NEVER, true)?.who;
    const who = onHead ?? actor(sentence.slice(0, put.index), sentence.slice(put.index + put[0].length), sentences.slice(0, k).join(' '), input);
    if (who === 'nobody') continue;
    for (const role of who === 'all' ? input.present.map((p) => p.role) : [who]) if (!worn.has(role)) worn.set(role, thing.wear);
  }
  return worn;
}
