// What blind editors marked as lines against their moment (session 39): a yawn at the worst of the storm, a giggle at a
// sad moment, 'chewed a lip, the way he always did when a plan was coming' after the plan had come; bees among the
// sunflowers while the rain came in sideways; 'the little bridge' under a rushing stream in a garden three steps from
// the back door. These checks read the told words, not the tables' marks, so they hold whatever the writer picked.
import { chapterMoods, pastTheTurn, type BeatMood } from '../storyteller/compose/beat-mood.ts';
import { FLAG_WORDS } from '../storyteller/plan/flags.ts';
import type { StoryPlan } from '../storyteller/plan/types.ts';
import type { Book } from '../storyteller/compose/write-book.ts';
import type { ContinuityFinding } from './continuity-checks.ts';

type Lang = 'en' | 'fr';
const CHEERFUL_FORBIDDEN = new Set<BeatMood>(['worried', 'low', 'tense']);
const BEFORE_THE_TURN = new Set(['problem', 'try', 'complication']);
const WORRIED_FORBIDDEN = new Set<BeatMood>(['calm', 'relieved', 'joyful', 'sleepy']);

/** Tiredness: told in the evening, at night or once the day's effort is over. */
const TIRED: Record<Lang, RegExp> = {
  en: /\b(tired|yawn(?:ed|ing|s)?|sleepy)\b/i,
  fr: /(?<!\p{L})(fatiguée?s?|bâill\p{L}*|sommeil)(?!\p{L})/iu,
};
/** A laugh, a giggle, a smile that won't go: not while things are at their worst. */
const CHEERFUL: Record<Lang, RegExp> = {
  en: /\b(giggl\w*|laugh\w*|grinn?\w*|could not stop smiling|tingle of excitement)\b/i,
  fr: /(?<!\p{L})(ri(?:re|rent)|gloussa|pouffa|sourire têtu|s'arrêter de sourire|frisson d'impatience)(?!\p{L})/iu,
};
/** Worry and courage gathered: not in a calm, happy or sleepy moment. */
const WORRIED: Record<Lang, RegExp> = {
  en: /\b(worry|worried|braver|knot of|felt very small|something hard|spirits up)\b/i,
  fr: /(?<!\p{L})(inquiétude|courage|courageux|courageuse|si ça ne marchait pas)(?!\p{L})/iu,
};
/** A habit of thinking hard, 'when a plan was coming': before the plan comes, never after the turning point. */
const THINKING: Record<Lang, RegExp> = {
  en: /\b(when a plan was coming|ten toes, one after the other|before something hard)\b/i,
  fr: /(?<!\p{L})(façon de réfléchir très fort|une idée approchait|avant un grand saut)(?!\p{L})/iu,
};

/** A feeling or a word between friends against the mood of its chapter's beats, or a thinking habit past the turn. */
export function feelingAgainstMood(plan: StoryPlan, book: Book): ContinuityFinding[] {
  const lang = plan.lang;
  const out: ContinuityFinding[] = [];
  plan.chapters.forEach((c, i) => {
    const moods = chapterMoods(plan, c);
    const dark = c.time.slot === 'evening' || c.time.slot === 'night';
    for (const p of book.chapters[i]?.parts ?? []) {
      const felt = p.kind === 'texture:feelings' || p.kind === 'texture:talk';
      const says = (re: RegExp): string => re.exec(p.text)?.[0] ?? '';
      if (felt && TIRED[lang].test(p.text) && !dark && !moods.has('sleepy')) out.push({ chapter: i, detail: `'${says(TIRED[lang])}' in a ${c.time.slot} chapter: '${p.text}'` });
      if (felt && CHEERFUL[lang].test(p.text) && [...moods].some((m) => CHEERFUL_FORBIDDEN.has(m))) out.push({ chapter: i, detail: `'${says(CHEERFUL[lang])}' in a ${[...moods].join('/')} chapter: '${p.text}'` });
      if (felt && WORRIED[lang].test(p.text) && [...moods].some((m) => WORRIED_FORBIDDEN.has(m))) out.push({ chapter: i, detail: `'${says(WORRIED[lang])}' in a ${[...moods].join('/')} chapter: '${p.text}'` });
      // A try or a complication may think hard before the turning point of its chapter; past the turn nobody waits for a plan.
      const thinkingPast = pastTheTurn(plan, c) && !BEFORE_THE_TURN.has(p.kind);
      if (thinkingPast && THINKING[lang].test(p.text)) out.push({ chapter: i, detail: `a thinking habit past the turning point: '${says(THINKING[lang])}'` });
    }
  });
  return out;
}

/** Fair-weather scenery: no bees, butterflies, sunflowers or sunshine in rain, wind, storm, snow, fog or at night. */
const FAIR: Record<Lang, RegExp> = {
  en: /\b(bees?|bumblebees?|sunflowers?|sunshine|sunbeams?|sunny|sun-warmed|the sun (?:shone|was shining|was warm)|butterfl(?:y|ies)(?! in))\b/i,
  fr: /(?<!\p{L})(abeilles?|bourdons?|tournesols?|soleil brillait|rayons? de soleil|ensoleillée?s?|papillons?(?! (?:dans|plein|du|de son)))(?!\p{L})/iu,
};
/** The countryside's own features, there where the cast stands: a little bridge, these hills, a stream (hills seen far
 * off, thunder rolling over them, are on any horizon). */
const FEATURES: Record<Lang, RegExp> = {
  en: /\b(the little bridge|a stream cut|the low field|these hills|a rushing (?:brown )?stream|the stream)\b/i,
  fr: /(?<!\p{L})(le petit pont|le champ d'en bas|ces collines|le ruisseau|un ruisseau)(?!\p{L})/iu,
};

/** Scenery against the chapter's weather and time, or a plot line naming a countryside feature the place has not. */
export function sceneryAgainstWeather(plan: StoryPlan, book: Book): ContinuityFinding[] {
  const lang = plan.lang;
  const out: ContinuityFinding[] = [];
  // The idea's own words may name one ('the troll's bridge', 'a picnic in the valley'): what the parent asked for is there.
  const asked = [plan.idea?.subject, plan.idea?.owner, plan.idea?.other, plan.idea?.place].map((p) => p?.words ?? '').join(' ') + plan.objects.map((o) => ` ${o.noun}`).join('');
  const beings = plan.cast.map((c) => `${c.species} ${c.noun ?? ''}`).join(' ');
  plan.chapters.forEach((c, i) => {
    const place = plan.places.find((p) => p.role === c.place)?.id;
    const foul = c.weather !== 'clear' || c.time.slot === 'night';
    for (const p of book.chapters[i]?.parts ?? []) {
      const looked = p.kind === 'texture:scenery' || p.kind === 'texture:weather';
      const fair = FAIR[lang].exec(p.text)?.[0];
      if (looked && foul && fair && !FAIR[lang].test(beings)) out.push({ chapter: i, detail: `'${fair}' in a ${c.weather} ${c.time.slot} chapter: '${p.text}'` });
      const feature = FEATURES[lang].exec(p.text)?.[0];
      const word = feature?.split(' ').pop() ?? '';
      if (feature && place && !FLAG_WORDS.countryside.includes(place as never) && !asked.toLowerCase().includes(word.toLowerCase())) {
        out.push({ chapter: i, detail: `'${feature}' at the ${place}` });
      }
    }
  });
  return out;
}
