import type { CategoryList } from './category-list.ts';

export const DRUGS: CategoryList = {
  reason: 'drugs',
  any: [
    'cocaine', 'heroin', 'meth', 'methamphetamine*', 'amphetamine*', 'marijuana', 'marihuana', 'cannabis',
    'lsd', 'mdma', 'ecstasy', 'opium', 'opioid*', 'fentanyl', 'ketamine', 'narcotic*', 'drug', 'drugs',
    'drugged', 'druggie*', 'overdos*', 'get high', 'getting high', 'crack cocaine',
    'alcohol*', 'drunk', 'drunken', 'beer', 'beers', 'vodka', 'whisky', 'whiskey', 'tequila', 'booze*',
    'liquor', 'hangover', 'wine', 'wines', 'cigarette*', 'cigar', 'cigars', 'tobacco', 'vape', 'vaping',
    'nicotine', 'drogue*', 'alcool*', 'biere', 'bieres', 'ivre', 'ivres', 'ivrogne*', 'saoul*',
    'clope*', 'tabac', 'cigare', 'cigares', 'narcotique*',
  ],
  en: [],
  // 'bong' is left out: in stories it is the sound of a bell or a bump far more often than a pipe.
  // 'soul' is how 'soûl' (drunk) reads once accents are removed, and an everyday word in English.
  fr: ['soul', 'soule', 'souls', 'vin', 'vins'],
  allowed: ['root beer*', 'wine gum*', 'ginger beer*'],
};
