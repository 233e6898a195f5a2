// More French frames around the plot sentences (what comes before and after each beat), so that
// two stories rarely open or close a beat with the same sentence.
import { au, de, du, le, que, un } from './french-grammar.ts';
import { fa, fx, si } from './french-phrases.ts';
import type { BeatTexts } from './beat-text.ts';
import type { Fr } from './story-context.ts';
import { cap } from './text-tools.ts';
import { FR_BEATS_MORE_LATE } from './beat-more-late-fr.ts';

export const FR_BEATS_MORE: BeatTexts<Fr> = {
  home: {
    open: {
      young: [
        (c) => `Qui habitait ${c.home.loc} ? C'était ${c.H}, ${un(c.hNoun)} !`,
        (c) => `Chut, écoute bien. ${cap(c.home.loc)} vivait ${un(c.hNoun)} nommé${c.a('', 'e')} ${c.H}.`,
        (c) => `Voici une histoire pour toi : celle ${de(c.H)}, ${un(c.hNoun)} qui vivait ${c.home.loc}.`,
        (c) => `${cap(c.home.loc)}, tout le monde connaissait ${c.H}, ${le(c.hNoun)} au grand sourire.`,
        (c) => `Bien au calme, ${c.home.loc}, vivait ${c.H}, ${un(c.hNoun)} pas comme les autres.`,
      ],
      mid: [
        (c) => `Voici l'histoire ${de(c.H)}, ${un(c.hNoun)} qui vivait ${c.home.loc}, et d'une journée qu'${c.il} n'oublierait jamais.`,
        (c) => `Chaque matin, ${c.home.loc}, ${c.H}, ${le(c.hNoun)}, se demandait en ouvrant les yeux quelle merveille l'attendait.`,
        (c) => `Demandez ${c.home.loc} qui est ${c.H} : on vous parlera ${du(c.hNoun)} qui a toujours une idée d'avance.`,
        (c) => `${cap(c.home.loc)}, à l'écart du bruit et de l'agitation, vivait ${un(c.hNoun)} du nom ${de(c.H)}.`,
        (c) => `Notre histoire commence ${c.home.loc}, au moment où ${c.H}, ${le(c.hNoun)}, s'étirait en bâillant.`,
        (c) => `${c.H} vivait ${c.home.loc}, aussi ${c.a('heureux', 'heureuse')} qu'on peut l'être quand on est ${un(c.hNoun)}.`,
        (c) => `${cap(c.home.loc)}, nul n'avait autant de projets en tête ${que(c.H)}, ${le(c.hNoun)}.`,
      ],
    },
    close: {
      young: [
        (c) => `Et qui était ${fa(c, 'son meilleur ami', 'sa meilleure amie')} ? C'était ${c.F}, bien sûr !`,
        (c) => `${c.H} n'était jamais ${c.a('seul', 'seule')}, car ${c.F} habitait tout près.`,
        (c) => `Tous les jours, ${c.F} arrivait en sautillant : « On joue, ${c.H} ? »`,
        (c) => `${c.H} et ${c.F}, c'étaient deux ${c.g('copains', 'copines')} inséparables.`,
        (c) => `${c.H} avait ${fa(c, 'un ami, un vrai', 'une amie, une vraie')} : ${fx(c)}.`,
        (c) => `${c.H} et ${c.F} riaient ensemble du matin au soir. Hi, hi, hi !`,
        (c) => `Cache-cache, chat perché, saute-mouton : ${c.H} et ${c.F} connaissaient tous les jeux.`,
      ],
      mid: [
        (c) => `De tous ses amis, ${c.H} préférait ${fx(c)}, qui savait toujours ${c.a('le', 'la')} faire rire.`,
        (c) => `On voyait rarement ${c.H} sans ${c.F} : ces deux-là ne se rappelaient même plus le jour de leur rencontre.`,
        (c) => `Le meilleur moment de la journée, pour ${c.H}, c'était celui qu'${c.il} passait avec ${c.F}, ${fa(c, 'son ami le plus fidèle', 'son amie la plus fidèle')}.`,
        (c) => `Et puis il y avait ${fx(c)}, toujours ${fa(c, 'partant', 'partante')} pour un jeu ou pour bavarder de tout et de rien.`,
        (c) => `${c.H} et ${c.F} se connaissaient depuis toujours, et pourtant, chaque matin, ${c.ils} avaient encore mille choses à se raconter.`,
        (c) => `${c.H} et ${c.F} étaient comme les deux doigts de la main, et tout le monde le savait.`,
        (c) => `${c.F} habitait à deux pas, et il ne se passait guère de jour sans qu'${c.ils} jouent ensemble.`,
        (c) => `${c.fNoun ? `${fx(c)},` : c.F} riait de toutes les blagues ${de(c.H)}, même des moins drôles : c'est à ça qu'on reconnaît ${fa(c, 'un meilleur ami', 'une meilleure amie')}.`,
      ],
    },
  },
  problem: {
    close: {
      young: [
        (c) => `${c.H} ouvrit de grands yeux. « Oh, oh ! »`,
        (c) => `« Quelle histoire ! » soupira ${c.F}.`,
        (c) => `${c.H} se gratta la tête. Hum, hum, hum !`,
        () => 'Plus personne ne disait rien. Que faire ?',
        (c) => `« Il faut arranger ça ! » dit ${c.H}. Mais comment ?`,
        (c) => `Le ventre ${de(c.H)} fit une petite culbute. Aïe, aïe, aïe !`,
        (c) => `${c.H} et ${c.F} se serrèrent ${c.g("l'un contre l'autre", "l'une contre l'autre")}.`,
        () => 'Quel souci, mais quel souci !',
      ],
      mid: [
        (c) => `Pendant un instant, ${c.H} ne trouva rien, absolument rien à dire.`,
        (c) => `« Eh bien, fit ${c.F} lentement, ce n'est pas du tout ce qu'on avait prévu. »`,
        (c) => `${c.H} prit une grande inspiration et compta jusqu'à cinq, comme ${c.il} le faisait toujours quand les choses tournaient mal.`,
        (c) => `Le cœur ${de(c.H)} tomba comme une pierre au fond d'un puits.`,
        (c) => `« Il y a forcément quelque chose à faire », dit ${c.H}, sans avoir la moindre idée de ce que ce pouvait être.`,
        (c) => `C'était le genre d'ennui qui ne s'en va pas tout seul, et ${c.H} le savait bien.`,
        (c) => `${c.H} regarda le problème d'un côté, puis de l'autre, mais il ne rapetissait pas pour autant.`,
        (c) => `${c.F} poussa un petit sifflement. « Ça, dit ${c.F}, c'est un vrai casse-tête. »`,
      ],
    },
  },
  journey: {
    open: {
      young: [
        (c) => `Une, deux ! Une, deux ! ${c.H} et ${c.F} partirent au pas.`,
        (c) => `« On y va ! » dit ${c.H}. Et ${c.ils} partirent, côte à côte.`,
        (c) => `Le chemin passait par ${le(c.far.n)}. ${c.H} devant, ${c.F} derrière !`,
        (c) => `À travers ${le(c.far.n)} s'en allèrent ${c.H} et ${c.F}, un pas, deux pas, trois pas.`,
        (c) => `${c.H} bomba le torse. « Viens, ${c.F}. En avant ! »`,
        (c) => `Hop, hop, et en route ! ${c.H} et ${c.F} étaient ${c.g('partis', 'parties')}.`,
        (c) => `${c.H} montrait le chemin, et ${c.F} suivait de près.`,
      ],
      mid: [
        (c) => `${c.H} et ${c.F} partirent d'un bon pas, et le chemin les mena bientôt jusqu'${au(c.far.n)}.`,
        (c) => `${c.Ils} partirent dès qu'${c.ils} furent ${c.g('prêts', 'prêtes')}, ${c.H} en tête et ${c.F} juste derrière, et bientôt ${le(c.far.n)} les entoura de toutes parts.`,
        (c) => `${c.g("Ni l'un ni l'autre", "Ni l'une ni l'autre")} ne savait jusqu'où il faudrait aller, mais ${c.ils} partirent quand même, car c'est ainsi que commencent toutes les aventures.`,
        (c) => `Les premiers pas furent les plus difficiles ; ensuite, ${le(c.far.n)} s'ouvrit devant ${c.g('eux', 'elles')}, avec ses bruits inconnus et ses mille choses nouvelles.`,
        (c) => `${c.H} redressa les épaules, ${c.F} hocha la tête, et ${c.ils} se mirent en route à travers ${le(c.far.n)}.`,
        (c) => `« Par où ? » demanda ${c.F}. ${c.H} montra la direction ${du(c.far.n)}, et ${c.ils} s'élancèrent, en essayant d'avoir l'air plus ${c.g('courageux', 'courageuses')} qu'${c.ils} ne l'étaient.`,
        (c) => `Chaque pas les éloignait un peu de la maison, et ${c.H} avait l'impression que chacun ${c.a('le', 'la')} menait vers quelque chose de nouveau.`,
      ],
    },
    close: {
      young: [
        (c) => `Et ${c.ils} marchaient, et ${c.ils} chantaient, tout le long du chemin.`,
        (c) => `${c.F} sautillait. ${c.H} trottinait. Que c'était loin !`,
        (c) => `${c.Ils} ne s'arrêtèrent pas une seule fois, pas même pour goûter.`,
        () => 'Un pied, puis l\'autre, et encore un, et encore un autre !',
        (c) => `Tout en marchant, ${c.H} comptait ses pas, et ${c.F} aussi. Cent un, cent deux !`,
        (c) => `C'était loin, très loin, mais ${c.ils} tenaient bon.`,
        () => 'Un tournant, une bosse, et encore un tournant !',
      ],
      mid: [
        (c) => `Parfois, ${c.ils} faisaient halte pour reprendre leur souffle, mais jamais bien longtemps.`,
        (c) => `Chaque fois ${que(c.F)} commençait à traîner des pieds, ${c.H} lui montrait quelque chose de nouveau, et ${c.ils} repartaient de plus belle.`,
        (c) => `Au bout d'un moment, ${c.ils} marchèrent en silence, ${c.g('chacun', 'chacune')} perdu${c.g('', 'e')} dans ses pensées.`,
        () => 'Les heures filaient, un pas après l\'autre.',
        (c) => `Quand les jambes ${de(c.F)} se firent lourdes, ${c.ils} entonnèrent une chanson de marche, et la route sembla rétrécir.`,
        (c) => `Peu à peu, le chemin leur parut moins étrange, et ${c.H} marcha la tête un peu plus haute.`,
        (c) => `${c.Ils} ouvraient la marche à tour de rôle, et qui passait devant fredonnait un petit air pour l'autre.`,
      ],
    },
  },
  meeting: {
    open: {
      young: [
        () => 'Une petite chenille traversait le chemin. « Bon-jour », dit-elle, tout dou-ce-ment.',
        () => 'Un papillon jaune passa en voletant. « Coucou, coucou ! » chantonna-t-il.',
        () => 'Bzzz ! Un gros bourdon tout rond vint leur dire bonjour.',
        () => 'Un agneau tout frisé arriva en gambadant. « Bêê ! Bonjour ! »',
        () => 'Un petit renard à la queue touffue montra le bout de son nez. « Bonjour, les voyageurs ! »',
        () => 'Un scarabée tout vert agita ses six petites pattes. « Salut ! »',
        (c) => `Boing ! Un criquet atterrit juste devant ${c.g('eux', 'elles')}. « Bonjour ! » dit le criquet.`,
      ],
      mid: [
        (c) => `Un criquet très pressé bondit en travers du chemin, s'arrêta net, et décida qu'${c.ils} étaient bien plus ${c.g('intéressants', 'intéressantes')} que l'endroit où il allait.`,
        (c) => `${c.Ils} tombèrent sur un vieux mulot à lunettes, qui leur demanda fort poliment ${si(c.ils)} s'étaient ${c.g('perdus', 'perdues')}.`,
        (c) => `Un bourdon gros comme un pouce fit trois fois le tour de leurs têtes avant de se poser sur l'épaule ${de(c.F)} pour dire bonjour.`,
        (c) => `Un jeune renard était assis au bord du chemin, occupé à se lécher les pattes, et il leva vers ${c.g('eux', 'elles')} de grands yeux curieux.`,
        () => 'De derrière une pierre sortit un mille-pattes très affairé, qui annonça qu\'il se rendait quelque part de très important et qu\'il y serait sans doute dès qu\'il aurait fini de lacer ses chaussures.',
        (c) => `Un chevreau, une clochette au cou, accourut en tintinnabulant et voulut absolument renifler tout ce qu'${c.ils} portaient.`,
        (c) => `Un papillon bleu se mit à danser autour d'${c.g('eux', 'elles')}, comme s'il avait attendu toute la journée un peu de compagnie.`,
      ],
    },
    close: {
      young: [
        (c) => `« Au revoir ! Merci ! » lança ${c.H}.`,
        (c) => `${c.F} fit de grands signes jusqu'à ce que leur nouvel ami disparaisse.`,
        (c) => `Un nouvel ami, quelle chance ! ${c.H} était ${c.a('tout content', 'toute contente')}.`,
        (c) => `« À bientôt ! » dit ${c.H}, et ${c.ils} reprirent la route.`,
        (c) => `${c.H} sourit. Les nouveaux amis, c'est la meilleure des surprises.`,
        (c) => `${c.Ils} se dirent au revoir avec un grand sourire.`,
        () => '« Revenez me voir ! » cria leur nouvel ami.',
        (c) => `${c.F} gloussa. « J'adore me faire de nouveaux amis ! »`,
      ],
      mid: [
        () => 'Au bout d\'un moment, il fallut se séparer, et leur nouvel ami leur souhaita bonne chance de sa voix la plus joyeuse.',
        (c) => `${c.H} promit de revenir un jour pour une vraie visite, et ${c.F} promit de veiller à ce ${que(c.il)} tienne parole.`,
        (c) => `${c.Ils} agitèrent la main jusqu'à ce que leur nouvel ami ne soit plus qu'un point au loin, puis se tournèrent vers la suite du chemin.`,
        (c) => `« C'est drôle, dit ${c.F} en reprenant la route. J'ai l'impression qu'on se connaît depuis toujours. »`,
        (c) => `Quelques mots gentils d'un inconnu peuvent alléger tout un voyage, et ${c.H} repartit d'un pas léger.`,
        (c) => `${c.H} se retourna une dernière fois, juste à temps pour surprendre un grand geste d'au revoir, et sourit jusqu'au tournant suivant.`,
        (c) => `« Heureusement qu'on est ${c.g('passés', 'passées')} par ici, glissa ${c.F} à l'oreille ${de(c.H)}. Sinon, on ne se serait jamais ${c.g('rencontrés', 'rencontrées')}. »`,
        (c) => `Après un dernier au revoir, ${c.ils} repartirent, emportant cette rencontre avec ${c.g('eux', 'elles')} comme une petite lumière bien au chaud.`,
      ],
    },
  },
  try1: {
    close: {
      young: [
        () => 'Oups ! Ce n\'était pas du tout ça.',
        (c) => `« Hum, dit ${c.H}. On recommence ! »`,
        (c) => `${c.F} tapota l'épaule ${de(c.H)}. « Encore une fois ! »`,
        (c) => `Pas encore, ${c.H}. Pas encore !`,
        () => 'Ça ne s\'était pas passé comme prévu. Tant pis !',
        () => 'Premier essai : complètement raté !',
        (c) => `« Pfff ! » souffla ${c.H}. Quelle déception !`,
      ],
      mid: [
        (c) => `${c.H} resta un long moment sans bouger, puis laissa échapper un petit rire, parce que parfois, il n'y a rien d'autre à faire.`,
        (c) => `« Bon, dit ${c.H} en se secouant. Au moins, maintenant, on sait ce qui ne marche pas. »`,
        (c) => `${c.F} fit de gros efforts pour ne pas pouffer, et y parvint presque.`,
        () => 'Et dire que ça avait semblé une si bonne idée !',
        (c) => `Les joues ${de(c.H)} devinrent toutes roses. Ce n'est jamais facile de rater son premier essai devant quelqu'un qu'on aime.`,
        (c) => `« Retour à la case départ ! » lança ${c.F} gaiement. ${c.H}, ${c.a('lui', 'elle')}, n'avait pas du tout le cœur à rire.`,
        (c) => `${c.H} ronchonna entre ses dents, puis respira un grand coup et laissa filer sa mauvaise humeur.`,
        (c) => `Bon, ce n'était pas la bonne idée, pensa ${c.H}. Il y en avait sûrement une meilleure, quelque part.`,
        (c) => `« Les premiers essais ne marchent presque jamais, dit ${c.F}. Tout le monde sait ça. »`,
      ],
    },
  },
  try2: {
    close: {
      young: [
        () => 'Zut, zut et zut ! Ça ne marchait toujours pas.',
        (c) => `${c.H} poussa un énorme soupir.`,
        () => 'Deux essais, et toujours rien !',
        (c) => `${c.H} était ${c.a('fâché', 'fâchée')} et triste en même temps.`,
        (c) => `${c.F} serra ${c.H} très fort. « On n'abandonne pas. »`,
        (c) => `${c.H} baissa la tête. « Pourquoi c'est si difficile ? »`,
        () => 'Non, non et non ! Rien à faire.',
      ],
      mid: [
        (c) => `${c.H} sentit ses yeux piquer, et cligna très vite pour que personne ne s'en aperçoive.`,
        (c) => `« On n'y arrivera peut-être jamais », marmonna ${c.H}, sans vraiment y croire.`,
        () => 'On aurait dit que le monde entier avait décidé d\'être compliqué exprès.',
        (c) => `${c.F} chercha quelque chose de gai à dire, et pour une fois, ne trouva rien du tout.`,
        (c) => `${c.H} resta immobile, les yeux dans le vague, et sentit l'espoir s'échapper tout doucement.`,
        (c) => `« On a tout essayé », dit ${c.F}. « Pas tout, répondit ${c.H} tout bas. Juste tout ce qui nous est passé par la tête. »`,
        (c) => `Deux échecs de suite, c'est lourd à porter, et ${c.H} en sentait tout le poids.`,
        (c) => `${c.H} se demanda combien de bonnes idées on pouvait avoir en une seule journée avant d'être à court.`,
        (c) => `Même l'air semblait soupirer, longuement, comme s'il était désolé pour ${c.g('eux', 'elles')}.`,
      ],
    },
  },
  ...FR_BEATS_MORE_LATE,
};
