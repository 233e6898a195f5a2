// Les leçons en français : le héros agit la morale, personne ne la récite.
import { de, du, le, que, son, un, type FrNoun } from './french-grammar.ts';
import type { MoralArcs } from './moral-arcs.ts';
import type { Fr, FrCtx } from './story-context.ts';
import { cap } from './text-tools.ts';

/** Object pronoun before a verb starting with a consonant: le / la. */
const lo = (n: FrNoun): string => (n.g === 'f' ? 'la' : 'le');

function ask(c: FrCtx): string {
  switch (c.tKind) {
    case 'food': return '« Je peux y goûter, s\'il te plaît ? »';
    case 'toy': return '« Je peux jouer un peu, moi aussi ? »';
    case 'warm': return '« Je peux me blottir dessous avec toi ? J\'ai froid. »';
    case 'book': return '« On pourrait le lire ensemble ? »';
    case 'light': return '« Tu peux l\'approcher ? Je n\'y vois rien. »';
  }
}

export const FR_MORALS: MoralArcs<Fr> = {
  sharing: {
    young: {
      setup: [
        (c) => `${c.H} avait ${un(c.treasure.n)}. C'était son trésor, et ${c.il} ne voulait ${lo(c.treasure.n)} partager avec personne.`,
        (c) => `${c.H} adorait ${son(c.treasure.n)}. « À moi, rien qu'à moi ! » disait-${c.il} toujours.`,
      ],
      pressure: [
        (c) => `${c.F} regarda ${le(c.treasure.n)}. ${ask(c)} Mais ${c.H} ${lo(c.treasure.n)} serra très fort. « C'est à moi ! »`,
        (c) => `${c.H} garda ${le(c.treasure.n)} pour ${c.a('lui tout seul', 'elle toute seule')}. Mais ce n'était pas très joyeux.`,
        (c) => `${c.F} avait l'air triste. ${c.H} cacha ${le(c.treasure.n)} derrière son dos.`,
      ],
      turn: [
        (c) => `${c.H} regarda ${c.F}. Puis ${c.il} tendit ${le(c.treasure.n)}. « On partage ? » dit ${c.H}. ${c.F} fit un grand sourire.`,
        (c) => `« Tiens », dit ${c.H}, et ${c.il} partagea ${le(c.treasure.n)} avec ${c.F}. Comme c'était doux, au fond du cœur !`,
      ],
      echo: [
        (c) => `Maintenant, ${c.H} partage ${le(c.treasure.n)} tous les jours. À deux, c'est deux fois plus joyeux.`,
        (c) => `Depuis, ${c.H} partage toujours. Ça fait chaud au cœur.`,
      ],
    },
    older: {
      setup: [
        (c) => `${c.H} possédait ${un(c.treasure.n)}, et c'était ce ${que(c.il)} avait de plus précieux au monde. ${c.Il} ${lo(c.treasure.n)} gardait toujours près ${c.a('de lui', "d'elle")}, et n'aimait pas beaucoup qu'on y touche.`,
        (c) => `Partout où allait ${c.H}, ${le(c.treasure.n)} allait aussi. C'était à ${c.a('lui', 'elle')}, rien qu'à ${c.a('lui', 'elle')}, et ${c.il} aimait que ce soit ainsi.`,
      ],
      pressure: [
        (c) => `${c.F} jeta un coup d'œil vers ${le(c.treasure.n)}. ${ask(c)} Mais ${c.H} ${lo(c.treasure.n)} serra contre ${c.a('lui', 'elle')}. « C'est à moi », marmonna-t-${c.il}, et bizarrement, ces mots lui laissèrent un drôle de goût.`,
        (c) => `${c.H} garda ${le(c.treasure.n)} pour ${c.a('lui tout seul', 'elle toute seule')}, mais ${c.il} ne s'en sentit pas plus ${c.a('heureux', 'heureuse')}. Au contraire, ${c.il} se sentait un peu ${c.a('seul', 'seule')}.`,
        (c) => `${c.F} avait l'air fatigué, et ${c.H} savait bien que ${le(c.treasure.n)} lui remonterait le moral. Pourtant, ${c.il} ${lo(c.treasure.n)} garda ${c.treasure.n.g === 'f' ? 'cachée' : 'caché'}, en faisant semblant de ne rien voir.`,
      ],
      turn: [
        (c) => `${c.H} regarda ${le(c.treasure.n)}, puis le visage fatigué ${de(c.F)}. « Tiens, dit-${c.il} en ${lo(c.treasure.n)} tendant. Partageons. » Le visage ${de(c.F)} s'illumina comme une lanterne, et tout à coup, ${c.ils} se sentirent assez ${c.g('forts', 'fortes')} pour essayer encore.`,
        (c) => `Cette fois, ${c.H} ne cacha pas ${le(c.treasure.n)}. ${c.Il} ${lo(c.treasure.n)} partagea avec ${c.F} et avec ${le(c.helper)}, et une douce chaleur les envahit tous, comme si le soleil s'était levé à l'intérieur.`,
      ],
      echo: [
        (c) => `À partir de ce jour, ${c.H} partagea toujours ${le(c.treasure.n)}, et ${c.il} découvrit qu'à deux, tout devenait deux fois plus doux.`,
        (c) => `Depuis, quand ${c.H} a quelque chose de spécial, ${c.il} le partage, car une joie partagée est une joie doublée.`,
      ],
    },
  },
  honesty: {
    young: {
      setup: [
        (c) => `${c.F} prêta ${un(c.treasure.n)} à ${c.H}. « Fais-y bien attention », dit ${c.F}.`,
        (c) => `« Je te prête ${son(c.treasure.n).replace(/^(son|sa) /, (m) => (m === 'sa ' ? 'ma ' : 'mon '))}, dit ${c.F}. Prends-en soin ! »`,
      ],
      pressure: [
        (c) => `Oups ! ${c.H} fit tomber ${le(c.treasure.n)}, qui s'abîma un peu. « Que s'est-il passé ? » demanda ${c.F}. « C'est le vent », dit ${c.H}. Mais ce n'était pas vrai.`,
        (c) => `« Tout va bien ? » demanda ${c.F} en regardant ${le(c.treasure.n)}. « Oui ! » répondit ${c.H}, très vite. Mais ce n'était pas vrai, et ce petit mensonge pesait comme une pierre.`,
      ],
      turn: [(c) => `« ${c.F}, dit ${c.H}, j'ai menti. Ce que j'ai dit n'était pas vrai. Pardon. » ${c.F} fit un câlin à ${c.H}. « Merci de me l'avoir dit. »`],
      echo: [(c) => `Maintenant, ${c.H} dit toujours la vérité. Son cœur est si léger !`, (c) => `Dire la vérité, ça fait du bien. ${c.H} ne l'oublierait jamais.`],
    },
    older: {
      setup: [
        (c) => `Ce matin-là, ${c.F} avait prêté à ${c.H} quelque chose de très précieux : ${un(c.treasure.n)}. « Prends-en bien soin, dit ${c.F}. J'y tiens beaucoup. »`,
      ],
      pressure: [
        (c) => `Pendant que personne ne regardait, ${c.H} trébucha, ${le(c.treasure.n)} roula par terre et s'abîma. Quand ${c.F} demanda ce qui s'était passé, ${c.H} répondit très vite : « C'est le vent. » Ce n'était qu'un petit mensonge, mais c'était un mensonge quand même.`,
        (c) => `${c.H} n'avait pas dit la vérité à ${c.F} au sujet ${du(c.treasure.n)}, et le mensonge restait au fond de son ventre, froid comme un caillou. Chaque fois ${que(c.F)} lui souriait, il pesait un peu plus lourd.`,
        (c) => `Un peu plus tôt, quand quelque chose s'était cassé, ${c.H} avait dit « Ce n'est pas moi », alors que c'était ${c.a('lui', 'elle')}. ${c.Il} essayait d'oublier ce mensonge, mais il revenait sans cesse lui chuchoter à l'oreille, et ${c.il} n'arrivait plus à penser à rien d'autre.`,
      ],
      turn: [
        (c) => `${c.H} prit une grande inspiration. « ${c.F}, il faut que je te dise quelque chose. Ce que je t'ai dit n'était pas vrai, et je suis ${c.a('désolé', 'désolée')}. » ${c.F} ne dit rien pendant un instant, puis sourit. « Merci de m'avoir dit la vérité. » Le caillou froid fondit d'un coup, et le cœur léger, ${c.H} put enfin réfléchir clairement.`,
        (c) => `Enfin, ${c.H} ne put garder son mensonge plus longtemps. « J'ai dit quelque chose qui n'était pas vrai, et j'ai fait comme si de rien n'était, avoua-t-${c.il}, les joues toutes roses. Pardon. » ${c.F} lui fit un câlin. Tout sembla soudain plus facile, comme un nœud qui se défait.`,
      ],
      echo: [
        (c) => `${c.H} n'oublia jamais cette sensation de légèreté, après avoir dit la vérité, et à partir de ce jour, ${c.il} la dit toujours, même quand c'était difficile.`,
        (c) => `Ce jour-là, ${c.H} comprit que des amis qui se disent la vérité peuvent réparer presque tout, et ${c.F} lui serra la main comme pour sceller une promesse.`,
      ],
    },
  },
  perseverance: {
    young: {
      setup: [(c) => `${c.H} aimait essayer des choses nouvelles, même les choses difficiles.`, (c) => `${c.H} n'abandonnait jamais. Enfin, presque jamais.`],
      pressure: [
        (c) => `« C'est trop dur, dit ${c.H}. Je veux arrêter. » Puis ${c.il} se reprit : « Non. Encore un essai ! »`,
        (c) => `${c.H} tomba. Boum ! Mais ${c.H} se releva.`,
        (c) => `${c.H} avait envie d'arrêter. Mais ${c.il} se dit : « Allez, encore une fois. »`,
      ],
      turn: [(c) => `${c.H} essaya encore. Et encore. Et encore une fois !`, (c) => `Essayer, essayer, et essayer encore ! ${c.H} ne lâcha rien.`],
      echo: [(c) => `Maintenant, quand quelque chose est difficile, ${c.H} dit : « Allez, encore un essai ! »`, (c) => `${c.H} avait appris une grande chose : à force d'essayer, on y arrive.`],
    },
    older: {
      setup: [
        (c) => `${c.H} n'était pas du genre à abandonner facilement, même ${c.il === 'il' ? "s'il" : 'si elle'} n'avait encore jamais rien tenté d'aussi difficile.`,
        (c) => `On disait ${que(c.H)} était ${c.a('têtu', 'têtue')} comme une mule, mais ${c.H} préférait appeler ça « ne pas baisser les bras ».`,
      ],
      pressure: [
        (c) => `« On ferait peut-être mieux d'abandonner », soupira ${c.F}. ${c.H} faillit dire oui. Presque. Mais une petite voix, au fond ${c.a('de lui', "d'elle")}, murmura : « Pas encore. »`,
        (c) => `${c.H} s'assit d'un coup. « C'est trop difficile, dit-${c.il}. Je n'y arriverai pas. » Puis, après un moment, ${c.il} ajouta tout bas : « Pour l'instant. »`,
        (c) => `${c.H} était ${c.a('fatigué', 'fatiguée')}, et sa tête était pleine de « je ne peux pas ». Mais ${c.il} se secoua, regarda le problème une nouvelle fois, et se mit à réfléchir.`,
      ],
      turn: [
        (c) => `${c.H} se leva et dit : « Essayons encore. Lentement cette fois, et avec soin. » ${c.Il} était ${c.a('fatigué', 'fatiguée')}, et ce ne serait ni rapide ni facile, mais cette fois, ${c.il} n'allait pas s'arrêter en chemin.`,
        (c) => `N'importe qui d'autre aurait abandonné depuis longtemps, mais pas ${c.H}. ${c.Il} essaya encore une fois, puis une autre, en apprenant un peu de chaque erreur, jusqu'à ce que la solution apparaisse enfin, juste sous ses yeux.`,
      ],
      echo: [
        (c) => `À partir de ce jour, chaque fois que quelque chose était difficile, ${c.H} se souvenait de cette aventure, prenait une grande inspiration et disait : « Encore un essai ! »`,
        (c) => `${c.H} savait maintenant que « je ne peux pas » veut très souvent dire « je ne peux pas encore ».`,
      ],
    },
  },
  empathy: {
    young: {
      setup: [(c) => `${c.H} était toujours ${c.a('pressé', 'pressée')}. Vite, vite, vite !`, (c) => `${c.H} courait partout. Zoum, zoum, zoum !`],
      pressure: [
        (c) => `${c.F} avait l'air fatigué, et un peu inquiet. Mais ${c.H} ne voyait rien.`,
        (c) => `« Dépêche-toi ! » dit ${c.H}. ${c.F} baissa la tête tristement.`,
      ],
      turn: [(c) => `Alors ${c.H} s'arrêta et regarda ${c.F}. « Tu as du chagrin ? » ${c.H} serra ${c.F} très fort dans ses bras. Et tout de suite, ça allait mieux.`],
      echo: [(c) => `Maintenant, ${c.H} demande toujours : « Comment tu te sens ? »`, (c) => `${c.H} avait appris à s'arrêter, à regarder et à écouter.`],
    },
    older: {
      setup: [
        (c) => `${c.H} était toujours ${c.a('occupé', 'occupée')}, toujours ${c.a('pressé', 'pressée')}, à courir d'une chose à l'autre, et ne s'arrêtait pas souvent pour remarquer ce que ressentaient les autres.`,
      ],
      pressure: [
        (c) => `${c.F} avait l'air fatigué et inquiet, mais ${c.H} était bien trop ${c.a('pressé', 'pressée')} pour s'en apercevoir.`,
        (c) => `« Allez, dépêche-toi ! » lança ${c.H}, sans même se retourner pour voir le visage inquiet ${de(c.F)}.`,
        (c) => `${c.F} ne disait plus rien depuis un moment. ${c.H} pensa que ce n'était rien, et continua sans ralentir.`,
      ],
      turn: [
        (c) => `Alors ${c.H} se retourna et regarda vraiment ${c.F}. ${c.Il} s'arrêta. « Tu as peur, c'est ça ? dit-${c.il} doucement. Moi aussi, un peu. » ${c.F} hocha la tête, et ${c.ils} se serrèrent ${c.g("l'un contre l'autre", "l'une contre l'autre")}. Une fois leurs soucis partagés, le chemin leur parut bien moins effrayant, et ${c.ils} purent chercher la solution ensemble.`,
        (c) => `${c.H} s'assit à côté ${de(c.F)} et demanda : « Qu'est-ce qui ne va pas ? » Et puis, au lieu de parler, ${c.il} écouta. ${c.F} s'inquiétait depuis le début, et avait même une idée, sans oser la dire. C'était exactement ce qu'il leur fallait.`,
      ],
      echo: [
        (c) => `${c.H} avait appris à regarder le visage de ses amis et à demander : « Comment tu te sens ? » C'était, ${c.il} en était ${c.a('sûr', 'sûre')}, la meilleure question du monde.`,
        (c) => `Après ce jour, ${c.H} ne fila plus jamais devant sans s'occuper ${de(c.F)}. Faire attention aux autres, ${c.il} l'avait découvert, c'est une sorte de magie.`,
      ],
    },
  },
  responsibility: {
    young: {
      setup: [(c) => `Mamie confia une mission à ${c.H}. « Prends soin ${du(c.treasure.n)} », dit-elle. « Promis ! » dit ${c.H}.`, (c) => `« Tu veux bien garder ${le(c.treasure.n)} pour moi ? » demanda Mamie. « Oui ! » dit ${c.H}.`],
      pressure: [
        (c) => `${c.H} avait envie de poser ${le(c.treasure.n)} pour aller jouer. Mais ${c.il} avait promis.`,
        (c) => `${cap(le(c.treasure.n))} pesait lourd. Mais ${c.H} tint bon.`,
      ],
      turn: [(c) => `« C'est ma mission, dit ${c.H}. Je vais la réussir. » Et ${c.il} la réussit.`],
      echo: [(c) => `${cap(le(c.treasure.n))} n'avait pas une seule égratignure. « Bravo ! » dit ${c.F}. ${c.H} était ${c.a('très fier', 'très fière')}.`, (c) => `${c.H} avait tenu sa promesse. ${c.F} lui fit un gros, gros câlin.`],
    },
    older: {
      setup: [
        (c) => `Ce matin-là, Mamie avait confié à ${c.H} une mission importante : prendre soin ${du(c.treasure.n)} et ${lo(c.treasure.n)} rapporter à la maison sans une égratignure. « Je peux compter sur toi ? » demanda-t-elle. « Promis », répondit ${c.H}, en se tenant bien ${c.a('droit', 'droite')}.`,
      ],
      pressure: [
        (c) => `${cap(le(c.treasure.n))} pesait de plus en plus lourd, et ${c.H} fut ${c.a('tenté', 'tentée')} de ${lo(c.treasure.n)} laisser quelque part pour ${lo(c.treasure.n)} reprendre plus tard. Personne n'en saurait rien. Mais ${c.a('lui', 'elle')}, ${c.il} le saurait, et une promesse est une promesse.`,
        (c) => `Pendant un instant, ${c.H} aurait bien aimé que quelqu'un d'autre s'occupe de tout. Ce serait tellement plus simple. Mais au fond, ${c.il} savait que c'était sa mission.`,
        (c) => `${c.H} vérifia encore ${le(c.treasure.n)}. Tout allait bien. ${c.Il} avait promis, et ${c.il} comptait bien tenir sa promesse.`,
      ],
      turn: [
        (c) => `${c.H} aurait pu attendre que quelqu'un d'autre arrange les choses. Au lieu de cela, ${c.il} se dit : « C'est ma mission, et j'irai jusqu'au bout. » ${c.Il} fit un plan, vérifia tout deux fois, et s'assura ${que(c.F)} était en sécurité avant de faire le moindre pas.`,
        (c) => `« Bien, dit ${c.H} d'une voix étonnamment assurée. Laissez-moi faire. » Et avec calme et prudence, sans jamais quitter ${le(c.treasure.n)} des yeux, ${c.il} fit exactement ce qu'il fallait faire.`,
      ],
      echo: [
        (c) => `À la fin de la journée, ${le(c.treasure.n)} était toujours en parfait état. « Je savais qu'on pouvait compter sur toi », dit ${c.F}. ${c.H} se sentit ${c.a('grand', 'grande')} comme une montagne.`,
        (c) => `Tout le monde félicita ${c.H}, et ${c.H} découvrit que c'est un sentiment merveilleux, d'être quelqu'un sur qui l'on peut compter.`,
      ],
    },
  },
  creativity: {
    young: {
      setup: [(c) => `${c.H} adorait fabriquer des choses. Des bateaux en feuilles ! Des chapeaux en papier !`, (c) => `${c.H} avait plein d'idées. Des grandes, des petites, des rigolotes !`],
      pressure: [
        (c) => `« Ça ne marche pas », dit ${c.F}. ${c.H} réfléchit, réfléchit.`,
        (c) => `${c.H} regarda ${le(c.treasure.n)}. Et si ça pouvait servir ?`,
      ],
      turn: [(c) => `Soudain, ${c.H} eut une idée toute neuve ! ${c.Il} se servit ${du(c.treasure.n)} d'une façon très astucieuse. Quelle bonne idée !`],
      echo: [(c) => `Maintenant, quand il y a un problème, ${c.H} dit : « Cherchons une idée nouvelle ! »`, (c) => `${c.H} était ${c.a('fier', 'fière')} de son idée. Qu'allait-${c.il} inventer demain ?`],
    },
    older: {
      setup: [
        (c) => `${c.H} adorait fabriquer des choses : des bateaux en coquilles de noix, des chapeaux en feuilles de rhubarbe, et des châteaux entiers en cailloux et en ficelle.`,
      ],
      pressure: [
        (c) => `« Ça ne marche pas », soupira ${c.F}. ${c.H} regarda ce ${que(c.ils)} avaient sur ${c.g('eux', 'elles')} : un bout de ficelle, un bouton, ${le(c.treasure.n)}. Il devait bien y avoir un autre moyen ?`,
        (c) => `${c.H} essayait la même chose, encore et encore. « Peut-être, pensa-t-${c.il} lentement, qu'il ne faut pas essayer plus fort, mais autrement. »`,
        (c) => `${c.H} se mit à rêvasser, comme quand ${c.il} fabriquait quelque chose, et une petite idée commença à germer dans un coin de sa tête.`,
      ],
      turn: [
        (c) => `C'est alors ${que(c.H)} eut une idée, une idée toute neuve, qui pétillait comme de la limonade. Personne ne l'avait jamais essayée, alors personne ne pouvait dire qu'elle ne marcherait pas. Avec ${le(c.treasure.n)}, un bout de ficelle et beaucoup d'imagination, ${c.il} se mit au travail : ${c.il} tordit, noua, essaya.`,
        (c) => `« Et si on s'y prenait complètement autrement ? » dit ${c.H}, les yeux brillants. ${c.Il} tourna ${le(c.treasure.n)} dans tous les sens, et soudain, ${c.il} eut une idée que personne n'avait jamais eue.`,
      ],
      echo: [
        (c) => `Depuis, chaque fois que quelque chose semble impossible, ${c.H} se tapote le front et dit : « C'est le moment d'une idée nouvelle ! »`,
        (c) => `${c.H} posa ${le(c.treasure.n)} sur l'étagère près de la fenêtre, pour se rappeler qu'il y a toujours plus d'une façon de résoudre un problème.`,
      ],
    },
  },
  none: {
    young: {
      setup: [],
      pressure: [],
      turn: [(c) => `${c.H} regarda ${c.F}. « Ensemble ? » « Ensemble ! »`],
      echo: [(c) => `Quelle journée ! ${c.H} fit un gros câlin de bonne nuit à ${c.F}.`],
    },
    older: {
      setup: [],
      pressure: [],
      turn: [
        (c) => `${c.H} regarda ${c.F}, et ${c.F} regarda ${c.H}. « Ensemble ? » demanda ${c.H}. « Ensemble », répondit ${c.F}. Et ${c.ils} se mirent à l'ouvrage.`,
      ],
      echo: [
        (c) => `La journée avait été longue, et merveilleuse, et ${c.H} savait ${que(c.il)} s'en souviendrait très longtemps.`,
      ],
    },
  },
};
