// D'autres phrases pour les plus petits : l'ouverture, la phrase du coucher, la ritournelle et le
// portrait du héros. La graine en choisit une de chaque, pour que les histoires courtes varient.
import { de, un } from './french-grammar.ts';
import type { YoungMore } from './beat-text.ts';
import type { Fr } from './story-context.ts';

export const FR_YOUNG_MORE: YoungMore<Fr> = {
  opening: [
    (c) => `Bonjour ! Je te présente ${c.H}. C'était ${un(c.hNoun)}, et ${c.il} vivait ${c.home.loc}.`,
    (c) => `Il y a bien longtemps, ${c.home.loc}, vivait ${un(c.hNoun)}. Tout le monde l'appelait ${c.H}.`,
    (c) => `Regarde, voilà ${c.H} ! C'était ${un(c.hNoun)}, et sa maison se trouvait ${c.home.loc}.`,
  ],
  bedtime: [
    (c) => `${c.H} bâilla un grand coup et ferma les yeux. Fais de beaux rêves, ${c.H}.`,
    (c) => `Bien au chaud, ${c.H} s'endormit tout doucement. Bonne nuit, petit cœur.`,
    (c) => `La lune regarda par la fenêtre : ${c.H} rêvait déjà.`,
  ],
  refrains: [
    (c) => `Saute, saute, petit pas, ${c.H} et ${c.F} sont toujours là !`,
    (c) => `Un, deux, trois, qui voilà ? C'est ${c.H}, ${c.a('le plus brave de tous', 'la plus brave de toutes')} !`,
    (c) => `Tourne, tourne, petit vent, ${c.H} et ${c.F} vont en chantant !`,
  ],
  traits: {
    'brave-knight': [
      (c) => `${c.H} montait un petit poney gris et saluait tout le monde avec son bouclier.`,
      (c) => `Quand ${c.H} marchait, son armure faisait cling, clang, clong.`,
    ],
    'clever-princess': [
      (c) => `${c.H} savait compter jusqu'à cent, à l'envers, sur un seul pied.`,
      (c) => `${c.H} gardait dans sa poche un carnet plein d'idées, au cas où.`,
    ],
    'friendly-dragon': [
      (c) => `${c.H} avait de petites ailes qui faisaient flap, flap, flap, et un grand sourire.`,
      (c) => `${c.H} aimait les pierres tièdes, les jours de soleil et promener ses amis sur son dos.`,
    ],
    'wise-owl': [
      (c) => `${c.H} disait « Hou, hou ! » quand ${c.il} réfléchissait, c'est-à-dire presque tout le temps.`,
      (c) => `${c.H} portait de toutes petites lunettes rondes et connaissait le nom de chaque étoile.`,
    ],
    'playful-cat': [
      (c) => `${c.H} sautait plus haut qu'une barrière et ronronnait plus fort qu'une bouilloire.`,
      (c) => `${c.H} avait un nez rose, une queue rayée et un ronron très sonore.`,
    ],
    'curious-mouse': [
      (c) => `${c.H} avait un tout petit nez qui reniflait sans cesse quelque chose de nouveau.`,
      (c) => `${c.H} adorait le fromage, les miettes et les petits trous où glisser le museau.`,
    ],
    'magical-unicorn': [
      (c) => `La queue ${de(c.H)} brillait de toutes les couleurs de l'arc-en-ciel.`,
      (c) => `Quand ${c.H} était ${c.a('content', 'contente')}, de petites étoiles scintillaient autour de sa corne.`,
    ],
    'little-bear': [
      (c) => `${c.H} avait une truffe toute ronde et les oreilles les plus douces du monde.`,
      (c) => `${c.H} aimait le miel au petit déjeuner, le miel au déjeuner et le miel au goûter.`,
    ],
  },
};
