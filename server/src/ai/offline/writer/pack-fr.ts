// Le paquet de langue française.
import type { MoralLesson, Theme } from '@storyloom/contracts/options';
import { FR_BEATS } from './beat-text-fr.ts';
import { withMore, withMoreBeats, withMoreTiers, withTalk, withYoungBeats, withYoungTexture } from './beat-text.ts';
import { FR_BEATS_MORE } from './beat-more-fr.ts';
import { FR_TIERS_MORE } from './openers-feelings-fr.ts';
import { FR_TALK_EXTRA } from './texture-extra-fr.ts';
import { FR_MORALS_EXTRA_A } from './moral-extra-a-fr.ts';
import { FR_MORALS_EXTRA_B } from './moral-extra-b-fr.ts';
import { FR_ALT2_MORE_A, FR_ALT_MORE_A, FR_SKELETONS_MORE_A } from './skeleton-more-a-fr.ts';
import { FR_ALT2_MORE_B, FR_ALT_MORE_B, FR_SKELETONS_MORE_B } from './skeleton-more-b-fr.ts';
import { FR_YOUNG_MORE } from './young-more-fr.ts';
import { FR_CHAT_MORE, FR_MOOD_MORE, FR_PLACE_MORE, FR_RICH_GENERIC } from './texture-more-fr.ts';
import { FR_RICH_MORE, FR_TALK } from './beat-talk-fr.ts';
import { FR_CHAPTER_TITLES } from './chapter-titles.ts';
import { de, dun, que, un } from './french-grammar.ts';
import { FR_IDEAS } from './idea-text.ts';
import type { LangPack } from './lang-pack.ts';
import { FR_MORALS } from './moral-text-fr.ts';
import { FR_MORALS_MORE } from './moral-more-fr.ts';
import { withMoreArcs } from './moral-arcs.ts';
import { FR_SKELETONS_1 } from './skeleton-text-fr-1.ts';
import { FR_SKELETONS_2 } from './skeleton-text-fr-2.ts';
import { FR_ALT } from './skeleton-alt-fr.ts';
import { FR_ALT2 } from './skeleton-alt2-fr.ts';
import { alt, type FrCtx } from './story-context.ts';
import { FR_SCENERY } from './scenery.ts';
import { joinList } from './text-tools.ts';
import { FR_TEXTURE } from './texture-text-fr.ts';

const LESSONS: Record<Exclude<MoralLesson, 'none'>, string> = {
  sharing: 'qu\'une joie partagée est une joie doublée',
  honesty: 'combien le cœur est léger quand on dit la vérité',
  perseverance: 'que « je ne peux pas » veut souvent dire « je ne peux pas encore »',
  empathy: 'que faire attention aux autres est une sorte de magie',
  responsibility: 'combien il est bon d\'être quelqu\'un sur qui l\'on peut compter',
  creativity: 'qu\'il y a toujours plus d\'une façon de résoudre un problème',
};

const THEME_LESSONS: Record<Theme, string> = {
  adventure: 'ce que peuvent un peu de courage et un bon ami',
  friendship: 'tout ce que les amis peuvent accomplir ensemble',
  magic: 'que la plus belle des magies vient du cœur',
  learning: 'que chaque champion a d\'abord été débutant',
  kindness: 'jusqu\'où peut mener un peu de gentillesse',
  bravery: 'qu\'être courageux, c\'est avancer même quand on a peur',
  discovery: 'que le monde est plein de merveilles pour qui sait regarder',
  family: 'que la famille est le plus doux des refuges',
};

/** French typography: a no-break space before ! ? ; : » and after «. */
function frenchSpaces(text: string): string {
  return text
    .replace(/[ \u00a0]*([!?;:»])/g, '\u00a0$1')
    .replace(/«[ \u00a0]*/g, '«\u00a0');
}

export const FR_PACK: LangPack<FrCtx> = {
  lang: 'fr',
  skeletons: { ...FR_SKELETONS_1, ...FR_SKELETONS_2, ...FR_SKELETONS_MORE_A, ...FR_SKELETONS_MORE_B },
  alts: [{ ...FR_ALT, ...FR_ALT_MORE_A, ...FR_ALT_MORE_B }, { ...FR_ALT2, ...FR_ALT2_MORE_A, ...FR_ALT2_MORE_B }],
  beats: withMoreBeats(withMoreBeats(withYoungBeats(withTalk(FR_BEATS, FR_TALK, FR_RICH_MORE), FR_YOUNG_MORE), FR_BEATS_MORE), FR_TALK_EXTRA),
  texture: withMoreTiers(withYoungTexture(withMore(FR_TEXTURE, { place: FR_PLACE_MORE, rich: FR_RICH_GENERIC, mood: FR_MOOD_MORE }), FR_YOUNG_MORE), FR_TIERS_MORE),
  chat: [
    (c) => `« Tu as faim ? » demanda ${c.F}. « Toujours ! » répondit ${c.H}, et ${c.ils} éclatèrent de rire.`,
    (c) => `${c.F} raconta une blague idiote sur un pingouin et une théière, et ${c.H} rit tellement ${que(c.il)} en eut mal aux côtes.`,
    (c) => `« Je suis ${c.a('content', 'contente')} que tu sois là », dit ${c.H}. « Moi aussi », répondit ${c.F}.`,
    (c) => `${c.F} apprit à ${c.H} un nouveau jeu de mains, et ${c.ils} s'emmêlèrent complètement.`,
    (c) => `« À ton avis, qu'est-ce qui va se passer ? » demanda ${c.F}. « Je ne sais pas, dit ${c.H}. Mais j'ai bien envie de le découvrir. »`,
    (c) => `${c.Ils} s'arrêtèrent pour boire une gorgée d'eau et souffler un peu, puis ${c.ils} s'y remirent.`,
    (c) => `${c.H} fredonnait tout bas une petite chanson, celle que chantait toujours Mamie.`,
    (c) => `« Tu te souviens du jour où on s'était ${c.g('perdus', 'perdues')} dans les hautes herbes ? » dit ${c.F}. ${c.H} sourit. Ça aussi, ça avait bien fini.`,
    (c) => `Une coccinelle se posa sur le nez ${de(c.H)} et y resta un moment, comme si elle voulait voir la suite.`,
    (c) => `« Une chose à la fois », se dit ${c.H}, comme disait toujours Mamie.`,
    ...FR_CHAT_MORE,
  ],
  scenery: FR_SCENERY,
  and: 'et',
  morals: withMoreArcs(withMoreArcs(withMoreArcs(FR_MORALS, FR_MORALS_MORE), FR_MORALS_EXTRA_A), FR_MORALS_EXTRA_B),
  ideas: FR_IDEAS,
  chapterTitles: FR_CHAPTER_TITLES,
  describe: (c, moral, theme, ideas) => {
    const lesson = moral === 'none' ? THEME_LESSONS[theme] : LESSONS[moral];
    // One of four shapes per story, so that a library of stories does not read the same on every card.
    const along = alt(
      c,
      `En chemin, avec ${c.F} à ses côtés et un coup de main ${dun(c.helper)}, ${c.H} découvre ${lesson}.`,
      `Avec l'aide ${de(c.F)} et les bons conseils ${dun(c.helper)}, ${c.H} va apprendre ${lesson}.`,
      `Une histoire à lire ensemble, où ${c.H}, ${c.F} et ${un(c.helper)} découvrent ${lesson}.`,
      `À la dernière page, ${c.H} et ${c.F} auront compris ${lesson}, grâce au petit coup de pouce ${dun(c.helper)}.`,
    );
    const hidden = ideas.length > 1 || ideas[0]?.plural ? 'se cachent' : 'se cache';
    return ideas.length > 0 ? `${along} Ouvrez l'œil : ${joinList(ideas.map((i) => i.a), 'et')} ${hidden} dans cette histoire !` : along;
  },
  helperMet: (c) => ({ ...c, helper: c.helperShort }),
  finish: frenchSpaces,
};
