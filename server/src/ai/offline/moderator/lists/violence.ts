import type { CategoryList } from './category-list.ts';

// A knight's sword, a dragon's roar, a wolf, a storm or a fight that ends in friendship are the stuff of
// fairy tales and are not listed. What is listed is killing, blood and cruelty.
export const VIOLENCE: CategoryList = {
  reason: 'violence',
  any: [
    'kill', 'kills', 'killed', 'killing', 'killings', 'killer', 'killers', 'murder*', 'slaughter*',
    'massacr*', 'behead*', 'decapit*', 'dismember*', 'disembowel*', 'strangl*', 'stab', 'stabs', 'stabbed',
    'stabbing*', 'tortur*', 'bloodbath*', 'bloodshed', 'bloodthirsty', 'gore', 'gory', 'gruesome', 'mutilat*',
    'assassin*', 'homicid*', 'genocid*', 'lynch*', 'beat up', 'beats up', 'beating up', 'beat him up',
    'beat her up', 'beat them up', 'beat you up', 'beat me up', 'covered in blood', 'pool of blood',
    'blood everywhere', 'blood splatter*', 'bled to death', 'bleeding to death', 'bleed to death',
    'slit his throat', 'slit her throat', 'cut his throat', 'cut her throat', 'rip his head off',
    'tuer', 'tuait', 'tuaient', 'tuera', 'tueront', 'tuerai',
    'tuerait', 'tueur*', 'tueuse*', 'tuerie*', 'entretu*', 'meurtre*', 'meurtrier*', 'egorg*', 'etrangl*',
    'poignarde*', 'poignarda*', 'demembr*', 'eventr*', 'mutil*', 'tabass*', 'sang partout',
    'couvert de sang', 'couverte de sang', 'mare de sang', 'bain de sang', 'battu a mort', 'battue a mort',
    'frappe a mort', 'trancher la gorge', 'gorge tranchee',
  ],
  en: [],
  // Once accents are removed, Vietnamese 'tuệ' reads as 'tue'.
  fr: ['tue', 'tues', 'tuent', 'tuee', 'tuees'],
  allowed: ['killer whale', 'killer whales', 'kill time', 'killing time', 'lady killer'],
};
