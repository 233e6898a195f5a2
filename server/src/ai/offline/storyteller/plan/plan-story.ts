// The planner (issue 10 'One story plan, two writers'): turns a request and the reading of the parent's
// idea into a StoryPlan. Chapters come from the shape tables; the idea fills the plot's roles; every
// object and person gets the chapter that introduces it; time only moves forward.
import type { LocaleContent } from '../content/load-content.ts';
import type { EntitySource } from '../content/schema.ts';
import type { IdeaPart, IdeaReading } from '../idea/types.ts';
import { ideaChild, markChild, ownChildSaid, selfGender } from './idea-child.ts';
import { beingFrom, objectFrom } from './story-members.ts';
import { createRng } from '../rng.ts';
import type { StoryRequest } from '../../../types.ts';
import { foldName } from '../grammar/first-name-gender.ts';
import { castForRequest } from './cast-for-request.ts';
import { EVENT_TABLE } from './event-table.ts';
import { awayAndFar, isFamilyTrouble, landPlace, deedHasWordOf, isRunawayPet, dreamKind, fixedAsPlace, flagsOfWords, bookHome, homeTrouble, isDreamDeed, isFixedThing, ownLesson, isSwimRace, journeyWay, spotWords, troubleSpot } from './places.ts';
import { parentSaid, saidWord, toolFits } from './parent-said.ts';
import { FLAG_WORDS, PLAN_LEVEL, inTheOpen, isLostChild, isSprain, isToothLost, planLevelFlags, schoolSaid, siblingSaid, wordsOf } from './flags.ts';
import { stormComes } from './storm-on-the-day.ts';
import { isVisit, belongsOf, isDayOut, isMissed, isNewFriend, isPetMischief, isBeingTrait, plotFor, withMischiefThing } from './plot-for-idea.ts';
import { PLOT_TABLE } from './plot-table.ts';
import { shapeFor, type ChapterShape } from './shapes.ts';
import { asDay, dayGoal, dayPlace } from './day-of.ts';
import { asPerformance, performPlace, performTool } from './performance.ts';
import { makingFlags } from './making.ts';
import { holidayPlaces } from './holiday.ts';
import { ideaWeather, weatherOf } from './plan-weather.ts';
import { placeDetails } from './place-details.ts';
import { isOwnBirthday } from './own-birthday.ts';
import { PLACE_SCENES, type CastMember, type CastRole, type ChapterPlan, type EventKind, type PlaceId, type PlotEvent, type PlotId, type StoryObject, type StoryPlan, type TimePoint } from './types.ts';

export interface PlanInput {
  req: StoryRequest;
  idea?: IdeaReading;
  /** The family's last plots: the planner avoids them when the idea leaves a choice. */
  recentPlots?: readonly string[];
}

const BEING = new Set(['person', 'animal']);

/** Which role of the plan holds the idea's subject (plan/plots.yaml 'idea-role'); what grows is helped to
 * grow, like a friend learning. */
function ideaRoleFor(plot: PlotId, kind: string, situation: string): 'goal' | 'owner' | 'rival' | 'tool' {
  const row = PLOT_TABLE.plots[plot]['idea-role'];
  return (BEING.has(kind) || situation === 'growing' ? row?.being : row?.thing) ?? 'goal';
}


function timeLine(shape: readonly ChapterShape[]): TimePoint[] {
  let day = 0;
  return shape.map((shape, i, all) => {
    if (i > 0 && all[i - 1]?.slot === 'night' && shape.slot !== 'night') day++;
    return { day, slot: shape.slot };
  });
}

export function planStory(input: PlanInput, content: LocaleContent): StoryPlan {
  const { req } = input;
  const rng = createRng(req.seed);
  const fixed = content.words.spots?.fixed;
  // 'The big oak tree in the park': a thing nobody carries, with nothing happening to it, is where the story
  // happens, never a thing to lose and find; the plot is then one a place can drive.
  // A language's things nobody carries (words.yaml spots 'fixed': 'le vieux moulin', 'la grange') are landmarks too.
  const head = input.idea?.subject?.head ?? '';
  const landmark = input.idea?.situation === 'none' && (PLOT_TABLE.landmarks.includes(head) || (fixed !== undefined && Object.hasOwn(fixed, head)));
  // 'Jack visits the fire station', 'a trip to the zoo': the big day of that thing (plan/day-of.ts).
  const bare = landmark ? fixedAsPlace('weather-storm', input.idea, fixed, true) : asDay(asPerformance(input.idea, req.customPrompt), req.customPrompt);
  const landmarkPlots = PLOT_TABLE['landmark-plots'].filter((p) => !(input.recentPlots ?? []).includes(p));
  const plot = landmark ? rng.pick(landmarkPlots.length > 0 ? landmarkPlots : PLOT_TABLE['landmark-plots']) as PlotId : plotFor(bare, req.theme, rng, input.recentPlots, req.customPrompt);
  // 'Inès est toute seule', 'Emma has a wobbly tooth' typed with no name in the form: the child the idea names is the hero.
  // « Ma fille Camille a peur du noir »: the daughter the parent names is the hero, and a girl (plan/idea-child.ts ownChildSaid).
  const own = ownChildSaid(req.customPrompt);
  const childName = req.childName.trim() === '' ? (ideaChild(bare) ?? own?.name ?? req.childName) : req.childName;
  // A name in the form that is not the one said ('ma fille' from Hugo's parent) keeps its own say; a name that says no
  // gender (Sam, Camille) takes the idea's word for the child when it names nobody ('my son can't sleep' from Sam's
  // parent: a boy), as the readers of a whole situation ('together': sickday, bedtime) leave no subject to say it.
  const ownGender = own && (own.name ? foldName(own.name) === foldName(childName) : true) ? own.gender : undefined;
  // 'Léo s'est perdu au marché' from Léo's parent: Léo is the child lost there, so the book is that morning at the market.
  const shape = shapeFor(req.length, plot, isLostChild(plot, markChild(bare, childName)) ? markChild(bare, childName) : bare);
  const idea = withMischiefThing(plot, fixedAsPlace(plot, markChild(bare, childName), fixed));
  const firstOf = (kind: EventKind): number => Math.max(0, shape.findIndex((c) => c.events.includes(kind)));
  const problemAt = firstOf('problem');
  // Nobody of the cast is called what the idea is about: no bear named Teddy beside 'her teddy'. A book with no helper met (the toys' night) has none on its pages.
  const ideaNouns = [idea?.subject, idea?.owner, idea?.other, idea?.comfort].map((p) => p?.head).filter((h): h is string => !!h).map((h) => h.charAt(0).toUpperCase() + h.slice(1));
  const ideaNames = [idea?.subject?.name, idea?.owner?.name, idea?.other?.name, idea?.comfort?.name, ...ideaNouns].filter((n): n is string => n !== undefined);
  const { hero, companion, helper, childIsHero } = castForRequest({ ...req, childName, heroGender: selfGender(idea) ?? ownGender }, content, rng, shape.some((c) => c.events.includes('meet-helper')) ? firstOf('meet-helper') : shape.length, ideaNames, [idea?.subject?.figure, idea?.owner?.figure].filter((f): f is string => !!f));
  const cast: CastMember[] = [hero, companion, helper];
  const objects: StoryObject[] = [];
  const defaults = content.words.defaults[plot];

  // The idea first: its subject takes the role the plot gives it, its owner and other part the rest.
  let ideaRole: StoryPlan['ideaRole'];
  const filled = new Set<string>();
  // The idea's own parts may be what the book is about (ideaRole): the first that claims it keeps it.
  // Summer camp: the friend it is done with is met there, at the first try (plan/plots.yaml 'together' met), not at home.
  const metAt = plot === 'do-together' && idea?.together && PLOT_TABLE.together[idea.together]?.met === true ? firstOf('try') : undefined;
  const put = (role: 'goal' | 'owner' | 'rival' | 'tool', p: IdeaPart | EntitySource, fromIdea: boolean, claim = false): void => {
    if (claim) ideaRole ??= role;
    if (filled.has(role)) return;
    filled.add(role);
    if (role === 'owner' || role === 'rival') cast.push(beingFrom(role, p, fromIdea, role === 'owner' && plot === 'reach-place' && isVisit(idea) ? firstOf('resolution') : role === 'owner' && metAt !== undefined ? metAt : problemAt));
    else objects.push(objectFrom(role, p, fromIdea, role === 'tool' ? 0 : problemAt));
  };
  // 'A snail who wants to go to the fair': where a journey goes is its goal, named from the problem on.
  const way = plot === 'reach-place' ? journeyWay(input.idea) : undefined;
  if (plot === 'reach-place' && idea?.place) put('goal', idea.place, true, true);
  // 'Noah is new at school and wants a friend', 'ma fille est timide': the child is the lonely one, and the
  // friend is met (the one the idea names, 'la nouvelle voisine', else words.yaml defaults 'friend'), never a
  // stock hedgehog looked for; the school or the playground is not a thing to find.
  const newFriend = isNewFriend(idea);
  if (newFriend) {
    const met = [idea?.other, idea?.subject].find((p) => p && !p.self && BEING.has(p.kind));
    // Never a friend with the hero's own name ('Lily has nobody to play with' meeting another Lily).
    const friends = (defaults.friend ?? defaults.owner ?? []).filter((f) => f.name === undefined || f.name !== hero.name);
    put('owner', met ?? rng.pick(friends), met !== undefined, true);
  }
  // 'Lost in the supermarket': the child is the one lost, and the one found again is Mum (or the parent the idea names).
  const parents = defaults.parent ?? [];
  if (isLostChild(plot, idea) && (idea?.subject?.family || parents.length > 0)) put('goal', idea?.subject?.family ? idea.subject : rng.pick(parents), idea?.subject?.family === true, true);
  // 'le petit arbre qui voulait devenir grand': what grows is the goal even when its noun is a place elsewhere.
  const grows = plot === 'help-grow' && idea?.subject?.kind === 'place';
  if (!newFriend && idea?.subject && idea.subject.kind !== 'event' && (idea.subject.kind !== 'place' || grows) && !idea.subject.self) {
    // 'Conduire un tracteur comme papi': the tractor dreamt of is the real one at the end, never the toy played with.
    const role = ideaRoleFor(plot, idea.subject.kind, idea.situation) === 'tool' && plot === 'learn-skill' && isDreamDeed(idea.deed) ? 'goal' : ideaRoleFor(plot, idea.subject.kind, idea.situation);
    ideaRole = role;
    put(role, idea.subject, true);
  }
  // 'Going fishing with grandpa': the activity's goal (a fish for supper, words.yaml 'together') is what the book
  // is about; grandpa is beside the child all along.
  const together = plot === 'do-together' && idea?.together ? PLOT_TABLE.together[idea.together] : undefined;
  // 'Baking cookies with nana': the thing the parent named when the list has it, else the activity's own.
  // A sprain is wound in a bandage, never a cast (words.yaml together 'hurt-sprain').
  const togetherGoals = together && idea?.together ? content.words.together?.[isSprain(idea) ? 'hurt-sprain' : idea.together] ?? [] : [];
  const togetherGoal = dayGoal(idea, content.words.together) ?? togetherGoals.find((g) => g.said && parentSaid(g.noun ?? '', idea)) ?? togetherGoals.find((g) => !g.said);
  if (togetherGoal) put('goal', togetherGoal, true, true);
  // A baby on its way is drawn as a baby once home, whatever the parent called it (« une petite sœur », 'a baby brother').
  const babyGoal = idea?.together === 'newbaby' ? objects.find((o) => o.role === 'goal') : undefined;
  if (babyGoal) babyGoal.prop = 'baby';
  // The child's own birthday (plan/own-birthday.ts): the friends who come are guests, and nobody else's party is saved.
  const ownParty = isOwnBirthday(plot, idea);
  if (idea?.owner && BEING.has(idea.owner.kind) && !idea.owner.self && !ownParty) put('owner', idea.owner, true, true);
  // 'Afraid of the storm', 'won't go to the party': an event can be the thing feared or refused.
  // 'Ne veut pas ranger sa chambre': what a "won't" is about may be a room; the story talks of it by name.
  if (!newFriend && idea?.other && !idea.other.self && (idea.other.kind !== 'place' || plot === 'change-mind') && (idea.other.kind !== 'event' || plot === 'face-fear' || plot === 'change-mind')) {
    // 'A day at the zoo with Grandma and her big yellow umbrella': the parent's umbrella is the one the storm is met with.
    const shelter = plot === 'weather-storm' && idea.other.kind === 'object' && (defaults.tool ?? []).some((t) => t.prop !== undefined && t.prop === idea.other?.prop);
    const role = shelter ? 'tool' : BEING.has(idea.other.kind) && !filled.has('rival') && plot === 'win-race' ? 'rival' : 'goal';
    put(role, idea.other, true, true);
  }
  // 'A kite stuck in the big oak tree': the tree is told as the parent said it, never 'the tallest tree'. It
  // stands there from the start (a window, a tree): an opening may name it before the trouble does.
  if (plot === 'free-stuck' && filled.has('goal') && idea?.other?.kind === 'object') objects.push(objectFrom('perch', idea.other, true, 0));
  // The hero's toys, there from the first page: the second thing loved ('he loves dinosaurs and tractors'), the toy that comforts ('and his teddy helps him').
  if (idea?.alsoLoved) objects.push(objectFrom('loved', idea.alsoLoved, true, 0));
  if (idea?.comfort) objects.push(objectFrom('comfort', idea.comfort, true, 0));
  // 'A baby bird fell out of its nest': where it belongs (plan/plots.yaml 'belongs', named by words.yaml).
  const belongs = plot === 'bring-home' ? belongsOf(idea) ?? PLOT_TABLE.belongs.default : undefined;
  const belongsWords = belongs ? content.words.belongs?.[belongs] : undefined;
  if (belongsWords) objects.push(objectFrom('belongs', belongsWords, false, problemAt));
  // 'Une course de luge avec mon grand frère': the brother is the rival, the sledge what the race is run with.
  // 'La course de natation': swimming is how the race is raced (flag 'swim'), not a thing to race with.
  const swum = isSwimRace(plot, idea);
  if (idea?.tool && (plot === 'win-race' || plot === 'reach-place') && !(swum && flagsOfWords('race-tools', idea.tool.head).includes('swim'))) put('tool', idea.tool, true, true);
  // 'I wish I could see a real rainbow', 'voir la neige', 'see the sea': what is wished for is what is sought.
  const sight = idea?.situation === 'wish' ? idea.subject ?? idea.place : undefined;
  if (sight && !filled.has('goal')) put('goal', sight, true, true);
  // "La rentrée dans une nouvelle école": with no thing to fear, the day itself is what frightens, not the building.
  if (plot === 'face-fear' && !filled.has('goal') && idea?.subject?.kind === 'event') put('goal', idea.subject, true);
  // "Nervous about the new school": with neither, the place is the fear.
  if (plot === 'face-fear' && !filled.has('goal') && idea?.place) put('goal', idea.place, true);
  // 'Christmas Eve', 'a Halloween party': the day the parent named is what the party is got ready with.
  const celebration = plot === 'save-party' ? Object.entries(content.words.celebrations ?? {}).find(([word]) => saidWord(word, idea)) : undefined;
  if (celebration && !filled.has('goal')) put('goal', celebration[1], false);
  // 'Léo va sur la lune': a flight with nothing named to fly in goes in the stock rocket.
  const stockTool = way?.tool ? defaults.tool?.find((t) => t.prop === way.tool) : undefined;
  if (stockTool) put('tool', stockTool, false);
  const deed = idea?.deed ?? (plot === 'learn-skill' && defaults.deed ? rng.pick(defaults.deed) : undefined);
  // 'She wants to be a firefighter': the dream is played at with its things (a helmet, a cardboard rocket).
  const dream = plot === 'learn-skill' && isDreamDeed(deed);
  const dreams = content.words.dreams ?? {};
  const dreamThing = dream ? dreams[dreamKind(deed) ?? 'any'] ?? dreams.any : undefined;
  if (dreamThing) put('tool', dreamThing, false);
  // A recital is played on the piano, a judo competition fought in the white belt (plan/performances.yaml).
  const performed = plot === 'face-fear' ? performTool(idea) : undefined;
  if (performed) put('tool', performed, false);
  for (const role of PLOT_TABLE.plots[plot].needs) {
    // 'Apprendre à nager': the parent's skill is the whole aim; a stock tool (a new bike) would change it.
    // 'A dragon who can't breathe fire' learns with nothing in hand either: a stock tool only when one fits the deed.
    if (plot === 'learn-skill' && role === 'tool' && idea?.deed && (!filled.has('owner') || !(defaults.tool ?? []).some((t) => toolFits(t.noun ?? '', idea.deed ?? '')))) continue;
    // 'He doesn't want to go to bed': the refusal is the whole trouble; a stock toy to fight over would change it.
    if (plot === 'change-mind' && role === 'goal' && idea?.deed) continue;
    // 'Lucas lies about little things': the child's behaviour is the whole day; a stock pile of pancakes would be a second plot.
    if (plot === 'do-together' && role === 'goal' && idea?.together === 'behaviour') continue;
    // 'Ma fille ne veut pas ranger sa chambre', 'he won't go to bed': the child is the one who won't; no stock goat says it.
    if ((plot === 'change-mind' && role === 'owner' && idea?.deed && (!idea.subject || idea.subject.self)) || (role === 'owner' && ownParty)) continue;
    // A stock thing of one feast ('le sapin de Noël') only when the parent said that feast.
    // A pyjama party with nobody named is at a stock friend's, a quarrel with a stock sibling's (plots.yaml 'together' owner).
    const kin = together?.owner === 'sibling' ? siblingSaid(idea) : undefined;
    // A race at school is run against a classmate (plan/flag-words.yaml 'school-race'), never a stock hare.
    const classmates = role === 'rival' && plot === 'win-race' && schoolSaid(idea, req.customPrompt) ? defaults.classmate?.filter((f) => f.name !== hero.name) : undefined;
    const stock = classmates ?? (role === 'owner' && together?.owner ? (together.owner === 'none' ? [] : defaults[together.owner]?.filter((f) => f.name !== hero.name && (!kin || f.gender === kin))) : defaults[role as 'goal' | 'owner' | 'rival' | 'tool']);
    const list = stock?.filter((t) => !t.said || parentSaid(t.noun ?? '', idea));
    if (filled.has(role) || !list || list.length === 0) continue;
    // Learning to ride a bike is done with the bicycle, not the flute.
    const fitting = role === 'tool' && deed ? list.filter((t) => toolFits(t.noun ?? '', deed)) : [];
    // 'Bake a cake for Mummy's birthday': a stock thing the parent named (the birthday cake) before another.
    const named = list.filter((t) => parentSaid(t.noun ?? '', idea));
    put(role as 'goal' | 'owner' | 'rival' | 'tool', rng.pick(named.length > 0 ? named : fitting.length > 0 ? fitting : list), false);
  }

  // A journey is about where it goes (the fair), not who goes (the snail): that is what everyone thinks of.
  if (plot === 'reach-place' && idea?.place) ideaRole = 'goal';
  // Places: home by character, the plot's away and far; the idea's place (the moon) becomes the far one.
  const ideaPlaces: Readonly<Record<string, PlaceId | undefined>> = PLOT_TABLE['idea-places'];
  // A journey to a thing that stands where it is (the lighthouse, the windmill) goes to where it stands (words.yaml 'spots' 'fixed').
  const standsAt = plot === 'reach-place' && idea?.place && !idea.place.place ? fixed?.[idea.place.head] : undefined;
  // A dream of becoming is played at near home whatever it dreams of ('devenir astronaute': the moon is seen, not
  // walked to), come a little true in the village; a being's trait ('seasick on his ship') is answered at the child's.
  const ideaPlace = dream || isBeingTrait(plot, idea) ? undefined : idea?.place?.place ? ideaPlaces[idea.place.place] : standsAt && standsAt in PLACE_SCENES ? (standsAt as PlaceId) : undefined;
  // A knight's journey to the castle sets off from a cottage; toys wake in a child's bedroom (places.ts bookHome).
  const home = bookHome(plot, req.character, ideaPlace, idea);
  // A milk tooth is lost at home or a few steps from it, never on a mountain.
  const nearHome = (!ideaPlace && (isFamilyTrouble(idea) || isToothLost(objects))) || newFriend;
  const spot = ideaPlace ? undefined : troubleSpot(spotWords(plot, idea), content.words.spots?.places);
  // Only a skill of hands and head is learnt at home ('grow as tall as the house' is not).
  const standing = plot === 'mend-broken' && isFixedThing([objects.find((o) => o.role === 'goal')?.noun, idea?.place?.head]);
  const blown = plot === 'find-lost' && idea?.weather === 'wind';
  // A melted snowman is made again in the garden; a power cut is waited out in the house: both end at home.
  const trouble = homeTrouble(plot, idea);
  const chosen = trouble ? { away: trouble === 'power-cut' || home === 'garden' ? home : 'garden' as const, far: home } : awayAndFar(plot, home, nearHome, (list) => rng.pick(blown ? inTheOpen(list) : list), isPetMischief(plot, idea) || isBeingTrait(plot, idea) ? 'home' : plot === 'learn-skill' && spot === 'home' && !deedHasWordOf(idea?.deed, PLOT_TABLE['handy-deeds']) ? undefined : spot, standing, !ideaPlace && (isToothLost(objects) || isRunawayPet(plot, idea)));
  // A journey's own place is where it goes (the far place); the way there is the plot's, or its way's. Out of
  // its place: found where the idea says (the star in the garden), else where plots.yaml 'belongs' says, and
  // let go where it belongs.
  const homeward = belongs ? PLOT_TABLE.belongs.kinds[belongs] : undefined;
  const foundIn = ideaPlace && (!homeward || PLOT_TABLE.belongs['found-in'].includes(ideaPlace)) ? ideaPlace : undefined;
  // 'We found a baby owl in Nanna's barn': where it was found is told in the parent's words, from the start.
  if (plot === 'bring-home' && foundIn && idea?.place) objects.push(objectFrom('perch', idea.place, true, 0));
  // Learning to ride a bike: wobbled in the garden, ridden on the park's path (the meadow), a short walk from home.
  const lesson = ownLesson(plot, idea?.deed, ideaRole);
  const dreamPlaces = dream ? { away: home === 'garden' ? 'meadow' as const : 'garden' as const, far: 'village' as const }
    : lesson === 'bike' && !ideaPlace ? { away: home === 'garden' ? 'village' as const : 'garden' as const, far: 'meadow' as const }
    // Learning to swim: at the pool from the first try (the idea's own pool or lake when it names one).
    : lesson === 'swim-lesson' ? { away: ideaPlace ?? 'pool' as const, far: ideaPlace ?? 'pool' as const }
    // Learning to ski: on the snowy mountain from the first try (its snow: the book's sky below).
    : lesson === 'ski-lesson' ? { away: 'mountain' as const, far: 'mountain' as const }
    // The child's own birthday party is in the garden at home, unless the idea says where.
    : ownParty && !ideaPlace ? { away: 'garden' as const, far: 'garden' as const }
    // A recital, a match, a gala (plan/performance.ts): the day is at the hall, the pitch or the pool, practised at home.
    : performPlace(idea) ? { away: performPlace(idea) as PlaceId, far: performPlace(idea) as PlaceId } : undefined;
  // A friend to make is met where other children play (plots.yaml 'friend-places'), the idea's place (the school) last.
  const friendPlaces = newFriend ? PLOT_TABLE['friend-places'].filter((p) => p !== home) : [];
  // Someone far away is missed at home: the jumper, the drawing and the phone are tried in the garden next door
  // (the village when home is a garden), and they come home.
  const missed = plot === 'find-friend' && isMissed(idea);
  const friendAt = newFriend ? { away: ideaPlace ?? rng.pick(friendPlaces.length > 0 ? friendPlaces : ['village' as const]), far: ideaPlace }
    : missed ? { away: home === 'garden' ? 'village' as const : 'garden' as const, far: home } : undefined;
  // Done with the family: where the activity happens (plan/plots.yaml 'together'); pancakes are made at home.
  // 'A den in the woods': a place the parent named that the activity may happen in is where all of it does.
  const togetherPlace = landPlace(idea) ?? dayPlace(idea, ideaPlace, home) ?? (together && ideaPlace && together['idea-places']?.includes(ideaPlace) ? ideaPlace : undefined);
  // A day that stays in (plots.yaml 'together' 'home-day': the child ill in bed) is at home from the first page to the last.
  // A thing sewn, knitted or of paper is made at the kitchen table, at home from the first page to the last.
  const craft = plot === 'do-together' && makingFlags(plot, idea).includes('made-craft') ? { away: home, far: home } : undefined;
  const togetherAt = craft ?? holidayPlaces(idea) ?? (together ? { away: together['home-day'] ? home : togetherPlace ?? rng.pick(together.away), far: together['at-home'] ? home : togetherPlace ?? rng.pick(together.far) } : undefined);
  // A race swum is swum where there is water: the pool the idea names, else the seashore, from the start line on;
  // with the family (a race against Papa), at the village pool, a short walk from home (plots.yaml near-home).
  const swimAt: PlaceId | undefined = swum ? ideaPlace ?? (nearHome ? 'village' : 'seashore') : undefined;
  const away = swimAt ?? togetherAt?.away ?? friendAt?.away ?? dreamPlaces?.away ?? (plot === 'reach-place' ? (way ? rng.pick(way.away) : chosen.away)
    : foundIn && foundIn !== home ? foundIn : homeward ? rng.pick(homeward.away) : chosen.away);
  if (ideaPlace) ideaRole ??= 'place';
  // A visit with no town named ('visit Grandma'): the journey ends at the visited one's house, drawn among the village's
  // houses (the cottage when home is the village), never on a hilltop.
  const visitHouse: PlaceId | undefined = plot === 'reach-place' && isVisit(idea) && !ideaPlace && !way ? (home === 'village' ? 'cottage' : 'village') : undefined;
  // Some situations never turn where the plot table would go (plan/plots.yaml 'far-instead': a wish, never in a cave).
  const far: PlaceId = visitHouse ?? swimAt ?? togetherAt?.far ?? (friendAt ? friendAt.far ?? friendAt.away : undefined) ?? dreamPlaces?.far ?? (homeward ? rng.pick(homeward.far) : ideaPlace ?? (idea ? PLOT_TABLE['far-instead'][idea.situation]?.[chosen.far] : undefined) ?? chosen.far);
  // (away and far may be the same place: then the tries and the turning point happen in different corners of it.)
  const places = [{ role: 'home' as const, id: home, scene: PLACE_SCENES[home] }, { role: 'away' as const, id: away, scene: PLACE_SCENES[away] }, { role: 'far' as const, id: far, scene: PLACE_SCENES[far] }];

  // Within reach: a word of words.yaml 'spots' 'low' says where the trouble is.
  const low = troubleSpot(spotWords(plot, idea), { low: content.words.spots?.low ?? [] }) !== undefined;
  // The child's own behaviour that fits a moral (a fib, honesty; not sharing, sharing): the book's moral is that one,
  // whatever moral was asked for, so that its lines agree with the story (idea/behaviour.ts).
  const moral = (plot === 'do-together' && idea?.together === 'behaviour' ? idea.behaviour?.moral : undefined) ?? (req.moralLesson === '' ? 'none' : req.moralLesson);
  if (moral === 'sharing') objects.push(objectFrom('gift', rng.pick(content.words.gifts), false, firstOf('try')));

  const times = timeLine(shape);
  const has = (role: string): boolean => cast.some((c) => c.role === role);
  const owner = cast.find((c) => c.role === 'owner');
  // A race run with the idea's thing turns on it, not on the prize: the bike is on every race page.
  // A journey's rocket or boat is on every page of the way.
  const raceTool = (plot === 'win-race' && objects.some((o) => o.role === 'tool' && o.fromIdea)) || (plot === 'reach-place' && objects.some((o) => o.role === 'tool'));
  const key = raceTool ? 'tool' : objects.some((o) => o.role === PLOT_TABLE.plots[plot].key) ? PLOT_TABLE.plots[plot].key : objects[0]?.role;
  // A journey's place that can be drawn (the lighthouse) is the picture of its arrival.
  const arrivedAt = plot === 'reach-place' && objects.some((o) => o.role === 'goal' && o.prop);
  let tries = 0;
  let complications = 0;
  let setupDone = false;
  // Extra plot for older readers, only where the plot's content has tellings to spare for every one of
  // them (two more than the book uses), so two books of the same request still differ.
  const older = req.ageGroup !== '3-5';
  const uses = (kind: EventKind): number => shape.reduce((n, s) => n + [...s.events, ...(older ? s.older ?? [] : [])].filter((k) => k === kind).length, 0);
  const planFlags = new Set<string>([...cast.map((c) => c.role), ...objects.map((o) => o.role), ...planLevelFlags({ plot, deed, low, idea, objects, belongs, ideaRole, age: req.ageGroup })]);
  // Tellings whose conditions this plan can meet (time, weather and place flags vary by chapter: counted in).
  const fitting = (kind: EventKind): number => (content.plots[plot][kind] ?? []).filter((t) => t.if.every((f) => {
    const flag = f.replace(/^!/, '');
    return !PLAN_LEVEL.has(flag) || planFlags.has(flag) !== f.startsWith('!');
  })).length;
  const spare = (kind: EventKind): boolean => fitting(kind) >= uses(kind) + 2;
  // A storm plot, or a fear of storms in any language (plan/flag-words.yaml storm-fear, 'thunderstorms', 'l'orage'):
  // the storm comes at the complication and the turning point.
  // A storm on a day out (plan/storm-on-the-day.ts) comes the same way, after a fair morning.
  const dayStorm = stormComes(plot, idea);
  const turning = shape.findIndex((c) => c.events.includes('turning-point'));
  const lastComplication = shape.findLastIndex((c, i) => i < turning && c.events.includes('complication'));
  const stormTurns = lastComplication >= 0 ? lastComplication : turning - 1;
  const stormy = dayStorm || plot === 'weather-storm' || (plot === 'face-fear' && wordsOf(objects.find((o) => o.role === 'goal')?.noun).some((w) => FLAG_WORDS['storm-fear'].some((f) => w.startsWith(f))));
  // A night near home is slept at home (plan/plots.yaml 'sleep-at-home'): the night chapter moves home.
  // A plot that sleeps home (a party, got ready from home) does so from anywhere a short walk away.
  // A day out with Grandpa ends at home: nobody camps out on a walk in the woods.
  const sleepHome = nearHome || PLOT_TABLE['sleep-at-home'].includes(away) || (PLOT_TABLE.plots[plot]['sleeps-home'] === true && PLOT_TABLE['near-home'].includes(away))
    || (plot === PLOT_TABLE.outing.plot && isDayOut(input.idea));
  const chapters: ChapterPlan[] = shape.map((shaped, index) => {
    // A journey is on its way until it arrives (plan/plots.yaml 'arrives'): the far place is the resolution's.
    const onTheWay = PLOT_TABLE.plots[plot].arrives === true && shaped.place === 'far' && !shaped.events.includes('resolution');
    const s = sleepHome && shaped.events.includes('night-camp') ? { ...shaped, place: 'home' as const } : onTheWay ? { ...shaped, place: 'away' as const } : shaped;
    const kinds = [...s.events, ...(older ? (s.older ?? []).filter(spare) : [])];
    // A short book's day out has no complication of its own: the storm breaks in the chapter before the turning point.
    if (dayStorm && index === stormTurns && !kinds.includes('complication')) kinds.push('complication');
    const events: PlotEvent[] = kinds.map((kind) => {
      const present: CastRole[] = ['hero', 'companion'];
      if (index >= helper.introducedIn && EVENT_TABLE[kind].helper && kind !== 'resolution') present.push('helper');
      if (owner && index >= owner.introducedIn) {
        // A friend to make is met at the turning point, and on the page from then on.
        const on = PLOT_TABLE.plots[plot]['owner-on'];
        const atHome = s.place === 'home';
        if (on === 'all' || (on === 'home' && atHome) || (on === 'found' && (kind === 'resolution' || kind === 'celebration' || kind === 'homecoming' || (newFriend && kind === 'turning-point')))) present.push('owner');
      }
      if (has('rival') && index >= problemAt && EVENT_TABLE[kind].rival) present.push('rival');
      const n = kind === 'try' ? tries++ : kind === 'complication' ? complications++ : undefined;
      // The moral is set up at the first try and paid off at the turning point and in the last chapter.
      const moralHere = moral !== 'none' && ((kind === 'try' && !setupDone) || kind === 'turning-point' || kind === 'homecoming');
      if (kind === 'try') setupDone = true;
      // One pose for most events; the tries take the event table's poses in turn.
      const poses = EVENT_TABLE[kind].pose;
      return {
        kind, place: s.place, present, mood: EVENT_TABLE[kind].mood,
        pose: poses[(n ?? 0) % poses.length] ?? poses[0],
        ...(n !== undefined ? { n } : {}),
        ...(key && EVENT_TABLE[kind]['key-object'] && index >= problemAt ? { object: arrivedAt && kind === 'resolution' ? 'goal' : key } : {}),
        ...(moralHere ? { moral: true } : {}),
        ...(s.events.includes(kind) ? {} : { extra: true }),
      };
    });
    // A child lost at the shops is inside all morning: no wind blows down the aisles.
    const stormSky = weatherOf(kinds, rng, stormy, places.find((p) => p.role === s.place)?.id);
    // The day out's storm: a fair sky until the last complication before the turning point, the wind as the sky turns
    // there, the storm itself at the turning point (its tellings are gated on that sky).
    const sky = !dayStorm ? stormSky : kinds.includes('turning-point') ? 'storm' : index === stormTurns ? 'wind' : 'clear';
    return { index, time: times[index] ?? { day: 0, slot: s.slot }, place: s.place, weather: isLostChild(plot, idea) ? 'clear' : sky, events, texture: kinds.length === 1 && req.ageGroup !== '3-5' ? 2 : 1 };
  });
  if (key === 'goal') markState(plot, objects, chapters);
  if (moral === 'perseverance') giveUpAfterTheLastSetback(chapters);
  // A snowstorm ('une tempête de neige', 'a blizzard') is a storm and snow: its sky is the idea's snow from the
  // first page; a day out in the rain ('a walk in the rain with Mummy') is rain, puddles and no thunder.
  if (idea?.weather && (!stormy || (plot === 'weather-storm' && (idea.weather === 'snow' || idea.weather === 'rain')))) ideaWeather(idea, idea.weather, chapters, places);

  return {
    version: 1, lang: content.lang, seed: req.seed, plot, ...(idea ? { idea } : {}), ...(ideaRole ? { ideaRole } : {}), ...(deed ? { deed } : {}),
    ...(low ? { low: true } : {}), ...(belongs ? { belongs } : {}),
    request: { character: req.character, theme: req.theme, moral, age: req.ageGroup, length: req.length, childName: childIsHero ? (hero.name ?? '') : '' },
    cast, places, objects, chapters, ...placeDetails(idea, chapters),
  };
}

/** A broken thing is drawn broken until it is mended, for the props plan/plots.yaml gives a 'mended' state. */
function markState(plot: PlotId, objects: StoryObject[], chapters: readonly ChapterPlan[]): void {
  const o = objects.find((x) => x.role === 'goal');
  const mended = chapters.find((c) => c.events.some((e) => e.kind === 'resolution'))?.index;
  const row = PLOT_TABLE.plots[plot];
  const [broken, whole] = o?.prop ? [row.trouble?.[o.prop], row.mended?.[o.prop]] : [];
  if (o && mended !== undefined && broken && whole) o.states = [{ from: 0, state: broken }, { from: mended, state: whole }];
}

/**
 * Perseverance: the wish to give up ('It went wrong again... “Some things just can't be done.”') follows the last
 * thing that went wrong before the turning point, where trying once more then turns the story. On the first try it
 * came before anything had gone wrong (planks fetched for a treehouse, then 'It went wrong again').
 */
function giveUpAfterTheLastSetback(chapters: readonly ChapterPlan[]): void {
  const events = chapters.flatMap((c) => c.events);
  const turn = events.findIndex((e) => e.kind === 'turning-point');
  const setback = events.slice(0, turn < 0 ? events.length : turn).findLast((e) => e.kind === 'try' || e.kind === 'complication');
  const first = events.find((e) => e.kind === 'try' && e.moral);
  if (!setback || !first || setback === first) return;
  delete first.moral;
  setback.moral = true;
}
