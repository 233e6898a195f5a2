import type { CategoryList } from './category-list.ts';

// Slurs are listed so that they can be refused; they are never shown to anyone.
export const HATE: CategoryList = {
  reason: 'hate',
  any: [
    'nigger*', 'nigga*', 'faggot*', 'fag', 'fags', 'retarded', 'spic', 'spics', 'chink', 'chinks', 'kike',
    'kikes', 'tranny', 'trannies', 'wetback*', 'raghead*', 'towelhead*', 'gook', 'gooks', 'nazi', 'nazis',
    'neonazi*', 'neo nazi*', 'hitler', 'heil', 'sieg heil', 'white power', 'white supremac*', 'kkk',
    'ku klux*', 'negresse*', 'bougnoul*', 'youpin*', 'bamboula', 'bicot*', 'gouine*',
    'tarlouze*', 'sale arabe', 'sale juif', 'sale juive', 'sale noir', 'sale noire', 'sale negre',
  ],
  en: ['retard', 'retards'],
  // 'negre' is 'black' in Catalan.
  fr: ['pede', 'pedes', 'pd', 'negre', 'negres'],
  allowed: [],
};
