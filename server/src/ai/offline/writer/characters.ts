// The eight characters of SPEC.md §3 as the storyteller names them in each language.
import type { Character } from '@storyloom/contracts/options';
import { noun, type FrNoun, type Gender } from './french-grammar.ts';
import type { PlaceId } from './places.ts';

type Named = readonly [name: string, gender: Gender];

export interface CharacterDef {
  home: PlaceId;
  en: {
    kind: string;
    label: string;
    limbs: string;
    /** As a helper met on the way: "wise old owl". */
    helper: string;
    names: readonly Named[];
    /** Genders a child's name may have and still be this hero in English. */
    childGenders: readonly Gender[];
  };
  fr: {
    /** The hero noun with its adjectives, by the hero's gender; missing = that gender cannot be this hero. */
    hero: Partial<Record<Gender, FrNoun>>;
    limbs: string;
    helper: FrNoun;
    /** The helper once met: 'hibou', 'licorne'. */
    helperShort: FrNoun;
    names: readonly Named[];
  };
}

export const CHARACTER_DEFS: Record<Character, CharacterDef> = {
  'brave-knight': {
    home: 'bright-castle',
    en: { kind: 'knight', label: 'brave knight', limbs: 'boots', helper: 'old knight with a silver beard', names: [['Sir Oliver', 'm'], ['Sir Rowan', 'm'], ['Sir Cedric', 'm'], ['Sir Percy', 'm'], ['Dame Rosalie', 'f'], ['Sir Gareth', 'm'], ['Dame Elsie', 'f'], ['Sir Tobias', 'm'], ['Dame Elinor', 'f'], ['Sir Humphrey', 'm'], ['Dame Beatrix', 'f'], ['Sir Alaric', 'm']], childGenders: ['m', 'f'] },
    fr: {
      hero: { m: noun('chevalier courageux', 'm', { pl: 'chevaliers courageux' }), f: noun('chevalière courageuse', 'f') },
      limbs: 'ses bottes', helper: noun('vieux chevalier à la barbe d\'argent', 'm'), helperShort: noun('chevalier', 'm'),
      names: [['Léon', 'm'], ['Tristan', 'm'], ['Arthur', 'm'], ['Gauvain', 'm'], ['Baudouin', 'm'], ['Perceval', 'm'], ['Lancelin', 'm'], ['Amaury', 'm'], ['Bertrand', 'm'], ['Godefroy', 'm'], ['Clovis', 'm'], ['Enguerrand', 'm']],
    },
  },
  'clever-princess': {
    home: 'turret-castle',
    en: { kind: 'princess', label: 'clever princess', limbs: 'feet', helper: 'clever princess from the castle', names: [['Luna', 'f'], ['Isabel', 'f'], ['Rosalind', 'f'], ['Marigold', 'f'], ['Clementine', 'f'], ['Aurora', 'f'], ['Winnie', 'f'], ['Philippa', 'f'], ['Seraphina', 'f'], ['Primrose', 'f'], ['Annabel', 'f'], ['Ottilie', 'f']], childGenders: ['f'] },
    fr: {
      hero: { f: noun('princesse astucieuse', 'f') },
      limbs: 'ses petits pieds', helper: noun('princesse astucieuse du château', 'f'), helperShort: noun('princesse', 'f'),
      names: [['Capucine', 'f'], ['Margot', 'f'], ['Héloïse', 'f'], ['Églantine', 'f'], ['Mélusine', 'f'], ['Aliénor', 'f'], ['Bérénice', 'f'], ['Sibylle', 'f'], ['Blanche', 'f'], ['Cunégonde', 'f'], ['Apolline', 'f'], ['Mahaut', 'f']],
    },
  },
  'friendly-dragon': {
    home: 'ember-hill',
    en: { kind: 'dragon', label: 'friendly dragon', limbs: 'wings', helper: 'gentle old dragon', names: [['Spark', 'm'], ['Ember', 'f'], ['Bramwell', 'm'], ['Cinder', 'f'], ['Puff', 'm'], ['Scorch', 'm'], ['Juniper', 'f'], ['Rumble', 'm'], ['Saffron', 'f'], ['Smudge', 'm'], ['Flicker', 'f'], ['Cobble', 'm']], childGenders: ['m', 'f'] },
    fr: {
      hero: { m: noun('gentil dragon', 'm') },
      limbs: 'ses grandes ailes', helper: noun('vieux dragon débonnaire', 'm', { pl: 'vieux dragons débonnaires' }), helperShort: noun('dragon', 'm'),
      names: [['Gaspard', 'm'], ['Pistache', 'm'], ['Firmin', 'm'], ['Brasero', 'm'], ['Anselme', 'm'], ['Fumeron', 'm'], ['Théodore', 'm'], ['Flamèche', 'm'], ['Cramoisi', 'm'], ['Séraphin', 'm'], ['Tison', 'm'], ['Grégoire', 'm']],
    },
  },
  'wise-owl': {
    home: 'old-oak',
    en: { kind: 'owl', label: 'wise owl', limbs: 'wings', helper: 'wise old owl', names: [['Barnaby', 'm'], ['Olive', 'f'], ['Hoot', 'm'], ['Professor Plume', 'm'], ['Wilhelmina', 'f'], ['Archibald', 'm'], ['Hazelnut', 'f'], ['Mortimer', 'm'], ['Agatha', 'f'], ['Quill', 'm'], ['Rosemary', 'f'], ['Bartholomew', 'm']], childGenders: ['m', 'f'] },
    fr: {
      hero: { m: noun('vieux hibou sage', 'm', { pl: 'vieux hiboux sages', aspirated: true }), f: noun('petite chouette sage', 'f') },
      limbs: 'ses ailes', helper: noun('vieux hibou sage', 'm', { pl: 'vieux hiboux sages', aspirated: true }), helperShort: noun('hibou', 'm', { pl: 'hiboux', aspirated: true }),
      names: [['Anatole', 'm'], ['Oscar', 'm'], ['Hippolyte', 'm'], ['Barnabé', 'm'], ['Ulysse', 'm'], ['Edmond', 'm'], ['Ernest', 'm'], ['Aristide', 'm'], ['Léopold', 'm'], ['Séverin', 'm'], ['Honoré', 'm'], ['Philémon', 'm']],
    },
  },
  'playful-cat': {
    home: 'blue-cottage',
    en: { kind: 'cat', label: 'playful cat', limbs: 'paws', helper: 'old grey cat', names: [['Pip', 'm'], ['Mimi', 'f'], ['Ziggy', 'm'], ['Marmalade', 'm'], ['Whiskers', 'm'], ['Clementine', 'f'], ['Tabitha', 'f'], ['Biscuit', 'm'], ['Pepper', 'f'], ['Sardine', 'm'], ['Fidget', 'f'], ['Tumble', 'm']], childGenders: ['m', 'f'] },
    fr: {
      hero: { m: noun('chat joueur', 'm', { pl: 'chats joueurs' }) },
      limbs: 'ses pattes', helper: noun('vieux chat gris', 'm', { pl: 'vieux chats gris' }), helperShort: noun('chat', 'm'),
      names: [['Filou', 'm'], ['Pompon', 'm'], ['Caramel', 'm'], ['Moustache', 'm'], ['Réglisse', 'm'], ['Chaussette', 'm'], ['Grisou', 'm'], ['Pacha', 'm'], ['Minou', 'm'], ['Ficelle', 'm'], ['Charbon', 'm'], ['Galopin', 'm']],
    },
  },
  'curious-mouse': {
    home: 'great-library',
    en: { kind: 'mouse', label: 'curious mouse', limbs: 'paws', helper: 'quick little mouse', names: [['Tilly', 'f'], ['Hazel', 'f'], ['Squeak', 'm'], ['Pipkin', 'm'], ['Nutmeg', 'f'], ['Crumble', 'm'], ['Poppy', 'f'], ['Thimble', 'f'], ['Barley', 'm'], ['Bramblewick', 'm'], ['Clover', 'f'], ['Pickle', 'm']], childGenders: ['m', 'f'] },
    fr: {
      hero: { f: noun('petite souris curieuse', 'f', { pl: 'petites souris curieuses' }), m: noun('petit souriceau curieux', 'm', { pl: 'petits souriceaux curieux' }) },
      limbs: 'ses petites pattes', helper: noun('petite souris agile', 'f', { pl: 'petites souris agiles' }), helperShort: noun('souris', 'f'),
      names: [['Noisette', 'f'], ['Lili', 'f'], ['Praline', 'f'], ['Myrtille', 'f'], ['Cannelle', 'f'], ['Brindille', 'f'], ['Framboise', 'f'], ['Groseille', 'f'], ['Vanille', 'f'], ['Pâquerette', 'f'], ['Mirabelle', 'f'], ['Amande', 'f']],
    },
  },
  'magical-unicorn': {
    home: 'rainbow-meadow',
    en: { kind: 'unicorn', label: 'magical unicorn', limbs: 'hooves', helper: 'silver unicorn', names: [['Stardust', 'f'], ['Twinkle', 'f'], ['Moonbeam', 'm'], ['Silverhoof', 'm'], ['Sparkle', 'f'], ['Celestine', 'f'], ['Blossom', 'f'], ['Glimmer', 'f'], ['Starlight', 'f'], ['Rainmist', 'm'], ['Aurelia', 'f'], ['Snowdrop', 'f']], childGenders: ['m', 'f'] },
    fr: {
      hero: { f: noun('licorne magique', 'f') },
      limbs: 'ses sabots', helper: noun('licorne argentée', 'f'), helperShort: noun('licorne', 'f'),
      names: [['Étoile', 'f'], ['Opale', 'f'], ['Céleste', 'f'], ['Perle', 'f'], ['Aurore', 'f'], ['Nacre', 'f'], ['Comète', 'f'], ['Iris', 'f'], ['Lumière', 'f'], ['Neige', 'f'], ['Dragée', 'f'], ['Ondine', 'f']],
    },
  },
  'little-bear': {
    home: 'bear-den',
    en: { kind: 'bear', label: 'little bear', limbs: 'paws', helper: 'old brown bear', names: [['Bramble', 'm'], ['Bruno', 'm'], ['Honey', 'f'], ['Barnaby Bear', 'm'], ['Hazel', 'f'], ['Bumble', 'm'], ['Teddy', 'm'], ['Rufus', 'm'], ['Maple', 'f'], ['Dumpling', 'm'], ['Bilberry', 'f'], ['Barnaby Brown', 'm']], childGenders: ['m', 'f'] },
    fr: {
      hero: { m: noun('petit ours', 'm', { pl: 'petits ours' }), f: noun('petite ourse', 'f') },
      limbs: 'ses grosses pattes', helper: noun('vieil ours brun', 'm', { pl: 'vieux ours bruns' }), helperShort: noun('ours', 'm'),
      names: [['Martin', 'm'], ['Bruno', 'm'], ['Nounours', 'm'], ['Câlin', 'm'], ['Boniface', 'm'], ['Brioche', 'm'], ['Balthazar', 'm'], ['Grignotin', 'm'], ['Pataud', 'm'], ['Sirop', 'm'], ['Noé', 'm'], ['Marius', 'm']],
    },
  },
};
