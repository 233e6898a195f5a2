// Prose française de nouvelles intrigues, avec leurs deuxième et troisième versions : deux de plus
// pour l'aventure (bottle-message, hedge-maze), l'amitié (moving-day, muddled-message), la magie
// (painted-puppy, helping-wand) et l'apprentissage (kite-day, read-aloud).
import { de, du, le, que, un, type FrNoun } from './french-grammar.ts';
import type { Tellings } from './skeleton-alt-en.ts';
import type { FrSkeleton } from './skeletons.ts';
import type { Fr, FrCtx } from './story-context.ts';
import { alt } from './story-context.ts';
import { cap } from './text-tools.ts';

/** Agreement with the goal: gf(c, 'muet', 'muette'). */
function gf(c: FrCtx, m: string, f: string): string {
  return c.goal.n.g === 'f' ? f : m;
}

/** The goal as a direct object pronoun before a consonant: le / la. */
function lela(c: FrCtx): string {
  return gf(c, 'le', 'la');
}

/** mon / ma + noun (mon before a vowel, even feminine). */
function mon(n: FrNoun): string {
  return n.g === 'f' && !/^[aeiouyéèêàâîôûœh]/i.test(n.sg) ? `ma ${n.sg}` : `mon ${n.sg}`;
}

export const FR_SKELETONS_MORE_A: Record<string, FrSkeleton> = {
  'bottle-message': {
    titles: [(c) => `${c.H} et la bouteille à la mer`, () => 'Une lettre venue de la mer', () => 'La lettre de Vaguelette'],
    premise: (c) => `Quand une mouette laisse tomber devant ${c.H} une bouteille qui contient une lettre, ${c.H} et ${c.F} partent vers ${le(c.away.n)} pour aider la petite tortue qui l'a écrite.`,
    want: (c) => `Un matin de grand vent, une mouette égarée laissa tomber une bouteille aux pieds ${de(c.H)}. Dedans, il y avait une lettre roulée, et ${c.H} brûlait de la lire.`,
    problem: (c) => `« Au secours ! disait la lettre. Je suis Vaguelette, une petite tortue de mer. J'ai perdu ${mon(c.goal.n)} ${c.away.loc}, et sans ${gf(c, 'lui', 'elle')}, je ne sais plus rentrer. »`,
    try1: (c) => `${c.H} et ${c.F} creusèrent des trous sur toute la plage pour retrouver ${le(c.goal.n)}. ${c.Ils} trouvèrent un crabe, une vieille sandale et beaucoup de sable, mais rien d'autre.`,
    try2: (c) => `Ensuite, ${c.H} entra dans les vagues pour fouiller le fond de l'eau. Mais une grosse vague arriva, plouf, et ${c.a('le', 'la')} renversa d'un coup. ${c.H} se releva, ${c.a('tout dégoulinant', 'toute dégoulinante')}, avec un chapeau d'algues sur la tête.`,
    insight: (c) => `${cap(le(c.helper))} regarda le long du rivage. « La mer ne garde rien bien longtemps. Tout ce qu'elle trouve, elle le dépose sur la ligne d'algues, là où s'arrête la marée haute. Cherchez par là. »`,
    solve: (c) => `Alors ${c.H} suivit lentement la ligne d'algues, en soulevant chaque touffe. Tout au bout, quelque chose dépassait d'un paquet d'herbes mouillées : c'était ${le(c.goal.n)} ! Au même moment, une petite tête verte sortit des vagues.`,
    after: (c) => `Vaguelette battit des nageoires de joie. Elle allait enfin pouvoir rentrer chez elle, et chaque été, depuis ce jour-là, une mouette apportait à ${c.H} une bouteille avec un petit mot de remerciement.`,
  },
  'hedge-maze': {
    titles: [(c) => `${c.H} et le grand labyrinthe`, () => 'La clochette au cœur du labyrinthe', (c) => `${c.H} trouve le chemin`],
    premise: (c) => `${c.H} et ${c.F} partent à la recherche du cœur du grand labyrinthe de haies ${c.away.loc}, où ${un(c.goal.n)} attend depuis des années que quelqu'un ${lela(c)} fasse sonner.`,
    want: (c) => `${c.H} adorait l'histoire du grand labyrinthe ${c.away.loc} : en son cœur pendait ${un(c.goal.n)} qui, autrefois, ouvrait la danse de l'été. ${c.H} rêvait de ${lela(c)} faire sonner.`,
    problem: (c) => `Mais le labyrinthe était si haut et si tortueux que personne n'en trouvait plus le cœur. ${cap(le(c.goal.n))} restait ${gf(c, 'muet', 'muette')}, et on avait oublié la danse de l'été.`,
    try1: (c) => `${c.H} s'élança aussi vite que possible : à gauche, à droite, à droite, à gauche. Mais chaque allée finissait contre un mur de feuilles, et ${c.ils} se retrouvèrent bientôt à l'entrée. Deux fois de suite.`,
    try2: (c) => `Alors ${c.H} sema des miettes derrière ${c.g('eux', 'elles')} pour marquer le chemin. Mais une bande de moineaux suivait et picorait chaque miette, si bien que plus personne ne savait par où ${c.ils} étaient ${c.g('passés', 'passées')}.`,
    insight: (c) => `${cap(le(c.helper))} passa le bout du nez à travers la haie en riant. « Voici le secret des promeneurs de labyrinthe : gardez toujours la haie à votre droite, et ne la quittez jamais. Elle finira par vous mener au cœur. »`,
    solve: (c) => `Alors ${c.ils} gardèrent la haie à leur droite, à chaque virage et dans chaque cul-de-sac. L'allée se fit de plus en plus étroite, puis s'ouvrit sur une petite pelouse où pendait ${le(c.goal.n)}.`,
    after: (c) => `${c.H} ${lela(c)} fit sonner, drelin, drelin, et le son s'envola par-dessus les haies. Tout autour, les gens l'entendirent et se mirent à danser : la danse de l'été était enfin revenue.`,
  },
  'moving-day': {
    titles: [(c) => `${c.H} et le jour du déménagement`, () => 'Au revoir, bonjour !', () => 'La nouvelle maison de Mirette'],
    premise: (c) => `Quand leur amie Mirette la lapine déménage ${c.away.loc}, ${c.H} et ${c.F} l'aident à se faire de nouveaux amis, et découvrent que les vieux amis le restent, où qu'ils habitent.`,
    want: (c) => `${c.H}, ${c.F} et Mirette la lapine jouaient ensemble tous les jours. Leur jeu préféré, c'était de courir après ${le(c.goal.n)}, et personne ne ${lela(c)} faisait rebondir aussi haut que Mirette.`,
    problem: (c) => `Puis un jour, Mirette arriva les oreilles tombantes. « Nous déménageons ${c.away.loc}, murmura-t-elle. Je n'y connais personne, et je n'aurai plus personne avec qui jouer. »`,
    try1: (c) => `Devant la nouvelle maison, ${c.H} marcha droit vers les jeunes écureuils et les petits lapins du voisinage et s'écria : « Voici Mirette ! Soyez ses amis ! » Les voisins ${c.a('le', 'la')} fixèrent sans un mot, et Mirette se cacha derrière la porte.`,
    try2: (c) => `Ensuite, ${c.H} et ${c.F} peignirent une grande pancarte, « CHERCHE NOUVEAUX AMIS », et l'accrochèrent à la porte de Mirette. Les voisins la lurent, chuchotèrent entre eux et passèrent leur chemin.`,
    insight: (c) => `${cap(le(c.helper))} les observa un moment. « Les amis ne se font ni en criant ni avec des pancartes. Ils se font en jouant. Laissez Mirette faire ce qu'elle aime le plus, et les autres viendront. »`,
    solve: (c) => `Alors Mirette emporta ${le(c.goal.n)} dans l'herbe et se mit à jouer, avec ${c.H} et ${c.F} à ses côtés. Boing, boing, de plus en plus haut ! Un à un, les petits voisins s'approchèrent, jusqu'à ce que l'un d'eux demande : « Je peux jouer ? »`,
    after: (c) => `Le soir, Mirette avait déjà quatre nouveaux amis et une partie de balle qui l'attendait chaque après-midi. « Vous resterez toujours ${c.g('mes plus vieux amis', 'mes plus vieilles amies')}, dit-elle à ${c.H} et ${c.F}, et vous pourrez venir jouer ici quand vous voudrez. »`,
  },
  'muddled-message': {
    titles: [(c) => `${c.H} et le message embrouillé`, () => 'Le message tout emmêlé', () => 'Joyeux anniversaire, Madame Galet !'],
    premise: (c) => `Quand un message d'anniversaire pour la vieille Madame Galet, la tortue, s'emmêle en chemin, ${c.H} et ${c.F} doivent tout arranger avant la fête.`,
    want: (c) => `La vieille Madame Galet, la tortue, allait avoir cent ans ! ${c.H} et ${c.F} avaient préparé ${un(c.goal.n)} pour une fête surprise ${c.away.loc}.`,
    problem: (c) => `${c.Ils} firent passer l'invitation du lapin à l'écureuil, puis à la pie. Mais « Venez au grand saule ! » arriva ainsi chez Madame Galet : « Surtout, ne venez pas ! » Elle en eut gros sur le cœur.`,
    try1: (c) => `${c.H} toqua à la carapace de Madame Galet. « C'était une erreur ! » cria-t-${c.il}. « Hum, fit la carapace. C'est ce que tout le monde dit. » Et elle ne s'entrouvrit pas d'un millimètre.`,
    try2: (c) => `Alors ${c.H} et ${c.F} dessinèrent une magnifique invitation et la glissèrent sous le bord de la carapace. Mais dans une carapace, il fait tout noir, et Madame Galet ne put pas en lire un seul mot.`,
    insight: (c) => `${cap(le(c.helper))} écouta toute l'histoire et sourit. « Les mots qui sautent d'oreille en oreille se tordent en chemin. Asseyez-vous près d'elle et racontez-lui tout vous-mêmes, doucement, depuis le début. »`,
    solve: (c) => `Alors ${c.H} s'assit tout contre la carapace et raconta tout : la fête secrète, l'invitation qui avait fait le tour du voisinage, et le message tout emmêlé à l'arrivée. Lentement, une petite tête ridée apparut. Madame Galet souriait.`,
    after: () => 'Avant le coucher du soleil, tout le monde chanta « Joyeux anniversaire » sous le grand saule, et Madame Galet rit tellement de ce message tout de travers que sa carapace en tremblait.',
  },
  'painted-puppy': {
    titles: [(c) => `${c.H} et le pinceau magique`, () => 'Le chiot qui sauta de la page', (c) => `${c.H} peint un ami`],
    premise: (c) => `${c.H} découvre un pinceau qui donne vie à tout ce qu'il peint, et quand un chiot peint s'échappe vers ${le(c.away.n)}, ${c.H} et ${c.F} doivent trouver comment le ramener.`,
    want: (c) => `Dans un vieux coffre à jouets, ${c.H} trouva un pinceau qui donnait vie à ce qu'il peignait. ${c.H} rêvait d'un chiot : ${c.il} en peignit un, aux oreilles pendantes et à la queue frétillante.`,
    problem: (c) => `Le chiot sauta hors de la feuille, aboya deux fois et fila par la porte, droit vers ${le(c.away.n)}, en semant des traces de pattes pleines de peinture.`,
    try1: (c) => `${c.H} courut après le chiot en criant : « Arrête ! Assis ! Pas bouger ! » Mais le chiot crut que c'était un jeu. Il fit trois fois le tour ${de(c.H)} au galop, puis repartit comme une flèche.`,
    try2: (c) => `Alors ${c.H} peignit un grand filet et tenta d'attraper le chiot. Mais le chiot se faufila entre les mailles, s'ébroua en éclaboussant tout le monde de peinture et détala de plus belle.`,
    insight: (c) => `${cap(le(c.helper))} rit doucement. « Un chiot peint reste un chiot. Il ne veut pas qu'on l'attrape, il veut quelqu'un avec qui jouer. Donne-lui quelque chose à rapporter. »`,
    solve: (c) => `Alors ${c.H} peignit ${un(c.goal.n)}, ${gf(c, 'bien rond', 'bien ronde')}, et ${lela(c)} lança aussi loin ${que(c.il)} put. Le chiot fila derrière, l'attrapa, puis revint au trot ${lela(c)} déposer aux pieds ${de(c.H)} en remuant la queue.`,
    after: (c) => `Le chiot lécha le bout du nez ${de(c.H)}, qui le baptisa Barbouille. Chaque jour, ${c.H} et Barbouille jouaient ensemble, et chaque soir, Barbouille sautait dans son tableau pour s'y rouler en boule et dormir.`,
  },
  'helping-wand': {
    titles: [(c) => `${c.H} et la petite baguette`, () => 'Une baguette pour les autres', (c) => `La magie ${de(c.H)}`],
    premise: (c) => `${c.H} reçoit une petite baguette juste avant la fête des Lumières ${c.away.loc}, mais la baguette refuse de lancer le moindre sort, jusqu'au moment où ${c.H} comprend à qui sa magie est destinée.`,
    want: (c) => `Pour son anniversaire, ${c.H} reçut une baguette en bois de saule, avec des mots minuscules gravés sur le manche, juste à temps pour la fête des Lumières ${c.away.loc}.`,
    problem: (c) => `Mais quand ${c.H} l'agita, rien ne se passa. ${c.Il} demanda une montagne de bonbons, puis une couronne en or, et la baguette resta immobile, comme une simple brindille.`,
    try1: (c) => `À la fête, ${c.H} pointa la baguette vers sa propre lanterne et s'écria : « Que la mienne soit la plus brillante de toutes ! » La baguette fit un minuscule pschitt et redevint toute froide.`,
    try2: (c) => `Puis ${c.H} voulut épater la foule avec un tour. « Regardez bien ! » lança-t-${c.il} en agitant la baguette. Un petit nuage gris en sortit, et tout le monde se mit à éternuer.`,
    insight: (c) => `${cap(le(c.helper))} leva la baguette vers la lumière et lut à voix haute les petits mots du manche : « Pour toi, pas pour moi. » Puis, avec un sourire : « C'est une baguette qui aide. Elle ne marche que pour les autres. »`,
    solve: (c) => `Tout près, un petit écureuil pleurait devant ${un(c.goal.n)} qui s'était ${gf(c, 'éteint', 'éteinte')}. ${c.H} pointa la baguette et murmura : « Pour toi. » La baguette s'illumina, et la lanterne se mit à briller d'une belle lumière dorée.`,
    after: (c) => `Ce soir-là, le petit écureuil ouvrit le défilé des lanternes, rayonnant de fierté, et la baguette ${de(c.H)} scintilla doucement toute la soirée, comme si elle était très contente d'elle.`,
  },
  'kite-day': {
    titles: [(c) => `${c.H} apprend à faire voler un cerf-volant`, () => 'Toujours plus haut', (c) => `${c.H} et le cerf-volant rouge`],
    premise: (c) => `${c.H} a un tout nouveau cerf-volant pour la fête des Cerfs-Volants ${c.away.loc}, mais ${c.il} doit d'abord apprendre à le faire voler.`,
    want: (c) => `Chaque année, pour la fête des Cerfs-Volants ${c.away.loc}, le ciel se remplissait de couleurs. Cette année, ${c.H} avait ${un(c.goal.n)} rien qu'à ${c.a('lui', 'elle')}, avec une longue queue frisée.`,
    problem: (c) => `Mais ${c.H} n'avait jamais fait voler de cerf-volant. Chaque fois ${que(c.il)} le lâchait, il se retournait et retombait par terre avec un triste petit floc.`,
    try1: (c) => `${c.H} courut aussi vite ${que(c.il)} put en tirant le cerf-volant derrière ${c.a('lui', 'elle')}. Il cahotait et rebondissait par terre, mais il refusait de monter, même un tout petit peu.`,
    try2: (c) => `Ensuite, ${c.H} lança le cerf-volant en l'air de toutes ses forces. Un instant, il resta suspendu là-haut, puis il tournoya sur lui-même et piqua du nez vers le sol.`,
    insight: (c) => `${cap(le(c.helper))} sentit d'où venait le vent. « Tu te bats contre le vent. Tourne-lui le dos, laisse filer la ficelle petit à petit, et laisse-le faire le travail. »`,
    solve: (c) => `Alors ${c.H} tourna le dos au vent, et ${c.F} tint le cerf-volant bien haut. Quand une rafale arriva, ${c.F} le lâcha, et ${c.H} laissa filer la ficelle tout doucement. Le cerf-volant monta, monta, en dansant.`,
    after: (c) => `À la fin de la fête, ${le(c.goal.n)} volait plus haut que tous les autres, et sa longue queue dessinait comme un sourire dans le ciel.`,
  },
  'read-aloud': {
    titles: [(c) => `${c.H} apprend à lire`, () => 'Une histoire pour Madame Taupe', (c) => `${c.H} lit à voix haute`],
    premise: (c) => `La vieille Madame Taupe ne voit plus les petites lettres de son livre préféré, alors ${c.H} se met en tête d'apprendre à lire pour lui rendre ses histoires.`,
    want: (c) => `Depuis des années, ${c.away.loc}, la vieille Madame Taupe lisait des histoires aux petits. Mais à présent, les lettres ${du(c.goal.n)} lui semblaient floues, et ${c.H} voulait lire à sa place.`,
    problem: (c) => `Hélas, ${c.H} ne savait pas encore lire, pas un seul mot. Pour ${c.a('lui', 'elle')}, les lettres ressemblaient à une file de fourmis qui refusaient de rester tranquilles.`,
    try1: (c) => `Chez Madame Taupe, ${c.H} inventa l'histoire d'après les images. « Il était une fois un dragon qui mangea la lune », commença-t-${c.il}. Madame Taupe gloussa. « Ce n'est pas tout à fait ce qui est écrit, ${c.a('mon petit', 'ma petite')}. »`,
    try2: (c) => `Alors ${c.H} voulut apprendre toutes les lettres en un seul après-midi. À la fin, elles tournaient en rond dans sa tête, et ${c.il} ne savait même plus distinguer un b d'un d.`,
    insight: (c) => `${cap(le(c.helper))} montra le premier mot. « Chaque lettre a sa petite chanson. Dis-les doucement, l'une après l'autre, puis laisse-les se donner la main : c'est comme ça que naissent les mots. »`,
    solve: (c) => `Alors ${c.H} recommença, tout doucement. « M… a… ma… m… i… mi… Mamie ! » Puis un autre mot, et encore un autre, jusqu'à une ligne entière, et enfin une page. Madame Taupe écoutait, les yeux fermés, ${alt(c, 'le sourire aux lèvres', 'avec un grand sourire', 'le visage tout illuminé')}.`,
    after: (c) => `Dès lors, chaque semaine, ${c.H} vint faire la lecture à Madame Taupe, qui disait que ses histoires préférées n'avaient jamais été aussi belles.`,
  },
};

export const FR_ALT_MORE_A: Tellings<Fr> = {
  'bottle-message': {
    want: (c) => `Un coup de vent fit culbuter une mouette au-dessus ${du(c.home.n)}, et elle lâcha quelque chose qui brillait : une bouteille, avec un rouleau de papier dedans.`,
    problem: (c) => `${c.H} déroula le papier : « Je suis Vaguelette, une jeune tortue de mer. J'ai perdu ${un(c.goal.n)} ${c.away.loc}, et je ne sais plus rentrer. Voulez-vous m'aider ? »`,
    try1: (c) => `Sur la plage, ${c.ils} cherchèrent sous chaque galet et au fond de chaque flaque. ${c.H} regarda même dans un vieux seau. Mais ${le(c.goal.n)} restait introuvable.`,
    try2: (c) => `« C'est peut-être dans l'eau », dit ${c.H} en avançant dans les vagues. Une vague ${c.a('le', 'la')} souleva, ${c.a('le', 'la')} fit tourner et ${c.a('le', 'la')} reposa sur le sable, ${c.a('trempé', 'trempée')} et bredouille.`,
    insight: (c) => `« Avez-vous regardé la laisse de mer ? demanda ${le(c.helper)}. C'est la longue rangée d'algues que la marée laisse derrière elle. La mer y abandonne tout ce qu'elle ne veut plus. »`,
    solve: (c) => `Alors ${c.ils} longèrent la rangée d'algues en regardant sous chaque touffe. Là, ${gf(c, 'enroulé', 'enroulée')} dans les herbes vertes, il y avait ${le(c.goal.n)} ! Et au loin, dans les vagues, une petite tortue agitait la nageoire.`,
    after: (c) => `${c.Ils} avancèrent dans l'eau pour rendre ${le(c.goal.n)} à Vaguelette. Elle leur fit un petit bisou tout salé sur le bout du nez, puis repartit à la nage vers chez elle, dans l'eau qui scintillait.`,
  },
  'hedge-maze': {
    want: (c) => `Mamie parlait souvent du labyrinthe ${c.away.loc}, aux haies plus hautes que les maisons. En son cœur se cachait ${un(c.goal.n)}, dont le chant ouvrait jadis la danse de l'été.`,
    problem: (c) => `« Plus personne n'arrive jusqu'au cœur, soupirait-on. Les allées trompent tous ceux qui essaient. ${cap(le(c.goal.n))} se tait depuis des années, et plus personne ne danse. »`,
    try1: (c) => `${c.H} essaya de deviner le chemin : ce virage-ci semblait le bon, celui-là avait l'air de porter chance. Mais au bout d'une heure de virages chanceux, ${c.ils} ressortirent juste devant l'entrée.`,
    try2: (c) => `Ensuite, ${c.ils} tentèrent de se faufiler par un trou dans la haie. Mais le trou rétrécissait, rétrécissait, et ${c.ils} durent reculer en se tortillant, ${c.g('couverts', 'couvertes')} de feuilles.`,
    insight: (c) => `« Les labyrinthes, c'est facile quand on connaît l'astuce, dit ${le(c.helper)}. Choisissez un côté et suivez sa haie partout où elle va. Ne la lâchez jamais, et elle vous conduira au milieu. »`,
    solve: (c) => `Alors ${c.ils} choisirent la haie de droite et la suivirent fidèlement, dans chaque recoin et chaque impasse. Enfin, ${c.ils} débouchèrent dans une petite clairière verte, et là se trouvait ${le(c.goal.n)}.`,
    after: (c) => `${c.H} ${lela(c)} fit tinter, et sa voix claire porta bien au-delà des haies. Bientôt, de la musique et des rires montèrent de partout, et tout le monde dansa de nouveau la danse de l'été.`,
  },
  'moving-day': {
    want: (c) => `Mirette la lapine habitait juste au coin du chemin. Chaque après-midi, avec ${le(c.goal.n)} et un carré d'herbe, elle jouait avec ${c.H} et ${c.F} jusqu'à la tombée de la nuit.`,
    problem: (c) => `Mais un matin, Mirette arriva les oreilles basses. « Ma famille déménage ${c.away.loc}, dit-elle. Et si là-bas, personne ne voulait jouer avec moi ? »`,
    try1: (c) => `À peine ${c.g('arrivés', 'arrivées')} à la nouvelle maison, ${c.H} entraîna Mirette vers un groupe de jeunes écureuils. « Jouez avec elle ! » ordonna-t-${c.il}. Les écureuils clignèrent des yeux, et Mirette devint toute rose jusqu'au bout des oreilles.`,
    try2: (c) => `Puis ${c.ils} peignirent une immense pancarte, « ON CHERCHE DES AMIS », et la posèrent contre la barrière. Beaucoup de voisins passèrent et la lurent, mais personne ne savait quoi dire, alors personne ne s'arrêta.`,
    insight: (c) => `« L'amitié pousse dans les jeux, pas dans les ordres, dit doucement ${le(c.helper)}. Laissez Mirette jouer comme elle aime jouer, et attendez de voir qui viendra. »`,
    solve: (c) => `Alors Mirette porta ${le(c.goal.n)} au milieu de la pelouse, et ${c.g('les trois vieux amis', 'les trois vieilles amies')} jouèrent comme au bon vieux temps. Bientôt, une petite voix demanda : « Je peux jouer avec vous ? », puis une autre, et encore une autre.`,
    after: (c) => `Quand vint l'heure de se dire au revoir, Mirette avait toute une bande de nouveaux amis. Elle serra ${c.H} et ${c.F} très fort. « Les nouveaux amis, c'est merveilleux, dit-elle, mais les vieux amis, c'est pour toujours. »`,
  },
  'muddled-message': {
    want: (c) => `Madame Galet, la tortue, allait fêter ses cent ans : ${c.H} et ${c.F} lui préparaient une fête surprise ${c.away.loc}, avec ${un(c.goal.n)} et une chanson.`,
    problem: (c) => `Pour l'inviter, ${c.ils} chuchotèrent un message à un lapin, qui le répéta à un écureuil, puis à une pie. Mais tout s'emmêla en chemin, et Madame Galet entendit : « Surtout, ne venez pas ! »`,
    try1: (c) => `${c.H} appela par l'ouverture de la carapace : « Nous voulons que vous veniez ! » Mais Madame Galet rentra la tête encore plus loin. « J'ai très bien entendu la première fois », dit-elle.`,
    try2: (c) => `Puis ${c.F} eut une idée : un dessin de la fête, avec Madame Galet au beau milieu. ${c.Ils} le glissèrent doucement sous sa carapace. Mais là-dedans, il faisait noir comme dans un four, et elle ne voyait rien du tout.`,
    insight: (c) => `« Un message qui passe par trop de bouches ressort tout de travers, dit ${le(c.helper)}. Asseyez-vous tout près, parlez lentement, et racontez-lui tout, exactement comme ça s'est passé. »`,
    solve: (c) => `Alors ${c.H} s'approcha et raconta toute l'histoire à Madame Galet, lentement, depuis le premier chuchotement jusqu'au tout dernier, celui qui avait tout emmêlé. La tête sortit, puis une patte, puis une autre, et ses yeux pétillaient.`,
    after: (c) => `La fête attendait ${c.away.loc}, et Madame Galet en fut la plus heureuse des invitées. Elle rit tant du message emmêlé qu'elle dut faire une petite sieste.`,
  },
  'painted-puppy': {
    want: (c) => `Dans une boîte de vieilles choses, ${c.H} trouva un pinceau. ${c.Il} peignit une fleur, et la fleur s'ouvrit en sentant bon ! Alors ${c.H} peignit ce ${que(c.il)} désirait le plus : un chiot.`,
    problem: (c) => `Le chiot peint s'ébroua, jappa de joie et fila par la porte comme une flèche tachetée, droit vers ${le(c.away.n)}.`,
    try1: (c) => `${c.H} poursuivit le chiot ${c.away.loc} en criant : « Reviens ! » Le chiot aboya joyeusement et courut encore plus vite, les oreilles au vent comme deux petits drapeaux.`,
    try2: (c) => `Ensuite, ${c.H} peignit une petite barrière en bois pour l'enfermer. Mais le chiot la franchit d'un seul bond et s'éloigna en sautillant, la queue en l'air.`,
    insight: (c) => `« Les chiots aiment les jeux, pas les poursuites, dit ${le(c.helper)}. Arrête de lui courir après, et donne-lui plutôt quelque chose après quoi courir. »`,
    solve: (c) => `Alors ${c.H} peignit ${un(c.goal.n)} et ${lela(c)} lança aussi loin que possible. Le chiot dressa les oreilles, fonça, l'attrapa et revint au galop vers ${c.H}, la queue tournant comme un moulin à vent.`,
    after: (c) => `${c.H} appela le chiot Barbouille, et ${c.il} ne le quitta plus. Le soir, Barbouille sautait toujours dans sa peinture, se roulait en boule et ronflait de tout petits ronflements peints.`,
  },
  'helping-wand': {
    want: (c) => `${c.H} avait une toute nouvelle baguette, aux lettres minuscules gravées sur le manche. Aujourd'hui, c'était la fête des Lumières ${c.away.loc}, et ${c.il} allait enfin faire de la vraie magie !`,
    problem: (c) => `Mais la baguette ne voulait pas marcher. ${c.H} l'agita pour avoir des bonbons, puis une couronne. Rien. Elle restait sage comme une brindille un jour sans vent.`,
    try1: (c) => `À la fête, ${c.H} leva sa baguette : « Que ma lanterne soit la plus grande d'ici ! » La baguette crachota, lança une seule étincelle, puis ne bougea plus.`,
    try2: (c) => `Ensuite, ${c.H} essaya de jongler avec des étincelles pour amuser la foule. « Et voilà ! » Mais il n'en sortit qu'une bouffée grise qui fit éternuer tout le monde : « Atchoum ! »`,
    insight: (c) => `${cap(le(c.helper))} examina le manche de près. « Tu vois ces petits mots ? Ils disent : “Pour toi, pas pour moi.” Cette baguette ne marche que si tu t'en sers pour quelqu'un d'autre. »`,
    solve: (c) => `Alors ${c.H} aperçut un petit écureuil en larmes, qui tenait ${un(c.goal.n)} dont la lumière s'était éteinte. ${c.H} s'approcha, pointa la baguette et dit doucement : « Pour toi. » Une lumière dorée jaillit de la lanterne.`,
    after: (c) => `Ce soir-là, le petit écureuil marcha fièrement en tête du défilé, et ${c.H} sentit au fond de son cœur une douce chaleur, plus belle que n'importe quel tour de magie.`,
  },
  'kite-day': {
    want: (c) => `Le nouveau cerf-volant ${de(c.H)} était d'un rouge éclatant, avec une queue de petits nœuds, et la fête des Cerfs-Volants ${c.away.loc} approchait. ${c.H} trépignait d'impatience.`,
    problem: (c) => `Seulement, ${c.H} ne savait pas faire voler un cerf-volant. La première fois ${que(c.il)} le lâcha, il fit une culbute et lui atterrit sur la tête. Bong !`,
    try1: (c) => `${c.H} se mit à courir en tirant le cerf-volant. Mais plus ${c.il} courait vite, plus le cerf-volant cognait et traînait par terre, et bientôt, ${c.H} fut ${c.a('tout essoufflé', 'tout essoufflée')}.`,
    try2: (c) => `Puis ${c.H} jeta le cerf-volant vers le ciel aussi fort ${que(c.il)} put. Il grimpa un peu, hésita, se tortilla et replongea tout droit.`,
    insight: (c) => `« Un cerf-volant n'aime pas qu'on le tire ni qu'on le jette, dit ${le(c.helper)}. Tourne le dos au vent, laisse-le soulever ton cerf-volant, et donne-lui un peu de ficelle à la fois. »`,
    solve: (c) => `Alors ${c.F} tint le cerf-volant, et ${c.H} se plaça dos à la brise. « Maintenant ! » ${c.F} le lâcha, et ${c.H} laissa glisser la ficelle, peu à peu. Le cerf-volant s'éleva, de plus en plus haut.`,
    after: (c) => `Bientôt, ${le(c.goal.n)} ne fut plus qu'un petit point éclatant au-dessus de toutes les têtes. « Regardez le mien ! » riait ${c.H}, et ${c.F} applaudissait plus fort que tout le monde.`,
  },
  'read-aloud': {
    want: (c) => `Chaque semaine, ${c.away.loc}, la vieille Madame Taupe lisait ${le(c.goal.n)} aux petits. Mais ses yeux avaient faibli, et ${c.H} aurait tant aimé lire pour elle.`,
    problem: (c) => `Seulement, ${c.H} n'avait jamais appris à lire. ${c.Il} fixait la page, et la page ${c.a('le', 'la')} fixait aussi, pleine de gribouillis qui ne voulaient rien dire.`,
    try1: (c) => `${c.H} essaya plutôt de se souvenir de l'histoire, et la raconta d'après les images. Mais ${c.il} confondit la princesse et la grenouille, et tout le monde pouffa. « Ce n'est pas comme ça que ça se passe ! »`,
    try2: (c) => `Ensuite, ${c.H} essaya d'apprendre tout l'alphabet d'un seul coup. Sa tête devint si pleine et si brouillée que les lettres semblaient danser la gigue sur la page.`,
    insight: (c) => `« N'avale pas tout l'alphabet d'une seule bouchée, dit gentiment ${le(c.helper)}. Prends un seul mot. Prononce chaque lettre lentement, et colle les sons ensemble. »`,
    solve: (c) => `${c.H} prit une grande inspiration et déchiffra le premier mot : « L… u… lu… ne… Lune ! » Puis le suivant. Peu à peu, les gribouillis devinrent des mots, et les mots, une histoire.`,
    after: (c) => `Madame Taupe frappa dans ses pattes quand ${c.H} arriva à la fin. Depuis, ${c.H} lui faisait la lecture chaque semaine, et les petits venaient écouter, eux aussi.`,
  },
};

export const FR_ALT2_MORE_A: Tellings<Fr> = {
  'bottle-message': {
    want: (c) => `Par un jour de bourrasques, une bouteille tomba du ciel. Ploc ! Une mouette qui passait venait de la lâcher juste à côté ${de(c.H)}, et une lettre était roulée dedans.`,
    problem: (c) => `La lettre venait d'un bébé tortue de mer nommé Vaguelette. Elle avait perdu ${le(c.goal.n)} ${c.away.loc}, et sans ${gf(c, 'lui', 'elle')}, elle ne retrouvait plus sa famille.`,
    try1: (c) => `${c.H} et ${c.F} ratissèrent le sable avec des bâtons, dans un sens puis dans l'autre, jusqu'à en avoir mal aux bras. ${c.Ils} ne trouvèrent que des cailloux et un seau percé.`,
    try2: (c) => `Puis ${c.H} se pencha au bord des rochers pour scruter les vagues. Mais l'eau était bien trop profonde et trouble, et une vague lui éclaboussa toute la figure.`,
    insight: (c) => `${cap(le(c.helper))} montra la plage. « Quand la marée descend, elle laisse ses trésors en ligne, comme un collier d'algues. Suivez le collier. »`,
    solve: (c) => `${c.H} suivit le collier d'algues pas à pas, jusqu'à ce qu'un reflet attire son regard sous une touffe. ${c.Il} tira doucement : c'était ${le(c.goal.n)} ! Juste à ce moment, une petite tête apparut entre les vagues.`,
    after: (c) => `Vaguelette poussa un petit cri de joie en voyant ${le(c.goal.n)}. « Maintenant, je peux rentrer chez moi ! » dit-elle, et elle s'éloigna à la nage, en se retournant trois fois pour leur faire signe.`,
  },
  'hedge-maze': {
    want: (c) => `Le labyrinthe ${c.away.loc} était plus vieux que les plus vieux souvenirs. En son cœur, ${un(c.goal.n)} attendait quelqu'un pour sonner la danse de l'été, et ${c.H} voulait être ce quelqu'un.`,
    problem: () => 'Mais le labyrinthe avait avalé toutes les cartes qu\'on en avait dessinées, et les explorateurs en ressortaient des heures plus tard, tout étourdis, sans avoir atteint le cœur.',
    try1: (c) => `${c.H} compta les virages à voix haute, « Gauche, gauche, droite ! », pour s'en souvenir. Au vingtième, ${c.il} avait oublié le premier, et ${c.ils} étaient de nouveau ${c.g('perdus', 'perdues')}.`,
    try2: (c) => `Puis ${c.H} noua un ruban à chaque coin pour marquer la route. Mais il n'y eut bientôt plus de rubans, alors qu'il restait encore des haies, et le vent en emporta la moitié.`,
    insight: (c) => `${cap(le(c.helper))} tapota la haie la plus proche. « Ce mur de feuilles est votre ami. Gardez-le toujours à votre droite, et il vous mènera jusqu'au cœur. »`,
    solve: (c) => `Alors ${c.H} garda la haie à droite, toujours, avec ${c.F} sur ses talons. Un tournant, un détour, un demi-tour… et soudain, les feuilles s'écartèrent comme un rideau devant ${le(c.goal.n)}, qui brillait sous un coin de ciel.`,
    after: (c) => `Drelin, drelin ! Pour la première fois depuis des années, ${le(c.goal.n)} chanta. Tout autour du labyrinthe, les gens lâchèrent ce qu'ils faisaient, se prirent par la main et se mirent à danser.`,
  },
  'moving-day': {
    want: (c) => `Personne ne jouait à la balle comme Mirette la lapine : elle faisait rebondir ${le(c.goal.n)} sur le bout de son nez ! Pour ${c.H} et ${c.F}, c'était la meilleure amie du monde.`,
    problem: (c) => `Alors, ce fut un bien triste jour quand Mirette annonça que sa famille déménageait ${c.away.loc}. « C'est si loin, renifla-t-elle, et je n'y connais absolument personne. »`,
    try1: (c) => `Devant la nouvelle maison, ${c.H} frappa à toutes les portes du voisinage. « Quelqu'un voudrait une nouvelle amie ? » demandait-${c.il} bien fort. Mais chaque porte se refermait, et Mirette aurait voulu disparaître sous terre.`,
    try2: (c) => `Ensuite, ${c.H} et ${c.F} écrivirent « BIENVENUE, MIRETTE ! » sur une grande banderole et l'agitèrent d'un bout à l'autre du chemin. Les passants souriaient poliment, puis continuaient leur route.`,
    insight: (c) => `${cap(le(c.helper))} s'assit près ${c.g("d'eux", "d'elles")}. « Personne ne devient ami avec une banderole. Mais tout le monde aime un bon jeu. Laissez le jeu parler pour vous. »`,
    solve: (c) => `Alors Mirette lança ${le(c.goal.n)} en l'air et ${lela(c)} rattrapa sur le bout de son nez, comme toujours. Un jeune écureuil en resta bouche bée, une petite souris applaudit, et bientôt, tout le voisinage voulait apprendre le tour.`,
    after: (c) => `Très vite, Mirette riait avec ses nouveaux amis. Et quand ${c.H} et ${c.F} reprirent le chemin de la maison, elle leur cria : « Revenez vite ! Il y aura toujours une partie qui vous attend ici ! »`,
  },
  'muddled-message': {
    want: (c) => `Devinez qui allait avoir cent ans ? La vieille Madame Galet ! ${c.H} et ${c.F} avaient préparé ${un(c.goal.n)} pour sa fête secrète ${c.away.loc}.`,
    problem: (c) => `${c.Ils} firent passer l'invitation d'oreille en oreille : « Venez au grand saule pour le goûter. » Mais chez Madame Galet, elle arriva ainsi : « Ne venez jamais au grand saule ! »`,
    try1: (c) => `${c.H} tapota poliment la carapace de Madame Galet. « Ce message était une erreur ! » Mais la carapace resta bien fermée, et une petite voix peinée répondit : « Allez donc faire votre fête sans moi. »`,
    try2: (c) => `Alors ${c.ils} écrivirent « VENEZ, S'IL VOUS PLAÎT » en grosses lettres et glissèrent le mot sous le rebord de la carapace. Mais à l'intérieur, il faisait bien trop sombre pour lire quoi que ce soit.`,
    insight: (c) => `${cap(le(c.helper))} écouta, puis sourit. « Il y a des choses qu'on ne peut pas envoyer. Il faut les dire soi-même, face à face, bien lentement. »`,
    solve: (c) => `Alors ${c.H} s'assit devant la carapace, juste en face de la petite ouverture, et raconta tout à Madame Galet, sans se presser. D'abord, le bout de son nez sortit, puis ses yeux, puis un sourire tout ridé.`,
    after: () => 'Sous le saule, tout le monde chanta pour Madame Galet, et elle souffla toutes les bougies, une par une. « Le plus bel anniversaire depuis cent ans, déclara-t-elle, et croyez-moi, je m\'y connais ! »',
  },
  'painted-puppy': {
    want: (c) => `Un après-midi de pluie, ${c.H} découvrit que son vieux pinceau était magique : un papillon peint s'envola de la page ! Alors ${c.il} peignit un chiot avec une tache noire sur l'oreille.`,
    problem: (c) => `À peine la dernière moustache finie, le chiot bondit hors du papier et s'enfuit vers ${le(c.away.n)}, en laissant une traînée d'empreintes bleues.`,
    try1: (c) => `En suivant les empreintes, ${c.H} retrouva le chiot et voulut l'attraper. Mais il se tortilla, lui échappa et repartit ventre à terre, en jappant de plaisir.`,
    try2: (c) => `Puis ${c.H} peignit un gros os bien appétissant et le lui tendit. Le chiot attrapa l'os et détala avec, plus vite que jamais.`,
    insight: (c) => `${cap(le(c.helper))} regarda le chiot courir dans tous les sens. « Ce chiot n'est pas vilain, il se sent seul. Joue avec lui, et il reviendra vers toi tout seul. »`,
    solve: (c) => `Alors ${c.H} peignit ${un(c.goal.n)} et ${lela(c)} fit rouler doucement vers le chiot. Il bondit dessus, ${lela(c)} repoussa du bout du nez et attendit en remuant la queue. ${c.H} ${lela(c)} fit rouler encore, et encore.`,
    after: (c) => `À la fin de la partie, le chiot dormait à poings fermés, blotti contre ${c.H}. ${c.H} l'appela Barbouille, et depuis ce jour-là, ${c.il} joua avec lui tous les jours.`,
  },
  'helping-wand': {
    want: (c) => `Une baguette arriva pour ${c.H} dans un paquet ficelé, juste à temps pour la fête des Lumières ${c.away.loc}. Que de sorts merveilleux ${c.il} allait lancer !`,
    problem: (c) => `Mais ${c.H} avait beau la faire tourner et virevolter, la baguette ne faisait rien du tout. Pas une lueur. Pas une paillette. Pas même un petit couic.`,
    try1: (c) => `Une fois à la fête, ${c.H} pointa la baguette sur sa propre lanterne en souhaitant qu'elle soit la plus splendide de toutes. La lanterne resta pareille, et la baguette aussi.`,
    try2: (c) => `« Abracadabra ! » cria ${c.H} en l'agitant vers la foule, pour épater tout le monde. La baguette toussa un nuage gris, et la foule était bien trop occupée à éternuer pour être épatée.`,
    insight: (c) => `${cap(le(c.helper))} plissa les yeux pour lire la gravure du manche, et sourit. « “Pour toi, pas pour moi.” Voilà ta réponse. Sa magie n'est faite que pour les autres. »`,
    solve: (c) => `Un petit écureuil se tenait à l'écart en reniflant, avec ${un(c.goal.n)} qui refusait de briller. « Pour toi », chuchota ${c.H} en pointant la baguette. La lanterne vacilla, puis brilla, chaude et claire comme un petit soleil.`,
    after: (c) => `L'écureuil rejoignit le défilé, sa lanterne levée bien haut, et ${c.H} marcha à côté de lui. C'était la plus belle magie ${que(c.H)} ait jamais vue, et elle n'avait pas du tout été pour ${c.a('lui', 'elle')}.`,
  },
  'kite-day': {
    want: (c) => `La fête des Cerfs-Volants approchait ${c.away.loc}, et ${c.H} avait fabriqué ${un(c.goal.n)} ${c.a('tout seul', 'toute seule')}, avec une queue de rubans. ${c.Il} rêvait de le voir voler plus haut que les oiseaux.`,
    problem: (c) => `Mais à chaque essai, le cerf-volant battait tristement de l'aile et retombait au sol. ${c.H} ne savait tout simplement pas le faire voler.`,
    try1: (c) => `${c.H} essaya de courir avec le cerf-volant, de plus en plus vite. Le cerf-volant sautillait derrière comme un jouet à roulettes, et ${c.H} finit par trébucher sur la ficelle.`,
    try2: (c) => `Ensuite, ${c.H} grimpa sur un rocher pour lancer le cerf-volant de là-haut. Il plana une seconde, comme une hirondelle, puis tourna sur lui-même et s'écrasa par terre.`,
    insight: (c) => `${cap(le(c.helper))} chercha d'où soufflait la brise. « Fais du vent ton allié, pas ton ennemi. Dos à la brise, un petit coup sur la ficelle, et un peu de fil à la fois. »`,
    solve: (c) => `Alors ${c.H} tourna le dos à la brise et attendit un bon coup de vent. ${c.F} lâcha le cerf-volant, ${c.H} tira doucement et laissa courir la ficelle. Et hop ! Il s'envola, la queue dansante.`,
    after: (c) => `Tout le reste de la fête, ${le(c.goal.n)} virevolta parmi tous les autres, et ${c.H} apprit même à trois petits comment faire voler les leurs.`,
  },
  'read-aloud': {
    want: (c) => `Madame Taupe aimait ${le(c.goal.n)} plus que tout : depuis des années, elle ${lela(c)} lisait aux petits ${c.away.loc}. Mais à présent, ses vieux yeux distinguaient à peine les mots, et ${c.H} rêvait de lire à sa place.`,
    problem: (c) => `${c.H} aurait voulu ${alt(c, 'de tout son cœur', 'plus que tout au monde')} le lui lire. Mais les lettres restaient un mystère : certaines toutes rondes, d'autres toutes droites, et toutes mélangées.`,
    try1: (c) => `Alors ${c.H} tint le livre bien haut et fit semblant, en inventant l'histoire au fur et à mesure. « Et là, le géant éternua, et le château s'envola ! » Madame Taupe sourit. « Quelle histoire ! Mais ce n'est pas celle-ci. »`,
    try2: (c) => `Ensuite, ${c.H} veilla tard pour recopier chaque lettre, encore et encore. Au matin, ${c.il} bâillait à s'en décrocher la mâchoire, et les lettres ressemblaient toujours à une pelote emmêlée.`,
    insight: (c) => `${cap(le(c.helper))} montra un tout petit mot. « ${alt(c, 'Commence ici', 'Commence par celui-ci', 'Essaie avec ce petit-là')}. Chaque lettre fait un son. Dis-les lentement, l'une après l'autre, et le mot viendra tout seul. »`,
    solve: (c) => `${c.H} suivit les lettres une à une. « P… a… pa… p… a… pa… Papa ! » ${c.Il} avait lu un mot ! Puis un autre, et encore un autre, jusqu'à lire des lignes entières à Madame Taupe.`,
    after: (c) => `Madame Taupe essuya une larme de bonheur. « Tu lis merveilleusement bien », dit-elle. Dès ce jour, ${c.H} vint la voir chaque semaine, avec le précieux livre.`,
  },
};
