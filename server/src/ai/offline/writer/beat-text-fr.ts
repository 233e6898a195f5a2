// Les phrases qui encadrent chaque temps du récit, en français, par tranche d'âge.
import { de, du, le, que, un } from './french-grammar.ts';
import type { BeatTexts } from './beat-text.ts';
import type { Fr } from './story-context.ts';
import { cap } from './text-tools.ts';

export const FR_BEATS: BeatTexts<Fr> = {
  home: {
    open: {
      young: [
        (c) => `Il était une fois ${un(c.hNoun)} qui s'appelait ${c.H}. ${c.Il} habitait ${c.home.loc}.`,
        (c) => `${cap(c.home.loc)} vivait ${un(c.hNoun)}. ${c.Il} s'appelait ${c.H}.`,
        (c) => `Voici ${c.H}, ${le(c.hNoun)}. ${c.H} habitait ${c.home.loc}.`,
      ],
      mid: [
        (c) => `Il était une fois, ${c.home.loc}, ${un(c.hNoun)} qui s'appelait ${c.H}.`,
        (c) => `Il n'y a pas si longtemps, et pas si loin d'ici, vivait ${c.home.loc} ${un(c.hNoun)} nommé${c.a('', 'e')} ${c.H}.`,
        (c) => `${cap(c.home.loc)} vivait ${c.H}, ${le(c.hNoun)}, et il n'y avait personne comme ${c.a('lui', 'elle')} dans tout le pays.`,
        (c) => `Si vous étiez passés du côté ${du(c.home.n)} par un matin ensoleillé, vous auriez peut-être croisé ${c.H}, ${le(c.hNoun)} au très grand cœur.`,
      ],
    },
    close: {
      young: [
        (c) => `${c.H} avait ${c.sonAmi} pour la vie : ${c.F}. ${c.Ils} faisaient tout ensemble.`,
        (c) => `${c.sonAmi === 'son amie' ? 'La meilleure amie' : 'Le meilleur ami'} ${de(c.H)} s'appelait ${c.F}. ${c.Ils} jouaient ensemble tous les jours.`,
        (c) => `${c.H} et ${c.F} étaient ${c.g('les meilleurs amis', 'les meilleures amies')} du monde.`,
        (c) => `Chaque jour, ${c.H} jouait avec ${c.F}, ${c.sonAmi} de toujours.`,
      ],
      mid: [
        (c) => `${c.H} avait ${c.sonAmi} de toujours, ${c.F}${c.fNoun ? `, ${le(c.fNoun)}` : ''}, et ${c.ils} ne se quittaient presque jamais.`,
        (c) => `Chaque jour, ${c.H} jouait avec ${c.F}${c.fNoun ? `, ${le(c.fNoun)}` : ''}, ${c.sonAmi} ${c.sonAmi === 'son amie' ? 'la plus chère' : 'le plus cher'} au monde.`,
        (c) => `Partout où allait ${c.H}, ${c.F} allait aussi, car c'est ainsi que font ${c.g('les meilleurs amis', 'les meilleures amies')}.`,
      ],
    },
    rich: [
      () => 'C\'était le genre d\'endroit où les matins commençaient par le chant des oiseaux et les soirs finissaient par une histoire, et où il ne se passait jamais rien de bien surprenant. Jusqu\'au jour où commence cette histoire.',
      (c) => `${c.H} était ${c.a('curieux', 'curieuse')} de tout : pourquoi le ciel était bleu, où allait le vent la nuit, et ce qu'il y avait derrière la plus lointaine des collines. ${c.Il} posait tant de questions que même les arbres semblaient se pencher pour écouter.`,
    ],
  },
  want: {
    rich: [
      (c) => `${c.H} y pensait toute la journée : au petit déjeuner, en se brossant les dents, et même en faisant semblant de dormir. Certaines idées sont comme ça : une fois qu'elles se sont installées, elles ne tiennent plus en place.`,
      () => 'Parfois, une idée est si grande qu\'elle semble remplir toute une pièce, et celle-ci était de celles-là.',
    ],
  },
  problem: {
    close: {
      young: [
        (c) => `« Oh non ! » dit ${c.H}.`,
        (c) => `« Oh là là, dit ${c.F}. Qu'est-ce qu'on va faire ? »`,
        (c) => `${c.H} était ${c.a('inquiet', 'inquiète')}. Et maintenant ?`,
      ],
      mid: [
        (c) => `« Oh non, murmura ${c.H}. Qu'est-ce qu'on va faire ? »`,
        (c) => `${c.F} regarda ${c.H}, et ${c.H} regarda ${c.F}. Il fallait faire quelque chose.`,
        (c) => `${c.H} se redressa. « Ne t'inquiète pas, dit-${c.il}, même ${c.il === 'il' ? "s'il" : 'si elle'} était un peu ${c.a('inquiet', 'inquiète')}. On va trouver une solution. »`,
      ],
    },
    rich: [
      (c) => `Pendant un long moment, personne ne bougea. Le monde entier semblait retenir son souffle, comme s'il attendait, lui aussi, de voir ce qu'allait faire ${c.H}.`,
      (c) => `${c.H} sentit un petit nœud d'inquiétude se serrer au fond de son ventre, celui qui vient quand quelque chose d'important va de travers et que personne ne sait comment le réparer.`,
    ],
  },
  journey: {
    open: {
      young: [
        (c) => `${c.H} et ${c.F} partirent ensemble. En route !`,
        (c) => `Et voilà ${c.H} et ${c.F} en route. ${c.Ils} marchèrent, marchèrent, marchèrent.`,
        (c) => `${c.H} prépara son sac. Puis ${c.H} et ${c.F} se mirent en chemin.`,
      ],
      mid: [
        (c) => `${c.H} et ${c.F} partirent avec un sac de tartines et beaucoup d'espoir. Le chemin traversait ${le(c.far.n)}, et ${c.ils} chantaient en marchant pour se donner du courage.`,
        (c) => `${c.H} remplit un sac de tout ce qui pourrait servir, et ${c.g('les deux amis', 'les deux amies')} prirent la route, en passant par ${le(c.far.n)}.`,
        (c) => `Leur chemin traversait ${le(c.far.n)}, où ${c.ils} n'étaient encore jamais ${c.g('allés', 'allées')}.`,
      ],
    },
    close: {
      young: [
        (c) => `« On arrive bientôt ? » demanda ${c.F}. « Bientôt ! » dit ${c.H}.`,
        () => 'Et ça monte, et ça descend, et ça monte encore !',
        () => 'Pim, pam, poum, faisaient leurs pas sur le chemin.',
        (c) => `« C'est par là ! » lança ${c.H}. Et ${c.ils} continuèrent.`,
      ],
      mid: [
        () => 'Peu à peu, le chemin devint plus facile.',
        (c) => `Pas à pas, ${c.ils} continuèrent, jusqu'à laisser ${le(c.far.n)} loin derrière ${c.g('eux', 'elles')}.`,
        () => 'Le chemin était long, mais bavarder le rendait plus court, et rire le raccourcissait encore.',
      ],
    },
    rich: [
      (c) => `${c.Ils} longèrent des prés où des lapins jouaient à cache-cache, traversèrent un ruisseau sur des pierres glissantes, et se reposèrent sous un saule penché dont les feuilles chuchotaient comme de vieux amis.`,
      (c) => `Plus ${c.ils} avançaient, plus le monde devenait étrange et merveilleux : des arbres à l'écorce d'argent, des fleurs qui se tournaient pour les suivre, et un panneau qui indiquait six directions à la fois.`,
    ],
  },
  meeting: {
    open: {
      young: [
        (c) => `En chemin, ${c.ils} rencontrèrent une petite marmotte. « Bonjour ! » dit la marmotte.`,
        (c) => `Puis ${c.ils} croisèrent un gros bourdon tout rond. « Bzzz ! Bonjour ! » dit le bourdon.`,
        () => 'Une coccinelle vint se poser tout près. « Où allez-vous ? » demanda-t-elle.',
      ],
      mid: [
        (c) => `Au bord du chemin était assis un loir bavard, à peine réveillé, qui voulait tout savoir : où ${c.ils} allaient, et pourquoi.`,
        () => 'Un jeune lièvre surgit des hautes herbes pour leur dire bonjour, le museau frémissant de curiosité.',
        () => 'Sur une souche chantait une vieille cigale, qui avait vu beaucoup de pays et en connaissait tous les noms.',
      ],
    },
    close: {
      young: [
        () => '« Bonne chance ! » cria leur nouvel ami, en leur disant au revoir.',
        (c) => `« Courage ! » leur dit leur nouvel ami. Et ${c.ils} repartirent.`,
      ],
      mid: [
        () => '« Continuez, dit leur nouvel ami. Les plus belles choses sont toujours un peu plus loin. »',
        (c) => `${c.Ils} dirent au revoir et merci, et reprirent la route, un peu plus ${c.g('courageux', 'courageuses')} qu'avant.`,
      ],
    },
    rich: [
      () => 'C\'est une chose curieuse, les voyages : les amis qu\'on rencontre en chemin comptent souvent autant que l\'endroit où l\'on va.',
    ],
  },
  try1: {
    close: {
      young: [() => 'Oh là là ! Ça n\'avait pas marché.', () => 'Raté ! Complètement raté.', (c) => `« Zut alors ! » dit ${c.H}.`, (c) => `${c.H} fronça les sourcils. Et maintenant ?`],
      mid: [
        (c) => `« Ce n'est pas grave, dit ${c.F}. Ce n'était que le premier essai. »`,
        (c) => `${c.H} poussa un long soupir tout tremblant. Ça n'avait pas marché du tout.`,
      ],
    },
    rich: [
      (c) => `${c.H} fixa le sol, les joues en feu. Ce n'est jamais agréable quand quelque chose ne marche pas, surtout quand on a vraiment fait de son mieux.`,
    ],
  },
  try2: {
    close: {
      young: [(c) => `${c.H} s'assit. « C'est trop dur », dit-${c.il}.`, (c) => `Oh non ! Encore raté ! ${c.H} avait envie de pleurer.`, (c) => `La lèvre ${de(c.H)} tremblait. Toujours pas !`, (c) => `« Qu'est-ce qu'on fait ? » demanda ${c.F}. Personne ne savait.`],
      mid: [
        (c) => `${c.Ils} s'assirent côte à côte pour réfléchir. Il devait bien y avoir un autre moyen, mais lequel ?`,
        (c) => `${c.F} resta tout près ${de(c.H)}. « On va trouver », dit ${c.F} doucement.`,
      ],
    },
    rich: [
      () => 'Quelque part, quelqu\'un sifflotait un air joyeux, comme si de rien n\'était, et bizarrement, c\'était encore un peu plus triste.',
    ],
  },
  setback: {
    open: {
      young: [
        () => 'Puis tout se mit à aller de travers en même temps. Oh là là !',
        (c) => `Puis le ventre ${de(c.H)} se mit à gargouiller. Grrr ! ${c.Il} était ${c.a('grognon', 'grognonne')}, tout à coup.`,
        (c) => `${c.H} était ${c.a('fatigué', 'fatiguée')}. ${c.a('Tout fatigué', 'Toute fatiguée')}.`,
      ],
      mid: [
        (c) => `À présent, ${c.ils} étaient ${c.g('fatigués', 'fatiguées')}, ${c.g('affamés', 'affamées')} et un peu ${c.g('grognons', 'grognonnes')}, et plus rien ne semblait marcher.`,
        (c) => `Le ventre ${de(c.H)} gargouillait, ${c.limbs} lui faisaient mal, et la journée semblait ne jamais vouloir finir.`,
        (c) => `${c.H} s'assit, sans bouger, sans rien dire, pendant un long moment.`,
      ],
    },
    close: {
      young: [
        (c) => `« Je voudrais que ce soit déjà fini », dit ${c.H} d'une toute petite voix.`,
        (c) => `${c.F} fit un gros câlin à ${c.H}. Ça allait un peu mieux.`,
        (c) => `${c.F} s'assit tout près ${de(c.H)}. « Je suis là », dit ${c.F}.`,
      ],
      mid: [
        (c) => `« C'est peut-être impossible », chuchota ${c.H}. ${c.F} s'assit tout contre ${c.a('lui', 'elle')}. « Peut-être, dit ${c.F}. Mais pas encore. »`,
        (c) => `${c.F} ne dit rien. ${c.F} resta simplement tout près ${de(c.H)}, et cela valait mieux que tous les mots.`,
      ],
    },
    rich: [
      (c) => `C'est dans des moments pareils, quand tout semble aller de travers en même temps, qu'une histoire peut prendre deux chemins. ${c.H} ne le savait pas encore, mais celle-ci allait bientôt tourner.`,
    ],
  },
  discovery: {
    open: {
      young: [(c) => `Soudain, ${c.H} vit quelque chose. Des traces ! De toutes petites traces !`, () => 'Regarde ! Quelque chose brillait, juste là.'],
      mid: [
        (c) => `C'est alors ${que(c.H)} aperçut quelque chose, à moitié caché tout près : un bout de papier où l'on avait dessiné une flèche, presque effacée.`,
        (c) => `Un reflet attira l'œil ${de(c.H)}. C'était un fil doré, tendu tout près du sol, qui s'éloignait comme pour inviter à le suivre.`,
        (c) => `Juste à ses pieds, ${c.H} découvrit une rangée de minuscules empreintes, qui allaient toutes dans la même direction.`,
      ],
    },
    close: {
      young: [(c) => `« Par ici ! » dit ${c.H}.`, (c) => `« Viens ! » dit ${c.F}.`],
      mid: [
        (c) => `« Qu'est-ce que ça veut dire ? » se demanda ${c.F}. ${c.g("Ni l'un ni l'autre", "Ni l'une ni l'autre")} ne le savait encore, mais cela ressemblait fort à un indice.`,
        (c) => `Le cœur ${de(c.H)} battit un peu plus vite. Peut-être étaient-${c.ils} sur la bonne piste, après tout.`,
      ],
    },
  },
  help: {
    open: {
      young: [(c) => `Juste à ce moment-là, ${un(c.helper)} passa par là.`, (c) => `Qui était-ce ? C'était ${un(c.helper)} !`],
      mid: [
        (c) => `Juste à ce moment-là, ${un(c.helper)} passa par là et s'arrêta pour demander ce qui n'allait pas.`,
        (c) => `Une voix douce s'éleva derrière ${c.g('eux', 'elles')}. C'était ${un(c.helper)}, qui les observait depuis le début.`,
        (c) => `${cap(un(c.helper))} passait justement par là, et écouta attentivement ${c.H} tout lui expliquer.`,
      ],
    },
    close: {
      young: [(c) => `« Merci ! » dit ${c.H}.`, (c) => `${c.H} sourit. Maintenant, ${c.il} savait quoi faire !`],
      mid: [
        (c) => `Les yeux ${de(c.H)} s'agrandirent. Mais bien sûr ! Comment n'y avait-${c.il} pas pensé plus tôt ?`,
        (c) => `« Merci », dit ${c.H}, et ${c.il} le pensait de tout son cœur.`,
      ],
    },
    rich: [
      (c) => `${c.H} retourna ces mots dans sa tête, encore et encore, comme on fait rouler un galet bien lisse au fond de sa poche, jusqu'à ce qu'ils prennent enfin tout leur sens.`,
    ],
  },
  turning: {
    open: {
      young: [(c) => `${c.H} se redressa, bien ${c.a('droit', 'droite')}.`, () => 'Cette fois, ce serait différent.', (c) => `${c.H} prit une grande bouffée de courage.`, () => 'C\'était le moment.'],
      mid: [(c) => `Maintenant, ${c.H} savait ce qu'il fallait faire.`, () => 'Cette fois, les choses allaient se passer autrement.'],
    },
    rich: [
      (c) => `Plus tard, ${c.H} dirait que c'est à ce moment-là que tout avait changé. Non pas parce qu'il s'était passé quelque chose de magique, mais parce ${que(c.il)} avait décidé, au fond de son cœur, de faire ce qui était juste.`,
    ],
  },
  resolution: {
    open: {
      young: [(c) => `Hourra ! ${c.Ils} avaient réussi !`, () => 'Ça y est ! Hourra !', () => 'Youpi ! Ça avait marché !', (c) => `« On a réussi ! » s'écria ${c.F}.`],
      mid: [(c) => `${c.Ils} avaient réussi !`, () => 'Et voilà, c\'était fait.'],
    },
    close: {
      young: [(c) => `${c.H} rit, rit, rit. ${c.F} rit aussi.`, () => 'Tout le monde était content. Tout le monde !', (c) => `${c.H} fit une petite danse de joie.`, (c) => `${c.F} fit à ${c.H} le plus gros câlin du monde.`],
      mid: [
        (c) => `${c.H} et ${c.F} rirent, s'embrassèrent et dansèrent une danse rigolote, là, tout de suite.`,
        (c) => `${c.H} se sentait tout ${c.a('chaud', 'chaude')} à l'intérieur, comme une tasse de chocolat un soir d'hiver.`,
      ],
    },
    rich: [
      (c) => `Plus tard, on raconterait souvent l'histoire de ce jour-là, et chaque fois, elle deviendrait un peu plus grandiose. Mais ${c.H} se souviendrait surtout des petites choses : l'envie d'essayer, et ${c.F}, tout près, à ses côtés.`,
    ],
  },
  stroll: {
    open: {
      young: [
        (c) => `« Allons faire un petit tour, dit ${c.F}. Marcher, ça aide à réfléchir. »`,
        (c) => `${c.H} et ${c.F} sortirent prendre l'air. Pom, pom, pom, faisaient leurs pas.`,
        (c) => `Et voilà ${c.H} et ${c.F} ${c.g('partis', 'parties')} faire un tour, pour se changer les idées.`,
      ],
      mid: [
        (c) => `« Je crois, dit ${c.F}, qu'on a besoin de prendre l'air. » Alors ${c.ils} sortirent faire une petite promenade, le temps de se vider la tête.`,
        (c) => `${c.H} réfléchissait toujours mieux en marchant. ${c.Il} partit donc se promener avec ${c.F}, du côté ${du(c.away.n)}.`,
        (c) => `${c.Ils} laissèrent tout en plan et sortirent faire un tour. Parfois, le meilleur moyen de régler un problème, c'est de le laisser tranquille un petit moment.`,
      ],
    },
    close: {
      young: [
        (c) => `Puis ${c.ils} rentrèrent. Il était temps de réessayer !`,
        (c) => `${c.H} se sentait mieux. Hop, retour à la maison !`,
      ],
      mid: [
        (c) => `Quand ${c.ils} reprirent le chemin de la maison, ${c.H} avait de nouveau la tête claire et légère.`,
        (c) => `Sur le chemin du retour, ${c.H} marchait de plus en plus vite. Une idée commençait à ${c.a('le', 'la')} chatouiller.`,
      ],
    },
    rich: [
      (c) => `Marcher, ça secoue les idées comme on secoue un pommier : elles finissent par tomber toutes seules. Au bout de quelques pas, ${c.H} se sentait déjà plus ${c.a('léger', 'légère')}.`,
    ],
  },
  visit: {
    open: {
      young: [
        () => 'Et qui passa par là, juste à ce moment ? Un petit grillon du bout du chemin ! « Cri-cri ! Bonjour ! » dit le grillon.',
        () => 'Une mésange se posa tout près. « Bonjour, bonjour ! » gazouilla-t-elle.',
        () => 'Puis un petit chevreau gris vint leur dire bonjour.',
      ],
      mid: [
        () => 'Juste à ce moment-là, une chèvre du voisinage passa emprunter un peu de sucre, et resta pour tout entendre.',
        () => 'Une mésange se posa tout près, pencha la tête et sembla vouloir savoir ce qui causait tout ce remue-ménage.',
        () => 'Le vieux monsieur Castor, le voisin, passa avec un panier de prunes. « J\'ai entendu du bruit, dit-il. Tout va bien ? »',
      ],
    },
    close: {
      young: [
        () => '« Bonne chance ! » dit leur petit visiteur, et il s\'en alla.',
        (c) => `« Au revoir ! » crièrent ${c.H} et ${c.F}. Quelle gentille visite !`,
      ],
      mid: [
        () => '« Bonne chance, dit leur visiteur en partant. J\'ai comme l\'impression que vous allez y arriver. »',
        (c) => `Une fois le visiteur parti, tout sembla un peu plus calme, mais ${c.H} se sentait un peu plus ${c.a('courageux', 'courageuse')}.`,
      ],
    },
    rich: [
      () => 'C\'est drôle, les visites : on ne reste qu\'une minute, et l\'on laisse derrière soi un peu de bonne humeur, comme des miettes sur une assiette.',
    ],
  },
  return: {
    open: {
      young: [(c) => `Puis ${c.H} et ${c.F} rentrèrent à la maison.`, () => 'Enfin, il fut temps de rentrer.', (c) => `${c.H} et ${c.F} rentrèrent, ${c.g('fatigués', 'fatiguées')} et ${c.g('heureux', 'heureuses')}.`],
      mid: [
        (c) => `Enfin, ${c.H} et ${c.F} reprirent le chemin de la maison, en bavardant tout du long.`,
        (c) => `Quand ${c.ils} arrivèrent ${c.home.loc}, c'était presque l'heure d'aller au lit.`,
      ],
    },
    close: {
      young: [(c) => `Puis ${c.H} se blottit dans son lit. Bonne nuit, ${c.H}.`, (c) => `Et ${c.H} s'endormit, un grand sourire aux lèvres.`],
      mid: [
        (c) => `Et cette nuit-là, ${c.H} s'endormit en souriant, en rêvant à toutes les aventures qui l'attendaient encore.`,
        (c) => `${c.H} se pelotonna, bien au chaud, à moitié ${c.a('endormi', 'endormie')}, en se demandant ce que demain lui réserverait.`,
      ],
    },
    rich: [
      (c) => `Tout, ${c.home.loc}, était comme d'habitude, et pourtant, quelque chose avait changé. Ce n'était peut-être pas la maison qui avait changé, pensa ${c.H}, mais ${c.a('lui', 'elle')}.`,
    ],
  },
};
