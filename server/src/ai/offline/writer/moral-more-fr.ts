// D'autres façons de dire chaque leçon en français, pour que deux histoires sur la même morale
// ne la racontent presque jamais avec les mêmes phrases.
import { de, du, le, que, un, type FrNoun } from './french-grammar.ts';
import type { MoreArcs } from './moral-arcs.ts';
import type { Fr } from './story-context.ts';
import { cap } from './text-tools.ts';

/** Pronom complément devant une consonne : le / la. */
const lo = (n: FrNoun): string => (n.g === 'f' ? 'la' : 'le');

export const FR_MORALS_MORE: MoreArcs<Fr> = {
  sharing: {
    young: {
      setup: [
        (c) => `${c.H} gardait ${le(c.treasure.n)} tout près ${c.a('de lui', "d'elle")}. « Personne d'autre n'y touche ! » disait-${c.il}.`,
        (c) => `Pour dormir, ${c.H} posait ${le(c.treasure.n)} tout près de son oreiller. C'était son trésor à ${c.a('lui', 'elle')}.`,
      ],
      pressure: [(c) => `« Je peux essayer ? » demanda ${c.F} tout doucement. « Non », dit ${c.H}. Puis ${c.il} se sentit un peu triste.`],
      turn: [
        (c) => `${c.H} réfléchit un moment. Puis ${c.il} ${c.tKind === 'food' ? `en donna la moitié à ${c.F}. « C'est pour toi ! »` : `tendit ${le(c.treasure.n)} à ${c.F}. « À ton tour ! »`} Quelle joie pour ${c.g('tous les deux', 'toutes les deux')} !`,
        (c) => `« On peut en profiter ${c.g('tous les deux', 'toutes les deux')} », dit ${c.H} en faisant une place à ${c.F}. C'était bien plus amusant comme ça.`,
      ],
      echo: [
        (c) => `Aujourd'hui, ${c.H} et ${c.F} se partagent ${le(c.treasure.n)}. ${c.g('Deux amis', 'Deux amies')}, un trésor, et plein de sourires.`,
        (c) => `${c.H} avait découvert un joli secret : un trésor, c'est encore plus beau quand on le partage.`,
      ],
    },
    older: {
      setup: [(c) => `De toutes ses affaires, ${le(c.treasure.n)} était la seule ${que(c.H)} n'aurait prêtée pour rien au monde, pas même une minute.`],
      turn: [(c) => `${c.H} hésita, puis tendit ${le(c.treasure.n)} à ${c.F}. « Garde-${lo(c.treasure.n)} aussi longtemps qu'il faudra », dit-${c.il}, et ${c.il} se sentit soudain étonnamment ${c.a('léger', 'légère')}.`],
      echo: [(c) => `Bien plus tard, ${c.H} disait encore que ${le(c.treasure.n)} n'avait jamais été aussi ${c.treasure.n.g === 'f' ? 'belle' : 'beau'} que le jour où ${c.il} avait appris à ${lo(c.treasure.n)} partager.`],
    },
  },
  honesty: {
    young: {
      setup: [
        (c) => `${c.F} avait ${un(c.treasure.n)}. « Tu peux ${lo(c.treasure.n)} tenir, dit ${c.F}. Mais doucement ! »`,
        (c) => `Aujourd'hui, ${c.H} devait garder ${le(c.treasure.n)} ${de(c.F)}. ${c.Il} se sentait très ${c.a('important', 'importante')}.`,
      ],
      pressure: [
        (c) => `${c.H} cogna ${le(c.treasure.n)}, et voilà qu'il y avait des taches partout. « C'est pas moi ! » dit ${c.il}. Mais si, c'était ${c.a('lui', 'elle')}.`,
        (c) => `« C'est pas moi ! » avait dit ${c.H} quand ${c.F} avait posé une question sur ${le(c.treasure.n)}. Maintenant, le petit mensonge bourdonnait dans sa tête comme une abeille fâchée. Bzz, bzz, bzz.`,
      ],
      turn: [
        (c) => `${c.H} devint tout rouge. « J'ai menti, dit ${c.il}. Pardon. » « Ce n'est pas grave, dit ${c.F}. Merci de me le dire. »`,
        (c) => `« J'ai quelque chose à te dire, souffla ${c.H}. Tout à l'heure, je n'ai pas dit la vérité. Pardon ! » ${c.F} sourit et lui prit la main.`,
        (c) => `${c.H} respira un grand coup et dit la vérité à ${c.F}. ${c.F} sourit : tout allait bien. Ouf !`,
      ],
      echo: [
        (c) => `Maintenant, ${c.H} le sait : la vérité, c'est toujours ce qu'il faut dire, même quand c'est difficile.`,
        (c) => `${c.H} se sentait ${c.a('léger', 'légère')} comme une plume. La vérité avait tout arrangé.`,
      ],
    },
    older: {
      setup: [(c) => `« Tu veux bien me ${lo(c.treasure.n)} garder ? » demanda ${c.F} en confiant à ${c.H} ${un(c.treasure.n)}. ${c.H} hocha la tête, ${c.a('fier', 'fière')}, et ${lo(c.treasure.n)} porta avec mille précautions.`],
      turn: [(c) => `« Je t'ai menti », avoua enfin ${c.H}, et les mots sortirent d'un seul coup. « Pardon. » ${c.F} lui serra la main, et le poids disparut.`],
      echo: [(c) => `Ce jour-là, ${c.H} comprit qu'un mensonge est lourd à porter, et que la vérité, même difficile à dire, rend toujours plus ${c.a('léger', 'légère')}.`],
    },
  },
  perseverance: {
    young: {
      setup: [
        (c) => `Quand c'était difficile, ${c.H} disait toujours : « Je vais y arriver ! »`,
        (c) => `Quand ${c.H} tombait, ${c.il} se relevait, et ${c.il} repartait aussitôt.`,
      ],
      pressure: [(c) => `Oh là là, ça ratait encore. ${c.H} renifla un petit coup. Puis ${c.il} s'essuya le nez et recommença.`],
      turn: [
        (c) => `${c.H} ne s'arrêta pas. Doucement, tout doucement, petit à petit, ${c.il} continua.`,
        (c) => `« Encore un essai, se dit ${c.H}. Rien qu'un. »`,
      ],
      echo: [
        (c) => `${c.H} était si ${c.a('fier', 'fière')} ! Recommencer encore et encore, ça valait la peine.`,
        (c) => `Aujourd'hui, quand c'est dur, ${c.H} sourit et continue d'essayer.`,
      ],
    },
    older: {
      setup: [(c) => `${c.H} avait une devise, empruntée à Mamie : « Doucement, sûrement, et sans jamais s'arrêter. » ${c.Il} allait bientôt découvrir à quel point elle était vraie.`],
      turn: [(c) => `Petit à petit, essai après essai, ${c.H} s'acharna. ${cap(c.limbs)} lui faisaient mal et la tête lui tournait, mais ${c.il} ne lâcha rien, et à chaque essai, ${c.il} se rapprochait un peu du but.`],
      echo: [(c) => `Chaque fois qu'${c.il} avait envie d'abandonner, après ce jour-là, ${c.H} se rappelait combien c'était bon de continuer, et ${c.il} continuait.`],
    },
  },
  empathy: {
    young: {
      setup: [
        (c) => `${c.H} était très ${c.a('occupé', 'occupée')}. Toujours à faire quelque chose ! Pas le temps de s'arrêter.`,
        (c) => `${c.H} partait toujours devant. Loin, très loin devant tout le monde !`,
      ],
      pressure: [
        (c) => `${c.F} s'assit en soupirant. ${c.H} était trop ${c.a('occupé', 'occupée')} pour le voir.`,
        (c) => `Une petite larme coula sur la joue ${de(c.F)}. Mais ${c.H} continua de courir.`,
      ],
      turn: [
        (c) => `${c.H} s'arrêta et revint sur ses pas. « Qu'est-ce qui ne va pas ? » demanda-t-${c.il} tout bas, en tenant la main ${de(c.F)} jusqu'à ce qu'un sourire revienne.`,
        (c) => `Alors ${c.H} vit la larme. « Oh, ${c.F} ! » dit-${c.il}, et ${c.il} fit un gros câlin à ${c.F}. Tout alla mieux après ça.`,
        (c) => `${c.H} s'assit à côté ${de(c.F)} et écouta. Juste écouter. Et ${c.F} se sentit beaucoup, beaucoup mieux.`,
      ],
      echo: [
        (c) => `${c.H} aime toujours courir, mais maintenant, ${c.il} se retourne pour attendre ses amis.`,
        (c) => `${c.H} sait maintenant qu'un regard gentil et un câlin peuvent consoler un ami.`,
      ],
    },
    older: {
      setup: [(c) => `${c.H} était toujours ${c.a('le premier', 'la première')} : ${c.a('premier levé', 'première levée')}, ${c.a('premier', 'première')} dehors, et bien trop ${c.a('pressé', 'pressée')}, la plupart du temps, pour voir qui restait derrière.`],
      turn: [(c) => `${c.H} s'arrêta net, revint en arrière et s'accroupit près ${de(c.F)}. « Raconte-moi », dit-${c.il} simplement. Et à mesure ${que(c.F)} parlait, le souci rapetissait, jusqu'à tenir dans une poche.`],
      echo: [(c) => `${c.H} resta rapide, mais ${c.il} n'oublia plus jamais de se retourner pour demander : « Ça va ? »`],
    },
  },
  responsibility: {
    young: {
      setup: [
        (c) => `« C'est une grande mission », dit Mamie en confiant ${le(c.treasure.n)} à ${c.H}. « Garde-${lo(c.treasure.n)} bien ! » « Promis ! » répondit ${c.H}.`,
        (c) => `Aujourd'hui, ${c.H} avait une mission très importante : prendre soin ${du(c.treasure.n)}.`,
      ],
      pressure: [
        (c) => `« Viens jouer ! » cria ${c.F}. ${c.H} avait envie de filer. Mais qui garderait ${le(c.treasure.n)} ?`,
        (c) => `${c.H} était ${c.a('fatigué', 'fatiguée')}. Mais ${c.il} ne lâcha pas ${le(c.treasure.n)}. Une mission, c'est une mission !`,
      ],
      turn: [
        (c) => `${c.H} serra ${le(c.treasure.n)} contre ${c.a('lui', 'elle')}. « J'ai promis, alors je le fais. » Et ${c.il} le fit, ${c.a('tout seul', 'toute seule')}.`,
        (c) => `« Je peux faire ma mission », dit ${c.H}. ${c.Il} garda ${le(c.treasure.n)} bien à l'abri, et ${c.il} aida ${c.F} en plus.`,
        (c) => `${c.H} n'abandonna pas sa mission. Doucement, prudemment, ${c.il} fit tout comme il fallait.`,
      ],
      echo: [
        (c) => `« Tu as fait du beau travail », dit ${c.F}. ${c.H} avait un sourire jusqu'aux oreilles.`,
        (c) => `${c.H} se sentait ${c.a('grand', 'grande')} et ${c.a('fier', 'fière')}. Une mission bien faite, ça rend heureux !`,
      ],
    },
    older: {
      setup: [(c) => `« Tu es ${c.a('assez grand', 'assez grande')} maintenant », avait dit Mamie en confiant ${le(c.treasure.n)} à ${c.H}. « Ramène-${lo(c.treasure.n)} bien sagement chez nous. » Jamais on ne lui avait confié quelque chose d'aussi important.`],
      turn: [(c) => `${c.H} n'attendit pas qu'on le lui demande. ${c.Il} mit ${le(c.treasure.n)} à l'abri, regarda le problème en face et s'en occupa, pas à pas, comme si ça avait toujours été son travail.`],
      echo: [(c) => `${cap(le(c.treasure.n))} s'en tira sans une égratignure, et tout le monde aussi. Au fond, personne n'en avait jamais douté.`],
    },
  },
  creativity: {
    young: {
      setup: [
        (c) => `Avec une boîte, ${c.H} faisait un château, et avec une cuillère, une fusée !`,
        (c) => `${c.H} aimait demander : « Et si c'était autre chose ? »`,
      ],
      pressure: [
        (c) => `Rien ne marchait. ${c.H} se tapota la tête. « Réfléchis, réfléchis ! »`,
        (c) => `« Oh non, on est coincés », dit ${c.F}. Mais ${c.H} cherchait déjà une idée.`,
      ],
      turn: [
        (c) => `« J'ai trouvé ! » dit ${c.H}. ${c.Il} retourna ${le(c.treasure.n)} et essaya autre chose. Ça marchait !`,
        (c) => `${c.H} eut une idée drôle et astucieuse, et ${le(c.treasure.n)} était exactement ce qu'il fallait. Quelle idée !`,
        (c) => `${c.H} regarda ${le(c.treasure.n)} d'une façon toute nouvelle. « Essayons comme ça ! » Et c'était parfait.`,
      ],
      echo: [
        (c) => `${c.H} adorait sa nouvelle idée. Il y a toujours une autre façon d'essayer !`,
        (c) => `Maintenant, ${c.H} et ${c.F} inventent des idées nouvelles tous les jours.`,
      ],
    },
    older: {
      setup: [(c) => `Il suffisait de donner à ${c.H} un carton et un après-midi pour voir naître un navire, un château ou une machine à trier les boutons par couleur.`],
      turn: [(c) => `${c.H} s'arrêta, pencha la tête et sourit. « Personne n'a dit qu'il fallait faire comme d'habitude », dit-${c.il}. Avec ${le(c.treasure.n)} et un bout de ficelle, ${c.il} construisit quelque chose que personne n'avait jamais vu.`],
      echo: [(c) => `Depuis, ${c.H} ne regarde plus jamais les choses ordinaires de la même façon : chaque cuillère, chaque bouton peut devenir le début d'une idée.`],
    },
  },
  none: {
    young: {
      turn: [
        (c) => `« On peut y arriver », dit ${c.H}. « Oui, on peut ! » dit ${c.F}.`,
        (c) => `${c.H} et ${c.F} se donnèrent la main. « Prêts ? » « Prêts ! »`,
      ],
      echo: [
        (c) => `Quelle belle journée ! ${c.H} et ${c.F} souriaient tout le long du chemin.`,
        (c) => `C'était la plus belle journée de toutes. ${c.H} fit un petit signe de bonne nuit à ${c.F}.`,
      ],
    },
    older: {
      turn: [(c) => `${c.H} prit une grande inspiration et jeta un coup d'œil à ${c.F}, qui hocha la tête. Pas besoin de mots : ${c.ils} savaient quoi faire.`],
      echo: [(c) => `Ce soir-là, ${c.H} resta un moment ${c.a('éveillé', 'éveillée')}, à sourire tout seul en repensant à chaque moment de la journée.`],
    },
  },
};
