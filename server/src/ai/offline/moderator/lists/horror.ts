import type { CategoryList } from './category-list.ts';

// Terror and horror, not the gentle fright of a fairy tale: a monster under the bed, a ghost who wants a
// friend, a witch or a dark forest are allowed.
export const HORROR: CategoryList = {
  reason: 'horror',
  any: [
    'corpse*', 'cadaver*', 'cadavre*', 'demon', 'demons', 'demonic', 'demoniaque*', 'satan*', 'lucifer',
    'possessed', 'exorcis*', 'slasher*', 'chainsaw*', 'cannibal*', 'terrorist*', 'terrorism', 'jihad*',
    'horror movie*', 'horror film*', 'snuff', 'entrails', 'severed head*', 'rotting flesh', 'gouge* out',
    'eyes gouged', 'occult*', 'tronconneuse*', 'terroriste*', 'terrorisme', 'attentat*', 'film d horreur',
    'films d horreur', 'tete coupee', 'tete tranchee', 'entrailles', 'chair en decomposition',
  ],
  en: [],
  fr: [],
  allowed: [],
};
