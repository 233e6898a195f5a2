// Renders a plan into a book (issue 10 'The writer as content'): each chapter's events in order, one
// telling each, never the same telling twice in a book, then scenery and feelings within the chapter's
// budget (at most about a quarter of its sentences), then the picture's brief.
import type { SceneBriefV2 } from '../../../scene-brief.ts';
import type { Focus, LocaleContent } from '../content/load-content.ts';
import type { BeatFile } from '../content/schema.ts';
import { fits, templatesFor, type Telling } from '../content/tellings.ts';
import { DAY_FLAGS } from '../plan/day-of.ts';
import { isMissed, isNewFriend, isVisit } from '../plan/plot-for-idea.ts';
import { dreamKind, isDreamDeed } from '../plan/places.ts';
import type { ChapterPlan, EventKind, PlotEvent, StoryPlan } from '../plan/types.ts';
import { createRng, type Rng } from '../rng.ts';
import type { Entity } from '../template/grammar-types.ts';
import { renderTemplate, type RenderScope } from '../template/render.ts';
import { placeTexture, sceneryRoom, texture } from './chapter-texture.ts';
import { chapterMoods } from './beat-mood.ts';
import { detailTeller } from './detail-lines.ts';
import { needsGoing, tellGoing } from './going-there.ts';
import { entitiesOf, flagsAt, ownFeeling, rolesAt } from './entities.ts';
import { petStartVariety, varyHeroStarts } from './sentence-starts.ts';
import { sceneForChapter } from './scene-for-chapter.ts';
import { focusShortName, frenchFocusShortName, shortenRepeats, shortNames } from './short-names.ts';
import { PERFORM_FAMILIES } from '../plan/performance.ts';

export interface BookChapter {
  title: string;
  content: string;
  brief: SceneBriefV2;
  /** What each paragraph tells, for the linter: the event kind or 'texture'. */
  parts: { kind: string; text: string; key: string }[];
}

export interface Book {
  title: string;
  description: string;
  chapters: BookChapter[];
  /** The telling keys used, for the family's next book (it avoids them). */
  lines: string[];
}

export { sentencesIn } from './chapter-texture.ts';

class Teller {
  readonly used = new Set<string>();
  constructor(private readonly rng: Rng, private readonly avoid: ReadonlySet<string>) {}

  pick(list: readonly Telling[] | undefined, flags: ReadonlySet<string>, roles: ReadonlySet<string>): Telling | undefined {
    const ok = (list ?? []).filter((t) => !this.used.has(t.key) && fits(t, flags) && [t.young, t.older, t.old].every((tpl) => !tpl || tpl.roles.every((r) => roles.has(r))));
    const fresh = ok.filter((t) => !this.avoid.has(t.key));
    const choice = fresh.length > 0 ? fresh : ok;
    // A beat whose tellings are steps (a tent is pitched before the campfire) tells its next step, not a random one.
    const next = Math.min(...choice.map((x) => x.step ?? Infinity));
    const pool = next === Infinity ? choice : choice.filter((x) => x.step === next);
    if (pool.length === 0) return undefined;
    const t = this.rng.pick(pool);
    this.used.add(t.key);
    return t;
  }
}

/** The longest scenery or weather line an English reader of 3-5 gets, in words (an editor's mark). */
const YOUNG_LOOK = 14;

/** The beats a book may tell more than once (tries, complications): a second one can be left out. */
const REPEATED: ReadonlySet<EventKind> = new Set(['try', 'complication']);

/** The idea's toys the hero holds ('loved': 'and tractors'; 'comfort': 'and his teddy helps him'): their tellings first. */
const HELD = ['loved', 'comfort'];

/** The situations whose own moral lines are told before the others: a "won't" of the child's own, a milk tooth, a pet trained at
 * home, a first day at school, brothers and sisters who squabble, the toys awake at night, a baby on its way (at home, never a
 * bag on a path), a misdeed owned up to, the child's own behaviour. */
const OWN_MORAL = ['self', 'tooth', 'pet', 'first-day', 'squabble', 'toys', 'newbaby', 'sorry', 'behaviour', 'trait-quirk'];

// The child's own big feeling ('feeling': a tantrum, the new baby, bad dreams): its own tellings before any shared one.
// A pet trained at home ('pet'): its own tellings too, so no generic skill line has the puppy whisper a wish;
// a melted snowman and a power cut ('melted', 'power-cut'): theirs, so nothing is taped or glued; a visit that
// frightens ('checkup'), the bath ('bath-fear') or a show ('show'): the waiting room, the warm water, the stage, never a road; a pet
// fish ('fish'): its tank, never a walk.
// A festival ('festival': Christmas Eve, Diwali, Eid): its own day at home or in the street, never a road to a place.
// A being's trait answered ('trait': a penguin always cold): its tries fit the trait, never a generic skill line.
// One of the family hurt, not ill ('caring-hurt': 'Grandpa broke his leg'): the leg up on a pillow, never a sneeze or a cold;
// the child's sprain ('hurt-sprain'): the bandage and a few days' rest, never weeks in a cast; a thing sewn, knitted or of
// paper ('made-craft'): the sewing box at the kitchen table, never boxes and tape from the shed.
// Someone who died ('remember'): only its own gentle tellings, never a shared line that would search for them.
// A pet's theft ('steal': our dog stole the sausages): its own tellings before the pet's shared ones (no chewed shoe's marks).
const OWN_TELLINGS = ['goodbye', 'remember', 'feeling', 'steal', 'pet', 'trait', 'melted', 'power-cut', 'checkup-hair', 'checkup-teeth', 'checkup-jab', 'checkup-eyes', 'checkup', 'bath-fear', ...PERFORM_FAMILIES, 'show', 'first-day', 'lost-child', 'fish', 'festival', 'caring-hurt', 'hurt-sprain', 'made-craft'];

// A race swum: a telling that swims first, a bike lesson one that rides ('bike'), a swimming lesson one at the pool ('swim-lesson'); so the race is in the water on every page that can say so; a thing
// the wind blew away ('blown'): a telling of the wind first, so it is chased, never looked for in the toy box;
// a visit ('to see auntie Rose'): the one visited welcomes the child at the end of the journey; a big day's place
// or event ('day-zoo', 'day-ballet'): what is seen and done there before any line that would fit any place.

// A storm on a day out ('storm-comes'): the storm breaks at the complication and passes at the turning point.
// A move to a town the idea names ('town': 'moving to Manchester'): the tellings that say the town, at the start, on the road, in the letter.
const PLOT_TELLINGS_FIRST = ['swim', 'bike', 'swim-lesson', 'ski-lesson', 'blown', 'visit', 'storm-comes', 'town', ...DAY_FLAGS.filter((f) => f !== 'day-event')];

const isAdvice = (flag: string): boolean => flag.startsWith('advice-');

/** A plot's turning points acting out the advice given (an 'advice-…' flag that happened); under a situation told first
 * (OWN_TELLINGS, PLOT_TELLINGS_FIRST: a lost child, the wind), only those written for that situation too. */
function advisedTellings(list: readonly Telling[] | undefined, happened: ReadonlySet<string>, flags: ReadonlySet<string>): Telling[] {
  const situations = [...OWN_TELLINGS, ...PLOT_TELLINGS_FIRST].filter((f) => flags.has(f));
  return (list ?? []).filter((x) => x.if.some((f) => isAdvice(f) && happened.has(f)) && situations.every((f) => x.if.includes(f)));
}

export function writeBook(plan: StoryPlan, content: LocaleContent, avoidLines: readonly string[] = []): Book {
  const rng = createRng(plan.seed * 7 + 1);
  const teller = new Teller(rng, new Set(avoidLines));
  const g = content.grammar;
  const entities = entitiesOf(plan, content);
  const varyPet = petStartVariety(entities, g, content.words['pet-names']);
  const all = rolesAt(plan, plan.chapters.length);
  const allFlags = flagsAt(plan, plan.chapters[plan.chapters.length - 1] ?? plan.chapters[0] as ChapterPlan, all);
  const baseScope: RenderScope = { entities, vary: (n) => rng.int(0, n - 1), ...(plan.deed ? { deed: plan.deed } : {}), ...(plan.idea?.quirk ? { quirk: plan.idea.quirk } : {}) };
  const say = (t: Telling | undefined, scope: RenderScope, sentence = true, quoted = false): string =>
    t ? templatesFor(t, plan.request.age).map((tpl) => renderTemplate(tpl, scope, g, sentence, quoted)).join(' ') : '';
  // What the book thinks of and talks about (words.yaml): a skill with nothing to learn it with; 'la fête de
  // Mamie' (the party the hero tells the helper about, not Mamie alone); 'a trip to the beach with Grandpa' (a
  // storm with an owner is only ever a day out: Grandpa walks beside them, never looked for); 'he won't go to
  // bed' (who says no, and to what, never a stock toy the parent did not write).
  const w = content.words;
  const shortOf = new Map<Entity, string>();
  const focus = (f: Focus, gender: Entity['gender'] = 'n'): Entity => {
    const e: Entity = { name: renderTemplate(f.template, baseScope, g, false), gender: f.gender ?? gender };
    if (f.short) shortOf.set(e, f.short);
    return e;
  };
  // A dream ('devenir pompier') is a dream; tying laces or building a den is a challenge, never 'le rêve de faire ses lacets'.
  const skill = isDreamDeed(plan.deed) ? w['dream-skill'] ?? w.skill : w.skill;
  const skillFocus = plan.plot === 'learn-skill' && plan.deed && plan.ideaRole !== 'tool' && plan.ideaRole !== 'owner' && skill ? focus(skill) : undefined;
  if (skillFocus) entities.focus = skillFocus;
  if (plan.plot === 'save-party' && plan.ideaRole === 'owner' && w.party) entities.focus = focus(w.party);
  if (plan.plot === 'weather-storm' && plan.ideaRole === 'owner' && w.outing) entities.focus = focus(w.outing);
  // A visit with no town named ('visit Grandma', « aller voir papi »): the journey goes to the visited one's house
  // (words.yaml 'visit-goal'), never to the stock top of Blue Hill.
  if (plan.plot === 'reach-place' && isVisit(plan.idea) && entities.owner && w['visit-goal'] && !plan.objects.some((o) => o.role === 'goal' && o.fromIdea)) entities.goal = focus(w['visit-goal']);
  // A friend to make ('wants a friend'): making a friend is what the book thinks of, not the friend not yet met.
  if (plan.plot === 'find-friend' && isNewFriend(plan.idea) && w.friendship) entities.focus = focus(w.friendship);
  // Someone dear far away ('Papa travaille loin'): missing them is what the book thinks of, not a search.
  if (plan.plot === 'find-friend' && isMissed(plan.idea) && w.missing) entities.focus = focus(w.missing, entities.owner?.gender);
  if (plan.plot === 'change-mind' && plan.deed && entities.owner && !plan.objects.some((o) => o.role === 'goal' && o.fromIdea)) {
    entities.focus = w.refusal ? focus(w.refusal, entities.owner.gender) : entities.owner;
  }
  // The child's own "won't": 'having to tidy the room', 'le moment de ranger sa chambre' (words.yaml 'own-refusal').
  if (plan.plot === 'change-mind' && plan.deed && !entities.owner && w['own-refusal']) entities.focus = focus(w['own-refusal']);
  // The child's own big feeling ('Leo has big tantrums'): the feeling, named as the child would ('the tantrum volcano').
  const feeling = ownFeeling(plan) ? w.feelings?.[plan.idea?.feeling ?? ''] : undefined;
  if (feeling && plan.plot === 'change-mind') entities.focus = focus(feeling);
  const purposeTelling = teller.pick(content.plots[plan.plot].purpose, allFlags, all);
  const scope: RenderScope = { ...baseScope, purpose: say(purposeTelling, baseScope, false), spokenPurpose: say(purposeTelling, baseScope, false, true) };

  // The story's things and the idea's details by their last word ('clock', 'horloge', 'renard'): a scenery line naming one ('the clock on the
  // mantelpiece ticked') would show it before the plot brings it in, or a second one.
  const storyNouns = [...plan.objects, ...(plan.details ?? [])].map((o) => o.noun.toLowerCase().split(' ').pop() ?? '').filter((w) => w.length > 2).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  // The parent's long noun phrases ('shiny red umbrella', 'le défi de faire du vélo sans petites roues') and how
  // often the book has said them.
  // Only a skill's challenge and a day out are said shorter: 'le moment de ranger sa chambre' is no 'moment' alone.
  // What the book talks of is said whole once, then 'the ballet dream', 'the challenge', 'the great argument'.
  const dream = entities.focus && entities.focus === skillFocus ? dreamKind(plan.deed) : undefined;
  const focusShort = dream ? w['dream-names']?.[dream] ?? w['dream-names']?.['any'] : entities.focus ? shortOf.get(entities.focus) : undefined;
  // A skill of a few words is said shorter all book long; a refusal ('the great argument over whether to brush teeth')
  // is said whole once on each page, so the parent's deed stays on every page that talks of it.
  const wholeOnce = !!entities.focus && entities.focus === skillFocus && (!!dream || (plan.deed ?? '').split(' ').length > 1);
  const focusName = content.lang === 'en' ? focusShortName(entities.focus?.name, focusShort, wholeOnce) : [];
  const longNames = content.lang === 'en' ? [...shortNames(plan), ...focusName] : frenchFocusShortName(['learn-skill', 'weather-storm'].includes(plan.plot) ? entities.focus?.name : undefined);
  const mentions = new Map<string, number>();
  // The text told so far: a picture draws only the things its page or an earlier one has named.
  let toldBefore = '';
  const told = new Set<EventKind>();
  // The moral's setup told at the first try (the fib): its turning point answers that one.
  const setUp: MoralSoFar = { told: new Set() };
  // A helper given a task ('I owe you. Now: the city') comes back before the story is solved (issue 10: a promise
  // that leads nowhere is a clue that leads nowhere). When nothing told since the task has named the helper, the
  // turning point starts with the helper's return (the plot's 'helper-back', else beats/helper-back.yaml) and keeps
  // its own telling after it, so its words (the feeling, the dream, the lost thing) stay on the page.
  // Its line is picked with a die of its own, so the rest of the book is told as it was.
  const owed = { due: false, teller: new Teller(createRng(plan.seed * 7 + 3), new Set(avoidLines)) };
  // What a told beat made happen ('sets': the rival tripped on a root) is a flag for every later beat, so the
  // turning point does not tell it happening again (issue 10: the rival fell twice in one long book).
  const happened = new Set<string>();
  // The helper's advice in the helper's own words, filled when the task is told: the turning point quotes it
  // ('Then Lucas remembered Ember's words: look again where you already looked.'), never a paraphrase of its kind.
  const advice: Entity = { gender: 'n', forms: {} };
  entities.advice = advice;
  const beside = detailTeller(plan, content);
  // The way between places is picked with a die of its own, so the rest of the book is told as it was.
  const way = new Teller(createRng(plan.seed * 7 + 9), new Set(avoidLines));
  const chapters = plan.chapters.map((chapter): BookChapter => {
    // Once a task has given its advice, a line may quote it ({advice}).
    const roles = new Set([...rolesAt(plan, chapter.index), ...(advice.forms?.the ? ['advice'] : [])]);
    const flags = new Set([...flagsAt(plan, chapter, roles), ...happened]);
    const here = plan.places.find((p) => p.role === chapter.place);
    const local: RenderScope = { ...scope, entities: { ...entities, here: entities[chapter.place] } };
    const groups: BookChapter['parts'][] = [];
    for (const event of [...chapter.events]) {
      let t: Telling | undefined;
      // Under the idea's own weather, a telling written for it first (a night in the fog, a snowy morning).
      const sky = plan.idea?.weather === chapter.weather ? chapter.weather : undefined;
      // The plot's own tellings of a beat first, then the shared ones (beats/<kind>.yaml).
      // The second thing the child loves ('and tractors', the hero's toy), the toy that comforts ('and his teddy helps
      // him'): a beat with a telling for it tells that one.
      for (const held of HELD) if (flags.has(held)) for (const list of [content.plots[plan.plot][event.kind], content.beats[event.kind as BeatFile]]) t ??= teller.pick(list?.filter((x) => x.if.includes(held)), flags, roles);
      // The helper's advice acted out on the plot's own thing (plots/<plot>/advice.yaml: look again, and there is the umbrella's
      // hook on the gate), so advice and answer are one; a situation told first (a tooth, the wind) only by a line written for it.
      if (event.kind === 'turning-point') t ??= teller.pick(advisedTellings(content.plots[plan.plot][event.kind], happened, flags), flags, roles);
      // A situation with tellings of its own (OWN_TELLINGS, PLOT_TELLINGS_FIRST): those before any shared one.
      for (const own of OWN_TELLINGS) if (flags.has(own)) for (const list of [content.plots[plan.plot][event.kind], content.beats[event.kind as BeatFile]]) t ??= teller.pick(list?.filter((x) => x.if.includes(own)), flags, roles);
      for (const own of PLOT_TELLINGS_FIRST) if (flags.has(own)) t ??= teller.pick(content.plots[plan.plot][event.kind]?.filter((x) => x.if.includes(own)), flags, roles);
      // A beat that answers what happened before (the rival who fell is helped up) before any other of its kind.
      if (happened.size > 0) t ??= teller.pick(content.plots[plan.plot][event.kind]?.filter((x) => x.if.some((f) => happened.has(f))), flags, roles);
      for (const list of [content.plots[plan.plot][event.kind], content.beats[event.kind as BeatFile]]) t ??= (sky ? teller.pick(list?.filter((x) => x.if.includes(sky)), flags, roles) : undefined) ?? teller.pick(list, flags, roles);
      // An older reader's extra try or complication with no telling left, or a second one of a kind the
      // book has told already (a puppy lost underground leaves few ways for a search to go wrong): the plan
      // drops it, the text too. A book with one complication fewer beats a parent's story that fails.
      if (!t && (event.extra || (REPEATED.has(event.kind) && told.has(event.kind)))) {
        chapter.events.splice(chapter.events.indexOf(event), 1);
        continue;
      }
      if (!t) throw new Error(`storyteller: no ${content.lang} telling for ${plan.plot}/${event.kind} (flags ${[...flags].join(',')})`);
      told.add(event.kind);
      for (const f of t.sets ?? []) { happened.add(f); flags.add(f); }
      // Quoted whole ('remembered Sizzle's words: “Look again where you already looked.”'): a capital, as a sentence.
      if (t.advice && advice.forms) advice.forms.the = renderTemplate(plan.request.age === '3-5' ? t.advice.young : t.advice.older, local, g, true);
      const telling = { kind: event.kind, text: say(t, local), key: t.key };
      const morals = moralLines(event, plan, content, teller, flags, roles, setUp);
      const moral = morals.map((m) => ({ kind: `moral:${plan.request.moral}`, text: say(m, local), key: m.key }));
      // The helper's advice at the task ('look again where you already looked') is what the child remembers and uses
      // at the turning point, even when the turning point's own telling names the helper too.
      // A turning point that acts the advice out has only the remembering before it ('advice-acted'), not a general deed too.
      const acting = t.if.some(isAdvice) ? new Set([...flags, 'advice-acted']) : flags;
      const advised = event.kind === 'turning-point' ? owed.teller.pick(content.beats['helper-back'].filter((x) => x.if.some((f) => isAdvice(f) && happened.has(f))), acting, roles) : undefined;
      const back = advised ?? (owed.due && event.kind === 'turning-point' && ![t, ...morals].some((x) => namesHelper(x, plan.request.age))
        ? owed.teller.pick(content.plots[plan.plot]['helper-back'], flags, roles) ?? owed.teller.pick(content.beats['helper-back'], flags, roles) : undefined);
      if (back) teller.used.add(back.key);
      if (event.kind === 'helper-task') owed.due = true;
      else if ([t, ...morals, ...(back ? [back] : [])].some((x) => namesHelper(x, plan.request.age))) owed.due = false;
      const returned = back ? [{ kind: 'helper-back', text: say(back, local), key: back.key }] : [];
      // At the turning point the moral's choice comes first: it is what makes the plot turn (after a helper's return).
      groups.push(event.kind === 'turning-point' ? [...returned, ...moral, telling] : [telling, ...moral]);
    }
    // The idea's details beside the plot ('hearing a fox'): after the chapter's first event, which sets the scene.
    const details = beside.partsFor(chapter, flags, roles, local, (t, sc) => say(t, sc));
    if (details.length > 0) groups.splice(1, 0, details);
    // A new place is gone to in words when no beat of the chapter travels (compose/going-there.ts).
    const going = needsGoing(plan, chapter) ? way.pick(content.beats['move-on'], flags, roles) : undefined;
    if (going) { teller.used.add(going.key); tellGoing(groups, chapter, going, say(going, local)); }
    // The weather is told when it changes, not on every page of a windy day.
    // The idea's own weather (the snow of 'lost in the snow') is told again at each new place it is met out of
    // doors, and a place's scenery under it is only the lines that see it (no ladybirds in the snow).
    const before = plan.chapters[chapter.index - 1];
    const ideaSky = plan.idea?.weather !== undefined && plan.idea.weather === chapter.weather;
    const newPlace = ideaSky && (before?.place !== chapter.place || flagsAt(plan, before, roles).has('indoors')) && !flags.has('indoors');
    const weatherNews = (chapter.weather !== 'clear' && (before?.weather !== chapter.weather || newPlace)) || flags.has('fog-lifted') || flags.has('rain-stopped');
    // Out in a storm an English page looks at the storm, not at a sprinkler's rainbow or the smell of cut grass.
    const stormy = content.lang === 'en' && chapter.weather === 'storm' && !flags.has('indoors');
    const extra = texture({
      chapter, weatherNews, plot: groups.flat(), content, placeId: stormy ? undefined : here?.id, teller, flags, roles, say: (t) => say(t, local), storyNouns, ideaSky,
      maxWords: content.lang === 'en' && plan.request.age === '3-5' ? YOUNG_LOOK : Infinity, scenery: sceneryRoom(plan, chapter), moods: chapterMoods(plan, chapter),
    });
    const parts = placeTexture(groups, chapter, extra, content.lang === 'en');
    shortenRepeats(parts, longNames, mentions);
    if (content.lang === 'en') varyHeroStarts(parts, plan, entities.hero ? g.field(entities.hero, 'he') : undefined, entities.hero ? g.field(entities.hero, 'his') : undefined);
    // French has no "Léa's": only the subject is swapped ("Léa ouvrit" -> "Elle ouvrit").
    if (content.lang === 'fr') varyHeroStarts(parts, plan, entities.hero ? g.field(entities.hero, 'il') : undefined, 'son', true);
    // Nor 'Son chaton... Son chaton...': the family's unnamed pet is also 'il' and 'le petit chat'.
    varyPet(parts);
    const main = [...chapter.events].reverse().find((e) => e.kind !== 'homecoming') ?? chapter.events[0];
    const titleT = teller.pick(content.words.titles[main?.kind ?? 'opening'], flags, roles);
    const text = parts.map((p) => p.text).join('\n\n');
    const brief = sceneForChapter(plan, chapter, parts, content, toldBefore);
    toldBefore += `\n\n${text}`;
    return { title: g.title(say(titleT, local)), content: text, parts, brief };
  });
  const title = g.title(say(teller.pick(content.plots[plan.plot].title, allFlags, all), scope));
  const description = say(teller.pick(content.words.description, allFlags, all), scope);
  return { title, description, chapters, lines: [...teller.used] };
}

/** Does the telling name the helper, in the words the reader's age is told? */
function namesHelper(t: Telling, age: StoryPlan['request']['age']): boolean {
  return templatesFor(t, age).some((tpl) => tpl.roles.includes('helper'));
}

/** What the moral's lines have told so far: the setup's telling, and what it and the turning point made happen
 * (their 'sets': the promise made, the bag the gift was kept in; 'turned' once the turning point is told), so that a
 * later line recalls only what the book told (issue 10: 'she kept her promise' when no promise was ever made). */
interface MoralSoFar { telling?: Telling; told: Set<string> }

function moralLines(event: PlotEvent, plan: StoryPlan, content: LocaleContent, teller: Teller, flags: ReadonlySet<string>, roles: ReadonlySet<string>, setUp: MoralSoFar): Telling[] {
  if (!event.moral) return [];
  const m = content.morals[plan.request.moral];
  const setup = event.kind === 'try' || event.kind === 'complication';
  // A day of remembering someone who died ('remember') has no moral lines of its own yet: the shared ones set up a fib
  // or a promise and answer it ('I'm glad I told the truth'), which nobody tells while mourning; the day's tellings are the lesson.
  if (flags.has('remember')) return [];
  const list = setup ? m.setup : event.kind === 'turning-point' ? m['turning-point'] : event.kind === 'homecoming' ? m.ending : [];
  // The turning point answers what the setup set up (the fib told: 'Lots of times' is owned up to, not 'I said I
  // wasn't scared'): told with the setup's flags, and a telling written for them first. The ending too: its line says
  // what happened in this book (the fib about the way), not a truth that could close any book.
  // The ending is told with all the moral told before it (the turning point's 'sets' and 'turned' too), so its line
  // recalls the promise, the bag emptied or the thing shared only when the book told them: a line written for what
  // was told first (the situation's own among them, OWN_MORAL), then the situation's own, then any.
  if (event.kind === 'homecoming' && setUp.told.size > 0) {
    const answered = new Set([...flags, ...setUp.told]);
    const recalls = list.filter((x) => [...setUp.told].some((s) => x.if.includes(s)));
    const ownOf = (l: Telling[]): Telling[] => l.filter((x) => OWN_MORAL.some((f) => answered.has(f) && x.if.includes(f)));
    const t = teller.pick(ownOf(recalls), answered, roles) ?? teller.pick(recalls, answered, roles)
      ?? teller.pick(ownOf(list), answered, roles) ?? teller.pick(list, answered, roles);
    return t ? [t] : [];
  }
  const sets = event.kind === 'turning-point' ? setUp.telling?.sets ?? [] : [];
  if (sets.length > 0) {
    const answered = new Set([...flags, ...sets]);
    // Among the answers, the situation's own first (a pet's promise is kept by teaching it, not by bringing anyone home).
    const answers = list.filter((x) => sets.some((s) => x.if.includes(s)));
    const t = teller.pick(answers.filter((x) => OWN_MORAL.some((f) => answered.has(f) && x.if.includes(f))), answered, roles)
      ?? teller.pick(answers, answered, roles) ?? teller.pick(list, answered, roles);
    if (t && event.kind === 'turning-point') markTurned(setUp, t);
    return t ? [t] : [];
  }
  // The child's own "won't" ('self'), a milk tooth ('tooth'): the moral's own lines for it first (no quest to promise
  // to see through; the fib is about the tooth).
  const own = list.filter((x) => OWN_MORAL.some((f) => flags.has(f) && x.if.includes(f)));
  // A big feeling ('feeling'): the moral's own lines for it, or none before the ending (its self lines are about a chore).
  if (flags.has('feeling') && event.kind !== 'homecoming') {
    const t = teller.pick(list.filter((x) => x.if.includes('feeling')), flags, roles);
    if (t && setup) for (const f of t.sets ?? []) setUp.told.add(f);
    if (t && event.kind === 'turning-point') markTurned(setUp, t);
    return t ? [t] : [];
  }
  const t = teller.pick(own, flags, roles) ?? teller.pick(list, flags, roles);
  if (setup && t) { setUp.telling = t; for (const f of t.sets ?? []) setUp.told.add(f); }
  if (t && event.kind === 'turning-point') markTurned(setUp, t);
  return t ? [t] : [];
}

/** The moral's turning point was told: what it set, and 'turned', hold for the ending. */
function markTurned(setUp: MoralSoFar, t: Telling): void {
  setUp.told.add('turned');
  for (const f of t.sets ?? []) setUp.told.add(f);
}
