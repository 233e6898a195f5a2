// The story linter (issue 10 'A story linter'): checks a told book against the invariants a reader
// notices. Each rule returns the problems it finds; the tests require none over their grid and
// scripts/story-lint.ts prints the rates over the big one.
import { saysWord, wholeWords } from './french-checks.ts';
import { TIME_SLOTS, type StoryPlan } from '../storyteller/plan/types.ts';
import { PLOT_TABLE } from '../storyteller/plan/plot-table.ts';
import { dayWords } from '../storyteller/plan/day-of.ts';
import { FLAG_WORDS } from '../storyteller/plan/flags.ts';
import type { Book } from '../storyteller/compose/write-book.ts';
import { BAD_ENGLISH, BAD_FRENCH, PLACEHOLDER, sentencesOf } from './text-measures.ts';
import { sceneCues } from '../storyteller/compose/scene-cues.ts';
import { thingOf } from '../storyteller/compose/scene-for-chapter.ts';
import { earthlyWordsOffTheEarth, houseAndHedgeWordsAway, oldHomeInTheNewHouse, thingsSaidAsKnownBeforeSetUp } from './continuity-checks.ts';
import { moralRecallsUntold } from './moral-recalls.ts';
import { helperSolves } from './helper-checks.ts';
import { placeWithoutJourney, strayScenery } from './place-and-scenery-checks.ts';
import { feelingAgainstMood, sceneryAgainstWeather } from './mood-and-weather-checks.ts';

export const LINT_RULES = [
  'time-backwards', 'time-words', 'use-before-introduction', 'prop-before-introduction', 'idea-missing',
  'child-not-hero', 'chapter-without-plot', 'filler-over-budget', 'moral-misplaced', 'grammar', 'placeholder',
  'helper-forgotten', 'earthly-off-the-earth', 'known-before-set-up', 'house-and-hedge-away', 'old-home-in-new-house',
  'moral-recall-untold', 'stray-scenery', 'place-without-journey', 'feeling-against-mood', 'scenery-against-weather', 'helper-solves',
] as const;
export type LintRule = (typeof LINT_RULES)[number];

export interface LintIssue {
  rule: LintRule;
  chapter?: number;
  detail: string;
}

/** Words that belong to one part of the day only, per language: a night chapter does not have sunbeams. */
const TIME_WORDS: Record<'en' | 'fr', { night: RegExp; day: RegExp }> = {
  en: {
    night: /\b(moonlight|the moon rose|stars came out|fireflies|fell (fast )?asleep|goodnight|the lamp went out)\b/i,
    day: /\b(sunbeams|sunlight poured|eating breakfast|morning came|a new day|dew sparkled)\b/i,
  },
  fr: {
    night: wholeWords(['clair de lune', 'la lune se leva', "les étoiles s'allumèrent", 'lucioles', "s'endormit", 'bonne nuit']),
    day: wholeWords(['rayons du soleil', 'petit déjeuner', 'un nouveau jour', 'la rosée']),
  },
};

/** What is about only by day, marked at night (an editor read a woodpecker knocking at midnight): evening has its blackbird. */
export const DAY_CREATURES: Record<'en' | 'fr', RegExp> = {
  // Butterflies in a tummy (« des papillons dans le ventre ») are nerves, felt at any hour.
  en: /\b(woodpeckers?|birdsong|larks?|robins?|ladybirds?|(?<!(?:tummy|stomach|belly) (?:is |was )?full of )butterfl(?:y|ies)(?! in (?:[\w'’]+ )?(?:tummy|tummies|stomach|belly))|bees|a hen and her chicks|sparrows)\b/i,
  fr: /(?<!\p{L})(chant des oiseaux|alouettes?|rouge-gorge|coccinelles?|papillons(?! (?:(?:dans|plein) (?:le|son|mon|ton|leur|les) ventres?|du ventre|de son ventre))|abeilles|moineaux|poussins)(?!\p{L})/iu,
};

/** A moral's own words, which no other moral's book may say (honesty's fib, responsibility's promise). */
const MORAL_WORDS: Record<'en' | 'fr', Partial<Record<string, RegExp>>> = {
  en: { honesty: /\b(fib|fibbed|honest|the truth)\b/i, responsibility: /\bpromise[sd]?\b/i, perseverance: /\b(give up|gave up|one more time)\b/i },
  fr: { honesty: wholeWords(['mensonge', 'mentir', 'menti', 'honnête', 'la vérité']), responsibility: wholeWords(['promesse', 'promis']), perseverance: wholeWords(['abandonner', 'une fois de plus', 'encore une fois']) },
};

// A whole word, its plural too: 'feu' is not in 'feuille', nor 'cat' in 'caterpillar'.
const mentions = saysWord;

/** How the idea shows in the text: its name, else its head noun (the plural starts the same). */
export function ideaWords(plan: StoryPlan): string[] {
  const idea = plan.idea;
  if (!idea) return [];
  // A plural is found by its own last word too: 'teddy' is not the start of 'teddies'.
  const parts = [idea.subject, idea.owner, idea.other, idea.place].flatMap((p) => (p && p.kind !== 'event' && !p.self ? [p.name ?? p.head, ...(p.plural && !p.name ? [p.words.split(' ').pop() ?? p.head] : [])] : []));
  // The child's own big feeling ('Leo has big tantrums'): said in a book by its words (plan/plots.yaml 'feelings').
  const feeling = idea.feeling ? PLOT_TABLE.feelings[idea.feeling] ?? [] : [];
  // Something done with the family ('going fishing with grandpa'): what is reached together (the fish) is the idea too.
  // A feast's own goal is a name ('Christmas Eve', 'Diwali'); its kind's words say it too ('stocking', 'rangoli': plan/day-of.ts).
  // Brothers and sisters who squabble with none named ('my kids argue constantly'): the stock brother or sister is the idea.
  const sibling = idea.together === 'squabble' ? plan.cast.filter((c) => c.role === 'owner').flatMap((c) => (c.name ? [c.name] : c.noun ? [c.noun] : [])) : [];
  // A holiday's place named ('flying to Spain', « en Bretagne »): said in a book by its name, without its article.
  const trip = idea.together === 'holiday' && idea.holiday ? [idea.holiday.the.replace(/^(?:the |la |le |les |l')/iu, '')] : [];
  // A sleepless night (together 'bedtime'): the idea is sleep, said in the book's words of it, not the stock cuddly toy.
  const night = idea.together === 'bedtime' ? FLAG_WORDS.sleepless.said : [];
  const together = idea.situation === 'together' ? [...plan.objects.filter((o) => o.role === 'goal').map((o) => o.name ?? o.noun).filter((w) => w !== ''), ...dayWords(idea), ...sibling, ...trip, ...night] : [];
  // Once each: a reading may name one word twice (the beach as what the idea is about and as where it happens).
  return [...new Set(idea.deed ? [...parts, ...together, idea.deed, ...feeling] : [...parts, ...together, ...feeling])];
}

export function lintStory(plan: StoryPlan, book: Book): LintIssue[] {
  const issues: LintIssue[] = [];
  const add = (rule: LintRule, detail: string, chapter?: number): void => {
    issues.push({ rule, detail, ...(chapter !== undefined ? { chapter } : {}) });
  };
  const lang = plan.lang;

  // Time: slots only move forward, a new day only after a night.
  plan.chapters.forEach((c, i) => {
    const prev = plan.chapters[i - 1];
    if (!prev) return;
    const a = prev.time.day * 10 + TIME_SLOTS.indexOf(prev.time.slot);
    const b = c.time.day * 10 + TIME_SLOTS.indexOf(c.time.slot);
    if (b < a) add('time-backwards', `${prev.time.slot} day ${prev.time.day} -> ${c.time.slot} day ${c.time.day}`, i);
    if (c.time.day > prev.time.day && prev.time.slot !== 'night') add('time-backwards', 'a new day without a night', i);
  });
  // The story's own being may be one (a baby robin fallen from its nest): it is there at night too.
  const storyCreature = DAY_CREATURES[lang].test([...plan.cast.map((m) => `${m.species} ${m.noun ?? ''}`), ...plan.objects.map((o) => o.noun)].join(' '));
  book.chapters.forEach((c, i) => {
    const slot = plan.chapters[i]?.time.slot;
    const words = TIME_WORDS[lang];
    if ((slot === 'morning' || slot === 'midday' || slot === 'afternoon') && words.night.test(c.content)) add('time-words', `night words in a ${slot} chapter: ${words.night.exec(c.content)?.[0]}`, i);
    if ((slot === 'evening' || slot === 'night') && words.day.test(c.content)) add('time-words', `daylight words in a ${slot} chapter: ${words.day.exec(c.content)?.[0]}`, i);
    if (slot === 'night' && !storyCreature && DAY_CREATURES[lang].test(c.content)) add('time-words', `daylight creatures in a night chapter: ${DAY_CREATURES[lang].exec(c.content)?.[0]}`, i);
  });

  // Nobody and nothing named before the chapter that brings them in.
  for (const m of plan.cast) {
    const word = m.name ?? '';
    if (!word || m.role === 'hero') continue;
    book.chapters.slice(0, m.introducedIn).forEach((c, i) => {
      if (mentions(c.content, word, true)) add('use-before-introduction', `${m.role} '${word}' before chapter ${m.introducedIn + 1}`, i);
    });
  }
  const species = plan.cast.map((c) => c.species.toLowerCase()).join(' ');
  for (const o of plan.objects) {
    if (species.includes(o.noun.toLowerCase())) continue;
    book.chapters.slice(0, o.introducedIn).forEach((c, i) => {
      if (mentions(c.content, o.noun)) add('use-before-introduction', `${o.role} '${o.noun}' before chapter ${o.introducedIn + 1}`, i);
    });
  }
  book.chapters.forEach((c, i) => {
    const drawn = [...c.brief.props.map((p) => p.prop), ...(c.brief.keyObject ? [c.brief.keyObject] : []), ...c.brief.cast.flatMap((x) => (x.holding ? [x.holding] : []))];
    for (const p of drawn) {
      const introducedAt = Math.min(...plan.objects.filter((o) => thingOf(o, sceneCues(plan.lang)) === p).map((o) => o.introducedIn));
      if (!c.brief.introduced.includes(p) || !(introducedAt <= i)) add('prop-before-introduction', `'${p}' drawn before the text brings it in`, i);
    }
  });

  // The idea: in the problem, in the resolution, and in at least half of the chapters.
  const words = ideaWords(plan);
  const ideaScene = plan.idea?.place?.place;
  const sceneOf = (i: number): string | undefined => plan.places.find((p) => p.role === plan.chapters[i]?.place)?.scene;
  if (words.length > 0) {
    const inChapter = (i: number): boolean => (ideaScene !== undefined && sceneOf(i) === ideaScene) || has(book.chapters[i]?.content ?? '');
    const has = (text: string): boolean => words.some((w) => mentions(text, w));
    const chapterOf = (kind: string): number => plan.chapters.findIndex((c) => c.events.some((e) => e.kind === kind));
    for (const kind of ['problem', 'resolution'] as const) {
      const i = chapterOf(kind);
      const part = book.chapters[i]?.parts.find((p) => p.kind === kind)?.text ?? '';
      // A place idea is where the story goes: the problem is told at home, the resolution happens there.
      const placeOnly = !plan.idea?.subject && !plan.idea?.owner && !plan.idea?.other;
      if (placeOnly && kind === 'problem') continue;
      if (!has(part) && !inChapter(i)) add('idea-missing', `the idea (${words.join(', ')}) is not in the ${kind}`, i);
    }
    const n = book.chapters.filter((_c, i) => inChapter(i)).length;
    if (n * 2 < book.chapters.length) add('idea-missing', `the idea is in ${n} of ${book.chapters.length} chapters`);
  }

  // A named child is the hero: on every page, in the turning point and the resolution, never outnamed.
  const hero = plan.cast.find((c) => c.role === 'hero');
  const companion = plan.cast.find((c) => c.role === 'companion');
  if (plan.request.childName) {
    if (hero?.name !== plan.request.childName) add('child-not-hero', `the hero is ${hero?.name ?? 'nobody'}, not ${plan.request.childName}`);
    if (/\bold\b|\bvieux\b|\bvieille\b/i.test(hero?.species ?? '')) add('child-not-hero', `the child is made old: ${hero?.species}`);
    book.chapters.forEach((c, i) => {
      const name = hero?.name ?? '';
      if (!mentions(c.content, name)) add('child-not-hero', 'the hero is not on this page', i);
      const count = (w: string): number => c.content.split(w).length - 1;
      if (companion?.name && count(companion.name) > count(name) + 1) add('child-not-hero', `${companion.name} is named more than ${name}`, i);
    });
  }

  // A helper given a task ('I owe you. Now: the city') comes back before the story is solved: a promise that leads
  // nowhere is a clue that leads nowhere. A day with the family (do-together) puts its helper to work ('Chief Holder
  // of Things'): no debt to come back for.
  const helper = plan.cast.find((c) => c.role === 'helper');
  const task = plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'helper-task'));
  const solved = plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'resolution'));
  if (helper?.name && plan.plot !== 'do-together' && task >= 0 && solved > task && !book.chapters.slice(task + 1, solved + 1).some((c) => mentions(c.content, helper.name ?? '', true))) {
    add('helper-forgotten', `${helper.name} is given a task and never comes back`, task);
  }

  for (const f of earthlyWordsOffTheEarth(plan, book)) add('earthly-off-the-earth', f.detail, f.chapter);
  for (const f of thingsSaidAsKnownBeforeSetUp(plan, book)) add('known-before-set-up', f.detail, f.chapter);
  for (const f of houseAndHedgeWordsAway(plan, book)) add('house-and-hedge-away', f.detail, f.chapter);
  for (const f of oldHomeInTheNewHouse(plan, book)) add('old-home-in-new-house', f.detail, f.chapter);
  for (const f of moralRecallsUntold(plan, book)) add('moral-recall-untold', f.detail, f.chapter);
  for (const f of strayScenery(plan, book)) add('stray-scenery', f.detail, f.chapter);
  for (const f of placeWithoutJourney(plan, book)) add('place-without-journey', f.detail, f.chapter);
  for (const f of helperSolves(plan, book)) add('helper-solves', f.detail, f.chapter);
  for (const f of feelingAgainstMood(plan, book)) add('feeling-against-mood', f.detail, f.chapter);
  for (const f of sceneryAgainstWeather(plan, book)) add('scenery-against-weather', f.detail, f.chapter);

  book.chapters.forEach((c, i) => {
    const plot = c.parts.filter((p) => !p.kind.startsWith('texture:'));
    if (plot.length === 0) add('chapter-without-plot', 'only texture', i);
    const total = sentencesOf(c.content).length;
    const filler = c.parts.filter((p) => p.kind.startsWith('texture:')).reduce((n, p) => n + sentencesOf(p.text).length, 0);
    if (total > 0 && filler / total > 0.26) add('filler-over-budget', `${filler} of ${total} sentences are scenery or small talk`, i);
    for (const p of c.parts) {
      if (p.kind.startsWith('moral:') && p.kind !== `moral:${plan.request.moral}`) add('moral-misplaced', `${p.kind} in a ${plan.request.moral} book`, i);
      if (p.key.includes('/morals/') && !p.key.includes(`/morals/${plan.request.moral}#`)) add('moral-misplaced', `${p.key} in a ${plan.request.moral} book`, i);
    }
    for (const [moral, re] of Object.entries(MORAL_WORDS[lang])) {
      if (moral === plan.request.moral || !re) continue;
      // A fib owned up to ('Léo a menti à sa maman'): the fib is the idea itself, told whatever the moral.
      if (moral === 'honesty' && plan.idea?.together === 'sorry' && plan.idea.misdeed?.did === 'fib') continue;
      const hit = c.parts.filter((p) => !p.kind.startsWith('moral:')).find((p) => re.test(p.text));
      if (hit) add('moral-misplaced', `${moral}'s words in a ${plan.request.moral} book: ${re.exec(hit.text)?.[0]}`, i);
    }
    const bad = (lang === 'fr' ? BAD_FRENCH : BAD_ENGLISH).exec(c.content);
    if (bad) add('grammar', `'${bad[0]}'`, i);
    if (PLACEHOLDER.test(`${c.title}\n${c.content}`)) add('placeholder', `'${PLACEHOLDER.exec(`${c.title}\n${c.content}`)?.[0]}'`, i);
  });
  return issues;
}
