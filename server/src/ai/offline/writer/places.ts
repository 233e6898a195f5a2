// Named places of the storyteller's world, in both languages, each tied to an illustrator place key.
import { noun, withPrep, type FrNoun } from './french-grammar.ts';
import type { EnPlace, FrPlace, PlaceKey } from './story-context.ts';

interface PlaceDef {
  key: PlaceKey;
  en: { the: string; in: string; to?: string };
  fr: { n: FrNoun; prep: string };
}

const P = (key: PlaceKey, the: string, at: string, fr: FrNoun, prep: string, to?: string): PlaceDef => ({
  key,
  en: { the, in: `${at} ${the}`, ...(to ? { to } : {}) },
  fr: { n: fr, prep },
});

export const PLACES = {
  'whispering-wood': P('forest', 'the Whispering Wood', 'in', noun('forêt des Murmures', 'f'), 'dans'),
  'bluebell-wood': P('forest', 'Bluebell Wood', 'in', noun('bois des Jacinthes', 'm'), 'dans'),
  'old-oak': P('forest', 'the old oak tree', 'in', noun('vieux chêne', 'm'), 'dans'),
  'bear-den': P('forest', 'the snug den by the river', 'in', noun('tanière près de la rivière', 'f'), 'dans'),
  'bright-castle': P('castle', 'the castle of Brightstone', 'in', noun('château de Roche-Claire', 'm'), 'dans'),
  'turret-castle': P('castle', 'the castle with the seven towers', 'in', noun('château aux Sept Tours', 'm'), 'dans'),
  'old-tower': P('castle', 'the Old Tower', 'in', noun('vieille tour', 'f'), 'dans'),
  'buttercup-meadow': P('meadow', 'Buttercup Meadow', 'in', noun('prairie aux Boutons-d\'Or', 'f'), 'dans'),
  'rainbow-meadow': P('meadow', 'the Rainbow Meadow', 'in', noun('prairie de l\'Arc-en-ciel', 'f'), 'dans'),
  'silver-sea': P('sea', 'the Silver Sea', 'by', noun('mer d\'Argent', 'f'), 'au bord de', 'down to the Silver Sea'),
  'shell-bay': P('sea', 'Seashell Bay', 'at', noun('baie des Coquillages', 'f'), 'dans'),
  'cloudtop-mountain': P('mountain', 'Cloudtop Mountain', 'on', noun('montagne des Nuages', 'f'), 'sur', 'up Cloudtop Mountain'),
  'snowy-peak': P('mountain', 'the Snowy Peak', 'on', noun('pic Enneigé', 'm'), 'sur', 'up to the Snowy Peak'),
  'ember-hill': P('cave', 'the warm cave on Ember Hill', 'in', noun('grotte de la colline Rousse', 'f'), 'dans'),
  'applebrook': P('village', 'the village of Applebrook', 'in', noun('village de Pommeraie', 'm'), 'dans'),
  'crystal-cave': P('cave', 'the Crystal Cave', 'in', noun('grotte de Cristal', 'f'), 'dans'),
  'echo-cave': P('cave', 'the Cave of Echoes', 'in', noun('caverne des Échos', 'f'), 'dans'),
  'cloud-kingdom': P('sky', 'the Cloud Kingdom', 'in', noun('royaume des Nuages', 'm'), 'dans', 'up to the Cloud Kingdom'),
  'blue-cottage': P('home', 'the little blue cottage', 'in', noun('petite maison bleue', 'f'), 'dans'),
  'great-library': P('library', 'the Great Library', 'in', noun('grande bibliothèque', 'f'), 'dans'),
  'rose-garden': P('garden', 'the Rose Garden', 'in', noun('jardin des Roses', 'm'), 'dans'),
  'secret-garden': P('garden', 'the walled garden', 'in', noun('jardin aux hauts murs', 'm'), 'dans'),
} satisfies Record<string, PlaceDef>;

export type PlaceId = keyof typeof PLACES;

export function enPlace(id: PlaceId): EnPlace {
  const def: PlaceDef = PLACES[id];
  return { key: def.key, the: def.en.the, in: def.en.in, to: def.en.to ?? `to ${def.en.the}` };
}

export function frPlace(id: PlaceId): FrPlace {
  const def: PlaceDef = PLACES[id];
  return { key: def.key, n: def.fr.n, loc: withPrep(def.fr.prep, def.fr.n) };
}
