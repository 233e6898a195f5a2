// Objects the plots turn on (the goal) and the hero's treasured belongings, in both languages.
import { noun, type FrNoun } from './french-grammar.ts';
import type { EnThing, FrThing, PropKey, ThingKind } from './story-context.ts';
import { aOrAn } from './text-tools.ts';

interface ThingDef {
  en: string;
  fr: FrNoun;
  prop?: PropKey;
}

const T = (en: string, fr: FrNoun, prop?: PropKey): ThingDef => (prop ? { en, fr, prop } : { en, fr });

export const THINGS = {
  'fallen-star': T('little fallen star', noun('petite étoile tombée', 'f'), 'star'),
  'golden-key': T('golden key', noun('clé dorée', 'f', { pl: 'clés dorées' }), 'key'),
  'old-map': T('old map', noun('vieille carte', 'f', { pl: 'vieilles cartes' }), 'map'),
  'magic-lantern': T('magic lantern', noun('lanterne magique', 'f', { pl: 'lanternes magiques' }), 'lantern'),
  'moonflower': T('moonflower', noun('fleur de lune', 'f'), 'flower'),
  'rainbow-feather': T('rainbow feather', noun('plume arc-en-ciel', 'f'), 'feather'),
  'music-box': T('little music box', noun('petite boîte à musique', 'f', { pl: 'petites boîtes à musique' })),
  'silver-bell': T('silver bell', noun('clochette d\'argent', 'f')),
  'brass-compass': T('brass compass', noun('boussole en cuivre', 'f'), 'compass'),
  'singing-shell': T('singing shell', noun('coquillage chantant', 'm', { pl: 'coquillages chantants' }), 'shell'),
  'spell-book': T('book of spells', noun('grimoire', 'm'), 'book'),
  'red-kite': T('red kite', noun('cerf-volant rouge', 'm', { pl: 'cerfs-volants rouges' }), 'kite'),
  'honey-cakes': T('basket of honey cakes', noun('panier de gâteaux au miel', 'm', { pl: 'paniers de gâteaux au miel' }), 'cake'),
  'apples': T('basket of rosy apples', noun('panier de pommes rouges', 'm', { pl: 'paniers de pommes rouges' }), 'apple'),
  'blanket': T('patchwork blanket', noun('couverture à carreaux', 'f', { pl: 'couvertures à carreaux' }), 'blanket'),
  'blue-ball': T('bouncy blue ball', noun('balle bleue', 'f', { pl: 'balles bleues' }), 'ball'),
  'paper-boat': T('little paper boat', noun('petit bateau en papier', 'm', { pl: 'petits bateaux en papier' }), 'boat'),
  'story-book': T('book of stories', noun('livre d\'histoires', 'm', { pl: 'livres d\'histoires' }), 'book'),
} satisfies Record<string, ThingDef>;

export type ThingId = keyof typeof THINGS;

/** Things a hero may treasure, lend or share, with the kind that decides how they are shared. */
export const TREASURES: Readonly<Partial<Record<ThingId, ThingKind>>> = {
  'honey-cakes': 'food', apples: 'food', 'red-kite': 'toy', blanket: 'warm', 'blue-ball': 'toy',
  'story-book': 'book', 'paper-boat': 'toy', 'magic-lantern': 'light',
};

export function enThing(id: ThingId): EnThing {
  const def: ThingDef = THINGS[id];
  const base = { a: aOrAn(def.en), the: `the ${def.en}` };
  return def.prop ? { ...base, prop: def.prop } : base;
}

export function frThing(id: ThingId): FrThing {
  const def: ThingDef = THINGS[id];
  return def.prop ? { n: def.fr, prop: def.prop } : { n: def.fr };
}
