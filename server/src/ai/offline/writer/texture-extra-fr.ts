// More French small talk and 8-12 reflections per beat, so that two stories rarely share them.
import { de, que } from './french-grammar.ts';
import { mesLimbs, niLun, siIl, siIls } from './french-phrases.ts';
import type { BeatTexts } from './beat-text.ts';
import type { Fr } from './story-context.ts';

export const FR_TALK_EXTRA: BeatTexts<Fr> = {
  home: {
    talk: [
      (c) => `« Le premier arrivé au bout du chemin ! » criait ${c.F}, et ${c.ils} partaient en courant, sans jamais se rappeler qui avait gagné.`,
      (c) => `« Tu es ${c.a('mon meilleur ami', 'ma meilleure amie')} », avait dit un jour ${c.F}. ${c.H} avait levé les yeux au ciel en riant : « Tu me le dis tous les jours ! » « C'est parce que c'est vrai tous les jours. »`,
      (c) => `${c.H} et ${c.F} avaient un sifflement secret, une poignée de main secrète et un mot de passe secret, qu'${c.ils} changeaient si souvent qu'${c.ils} l'oubliaient parfois ${c.g('eux-mêmes', 'elles-mêmes')}.`,
      (c) => `Certains jours, ${c.H} et ${c.F} ne faisaient rien de spécial, et c'étaient souvent les meilleurs.`,
      (c) => `${c.F} disait souvent ${que(c.H)} savait changer un après-midi tout ordinaire en aventure, rien qu'en demandant : « Et si on essayait ? »`,
      (c) => `« À quoi tu penses ? » demandait ${c.F} dès ${que(c.H)} devenait ${c.a('silencieux', 'silencieuse')}. « À tout », répondait ${c.H}, et c'était vrai.`,
    ],
    rich: [
      () => 'Il y a des endroits grandioses et des endroits célèbres, et puis il y a ceux qu\'on appelle simplement « chez soi », qui valent mieux que tous les autres.',
      (c) => `${c.H} était ${c.a('convaincu', 'convaincue')} que chaque journée cachait au moins une petite merveille, et ${c.il} mettait un point d'honneur à la dénicher avant l'heure du coucher.`,
      (c) => `La vie était faite de petites choses sur lesquelles on pouvait compter : les mêmes chemins, les mêmes blagues qui faisaient toujours rire, et ${c.F}, toujours là.`,
      (c) => `Si quelqu'un avait dit à ${c.H} que sa vie allait bientôt devenir une histoire digne d'être racontée, ${c.il} aurait éclaté de rire et demandé qu'on lui passe la confiture.`,
    ],
  },
  want: {
    talk: [
      (c) => `« Tu rêvasses encore », dit ${c.F} en donnant un petit coup de coude à ${c.H}. « Tu penses encore à ça, hein ? »`,
      (c) => `${c.H} et ${c.F} en parlèrent tout bas, comme si le dire trop fort risquait de tout faire envoler.`,
      (c) => `« À ta place, dit ${c.F}, j'en aurais envie aussi. » ${c.H} se sentit tout de suite beaucoup mieux.`,
      (c) => `${c.H} s'arrêtait sans cesse au beau milieu de ce ${que(c.il)} faisait, ${c.a('perdu', 'perdue')} dans ses pensées.`,
      (c) => `« Raconte encore », dit ${c.F}, qui avait déjà entendu l'histoire trois fois et ne s'en lassait pas.`,
      (c) => `${c.H} y pensait si fort ${que(c.il)} en plissait tout le visage, et ${c.F}, en riant, se mit à l'imiter.`,
    ],
    rich: [
      () => 'Désirer très fort quelque chose est un drôle de sentiment : c\'est moitié bonheur, moitié pincement, comme entendre la musique d\'une fête où l\'on n\'est pas encore invité.',
      (c) => `${c.H} essayait de ranger son envie pour plus tard, comme on garde un bonbon au fond de sa poche, mais ses pensées revenaient sans cesse vérifier qu'elle était toujours là.`,
      () => 'Les grands projets commencent tout petits, par une pensée qui murmure « et si ? », puis, si on les laisse faire, ils prennent racine.',
      (c) => `${c.F} voyait bien que quelque chose trottait dans la tête ${de(c.H)} : ${c.il} était ${c.a('devenu silencieux', 'devenue silencieuse')}, de cette façon bien particulière qui voulait dire qu'une grande idée était en train d'éclore.`,
    ],
  },
  problem: {
    talk: [
      (c) => `« Par où on commence ? » chuchota ${c.F}. ${c.H} inspira profondément. « D'abord, on reste calmes. Ensuite, on réfléchit. »`,
      (c) => `${c.F} avait l'air au bord des larmes, alors ${c.H} se rapprocha : « Hé. On va s'en sortir. On s'en sort toujours. »`,
      (c) => `« Quelqu'un d'autre va peut-être s'en occuper ? » espéra ${c.F}. ${c.H} secoua lentement la tête. « Quelqu'un d'autre, c'est peut-être nous. »`,
      (c) => `${c.H} tournait et retournait le problème dans sa tête, à la recherche du bout de la pelote.`,
      (c) => `« Tu as peur ? » demanda ${c.F}. « Un peu, avoua ${c.H}. Mais avoir peur, ce n'est pas la même chose qu'être ${c.a('coincé', 'coincée')}. »`,
      (c) => `Un instant, ${c.H} souhaita très fort que tout cela ne soit qu'un rêve. Mais ce n'en était pas un, alors ${c.il} se mit à réfléchir.`,
    ],
    rich: [
      () => 'Les ennuis frappent rarement avant d\'entrer, et cette fois, ils étaient arrivés d\'un seul coup, avec leurs grosses bottes pleines de boue.',
      (c) => `${c.H} sentit le problème se poser sur ses épaules, lourd et inconnu, comme un manteau taillé pour quelqu'un de beaucoup plus grand.`,
      () => 'C\'est une chose d\'entendre parler des problèmes dans les histoires, et c\'en est une autre de se retrouver en plein milieu, sans savoir par où commencer.',
      (c) => `${c.H} regarda ${c.F}, et dans ce seul regard, il y avait toute une conversation : c'est grave, il faut faire quelque chose, mais comment s'y prendre ?`,
    ],
  },
  journey: {
    talk: [
      (c) => `« Préviens-moi quand tu veux faire une pause », dit ${c.H}. « Toi d'abord », répondit ${c.F}, et ${niLun(c)} ne s'arrêta.`,
      (c) => `Pour passer le temps, ${c.F} inventa une chanson de marche de quatre mots seulement, et ${c.ils} la chantèrent au moins cent fois.`,
      (c) => `« C'est encore loin ? » demanda ${c.F}. « Plus loin qu'ici, dit ${c.H}, mais moins loin que tout à l'heure. »`,
      (c) => `${c.H} passa devant un moment, puis ce fut au tour ${de(c.F)}, et ainsi personne ne se fatiguait trop.`,
      (c) => `De temps en temps, ${c.F} s'arrêtait pour observer une petite chose intéressante, et ${c.H} attendait : certaines choses valent bien qu'on s'arrête.`,
      (c) => `« On ne se quitte pas, promis ? » demanda ${c.F}. « Comme le miel et la tartine », répondit ${c.H}.`,
    ],
    rich: [
      () => 'Un voyage est une chose étrange : il commence par un pas tout ordinaire, et à la fin, celui qui marche n\'est plus tout à fait le même.',
      (c) => `${c.H} remarqua combien tout paraissait différent une fois les lieux familiers laissés derrière, comme si le monde avait gardé ses plus beaux recoins secrets.`,
      (c) => `${c.Ils} trouvèrent leur rythme, pas après pas, et le silence entre ${c.g('eux', 'elles')} n'avait rien de vide : il était plein de pensées.`,
      (c) => `De temps à autre, ${c.F} désignait quelque chose, et ${c.H} rangeait chaque trouvaille dans sa mémoire, comme un trésor mis de côté pour les jours de pluie.`,
    ],
  },
  meeting: {
    talk: [
      (c) => `« Quelle chance d'être ${c.g('tombés', 'tombées')} sur quelqu'un d'aussi gentil », chuchota ${c.F}, et ${c.H} dut cacher un sourire.`,
      (c) => `« Et où allez-vous comme ça, ${c.g('tous les deux', 'toutes les deux')} ? » leur demanda-t-on. ${c.H} expliqua de son mieux, et, dite tout haut, leur aventure paraissait soudain très courageuse.`,
      (c) => `${c.H} n'oublia pas la politesse : ${c.il} dit bonjour comme il faut et demanda comment se passait la journée.`,
      (c) => `« On n'a pas souvent de visite, par ici ! » entendirent-${c.ils}, et la voix pétillait de joie.`,
      (c) => `${c.F} posa mille questions, et on lui répondit à chacune, même aux plus farfelues.`,
      (c) => `« Vous connaissez le chemin ? » demanda ${c.F}. « Une partie, fut la réponse. Le reste, il faudra le trouver vous-mêmes. »`,
    ],
    rich: [
      (c) => `On avait appris à ${c.H} à être ${c.a('poli', 'polie')} avec les inconnus, mais cette rencontre-là n'avait rien d'étrange : c'était comme retrouver un vieil ami pour la toute première fois.`,
      (c) => `Il existe une gentillesse particulière, celle des inconnus, qui n'attendent rien en retour, et ${c.H} la sentit ${c.a('le réchauffer tout entier', 'la réchauffer tout entière')}.`,
      (c) => `Chaque créature du monde, comprit ${c.H}, est le héros de sa propre histoire, avec ses propres soucis et ses propres espoirs.`,
      (c) => `Plus tard, ${c.H} se souviendrait à peine de ce qui s'était dit, mais ${c.il} n'oublierait jamais la chaleur de cet accueil.`,
    ],
  },
  try1: {
    talk: [
      (c) => `« Bon, ça ne s'est pas passé comme je l'imaginais », dit ${c.H}, et ${c.F} pouffa malgré tout.`,
      (c) => `« Au moins, maintenant, on connaît une façon qui ne marche pas », dit ${c.F}. ${c.H} esquissa un petit sourire en coin.`,
      (c) => `${c.H} s'épousseta et examina ce qui venait de se passer, comme un détective penché sur un indice.`,
      (c) => `« Ne rigole pas », dit ${c.H}. « Je ne rigole pas », répondit ${c.F}, qui n'en était pas loin.`,
      (c) => `« On recommence ? » demanda ${c.F}. « Pas tout de suite, dit ${c.H}. D'abord, on cherche ce qui a coincé. »`,
      (c) => `${c.H} poussa un long soupir. Vu de loin, ça avait l'air tellement plus facile !`,
    ],
    rich: [
      (c) => `Un premier essai, se dit ${c.H}, c'est comme une question, et ${c.il} tenait maintenant un bout de la réponse : pas comme ça.`,
      () => 'C\'est facile d\'être courageux avant de commencer ; c\'est plus dur après, quand le premier essai a raté et qu\'il faut décider de recommencer.',
      (c) => `La déception tomba d'un coup, vive et soudaine, comme une marche qu'on croyait trouver sous son pied et qui n'existe pas, et ${c.H} eut besoin d'un instant pour retrouver son équilibre.`,
      (c) => `${c.H} laissa la déception reposer un moment, puis la ramassa, la retourna, et chercha ce qu'elle pouvait bien lui apprendre.`,
    ],
  },
  try2: {
    talk: [
      (c) => `« On n'est peut-être pas ${c.g('faits', 'faites')} pour ça », dit ${c.F} d'une toute petite voix. « Ou peut-être, dit ${c.H}, qu'on n'a pas encore trouvé comment. »`,
      (c) => `${c.H} serra les lèvres très fort, pour qu'aucun mot grognon ne s'en échappe.`,
      (c) => `${c.F} compta sur ses doigts : « Deux essais. » ${c.H} soupira. « Deux ratés, tu veux dire. » ${c.F} lui tapota le dos. « Deux fois, ce n'est pas cent fois. »`,
      (c) => `${c.F} commença une phrase joyeuse, puis se ravisa et s'assit simplement à côté ${de(c.H)}.`,
      (c) => `« Je n'abandonne pas, dit ${c.H}, surtout pour ${c.a('lui', 'elle')}-même. Je me repose juste un peu d'essayer. »`,
      (c) => `${c.H} prit une longue inspiration tremblante et compta à l'envers à partir de dix, ce qui aidait parfois.`,
    ],
    rich: [
      (c) => `Échouer une fois, c'est de la malchance, pensa ${c.H}, mais échouer deux fois, ça ressemble à un message, et ${c.il} aurait bien voulu savoir le lire.`,
      () => 'La deuxième déception pèse toujours plus lourd que la première, parce qu\'elle arrive en portant la première sur son dos.',
      (c) => `${c.H} regarda ${c.limbs} et se demanda, juste un instant, ${siIl(c)} était vraiment ${c.a('le bon', 'la bonne')} pour une chose pareille.`,
      () => 'Parfois, quand une porte refuse de s\'ouvrir, il faut cesser de pousser et chercher une autre porte ; mais le savoir ne rend pas plus facile le moment où l\'on arrête.',
    ],
  },
  setback: {
    talk: [
      (c) => `${c.F} se laissa tomber, épuisé${c.sonAmi === 'son amie' ? 'e' : ''}. « Je n'en peux plus. » « Moi non plus, dit ${c.H}. Jusqu'au bout de ${mesLimbs(c)}. »`,
      (c) => `${c.H} pensa combien il serait facile de tout laisser tomber ; puis ${c.il} se rappela pourquoi ${c.ils} avaient commencé.`,
      (c) => `« On va s'en sortir ? » demanda ${c.F}. ${c.H} prit le temps de réfléchir, puis répondit : « Oui. Pas tout de suite, mais oui. »`,
      (c) => `${c.F} se rapprocha jusqu'à ce qu'${c.ils} soient épaule contre épaule, et pour l'instant, ${c.ils} n'avaient besoin de rien d'autre.`,
      (c) => `« Tu veux en parler ? » demanda ${c.F}. « Plus tard », murmura ${c.H}. « Mais merci de demander. »`,
      (c) => `${c.H} ferma les yeux et essaya de se rappeler la dernière fois ${que(c.il)} avait ri ; cela semblait si loin.`,
    ],
    rich: [
      () => 'Tout semblait loin : le début de la journée, les premiers espoirs, et même la raison de tant d\'efforts, comme si le monde s\'était agrandi pendant que personne ne regardait.',
      (c) => `Il y a une fatigue qui loge dans les jambes, et une autre qui loge dans le cœur, et ${c.H} ressentait les deux.`,
      () => 'Il aurait été facile d\'abandonner à ce moment-là, et personne ne le leur aurait reproché ; c\'est justement ce qui rendait ce moment si important.',
      () => 'Le plus dur, dans une aventure, ce n\'est ni le noir, ni le froid, ni la distance : c\'est le moment où l\'on commence à croire qu\'on n\'y arrivera pas.',
    ],
  },
  discovery: {
    talk: [
      (c) => `« Tu as vu ça ? » souffla ${c.F}. « J'ai vu, dit ${c.H}. Mais je n'y crois pas encore. »`,
      (c) => `${c.H} et ${c.F} se penchèrent côte à côte, tête contre tête, pour mieux voir.`,
      (c) => `« Attends, chuchota ${c.H}. Regardons bien avant de faire quoi que ce soit. »`,
      (c) => `« Je le savais ! » s'écria ${c.F}, qui, à vrai dire, n'en savait rien du tout.`,
      (c) => `D'un coup, la fatigue ${de(c.H)} s'envola, comme si quelqu'un avait ouvert une fenêtre au fond ${c.a('de lui', "d'elle")}.`,
      (c) => `« Ça change tout », dit ${c.H}. ${c.F} rayonnait. « J'adore quand ça change tout. »`,
    ],
    rich: [
      () => 'C\'est drôle comme une toute petite chose, remarquée au bon moment, peut éclairer une journée entière.',
      (c) => `${c.H} sentit l'enthousiasme se rallumer, tout petit d'abord, comme une allumette qui prend dans le noir.`,
      (c) => `${c.F} se pencha tout près, et pendant un instant, ${c.ils} retinrent leur souffle, de peur que l'indice ne disparaisse ${siIls(c)} détournaient les yeux.`,
      (c) => `Les indices, décida ${c.H}, sont la façon qu'a le monde de chuchoter à l'oreille de ceux qui savent être patients.`,
      () => 'Rien n\'avait encore vraiment changé, et pourtant tout avait changé : là où il n\'y avait que des questions, il y avait maintenant un fil à suivre.',
    ],
  },
  help: {
    talk: [
      (c) => `« Comment a-t-on pu passer à côté ? » chuchota ${c.F}. « On était trop ${c.g('occupés', 'occupées')} à s'inquiéter », lui répondit ${c.H} tout bas.`,
      (c) => `${c.H} répétait le conseil à mi-voix, pour n'en perdre aucun mot.`,
      (c) => `« Ça marchera vraiment ? » demanda ${c.F}. « Il n'y a qu'une façon de le savoir », fut la réponse, avec un sourire chaleureux.`,
      (c) => `${c.F} se pencha et murmura : « On aurait dû demander plus tôt. » ${c.H} hocha la tête, un peu ${c.a('penaud', 'penaude')}.`,
      (c) => `${c.H} sentit le nœud dans sa poitrine se desserrer, un petit fil après l'autre.`,
      (c) => `« Merci de nous avoir ${c.g('écoutés', 'écoutées')} », dit ${c.H}. « Écouter, c'est déjà la moitié de l'aide », fut la douce réponse.`,
    ],
    rich: [
      (c) => `${c.H} fut ${c.a('surpris', 'surprise')} d'apprendre que même les plus sages avaient un jour été perdus, embrouillés et prêts à abandonner, et bizarrement, c'était la chose la plus réconfortante du monde.`,
      (c) => `Un bon conseil, pensa ${c.H}, c'est comme une lanterne : il ne marche pas à votre place, mais il vous montre où poser les pieds.`,
      (c) => `Demander de l'aide avait paru difficile à ${c.H}, presque comme s'avouer ${c.a('vaincu', 'vaincue')} ; à présent, ${c.il} se demandait pourquoi ${c.il} avait attendu si longtemps.`,
      (c) => `Le conseil était simple, si simple ${que(c.H)} se sentit un peu bête, puis, un instant plus tard, merveilleusement ${c.a('malin', 'maligne')} de l'avoir compris.`,
    ],
  },
  turning: {
    talk: [
      (c) => `« Ensemble ? » demanda ${c.F}. « Ensemble », répondit ${c.H}.`,
      (c) => `${c.H} compta tout bas : un, deux, trois.`,
      (c) => `« Tu peux le faire », souffla ${c.F}. « On peut le faire », corrigea ${c.H}, et ${c.il} le pensait vraiment.`,
      (c) => `${c.H} avait toujours peur, mais sa peur avait rapetissé : elle aurait tenu dans une poche.`,
      (c) => `« Souviens-toi de tout ce qu'on a appris », dit ${c.F}. ${c.H} s'en souvenait, jusqu'au moindre détail.`,
      (c) => `${c.H} jeta un dernier regard à ${c.F}, qui lui répondit par le plus petit et le plus sûr des hochements de tête.`,
    ],
    rich: [
      (c) => `Le courage, découvrit ${c.H}, n'est pas un sentiment qui arrive avant d'agir : c'est quelque chose qu'on trouve au fond de sa poche une fois qu'on a commencé.`,
      () => 'Tout ce qui avait mal tourné, chaque essai raté et chaque pas fatigué, semblait soudain indiquer la même direction.',
      (c) => `${c.H} pensa à ${c.F}, et à tous ceux qui comptaient sur ${c.g('eux', 'elles')}, et cette pensée fut comme une main posée dans son dos, qui ${c.a('le', 'la')} poussait doucement.`,
      (c) => `Le monde devint très calme, comme juste avant une chose importante, et ${c.H} fit un pas en avant dans ce silence.`,
    ],
  },
  resolution: {
    talk: [
      (c) => `« C'est vraiment arrivé ? » demanda ${c.F}. « Je crois bien, dit ${c.H}. Pince-moi, pour être ${c.a('sûr', 'sûre')}. »`,
      (c) => `${c.H} et ${c.F} rirent tellement qu'${c.ils} durent s'asseoir, et rirent encore une fois ${c.g('assis', 'assises')}.`,
      (c) => `« Tu as été formidable », dit ${c.F}. « On a été formidables », répondit ${c.H}, et c'était la pure vérité.`,
      (c) => `${c.H} se sentait ${c.a('fatigué', 'fatiguée')}, ${c.a('heureux', 'heureuse')} et ${c.a('fier', 'fière')} à la fois, ce qui est l'une des plus belles façons de se sentir.`,
      (c) => `« J'ai hâte de tout raconter ! » dit ${c.F}. « Racontons-le lentement, dit ${c.H}, comme ça, ça durera plus longtemps. »`,
      (c) => `Pendant un long moment, ${c.H} resta là à sourire, en laissant la bonne nouvelle descendre tout au fond ${c.a('de lui', "d'elle")}.`,
    ],
    rich: [
      (c) => `La joie, comprit ${c.H}, est encore plus grande quand on a dû se donner du mal pour elle : elle remplit toute la place que l'inquiétude a laissée.`,
      (c) => `${c.H} voulait se souvenir de chaque détail de cet instant, alors ${c.il} resta sans bouger, à le savourer comme une pierre boit le soleil.`,
      (c) => `Rien ne s'était passé comme ${c.H} l'avait imaginé, vraiment rien, mais ${c.il} décida que c'était encore mieux ainsi.`,
      () => 'Tous les moments difficiles semblaient maintenant appartenir à une autre histoire, plus petite, et c\'était celle-ci, l\'heureuse, que l\'on raconterait.',
    ],
  },
  return: {
    talk: [
      (c) => `« C'était une bonne journée ? » demanda ${c.F}. ${c.H} repensa à tout, aux moments durs et aux moments joyeux. « La meilleure », dit-${c.il}.`,
      (c) => `${c.H} et ${c.F} se dirent bonne nuit trois fois, parce que les deux premières ne semblaient pas tout à fait finies.`,
      (c) => `« Tu crois qu'on vivra une autre aventure, un jour ? » demanda ${c.F}. « Je crois que les aventures trouvent toujours les gens comme nous », répondit ${c.H}.`,
      (c) => `${c.H} bâilla si fort ${que(c.F)} se mit à bâiller aussi, et ${c.ils} éclatèrent de rire en plein milieu.`,
      (c) => `« Merci de m'avoir ${c.a('accompagné', 'accompagnée')} », dit ${c.H}. « C'était un honneur », répondit ${c.F} avec une petite révérence.`,
      (c) => `${c.H} et ${c.F} choisirent chacun leur moment préféré de la journée, et, drôle de hasard, c'était le même.`,
    ],
    rich: [
      () => 'Il n\'y a rien de tel que la fin d\'une longue aventure, quand même les choses les plus ordinaires ont l\'air contentes de vous retrouver.',
      (c) => `${c.H} pensa à quel point le monde était grand, et la maison petite, et combien la maison restait pourtant le plus grand endroit de tous.`,
      (c) => `L'aventure était finie, mais ${c.H} sentait qu'elle continuerait de vivre en ${c.a('lui', 'elle')}, et de revenir ${c.a('le', 'la')} visiter pendant bien des jours.`,
      (c) => `Demain apporterait ses propres surprises, ${c.H} le savait, mais pour ce soir, il suffisait d'être au chaud, en sécurité, et exactement à sa place.`,
    ],
  },
};
