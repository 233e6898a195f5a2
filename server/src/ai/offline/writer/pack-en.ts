// The English language pack.
import type { MoralLesson, Theme } from '@storyloom/contracts/options';
import { EN_BEATS } from './beat-text-en.ts';
import { withMore, withMoreBeats, withMoreTiers, withTalk, withYoungBeats, withYoungTexture } from './beat-text.ts';
import { EN_BEATS_MORE } from './beat-more-en.ts';
import { EN_TIERS_MORE } from './openers-feelings-en.ts';
import { EN_TALK_EXTRA } from './texture-extra-en.ts';
import { EN_MORALS_EXTRA_A } from './moral-extra-a-en.ts';
import { EN_MORALS_EXTRA_B } from './moral-extra-b-en.ts';
import { EN_ALT2_MORE_A, EN_ALT_MORE_A, EN_SKELETONS_MORE_A } from './skeleton-more-a-en.ts';
import { EN_ALT2_MORE_B, EN_ALT_MORE_B, EN_SKELETONS_MORE_B } from './skeleton-more-b-en.ts';
import { EN_YOUNG_MORE } from './young-more-en.ts';
import { EN_CHAT_MORE, EN_MOOD_MORE, EN_PLACE_MORE, EN_RICH_GENERIC } from './texture-more-en.ts';
import { EN_RICH_MORE, EN_TALK } from './beat-talk-en.ts';
import { EN_CHAPTER_TITLES } from './chapter-titles.ts';
import { EN_IDEAS } from './idea-text.ts';
import type { LangPack } from './lang-pack.ts';
import { EN_MORALS } from './moral-text-en.ts';
import { EN_MORALS_MORE } from './moral-more-en.ts';
import { withMoreArcs } from './moral-arcs.ts';
import { EN_SKELETONS_1 } from './skeleton-text-en-1.ts';
import { EN_SKELETONS_2 } from './skeleton-text-en-2.ts';
import { EN_ALT } from './skeleton-alt-en.ts';
import { EN_ALT2 } from './skeleton-alt2-en.ts';
import { alt, type EnCtx } from './story-context.ts';
import { EN_SCENERY } from './scenery.ts';
import { joinList } from './text-tools.ts';
import { EN_TEXTURE } from './texture-text-en.ts';

const LESSONS: Record<Exclude<MoralLesson, 'none'>, string> = {
  sharing: 'that a good thing shared is a good thing doubled',
  honesty: 'how light a heart feels after telling the truth',
  perseverance: 'that "I can\'t" very often just means "I can\'t yet"',
  empathy: 'that noticing how others feel is a kind of magic',
  responsibility: 'how good it feels to be someone others can count on',
  creativity: 'that there is always more than one way to solve a problem',
};

const THEME_LESSONS: Record<Theme, string> = {
  adventure: 'what a little courage and a good friend can do',
  friendship: 'what good friends can do together',
  magic: 'that the best magic comes from the heart',
  learning: 'that every expert was once a beginner',
  kindness: 'how far a little kindness can go',
  bravery: 'that being brave means going on, even when you are scared',
  discovery: 'that the world is full of wonders for anyone who looks',
  family: 'that family is the warmest place in the world',
};

export const EN_PACK: LangPack<EnCtx> = {
  lang: 'en',
  skeletons: { ...EN_SKELETONS_1, ...EN_SKELETONS_2, ...EN_SKELETONS_MORE_A, ...EN_SKELETONS_MORE_B },
  alts: [{ ...EN_ALT, ...EN_ALT_MORE_A, ...EN_ALT_MORE_B }, { ...EN_ALT2, ...EN_ALT2_MORE_A, ...EN_ALT2_MORE_B }],
  beats: withMoreBeats(withMoreBeats(withYoungBeats(withTalk(EN_BEATS, EN_TALK, EN_RICH_MORE), EN_YOUNG_MORE), EN_BEATS_MORE), EN_TALK_EXTRA),
  texture: withMoreTiers(withYoungTexture(withMore(EN_TEXTURE, { place: EN_PLACE_MORE, rich: EN_RICH_GENERIC, mood: EN_MOOD_MORE }), EN_YOUNG_MORE), EN_TIERS_MORE),
  chat: [
    (c) => `"Are you hungry?" asked ${c.F}. "Always," said ${c.H}, and they both laughed.`,
    (c) => `${c.F} told a silly joke about a penguin and a teapot, and ${c.H} giggled until ${c.his} sides ached.`,
    (c) => `"I'm glad you're here," said ${c.H}. "Me too," said ${c.F}.`,
    (c) => `${c.F} taught ${c.H} a new clapping game, and they both got into a terrible muddle.`,
    (c) => `"What do you think will happen next?" asked ${c.F}. "I don't know," said ${c.H}. "But I want to find out."`,
    () => 'They stopped for a sip of water and a moment\'s rest, and then went on.',
    (c) => `${c.H} hummed a little tune under ${c.his} breath, the one Grandma always sang.`,
    (c) => `"Remember the day we got lost in the long grass?" said ${c.F}. ${c.H} smiled. That had turned out all right in the end, too.`,
    (c) => `A ladybird landed on ${c.H}'s nose and stayed there for a while, as if it wanted to see what would happen next.`,
    (c) => `"One thing at a time," ${c.H} told ${c.him}self, just as Grandma always did.`,
    ...EN_CHAT_MORE,
  ],
  scenery: EN_SCENERY,
  and: 'and',
  morals: withMoreArcs(withMoreArcs(withMoreArcs(EN_MORALS, EN_MORALS_MORE), EN_MORALS_EXTRA_A), EN_MORALS_EXTRA_B),
  ideas: EN_IDEAS,
  chapterTitles: EN_CHAPTER_TITLES,
  describe: (c, moral, theme, ideas) => {
    const lesson = moral === 'none' ? THEME_LESSONS[theme] : LESSONS[moral];
    // One of four shapes per story, so that a library of stories does not read the same on every card.
    const along = alt(
      c,
      `Along the way, with ${c.F} at ${c.his} side and a little help from ${c.aHelper}, ${c.H} discovers ${lesson}.`,
      `With ${c.F} by ${c.his} side and some good advice from ${c.aHelper}, ${c.H} learns ${lesson}.`,
      `It is a story to share about ${c.H}, ${c.F} and ${c.aHelper}, and about finding out ${lesson}.`,
      `By the last page, ${c.H} and ${c.F} have found out ${lesson}, with a little help from ${c.aHelper}.`,
    );
    return ideas.length > 0 ? `${along} Look out for ${joinList(ideas.map((i) => i.a), 'and')}!` : along;
  },
  helperMet: (c) => ({ ...c, helper: c.helperShort }),
  finish: (text) => text,
};
