// The places the illustrator knows; an unknown place is drawn as a meadow.
import { castle, village } from './built-places.ts';
import { forest, garden, meadow } from './green-places.ts';
import { cave, home, library } from './indoor-places.ts';
import type { Place } from './place.ts';
import { mountain, sea, skyland } from './wild-places.ts';

export const PLACES: Readonly<Record<string, Place>> = {
  forest, castle, meadow, sea, mountain, village, cave, sky: skyland, home, library, garden,
};

export const PLACE_KEYS = Object.keys(PLACES);

export function placeFor(key: string): { key: string; place: Place } {
  const place = PLACES[key];
  return place ? { key, place } : { key: 'meadow', place: meadow };
}
