// The picture of a chapter (issue 10 'Pictures of the page'): drawn from the chapter's main event and
// its words. The figures act what the words say (scene-poses.ts); the key object is drawn in its state,
// and a lost or stuck thing only once it is found; the weather the words bring darkens the sky; a
// landmark the words name (a boat, a rainbow, a lighthouse) is drawn on that page; only props the text
// has introduced appear; the framing changes from page to page; the caption is in the story's language.
import {
  isSceneProp, type SCENE_EXTRA_CHARACTERS, SCENE_PROP_STATES, SCENE_PROPS, type SceneCastEntry, type SceneCharacter, type SceneFraming, type SceneProp,
  type ScenePropEntry, type SceneBriefV2, type SceneTime, type SceneWeather,
} from '../../../scene-brief.ts';
import type { LocaleContent } from '../content/load-content.ts';
import { type CastMember, type CastRole, type ChapterPlan, type PlaceId, type PlotEvent, type StoryObject, type StoryPlan, type TimeSlot } from '../plan/types.ts';
import { EVENT_TABLE } from '../plan/event-table.ts';
import { PLOT_TABLE } from '../plan/plot-table.ts';
import { figureNamed, namesProp, plainText, sceneCues, withoutIdioms, type SceneCues } from './scene-cues.ts';
import { posesFor } from './scene-poses.ts';
import { RULES } from './picture-rules.ts';
import { putToBed, roomOf, sceneOf, visitPeople } from './scene-rooms.ts';
import { dress, wearForTheDay } from './scene-wear.ts';
import { rideIn } from './scene-vehicles.ts';
import { pagePeople } from './page-people.ts';
import { ownRefusal } from './entities.ts';
import { flagsOfWords, isSwimRace } from '../plan/places.ts';
import { guessNameGender } from '../grammar/first-name-gender.ts';
import { BEFORE_NOUN_FORMS } from '../grammar/fr-adjectives.ts';

// Both languages' cue files are read and checked when the storyteller loads, so a broken one stops the
// server at start.
const CUES: Record<StoryPlan['lang'], SceneCues> = { en: sceneCues('en'), fr: sceneCues('fr') };

const TIMES: Record<TimeSlot, SceneTime> = { morning: 'morning', midday: 'day', afternoon: 'day', evening: 'evening', night: 'night' };

/** The page's framing (plan/events.yaml 'framing'): the event's first choice, its second when the page
 * before, in the same place, had the first (so two pages in a row in one place never look alike). */
export function framingAt(plan: StoryPlan, index: number): SceneFraming {
  let previous: { framing: SceneFraming; place: string } | undefined;
  let framing: SceneFraming = 'medium';
  for (const chapter of plan.chapters.slice(0, index + 1)) {
    const [first, second] = EVENT_TABLE[mainEvent(chapter).kind].framing;
    framing = previous && previous.framing === first && previous.place === chapter.place ? second : first;
    previous = { framing, place: chapter.place };
  }
  return framing;
}

/** The event a chapter's picture shows: its last plot event, unless that is the good-night at home. */
export function mainEvent(chapter: ChapterPlan): PlotEvent {
  const events = chapter.events.filter((e) => e.kind !== 'homecoming');
  return events[events.length - 1] ?? (chapter.events[0] as PlotEvent);
}

/** The state a stuck or broken goal is in until the plot frees or mends it, for the props that have one
 * (plan/plots.yaml 'trouble'; the plan sets states for mended things only). */
const troubleState = (plan: StoryPlan, prop: SceneProp): string | undefined => PLOT_TABLE.plots[plan.plot].trouble?.[prop];

/** The chapter of the resolution, where the lost is found and the broken mended. */
const resolvedAt = (plan: StoryPlan): number => plan.chapters.find((c) => c.events.some((e) => e.kind === 'resolution'))?.index ?? plan.chapters.length;

/** The object's state on this chapter, as the plan sets it, else its trouble state before the plot's
 * resolution, else its usual state. */
export function stateAt(plan: StoryPlan, prop: SceneProp, role: string, chapter: number): string {
  const o = plan.objects.find((x) => x.role === role);
  const set = [...(o?.states ?? [])].reverse().find((s) => s.from <= chapter)?.state;
  const states = SCENE_PROP_STATES[prop] as readonly string[];
  if (set && states.includes(set)) return set;
  const trouble = role === 'goal' && chapter < resolvedAt(plan) ? troubleState(plan, prop) : undefined;
  return trouble && states.includes(trouble) ? trouble : (states[0] ?? '');
}

/** The chapter from which a lost, stuck or broken thing can be drawn as the words describe it: a lost
 * thing is not on the pages where it is still lost; a stuck or broken one shows only in a state that says
 * so (the kite in the tree, the broken bridge), else once it is freed or mended. */
function shownFrom(plan: StoryPlan, o: StoryObject): number {
  if (o.role !== 'goal') return o.introducedIn;
  if (plan.plot === 'find-lost' || plan.plot === 'find-friend') return resolvedAt(plan);
  // The fish caught with Grandpa, the pile of pancakes: only once it is done (picture-rules.yaml 'made-at-the-end').
  if (plan.plot === 'do-together' && RULES['made-at-the-end'].has(plan.idea?.together ?? '')) return resolvedAt(plan);
  // The party's cake that fell on the floor is whole again only once made anew (picture-rules.yaml 'made-anew').
  if (o.prop && RULES['made-anew'][plan.plot]?.includes(o.prop)) return resolvedAt(plan);
  if ((plan.plot === 'free-stuck' || plan.plot === 'mend-broken') && o.states.length === 0 && !(o.prop && troubleState(plan, o.prop))) return resolvedAt(plan);
  return o.introducedIn;
}

/** A figure for a cast member: the plan's, else the cue file's figure for its noun ('Grandma', 'the old
 * tortoise', 'la maîtresse'). A brother or a friend the lexicon draws as 'child' is another child than the
 * reader's: the brother or sister (drawn like the child), the boy or the girl. A boy's word said of a girl (a friend, 'une élève') draws the girl. A
 * person the idea names by a first name only (Zoé, Jules) is a child of the story. */
export function figureOf(member: CastMember, cues: SceneCues): SceneCharacter | undefined {
  const other = member.role !== 'hero' && member.role !== 'companion';
  if (member.figure && !(other && member.figure === 'child')) return member.figure;
  const words = [member.noun, member.species, member.name].filter((w): w is string => w !== undefined).join(' ');
  const cued = figureNamed(cues, words);
  // A friend's gender is the member's, else the first name's (my best friend Lily), else the word's.
  const named = member.name ? guessNameGender(member.name) : 'u';
  const gender = member.gender !== 'n' ? member.gender : named === 'u' ? 'n' : named;
  const childOf = (g: CastMember['gender']): SceneCharacter => (g === 'f' ? 'girl' : 'boy');
  if (cued === 'boy' || cued === 'girl') return gender === 'n' ? cued : childOf(gender);
  if (cued === 'brother' || cued === 'sister') return gender === 'n' ? cued : gender === 'f' ? 'sister' : 'brother';
  if (cued) return cued;
  if (member.figure === 'child') return childOf(gender);
  const firstName = member.name !== undefined && (member.noun === undefined || member.noun === member.name) && !member.species.includes(' ');
  if (other && firstName && member.fromIdea && !petOf(member, cues)) return childOf(gender);
  return undefined;
}

/** The drawing for a thing of the plan: the lexicon's, else the cue file's for its noun (a music box, 'une
 * petite flûte en bois'), else a small creature's (the lost hamster). */
export function thingOf(o: StoryObject, cues: SceneCues): SceneProp | undefined {
  if (o.prop) return o.prop;
  // A creature the illustrator draws as a thing ('baby bird' is the bird, never the boy of 'baby').
  const creature = figureNamed(cues, o.noun, new Set(SCENE_PROPS));
  return cues.things.find((t) => t.re.test(o.noun))?.prop ?? (creature && isSceneProp(creature) ? creature : undefined) ?? cues.pets.find((p) => p.re.test(o.noun))?.prop;
}

/** Who a picture shows first when it cannot show everyone: the hero, then the idea's people, then the
 * helper, then the companion who is on every page anyway. */
const ROLE_ORDER: readonly CastRole[] = ['hero', 'owner', 'rival', 'helper', 'companion'];

/** The words a page calls a cast member by: its given name, its noun's last word, its species. */
const namesOf = (m: CastMember): string[] => [m.name, m.noun?.split(/\s+/).pop(), m.species].filter((n): n is string => !!n && n.length > 1).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The prop an idea's animal is drawn as, when it has no character (a dog as the puppy). */
export function petOf(member: CastMember, cues: SceneCues): SceneProp | undefined {
  const words = [member.noun, member.species].filter((w): w is string => w !== undefined).join(' ');
  return cues.pets.find((p) => p.re.test(words))?.prop;
}

/** The events where a feared weather arrives in the words and so in the sky. */
const ARRIVES: ReadonlySet<PlotEvent['kind']> = new Set(['complication', 'resolution']);

/** The weather of the page: the plan's, made stronger (never weaker) by what the words bring. */
function weatherOf(plan: StoryPlan, chapter: ChapterPlan, event: PlotEvent, text: string, cues: SceneCues): SceneWeather {
  // When the weather is the trouble itself (afraid of the storm), words that only think or talk of it
  // ("Hugo thought of the storm") do not bring it: it comes where it strikes (a complication) and where
  // the hero faces it (the resolution), which is the point of the book.
  const goal = plan.objects.find((o) => o.role === 'goal');
  const feared = goal && cues.weather.some((w) => w.re.test(goal.noun));
  if (feared && !ARRIVES.has(event.kind)) return chapter.weather;
  // After the trouble (plan/events.yaml 'calm'), the words may recall the storm without bringing it back.
  if (EVENT_TABLE[event.kind].calm && !feared) return chapter.weather;
  const said = cues.weather.find((w) => w.re.test(text))?.weather;
  if (!said) return chapter.weather;
  return RULES['weather-strength'][said] > RULES['weather-strength'][chapter.weather] ? said : chapter.weather;
}

/** The narration without its dialogue: “...”, « ... » and "..." taken out. */
export function narration(text: string): string {
  // A quotation that ends its sentence ends it in the narration too: in "“...what they were.” She
  // crouched", the one who crouched is not the speaker named before the quote.
  return text.replace(/“[^”]*”|«[^»]*»|"[^"]*"/g, (q) => (/[.!?…]\s*[”»"]$/.test(q) ? ' . ' : ' '));
}

/** The alt text: the event's first sentence of narration that says something (four words or more, not a
 * line of dialogue), in the story's language since it is the story's own sentence. */
export function captionOf(text: string): string {
  // Sentences outside dialogue only: a quotation's second sentence ("My scarf has blown...") is not narration.
  // A page all dialogue gets its first full sentence, "A tortoise said, “You can't beat me!”".
  // "One more stretch... and Maya had teddy!" is one sentence: an ellipsis before a small letter goes on.
  const joined = text.replace(/\.\.\.(?=\s+[a-zà-ÿ])/g, '⁂').replace(/…(?=\s+[a-zà-ÿ])/g, '⋯');
  const all = joined.match(/[^.!?…]+[.!?…]*["”»]?/g)?.map((x) => x.trim().replace(/⁂/g, '...').replace(/⋯/g, '…')) ?? [];
  const sentences: string[] = [];
  let inQuote = false;
  for (const s of all) {
    const opens = (s.match(/[«“]/g) ?? []).length - (s.match(/[»”]/g) ?? []).length;
    if (!inQuote && !/[«“"]/.test(s)) sentences.push(s);
    inQuote = inQuote ? opens >= 0 && !/[»”]/.test(s) : opens > 0;
  }
  const long = (s: string): boolean => s.split(/\s+/).length >= 4;
  const told = sentences.find(long) ?? all.find((s) => long(s) && !/^[«“"]/.test(s)) ?? sentences[0] ?? all[0] ?? text;
  return told.replace(/^[«“"]\s*/, '').trim();
}

/** A small deterministic choice per book and chapter, so two books differ and one book is always the same. */
function picker(seed: number, index: number): <T>(list: readonly T[]) => T {
  let n = (Math.abs(Math.trunc(seed)) * 2654435761 + index * 40503) >>> 0;
  return <T>(list: readonly T[]): T => {
    n = (n * 1103515245 + 12345) >>> 0;
    return list[(n >>> 8) % list.length] as T;
  };
}

/** Whether the text names the thing: its whole noun phrase, its head noun (the bicycle of 'new bicycle',
 * the galette of 'grosse galette au beurre'), its given name, or a word the cue file gives its drawing. */
export function textNames(o: StoryObject, prop: SceneProp | undefined, text: string, cues: SceneCues, lang: StoryPlan['lang']): boolean {
  const low = plainText(text).toLowerCase();
  const noun = plainText(o.noun).toLowerCase();
  if (low.includes(noun) || (o.name && low.includes(o.name.toLowerCase()))) return true;
  const words = noun.split(/\s+/);
  // French: the first word that is no adjective placed before the noun (une grosse galette).
  const head = lang === 'fr' ? words.find((w) => !BEFORE_NOUN_FORMS.has(w)) : words[words.length - 1];
  if (head && head.length > 2 && new RegExp(`(?<![\\p{L}])${head.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu').test(low)) return true;
  if (!prop) return false;
  return cues.things.some((t) => t.prop === prop && t.re.test(low)) || cues.props.some((c) => c.prop === prop && namesProp(c, low));
}

export function sceneForChapter(plan: StoryPlan, chapter: ChapterPlan, parts: readonly { kind: string; text: string }[], _content: LocaleContent, earlier?: string): SceneBriefV2 {
  const cues = CUES[plan.lang];
  const event = mainEvent(chapter);
  const pick = picker(plan.seed, chapter.index);
  // The pictured words: the event's, and the moral's when the event carries it (the shared basket), with
  // what is said aloud left out (an action spoken of is not one done).
  const eventText = withoutIdioms(narration(plainText(parts.filter((p) => p.kind === event.kind || (event.moral && p.kind.startsWith('moral:'))).map((p) => p.text).join(' '))), cues);
  const chapterText = plainText(parts.map((p) => p.text).join(' '));
  const placeId = plan.places.find((p) => p.role === chapter.place)?.id as PlaceId | undefined;
  // The plan's things, each with its drawing (the lexicon's, else the one its noun names).
  const objects = plan.objects.map((o) => ({ ...o, prop: thingOf(o, cues) }));

  // Props: the plan's objects the text has introduced, and the landmarks this chapter's words name. With
  // the book's earlier text at hand, 'introduced' means the words have named it by this page: a plan's
  // prize the text never calls a ribbon is not drawn as one, the bicycle waits for the page that says it.
  const toldSoFar = earlier === undefined ? undefined : `${earlier} ${chapterText}`;
  const said = (o: StoryObject): boolean => toldSoFar === undefined || textNames(o, o.prop, toldSoFar, cues, plan.lang);
  const introduced = new Set(objects.filter((o) => o.introducedIn <= chapter.index && o.prop && said(o)).map((o) => o.prop as SceneProp));
  const props: ScenePropEntry[] = [];
  const add = (prop: SceneProp, state: string): void => {
    if (!props.some((p) => p.prop === prop)) props.push({ prop, state });
  };
  // The event's object, else the one another event of the chapter turns on (the broken lantern carried
  // off on the set-off page of the problem's chapter).
  const objectRole = event.object ?? chapter.events.find((e) => e.object)?.object;
  // A thing let go at the resolution (the bird back in its nest, the star in the sky) is not drawn after it.
  const gone = PLOT_TABLE.plots[plan.plot]['let-go'] === true && chapter.index > resolvedAt(plan);
  // On a page after the trouble (picture-rules.yaml 'told-only'), the thing is drawn only if that page's own
  // words bring it: "remembering the big dog" at bedtime does not put the neighbour's dog in the bedroom.
  const ownWords = plainText(parts.filter((p) => p.kind === event.kind).map((p) => p.text).join(' '));
  // A landmark met away (the boat seen at sea) stays there: told of at home, it is not drawn at home.
  const toldHere = (o: StoryObject): boolean => !RULES['told-only'].includes(event.kind)
    || (textNames(o, o.prop, ownWords, cues, plan.lang) && !(o.prop && RULES.landscape.has(o.prop) && chapter.place === 'home'));
  const keyObj = objectRole && !gone ? objects.find((o) => o.role === objectRole && o.prop && shownFrom(plan, o) <= chapter.index && said(o) && toldHere(o)) : undefined;
  const key = keyObj?.prop;
  // A house day's home is a house, a visit's pages away are in its room (scene-rooms.ts).
  const scene = sceneOf(plan, placeId);
  // A thing stuck up a tree or stranded on a shore is where it is stuck, not in the kitchen.
  const keyState = keyObj && key ? stateAt(plan, key, keyObj.role, chapter.index) : '';
  // Nor is the treehouse, the fence or the kennel of the garden (picture-rules.yaml 'garden-things').
  const outOfRoom = (RULES.indoors.has(scene) && (RULES['out-of-reach'].has(keyState) || (key !== undefined && (RULES['garden-things'].has(key) || RULES['outdoor-things'].has(key))))) || (key !== undefined && RULES['visit-things'].has(key) && chapter.place === 'home');
  // The sofa a pet scratches stays in the house (picture-rules.yaml 'indoor-things').
  const outOfHouse = !RULES.indoors.has(scene) && key !== undefined && RULES['indoor-things'].has(key);
  if (keyObj && key && !outOfRoom && !outOfHouse) add(key, keyState);
  // In the garden, its big things stand where they are (picture-rules.yaml 'garden-things'), on any page.
  if (scene === 'garden') for (const o of objects) if (o.prop && RULES['garden-things'].has(o.prop) && introduced.has(o.prop) && shownFrom(plan, o) <= chapter.index) add(o.prop, stateAt(plan, o.prop, o.role, chapter.index));
  // The gift of a sharing story is on the page where it is given.
  const gift = objects.find((o) => o.role === 'gift' && o.prop && o.introducedIn <= chapter.index && said(o));
  if (gift?.prop && event.moral) add(gift.prop, stateAt(plan, gift.prop, 'gift', chapter.index));
  // Things the plan does not hold that this page's words name: drawn here, where the text brings them in.
  const planProps = new Set(objects.map((o) => o.prop));
  // Not what the waking-up at home or the good-night in bed names, on a page that pictures another event
  // (picture-rules.yaml 'told-elsewhere'): the plan under the pillow stays in the bedroom.
  const namingText = plainText(parts.filter((p) => p.kind === event.kind || !RULES['told-elsewhere'].includes(p.kind as PlotEvent['kind'])).map((p) => p.text).join(' '));
  // The place an idea travels to, seen far off wherever the words name it (picture-rules.yaml 'seen-from-afar').
  // The hero's own thing ('her pink bike', idea/loves.ts ownLoved) or toy ('and tractors'): beside the hero where the words name it.
  for (const o of objects) if (o.role === 'loved' && o.prop && textNames(o, o.prop, namingText, cues, plan.lang)) add(o.prop, SCENE_PROP_STATES[o.prop][0]);
  for (const o of objects) if (o.prop && RULES['seen-from-afar'].has(o.prop) && o.prop !== placeId && o.introducedIn <= chapter.index && textNames(o, o.prop, namingText, cues, plan.lang)) add(o.prop, SCENE_PROP_STATES[o.prop][0]);
  // A landmark of the outing told of at the party at home (picture-rules.yaml 'met-away') stays where it was met.
  const toldOfAway = (prop: SceneProp): boolean => RULES['told-only'].includes(event.kind) && chapter.place === 'home' && RULES['met-away'].has(prop);
  const named: ScenePropEntry[] = cues.props.filter((cue) => !planProps.has(cue.prop) && !toldOfAway(cue.prop) && namesProp(cue, namingText)).map((cue) => ({ prop: cue.prop, state: SCENE_PROP_STATES[cue.prop][0] }));
  // A state the words give a thing on this page (the lantern went out) wins over the plan's usual state,
  // when said in a sentence that names the thing (a bird that flew is not the kite flying).
  const sentences = chapterText.split(/(?<=[.!?…])\s+/);
  for (const p of [...props, ...named]) {
    const cue = cues.props.find((c) => c.prop === p.prop);
    const nouns = objects.filter((o) => o.prop === p.prop).map((o) => o.noun.toLowerCase());
    const about = sentences.filter((x) => (cue && namesProp(cue, x)) || nouns.some((n) => x.toLowerCase().includes(n)));
    const said = cues.states.find((st) => st.prop === p.prop && about.some((x) => st.re.test(x)));
    if (said) p.state = said.state;
    // A state the book's words have given it stays (picture-rules.yaml 'kept-states'): the castle is still in the tank.
    const kept = RULES['kept-states'][p.prop];
    const keptCue = kept ? cues.states.find((st) => st.prop === p.prop && st.state === kept) : undefined;
    if (keptCue && !said && keptCue.re.test(toldSoFar ?? chapterText)) p.state = kept;
    // A thing stuck is up on the roof once the book's words have put it there, else in the tree.
    const roof = p.state === 'stuck' ? cues.states.find((st) => st.prop === p.prop && st.state === 'on-roof') : undefined;
    if (roof?.re.test(toldSoFar ?? chapterText)) p.state = 'on-roof';
  }
  // A picnic told of at home stays where it was had (picture-rules.yaml 'outdoor-states').
  const ofTheOpenAir = (p: ScenePropEntry): boolean => (RULES.indoors.has(scene) || chapter.place === 'home') && (RULES['outdoor-states'][p.prop] ?? []).includes(p.state ?? '');
  for (const list of [props, named]) for (let i = list.length - 1; i >= 0; i--) if (ofTheOpenAir(list[i] as ScenePropEntry)) list.splice(i, 1);
  // The picnic's rug is the blanket the words spread (picture-rules.yaml 'drawn-within'): one blanket, not two.
  const within = new Set([...props, ...named].flatMap((p) => RULES['drawn-within'][p.prop]?.[p.state ?? ''] ?? []));
  for (const list of [props, named]) for (let i = list.length - 1; i >= 0; i--) if (within.has((list[i] as ScenePropEntry).prop) && (list[i] as ScenePropEntry).prop !== key) list.splice(i, 1);
  // The car, the train, the plane the pictured words ride in, or any words of a page on the way (scene-vehicles.ts).
  rideIn({ scene, atHome: chapter.place === 'home', eventText: chapter.place === 'away' ? withoutIdioms(narration(namingText), cues) : eventText, cues, props, named, things: planProps });

  // The cast members the text has brought in by this page; one who died ('remember': 'our dog Max died') is talked of, never drawn.
  const inBy = (role: CastRole): CastMember | undefined => (role === 'owner' && plan.idea?.together === 'remember' ? undefined : plan.cast.find((c) => c.role === role && c.introducedIn <= chapter.index));
  // An idea's animal with no character of its own (our dog Biscuit) is drawn as its prop when on the page.
  for (const role of event.present) {
    const member = inBy(role);
    if (!member || figureOf(member, cues)) continue;
    // A thing the idea makes a character (the boasting sledge, a kite that talks) is drawn as that thing.
    const pet = petOf(member, cues) ?? (member.noun ? cues.things.find((t) => t.re.test(member.noun ?? ''))?.prop : undefined);
    if (pet && !planProps.has(pet) && !named.some((n) => n.prop === pet)) named.push({ prop: pet, state: SCENE_PROP_STATES[pet][0] });
  }

  // The figures: who the event has on the page, the people an idea brings drawn as themselves.
  // Those of the other events of the chapter who stay on its page (plan/events.yaml 'stays': the helper met
  // before the try, the owner of the problem) too.
  const onPage = [...new Set([...event.present, ...chapter.events.filter((e) => e !== event && EVENT_TABLE[e.kind].stays).flatMap((e) => e.present)])];
  const everyone = event.present.flatMap((role) => inBy(role) ?? []).map((member) => ({ role: member.role, member }));
  // One who travelled to where it wanted to be stays there (picture-rules.yaml 'stays-there'): after the
  // arrival, the tortoise who saw the sea is not at the child's supper unless the words bring it along.
  const leftThere = (m: CastMember): boolean => (RULES['stays-there'][plan.plot] ?? []).includes(m.role) && chapter.index > resolvedAt(plan) && !m.family
    && !namesOf(m).some((n) => new RegExp(`(?<!\\p{L})${n}(?!\\p{L})`, 'iu').test(chapterText));
  const present = onPage.flatMap((role) => inBy(role) ?? []).filter((m) => !leftThere(m)).filter((m) => figureOf(m, cues)).map((member) => ({ role: member.role, member })).sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role));
  const poses = posesFor({ plot: plan.plot, event, text: eventText, present, named: everyone, cues, pick });
  // A race swum is in the water (plan/plots.yaml race-tools 'swim'): on its tries and mishaps the racers swim,
  // whatever else the words have them do, unless their hands are busy (picture-rules.yaml 'swum-unless').
  if (isSwimRace(plan.plot, plan.idea) && RULES['swum-on'].includes(event.kind)) {
    for (const role of ['hero', 'rival'] as const) {
      const pose = poses.get(role);
      if (pose && !RULES['swum-unless'].includes(pose)) poses.set(role, 'swimming');
    }
  }
  // A thing done with the family is acted on its tries and mishaps (picture-rules.yaml 'together-poses'): the
  // child fishing by the water, at the pan in the kitchen.
  const together = plan.plot === 'do-together' ? RULES['together-poses'][plan.idea?.together ?? ''] : undefined;
  const heroNow = poses.get('hero');
  if (together && heroNow && RULES['together-on'].includes(event.kind) && !RULES['together-unless'].includes(heroNow)
    && (RULES['outdoors-only'][together] === undefined) === RULES.indoors.has(scene)) poses.set('hero', together);
  // The grown-up who seeks does not hide beside the child who hides (picture-rules.yaml 'together-seekers').
  const seeks = plan.plot === 'do-together' ? RULES['together-seekers'][plan.idea?.together ?? ''] : undefined;
  if (seeks && together && poses.get('owner') === together) poses.set('owner', seeks);
  // Nobody swims, cycles, rides or fishes in a room (picture-rules.yaml 'outdoors-only').
  if (RULES.indoors.has(scene)) for (const [role, pose] of poses) poses.set(role, RULES['outdoors-only'][pose] ?? pose);
  // At the child's bedtime in a room, the grown-up who read the story sits by; only the children and the
  // companion are asleep on the page (picture-rules.yaml 'bedside-figures').
  if (RULES.indoors.has(scene) && poses.get('hero') === 'sleeping') {
    for (const { role, member } of present) if (poses.get(role) === 'sleeping' && RULES['bedside-figures'].has(figureOf(member, cues) ?? '')) poses.set(role, 'sitting');
  }
  const heroPose = poses.get('hero');
  const shownState = props.find((p) => p.prop === key)?.state;
  // What is feared is never in the hero's hands (picture-rules.yaml 'never-held'), nor what is let go on
  // this very page (the baby bird tipped back into its nest is beside the hero, not held up).
  const letGoHere = PLOT_TABLE.plots[plan.plot]['let-go'] === true && chapter.index === resolvedAt(plan) && keyObj?.role === 'goal';
  const unheld = letGoHere || (keyObj !== undefined && (RULES['never-held'][plan.plot] ?? []).includes(keyObj.role));
  // One who shares holds out what is shared (the tin of toffees), not the rocket the page also draws.
  // Only where the words share it: on the page where it is kept hidden in the bag, it stays there.
  const shares = cues.poses.some((c) => c.pose === 'giving' && c.re.test(eventText));
  const sharing = gift?.prop && event.moral && shares && poses.get('hero') === 'giving' && props.some((p) => p.prop === gift.prop) ? gift.prop : undefined;
  const holdable = sharing ?? (key && !unheld && shownState !== undefined && !RULES.landscape.has(key) && !RULES['out-of-reach'].has(shownState) ? key : gift?.prop && event.moral ? gift.prop : undefined);
  // The toy that comforts (idea/comfort.ts) is in the hero's arms on a page whose words name it, when nothing else is.
  const comfort = objects.find((o) => o.role === 'comfort' && o.prop && textNames(o, o.prop, chapterText, cues, plan.lang));
  const held = holdable ?? comfort?.prop;
  if (!holdable && held && heroPose && !RULES.showing.has(heroPose) && heroPose !== 'sleeping') poses.set('hero', 'holding');
  // Empty hands do not hold up a lighthouse: with only a landmark to show, the hero points at it.
  if (heroPose && (heroPose === 'holding' || heroPose === 'giving') && !holdable && key && RULES.landscape.has(key)) poses.set('hero', 'pointing');
  // The child's own "won't" done at last, at home (picture-rules.yaml 'habit-props'): the toys going into
  // their basket, the bath, the pillow, on the resolution's page.
  const habit = ownRefusal(plan) && event.kind === 'resolution' && placeId === plan.places.find((p) => p.role === 'home')?.id
    ? flagsOfWords('habits', plan.deed).map((f) => RULES['habit-props'][f]).find((h) => h !== undefined) : undefined;
  // Not one of the plan's things: drawn among what the page's words bring (its deed), beside the child.
  if (habit) {
    if (![...props, ...named].some((n) => n.prop === habit.prop)) named.push({ prop: habit.prop, state: habit.state ?? SCENE_PROP_STATES[habit.prop][0] ?? '' });
    poses.set('hero', habit.pose);
  }
  // The bike the child rides is drawn under the child (compose/acting.ts), not a second time on the ground.
  if (poses.get('hero') === 'cycling') for (const list of [props, named]) { const at = list.findIndex((p) => p.prop === 'bicycle'); if (at >= 0) list.splice(at, 1); }
  // The parent a lost child finds again, from the reunion on; the lady at the till the words bring (page-people.ts).
  const extra = pagePeople({ plan, cues, chapter: chapter.index, resolvedAt: resolvedAt(plan), eventText, chapterText, heroPose: poses.get('hero') ?? 'waving' });
  poses.set('hero', extra.heroPose);
  // The child asleep or tucked in at home is drawn in bed (scene-rooms.ts).
  const abed = putToBed({ plan, placeId, scene, poses, props, named, present, figureOf: (m) => figureOf(m, cues) });
  const cast: SceneCastEntry[] = present.map(({ role, member }) => ({
    who: role, character: figureOf(member, cues) as SceneCharacter, pose: poses.get(role) ?? 'waving',
    ...(role === 'hero' && held && RULES.showing.has(poses.get('hero') ?? '') ? { holding: held } : {}),
  }));
  // What the words put on someone is worn, not drawn again beside them (scene-wear.ts).
  const dressed = { plot: plan.plot, event, text: eventText, present, named: [...everyone, ...present.filter((p) => !everyone.some((e) => e.role === p.role))], cues, pick };
  dress({ poses: dressed, narration: withoutIdioms(narration(chapterText), cues), cast, props, named, cues });
  wearForTheDay({ plan, chapter: chapter.index, resolvedAt: resolvedAt(plan), place: chapter.place, scene, cast });
  cast.splice(cast.findIndex((c) => c.who === 'hero') + 1, 0, ...extra.people);
  // The vet who looks at the pet, the pet on the table (scene-rooms.ts).
  visitPeople({ plan, scene, eventText, cues, cast, named });
  // The goldfish is in its tank when the tank is drawn (picture-rules.yaml 'lives-in'), not beside it as well.
  const housed = (c: SceneCastEntry): boolean => c.who !== 'hero' && [...props, ...named].some((p) => p.prop === RULES['lives-in'][c.character as (typeof SCENE_EXTRA_CHARACTERS)[number]]);
  for (let i = cast.length - 1; i >= 0; i--) if (housed(cast[i] as SceneCastEntry)) cast.splice(i, 1);

  return {
    place: abed ? 'home' : scene,
    // Where there is no day (the moon: the Earth hangs in the dark), the sky is night's whatever the hour.
    time: placeId && RULES['night-places'].includes(placeId) ? 'night' : TIMES[chapter.time.slot],
    weather: weatherOf(plan, chapter, event, eventText, cues),
    framing: framingAt(plan, chapter.index),
    mood: event.mood,
    cast,
    props,
    ...(key && props.some((p) => p.prop === key) ? { keyObject: key } : {}),
    introduced: [...introduced],
    ...(named.length > 0 ? { named } : {}),
    // A room whose light the words put out is drawn dark (the lamp went out), whatever the hour; a night of the toys is in the bedroom ('bedroom-days').
    ...((abed || RULES.indoors.has(scene)) && cues.lightsOut.test(eventText) ? { lightsOut: true } : {}),
    variation: chapter.index, ...roomOf(plan, scene, abed, planProps),
    caption: captionOf(parts.find((p) => p.kind === event.kind)?.text ?? parts[0]?.text ?? ''),
  };
}
