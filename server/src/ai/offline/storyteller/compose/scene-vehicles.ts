// The vehicle a page's words ride in (issue 10 'pictures of the page': a journey by car, train, bus, boat or plane was
// told in words and no vehicle drawn): the car of 'off they drove', the plane of 'then they were on the plane', the
// train of « le train glissa hors de la gare », drawn on the page where the pictured event rides in it.
import { SCENE_PROP_STATES, type ScenePlace, type SceneProp, type ScenePropEntry } from '../../../scene-brief.ts';
import { RULES } from './picture-rules.ts';
import { namesProp, type SceneCues } from './scene-cues.ts';

export interface RideInput {
  scene: ScenePlace;
  /** The page is at the hero's home, where a journey is talked of (a knight's castle is out of doors). */
  atHome: boolean;
  /** The pictured event's narration, the whole page's on the way there (plan place 'away', all of it in the car): a
   * car only remembered on a later page ('what Dad said in the car') is not drawn. */
  eventText: string;
  cues: SceneCues;
  props: readonly ScenePropEntry[];
  /** The things the page's words bring: the vehicle joins them. */
  named: ScenePropEntry[];
  /** The drawings of the story's things: a toy car of the story is what 'the car' of its words is. */
  things: ReadonlySet<SceneProp | undefined>;
}

/** Puts the vehicle the pictured words ride in among the page's things, where a vehicle can stand (picture-rules.yaml
 * 'vehicle-scenes': the station's hall and out of doors, never at home nor in the garden); at sea the ferry
 * is the boat on the water; none when the story's thing is its toy ('toys': the toy car mended is 'the car'). */
export function rideIn({ scene, atHome, eventText, cues, props, named, things }: RideInput): void {
  const where = RULES['vehicle-scenes'];
  if (atHome || (RULES.indoors.has(scene) && !where.rooms.has(scene)) || where.never.has(scene)) return;
  const ridden = cues.vehicles.find((v) => namesProp(v, eventText))?.prop;
  const toy = ridden ? where.toys[ridden] : undefined;
  if (!ridden || (toy && things.has(toy))) return;
  const prop = scene === 'sea' ? where.afloat[ridden] ?? ridden : ridden;
  if ([...props, ...named].some((p) => p.prop === prop)) return;
  named.unshift({ prop, state: SCENE_PROP_STATES[prop][0] });
}
