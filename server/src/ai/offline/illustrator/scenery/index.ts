// The places the illustrator knows, one per entry of the brief's SCENE_PLACES (drawable.ts checks this at
// start); a place outside them is refused when the brief is read, never drawn as something else.
import type { ScenePlace } from '../../../scene-brief.ts';
import { castle, village } from './built-places.ts';
import { forest, garden, meadow } from './green-places.ts';
import { cave, home, library } from './indoor-places.ts';
import type { Place } from './place.ts';
import { mountain, sea, skyland } from './wild-places.ts';
import { farm, zoo } from './farm-and-zoo.ts';
import { fair } from './fairground.ts';
import { aquarium, hall, pool } from './public-rooms.ts';
import { circus } from './big-top.ts';
import { park } from './park.ts';
import { classroom, waitingRoom } from './visit-rooms.ts';

export const PLACES: Readonly<Record<ScenePlace, Place>> = {
  forest, castle, meadow, sea, mountain, village, cave, sky: skyland, home, library, garden, farm, zoo, pool, fair, hall, circus, aquarium, park, classroom, 'waiting-room': waitingRoom,
};

export function placeFor(key: ScenePlace): { key: ScenePlace; place: Place } {
  return { key, place: PLACES[key] };
}
