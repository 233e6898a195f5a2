// D'autres façons de dire le partage, l'honnêteté et la persévérance. Chaque phrase tient seule,
// car une histoire tire au hasard une mise en place, deux épreuves, un tournant et un écho : une
// épreuve raconte son propre petit faux pas, et un tournant ou un écho n'en nomme aucun en particulier.
import { au, de, du, le, que, son, un, type FrNoun } from './french-grammar.ts';
import type { MoreArcs } from './moral-arcs.ts';
import type { Fr, FrCtx } from './story-context.ts';
import { cap } from './text-tools.ts';

/** Pronom complément devant une consonne : le / la. */
const lo = (n: FrNoun): string => (n.g === 'f' ? 'la' : 'le');

/** Accord avec le trésor. */
const tg = (c: FrCtx, m: string, f: string): string => (c.treasure.n.g === 'f' ? f : m);

/** « mon cerf-volant rouge », « ma balle bleue » (mon devant une voyelle). */
const mon = (n: FrNoun): string => son(n).replace(/^son /, 'mon ').replace(/^sa /, 'ma ');

/** « s'il » ou « si elle », selon le héros. */
const si = (c: FrCtx): string => (c.il === 'il' ? "s'il" : 'si elle');

const apple = (c: FrCtx): boolean => c.treasure.prop === 'apple';

/** Ne partager qu'une miette (petits). */
function stingyYoung(c: FrCtx): string {
  const t = c.treasure.n;
  switch (c.tKind) {
    case 'food': return `${c.H} donna une toute petite miette à ${c.F} et garda tout le reste.`;
    case 'toy': return `${c.H} prêta ${le(t)} à ${c.F} une seconde, puis ${c.il} ${lo(t)} reprit aussitôt.`;
    case 'warm': return `${c.H} laissa un tout petit coin ${du(t)} à ${c.F} et garda tout le reste pour ${c.a('lui', 'elle')}.`;
    case 'book': return `${c.H} montra une seule page à ${c.F}, puis referma ${le(t)} d'un coup sec.`;
    case 'light': return `${c.H} garda ${le(t)} tout contre ${c.a('lui', 'elle')}, pour être ${c.a('le seul', 'la seule')} à y voir.`;
  }
}

/** Profiter du trésor tout seul (petits). */
function aloneYoung(c: FrCtx): string {
  const t = c.treasure.n;
  switch (c.tKind) {
    case 'food': return `${c.H} croquait, croquait, croquait.`;
    case 'toy': return `${c.H} jouait, jouait, jouait.`;
    case 'warm': return `${c.H} se blottissait dans ${le(t)}, bien au chaud.`;
    case 'book': return `${c.H} lisait, lisait, lisait.`;
    case 'light': return `${c.H} promenait la lumière partout, rien que pour ${c.a('lui', 'elle')}.`;
  }
}

/** Partager comme on partage ce genre de trésor (petits). */
function shareYoung(c: FrCtx): string {
  const t = c.treasure.n;
  switch (c.tKind) {
    case 'food': return apple(c)
      ? `${c.H} choisit les deux plus belles pommes : une pour ${c.F}, une pour ${c.a('lui', 'elle')}.`
      : `${c.H} choisit les deux plus beaux gâteaux : un pour ${c.F}, un pour ${c.a('lui', 'elle')}.`;
    case 'toy': return `${c.H} laissa ${c.F} jouer en premier avec ${le(t)}.`;
    case 'warm': return `${c.H} souleva un coin ${du(t)} pour faire une place à ${c.F}.`;
    case 'book': return `${c.H} ouvrit ${le(t)} en grand, pour qu'${c.ils} puissent regarder ensemble.`;
    case 'light': return `${c.H} leva ${le(t)} bien haut, pour qu'${c.ils} y voient ${c.g('tous les deux', 'toutes les deux')}.`;
  }
}

/** Chacun son tour, ou chacun sa moitié (petits). */
function turnsYoung(c: FrCtx): string {
  const t = c.treasure.n;
  switch (c.tKind) {
    case 'food': return apple(c) ? `« Une pour toi, une pour moi », compta ${c.H}.` : `« Un pour toi, un pour moi », compta ${c.H}.`;
    case 'toy': return `« Une fois toi, une fois moi », dit ${c.H}.`;
    case 'warm': return `« Une moitié pour toi, une moitié pour moi », dit ${c.H} en bordant ${c.F}.`;
    case 'book': return `« Tu tournes les pages, et moi je lis ? » proposa ${c.H}.`;
    case 'light': return `« Tu ${lo(t)} portes un peu, et après, c'est moi ? » proposa ${c.H}.`;
  }
}

/** Un partage qui n'en est pas vraiment un (grands). */
function stingyOlder(c: FrCtx): string {
  const t = c.treasure.n;
  switch (c.tKind) {
    case 'food': return apple(c)
      ? `${c.H} choisit pour ${c.F} la pomme la plus petite et la plus cabossée, et garda toutes les belles.`
      : `${c.H} choisit pour ${c.F} le gâteau le plus petit et le plus écrasé, et garda tous les beaux.`;
    case 'toy': return `${c.H} prêta ${le(t)} à ${c.F} le temps d'un éternuement, pas une seconde de plus.`;
    case 'warm': return `${c.H} laissa à ${c.F} le coin le plus étroit ${du(t)}, et garda le reste bien serré autour ${c.a('de lui', "d'elle")}.`;
    case 'book': return `${c.H} laissa ${c.F} regarder ${le(t)} par-dessus son épaule, mais tourna les pages bien trop vite.`;
    case 'light': return `${c.H} tenait ${le(t)} de façon que la lumière tombe surtout de son côté.`;
  }
}

/** Profiter bruyamment du trésor, sous les yeux de l'ami (grands). */
function showOffOlder(c: FrCtx): string {
  const t = c.treasure.n;
  switch (c.tKind) {
    case 'food': return apple(c) ? `${c.H} croqua pomme après pomme, bruyamment` : `${c.H} dévora gâteau après gâteau, bruyamment`;
    case 'toy': return `${c.H} joua avec ${le(t)} en faisant le plus de bruit possible`;
    case 'warm': return `${c.H} s'enroula dans ${le(t)} comme dans une cape de roi`;
    case 'book': return `${c.H} tourna lentement les pages ${du(t)}, en riant aux meilleurs passages`;
    case 'light': return `${c.H} balança ${le(t)} de-ci, de-là`;
  }
}

/** Tendre enfin le trésor (grands). */
function offerOlder(c: FrCtx): string {
  const t = c.treasure.n;
  switch (c.tKind) {
    case 'food': return `${c.Il} tendit le panier à ${c.F}. « Prends ${apple(c) ? 'la plus belle' : 'le plus beau'} », dit-${c.il}, et ${c.il} le pensait vraiment.`;
    case 'toy': return `${c.Il} ${lo(t)} tendit à ${c.F}. « Vas-y, commence », dit-${c.il}, et ${c.il} le pensait vraiment.`;
    case 'warm': return `${c.Il} ${lo(t)} déplia et ${lo(t)} posa sur leurs épaules, à ${c.g('tous les deux', 'toutes les deux')}.`;
    case 'book': return `${c.Il} s'assit à côté ${de(c.F)} et l'ouvrit sur leurs genoux.`;
    case 'light': return `${c.Il} ${lo(t)} tint entre ${c.g('eux', 'elles')}, pour que la lumière éclaire leurs deux visages.`;
  }
}

/** Partager de bon cœur (grands). */
function shareOlder(c: FrCtx): string {
  const t = c.treasure.n;
  switch (c.tKind) {
    case 'food': return apple(c)
      ? `${c.H} fit le partage : une pour ${c.F}, une pour ${c.a('lui', 'elle')}, et encore une pour ${c.F}, juste comme ça.`
      : `${c.H} fit le partage : un pour ${c.F}, un pour ${c.a('lui', 'elle')}, et encore un pour ${c.F}, juste comme ça.`;
    case 'toy': return `${c.H} et ${c.F} jouèrent chacun son tour avec ${le(t)}, et ${c.H} découvrit que regarder ${c.F} jouer était presque aussi bien que jouer soi-même.`;
    case 'warm': return `${c.H} borda d'abord ${c.F} dans ${le(t)}, et seulement ensuite, ${c.il} s'y glissa à son tour.`;
    case 'book': return `${c.H} lut ${le(t)} à voix haute, en faisant toutes les voix, pour ${que(c.F)} n'en perde pas un mot.`;
    case 'light': return `${c.H} laissa ${c.F} porter ${le(t)} un moment, et marcha tout ${c.a('heureux', 'heureuse')} dans sa lumière.`;
  }
}

/** Le petit dégât que l'ami remarque (petits). */
function damageYoung(c: FrCtx): string {
  const t = c.treasure.n;
  switch (c.treasure.prop) {
    case 'kite': return `l'accroc dans ${le(t)}`;
    case 'ball': return `la grosse éraflure sur ${le(t)}`;
    case 'boat': return `le coin tout chiffonné ${du(t)}`;
    case 'book': return `la page déchirée ${du(t)}`;
    case 'lantern': return `la fêlure sur le verre ${du(t)}`;
    default: return `la rayure sur ${le(t)}`;
  }
}

/** Le petit dégât laissé sur le trésor (grands). */
function damageOlder(c: FrCtx): string {
  switch (c.treasure.prop) {
    case 'kite': return 'un petit accroc';
    case 'ball': return 'une longue éraflure';
    case 'boat': return 'un coin tout mouillé et chiffonné';
    case 'book': return 'une page à moitié déchirée';
    case 'lantern': return 'une fine fêlure sur le verre';
    default: return 'une rayure';
  }
}

export const FR_MORALS_EXTRA_A: MoreArcs<Fr> = {
  sharing: {
    young: {
      setup: [
        (c) => `${c.H} avait ${un(c.treasure.n)}, et ${c.il} allait ${lo(c.treasure.n)} voir dix fois par jour. « Toujours à moi », chuchotait-${c.il}.`,
        (c) => `Le plus beau trésor ${de(c.H)}, c'était ${son(c.treasure.n)}. ${c.Il} ${lo(c.treasure.n)} rangeait là où personne ne pouvait l'attraper.`,
        (c) => `« C'est ${mon(c.treasure.n)}, dit ${c.H} en ${lo(c.treasure.n)} serrant fort. Rien qu'à moi, à personne d'autre. »`,
        (c) => `Personne n'avait le droit de toucher ${au(c.treasure.n)} ${de(c.H)}. C'était la règle, et ${c.H} y tenait beaucoup.`,
        (c) => `${c.H} avait ${un(c.treasure.n)}, et dès que quelqu'un approchait, ${c.il} se tournait vite pour ${lo(c.treasure.n)} cacher.`,
        (c) => `${c.H} aimait avoir ses affaires pour ${c.a('lui tout seul', 'elle toute seule')}, et surtout ${son(c.treasure.n)}.`,
        (c) => `${c.H} emportait ${son(c.treasure.n)} partout. ${c.Il} ne ${lo(c.treasure.n)} prêtait jamais, au grand jamais.`,
      ],
      pressure: [
        (c) => `${stingyYoung(c)} ${c.F} ne sourit pas.`,
        (c) => `« Plus tard », dit ${c.H}. Mais ${c.il} ne le pensait pas vraiment, et ${c.F} le sentait bien.`,
        (c) => `${aloneYoung(c)} ${c.F} regardait, sans rien dire.`,
        (c) => `${c.H} s'en alla avec ${le(c.treasure.n)}, loin ${de(c.F)}. C'était très calme, là-bas. Un peu trop calme.`,
        (c) => `« Non, non et non ! » dit ${c.H} en tournant le dos. Le sourire ${de(c.F)} s'envola.`,
        (c) => `« Tu vas l'abîmer », dit ${c.H}, et ${c.il} garda ${le(c.treasure.n)} pour ${c.a('lui', 'elle')}. ${c.F} poussa un petit soupir.`,
        (c) => `${c.F} demanda gentiment, avec un s'il te plaît. Mais ${c.H} dit encore non, et ${c.il} sentit un drôle de pincement dans son cœur.`,
      ],
      turn: [
        (c) => `${shareYoung(c)} « Maintenant, c'est à nous deux », dit ${c.H}.`,
        (c) => `${c.H} posa ${le(c.treasure.n)} juste au milieu, entre ${c.F} et ${c.a('lui', 'elle')}. « Pour nous deux ! »`,
        (c) => `${c.H} donna une petite caresse ${au(c.treasure.n)}, puis ${c.il} ${lo(c.treasure.n)} tendit à ${c.F}. « À toi d'abord », dit-${c.il}.`,
        (c) => `${turnsYoung(c)} Partager, c'était amusant !`,
        (c) => `${c.H} vit le visage triste ${de(c.F)}, et ${c.il} eut de la peine, ${c.a('lui', 'elle')} aussi. « Tiens, dit-${c.il} tout doucement. C'est pour nous deux. »`,
        (c) => `${c.H} revint en courant avec ${le(c.treasure.n)}. « Pardon ! On partage ? » Et ${c.F} poussa un cri de joie.`,
        (c) => `${c.H} ouvrit grand les bras. « Viens, ${c.F} ! Il y en a assez pour deux ! »`,
      ],
      echo: [
        (c) => `${c.H} et ${c.F} profitent toujours ensemble ${du(c.treasure.n)}. C'est deux fois plus amusant.`,
        (c) => `Ce jour-là, ${c.H} avait appris un joli petit mot : « nous ».`,
        (c) => `Maintenant, quand ${c.F} vient jouer, ${c.H} dit tout de suite : « On partage ! »`,
        (c) => `${c.H} sourit jusqu'au soir. Partager lui avait réchauffé le cœur.`,
        (c) => `${cap(le(c.treasure.n))} était toujours le trésor ${de(c.H)}. Mais ${lo(c.treasure.n)} partager, c'était encore mieux.`,
        (c) => `« Merci d'avoir partagé », dit ${c.F}. ${c.H} se sentit ${c.a('tout chaud', 'toute chaude')} à l'intérieur.`,
        (c) => `Jusqu'au soir, ${c.H} et ${c.F} partagèrent tout : les blagues, les chansons et les fous rires.`,
      ],
    },
    older: {
      setup: [
        (c) => `${c.H} gardait ${un(c.treasure.n)} ${tg(c, 'soigneusement rangé', 'soigneusement rangée')} dans une cachette spéciale, et ${c.il} allait ${lo(c.treasure.n)} voir comme on va voir un bébé qui dort.`,
        (c) => `Il y avait une chose ${que(c.H)} ne partageait jamais : ${son(c.treasure.n)}. ${c.Il} aurait prêté presque tout le reste, mais pas ça.`,
        (c) => `${c.H} avait attendu ${un(c.treasure.n)} très, très longtemps, et maintenant ${que(c.il)} l'avait enfin, ${c.il} comptait bien ${lo(c.treasure.n)} garder pour ${c.a('lui tout seul', 'elle toute seule')}.`,
        (c) => `${c.H} partageait volontiers une blague, une chanson ou un secret. Mais ${son(c.treasure.n)}, c'était une tout autre histoire.`,
        (c) => `${c.H} disait que ${son(c.treasure.n)} était « pour les grandes occasions seulement », ce qui voulait surtout dire : pour ${c.H} seulement.`,
        (c) => `${c.H} avait ${un(c.treasure.n)}, et une règle bien à ${c.a('lui', 'elle')} : on pouvait regarder, mais pas toucher.`,
        (c) => `Tout le monde connaissait ${le(c.treasure.n)} ${de(c.H)}, car ${c.H} en parlait sans arrêt. Mais personne ne l'avait jamais ${tg(c, 'eu', 'eue')} entre les mains.`,
        (c) => `${c.H} n'avait jamais eu grand-chose à partager, et ${c.il} n'était pas du tout ${c.a('sûr', 'sûre')} d'aimer ça. ${cap(son(c.treasure.n))}, pour commencer, resterait bien à sa place.`,
      ],
      pressure: [
        (c) => `${stingyOlder(c)} C'était une façon de partager, bien sûr, mais pas la bonne, et ${c.H} le savait.`,
        (c) => `« Plus tard », répétait ${c.H} chaque fois ${que(c.F)} jetait un œil vers ${le(c.treasure.n)}. « Peut-être plus tard. » Mais plus tard reculait sans cesse, et l'excuse commençait à s'user.`,
        (c) => `${c.H} s'installa un peu à l'écart avec ${le(c.treasure.n)}, en se disant qu'${c.il} avait juste besoin de tranquillité. La tranquillité, ${c.il} l'eut. Mais le silence avait un drôle de goût de vide.`,
        (c) => `${c.F} ne demanda jamais ${le(c.treasure.n)}, pas une seule fois, et c'était presque pire. La question flottait entre ${c.g('eux', 'elles')}, sans que personne la pose.`,
        (c) => `« Tu risques de l'abîmer », dit ${c.H} quand ${c.F} s'approcha. Sur le moment, la phrase parut raisonnable. Puis, avec un petit malaise, ${c.H} l'entendit sonner un peu méchamment.`,
        (c) => `${showOffOlder(c)}, pendant ${que(c.F)} faisait semblant de regarder ailleurs. Personne n'était dupe.`,
        (c) => `Une partie ${de(c.H)} avait envie de partager, et une autre voulait tout garder. Pour l'instant, c'était celle qui gardait qui gagnait, et ça ne ressemblait pas du tout à une victoire.`,
        (c) => `${c.H} fit la liste de toutes les raisons de ne pas partager : c'était à ${c.a('lui', 'elle')}, ${c.il} était là ${c.a('le premier', 'la première')}, et d'ailleurs, personne n'avait dit s'il te plaît. Aucune de ces raisons ne lui remonta le moral.`,
      ],
      turn: [
        (c) => `${c.H} baissa les yeux vers ${le(c.treasure.n)}, et tout à coup, garder ça ${c.a('tout seul', 'toute seule')} lui sembla bien triste. ${offerOlder(c)}`,
        (c) => `« J'ai été bête », dit ${c.H} en posant ${le(c.treasure.n)} entre ${c.g('eux', 'elles')}. « C'est à nous deux. Ça aurait toujours dû l'être. » Côte à côte, la suite leur parut tout de suite moins difficile.`,
        (c) => `${c.H} se souvint très bien de ce qu'on ressent quand on est mis de côté, et ${c.il} n'hésita plus. Sans un mot, ${c.il} tendit ${le(c.treasure.n)} à ${c.F}, et le sourire qu'${c.il} reçut en retour valait bien plus que tout ce qu'${c.il} avait gardé.`,
        (c) => `Il n'y eut pas de grand discours. ${c.H} se poussa un peu et dit simplement : « Vas-y, c'est autant à toi qu'à moi. » ${c.F} se rapprocha, et l'affaire fut réglée.`,
        (c) => `Partager fut plus facile ${que(c.H)} ne l'avait craint : un instant, ${le(c.treasure.n)} était à ${c.a('lui', 'elle')}, l'instant d'après, ${tg(c, 'il', 'elle')} était à ${c.g('eux', 'elles')} deux, et rien de terrible n'arriva. Bien au contraire.`,
        (c) => `${shareOlder(c)} Pour une fois, ${c.H} se moquait bien de savoir qui en avait le plus.`,
        (c) => `${c.H} fit enfin ce qui lui avait semblé si difficile toute la journée : ${c.il} lâcha prise. ${c.Il} confia ${le(c.treasure.n)} à ${c.F}, et au lieu de se sentir plus pauvre, ${c.il} se sentit plus riche qu'avant.`,
        (c) => `« Tiens, dit ${c.H}. Et pardon de ne pas l'avoir proposé plus tôt. » ${c.F} n'en fit pas toute une histoire, et ${c.H} lui en fut ${c.a('reconnaissant', 'reconnaissante')}. ${c.Ils} partagèrent, et se remirent à l'ouvrage, ensemble.`,
      ],
      echo: [
        (c) => `${cap(le(c.treasure.n))} n'avait pas changé depuis la veille, mais ${c.H} ne ${lo(c.treasure.n)} voyait plus de la même façon : c'était devenu quelque chose à partager, et ${tg(c, 'il', 'elle')} en valait d'autant plus.`,
        (c) => `En chemin, ${c.H} se surprit à offrir à ${c.F} la meilleure place, le premier regard et le dernier tour, sans même y penser. C'était une nouvelle habitude, et une bonne.`,
        (c) => `Sans s'en rendre compte, ${c.H} s'était ${c.a('mis', 'mise')} à dire « notre ${c.treasure.n.sg} ».`,
        (c) => `Ce jour-là, ${c.H} comprit une chose : ce qu'${c.il} gardait pour ${c.a('lui', 'elle')} ne faisait qu'un seul heureux, alors que ce qu'${c.il} partageait en faisait deux.`,
        (c) => `Plus tard, ${c.H} partagerait ${le(c.treasure.n)} avec toutes sortes d'amis, anciens et nouveaux, mais ${c.il} n'oublierait jamais que tout avait commencé avec ${c.F}.`,
        (c) => `${c.H} découvrit que le plus beau, quand on a quelque chose de précieux, c'est de voir le visage de quelqu'un d'autre s'éclairer devant.`,
        (c) => `Plus tard, ${c.H} se dit que c'était drôle de s'être tant ${c.a('inquiété', 'inquiétée')} de donner un peu, quand cela lui avait rapporté autant.`,
        (c) => `Depuis, dès ${que(c.F)} arrive, ${le(c.treasure.n)} sort ${tg(c, 'tout seul', 'toute seule')} de sa cachette, et personne n'a plus jamais besoin de demander.`,
      ],
    },
  },
  honesty: {
    young: {
      setup: [
        (c) => `${c.F} laissa ${c.H} porter ${un(c.treasure.n)}. « Ne ${lo(c.treasure.n)} fais pas tomber ! » dit ${c.F}. « Promis ! » dit ${c.H}.`,
        (c) => `${c.H} s'occupait ${du(c.treasure.n)} ${de(c.F)}. Et ${c.H} n'aimait pas du tout se tromper. Jamais !`,
        (c) => `${c.H} prit ${le(c.treasure.n)} ${de(c.F)} sans demander. « Juste un petit moment », chuchota-t-${c.il}.`,
        (c) => `« On se dit toujours la vérité, nous deux », dit ${c.F} en confiant ${un(c.treasure.n)} à ${c.H}.`,
        (c) => `${c.F} avait ${un(c.treasure.n)}, et aujourd'hui, ${c.H} avait le droit de l'emprunter. Quelle joie !`,
        (c) => `${c.F} avait confiance en ${c.H} pour tout, même pour garder ${son(c.treasure.n)}.`,
        (c) => `Quand quelque chose tournait mal, ${c.H} disait toujours : « Ce n'est pas moi ! » Et justement, ${c.il} gardait ${le(c.treasure.n)} ${de(c.F)}.`,
      ],
      pressure: [
        (c) => `« Qui a fait ça ? » demanda ${c.F} en montrant ${damageYoung(c)}. « Pas moi ! » dit très vite ${c.H}. C'était un mensonge.`,
        (c) => `« Tu sais ce qu'il faut faire ? » demanda ${c.F}. « Oh oui ! » dit ${c.H}. Mais ${c.il} n'en savait rien du tout.`,
        (c) => `Quand ça tourna mal, ${c.H} s'écria : « C'est la faute ${de(c.F)} ! » ${c.F} ouvrit de grands yeux. Ce n'était pas vrai, et ${c.H} le savait.`,
        (c) => `« Tu as peur ? » demanda ${c.F}. « Non ! » dit ${c.H}. Mais si, un petit peu, et son ventre faisait des nœuds.`,
        (c) => `${c.H} glissa ${le(c.treasure.n)} hors de vue. « Où ${tg(c, 'est-il', 'est-elle')} ? » demanda ${c.F}. « Je ne sais pas », dit ${c.H}. Oh, oh.`,
        (c) => `${c.H} n'avait pas dit toute la vérité à ${c.F}. Ça piquait à l'intérieur, comme une ortie.`,
        (c) => `${c.H} dit un mensonge, un tout petit. Après ça, ${c.il} n'osait plus regarder ${c.F} dans les yeux.`,
        (c) => `« Tu as fait tomber ${mon(c.treasure.n)} ? » demanda ${c.F}. ${c.H} secoua la tête. Pourtant si, et même deux fois.`,
      ],
      turn: [
        (c) => `${c.H} alla voir ${c.F}. « J'ai dit un mensonge. Pardon. » ${c.F} ${c.a('le', 'la')} prit dans ses bras. « Tu es toujours ${c.a('mon meilleur ami', 'ma meilleure amie')}. »`,
        (c) => `« Ce que j'ai dit, ce n'était pas vrai, murmura ${c.H}. Pardon. » ${c.F} hocha la tête. « C'est bien de l'avoir dit. »`,
        (c) => `${c.H} regarda ${c.limbs}. Puis ${c.il} leva les yeux et dit la vérité, toute la vérité. Ça faisait du bien.`,
        (c) => `La vérité sortit d'un seul coup : « J'ai menti, et je suis ${c.a('désolé', 'désolée')} ! » ${c.F} éclata de rire. « Ce n'est rien, va ! »`,
        (c) => `${c.H} s'assit tout près ${de(c.F)}. « J'ai une chose vraie à te dire », dit-${c.il}. Et ${c.il} la dit.`,
        (c) => `${c.H} devint ${c.a('tout rose', 'toute rose')}. « J'ai raconté une histoire, dit-${c.il}. Pardon, pardon. » ${c.F} ${c.a('le', 'la')} serra très fort.`,
        (c) => `« Pardon, ${c.F}, dit ${c.H}. C'était un mensonge. Voilà la vérité. » Et ${c.il} raconta tout.`,
        (c) => `${c.H} ne voulait plus garder de mensonge ${c.a('en lui', 'en elle')}. ${c.Il} dit tout à ${c.F}, pour de vrai. Quel soulagement !`,
      ],
      echo: [
        (c) => `Ce soir-là, ${c.H} avait le cœur léger comme une bulle.`,
        (c) => `Maintenant, même quand c'est difficile, ${c.H} dit ce qui est vrai. C'est un peu dur, et puis ça va.`,
        (c) => `${c.F} et ${c.H} sont toujours ${c.g('les meilleurs amis', 'les meilleures amies')} du monde. Et entre ${c.g('eux', 'elles')}, jamais de mensonges.`,
        (c) => `${c.H} avait découvert qu'un pardon et la vérité peuvent réparer presque tout.`,
        (c) => `Fini, les mensonges ! ${c.H} se sentait tellement mieux sans.`,
        (c) => `${c.H} sautillait en chantonnant. Plus de mensonge à porter !`,
        (c) => `« Bravo d'avoir dit la vérité », dit ${c.F}. ${c.H} se sentit ${c.a('fier', 'fière')}, d'une fierté toute douce.`,
        (c) => `Le soir, à la maison, ${c.H} raconta toute sa journée, même le moment du mensonge. Tout le monde écouta.`,
      ],
    },
    older: {
      setup: [
        (c) => `${c.F} ne prêtait pas ${son(c.treasure.n)} à n'importe qui. Alors, quand ${c.F} ${lo(c.treasure.n)} tendit à ${c.H}, ce fut un peu comme recevoir une médaille. « J'ai confiance en toi », dit ${c.F}.`,
        (c) => `${c.H} avait la manie d'arranger un peu les choses en les racontant : une flaque devenait un lac, une égratignure une blessure de guerre, et une petite bêtise la faute de personne. Ce matin-là, ${c.F} lui avait prêté ${un(c.treasure.n)}.`,
        (c) => `${c.H} détestait plus que tout se faire gronder, et c'est pourquoi ${c.il} prenait un soin tout particulier ${du(c.treasure.n)} ${que(c.F)} lui avait ${tg(c, 'prêté', 'prêtée')}.`,
        (c) => `${c.H} avait emprunté ${le(c.treasure.n)} ${de(c.F)} sans demander, juste pour la journée. Ce n'était pas grave, se disait-${c.il} : ${c.F} ne s'en apercevrait même pas.`,
        (c) => `${c.F} et ${c.H} avaient une règle qu'${c.ils} ne brisaient jamais : pas de mensonges entre ${c.g('eux', 'elles')}, pas même des tout petits. Et pour preuve, ${c.F} avait confié à ${c.H} ${un(c.treasure.n)}, son bien le plus cher.`,
        (c) => `${c.H} aimait être ${c.a('celui', 'celle')} qui avait toutes les réponses, et n'aimait pas beaucoup reconnaître qu'${c.il} s'était ${c.a('trompé', 'trompée')}. ${c.F} lui avait pourtant confié ${un(c.treasure.n)}.`,
        (c) => `« Tu peux prendre ${mon(c.treasure.n)}, avait dit ${c.F}, à condition de me ${lo(c.treasure.n)} rendre exactement comme ${tg(c, 'il', 'elle')} est. » ${c.H} avait promis, et sur le moment, rien ne lui avait semblé plus facile.`,
        (c) => `${c.H} voulait toujours dire la vérité. Seulement, parfois, un mensonge filait le premier, vif comme un poisson, avant même que la vérité ait eu le temps de se réveiller. ${c.F} le savait, et lui avait prêté ${un(c.treasure.n)} quand même.`,
      ],
      pressure: [
        (c) => `${c.H} fut ${c.a('maladroit', 'maladroite')} avec ${le(c.treasure.n)}, juste une seconde, et y laissa ${damageOlder(c)}. Quand ${c.F} le remarqua, ${c.H} haussa les épaules : « C'était déjà comme ça. » Les mots étaient sortis tout seuls, et maintenant, ils ne voulaient plus s'en aller.`,
        (c) => `Quand le plan rata, ${c.H} dit aussitôt : « C'est parce ${que(c.F)} m'a ${c.a('gêné', 'gênée')}. » Ce n'était pas vrai, et le regard blessé ${de(c.F)} disait assez qu'${c.ils} le savaient ${c.g('tous les deux', 'toutes les deux')}.`,
        (c) => `« Ne t'inquiète pas, je sais exactement ce qu'il faut faire », déclara ${c.H}, qui n'en avait pas la moindre idée. Ce n'était qu'un petit mensonge, mais les petits mensonges ont faim, et bientôt ${c.H} dut faire semblant de plus en plus fort pour le nourrir.`,
        (c) => `« J'ai déjà fait ça cent fois », annonça ${c.H}. En réalité, ${c.il} ne l'avait jamais fait, pas une seule, et à peine les mots furent-ils sortis qu'${c.il} aurait voulu les rattraper au vol.`,
        (c) => `« Tu as bien dit à la maison où on allait ? » demanda ${c.F}. « Bien sûr », répondit ${c.H}, qui avait complètement oublié. La réponse était sortie avant qu'${c.il} puisse la retenir.`,
        (c) => `Il y avait quelque chose ${que(c.H)} n'avait pas dit à ${c.F}, et c'était fou la place que pouvait prendre un petit secret. Il poussait les rires et les projets dans un coin, jusqu'à ne plus laisser de place pour réfléchir.`,
        (c) => `« Tu as peur ? » demanda ${c.F}. « Moi ? Pas du tout », répondit ${c.H}, les genoux en coton. ${c.F} eut l'air soulagé, et c'était encore pire : maintenant, ${c.F} comptait sur ${c.a('un ami courageux', 'une amie courageuse')} qui faisait seulement semblant.`,
        (c) => `Chaque fois ${que(c.F)} disait quelque chose de gentil, ${c.H} sentait un petit pincement, parce qu'${c.il} n'avait pas été tout à fait honnête, et la gentillesse rendait ça encore plus difficile à oublier.`,
      ],
      turn: [
        (c) => `${c.H} s'arrêta. « Attends, dit-${c.il}. Avant d'aller plus loin, j'ai quelque chose à te dire. Tout à l'heure, je ne t'ai pas dit la vérité, et je suis ${c.a('désolé', 'désolée')}. » ${c.F} écouta, puis hocha lentement la tête. « Merci de me le dire maintenant. » Sans plus rien de caché entre ${c.g('eux', 'elles')}, ${c.ils} purent enfin consacrer toute leur attention au problème.`,
        (c) => `Il fallut à ${c.H} plus de courage que pour tout le reste de la journée. ${c.Il} regarda ${c.F} droit dans les yeux et dit toute la vérité, même les morceaux gênants. ${c.F} resta un moment sans rien dire, puis répondit : « Je préfère de loin savoir. » Après ça, tout alla plus facilement, comme quand on enlève enfin le caillou qui gênait dans sa chaussure.`,
        (c) => `« Il faut que j'arrête de faire semblant, dit soudain ${c.H}. Ce que je t'ai dit n'était pas vrai. » Les mots furent difficiles à prononcer, mais une fois dehors, ${c.H} put de nouveau respirer, et réfléchir aussi.`,
        (c) => `${c.H} aurait pu se taire, et personne n'en aurait jamais rien su. Mais ${c.il} se tourna vers ${c.F} : « Je n'ai pas été honnête avec toi, tout à l'heure. Pardon. » ${c.F} lui donna un petit coup d'épaule amical. « Ça n'a pas dû être facile. Allez, on finit ça ensemble. »`,
        (c) => `La vérité attendait au bout de la langue ${de(c.H)} depuis longtemps, et cette fois, ${c.il} la laissa sortir. « Tout à l'heure, j'ai menti, avoua-t-${c.il} en rougissant. Pardon. » À sa grande surprise, ${c.F} rit de soulagement. « Je sentais bien que quelque chose clochait ! Merci de me l'avoir dit. »`,
        (c) => `${c.H} redressa les épaules. « ${c.F}, je te dois la vérité », dit-${c.il}, et ${c.il} la dit simplement, sans chercher la moindre excuse. La dire à voix haute, c'était comme poser un lourd fardeau au bout d'une longue marche.`,
        (c) => `« Ce n'était pas vrai, lâcha ${c.H} d'un coup, avant de changer d'avis. Ce que j'ai dit tout à l'heure. Pardon. » Pendant un instant, rien ne se passa. Puis ${c.F} sourit, et le nœud qui serrait le ventre ${de(c.H)} se desserra, juste à temps pour le plus difficile.`,
        (c) => `${c.H} décida qu'un vrai « pardon » valait mieux que cent excuses astucieuses. ${c.Il} raconta tout à ${c.F}, et ${c.F} lui pardonna aussitôt, comme le font les vrais amis.`,
      ],
      echo: [
        (c) => `Après cela, ${c.H} remarqua comme c'était simple de parler avec ${c.F}, maintenant que plus rien n'était caché. Chaque mot voulait dire exactement ce qu'il disait.`,
        (c) => `${c.H} avait toujours cru qu'avouer une bêtise rendait tout petit. Au contraire, ${c.il} ne s'était jamais ${c.a('senti', 'sentie')} aussi ${c.a('grand', 'grande')} de toute la journée.`,
        (c) => `Plus tard, ${c.F} lui dit que la vérité comptait bien plus que tout ce qui avait pu mal tourner. ${c.H} garda ces mots longtemps, comme un galet bien lisse au fond d'une poche.`,
        (c) => `À partir de ce jour, quand ${c.H} sentait un mensonge arriver, ${c.il} s'arrêtait, comptait jusqu'à trois, et disait la vérité à la place. C'était un peu plus facile à chaque fois.`,
        (c) => `${c.H} faisait encore des bêtises, bien sûr, comme tout le monde. Mais plus jamais ${c.il} ne les cacha derrière un mensonge.`,
        (c) => `Ce soir-là, ${c.H} raconta toute l'aventure sans en retirer le passage dont ${c.il} était le moins ${c.a('fier', 'fière')}. Et bizarrement, l'histoire n'en fut que plus belle.`,
        (c) => `${c.H} avait découvert que la vérité, c'est comme une fenêtre : une fois qu'on l'a ouverte, tout respire mieux.`,
        (c) => `Aux côtés ${de(c.F)}, ${c.H} se sentait plus ${c.a('léger', 'légère')} de minute en minute, comme ${si(c)} avait posé un lourd sac au bord du chemin, sans la moindre envie de revenir le chercher.`,
      ],
    },
  },
  perseverance: {
    young: {
      setup: [
        (c) => `${c.H} aimait les choses faciles. Quand c'était difficile, ${c.il} voulait tout de suite arrêter.`,
        (c) => `${c.H} avait un mot préféré : « Encore ! »`,
        (c) => `${c.H} était ${c.a('petit', 'petite')}, mais ${c.il} avait une très, très grande envie d'essayer.`,
        (c) => `${c.H} ne savait pas encore tout faire. Mais ${c.il} apprenait, un petit bout à la fois.`,
        (c) => `Quand ça ne marchait pas, ${c.H} disait parfois : « J'abandonne ! » et ${c.il} boudait dans son coin.`,
        (c) => `${c.H} n'aimait pas attendre, et ${c.il} n'aimait pas recommencer. ${c.Il} voulait que tout marche du premier coup !`,
        (c) => `Petit pas par petit pas : c'est comme ça ${que(c.H)} faisait les grandes choses.`,
      ],
      pressure: [
        (c) => `${c.H} essaya, et ça ne marcha pas. ${c.Il} essaya encore, et ça ne marcha toujours pas. « Grrr ! » fit ${c.H}.`,
        (c) => `« Fais-le, toi, dit ${c.H} à ${c.F}. Moi, je n'y arrive pas. » Mais ${c.F} répondit : « Si, tu peux ! Essaie encore. »`,
        (c) => `${c.H} s'assit en faisant la tête. « Je ne joue plus ! » Mais au bout d'un moment, ${c.il} releva le nez.`,
        (c) => `Oh non, encore raté. Le menton ${de(c.H)} se mit à trembler. Mais ${c.il} prit une grande, grande inspiration.`,
        (c) => `« J'arrête, dit ${c.H}. C'est trop compliqué. » ${c.F} lui tapota l'épaule. « Juste un essai de plus ? »`,
        (c) => `${c.H} compta : un essai, deux essais, trois essais. Toujours pas ! « Zut alors », dit ${c.H}.`,
        (c) => `${c.H} était si ${c.a('fatigué', 'fatiguée')}. Ses yeux se fermaient tout seuls. « Et si j'arrêtais ? » bâilla-t-${c.il}.`,
      ],
      turn: [
        (c) => `${c.H} se redressa bien droit. « Je vais essayer encore une fois », dit-${c.il}. Et cette fois, ça marcha !`,
        (c) => `Cette fois, ${c.H} y alla doucement. Un petit pas, un petit pas, encore un petit pas. Oui ! ${c.Il} avait réussi !`,
        (c) => `${c.H} se reposa un petit moment. Puis ${c.il} recommença, et tout se passa bien.`,
        (c) => `${c.H} essaya autrement : pas trop vite, pas trop lentement. Juste comme il fallait ! Et ça marcha.`,
        (c) => `« Vas-y, ${c.H} ! » cria ${c.F}. Alors ${c.H} continua, continua, continua, et ${c.il} y arriva !`,
        (c) => `${c.H} se frotta les yeux. « Je peux faire des choses difficiles », dit-${c.il}. Et ${c.il} le fit !`,
        (c) => `Premier essai ${de(c.H)} ? Raté. Deuxième essai ? Raté. Troisième essai ? Oui, oui, oui !`,
      ],
      echo: [
        (c) => `${c.H} était ${c.a('fatigué', 'fatiguée')}, mais tellement ${c.a('content', 'contente')} ! Ne pas abandonner, ça valait la peine.`,
        (c) => `Maintenant, les mots préférés ${de(c.H)}, ce sont : « Je réessaie ! »`,
        (c) => `« Tu n'as jamais abandonné », dit ${c.F}. ${c.H} fit un immense sourire.`,
        (c) => `La fois suivante, quand ce fut difficile, ${c.H} savait quoi faire : continuer !`,
        (c) => `${c.H} poussa un cri de joie. ${c.Il} avait réussi une chose vraiment difficile !`,
        (c) => `Ce soir-là, ${c.H} raconta tout à son oreiller : « J'ai continué, et j'ai réussi ! »`,
        (c) => `${c.H} avait découvert que « difficile », ça ne veut pas dire « impossible ».`,
      ],
    },
    older: {
      setup: [
        (c) => `${c.H} avait la fâcheuse habitude d'abandonner dès que les choses se compliquaient, et toute une étagère de projets à moitié finis pour le prouver.`,
        (c) => `${c.H} était ${c.a('doué', 'douée')} pour commencer les choses. Les finir, c'était une autre histoire, et ${c.il} n'avait jamais vraiment compris pourquoi.`,
        (c) => `Personne n'aurait dit ${que(c.H)} était ${c.a('le plus rapide', 'la plus rapide')} ni ${c.a('le plus fort', 'la plus forte')}, mais une fois sa décision prise, rien ne pouvait l'arrêter.`,
        (c) => `Presque tout réussissait facilement à ${c.H}. C'était bien là le problème : quand une chose résistait, ${c.il} ne savait pas du tout comment s'y prendre.`,
        (c) => `Sur une étagère, à la maison, ${c.H} gardait un bocal avec un caillou pour chaque chose difficile qu'${c.il} avait menée jusqu'au bout. Pour l'instant, il n'y en avait que trois.`,
        (c) => `${c.H} détestait être ${c.a('mauvais', 'mauvaise')} en quelque chose, même un instant, et préférait ne pas essayer du tout plutôt que de se tromper.`,
        (c) => `${c.H} avait déjà renoncé à bien des choses difficiles. Mais cette fois, ${c.il} se l'était promis en secret, ce serait différent.`,
        (c) => `${c.H} avait un jour passé toute une semaine à apprendre à siffler, sans jamais songer à s'arrêter. Mais siffler était une chose. Ce qui l'attendait en était une autre.`,
      ],
      pressure: [
        (c) => `Les essais ratés s'enchaînaient. ${c.H} se mit à les compter, comme si compter pouvait changer le résultat, et sentit ses épaules s'affaisser.`,
        (c) => `« N'importe qui d'autre aurait déjà réussi », grommela ${c.H}. Ça n'aidait pas de le penser, mais ${c.il} ne pouvait pas s'en empêcher.`,
        (c) => `« De toute façon, je n'en avais pas vraiment envie », dit ${c.H} en haussant les épaules. Mais le haussement d'épaules était un peu trop grand, et ${c.F} voyait bien que ce n'était pas vrai.`,
        (c) => `Une colère chaude et pétillante monta dans le ventre ${de(c.H)}, et pendant un instant, ${c.il} eut envie de donner un coup de pied dans quelque chose et de tout laisser tomber.`,
        (c) => `« Essaie, toi, dit ${c.H} à ${c.F}. Moi, je suis ${c.a('nul', 'nulle')}, c'est clair. » On aurait dit un partage du travail. En vérité, c'était abandonner, mais poliment.`,
        (c) => `${c.H} avait mal partout, et une petite voix très raisonnable lui répétait qu'${c.il} pourrait toujours revenir essayer un autre jour. Un autre jour, ça paraissait merveilleux.`,
        (c) => `${c.H} voulut tout faire d'un coup, en se dépêchant, et bien sûr, ça rata. Alors ${c.il} recommença, encore plus vite, et ça rata encore plus.`,
        (c) => `${c.H} se détourna pour ${que(c.F)} ne voie pas ses yeux mouillés. Tout allait de travers, et ${c.il} ne voyait pas comment remettre les choses d'aplomb.`,
      ],
      turn: [
        (c) => `${c.H} arrêta de vouloir tout faire d'un coup. « Juste le petit morceau suivant », se dit-${c.il}, puis le suivant, et encore le suivant, jusqu'à ce que tous ces petits morceaux finissent par en faire un grand.`,
        (c) => `${c.H} resta ${c.a('assis', 'assise')} un moment, le temps de reprendre son souffle. Puis ${c.il} se releva, sans faire d'histoires, et recommença, plus calmement cette fois. Ça alla mieux, et puis ça alla tout à fait bien.`,
        (c) => `« Bon, dit ${c.H}. Qu'est-ce qui n'a pas marché, la dernière fois ? » ${c.Il} réfléchit, changea une toute petite chose, et réessaya. Ce n'était pas parfait, mais c'était plus près, et plus près, ça suffisait pour continuer.`,
        (c) => `${c.H} se mit à compter à mi-voix : un, deux, trois, et on y va. Puis encore. Et encore. Au septième essai, ou peut-être au huitième, ça marcha enfin.`,
        (c) => `« Je sais que tu peux y arriver », dit ${c.F}, et ${c.H} décida de le croire, ${c.a('lui', 'elle')} aussi. ${c.Il} prit une longue inspiration, essaya encore une fois, puis encore une autre, et refusa de s'arrêter avant d'avoir fini.`,
        (c) => `Toute la colère ${de(c.H)} se transforma d'un coup en quelque chose d'utile : de la détermination. ${c.Il} retroussa ses manches, pour ainsi dire, et se remit au travail.`,
        (c) => `${c.H} serra ${le(c.treasure.n)} contre ${c.a('lui', 'elle')} un instant, comme à la maison quand tout lui semblait trop grand. Puis ${c.il} ${lo(c.treasure.n)} posa soigneusement de côté et réessaya, plus tranquille qu'avant.`,
        (c) => `Ça ne marcha pas du premier coup, ni du deuxième, ni du troisième. Mais ${c.H} avait cessé de compter les échecs pour compter les essais, et les essais, avait-${c.il} décidé, on a le droit d'en faire autant qu'on veut. Enfin, l'un d'eux réussit.`,
      ],
      echo: [
        (c) => `${c.H} était ${c.a('fourbu', 'fourbue')}, mais ${c.il} avait mené une chose difficile jusqu'au bout, et ce sentiment-là valait bien toutes les courbatures.`,
        (c) => `Le soir venu, ${c.H} repensa à tous les essais qui n'avaient pas marché. Sans eux, comprit-${c.il}, celui qui avait réussi n'aurait jamais existé.`,
        (c) => `Ce soir-là, ${c.H} ramassa un petit caillou tout lisse et le garda près de son lit, en souvenir du jour où ${c.il} n'avait pas abandonné.`,
        (c) => `La fois suivante, quand quelque chose sembla trop difficile, ${c.H} ne dit pas « J'abandonne ». ${c.Il} dit « Voyons voir », et réessaya.`,
        (c) => `${c.F} raconta à tout le monde comment ${c.H} avait tenu bon, là où n'importe qui d'autre se serait arrêté. ${c.H} fit semblant d'être ${c.a('gêné', 'gênée')}, mais en secret, ${c.il} rayonnait.`,
        (c) => `${c.H} découvrit qu'une chose difficile, quand on la termine, laisse derrière elle une chaleur tranquille, comme les braises qui rougeoient encore longtemps après que le feu s'est éteint.`,
        (c) => `Après ça, certaines des choses ${que(c.H)} avait abandonnées autrefois furent terminées, une à une. S'arrêter à mi-chemin, ${c.il} l'avait compris, c'était finalement le plus dur.`,
        (c) => `${c.H} savait maintenant que, pour devenir ${c.a('bon', 'bonne')} en quelque chose, il faut d'abord accepter d'y être ${c.a('mauvais', 'mauvaise')} pendant un moment.`,
      ],
    },
  },
};
