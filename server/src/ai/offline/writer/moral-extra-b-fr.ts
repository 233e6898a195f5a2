// D'autres façons de dire l'empathie, la responsabilité, la créativité et les histoires sans
// leçon, pour que deux histoires sur la même morale ne se ressemblent presque jamais. Chaque
// phrase tient seule : une histoire tire une mise en place, deux épreuves, un tournant et un écho.
import { de, du, le, que, un, type FrNoun } from './french-grammar.ts';
import type { MoreArcs } from './moral-arcs.ts';
import type { Fr, FrCtx } from './story-context.ts';
import { cap } from './text-tools.ts';

/** Pronom complément devant une consonne : le / la. */
const lo = (n: FrNoun): string => (n.g === 'f' ? 'la' : 'le');
/** Accord avec l'ami ou l'amie du héros. */
const fa = (c: FrCtx, m: string, f: string): string => (c.sonAmi === 'son amie' ? f : m);
/** « s'il » / « si elle ». */
const si = (c: FrCtx): string => (c.il === 'il' ? "s'il" : 'si elle');

/** Le héros devine ce dont son ami a besoin et lui offre son trésor (petits). */
function offerYoung(c: FrCtx): string {
  const t = le(c.treasure.n);
  switch (c.tKind) {
    case 'food': return `« Tu as faim ? » demanda ${c.H} en tendant ${t} à ${c.F}.`;
    case 'warm': return `« Tu as froid ? » demanda ${c.H}, et ${c.il} posa ${t} sur les épaules ${de(c.F)}.`;
    case 'book': return `« Tu veux une histoire ? » demanda ${c.H} en ouvrant ${t} pour ${c.F}.`;
    case 'light': return `« Tu as peur du noir ? » demanda ${c.H} en approchant ${t} tout près ${de(c.F)}.`;
    case 'toy': return `« Tu veux jouer ? » demanda ${c.H} en tendant ${t} à ${c.F}.`;
  }
}

/** La même attention, pour les plus grands : le héros agit sans qu'on le lui demande. */
function offerOlder(c: FrCtx): string {
  const t = le(c.treasure.n);
  switch (c.tKind) {
    case 'food': return `${c.H} surprit le regard affamé ${de(c.F)}, et sans un mot, ${c.il} lui tendit ${t}.`;
    case 'warm': return `${c.H} vit ${que(c.F)} frissonnait, et sans attendre qu'on le lui demande, ${c.il} posa ${t} sur les épaules ${de(c.F)}.`;
    case 'book': return `${c.H} se souvint qu'une histoire calmait toujours ${c.F}. ${c.Il} ouvrit ${t} et lut une page à voix basse, jusqu'à ce ${que(c.F)} respire plus tranquillement.`;
    case 'light': return `${c.H} se rappela ${que(c.F)} n'aimait pas le noir, et sans rien dire, ${c.il} tourna ${t} pour que sa lumière tombe du côté ${de(c.F)}.`;
    case 'toy': return `${c.H} vit ${que(c.F)} ne quittait pas ${t} des yeux, et sans un mot, ${c.il} ${lo(c.treasure.n)} lui mit entre les mains.`;
  }
}

export const FR_MORALS_EXTRA_B: MoreArcs<Fr> = {
  empathy: {
    young: {
      setup: [
        (c) => `${c.H} voulait toujours arriver ${c.a('le premier', 'la première')}. ${c.a('Premier', 'Première')} partout, tout le temps !`,
        (c) => `${c.H} parlait, parlait, parlait toute la journée. Un vrai moulin à paroles !`,
        (c) => `${c.H} ne tenait jamais en place. Hop, hop, hop, et hop encore !`,
        (c) => `${c.H} avait toujours mille choses à faire, et jamais une minute à perdre.`,
        (c) => `${c.H} avait la tête pleine de ses grands projets à ${c.a('lui', 'elle')}. Plus de place pour rien d'autre !`,
        (c) => `${c.H} sautait et chantait si fort ${que(c.il)} n'entendait plus rien autour.`,
        (c) => `Avec ${c.H}, tout allait vite, très vite. Trop vite, peut-être ?`,
      ],
      pressure: [
        (c) => `« Attends-moi ! » cria ${c.F}. Mais ${c.H} était déjà loin.`,
        (c) => `Les yeux ${de(c.F)} se remplirent de larmes. ${c.H} regardait ailleurs.`,
        (c) => `${c.F} voulait dire quelque chose. Mais ${c.H} parlait, parlait, et n'écoutait pas.`,
        (c) => `${c.F} trébucha. « Aïe ! » ${c.H} pouffa de rire. Puis ${c.il} vit la tête ${de(c.F)}, et son rire s'envola.`,
        (c) => `${c.F} allait de plus en plus lentement. ${c.H} allait de plus en plus vite.`,
        (c) => `« Moi d'abord ! » dit ${c.H} en passant devant. ${c.F} resta derrière, sans rien dire.`,
        (c) => `Enfin, ${c.H} se retourna. ${c.F} était loin derrière, ${fa(c, 'tout seul', 'toute seule')}. ${c.H} eut un petit pincement au cœur.`,
      ],
      turn: [
        (c) => `${c.H} fit demi-tour et attendit ${c.F}. « On y va doucement, dit-${c.il}. Côte à côte. »`,
        (c) => `${c.H} regarda bien le visage ${de(c.F)}. « Tu es triste ? Tu veux un câlin ? » Oh oui, ${c.F} voulait bien !`,
        (c) => `« À toi de parler, dit ${c.H}. Je t'écoute. » Et ${c.il} écouta de toutes ses oreilles.`,
        (c) => `${offerYoung(c)} ${c.F} sourit, ${fa(c, 'tout réconforté', 'toute réconfortée')}.`,
        (c) => `${c.H} ralentit, ralentit encore, jusqu'à marcher au même pas ${que(c.F)}. Un pas, deux pas, ensemble.`,
        (c) => `${c.H} s'accroupit près ${de(c.F)}. « Pardon de ne pas t'avoir ${fa(c, 'attendu', 'attendue')} », dit-${c.il}. ${c.F} lui fit un petit sourire.`,
        (c) => `${c.H} prit la main ${de(c.F)} et la serra fort. « Je suis là, chuchota-t-${c.il}. Je ne te lâche pas. »`,
      ],
      echo: [
        (c) => `Maintenant, ${c.H} attend toujours ${c.F} avant de repartir.`,
        (c) => `Aujourd'hui, ${c.H} écoute presque autant ${que(c.il)} parle. Enfin, presque !`,
        (c) => `${c.H} court toujours aussi vite. Mais quand un ami a besoin ${c.a('de lui', "d'elle")}, ${c.il} s'arrête.`,
        (c) => `Quand ${c.F} a du chagrin, maintenant, c'est ${c.H} qui s'en aperçoit ${c.a('le premier', 'la première')}.`,
        (c) => `Tout le reste de la journée, ${c.H} marcha au pas ${de(c.F)}. C'était un très joli pas.`,
        (c) => `${c.H} a appris à regarder les visages. Un visage, ça raconte tant de choses !`,
        (c) => `${c.H} avait découvert un secret : les amis aussi ont de gros chagrins, et un câlin les fait fondre.`,
      ],
    },
    older: {
      setup: [
        (c) => `${c.H} avait toujours mille choses à raconter, et bien peu de temps pour écouter celles des autres.`,
        (c) => `${c.H} avait la tête si pleine de ses propres projets ${que(c.il)} en oubliait parfois que les autres aussi avaient des projets, et des soucis.`,
        (c) => `Quand quelque chose l'enthousiasmait, ${c.H} fonçait droit devant comme une charrette sans cocher, et presque tout l'enthousiasmait.`,
        (c) => `${c.H} était ${c.a('courageux', 'courageuse')}, ${c.a('vif', 'vive')} et ${c.a('généreux', 'généreuse')}, mais à toute allure : ${c.il} voulait bien aider n'importe qui, pourvu que ça ne l'oblige pas à ralentir.`,
        (c) => `${c.H} se disait que, ${si(c)} allait bien, tout le monde allait bien. L'idée de vérifier ne lui était jamais venue.`,
        (c) => `${c.H} savait repérer un trèfle à quatre feuilles au premier coup d'œil, mais ${c.il} pouvait passer à côté d'un air triste sans le voir.`,
        (c) => `Tout le monde trouvait ${c.H} très ${c.a('amusant', 'amusante')}, à condition de suivre son rythme, et de ne pas vouloir placer un mot.`,
        (c) => `${c.H} adorait les listes : des choses à faire, à voir, à essayer. Mais sur aucune d'elles n'était écrit « s'arrêter et regarder autour de soi ».`,
      ],
      pressure: [
        (c) => `« On peut souffler une minute ? » demanda ${c.F}. « Plus tard », répondit ${c.H} sans se retourner, et ${c.il} se demanda aussitôt pourquoi ce mot avait sonné si sec.`,
        (c) => `${c.F} commença à parler de ce qui l'inquiétait, mais ${c.H} l'interrompit pour raconter une histoire bien plus passionnante. ${c.F} n'essaya pas une deuxième fois, et ce silence-là mit ${c.H} mal à l'aise.`,
        (c) => `Quand ${c.F} trébucha, ${c.H} éclata de rire avant d'avoir pu se retenir. ${c.F}, ${fa(c, 'lui', 'elle')}, ne riait pas du tout, et ${c.H} aurait donné cher pour rattraper ce rire.`,
        (c) => `${c.H} bavardait sans s'arrêter sur tout ce ${que(c.ils)} feraient ensuite. Quand ${c.il} reprit enfin son souffle, ${c.il} s'aperçut ${que(c.F)} ne répondait plus depuis longtemps, et ce silence lui fit un drôle d'effet.`,
        (c) => `« Ça va », dit ${c.F}, de cette voix qui veut dire tout le contraire. ${c.H} fit semblant de le croire et repartit, mais un petit doute ${c.a('le', 'la')} suivait comme une ombre.`,
        (c) => `${c.H} avait déjà trois pas d'avance quand un petit reniflement se fit entendre derrière ${c.a('lui', 'elle')}. ${c.Il} fit comme si de rien n'était, et chaque pas lui pesa un peu plus.`,
        (c) => `${c.H} voulait tant aider à sa façon ${que(c.il)} ne pensa pas à demander à ${c.F} ce qui l'aiderait vraiment. Bizarrement, toute cette aide ne faisait qu'empirer les choses.`,
      ],
      turn: [
        (c) => `${c.H} s'arrêta net et se retourna. ${c.F} était loin derrière, ${fa(c, 'fatigué', 'fatiguée')} et ${fa(c, 'inquiet', 'inquiète')}. ${c.H} revint jusqu'à ${fa(c, 'lui', 'elle')} sans dire une seule fois « dépêche-toi ». « On ira à ton rythme, dit-${c.il}. Rien ne presse. »`,
        (c) => `Cette fois, quand ${c.F} se mit à parler, ${c.H} ferma la bouche et ouvrit grand les oreilles. Ce n'était pas facile. Mais ce ${que(c.F)} avait à dire valait bien cet effort.`,
        (c) => `${offerOlder(c)} C'était peu de chose, mais tout le visage ${de(c.F)} changea.`,
        (c) => `« Pardon, dit doucement ${c.H}. Je n'ai pas été ${c.a('un très bon ami', 'une très bonne amie')} aujourd'hui. Comment tu vas, vraiment ? » ${c.F} leva les yeux, ${fa(c, 'surpris', 'surprise')}, et tout sortit d'un coup.`,
        (c) => `${c.H} s'assit près ${de(c.F)}, si près que leurs épaules se touchaient, et resta là, simplement. Pas de conseils, pas de hâte. Au bout d'un moment, ${c.F} s'appuya contre ${c.a('lui', 'elle')} et poussa un long soupir tremblant.`,
        (c) => `${c.H} essaya d'imaginer ce ${que(c.F)} ressentait : la fatigue, l'inquiétude, la peur que tout finisse mal. Rien que d'y penser, ${c.il} eut le cœur serré. ${c.Il} revint se serrer tout contre ${c.F}. « Ce bout-là, on le fait ensemble. »`,
        (c) => `« Qu'est-ce qui t'aiderait, là, tout de suite ? » demanda ${c.H}, et puis, c'était le plus difficile, ${c.il} attendit la réponse. « Juste aller un peu moins vite », dit ${c.F}. Alors ${c.ils} ralentirent, et tout changea.`,
      ],
      echo: [
        (c) => `Après cela, ${c.H} se retournait souvent, non plus pour presser ${c.F}, mais pour croiser son regard, et à chaque fois, ${c.F} lui souriait.`,
        (c) => `${c.H} resta ${c.a('vif', 'vive')} et ${c.a('bavard', 'bavarde')}, mais ${c.il} avait appris l'art de la pause : ce petit silence où les sentiments des autres peuvent trouver leur place.`,
        (c) => `${c.H} découvrit qu'écouter, ce n'est pas attendre son tour pour parler, et que c'est bien plus intéressant.`,
        (c) => `Plus tard, ${c.F} dit que le plus beau moment de l'aventure, c'était quand ${c.H} s'était ${c.a('arrêté', 'arrêtée')} pour lui demander comment ça allait. ${c.H}, ${c.a('lui', 'elle')}, aurait parié sur tout autre chose.`,
        (c) => `Depuis, chaque fois ${que(c.H)} s'apprêtait à foncer, ${c.il} repensait au visage ${de(c.F)} ce jour-là, et ralentissait sans qu'on le lui demande.`,
        (c) => `${c.H} se mit à remarquer des choses ${que(c.il)} n'avait jamais vues : un soupir, un pas qui traîne, un sourire qui ne monte pas jusqu'aux yeux. Chacune, ${c.il} le savait maintenant, était un petit message.`,
        (c) => `Ce soir-là, ${c.H} repensa à la journée en se mettant à la place ${de(c.F)}, et se promit de toujours veiller sur les amis qui deviennent silencieux.`,
      ],
    },
  },
  responsibility: {
    young: {
      setup: [
        (c) => `Aujourd'hui, ${c.H} avait un travail rien qu'à ${c.a('lui', 'elle')}. « C'est moi qui porte ${le(c.treasure.n)} ! » annonça-t-${c.il}.`,
        (c) => `Mamie donna ${le(c.treasure.n)} à ${c.H}. « C'est toi qui t'en occupes, maintenant », dit-elle. ${c.H} hocha très fort la tête.`,
        (c) => `« Qui va s'occuper ${du(c.treasure.n)} ? » demanda Mamie. « Moi ! Moi ! » cria ${c.H}.`,
        (c) => `${c.H} était enfin ${c.a('assez grand', 'assez grande')} pour un vrai travail : veiller sur ${le(c.treasure.n)} toute la journée.`,
        (c) => `${c.H} fit une promesse à Mamie : « ${cap(le(c.treasure.n))} reviendra avec moi, juré ! »`,
        (c) => `Mamie noua un ruban autour ${du(c.treasure.n)}. « Ce ruban veut dire que c'est ton travail », dit-elle à ${c.H}.`,
        (c) => `${c.H} se tenait bien ${c.a('droit', 'droite')}. Aujourd'hui, ${le(c.treasure.n)}, c'était son affaire à ${c.a('lui', 'elle')} !`,
      ],
      pressure: [
        (c) => `${c.H} posa ${le(c.treasure.n)} pour jouer, et puis ${c.il} l'oublia ! Oh non ! ${c.H} revint en courant. Ouf, rien n'avait bougé !`,
        (c) => `« Porte-${lo(c.treasure.n)}, toi », dit ${c.H} à ${c.F}. Mais ce n'était pas le travail ${de(c.F)}. C'était celui ${de(c.H)}.`,
        (c) => `${c.H} fit tournoyer ${le(c.treasure.n)}. Houp ! Un peu plus, et tout tombait par terre. Le cœur ${de(c.H)} fit boum.`,
        (c) => `« Quelqu'un d'autre peut bien s'en occuper », pensa ${c.H}. Mais il n'y avait personne d'autre. Rien ${que(c.H)}.`,
        (c) => `« C'est ennuyeux, les missions », bougonna ${c.H}, et ${c.il} avança tout doucement, l'air grognon.`,
        (c) => `${c.H} regarda ${le(c.treasure.n)}, puis toutes les choses amusantes autour. Que choisir ? Hum.`,
        (c) => `Oh là là ! ${c.H} ne regardait pas, et ${le(c.treasure.n)} glissa. ${c.H} ${lo(c.treasure.n)} rattrapa juste à temps.`,
      ],
      turn: [
        (c) => `${c.H} reprit ${le(c.treasure.n)} et ${lo(c.treasure.n)} tint avec soin. « C'est mon travail, dit-${c.il}. Je vais bien le faire. »`,
        (c) => `« Je sais ce qu'il faut faire », dit ${c.H}. ${c.Il} n'attendit pas qu'on le lui dise.`,
        (c) => `D'abord, ${c.H} mit ${le(c.treasure.n)} en lieu sûr. Ensuite, ${c.il} aida ${c.F}. Une chose après l'autre !`,
        (c) => `« Reste près de moi, dit ${c.H} à ${c.F}. Je m'occupe de nous deux. » Comme ${c.il} avait l'air ${c.a('grand', 'grande')} !`,
        (c) => `« Bon », dit ${c.H}, et ${c.il} se mit au travail, doucement, soigneusement, un petit bout après l'autre.`,
        (c) => `${c.H} vérifia ${le(c.treasure.n)} : à l'abri ! ${c.Il} vérifia ${c.F} : à l'abri aussi ! Maintenant, ${c.il} pouvait être ${c.a('courageux', 'courageuse')}.`,
        (c) => `${c.H} se souvint de sa promesse. ${c.Il} se redressa : « Je peux le faire. J'ai dit que je le ferais. »`,
      ],
      echo: [
        (c) => `${cap(le(c.treasure.n))} finit la journée sans un accroc. ${c.H} fit trois petits sauts de joie.`,
        (c) => `Maintenant, ${c.H} a un petit travail chaque jour, et ${c.il} le fait toujours très bien.`,
        (c) => `« Qui a si bien pris soin ${du(c.treasure.n)} ? » demanda quelqu'un. « C'est moi ! » répondit ${c.H}, ${c.a('tout fier', 'toute fière')}.`,
        (c) => `${c.H} remit ${le(c.treasure.n)} à sa place. Travail terminé ! Quel bonheur.`,
        (c) => `${c.H} se sentait ${c.a('grand', 'grande')} à l'intérieur, ${c.a('grand', 'grande')} comme un arbre. On pouvait compter sur ${c.a('lui', 'elle')} !`,
        (c) => `Aujourd'hui, quand il y a quelque chose à faire, ${c.H} dit : « Je m'en occupe ! »`,
        (c) => `Ce soir-là, ${le(c.treasure.n)} resta bien à l'abri près du lit ${de(c.H)}, et ${c.H} s'endormit en souriant.`,
      ],
    },
    older: {
      setup: [
        (c) => `Depuis des semaines, ${c.H} réclamait un vrai travail, et ce matin, Mamie lui en avait enfin confié un : veiller sur ${le(c.treasure.n)} toute la journée et ${lo(c.treasure.n)} ramener en un seul morceau.`,
        (c) => `Avant le départ, Mamie avait confié ${le(c.treasure.n)} à ${c.H}. « Ce n'est pas grand-chose, avait-elle dit, mais j'y tiens. » ${c.H} avait juré de ${lo(c.treasure.n)} défendre au péril de sa vie, ce qui avait bien fait rire Mamie.`,
        (c) => `${c.H} aimait se croire très ${c.a('grand', 'grande')}, et aujourd'hui, ${c.il} avait l'occasion de le prouver : ${le(c.treasure.n)} était sous sa responsabilité, et sous celle de personne d'autre.`,
        (c) => `Mamie avait une règle : qui propose de porter quelque chose le porte jusqu'au bout. Ce matin-là, un peu trop vite, ${c.H} avait proposé de porter ${le(c.treasure.n)}.`,
        (c) => `${c.H} adorait commencer les choses, un peu moins les finir : derrière ${c.a('lui', 'elle')} traînaient des cabanes à moitié construites et des livres lus jusqu'à la page dix. Mais aujourd'hui, ${c.il} avait promis d'aller au bout d'une chose : ramener ${le(c.treasure.n)} à bon port.`,
        (c) => `Il y a deux sortes de gens, disait Mamie : ceux qui laissent le travail aux autres, et ceux qui sont « les autres ». Avec ${le(c.treasure.n)} à garder aujourd'hui, ${c.H} allait découvrir de quelle sorte ${c.il} était.`,
        (c) => `Ce matin-là, ${c.H} avait fait une promesse, de celles qu'on fait la main sur le cœur : ${le(c.treasure.n)} reviendrait à la maison, quoi qu'il arrive.`,
        (c) => `S'occuper ${du(c.treasure.n)}, c'était l'idée ${de(c.H)}. « Laissez-moi faire », avait-${c.il} dit, en se sentant terriblement ${c.a('important', 'importante')}. Ce n'est que plus tard ${que(c.il)} découvrit combien il peut être lourd d'être important.`,
      ],
      pressure: [
        (c) => `${c.H} posa ${le(c.treasure.n)} juste un instant, et quand ${c.il} se retourna, ${c.il} ne ${lo(c.treasure.n)} vit plus nulle part. Son cœur fit un bond. Fausse alerte : ${le(c.treasure.n)} était juste là, sous son nez, mais la frayeur ne ${c.a('le', 'la')} quitta pas de sitôt.`,
        (c) => `« Tiens, porte-${lo(c.treasure.n)} un peu », dit ${c.H} en tendant ${le(c.treasure.n)} à ${c.F}. ${c.F} ${lo(c.treasure.n)} prit sans un mot. ${c.H} se sentit ${c.a('soulagé', 'soulagée')} pendant dix pas, puis eut le cœur plus lourd que jamais.`,
        (c) => `Quand les choses tournèrent mal, la première pensée ${de(c.H)} fut : « Ce n'est pas ma faute. » La deuxième arriva un peu plus tard, et beaucoup plus bas : « Vraiment ? »`,
        (c) => `${c.H} savait ${que(c.il)} aurait dû vérifier avant de foncer. ${c.Il} ne l'avait pas fait, et maintenant, tout était plus compliqué que nécessaire. ${c.Il} baissa la tête, sans rien dire.`,
        (c) => `Porter, toujours porter : ${c.H} se mit à ronchonner tout bas. Et à chaque ronchonnement, ${le(c.treasure.n)} semblait peser un peu plus lourd.`,
        (c) => `${c.H} était si ${c.a('occupé', 'occupée')} à vivre son aventure ${que(c.il)} en avait complètement oublié ${le(c.treasure.n)}. Quand ${c.il} s'en souvint, d'un coup, ses joues devinrent brûlantes.`,
        (c) => `${c.F} attendait ${que(c.H)} décide de la suite, mais ${c.H} n'avait pas envie de décider. ${c.Il} haussa les épaules : « Choisis, toi. » Ce fut comme poser par terre un fardeau ${que(c.il)} avait promis de porter.`,
      ],
      turn: [
        (c) => `${c.H} se redressa. « J'ai dit que je m'en occupais, alors je m'en occupe. » ${c.Il} mit ${le(c.treasure.n)} hors de danger, puis, calmement et sans faire d'histoires, ${c.il} fit ce qu'il y avait à faire.`,
        (c) => `${c.H} prit une grande inspiration. « C'est à cause de moi que ça a mal tourné. Alors c'est à moi de réparer. » Ce n'était pas facile à dire, et encore moins à faire, mais ${c.il} fit les deux.`,
        (c) => `${c.H} cessa d'attendre que quelqu'un d'autre décide. ${c.Il} regarda le problème, regarda ${c.F}, et dit : « Voilà ce qu'on va faire. » À sa grande surprise, sa voix ne trembla pas du tout.`,
        (c) => `${c.H} serra ${le(c.treasure.n)} contre ${c.a('lui', 'elle')} et dit à ${c.F} : « Reste juste derrière moi. Je passe devant. » C'était son travail, après tout, et ${c.il} comptait bien le faire jusqu'au bout.`,
        (c) => `${c.H} fit une liste dans sa tête : d'abord, s'assurer que tout le monde va bien ; ensuite, mettre ${le(c.treasure.n)} là où rien ne pourrait l'abîmer ; enfin, s'attaquer au problème. Un, deux, trois. ${c.Il} suivit la liste dans l'ordre, comme Mamie l'aurait fait.`,
        (c) => `À moitié fait, ce n'était pas assez, pas cette fois. ${c.H} prit une grande inspiration et décida d'aller jusqu'au bout, le temps qu'il faudrait.`,
        (c) => `${c.H} choisit la prudence plutôt que la vitesse : ${c.il} vérifia, vérifia encore, et alors seulement, ${c.il} s'avança. C'était plus lent, mais c'était juste.`,
      ],
      echo: [
        (c) => `À la fin de la journée, ${c.H} rendit ${le(c.treasure.n)} sans la moindre marque, et ce moment-là fut plus doux encore que toute l'aventure.`,
        (c) => `Après cela, on confia à ${c.H} des missions de plus en plus importantes, et ${c.H} les prit toutes très au sérieux.`,
        (c) => `${c.H} n'oublia jamais ce sentiment d'avoir mené une chose jusqu'au bout. C'était plus discret qu'une fanfare, mais ça durait bien plus longtemps.`,
        (c) => `« C'est grâce à toi qu'on s'en est tous sortis », dit ${c.F} un peu plus tard. ${c.H} n'y avait pas pensé comme ça, mais l'idée lui plut énormément.`,
        (c) => `Depuis, quand quelque chose doit être fait, ${c.H} ne regarde plus autour ${c.a('de lui', "d'elle")} pour voir qui d'autre pourrait s'en charger. ${c.Il} s'en charge, tout simplement.`,
        (c) => `${c.H} remit ${le(c.treasure.n)} exactement à sa place, puis ${lo(c.treasure.n)} contempla un moment, ${c.a('fier', 'fière')} tout au fond ${c.a('de lui', "d'elle")}, sans bruit.`,
        (c) => `Tout le monde remarqua ${que(c.H)} semblait avoir grandi, alors ${que(c.il)} n'avait pas pris un centimètre. La confiance des autres, ça fait grandir.`,
      ],
    },
  },
  creativity: {
    young: {
      setup: [
        (c) => `${c.H} adorait dessiner, construire et faire semblant. Chaque jour était un jour d'inventions !`,
        (c) => `${c.H} voyait des images partout : un bateau dans un nuage, un visage dans un caillou.`,
        (c) => `${c.H} avait une boîte pleine de petites choses : des boutons, des bouts de ficelle, des perles. À quoi allaient-elles servir ?`,
        (c) => `${c.H} inventait des chansons. Une nouvelle chaque jour !`,
        (c) => `« Et si on faisait autrement ? » C'était la phrase préférée ${de(c.H)}.`,
        (c) => `${c.H} ne jouait jamais deux fois au même jeu de la même façon. Il y avait toujours quelque chose de nouveau !`,
        (c) => `${c.H} adorait ${le(c.treasure.n)}, parce qu'avec un peu d'imagination, on pouvait en faire n'importe quoi.`,
      ],
      pressure: [
        (c) => `${c.H} refit la même chose. Encore. Et encore. Rien à faire, ça ne marchait pas.`,
        (c) => `${c.H} fit comme on fait toujours. Mais cette fois, ça ne marchait pas du tout.`,
        (c) => `${c.H} avait une idée, mais elle lui semblait trop bête pour la dire. Alors ${c.il} la garda pour ${c.a('lui', 'elle')}.`,
        (c) => `${c.H} était ${c.a('coincé', 'coincée')}, comme une botte dans la boue. ${c.a('Coincé, coincé, coincé !', 'Coincée, coincée, coincée !')}`,
        (c) => `${c.H} regardait, regardait, mais ${c.il} ne voyait que le problème.`,
        (c) => `« Je n'ai aucune idée », soupira ${c.H}. Sa tête était vide comme une boîte sans rien dedans.`,
        (c) => `${c.H} serra ${le(c.treasure.n)} et soupira. Ce n'était ${que(un(c.treasure.n))}, après tout. Vraiment ?`,
      ],
      turn: [
        (c) => `${c.H} dit son idée bête tout haut. ${c.F} éclata de rire, puis s'arrêta net : « Attends ! Ça pourrait marcher ! »`,
        (c) => `${c.H} plissa les yeux, pencha la tête et regarda encore. « Oh ! dit-${c.il}. Et si on faisait tout à l'envers ? »`,
        (c) => `${c.H} assembla deux choses qui n'avaient jamais été ensemble. Clic ! Une idée toute neuve.`,
        (c) => `${c.H} eut une idée bizarre et rigolote. Un peu étrange, un peu merveilleuse. On essaie ?`,
        (c) => `${c.H} regarda ${le(c.treasure.n)} et sourit lentement. « Ce n'est pas seulement ${un(c.treasure.n)} », dit-${c.il}.`,
        (c) => `${c.H} ferma les yeux et imagina très fort. Quand ${c.il} les rouvrit, ${c.il} savait quoi faire.`,
        (c) => `« Chacun trouve une idée ! » dit ${c.H}. ${c.F} en eut une, ${c.H} aussi, et ensemble, ${c.ils} en firent une troisième, encore meilleure !`,
      ],
      echo: [
        (c) => `Maintenant, ${c.H} dit toutes ses idées bêtes tout haut. Certaines sont excellentes !`,
        (c) => `À la maison, ${c.H} dessina sa journée, avec toutes ses idées dedans.`,
        (c) => `${c.H} inventa une chanson sur son idée, et ${c.il} la chanta toute la soirée.`,
        (c) => `Quand ${c.H} est ${c.a('coincé', 'coincée')}, maintenant, ${c.il} penche la tête et regarde les choses sous un autre angle.`,
        (c) => `${c.H} et ${c.F} ont un nouveau jeu préféré : « Et ça, qu'est-ce que ça pourrait être ? »`,
        (c) => `${c.H} avait découvert que les idées sont comme des graines : plus on en sème, plus il en pousse !`,
        (c) => `${c.H} tapota ${le(c.treasure.n)}. « On a eu une bonne idée aujourd'hui, toi et moi. »`,
      ],
    },
    older: {
      setup: [
        (c) => `La tête ${de(c.H)} ressemblait à un atelier en pleine effervescence, encombré d'idées à moitié finies, et ${c.il} ne pouvait pas regarder un objet ordinaire sans se demander ce qu'il pourrait devenir.`,
        (c) => `Là où les autres voyaient un bâton, ${c.H} voyait une baguette magique, une rame, un pont, un mât, et ${c.il} finissait en général par essayer les quatre.`,
        (c) => `${c.H} tenait un carnet d'inventions : la plupart ne marchaient pas, mais ${c.il} les aimait toutes quand même.`,
        (c) => `${c.H} fredonnait quand ${c.il} réfléchissait, et plus ${c.il} fredonnait, plus ses idées devenaient étranges, et bonnes.`,
        (c) => `Dans les jeux ${de(c.H)}, ${le(c.treasure.n)} avait déjà servi de château, de déguisement et de navire, et ça, rien que la semaine dernière.`,
        (c) => `Pour ${c.H}, il n'existait pas de question bête, seulement des questions que personne n'avait encore pensé à poser, et ${c.il} en posait beaucoup.`,
        (c) => `Quand tout le monde jouait selon les règles, ${c.H} inventait de nouvelles règles. Les jeux devenaient plus bizarres, et beaucoup plus drôles.`,
        (c) => `Un jour, ${c.H} avait réparé une chaise cassée avec trois cuillères et un ruban. La chaise était très bancale, mais ${c.il} en était encore ${c.a('fier', 'fière')}.`,
      ],
      pressure: [
        (c) => `${c.H} fit ce que tout le monde faisait toujours, parce que c'était ce que tout le monde faisait toujours. Ça ne marcha pas, et ${c.il} eut la désagréable impression de ne pas avoir réfléchi du tout.`,
        (c) => `Une idée voleta dans la tête ${de(c.H)}, mais ${c.il} la chassa. « Trop bizarre, se dit-${c.il}. Tout le monde va se moquer. » L'idée replia ses ailes et ne dit plus rien.`,
        (c) => `« On va faire comme d'habitude », dit ${c.H}, un peu sèchement, parce que l'habitude, c'est rassurant. Mais l'habitude les ramena tout droit à leur point de départ.`,
        (c) => `${c.H} fixait le problème si fort ${que(c.il)} ne voyait plus rien autour. Plus ${c.il} le fixait, plus ses idées rapetissaient.`,
        (c) => `${c.H} était tellement ${c.a('sûr', 'sûre')} qu'il n'y avait qu'une seule réponse ${que(c.il)} l'essaya encore et encore, plus fort à chaque fois, comme si le problème allait finir par céder.`,
        (c) => `${c.F} proposa quelque chose d'inhabituel, et ${c.H} répondit « Ça ne marchera jamais » avant même d'y avoir réfléchi. Une minute plus tard, ${c.il} regrettait de ne pas avoir écouté.`,
        (c) => `${c.H} sentit son imagination devenir plate comme une crêpe. Toutes ses bonnes idées habituelles semblaient être parties se promener sans ${c.a('lui', 'elle')}.`,
      ],
      turn: [
        (c) => `${c.H} prit l'idée la plus étrange ${que(c.il)} avait en tête et, au lieu de la cacher, la dit tout haut. ${c.F} cligna des yeux, puis sourit : « C'est tellement bizarre que ça pourrait bien marcher. » Ensemble, ${c.ils} la retournèrent, la taillèrent, l'essayèrent, et peu à peu, elle prit forme.`,
        (c) => `« Et si on arrêtait d'être raisonnables une minute ? dit ${c.H}. Quelle est la chose la plus farfelue qu'on pourrait faire ? » ${c.Ils} éclatèrent de rire, et quelque part au milieu des rires, une très bonne idée se glissa.`,
        (c) => `${c.H} recula d'un pas et regarda la situation sous un autre angle, comme on regarde un tableau depuis le fond d'une salle. Soudain, le problème ne ressemblait plus à un mur, mais à un puzzle auquel il manquait une pièce.`,
        (c) => `${c.H} prit ${le(c.treasure.n)} et lui demanda en silence : « Et toi, que sais-tu faire d'autre ? » C'était une drôle de question à poser à ${un(c.treasure.n)}, mais cette question remit son imagination en marche, et c'était tout ce qu'il fallait.`,
        (c) => `${c.H} emprunta un peu de l'idée ${de(c.F)}, y ajouta un peu de la sienne, et mélangea le tout avec quelque chose à quoi personne n'avait encore pensé. Le résultat était bizarre, nouveau, et parfait.`,
        (c) => `${c.H} se mit à fredonner, ce qui était toujours bon signe. Le fredonnement enfla, ses yeux se mirent à briller, et tout à coup, ${c.il} tapa dans ses mains : « J'ai trouvé ! »`,
        (c) => `${c.H} cessa de se demander ce qui n'allait pas, et commença à se demander ce qui pourrait être différent. Une question en amena une autre, chacune un peu plus folle que la précédente, jusqu'à ce que l'une d'elles trouve une très bonne réponse.`,
      ],
      echo: [
        (c) => `Ce soir-là, ${c.H} fit la liste de toutes les idées bizarres ${que(c.il)} n'avait jamais osé dire tout haut, et décida de les essayer une par une.`,
        (c) => `${c.F} raconta à tout le monde l'idée géniale ${de(c.H)}, et ${c.H} fit semblant de ne pas être ${c.a('content', 'contente')}, sans y arriver du tout.`,
        (c) => `${c.H} avait compris que les idées les plus étranges sont souvent celles qui méritent le plus d'être dites, et ${c.il} cessa de les garder pour ${c.a('lui', 'elle')}.`,
        (c) => `Depuis, quand quelqu'un dit « C'est impossible », ${c.H} sourit et répond : « Pas de cette façon-là, peut-être. »`,
        (c) => `Après ce jour, ${c.H} et ${c.F} inventèrent quelque chose de nouveau chaque semaine. Tout ne marchait pas, mais tout était amusant.`,
        (c) => `Tout le reste de la journée, ${c.H} n'arrêta pas d'avoir des idées. À l'heure du coucher, ${c.il} en avait onze, dont trois plutôt bonnes.`,
        (c) => `${c.H} garda ${le(c.treasure.n)} tout près ${c.a('de lui', "d'elle")} après ça : rien qu'à ${lo(c.treasure.n)} regarder, ${c.il} se rappelait le jour où ${c.il} avait osé penser autrement.`,
      ],
    },
  },
  none: {
    young: {
      turn: [
        (c) => `${c.H} respira un grand coup. « J'ai un peu peur, dit-${c.il}. Mais je vais essayer. »`,
        (c) => `${c.F} serra la main ${de(c.H)}. Tout de suite, ${c.H} se sentit plus ${c.a('courageux', 'courageuse')}.`,
        (c) => `« Un, deux, trois, partez ! » dit ${c.H}. Et ${c.ils} s'élancèrent.`,
        (c) => `${c.H} se redressa. ${c.Il} se sentait ${c.a('tout petit', 'toute petite')}, mais son cœur était grand.`,
        (c) => `${c.H} sourit à ${c.F}, et ${c.F} lui rendit son sourire. Maintenant, ${c.ils} étaient ${c.g('prêts', 'prêtes')}.`,
        (c) => `« Soyons ${c.g('courageux', 'courageuses')} ensemble », chuchota ${c.F}. « Oui », chuchota ${c.H}.`,
        (c) => `${c.H} compta jusqu'à trois. Un, deux, trois ! C'est parti !`,
      ],
      echo: [
        (c) => `Ensuite, ${c.H} et ${c.F} chantèrent une chanson joyeuse.`,
        (c) => `${c.H} bâilla un grand coup. Quelle journée, quelle belle et grande journée !`,
        (c) => `Ouf ! ${c.H} était ${c.a('fatigué', 'fatiguée')} et ${c.a('heureux', 'heureuse')}, de la tête aux pieds.`,
        (c) => `${c.H} dit au revoir à ${c.F} avec un gros câlin. « À demain ! » « À demain ! »`,
        (c) => `${c.H} se sentait un petit peu plus ${c.a('grand', 'grande')} que ce matin. Juste un petit peu !`,
        (c) => `${c.H} et ${c.F} sautillèrent côte à côte, en riant aux éclats.`,
        (c) => `Cette nuit, ${c.H} rêvera de tout. De chaque petit morceau de cette journée !`,
      ],
    },
    older: {
      turn: [
        (c) => `Le cœur ${de(c.H)} battait fort, mais ${c.il} découvrit qu'on peut avoir peur et être ${c.a('courageux', 'courageuse')} en même temps. ${c.Il} fit un pas en avant.`,
        (c) => `« Quoi qu'il arrive, dit ${c.F}, on s'en sortira. » ${c.H} ${fa(c, 'le', 'la')} crut, et cela changea tout.`,
        (c) => `${c.H} pensa à tous ceux qui comptaient sur ${c.g('eux', 'elles')}, respira longuement, et décida que c'était le moment.`,
        (c) => `Pendant un instant, ${c.g('aucun', 'aucune')} des deux ne bougea. Puis ${c.H} adressa à ${c.F} un petit sourire décidé, ${c.F} lui répondit de même, et le temps des hésitations fut terminé.`,
        (c) => `${c.H} repensa à tout ce ${que(c.ils)} avaient appris en chemin. Mis bout à bout, c'était bien plus ${que(c.il)} ne l'avait cru.`,
        (c) => `« Tu restes avec moi ? » demanda ${c.H}. « Toujours », répondit ${c.F}, et ${c.ils} avancèrent côte à côte.`,
        (c) => `${c.H} roula des épaules, leva le menton et dit : « Bon. Faisons ça comme il faut. »`,
        (c) => `Ce n'était plus le moment de se poser des questions. ${c.H} regarda le problème bien en face et, avec ${c.F} tout près ${c.a('de lui', "d'elle")}, se mit au travail.`,
      ],
      echo: [
        (c) => `Après cette journée, ${c.H} se sentait ${c.a('différent', 'différente')} : pas plus ${c.a('grand', 'grande')}, non, mais plus solide, comme si quelque chose en ${c.a('lui', 'elle')} avait pris racine.`,
        (c) => `${c.H} et ${c.F} en parlèrent pendant des heures, revivant chaque moment, et riant des passages qui leur avaient fait si peur sur le coup.`,
        (c) => `À la maison, tout était exactement comme avant. Rien n'avait changé, sauf ${c.a('lui', 'elle')} : un tout petit peu, et de la plus belle des façons.`,
        (c) => `${c.F} resta ${fa(c, 'silencieux', 'silencieuse')} un moment, puis murmura : « Je suis ${fa(c, 'content', 'contente')} d'avoir vécu tout ça avec toi. » ${c.H} ressentait exactement la même chose, et ${c.il} le lui dit.`,
        (c) => `Cette nuit-là, ${c.H} s'endormit avec toute l'aventure encore chaude au fond ${c.a('de lui', "d'elle")}, comme une dernière braise dans la cheminée.`,
        (c) => `Il y a des journées ordinaires, et d'autres qu'on garde pour toujours. ${c.H} savait, sans l'ombre d'un doute, de quelle sorte était celle-ci.`,
        (c) => `Longtemps après, chaque fois que quelque chose lui semblait trop grand, ${c.H} repensait à ce jour-là, et sentait son courage revenir à pas de loup.`,
        (c) => `${c.H} et ${c.F} avaient commencé la journée en ${c.g('amis', 'amies')}, et ${c.ils} la finissaient encore mieux que ça : ${c.g('des amis', 'des amies')} qui avaient vécu une vraie aventure ensemble.`,
      ],
    },
  },
};
