// Where a page's picture is drawn (issue 10 'Pictures of the page'): the scene its place is, unless the day
// is a house day (a move, a day ill in bed) or a visit (the classroom of a first day at school, the waiting
// room of a checkup or the vet); and the child asleep or tucked in at home drawn in bed, in the bedroom.
import { SCENE_PROP_STATES, type SceneCastEntry, type ScenePlace, type ScenePose, type ScenePropEntry, type SceneRoom, type SceneVisitRoom } from '../../../scene-brief.ts';
import { PLACE_SCENES, type CastMember, type CastRole, type PlaceId, type StoryPlan } from '../plan/types.ts';
import { ideaFear } from '../plan/flags.ts';
import { RULES } from './picture-rules.ts';
import type { SceneCues } from './scene-cues.ts';

const homeOf = (plan: StoryPlan): string | undefined => plan.places.find((p) => p.role === 'home')?.id;

/** What the day is, as a visit (picture-rules.yaml 'visit-rooms'): a first day at school, a checkup, the vet. */
const visitOf = (plan: StoryPlan): string => ideaFear(plan.plot, plan.idea) ?? (plan.plot === 'do-together' ? plan.idea?.together ?? '' : '');

/** The scene a page in this place is drawn as. */
export function sceneOf(plan: StoryPlan, placeId: PlaceId | undefined): ScenePlace {
  // The home of a move, an illness or a meal is a house, never the castle a knight calls home (picture-rules.yaml 'house-days').
  const houseDay = plan.plot === 'do-together' && RULES['house-days'].has(plan.idea?.together ?? '') && placeId === homeOf(plan);
  // A school day's or a checkup's pages away from home are in its room (picture-rules.yaml 'visit-rooms').
  const visit = RULES['visit-rooms'][visitOf(plan)];
  const awayVisit = visit !== undefined && placeId !== undefined && placeId !== homeOf(plan);
  return houseDay ? 'home' : awayVisit ? visit : placeId ? PLACE_SCENES[placeId] : 'home';
}

export interface BedInput {
  plan: StoryPlan;
  placeId: PlaceId | undefined;
  scene: ScenePlace;
  poses: Map<CastRole, ScenePose>;
  /** The plan's things and the things the words bring: the bed joins the latter, the pillow leaves both. */
  props: ScenePropEntry[];
  named: ScenePropEntry[];
  present: { role: CastRole; member: CastMember }[];
  figureOf: (member: CastMember) => SceneCastEntry['character'] | undefined;
}

/** Whether the hero is drawn in bed, putting the bed on the page when so. The child asleep or tucked in at home
 * is in bed, in the bedroom (picture-rules.yaml 'in-bed'): the bed is drawn with the child in it, and the pillow
 * the words name is the bed's. At the hero's own home that is no house (a knight's castle, a princess's), the bed
 * is in the bedroom of a house, as on the days at home of picture-rules.yaml 'house-days': never on the castle's lawn. */
export function putToBed({ plan, placeId, scene, poses, props, named, present, figureOf }: BedInput): boolean {
  const atHome = placeId !== undefined && placeId === homeOf(plan);
  const abed = (RULES['in-bed'].places.has(scene) || atHome) && RULES['in-bed'].poses.has(poses.get('hero') ?? '');
  if (!abed) return false;
  for (const list of [props, named]) { const at = list.findIndex((p) => p.prop === 'pillow'); if (at >= 0) list.splice(at, 1); }
  if (!props.some((p) => p.prop === 'bed') && !named.some((p) => p.prop === 'bed')) named.push({ prop: 'bed', state: 'plain' });
  // The grown-up who put the child to bed sits by it, as in any room (picture-rules.yaml 'bedside-figures').
  for (const { role, member } of present) if (poses.get(role) === 'sleeping' && RULES['bedside-figures'].has(figureOf(member) ?? '')) poses.set(role, 'sitting');
  return true;
}

/** The room of a page at home: the bedroom of the child in bed, and of a night of the toys ('bedroom-days'); in a
 * visit's waiting room, whose it is (picture-rules.yaml 'waiting-rooms'), by the day or a thing of the story. */
export function roomOf(plan: StoryPlan, scene: ScenePlace, abed: boolean, things: ReadonlySet<string | undefined>): { room?: SceneRoom | SceneVisitRoom } {
  if (scene === 'waiting-room') {
    const whose = RULES['waiting-rooms'];
    const by = whose.by[visitOf(plan)] ?? Object.entries(whose.by).find(([thing]) => things.has(thing))?.[1];
    return { room: by ?? whose.else };
  }
  return abed || (scene === 'home' && plan.plot === 'do-together' && RULES['bedroom-days'].has(plan.idea?.together ?? '')) ? { room: 'bedroom' } : {};
}

export interface VisitInput {
  plan: StoryPlan;
  scene: ScenePlace;
  /** The pictured event's narration. */
  eventText: string;
  cues: SceneCues;
  cast: SceneCastEntry[];
  named: ScenePropEntry[];
}

/** The one the visit is to, drawn in the visit's room on a page whose pictured words name them (picture-rules.yaml
 * 'visit-people': the vet who looks in the dog's ears), right after the hero; and the pet the vet looks at lying on
 * the examination table ('examined-on'), taken off the floor and out of the cast. */
export function visitPeople({ plan, scene, eventText, cues, cast, named }: VisitInput): void {
  const visit = visitOf(plan);
  const person = RULES['visit-people'][visit];
  if (!person || scene !== RULES['visit-rooms'][visit] || cast.some((c) => c.character === person)) return;
  if (!cues.figures.some((f) => f.figure === person && f.re.test(eventText))) return;
  cast.splice(cast.findIndex((c) => c.who === 'hero') + 1, 0, { who: 'walk-on', character: person, pose: 'pointing' });
  const exam = RULES['examined-on'][visit];
  if (!exam) return;
  const states: readonly string[] = SCENE_PROP_STATES[exam.table];
  const lying = named.findIndex((p) => states.includes(p.prop));
  const figure = cast.findIndex((c) => c.who === 'owner' && exam.as[c.character] !== undefined);
  const pet = lying >= 0 ? (named[lying] as ScenePropEntry).prop : figure >= 0 ? exam.as[(cast[figure] as SceneCastEntry).character] : undefined;
  if (lying >= 0) named.splice(lying, 1);
  else if (figure >= 0) cast.splice(figure, 1);
  named.push({ prop: exam.table, state: pet ?? states[0] ?? '' });
}
