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
    (c) => `Le cœur ${de(c.H)} fit un petit bond. Quelque chose allait commencer, ${c.il} le sentait.`,
    (c) => `${c.H} raconta tout à ${c.F}, si vite que les mots se bousculaient.`,
    (c) => `${c.F} écoutait, les yeux tout ronds, sans l'interrompre une seule fois, ce qui n'arrivait pas souvent.`,
  ],
  problem: [
    (c) => `« C'est grave », dit ${c.F} tout bas. ${c.H} hocha la tête. Pour une fois, personne n'avait envie de plaisanter.`,
    (c) => `${c.H} faisait les cent pas en réfléchissant, et ${c.F} ${c.a('le', 'la')} regardait sans rien dire.`,
    (c) => `${c.H} se redressa. « On ne peut pas laisser les choses comme ça. » ${c.F} secoua la tête. « Non. Sûrement pas. »`,
  ],
  journey: [
    (c) => `« Par où, maintenant ? » demanda ${c.F} à un croisement. ${c.H} choisit le chemin de gauche, parce qu'il avait l'air plus intéressant.`,
    (c) => `${c.Ils} marchèrent jusqu'à avoir mal aux jambes, puis ${c.ils} marchèrent encore un peu.`,
    (c) => `${c.H} se retournait sans cesse, ${c.a('étonné', 'étonnée')} du chemin déjà parcouru.`,
  ],
  meeting: [
    (c) => `« Vous venez de loin ? » demanda leur nouvel ami. « Assez loin, dit ${c.H}. Et la route est encore longue. »`,
    (c) => `${c.H} demanda quel chemin prendre, et écouta la réponse avec la plus grande attention.`,
    () => '« Les voyageurs sont toujours les bienvenus par ici », dit leur nouvel ami avec un grand sourire.',
  ],
  try1: [
    (c) => `« Il doit bien y avoir une autre façon de faire », dit lentement ${c.H}. ${c.F} hocha la tête, sans savoir laquelle.`,
    (c) => `${c.H} se gratta la tête, perplexe. Le plan avait pourtant l'air si bon.`,
    (c) => `« Qu'est-ce qui n'a pas marché ? » demanda ${c.F}. « Je ne sais pas trop, avoua ${c.H}. Mais je vais trouver. »`,
  ],
  try2: [
    (c) => `« J'étais ${c.a('sûr', 'sûre')} que ça marcherait », dit ${c.H} en fronçant les sourcils. « Moi aussi », dit ${c.F}.`,
    (c) => `${c.Ils} se regardèrent, et pendant un instant, ${c.g("ni l'un ni l'autre", "ni l'une ni l'autre")} ne sut quoi dire.`,
    (c) => `${c.H} gonfla les joues et souffla longuement, tout doucement.`,
  ],
  setback: [
    (c) => `« Tu te souviens pourquoi on a commencé ? » demanda doucement ${c.F}. ${c.H} s'en souvenait. C'était bien ça, le problème : ça comptait toujours autant.`,
    (c) => `${c.H} se fit ${c.a('tout petit', 'toute petite')} et resta là, le regard dans le vague.`,
    (c) => `Pendant un long moment, ${c.g("ni l'un ni l'autre", "ni l'une ni l'autre")} ne dit un mot.`,
  ],
  discovery: [
    (c) => `« Doucement, chuchota ${c.F}. Les indices, c'est timide. » ${c.H} hocha la tête et s'approcha encore un peu.`,
    (c) => `${c.H} se pencha pour mieux voir, en osant à peine respirer.`,
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
    (c) => `${c.H} aurait voulu garder ce moment pour toujours, jusqu'au moindre détail.`,
    (c) => `${c.H} regarda le visage tout heureux ${de(c.F)} et sentit une douce chaleur l'envahir.`,
  ],
  stroll: [
    (c) => `« Tu crois que ça marchera, la prochaine fois ? » demanda ${c.F}. « Peut-être, dit ${c.H}. Si on trouve une nouvelle idée. »`,
    (c) => `${c.Ils} marchèrent sans dire grand-chose, et parfois, c'est la meilleure façon de se parler.`,
    (c) => `${c.F} gambadait devant, revenait, repartait, et ${c.H} ne put s'empêcher de sourire.`,
  ],
  visit: [
    (c) => `« Qu'est-ce que vous fabriquez, ${c.g('tous les deux', 'toutes les deux')} ? » demanda le visiteur. ${c.H} lui expliqua tout, et il écouta en hochant la tête.`,
    (c) => `${c.F} offrit un biscuit au visiteur, qui l'accepta aussitôt.`,
    () => '« Eh bien, eh bien, dit le visiteur. Personne ne réussit tout du premier coup. »',
  ],
  return: [
    (c) => `« À demain, même heure ? » demanda ${c.F} sur le pas de la porte. « À demain, même heure », répondit ${c.H}.`,
    (c) => `Plus tard, ${c.H} raconta toute l'histoire depuis le début, sans oublier les moments difficiles.`,
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
  setback: [(c) => `${c.H} pensa à une soupe bien chaude, à un lit douillet et à quelqu'un pour ${c.a('le', 'la')} border, et pendant un instant, ${c.il} n'eut plus qu'une envie : tout laisser tomber et se rouler en boule.`],
  discovery: [() => 'Ce n\'était qu\'une toute petite chose, mais les petites choses ont le don de tout changer, pour qui fait attention.'],
  help: [() => 'Parfois, la solution d\'un problème n\'est pas cachée du tout. Elle attend simplement que quelqu\'un la regarde sous un autre angle.'],
  turning: [(c) => `${c.H} sentit quelque chose bouger au fond ${c.a('de lui', "d'elle")}, comme le vent qui tourne juste avant que le temps change.`],
  resolution: [() => 'Tout semblait plus lumineux, tout à coup : les couleurs plus vives, les bruits plus joyeux, et même l\'air plus léger qu\'avant.'],
  stroll: [(c) => `La promenade leur fit du bien. ${c.H} remarqua des choses devant lesquelles ${c.il} passait d'habitude sans les voir, et au retour, ses soucis lui parurent d'une taille plus petite.`],
  visit: [(c) => `${c.H} n'avait pas su à quel point ${c.il} avait besoin d'un visage ami, jusqu'à ce qu'il en passe un.`],
  return: [(c) => `En s'endormant, ${c.H} repensa à tout ce qui s'était passé. Ça avait été difficile, et merveilleux, et ${c.il} n'aurait voulu le manquer pour rien au monde.`],
};

function que2(c: { il: string }): string {
  return c.il === 'il' ? "qu'il" : "qu'elle";
}
