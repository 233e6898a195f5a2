// An idea the reader knows no situation for ('a red bike', 'Granny', 'a castle', « un cerf-volant »): its plot comes
// from what its noun is, and it is a search only when the idea says a loss. Blind editors found the old fallback
// turning every bare noun into a lost thing: 'Cornwall' a lost pet, « le mal » a thing to find, a red bike hunted for.
// The tables are plan/plots.yaml 'kinds' (by what the noun is) and 'no-situation' (the loss words, things by prop).
import type { Theme } from '@storyloom/contracts/options';
import type { IdeaPart, IdeaReading } from '../idea/types.ts';
import type { Rng } from '../rng.ts';
import { FLAG_WORDS } from './flags.ts';
import { PLOT_TABLE } from './plot-table.ts';
import type { PlotId } from './types.ts';

const TABLE = PLOT_TABLE['no-situation'];

/** Words to compare, lower case and spaced at both ends so that a phrase is found whole (' where is '). */
const spaced = (text: string): string => ` ${text.toLowerCase().replace(/[’`´]/g, "'").replace(/[^\p{L}']+/gu, ' ').trim()} `;

/** Whether the idea's own words say something is lost ('where is my kite', « le doudou a disparu »). */
export function saysLoss(idea: IdeaReading, text = ''): boolean {
  const said = spaced([...idea.used, ...idea.unused, idea.subject?.words ?? '', text].join(' '));
  return TABLE['lost-words'].some((w) => said.includes(spaced(w)));
}

/** The plot of an idea with no situation: what its noun is chooses, the theme orders the choices. */
export function noSituationPlot(idea: IdeaReading | undefined, theme: Theme, rng: Rng, recent: readonly string[], text = ''): PlotId {
  const themed = PLOT_TABLE.themes[theme];
  const pick = (fitting: readonly PlotId[]): PlotId => {
    const fresh = fitting.filter((p) => !recent.includes(p));
    return rng.pick(fresh.length > 0 ? fresh : fitting);
  };
  // No idea at all: the theme's own plots.
  if (!idea) return pick(themed);
  const lost = saysLoss(idea, text);
  // 'Where is the rocket?': a loss said is a search, whatever the noun.
  if (lost && idea.subject && idea.subject.kind !== 'place') return 'find-lost';
  const s = idea.subject;
  if (s?.kind === 'object' && !lost) return thingPlot(s);
  const kind = s?.kind ?? idea.place?.kind;
  const byKind: readonly PlotId[] = (kind ? PLOT_TABLE.kinds[kind as keyof typeof PLOT_TABLE.kinds] : undefined) ?? [];
  // The theme orders what the noun can drive; an idea read as nothing (« Paris », a refused idea) keeps the theme's
  // plots, but never a search for a stock thing when nothing was said lost.
  const all = byKind.length > 0 ? [...themed.filter((p) => byKind.includes(p)), ...byKind] : themed.filter((p) => lost || p !== 'find-lost');
  return pick(all.length > 0 ? all : themed);
}

/** A thing played with, and the trouble of playing with it: a kite or a toy caught up a tree, a bike to learn, a scooter raced,
 * a present for a party, a sunflower to grow, the dark feared; any other worn or torn by play and mended. */
function thingPlot(s: IdeaPart): PlotId {
  const byProp = s.prop ? TABLE.props[s.prop as keyof typeof TABLE.props] : undefined;
  if (byProp) return byProp;
  const all = [s.head, s.words, ...`${s.words} ${s.text}`.split(/[^\p{L}-]+/u)].map((w) => w.toLowerCase());
  const words = (list: readonly string[]): boolean => all.some((w) => list.includes(w));
  if (words(FLAG_WORDS['dark-fear'] ?? []) || words(FLAG_WORDS['storm-fear'] ?? [])) return 'face-fear';
  // Only a thing that gets caught by itself (a kite, a ball) is freed when nothing happens to it in the idea.
  if (words(PLOT_TABLE.catchable) || words(TABLE.toys)) return 'free-stuck';
  if (words(PLOT_TABLE.lessons.bike)) return 'learn-skill';
  if (words(PLOT_TABLE['race-tools'].ride)) return 'win-race';
  return PLOT_TABLE.kinds.object[0] ?? 'mend-broken';
}
