// D'autres petites touches en français, pour que les longues histoires ne manquent jamais de mots.
import { de } from './french-grammar.ts';
import type { Mood } from './beat-text.ts';
import type { Fr, PlaceKey } from './story-context.ts';

export const FR_PLACE_MORE: Record<PlaceKey, readonly Fr[]> = {
  forest: [
    () => 'Un écureuil grondait du haut d\'une branche, et des pommes de pin jonchaient le chemin comme des jouets oubliés.',
    () => 'Çà et là, des champignons se serraient au pied des arbres, comme s\'ils se racontaient des secrets.',
    () => 'Le chemin était tapissé de vieilles feuilles, qui craquaient doucement à chaque pas.',
    () => 'Entre les arbres, on apercevait un petit ruisseau qui scintillait en courant vers ailleurs.',
  ],
  castle: [
    () => 'Tout en haut, un drapeau claquait au vent, et un garde à moitié endormi saluait d\'un geste depuis les remparts.',
    () => 'La grande salle sentait le feu de bois et la cire, et son plafond était peint d\'étoiles dorées.',
    () => 'Un escalier en colimaçon montait, montait, si raide qu\'il faisait trembler les jambes.',
    () => 'Dans la cour, des pigeons se pavanaient comme s\'ils étaient chez eux.',
  ],
  meadow: [
    () => 'Les grillons chantaient dans l\'herbe tiède, et quelque part, une alouette s\'égosillait.',
    () => 'Les coquelicots hochaient leurs têtes rouges, et l\'air sentait le trèfle et le soleil.',
    () => 'Une famille de lapins guettait depuis le bord du pré, les oreilles frémissantes.',
    () => 'Des aigrettes de pissenlit flottaient dans l\'air, allant là où la brise voulait bien les emmener.',
  ],
  sea: [
    () => 'Le sable était tiède et doux, et des coquillages parsemaient la laisse de mer.',
    () => 'Au large, un petit voilier dansait sur les vagues comme un jouet dans une baignoire.',
    () => 'Le vent sentait les algues et l\'aventure, et il tirait gaiement sur tout ce qu\'il pouvait attraper.',
    () => 'Chaque vague laissait sur le sable une dentelle d\'écume avant de repartir vers le large.',
  ],
  mountain: [
    () => 'Des chèvres aux cornes recourbées observaient le chemin depuis les rochers, en mâchonnant d\'un air pensif.',
    () => 'De minuscules fleurs poussaient entre les pierres, bleues, jaunes et courageuses.',
    () => 'Une cascade dévalait les rochers tout près, et remplissait l\'air d\'une fraîche bruine.',
    () => 'Plus on montait, plus tout devenait silencieux, au point qu\'on entendait battre son propre cœur.',
  ],
  village: [
    () => 'Des enfants jouaient à la marelle dans la ruelle, et un chat somnolait sur un seuil ensoleillé.',
    () => 'La cloche de l\'église sonna l\'heure, et une volée de pigeons s\'envola.',
    () => 'Quelque part, quelqu\'un faisait une tarte aux pommes, et l\'odeur descendait toute la rue.',
    () => 'Un vieux monsieur assis sur un banc souleva son chapeau pour saluer les passants.',
  ],
  cave: [
    () => 'Les voix résonnaient, étranges et creuses, comme si la grotte répondait en chuchotant.',
    () => 'Des pointes de pierre pendaient du plafond et luisaient dans la pénombre.',
    () => 'L\'air sentait la pierre fraîche et les très, très vieux secrets.',
    () => 'Quelque part dans le noir, un filet d\'eau coulait sur les rochers comme une toute petite chanson.',
  ],
  sky: [
    () => 'Des oiseaux volèrent un moment à leurs côtés, intrigués par ces drôles de voyageurs.',
    () => 'Les nuages changeaient de forme à vue d\'œil : un dragon, une théière, un chat endormi.',
    () => 'Un arc-en-ciel traversait le ciel, si proche qu\'on aurait presque pu compter ses couleurs.',
    () => 'Là-haut, le vent était frais, et il sentait la pluie lointaine.',
  ],
  home: [
    () => 'Une horloge faisait tic-tac sur la cheminée, lente et régulière, comme un cœur ami.',
    () => 'Des pots de confiture et de miel brillaient sur les étagères comme des bijoux.',
    () => 'Les rideaux dansaient devant la fenêtre ouverte, et le jardin sentait la rose.',
    () => 'Tout était à sa place, comme toujours, et c\'est l\'une des plus douces choses d\'une maison.',
  ],
  library: [
    () => 'Une lampe de lecture posait un rond de lumière chaude sur une table couverte de livres.',
    () => 'Quelque part entre les étagères, une horloge battait patiemment, comme si elle avait tout son temps.',
    () => 'Des échelles à roulettes attendaient contre les étagères, prêtes à emmener les lecteurs jusqu\'aux plus hauts livres.',
    () => 'Chaque livre semblait murmurer « Lis-moi, lis-moi » au passage.',
  ],
  garden: [
    () => 'Des papillons voletaient entre les massifs, et un gros bourdon passait en ronronnant.',
    () => 'Un banc de bois attendait sous un pommier aux branches chargées de fruits.',
    () => 'Des herbes parfumées bordaient l\'allée : menthe, thym et lavande.',
    () => 'Un rouge-gorge sautillait sur le mur et observait tout de ses yeux vifs et curieux.',
  ],
};

export const FR_RICH_GENERIC: readonly Fr[] = [
  () => 'C\'est souvent quand on est fatigué et qu\'on doute qu\'on découvre de quoi on est vraiment capable.',
  (c) => `${c.H} avait toujours cru que les aventures n'arrivaient qu'aux autres. En fait, elles pouvaient arriver à tout le monde.`,
  () => 'Le temps semblait filer d\'une drôle de façon : certains moments passaient en un éclair, d\'autres s\'étiraient comme un long après-midi d\'été.',
  (c) => `${c.F} remarquait les petites choses qui échappaient à ${c.H}, et ${c.H} celles qui échappaient à ${c.F}. À deux, rien ne leur échappait.`,
  (c) => `${c.H} se demanda ce que dirait Mamie si elle ${c.a('le', 'la')} voyait maintenant. Sûrement : « Fais attention. » Et puis, sûrement : « Bravo. »`,
  () => 'Quelque part, une horloge sonna l\'heure, lente et tranquille, comme le font les horloges quand tout va bien.',
  (c) => `${c.H} se sentait un peu plus ${c.a('courageux', 'courageuse')} de minute en minute, comme les yeux qui s'habituent peu à peu au noir.`,
  (c) => `« C'est drôle, dit ${c.F}. Je pensais avoir plus peur que ça. » ${c.H} réfléchit. « C'est peut-être parce qu'on est ensemble. »`,
  () => 'Cette journée se révélait bien plus grande que prévu, et bien plus passionnante.',
  (c) => `${c.H} essayait de retenir chaque détail, pour pouvoir raconter l'histoire comme il faut, plus tard.`,
  () => 'Certains jours ressemblent à des jours ordinaires, jusqu\'au moment où ils deviennent extraordinaires.',
  (c) => `${c.H} comprit ${que4(c)} était en train d'apprendre quelque chose, même ${c.il === 'il' ? "s'il" : 'si elle'} n'aurait pas encore su dire quoi.`,
  () => 'Une histoire, c\'est un peu comme un chemin dans les bois : on ne sait jamais ce qu\'il y a après le prochain tournant.',
  (c) => `De temps en temps, ${c.F} croisait le regard ${de(c.H)} et souriait, et ce sourire valait tous les discours.`,
  (c) => `${c.H} se dit que si un jour ${c.il} écrivait un livre, cette journée serait dedans.`,
  () => 'Le monde continuait de tourner, patient et doux, comme il le fait toujours.',
];

function que4(c: { il: string }): string {
  return c.il === 'il' ? "qu'il" : "qu'elle";
}

export const FR_CHAT_MORE: readonly Fr[] = [
  (c) => `${c.F} fit une grimace de poisson très étonné, et ${c.ils} pouffèrent de rire.`,
  (c) => `« Raconte-moi une histoire », dit ${c.F}. « On est dedans ! » répondit ${c.H}, et ${c.ils} rirent de bon cœur.`,
  (c) => `${c.H} et ${c.F} jouèrent à « je vois, je vois quelque chose qui commence par B ». C'était un bouton.`,
  (c) => `« Si tu étais un nuage, tu aurais quelle forme ? » demanda ${c.F}. « Une théière », répondit ${c.H} sans même réfléchir.`,
  (c) => `${c.Ils} se partagèrent une poignée de mûres, et leurs doigts devinrent tout violets.`,
  (c) => `« À ton avis, qu'est-ce qu'il y aura pour le dîner ? » demanda ${c.F}. « Des crêpes, j'espère, dit ${c.H}. Des grosses. »`,
  (c) => `« C'est quoi, ta couleur préférée, aujourd'hui ? » demanda ${c.F}. « Aujourd'hui, c'est le vert », répondit ${c.H} après réflexion.`,
  (c) => `${c.F} essaya de siffler et fit un bruit de porte qui grince. ${c.H} rit tellement ${que4(c)} dut s'arrêter.`,
  (c) => `« Quand tout ça sera fini, dit ${c.H}, on prendra le plus gros petit déjeuner du monde. » ${c.F} fut d'accord tout de suite.`,
  (c) => `${c.H} et ${c.F} inventaient à tour de rôle des noms rigolos pour tout ce qu'${c.ils} voyaient.`,
];

export const FR_MOOD_MORE: Record<Mood, readonly Fr[]> = {
  calm: [(c) => `Le monde semblait doux et lent, et ${c.H} respira longuement.`, () => 'Tout était calme et immobile, comme juste avant un grand bâillement.'],
  happy: [() => 'Même l\'air semblait chanter de joie.', (c) => `${c.H} se sentait ${c.a('léger', 'légère')} comme une plume.`],
  worried: [(c) => `Un petit nœud d'inquiétude se serra dans le ventre ${de(c.H)}.`, (c) => `${c.F} jeta un coup d'œil à ${c.H}, qui essaya d'avoir l'air plus ${c.a('courageux', 'courageuse')} qu'${c.il} ne l'était.`],
  excited: [(c) => `${c.H} ne tenait plus en place.`, (c) => `Quelque chose de merveilleux allait arriver. ${c.H} le sentait.`],
  sad: [(c) => `${c.H} renifla et cligna très fort des yeux.`, (c) => `${c.F} posa la tête sur l'épaule ${de(c.H)}.`],
  proud: [(c) => `${c.H} se tenait un peu plus ${c.a('droit', 'droite')} qu'avant.`, (c) => `Au fond du cœur ${de(c.H)}, quelque chose brillait comme une petite lanterne.`],
};
