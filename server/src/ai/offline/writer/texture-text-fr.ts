// Les petites touches en français : lieux, moments du jour, sentiments, refrains et portraits.
import { de } from './french-grammar.ts';
import type { TextureText } from './beat-text.ts';
import type { Fr } from './story-context.ts';

export const FR_TEXTURE: TextureText<Fr> = {
  place: {
    forest: [
      () => 'Les grands arbres craquaient doucement, et le soleil tombait entre les feuilles en petites pièces d\'or.',
      () => 'La forêt sentait la mousse et les aiguilles de pin, et quelque part, un pic-vert frappait à sa porte.',
      () => 'Les fougères frôlaient les jambes au passage, et une biche observait tout, à demi cachée entre les troncs.',
    ],
    castle: [
      () => 'Des drapeaux flottaient au sommet des tours, et les vieilles pierres étaient tièdes de soleil.',
      () => 'Leurs pas résonnaient dans les longs couloirs de pierre, devant les armures et les portraits endormis.',
      () => 'Depuis les fenêtres du château, on voyait jusqu\'aux collines.',
    ],
    meadow: [
      () => 'La prairie était pleine de boutons-d\'or et de pâquerettes, et les abeilles bourdonnaient de fleur en fleur.',
      () => 'Les hautes herbes chuchotaient dans la brise, et des papillons dansaient au-dessus des fleurs.',
      () => 'Une brise tiède traversait la prairie, et l\'herbe ondulait comme la mer.',
    ],
    sea: [
      () => 'Les vagues montaient sur le sable, chuchotaient, puis repartaient.',
      () => 'Les mouettes tournoyaient dans le vent, et l\'air avait un goût de sel.',
      () => 'De petits crabes filaient entre les flaques, et l\'eau scintillait jusqu\'à l\'horizon.',
    ],
    mountain: [
      () => 'Le sentier montait en zigzag, toujours plus haut, jusqu\'à ce que les nuages semblent à portée de main.',
      () => 'Là-haut, l\'air était frais et limpide, et le monde entier s\'étalait en bas comme une carte.',
      () => 'Des cailloux roulaient sous leurs pas, et un aigle tournait très haut dans le ciel.',
    ],
    village: [
      () => 'La fumée montait des cheminées, et le boulanger faisait signe depuis sa porte.',
      () => 'La place du village bruissait d\'étals, de voisins bavards et d\'odeur de pain chaud.',
      () => 'Des jardinières pleines de géraniums rouges égayaient chaque petite maison de la rue.',
    ],
    cave: [
      () => 'Dans la grotte, il faisait frais et calme, et des gouttes d\'eau faisaient plic, ploc, plic.',
      () => 'Les parois de la grotte scintillaient faiblement, comme si quelqu\'un les avait saupoudrées d\'étoiles.',
      () => 'Le moindre bruit revenait en se faisant de plus en plus doux, du fond de la roche.',
    ],
    sky: [
      () => 'Les nuages passaient comme de gros oreillers moelleux, et le vent chantait tout doucement.',
      () => 'Tout en bas, les champs ressemblaient à une couverture en patchwork, et les rivières à des rubans d\'argent.',
      () => 'Là-haut, parmi les nuages, tout était silencieux, et le monde, tout en bas, paraissait minuscule.',
    ],
    home: [
      () => 'Une bouilloire chantait sur le poêle, et la cuisine sentait le pain grillé.',
      () => 'La petite maison était chaude et douillette, avec un feu qui crépitait et un tapis parfait pour s\'asseoir.',
      () => 'Le soleil entrait par la fenêtre et venait se poser sur la table de la cuisine.',
    ],
    library: [
      () => 'Les étagères montaient, montaient, plus haut que personne ne pouvait atteindre.',
      () => 'La bibliothèque était si calme qu\'on entendait les pages bruisser, et elle sentait le vieux papier et la cire.',
      () => 'La poussière dansait dans les rayons de lumière, entre les hautes étagères pleines à craquer.',
    ],
    garden: [
      () => 'Des rosiers grimpaient sur les vieux murs, et les allées étaient bordées de lavande.',
      () => 'Dans le jardin, les bourdons butinaient les fleurs, et un merle chantait sur le mur.',
      () => 'Le jardin sentait la terre chaude et les pois de senteur, et une petite fontaine riait toute seule.',
    ],
  },
  time: {
    morning: {
      young: [() => 'C\'était le matin. Le soleil se levait.', () => 'Les oiseaux se réveillaient. Une nouvelle journée commençait.', () => 'Bonjour, le matin ! Le ciel était tout bleu.', () => 'Le coq chanta. Cocorico !', () => 'Le soleil ouvrait un œil. C\'était le matin.', () => 'C\'était tôt, tout tôt. Tout le monde bâillait encore.'],
      mid: [
        () => 'Le soleil venait à peine de se lever, et la journée semblait encore toute neuve.',
        () => 'C\'était un matin clair et frais, de ceux où tout semble possible.',
        () => 'Le matin était là, frais et limpide, et le monde se réveillait à peine.',
        () => 'Les premiers oiseaux s\'éveillaient, et la journée sentait le neuf.',
        () => 'Un pâle soleil du matin grimpait dans un ciel couleur de myosotis.',
      ],
    },
    day: {
      young: [() => 'Le soleil était haut et chaud.', () => 'Il faisait beau et bon.', () => 'La matinée était passée. C\'était l\'après-midi.', () => 'Le ciel était bleu, bleu, bleu.', () => 'C\'était le milieu de la journée.', () => 'Après le déjeuner, la journée continua.'],
      mid: [
        () => 'Le soleil était maintenant haut dans le ciel, et la journée était chaude et lumineuse.',
        () => 'L\'après-midi s\'étirait, long et doré, et les ombres commençaient à s\'allonger.',
        () => 'C\'était le milieu de la journée, et le monde bourdonnait paresseusement dans la chaleur.',
        () => 'L\'heure du déjeuner passa, et la journée suivit son cours.',
        () => 'La journée s\'était réchauffée, et chacun semblait affairé à quelque chose.',
      ],
    },
    evening: {
      young: [() => 'Le soleil se couchait. Le ciel devenait rose.', () => 'C\'était le soir, maintenant.', () => 'Le jour s\'en allait tout doucement.', () => 'Les ombres devenaient toutes longues.', () => 'Les oiseaux chantaient leur chanson du soir.', () => 'Le ciel devenait orange et doré.'],
      mid: [
        () => 'Le soleil descendait doucement, et le ciel se teintait d\'orange et de rose.',
        () => 'Le soir arrivait. Les ombres s\'allongeaient, et les oiseaux commençaient leurs chansons du soir.',
        () => 'La lumière devenait douce et dorée, comme à la fin des longues journées.',
        () => 'On allumait les lampes une à une, et le jour commençait à baisser.',
        () => 'L\'air fraîchissait, et la journée commençait à bâiller.',
      ],
    },
    night: {
      young: [() => 'Il faisait noir, noir comme dans un four.', () => 'Il faisait noir. Une chouette hululait. Hou, hou !', () => 'Il était tard, très tard, bien après l\'heure du coucher.', () => 'Chut ! C\'était la nuit.', () => 'Tic, tac. C\'était le milieu de la nuit.', () => 'Tout dormait. Enfin, presque tout.'],
      mid: [
        () => 'La nuit était tombée, douce et profonde, et le monde était devenu tout silencieux.',
        () => 'C\'était la nuit, et le monde était silencieux, à part le hululement d\'une chouette.',
        () => 'C\'était le milieu de la nuit, bien après l\'heure où tout le monde dort.',
        () => 'Tout n\'était plus qu\'ombres et chuchotements.',
        () => 'L\'obscurité les enveloppait comme une grande couverture toute douce.',
      ],
    },
  },
  mood: {
    calm: {
      young: [(c) => `${c.H} se sentait bien, ${c.a('tout calme', 'toute calme')}.`],
      mid: [(c) => `Tout était paisible, et ${c.H} se sentait ${c.a('calme', 'calme')} jusqu'au bout des orteils.`, () => 'Pendant un moment, on n\'entendit plus que le doux murmure du monde.'],
    },
    happy: {
      young: [(c) => `${c.H} était si ${c.a('content', 'contente')} !`, (c) => `${c.F} applaudit. Hourra !`],
      mid: [(c) => `${c.H} n'arrivait pas à s'arrêter de sourire.`, (c) => `${c.F} fit un petit bond de joie.`],
    },
    worried: {
      young: [(c) => `Le ventre ${de(c.H)} faisait des nœuds.`, (c) => `${c.F} se serra contre ${c.H}.`],
      mid: [(c) => `${c.H} se mordillait la lèvre en essayant de ne pas avoir l'air ${c.a('inquiet', 'inquiète')}.`, (c) => `« Et si ça ne marche pas ? » chuchota ${c.F}.`],
    },
    excited: {
      young: [(c) => `${c.H} sautait sur place.`, (c) => `« On y va ! » dit ${c.F}.`],
      mid: [(c) => `Le cœur ${de(c.H)} battait d'impatience.`, (c) => `« Ça va être une vraie aventure », dit ${c.F}, les yeux brillants.`],
    },
    sad: {
      young: [(c) => `Une larme roula sur la joue ${de(c.H)}.`],
      mid: [(c) => `${c.H} se sentait ${c.a('gris', 'grise')} comme un lundi de pluie.`, () => 'Même la journée semblait retenir son souffle.'],
    },
    proud: {
      young: [(c) => `${c.H} était ${c.a('fier', 'fière')}. Très ${c.a('fier', 'fière')} !`],
      mid: [(c) => `${c.H} se sentait ${c.a('fier', 'fière')}, d'une fierté douce et chaude.`, (c) => `${c.F} fit un grand sourire à ${c.H}. « Tu as réussi ! »`],
    },
  },
  rich: [
    () => 'Le monde, semblait-il, était plein de surprises pour qui prenait la peine de les chercher.',
    (c) => `${c.H} remarquait des choses ${que2(c)} n'avait jamais remarquées : la forme des ombres, la façon dont bougeait la lumière, tous les petits bruits qui composaient le silence.`,
    (c) => `${c.F} entonna une chanson à pleine voix, complètement faux, et ${c.H} éclata de rire ; soudain, tout sembla possible.`,
    (c) => `« Tu te demandes parfois, dit ${c.F}, à quoi ressemble le monde pour un oiseau ? » ${c.H} se le demandait souvent.`,
    (c) => `${c.H} pensa un instant à la cuisine de Mamie, à ses bonnes odeurs et à ses bruits familiers, et sentit une petite chaleur l'envahir.`,
  ],
  refrains: [
    (c) => `Main dans la main et cœur contre cœur, ${c.H} et ${c.F} n'avaient jamais peur.`,
    (c) => `Un pas, deux pas, trois pas, ${c.H} ne s'arrête pas !`,
    (c) => `Qu'il pleuve ou qu'il vente, ${c.H} et ${c.F} vont de l'avant !`,
  ],
  traits: {
    'brave-knight': [
      (c) => `${c.H} avait un bouclier tout brillant, une épée de bois pour s'entraîner, et un très grand cœur.`,
      (c) => `Chaque matin, ${c.H} astiquait son casque jusqu'à ce qu'il brille comme le soleil.`,
      (c) => `${c.H} n'était pas ${c.a('le plus grand chevalier', 'la plus grande chevalière')} du royaume, mais sûrement ${c.a('le plus gentil', 'la plus gentille')}.`,
    ],
    'clever-princess': [
      (c) => `${c.H} adorait les énigmes, les cartes et les livres, et avait toujours une idée derrière la tête.`,
      (c) => `${c.H} portait une couronne un peu trop grande et réfléchissait plus vite que tout le monde au royaume.`,
      (c) => `Dès que quelque chose était cassé, ${c.H} était la première à dire : « Fais-moi voir. »`,
    ],
    'friendly-dragon': [
      (c) => `${c.H} avait des écailles vertes et brillantes, une longue queue en tire-bouchon, et un souffle tiède parfait pour griller les guimauves.`,
      (c) => `${c.H} était si gentil que même les moutons n'avaient pas peur de lui.`,
      (c) => `Quand ${c.H} riait, de petits nuages de fumée lui sortaient des narines.`,
    ],
    'wise-owl': [
      (c) => `${c.H} avait de grands yeux ronds, des plumes douces et tachetées, et une réponse à presque tout.`,
      (c) => `${c.H} avait lu tous les livres de la forêt, et certains même deux fois.`,
      (c) => `${c.H} pouvait tourner la tête presque complètement, ce qui est très pratique pour tout remarquer.`,
    ],
    'playful-cat': [
      (c) => `${c.H} adorait courir après les rubans, bondir derrière les papillons et se rouler en boule au soleil.`,
      (c) => `${c.H} avait des pattes de velours, de grands yeux verts et une queue qui ne s'arrêtait jamais de remuer.`,
      (c) => `Rien ne plaisait plus à ${c.H} qu'un bon jeu, sauf peut-être une sieste après le jeu.`,
    ],
    'curious-mouse': [
      (c) => `${c.H} avait des moustaches frémissantes, une longue queue rose et une tête pleine de questions.`,
      (c) => `${c.H} était assez ${c.a('petit', 'petite')} pour se glisser par un trou de serrure, et assez ${c.a('curieux', 'curieuse')} pour en avoir envie.`,
      (c) => `« Pourquoi ? » était le mot préféré ${de(c.H)}, juste devant « Qu'est-ce que c'est ? ».`,
    ],
    'magical-unicorn': [
      (c) => `${c.H} avait une crinière argentée et une corne qui brillait doucement quand elle était heureuse.`,
      (c) => `Partout où trottait ${c.H}, de petites fleurs poussaient dans les traces de ses sabots.`,
      (c) => `${c.H} connaissait un peu de magie, mais pas autant qu'elle aimait le croire.`,
    ],
    'little-bear': [
      (c) => `${c.H} avait une fourrure brune toute douce, un ventre bien rond et un nez capable de sentir le miel à des kilomètres.`,
      (c) => `${c.H} faisait les plus gros câlins de toute la forêt.`,
      (c) => `${c.H} adorait les mûres, les longues siestes et les plongeons dans la rivière.`,
    ],
  },
};

function que2(c: { il: string }): string {
  return c.il === 'il' ? "qu'il" : "qu'elle";
}
