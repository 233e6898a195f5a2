// Petits échanges et paragraphes plus riches (8-12 ans) par temps du récit, en français.
import { de } from './french-grammar.ts';
import type { Beat } from './skeletons.ts';
import type { Fr } from './story-context.ts';

export const FR_TALK: Record<Beat, readonly Fr[]> = {
  home: [
    (c) => `« Qu'est-ce qu'on fait aujourd'hui ? » demanda ${c.F}. ${c.H} sourit jusqu'aux oreilles. « Quelque chose qu'on n'a jamais fait ! »`,
    (c) => `La plupart du temps, ${c.H} et ${c.F} passaient la matinée à inventer des jeux dont les règles changeaient toutes les cinq minutes.`,
    (c) => `${c.H} préférait le matin, quand le monde sentait bon le frais et que tout pouvait arriver.`,
  ],
  want: [
    (c) => `${c.H} en fit un dessin, pour n'en oublier aucun détail.`,
    (c) => `${c.H} raconta tout à ${c.F}, si vite que les mots se bousculaient.`,
    (c) => `Ce soir-là, ${c.H} eut bien du mal à s'endormir, tant ${c.il} y pensait.`,
  ],
  problem: [
    (c) => `« C'est grave », dit ${c.F} tout bas. ${c.H} hocha la tête. Pour une fois, personne n'avait envie de plaisanter.`,
    (c) => `${c.H} faisait les cent pas en réfléchissant. Il fallait bien que quelqu'un fasse quelque chose.`,
    (c) => `« On ne peut pas laisser les choses comme ça », dit ${c.H}. « Non, répondit ${c.F}. On ne peut pas. »`,
  ],
  journey: [
    (c) => `« Par où, maintenant ? » demanda ${c.F} à un croisement. ${c.H} choisit le chemin de gauche, parce qu'il avait l'air plus intéressant.`,
    (c) => `${c.Ils} marchèrent jusqu'à avoir mal aux jambes, puis ${c.ils} marchèrent encore un peu.`,
    (c) => `${c.H} se retournait sans cesse, ${c.a('étonné', 'étonnée')} du chemin déjà parcouru.`,
  ],
  meeting: [
    (c) => `« Vous venez de loin ? » demanda leur nouvel ami. « Assez loin, dit ${c.H}. Et la route est encore longue. »`,
    (c) => `${c.H} demanda quel chemin prendre, et écouta la réponse avec la plus grande attention.`,
    () => '« Les voyageurs sont toujours les bienvenus ici », leur fut-il répondu aimablement.',
  ],
  try1: [
    (c) => `« Et si on essayait autrement ? » proposa ${c.F}. ${c.H} n'était pas ${c.a('convaincu', 'convaincue')}, mais hocha la tête.`,
    (c) => `${c.H} se gratta la tête, ${c.a('perplexe', 'perplexe')}. Le plan avait pourtant l'air si bon.`,
    (c) => `« Qu'est-ce qui n'a pas marché ? » demanda ${c.F}. « Je ne sais pas trop, avoua ${c.H}. Mais je vais trouver. »`,
  ],
  try2: [
    (c) => `« J'étais ${c.a('sûr', 'sûre')} que ça marcherait », dit ${c.H} en fronçant les sourcils. « Moi aussi », dit ${c.F}.`,
    (c) => `${c.Ils} se regardèrent, et pendant un instant, ni l'un ni l'autre ne sut quoi dire.`,
    (c) => `${c.H} donna un petit coup de pied dans un caillou et le regarda rouler le long du chemin.`,
  ],
  setback: [
    (c) => `« Tu te souviens pourquoi on a commencé ? » demanda doucement ${c.F}. ${c.H} s'en souvenait. C'était bien ça, le problème : ça comptait toujours autant.`,
    (c) => `${c.H} se fit tout ${c.a('petit', 'petite')} et regarda passer les nuages.`,
    () => 'Pendant un long moment, on n\'entendit plus que le vent dans les herbes.',
  ],
  discovery: [
    (c) => `« Tu crois que ça veut dire quelque chose ? » chuchota ${c.F}. « Tout veut dire quelque chose », répondit ${c.H}.`,
    (c) => `${c.H} l'examina de près, en le tournant dans tous les sens.`,
    (c) => `« Il faut suivre cette piste », dit ${c.H}, et pour la première fois depuis longtemps, ${c.il} sourit.`,
  ],
  help: [
    (c) => `« Comment savez-vous tout cela ? » demanda ${c.F}. « Oh, j'ai eu bien des problèmes, moi aussi », fut la réponse, avec un clin d'œil.`,
    (c) => `${c.H} écoutait si fort ${que2(c)} en oubliait de cligner des yeux.`,
    (c) => `« Ça pourrait vraiment être aussi simple ? » se demanda ${c.H} à voix haute.`,
  ],
  turning: [
    (c) => `« On y va ? » demanda ${c.H}. « On y va », répondit ${c.F}.`,
    (c) => `Le cœur ${de(c.H)} battait fort, mais ses idées étaient claires.`,
    (c) => `« Quoi qu'il arrive, dit ${c.F}, je suis là. »`,
  ],
  resolution: [
    (c) => `« On a réussi, souffla ${c.F}. On a vraiment réussi ! » ${c.H} ne put que hocher la tête, avec un sourire jusqu'aux oreilles.`,
    (c) => `Tout le monde voulait entendre l'histoire depuis le début, alors ${c.H} la raconta deux fois.`,
    (c) => `${c.H} regarda tous ces visages heureux et sentit une douce chaleur l'envahir.`,
  ],
  return: [
    (c) => `« À demain, même heure ? » demanda ${c.F} sur le pas de la porte. « À demain, même heure », répondit ${c.H}.`,
    (c) => `Au dîner, ${c.H} raconta toute l'histoire encore une fois, et cette fois, ${c.il} n'oublia pas les moments difficiles.`,
    (c) => `Jamais le lit ${de(c.H)} n'avait semblé aussi doux, ni son oreiller aussi accueillant.`,
  ],
};

export const FR_RICH_MORE: Record<Beat, readonly Fr[]> = {
  home: [(c) => `Chaque soir, ${c.H} s'asseyait près de la fenêtre pour écouter le monde se préparer à la nuit : une porte qui se ferme, un oiseau qui appelle, le vent qui souhaite bonne nuit aux arbres.`],
  want: [(c) => `${c.H} fit dans sa tête la liste de tout ce qui pourrait mal tourner, puis ${c.il} décida, très fermement, de ne plus y penser.`],
  problem: [() => 'C\'est étrange, comme une belle journée peut devenir grise en un instant. Juste avant, tout était exactement comme il fallait.'],
  journey: [(c) => `De temps en temps, ${c.ils} s'arrêtaient pour regarder en arrière. La maison n'était plus qu'un petit point, puis plus rien du tout, et le monde, devant, paraissait immense.`],
  meeting: [(c) => `En reprenant la route, ${c.H} pensa à toutes les créatures qui vivent dans le monde, chacune avec son histoire, et au peu d'entre elles ${que2(c)} avait pris le temps d'écouter.`],
  try1: [(c) => `${c.H} repassa chaque étape dans sa tête, pour trouver où les choses avaient mal tourné. C'était comme chercher un bouton perdu dans un pré d'herbes hautes.`],
  try2: [(c) => `${c.H} sentit monter l'agacement, chaud et piquant comme un pull en laine un jour d'été. ${c.Il} souffla longuement, et le laissa s'envoler.`],
  setback: [(c) => `Au-dessus ${c.g("d'eux", "d'elles")}, le ciel était lourd et gris. ${c.H} pensa à la maison, à la soupe chaude et au lit douillet, et pendant un instant, ${c.il} ne désira rien d'autre.`],
  discovery: [() => 'Ce n\'était qu\'une toute petite chose, mais les petites choses ont le don de tout changer, pour qui fait attention.'],
  help: [() => 'Parfois, la solution d\'un problème n\'est pas cachée du tout. Elle attend simplement que quelqu\'un la regarde sous un autre angle.'],
  turning: [(c) => `${c.H} sentit quelque chose bouger au fond ${c.a('de lui', "d'elle")}, comme le vent qui tourne juste avant que le temps change.`],
  resolution: [() => 'Le soleil sembla briller un peu plus fort, les oiseaux chanter un peu plus haut, et même l\'herbe parut plus verte qu\'avant.'],
  return: [(c) => `En s'endormant, ${c.H} repensa à tout ce qui s'était passé. Ça avait été difficile, et merveilleux, et ${c.il} n'aurait voulu le manquer pour rien au monde.`],
};

function que2(c: { il: string }): string {
  return c.il === 'il' ? "qu'il" : "qu'elle";
}
