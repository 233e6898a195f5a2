// Words a parent's custom ideas may use, with what they become in the plot (a creature met, a place
// visited, an object found), the nearest illustrator prop or place, and their French gender.
// Only phrases whose head word is listed here reach the story: free text is material, never orders.
import type { Gender } from './french-grammar.ts';
import type { PlaceKey, PropKey } from './story-context.ts';

export type IdeaRole = 'creature' | 'place' | 'object';

export interface IdeaWord {
  role: IdeaRole;
  prop?: PropKey;
  place?: PlaceKey;
  /** Always definite: "the moon", "la lune". */
  unique?: boolean;
}

interface Entry extends IdeaWord {
  en: readonly string[];
  fr: readonly (readonly [word: string, gender: Gender, aspirated?: boolean])[];
}

const C = 'creature' as const;
const P = 'place' as const;
const O = 'object' as const;

const ENTRIES: readonly Entry[] = [
  { role: C, prop: 'puppy', en: ['puppy', 'dog', 'doggy'], fr: [['chiot', 'm'], ['chien', 'm'], ['toutou', 'm']] },
  { role: C, en: ['kitten', 'cat', 'kitty'], fr: [['chaton', 'm'], ['chat', 'm']] },
  { role: C, en: ['bunny', 'rabbit'], fr: [['lapin', 'm'], ['lapinou', 'm']] },
  { role: C, en: ['fox'], fr: [['renard', 'm']] },
  { role: C, en: ['unicorn'], fr: [['licorne', 'f']] },
  { role: C, en: ['dragon'], fr: [['dragon', 'm']] },
  { role: C, en: ['dinosaur', 'dino'], fr: [['dinosaure', 'm']] },
  { role: C, en: ['fairy'], fr: [['fée', 'f']] },
  { role: C, en: ['elf', 'pixie', 'gnome'], fr: [['lutin', 'm']] },
  { role: C, en: ['mermaid'], fr: [['sirène', 'f']] },
  { role: C, en: ['pirate'], fr: [['pirate', 'm']] },
  { role: C, en: ['robot'], fr: [['robot', 'm']] },
  { role: C, en: ['giant'], fr: [['géant', 'm']] },
  { role: C, en: ['owl'], fr: [['hibou', 'm', true], ['chouette', 'f']] },
  { role: C, prop: 'feather', en: ['bird', 'parrot'], fr: [['oiseau', 'm'], ['perroquet', 'm']] },
  { role: C, en: ['butterfly'], fr: [['papillon', 'm']] },
  { role: C, en: ['turtle', 'tortoise'], fr: [['tortue', 'f']] },
  { role: C, en: ['horse', 'pony'], fr: [['cheval', 'm'], ['poney', 'm']] },
  { role: C, en: ['elephant'], fr: [['éléphant', 'm']] },
  { role: C, en: ['lion'], fr: [['lion', 'm']] },
  { role: C, en: ['tiger'], fr: [['tigre', 'm']] },
  { role: C, en: ['monkey'], fr: [['singe', 'm']] },
  { role: C, en: ['penguin'], fr: [['pingouin', 'm'], ['manchot', 'm']] },
  { role: C, en: ['dolphin'], fr: [['dauphin', 'm']] },
  { role: C, en: ['whale'], fr: [['baleine', 'f']] },
  { role: C, en: ['fish'], fr: [['poisson', 'm']] },
  { role: C, en: ['frog'], fr: [['grenouille', 'f']] },
  { role: C, en: ['bear', 'teddy'], fr: [['ours', 'm'], ['nounours', 'm']] },
  { role: C, en: ['squirrel'], fr: [['écureuil', 'm']] },
  { role: C, en: ['hedgehog'], fr: [['hérisson', 'm', true]] },
  { role: C, en: ['mouse'], fr: [['souris', 'f']] },
  { role: C, en: ['duck', 'duckling'], fr: [['canard', 'm'], ['caneton', 'm']] },
  { role: C, en: ['bee', 'ladybird', 'ladybug'], fr: [['abeille', 'f'], ['coccinelle', 'f']] },
  { role: C, en: ['giraffe'], fr: [['girafe', 'f']] },
  { role: C, en: ['snail'], fr: [['escargot', 'm']] },
  { role: C, en: ['panda', 'koala'], fr: [['panda', 'm'], ['koala', 'm']] },
  { role: C, en: ['wizard', 'magician'], fr: [['magicien', 'm'], ['enchanteur', 'm']] },
  { role: C, en: ['witch'], fr: [['sorcière', 'f']] },
  { role: C, en: ['snowman'], fr: [['bonhomme de neige', 'm']] },
  { role: P, prop: 'bridge', en: ['bridge'], fr: [['pont', 'm']] },
  { role: P, place: 'castle', en: ['castle', 'palace', 'tower'], fr: [['château', 'm'], ['palais', 'm'], ['tour', 'f']] },
  { role: P, place: 'sea', en: ['island', 'beach', 'lake', 'lighthouse'], fr: [['île', 'f'], ['plage', 'f'], ['lac', 'm'], ['phare', 'm']] },
  { role: P, place: 'sea', unique: true, en: ['sea', 'ocean', 'seaside'], fr: [['mer', 'f'], ['océan', 'm']] },
  { role: P, place: 'forest', en: ['forest', 'wood', 'woods', 'jungle', 'tree', 'treehouse'], fr: [['forêt', 'f'], ['bois', 'm'], ['jungle', 'f'], ['arbre', 'm'], ['cabane', 'f']] },
  { role: P, place: 'mountain', en: ['mountain', 'hill', 'volcano'], fr: [['montagne', 'f'], ['colline', 'f'], ['volcan', 'm']] },
  { role: P, place: 'cave', en: ['cave', 'grotto'], fr: [['grotte', 'f'], ['caverne', 'f']] },
  { role: P, place: 'garden', en: ['garden', 'park'], fr: [['jardin', 'm'], ['parc', 'm']] },
  { role: P, place: 'library', en: ['library'], fr: [['bibliothèque', 'f']] },
  { role: P, place: 'village', en: ['village', 'town', 'farm', 'city'], fr: [['village', 'm'], ['ville', 'f'], ['ferme', 'f']] },
  { role: P, place: 'meadow', en: ['meadow', 'field'], fr: [['prairie', 'f'], ['pré', 'm'], ['champ', 'm']] },
  { role: P, place: 'forest', en: ['river', 'waterfall', 'stream'], fr: [['rivière', 'f'], ['cascade', 'f'], ['ruisseau', 'm']] },
  { role: P, place: 'sky', prop: 'star', unique: true, en: ['moon'], fr: [['lune', 'f']] },
  { role: P, place: 'sky', en: ['cloud', 'planet'], fr: [['nuage', 'm'], ['planète', 'f']] },
  { role: P, place: 'sky', unique: true, en: ['sky', 'space'], fr: [['ciel', 'm'], ['espace', 'm']] },
  { role: O, prop: 'rainbow', en: ['rainbow'], fr: [['arc-en-ciel', 'm']] },
  { role: O, prop: 'key', en: ['treasure', 'chest', 'key'], fr: [['trésor', 'm'], ['coffre', 'm'], ['clé', 'f'], ['clef', 'f']] },
  { role: O, prop: 'map', en: ['map'], fr: [['carte', 'f']] },
  { role: O, prop: 'book', en: ['book', 'letter'], fr: [['livre', 'm'], ['lettre', 'f']] },
  { role: O, prop: 'cake', en: ['cake', 'cookie', 'biscuit', 'pie', 'cupcake', 'sweet', 'candy', 'chocolate'], fr: [['gâteau', 'm'], ['biscuit', 'm'], ['tarte', 'f'], ['bonbon', 'm'], ['chocolat', 'm']] },
  { role: O, prop: 'star', en: ['star', 'comet'], fr: [['étoile', 'f'], ['comète', 'f']] },
  { role: O, prop: 'boat', en: ['boat', 'ship', 'submarine'], fr: [['bateau', 'm'], ['navire', 'm'], ['sous-marin', 'm']] },
  { role: O, prop: 'flower', en: ['flower', 'rose', 'daisy', 'tulip', 'sunflower', 'seed'], fr: [['fleur', 'f'], ['rose', 'f'], ['marguerite', 'f'], ['tulipe', 'f'], ['tournesol', 'm'], ['graine', 'f']] },
  { role: O, prop: 'basket', en: ['basket', 'picnic'], fr: [['panier', 'm'], ['pique-nique', 'm']] },
  { role: O, prop: 'crown', en: ['crown', 'tiara'], fr: [['couronne', 'f'], ['diadème', 'm']] },
  { role: O, prop: 'shell', en: ['shell', 'seashell', 'pearl'], fr: [['coquillage', 'm'], ['perle', 'f']] },
  { role: O, prop: 'kite', en: ['kite'], fr: [['cerf-volant', 'm']] },
  { role: O, prop: 'ball', en: ['ball', 'balloon'], fr: [['balle', 'f'], ['ballon', 'm']] },
  { role: O, prop: 'apple', en: ['apple', 'pear', 'strawberry', 'banana'], fr: [['pomme', 'f'], ['poire', 'f'], ['fraise', 'f'], ['banane', 'f']] },
  { role: O, prop: 'compass', en: ['compass', 'clock', 'watch'], fr: [['boussole', 'f'], ['horloge', 'f'], ['montre', 'f']] },
  { role: O, prop: 'feather', en: ['feather'], fr: [['plume', 'f']] },
  { role: O, prop: 'blanket', en: ['blanket', 'quilt', 'scarf'], fr: [['couverture', 'f'], ['écharpe', 'f']] },
  { role: O, prop: 'lantern', en: ['lantern', 'lamp', 'torch', 'candle'], fr: [['lanterne', 'f'], ['lampe', 'f'], ['bougie', 'f']] },
  { role: O, en: ['wand'], fr: [['baguette', 'f']] },
  { role: O, en: ['hat', 'cape', 'umbrella', 'shoe', 'boot'], fr: [['chapeau', 'm'], ['cape', 'f'], ['parapluie', 'm'], ['chaussure', 'f'], ['botte', 'f']] },
  { role: O, en: ['egg'], fr: [['œuf', 'm'], ['oeuf', 'm']] },
  { role: O, en: ['bicycle', 'bike', 'car', 'train', 'rocket', 'sled', 'sledge'], fr: [['vélo', 'm'], ['voiture', 'f'], ['train', 'm'], ['fusée', 'f'], ['luge', 'f']] },
  { role: O, en: ['ring', 'necklace', 'jewel', 'gem', 'diamond', 'crystal'], fr: [['bague', 'f'], ['collier', 'm'], ['joyau', 'm'], ['diamant', 'm'], ['cristal', 'm']] },
  { role: O, en: ['bell', 'drum', 'guitar', 'piano', 'flute', 'trumpet'], fr: [['cloche', 'f'], ['clochette', 'f'], ['tambour', 'm'], ['guitare', 'f'], ['piano', 'm'], ['flûte', 'f'], ['trompette', 'f']] },
  { role: O, en: ['doll', 'toy', 'present', 'gift', 'box'], fr: [['poupée', 'f'], ['jouet', 'm'], ['cadeau', 'm'], ['boîte', 'f']] },
  { role: O, en: ['acorn', 'leaf', 'pebble', 'stone', 'snowflake'], fr: [['gland', 'm'], ['feuille', 'f'], ['caillou', 'm'], ['pierre', 'f'], ['flocon', 'm']] },
  { role: O, en: ['mirror', 'telescope', 'bottle'], fr: [['miroir', 'm'], ['télescope', 'm'], ['bouteille', 'f']] },
];

export interface EnIdeaWord extends IdeaWord { word: string }
export interface FrIdeaWord extends IdeaWord { word: string; g: Gender; aspirated: boolean }

const EN_INDEX = new Map<string, EnIdeaWord>();
const FR_INDEX = new Map<string, FrIdeaWord>();
for (const e of ENTRIES) {
  const base: IdeaWord = { role: e.role, ...(e.prop ? { prop: e.prop } : {}), ...(e.place ? { place: e.place } : {}), ...(e.unique ? { unique: true } : {}) };
  for (const w of e.en) EN_INDEX.set(w, { ...base, word: w });
  for (const [w, g, asp] of e.fr) FR_INDEX.set(w, { ...base, word: w, g, aspirated: asp === true });
}

export function lookupEn(word: string): EnIdeaWord | undefined {
  return EN_INDEX.get(word);
}

export function lookupFr(word: string): FrIdeaWord | undefined {
  return FR_INDEX.get(word);
}

/** Props named anywhere in a phrase ("rainbow bridge" gives bridge and rainbow). */
export function propsIn(words: readonly string[], lang: 'en' | 'fr'): PropKey[] {
  const out: PropKey[] = [];
  for (const w of words) {
    const hit = lang === 'en' ? EN_INDEX.get(singularEn(w)) : FR_INDEX.get(singularFr(w));
    if (hit?.prop && !out.includes(hit.prop)) out.push(hit.prop);
  }
  return out;
}

export function singularEn(word: string): string {
  if (EN_INDEX.has(word)) return word;
  if (word.endsWith('ies') && EN_INDEX.has(`${word.slice(0, -3)}y`)) return `${word.slice(0, -3)}y`;
  if (word.endsWith('es') && EN_INDEX.has(word.slice(0, -2))) return word.slice(0, -2);
  if (word.endsWith('s') && EN_INDEX.has(word.slice(0, -1))) return word.slice(0, -1);
  if (word === 'mice') return 'mouse';
  if (word === 'leaves') return 'leaf';
  if (word === 'elves') return 'elf';
  if (word === 'wolves') return 'wolf';
  return word;
}

export function singularFr(word: string): string {
  if (FR_INDEX.has(word)) return word;
  if (word.endsWith('aux') && FR_INDEX.has(`${word.slice(0, -3)}al`)) return `${word.slice(0, -3)}al`;
  if (/[sx]$/.test(word) && FR_INDEX.has(word.slice(0, -1))) return word.slice(0, -1);
  return word;
}
