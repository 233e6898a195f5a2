import type { CategoryList } from './category-list.ts';

// Weapons made to hurt people. Swords, bows, shields and cannons on a pirate ship belong to fairy tales
// and adventure stories and are not listed; toys that share a word are allowed by phrase.
export const WEAPONS: CategoryList = {
  reason: 'weapons',
  any: [
    'gun', 'guns', 'gunfire', 'gunshot*', 'gunman', 'gunmen', 'handgun*', 'shotgun*', 'machine gun*',
    'machinegun*', 'rifle', 'rifles', 'pistol', 'pistols', 'revolver*', 'firearm*', 'ammunition', 'ammo',
    'bullet', 'bullets', 'bomb', 'bombs', 'bombing*', 'explosive*', 'uzi', 'kalashnikov*', 'kalachnikov*',
    'sniper*', 'landmine*', 'brass knuckles', 'shoot him', 'shoot her', 'shoot them', 'shoot you',
    'shoot me', 'shoot people', 'shoot everyone', 'shot him', 'shot her', 'shot them', 'shot you', 'shot me',
    'shot people', 'shot dead', 'shooting people', 'school shooting*', 'mass shooting*',
    'fusil', 'fusils', 'fusillade*', 'mitraill*', 'flingue*', 'pistolet', 'pistolets', 'arme a feu',
    'armes a feu', 'bombe', 'bombes', 'explosif*', 'tirer sur lui', 'tirer sur elle', 'tirer sur eux',
    'tirer sur les gens', 'tire sur lui', 'tire sur elle',
  ],
  en: ['grenade', 'grenades'],
  fr: [],
  allowed: [
    'water gun*', 'water pistol*', 'bubble gun*', 'glue gun*', 'nerf gun*', 'squirt gun*', 'bath bomb*',
    'seed bomb*', 'bullet point*', 'bullet train*', 'pistolet a eau', 'pistolets a eau', 'pistolet a bulles',
    'pistolet a colle', 'bombe de bain', 'bombes de bain', 'bombe glacee',
  ],
};
