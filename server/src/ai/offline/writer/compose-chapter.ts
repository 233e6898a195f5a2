// Builds one chapter from its beats: plot sentences, moral, the parent's ideas, frames and texture,
// then fits the word count to the age band (3-5: 40-80, 5-8: 80-150, 8-12: 150-300).
import type { Character } from '@storyloom/contracts/options';
import type { Idea } from './custom-ideas.ts';
import type { BaseCtx, LangPack } from './lang-pack.ts';
import type { MoralArc } from './moral-arcs.ts';
import type { ChapterPlan } from './plot-plan.ts';
import type { Picker, Rng } from './prng.ts';
import type { Beat, SkeletonText } from './skeletons.ts';
import type { AgeBand, PlaceKey } from './story-context.ts';
import { cap, countWords, tidy } from './text-tools.ts';

export const WORD_BANDS: Record<AgeBand, { min: number; max: number }> = {
  young: { min: 40, max: 80 },
  mid: { min: 80, max: 150 },
  old: { min: 150, max: 300 },
};

/** Required units are always kept; content is kept while it fits; texture only fills up to the target. */
const REQUIRED = 1000;
const CONTENT = 40;

export interface StoryState<C extends BaseCtx> {
  pack: LangPack<C>;
  ctx: C;
  rng: Rng;
  picker: Picker;
  skeleton: SkeletonText<(c: C) => string>;
  moral: MoralArc<(c: C) => string>;
  ideas: readonly Idea[];
  refrain?: string;
  heroCharacter: Character;
  placeOf: (plan: ChapterPlan) => PlaceKey;
  /** Whether this story describes a kind of place in paired clauses (else in whole sentences). */
  sceneryStyle: (place: PlaceKey) => boolean;
}

const IDEA_PREFERENCE: Record<Idea['role'], readonly Beat[]> = {
  creature: ['meeting', 'visit', 'journey', 'stroll', 'try2', 'try1', 'setback', 'problem'],
  place: ['journey', 'stroll', 'discovery', 'meeting', 'setback', 'try1', 'try2', 'problem'],
  object: ['discovery', 'stroll', 'try1', 'journey', 'setback', 'try2', 'want', 'problem'],
};

/** A sentence slot; pooled slots draw a realisation only when the fitter keeps them. */
interface Unit {
  prio: number;
  para: number;
  seq: number;
  make: (fits: (text: string) => boolean) => string | undefined;
}

const CORE: Partial<Record<Beat, Exclude<keyof SkeletonText<unknown>, 'titles'>>> = {
  want: 'want', problem: 'problem', try1: 'try1', try2: 'try2', help: 'insight', turning: 'solve', resolution: 'after',
};

/** Beats whose opening frame carries the plot: the helper, for one, must be met before speaking. */
const OPEN_REQUIRED: ReadonlySet<Beat> = new Set(['home', 'journey', 'meeting', 'setback', 'discovery', 'help', 'stroll', 'visit']);

/** Homes that are out of doors (a den in the wood, a meadow): a plot that stays home happens inside. */
const OPEN_AIR: ReadonlySet<PlaceKey> = new Set(['forest', 'meadow', 'sea', 'mountain', 'garden', 'sky', 'village']);

/** Scenery that needs daylight: no sunbeams, bees or rainbows in a chapter set at night. */
const DAYLIGHT = /\b(sun|sunlight|sunshine|sunny|sunlit|butterfl\w*|bees?|bumblebee|woodpecker|skylark|rainbow|poppies|buttercups?|grasshoppers?|gulls?|flocks? of birds|soleil|ensoleillée?s?|lumineu(?:x|se)|papillons?|abeilles?|bourdons?|pic-vert|alouette|arc-en-ciel|coquelicots|boutons-d'or|sauterelles?|foin chaud|mouettes?|goélands?)\b/i;

/**
 * Creatures a plot may star (the slow snail, Tansy the rabbit, the lost duckling): a generic line never
 * brings in another one of the same kind, who would read as a muddle of the plot's own.
 */
const CREATURE = /(?<!\p{L})(snails?|moles?|rabbits?|bunny|bunnies|tortoises?|hedgehogs?|magpies?|ducklings?|ducks?|badgers?|turtles?|squirrels?|robins?|frogs?|goats?|seagulls?|puppy|puppies|escargots?|taupes?|lapins?|tortues?|hérissons?|pies?|canetons?|canards?|blaireaux?|écureuils?|rouge-gorge|grenouilles?|chèvres?|mouettes?|goélands?|chiots?)(?!\p{L})/giu;

function creatureKind(word: string): string {
  const w = word.toLowerCase();
  if (w === 'bunny' || w === 'bunnies') return 'rabbit';
  return w.replace(/ies$/, 'y').replace(/[sx]$/, '');
}

function creaturesIn(text: string): string[] {
  return [...text.matchAll(CREATURE)].map((m) => creatureKind(m[1] ?? ''));
}

const PLOT_CREATURES = new WeakMap<object, ReadonlySet<string>>();

/** The kinds of creature the plot sentences of this story name. */
function plotCreatures<C extends BaseCtx>(s: StoryState<C>): ReadonlySet<string> {
  let set = PLOT_CREATURES.get(s);
  if (!set) {
    const { titles: _titles, ...fields } = s.skeleton;
    set = new Set(Object.values(fields).flatMap((f) => creaturesIn(f(s.ctx))));
    PLOT_CREATURES.set(s, set);
  }
  return set;
}

/** Lines that set out or walk home: wrong in a chapter that stays at home (plan.home, plan.stay). */
const TRAVEL = /\b(way home|walked home|went home|go home|going home|headed home|home they|back home|came home|come home|home safe|home in one piece|safely home|set out|set off|turn back|turned back|the way back|on the way)\b/i;

/** Small talk and chatter suit the middle of a story, not its worst moments nor its ending. */
const NO_CHAT: ReadonlySet<Beat> = new Set(['problem', 'setback', 'resolution', 'return']);

export function composeChapter<C extends BaseCtx>(
  s: StoryState<C>,
  plan: ChapterPlan,
  index: number,
  band: { min: number; max: number } = WORD_BANDS[s.ctx.age],
): { title: string; content: string } {
  const { pack, ctx, picker } = s;
  const age = ctx.age;
  const tier = age === 'young' ? 'young' : 'mid';
  const units: Unit[] = [];
  let seq = 0;
  let para = 0;
  const fixed = (text: string | undefined, prio: number, at = para, order = seq++): void => {
    if (text) units.push({ prio, para: at, seq: order, make: (fits) => (fits(text) ? text : undefined) });
  };
  const cast = plotCreatures(s);
  // A plot that stays at home walks only on its little walk, and comes home only after an outing.
  const staysIn = plan.home === true || (plan.stay === true && !plan.beats.includes('stroll') && !(plan.beats.includes('return') && !plan.home));
  const intruder = (text: string): boolean =>
    (cast.size > 0 && creaturesIn(text).some((k) => cast.has(k))) || (staysIn && TRAVEL.test(text));
  const pooled = (key: string, list: readonly ((c: C) => string)[] | undefined, prio: number, at = para, order = seq++): void => {
    if (list && list.length > 0) units.push({ prio, para: at, seq: order, make: (fits) => picker.takeIf(key, list, (f) => { const t = f(ctx); return fits(t) && !intruder(t); })?.(ctx) });
  };

  const opensStory = plan.beats.includes('home');
  const closesStory = plan.beats.includes('return');
  const real = s.placeOf(plan);
  const place: PlaceKey = plan.indoors && OPEN_AIR.has(real) ? 'home' : real;
  const unseen = (text: string): boolean => plan.time === 'night' && DAYLIGHT.test(text);
  // The last chapter says when it is only if nobody walks home in it (the walk home says it).
  if (!opensStory && (!closesStory || plan.home)) pooled(`time.${plan.time}.${tier}`, pack.texture.time[plan.time][tier], 30);
  // Scenery goes after the time of day, or after the "once upon a time" of the first chapter.
  let placeSeq = seq - 0.5;
  let talkSeq = 0;

  // Each idea is introduced at the beat of this chapter that suits its role best.
  const ideaBeat = new Map<number, Beat>();
  for (const i of plan.ideaIntro) {
    const role = s.ideas[i]?.role;
    const preferred = role ? IDEA_PREFERENCE[role].find((b) => plan.beats.includes(b)) : undefined;
    ideaBeat.set(i, preferred ?? plan.beats[plan.beats.length - 1] ?? 'home');
  }
  let endSeq = 0;
  let goodnight: ((at: number) => void) | undefined;
  plan.beats.forEach((beat, bi) => {
    if (bi > 0) para++;
    const last = bi === plan.beats.length - 1;
    const frames = pack.beats[beat];
    const stages = plan.moral[beat] ?? [];
    const ideasHere = plan.ideaIntro.filter((i) => ideaBeat.get(i) === beat);
    const meets = beat === 'meeting' || beat === 'visit';
    const newcomer = meets ? ideasHere.map((i) => s.ideas[i]).find((idea) => idea?.role === 'creature') : undefined;
    const replaced = newcomer !== undefined || (beat === 'discovery' && ideasHere.some((i) => s.ideas[i]?.role === 'object'));
    // The parent's creature stays to the end (its echo says so): no goodbye, and the small talk, written
    // for one new friend ("their new friend", "il"), only when it is one.
    const oneFriend = newcomer === undefined || (!newcomer.plural && newcomer.gender === 'm');
    const talk = (): void => {
      if (age !== 'young' && oneFriend) pooled(`beat.${beat}.talk`, frames?.talk, 38);
    };
    // A place the parent asked for is reached first, then the chapter happens there; on a journey or a
    // walk, it is reached once they have set off.
    const travels = beat === 'journey' || beat === 'stroll';
    const beatStart = bi === 0 ? placeSeq - 0.25 : seq - 0.25;
    const intro = (i: number, order: number): void => {
      const idea = s.ideas[i];
      const list = idea ? pack.ideas.intro[idea.role][tier] : undefined;
      if (idea && list) units.push({ prio: 88, para, seq: order, make: (fits) => picker.takeIf(`idea.intro.${idea.role}.${tier}`, list, (f) => fits(f(ctx, idea)))?.(ctx, idea) });
    };
    if (!travels) for (const i of ideasHere) if (s.ideas[i]?.role === 'place') intro(i, beatStart);

    // On a bad day, the moral's pressure comes first: the friend's worry, then the low moment.
    if (beat === 'setback' && stages.includes('pressure')) pooled('moral.pressure', s.moral.pressure, 85);
    if (beat === 'return' && plan.home) {
      // Already at home: nobody needs to walk back.
    } else if (!replaced) {
      pooled(`beat.${beat}.open.${tier}`, frames?.open?.[tier], OPEN_REQUIRED.has(beat) ? REQUIRED : 45);
      // Home is described once they are back in it, not before they set out for it.
      if (beat === 'return' && bi === 0) placeSeq = seq - 0.5;
    }
    if (travels) {
      const reached = ideasHere.filter((i) => s.ideas[i]?.role === 'place');
      for (const i of reached) intro(i, seq++);
      // The scenery is of the place they walk into, so it follows the setting off.
      if (bi === 0) placeSeq = seq - 0.5;
    }
    if (beat === 'turning') talk();
    if (beat === 'home') {
      placeSeq = seq - 0.5;
      pooled('trait', pack.texture.traits[s.heroCharacter], age === 'young' ? 42 : 60);
      pooled(`beat.home.close.${tier}`, frames?.close?.[tier], REQUIRED);
    }
    if (stages.includes('echo')) pooled('moral.echo', s.moral.echo, REQUIRED);
    if (stages.includes('turn')) pooled('moral.turn', s.moral.turn, REQUIRED);
    const core = CORE[beat];
    // The helper has just been met (the help frame is required): the advice names them briefly.
    if (core) fixed(s.skeleton[core](core === 'insight' ? pack.helperMet(ctx) : ctx), REQUIRED);
    // A try is followed by its reaction at once: the moral and the parent's ideas come after it.
    const reactSeq = beat === 'try1' || beat === 'try2' ? seq++ : undefined;
    // The reaction to a wish follows the wish, before the treasure of the moral comes into the story.
    if (beat === 'want') talk();
    if (stages.includes('setup')) pooled('moral.setup', s.moral.setup, 90);
    if (beat !== 'setback' && stages.includes('pressure')) pooled('moral.pressure', s.moral.pressure, 85);
    for (const i of ideasHere) if (s.ideas[i]?.role !== 'place') intro(i, seq++);
    if (beat === 'return') {
      for (const i of plan.ideaEcho) {
        const idea = s.ideas[i];
        const list = idea ? pack.ideas.echo[idea.role] : undefined;
        if (idea && list) units.push({ prio: 70, para, seq: seq++, make: (fits) => picker.takeIf(`idea.echo.${idea.role}`, list, (f) => fits(f(ctx, idea)))?.(ctx, idea) });
      }
      // Nothing follows a goodnight: small talk, feelings and scenery all come before it.
      talk();
      if (last) talkSeq = seq - 0.5;
      pooled(`mood.${plan.mood}.${tier}`, pack.texture.mood[plan.mood][tier], 22);
      // The book always ends with its goodnight, even when the chapter is full.
      goodnight = (at) => pooled(`beat.return.close.${tier}`, frames?.close?.[tier], REQUIRED, at, 2e5);
    } else {
      // Small talk belongs inside a meeting or a walk, and after a reaction elsewhere.
      const talkFirst = meets || beat === 'journey' || beat === 'stroll';
      if (talkFirst) talk();
      if (beat !== 'home' && newcomer === undefined) pooled(`beat.${beat}.close.${tier}`, frames?.close?.[tier], 50, para, reactSeq ?? seq++);
      if (beat !== 'turning' && beat !== 'want' && !talkFirst) talk();
      if (last) {
        talkSeq = seq - 0.5;
        pooled(`mood.${plan.mood}.${tier}`, pack.texture.mood[plan.mood][tier], 22);
        endSeq = seq;
      }
    }
    if (age === 'old') {
      para++;
      pooled(`beat.${beat}.rich`, frames?.rich, 36);
      pooled(`beat.${beat}.rich`, frames?.rich, 6);
    }
  });

  // Texture that may be drawn to reach the target, in order of preference. Each story describes a
  // kind of place either in paired clauses or in whole sentences, never both (they would echo).
  const lastPara = para;
  const richPara = para + 1;
  const tail = (r: number): { at: number; order: number } =>
    r === 0 ? { at: 0, order: placeSeq } : closesStory ? { at: richPara, order: 1e5 - 10 + r } : { at: lastPara, order: endSeq + r * 0.01 };
  const scenery = (prio: number, r: number): void => {
    const clauses = pack.scenery[place];
    const { at, order } = tail(r);
    units.push({
      prio, para: at, seq: order,
      make: (fits) => {
        // Both clauses are checked before either is marked used, so a refused pair costs nothing.
        const free = picker.rng.shuffle(clauses.filter((c, i) => !picker.isUsed(`scenery.${place}`, i) && !unseen(c) && !intruder(c)));
        for (let i = 0; i + 1 < free.length; i += 2) {
          const text = `${cap(free[i] ?? '')}, ${pack.and} ${free[i + 1] ?? ''}.`;
          if (fits(text)) {
            picker.markUsed(`scenery.${place}`, clauses.indexOf(free[i] ?? ''), clauses.indexOf(free[i + 1] ?? ''));
            return text;
          }
        }
        return undefined;
      },
    });
  };
  const setting = (prio: number, r: number): void => {
    if (s.sceneryStyle(place)) scenery(prio, r);
    else {
      const { at, order } = tail(r);
      const list = pack.texture.place[place];
      units.push({ prio, para: at, seq: order, make: (fits) => picker.takeIf(`place.${place}`, list, (f) => fits(f(ctx)) && !unseen(f(ctx)) && !intruder(f(ctx)))?.(ctx) });
    }
  };
  setting(26, 0);
  if (age === 'young') {
    setting(15, 1);
    // A long story for the youngest may run out of one style; the other then fills in, late.
    if (s.sceneryStyle(place)) {
      const list = pack.texture.place[place];
      units.push({ prio: 8, para: lastPara, seq: endSeq + 0.5, make: (fits) => picker.takeIf(`place.${place}`, list, (f) => fits(f(ctx)) && !unseen(f(ctx)) && !intruder(f(ctx)))?.(ctx) });
    }
    else scenery(8, 1);
  }
  const rounds = age === 'young' ? 0 : age === 'mid' ? 2 : 5;
  const chat = !opensStory && !plan.beats.some((b) => NO_CHAT.has(b));
  for (let r = 0; r < rounds; r++) {
    if (chat) pooled('chat', pack.chat, 20 - r * 4, lastPara, talkSeq + r * 0.01);
    if (!opensStory) pooled('rich', pack.texture.rich, 18 - r * 4, richPara, 1e5 + r);
    if (r === 0) setting(16, 1);
  }
  // The refrain is sung once more before the goodnight, which always ends the book.
  if (s.refrain) fixed(s.refrain, 80, para + 2, 1e6);
  goodnight?.(s.refrain ? para + 3 : richPara);

  const kept = fit(units, band, s.rng);
  const paragraphs = new Map<number, { seq: number; text: string }[]>();
  for (const u of kept.sort((a, b) => a.para - b.para || a.seq - b.seq)) {
    const list = paragraphs.get(u.para) ?? [];
    list.push(u);
    paragraphs.set(u.para, list);
  }
  const content = pack.finish(
    [...paragraphs.values()].map((list) => tidy(list.map((u) => u.text).join(' '))).filter(Boolean).join('\n\n'),
  );
  const titleFn = picker.take(`title.${plan.lead}`, pack.chapterTitles[plan.lead]);
  return { title: pack.finish(titleFn ? titleFn(ctx) : `${index + 1}`), content };
}

/** Keeps required units, then content while it fits, then texture up to a target inside the band. */
function fit(units: readonly Unit[], band: { min: number; max: number }, rng: Rng): { para: number; seq: number; text: string }[] {
  // Aim low in the band for long bands, so that texture lasts to the last chapter of a long story.
  const low = band.max - band.min > 100 ? 0.02 : 0.3;
  const target = band.min + Math.round((band.max - band.min) * (low + rng.next() * (low < 0.1 ? 0.12 : 0.3)));
  const kept: { para: number; seq: number; text: string }[] = [];
  let words = 0;
  const keep = (u: Unit, text: string | undefined): void => {
    if (!text) return;
    kept.push({ para: u.para, seq: u.seq, text });
    words += countWords(text);
  };
  const byPrio = [...units].sort((a, b) => b.prio - a.prio || a.seq - b.seq);
  for (const u of byPrio) if (u.prio >= REQUIRED) keep(u, u.make(() => true));
  for (const u of byPrio) {
    if (u.prio >= REQUIRED || (u.prio < CONTENT && words >= target)) continue;
    keep(u, u.make((text) => words + countWords(text) <= band.max));
  }
  return kept;
}
