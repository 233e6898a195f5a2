// Something done with the family ('going fishing with grandpa', 'faire des crêpes avec maman', 'a sleepover at
// grandma's'): the parent's idea is the activity, and the one it is done with is beside the child all along.
// Read before, these came out as a search for 'the fishing' or a storm on Mamie's party. The activity's words
// are the language's table (reading-<lang>.yaml 'together'); who it is done with is read by the reader itself,
// from the words after 'with' / 'avec' / 'chez'.
import { partDetail } from './details.ts';
import { foldAccents, type IdeaTables } from './tables.ts';
import { holidayTrip } from './holiday.ts';
import { magicLand } from './magic-land.ts';
import { toysAtNight } from './toys-at-night.ts';
import { ownedUp } from './owned-up.ts';
import { childBehaviour } from './behaviour.ts';
import { hurtChild } from './hurt.ts';
import { lullaby } from './lullaby.ts';
import { bedtime } from './bedtime.ts';
import { making } from './making.ts';
import type { IdeaPart, IdeaReading } from './types.ts';

/** The readings an activity with the family replaces: nothing said, a day out read as a storm, a picnic read as a party. */
const REREAD = new Set(['none', 'storm', 'party']);

export function togetherReading(t: IdeaTables, input: string, reading: IdeaReading, readPart: (text: string) => IdeaReading): IdeaReading {
  // A friend moving away ('her friend Tom is moving to Paris') is their move, said goodbye to: never the family's boxes.
  if (reading.goodbye) return reading;
  const fold = t.rules['fold-accents'] === true;
  const low = input.normalize('NFC').replace(/[’`´]/g, "'").toLowerCase();
  const plain = fold ? foldAccents(low) : low;
  // Toys awake at night first: 'her dolls have a midnight party' is their night, not a party to save.
  // A land reached through a door before all: 'a world of talking books' is no world lost nor a book to find.
  // A holiday trip to a place named ('flying to Spain', « en vacances en Bretagne »): never a thing carried there, nor a quest.
  // The child's own broken arm before a misdeed: 'Paul broke his arm' is weeks in a cast, never a vase owned up to.
  const cared = magicLand(t, input, plain, reading, readPart) ?? holidayTrip(t, input, plain, reading, readPart, (r) => withWhom(t, input, plain, readPart) ?? familyAdult(r)) ?? toysAtNight(t, input, plain, reading, readPart) ?? hurtChild(t, input, plain, reading, readPart) ?? lullaby(t, input, plain, reading) ?? bedtime(t, input, plain, reading) ?? childBehaviour(t, input, reading, readPart) ?? ownedUp(t, input, plain, reading, readPart) ?? caredFor(t, input, plain, reading) ?? illHimself(t, input, plain, reading, readPart) ?? newFood(t, input, plain, reading, readPart) ?? newBaby(t, input, plain, reading) ?? wishedFor(t, input, plain, reading, readPart)
    // A thing the child builds or makes ('Hugo builds a robot'): made, never lost.
    ?? making(t, input, plain, reading, readPart, (r) => withWhom(t, input, plain, readPart) ?? familyAdult(r));
  if (cared) return cared;
  // A worry the sayings drop ('first sleepover ... and she's nervous') is the activity's own, not a trouble that keeps another reading.
  const sayings = t.rules.sayings.reduce((said, x) => said.replace(x.pattern, x.as), plain);
  // 'A storm on our fishing trip with grandpa': a storm is the trouble of an activity out of doors, told as its day.
  const stormWords = t.rules['together-storm'];
  const storm = reading.situation === 'storm' && stormWords !== undefined && stormWords.test(sayings) && !t.rules['together-not']?.test(sayings.replace(new RegExp(stormWords.source, 'giu'), ' '));
  if (!storm && t.rules['together-not']?.test(sayings)) return reading;
  const words = ` ${plain.replace(/[^\p{L}']+/gu, ' ').replace(/'s\b/g, '')} `;
  const said = (w: string): boolean => words.includes(` ${fold ? foldAccents(w) : w} `);
  // A game named by its own words ('the best hiding place') is the plot whatever the other words seemed to say; so is
  // a thing made or a place gone to when a word of its 'game-with' says so ('build a treehouse', 'goes to the circus').
  // Games are looked for first: 'pêcher des crabes' is the rock pools, not fishing.
  const rows = Object.entries(t.rules.together);
  const isGame = (row: (typeof rows)[number][1]): boolean => row.game === true || (row['game-with'] ?? []).some(said);
  const kind = rows.find(([, row]) => isGame(row) && row.words.some(said)) ?? rows.find(([, row]) => row.words.some(said));
  if (!kind || (!REREAD.has(reading.situation) && !isGame(kind[1]))) return familyVisit(t, input, plain, reading, readPart) ?? reading;
  // 'Un dragon qui veut faire un gâteau pour sa mamie': a story about someone else is theirs, and a cake made
  // for Mamie is her party; only an activity done with ('with', 'avec', 'chez') the family is read here.
  const [activity, row] = kind;
  const s = reading.subject;
  // 'moving to a new house': the activity's own words, with their adjective ('new house'), are the activity, not a thing beside it.
  const activityOwn = (p: IdeaPart | undefined): boolean => p !== undefined && row.words.some((w) => [p.words, p.text].some((x) => ` ${x.toLowerCase()} `.includes(` ${w} `)));
  const theThing = activityOwn(s);
  // ... but a sleepover 'at her friend's house' is at a friend's ('friend'), named or not.
  if (!row.gone && s && (s.kind === 'person' || s.kind === 'animal') && !ofTheFamily(t, s) && !s.self && s.name === undefined && !theThing && !(row.friend && s.kind === 'person')) return reading;
  // 'Mon grand frère part en colonie et je suis triste': what the child does alone ('alone', summer camp), done by one of
  // the family, is theirs; the child stays home and misses them.
  if (row.alone && s?.family === true && !s.self) return reading;
  // 'Visiting granny at the seaside and building sandcastles': the family the idea is about is the one it is done with,
  // when no 'with' says another (a cake 'for' Mamie stays her party).
  const withOne = withWhom(t, input, plain, readPart) ?? (s?.kind === 'person' && s.family === true && !s.self ? s : undefined);
  // 'Mia and her little sister squabble all the time', 'mes enfants se disputent': a quarrel at home is with a brother or
  // a sister (the row's 'sibling'); the children together are no one of the family, the planner's stock sibling comes.
  // 'Mia and Zoe always fight': the other child named beside the child is the brother or sister.
  // 'Our dog Max died', « papi est décédé »: the one who died is the one remembered ('gone'), a pet or a person.
  const gone = row.gone ? goneOne(row.words, plain, input.normalize('NFC'), readPart) ?? (s && !s.self ? s : undefined) : undefined;
  const who = gone ?? (row.sibling ? (withOne && t.words.siblings.has(withOne.head) ? withOne : withWhom(t, input, plain, readPart, true)) : withOne);
  // 'Mia's first sleepover at Lily's house', « sa soirée pyjama chez Jade », 'a pyjama party': with no family in it, it is
  // the activity the row names for friends ('friend'), with the friend the parent named (else the planner's stock friend).
  const friendly = !who && row.friend !== undefined ? t.rules.together[row.friend] : undefined;
  if (friendly && row.friend) {
    const friend = withWhom(t, input, plain, readPart, true) ?? (s?.kind === 'person' && s.name !== undefined && !s.self ? s : undefined);
    if (!friend && !friendly['family-day']) return reading;
    const { subject: _activity, other: _other, owner: _owner, ...rest } = reading;
    const used = [...new Set([...reading.used, ...reading.unused])];
    return { ...rest, situation: 'together', together: row.friend, ...(friend ? { owner: friend } : {}), used: used.length > 0 ? used : [input.trim()], unused: [] };
  }
  // 'Une journée au zoo': a day out the family goes on is one with nobody named (the planner's stock Grandma comes).
  if (!who && !row['family-day']) return reading;
  const { subject: _activity, other: _other, ...rest } = reading;
  const { details, untold } = besideTheActivity(t, input, reading, [theThing || gone ? undefined : s, activityOwn(reading.other) ? undefined : reading.other]);
  // A detail is used in the parent's words of it ('toasting marshmallows'), as the book tells it.
  const used = [...new Set([...reading.used, ...reading.unused].map((u) => details.find((d) => d.part.text === u)?.said ?? u))].filter((u) => !untold.some((x) => u.includes(x)));
  return {
    ...rest, situation: 'together', together: activity, ...(who ? { owner: who } : {}), ...(details.length > 0 ? { details } : {}), ...(storm ? { storm: true as const } : {}),
    // The sky the activity needs (a snowman in the snow, puddles in the rain), unless the parent said another.
    ...(row.weather && !reading.weather ? { weather: row.weather } : {}),
    // The whole idea is the plot, but for a thing it names that the book cannot tell ('and a broken spaceship').
    used: used.length > 0 ? used : [input.trim()], unused: untold,
  };
}

/**
 * The parts a reading of the activity drops (the marshmallows read as the idea's subject before camping was): each is
 * a detail told beside the activity when its words say how ('toasting marshmallows'), else listed as not used.
 */
function besideTheActivity(t: IdeaTables, input: string, reading: IdeaReading, parts: (IdeaPart | undefined)[]): { details: NonNullable<IdeaReading['details']>; untold: string[] } {
  const details = [...(reading.details ?? [])];
  const untold: string[] = [];
  for (const part of parts) {
    if (!part || part.kind === 'person' || part.kind === 'place' || part.kind === 'event' || part.self) continue;
    const detail = partDetail(t, input.normalize('NFC').replace(/[’`´]/g, "'"), part);
    if (detail && details.length < 3) details.unshift(detail);
    else untold.push(part.text);
  }
  return { details, untold };
}

/**
 * 'Granny is poorly', 'Finn's grandma is in hospital', 'mon chat est malade': someone ill (reading-<lang>.yaml 'ailing')
 * with no other trouble is looked after by the child, who is the one who cares (issue 10: read before as a party to
 * save, a storm or a search). The one ill is the owner, on the page all along; a person is looked after (a card, soup,
 * a story read by the bed), an animal taken to the vet and then home ('ailing-together').
 */
function caredFor(t: IdeaTables, input: string, plain: string, reading: IdeaReading): IdeaReading | undefined {
  const rows = t.rules['ailing-together'];
  if (!rows || !REREAD.has(reading.situation) || !t.rules.ailing?.pattern.test(plain)) return undefined;
  const ill = [reading.subject, reading.owner].find((p) => (p?.kind === 'person' || p?.kind === 'animal') && !p.self && !t.words.toys.has(p.head));
  if (!ill) return undefined;
  const { subject: _ill, other: _other, owner: _owner, ...rest } = reading;
  const used = [...new Set([...reading.used, ...reading.unused])];
  return { ...rest, situation: 'together', together: ill.kind === 'animal' ? rows.animal : rows.person, owner: ill, used: used.length > 0 ? used : [input.trim()], unused: [] };
}

/** The readings a day at one of the family's replaces: nothing said, a storm or a party made of it, a walk there, a bare thing. */
const VISIT_OVER = new Set([...REREAD, 'journey', 'lost']);

/**
 * 'visit Grandma', 'a day at Grandpa's', « aller voir papi », « une journée chez mamie » (issue 10: an outing under a storm,
 * a party to save, 'la visite' lost): a day at theirs, with them (reading-<lang>.yaml 'family-visit'): the short ride
 * there, their house and garden, what is done together, a small trouble, the goodbye and a promise. Never when the idea
 * names a place of its own ('Granny at the seaside': the outing) or a journey ('a train trip to see grandma': reach-place).
 */
function familyVisit(t: IdeaTables, input: string, plain: string, reading: IdeaReading, readPart: (text: string) => IdeaReading): IdeaReading | undefined {
  const rule = t.rules['family-visit'];
  const m = rule?.pattern.exec(plain);
  if (!rule || !m || !VISIT_OVER.has(reading.situation) || rule.journey.test(plain) || rule.days.test(plain)) return undefined;
  // The one visited, as the reader read them, else read from the words that name them ('vist to grandmas house': 'grandmas').
  const family = (p: IdeaPart | undefined): p is IdeaPart => p?.kind === 'person' && p.family === true && !p.self;
  const named = m[1] ? readPart(input.normalize('NFC').replace(/[’`´]/g, "'").slice(m.index + m[0].length - m[1].length, m.index + m[0].length)) : undefined;
  // The words the pattern names are family words: « grand-mère » read alone is a person, and one of the family here.
  const said = [named?.subject, named?.owner, named?.other].find((p) => p?.kind === 'person' && !p.self);
  const who = [reading.subject, reading.owner, reading.other].find(family) ?? (said ? { ...said, family: true } : undefined);
  if (!who) return undefined;
  // 'Leo goes to his grandparents': the place read is the one visited; 'in her little house' is theirs; 'at the seaside' is not.
  if (reading.place && !rule.places.includes(reading.place.head.toLowerCase()) && reading.place.head.toLowerCase() !== who.head.toLowerCase()) return undefined;
  return { ...withoutParts(reading), situation: 'together', together: rule.activity, owner: who, used: [...new Set([...reading.used, ...reading.unused])], unused: [] };
}

/** The readings the child's own illness replaces: those of someone ill, and the ones its other words made ('misses the
 * school trip' is no friend missed, 'doesn't want to take his medicine' no refusal to talk round). */
const ILL_OVER = new Set([...REREAD, 'missing-friend', 'wont']);

/**
 * 'Emma has chickenpox and has to stay in bed', 'when Sam had a tummy bug', « Lucas est malade et ne peut pas aller à
 * l'école »: the child is the one ill (issue 10: read before as a party to save, the chickenpox once its cake). Nobody
 * else ill is named before the words of illness: no one of the family, no pet, no friend ('my friend Lily is sick' is
 * cared for). The child is looked after at home ('ailing-together' 'self'), by one of the family the idea names, else
 * the planner's; the whole idea is the plot, its illness and what it makes the child miss read by the planner's flags.
 */
function illHimself(t: IdeaTables, input: string, plain: string, reading: IdeaReading, readPart: (text: string) => IdeaReading): IdeaReading | undefined {
  const self = t.rules['ailing-together']?.self;
  const m = t.rules.ailing?.pattern.exec(plain);
  if (!self || !m || !ILL_OVER.has(reading.situation)) return undefined;
  const before = readPart(input.normalize('NFC').slice(0, m.index));
  const child = (p: IdeaPart): boolean => p.self === true || (p.kind === 'person' && p.name !== undefined && !p.family);
  if ([before.subject, before.owner, before.other].some((p) => p && (p.kind === 'person' || p.kind === 'animal') && !child(p))) return undefined;
  if ([before.subject, before.other].some((p) => p && t.words.toys.has(p.head))) return undefined;
  const carer = familyAdult(reading);
  return { ...withoutParts(reading), situation: 'together', together: self, ...(carer ? { owner: carer } : {}), used: [input.trim()], unused: [] };
}

/** The readings a new food to try replaces: a refusal, a fear, a wish to learn, a thing lost ('the trying food'), a party. */
const FOOD_OVER = new Set([...REREAD, 'wont', 'afraid', 'learn', 'lost']);

/**
 * 'Mia doesn't want to try broccoli', 'Noah is scared of trying new food', « Jules ne veut pas goûter les épinards »,
 * « première fois qu'elle mange des sushis » (issue 10: read before as a refusal talked round, a fear, 'the trying food'
 * lost, someone's party): the child tries a new food, at home, with one of the family (reading-<lang>.yaml 'new-food').
 * The food named, with its determiner, is what the day is about (its goal); with none named ('a picky eater') the
 * planner's. An animal that eats ('our rabbit won't eat carrots') or a stranger ('a princess who won't') keeps its own story.
 */
function newFood(t: IdeaTables, input: string, plain: string, reading: IdeaReading, readPart: (text: string) => IdeaReading): IdeaReading | undefined {
  const rule = t.rules['new-food'];
  if (!rule || !FOOD_OVER.has(reading.situation)) return undefined;
  const food = rule.food.exec(plain);
  if (!(food && rule.trying.test(plain)) && !rule.picky.test(plain)) return undefined;
  const eaten = food ? food[0] : '';
  if ([reading.subject, reading.owner].some((p) => p?.kind === 'animal' && !eaten.includes(p.head.toLowerCase()) && !t.words.toys.has(p.head))) return undefined;
  // 'A princess who won't eat her vegetables': a stranger's no is theirs, talked round by the child.
  if ([reading.subject, reading.owner].some((p) => p?.kind === 'person' && !p.self && !p.family && p.name === undefined)) return undefined;
  const said = food ? readPart(input.normalize('NFC').replace(/[’`´]/g, "'").slice(food.index, food.index + food[0].length)) : undefined;
  const dish = said ? said.subject ?? said.other : undefined;
  const cook = familyAdult(reading);
  return {
    ...withoutParts(reading), situation: 'together', together: rule.activity, ...(dish ? { subject: { ...dish, kind: 'object' as const } } : {}),
    ...(cook ? { owner: cook } : {}), used: [input.trim()], unused: [],
  };
}

/** The readings a baby on its way replaces: the welcome party it was told as, the worry read as the child's own feeling
 * ('et il est un peu jaloux') or fear, nothing said. */
const BABY_OVER = new Set([...REREAD, 'new-arrival', 'wont', 'afraid']);

/**
 * 'Mummy is having a baby', 'Jack is going to be a big brother', « maman attend un bébé », « Jules va être grand frère et
 * il est un peu jaloux » (issue 10: told as a party to save, with balloons lost, a trek and 'her baby'): a baby on its way
 * ('new-baby' 'coming', read after the sayings) is waited for and welcomed home across the days of the wait, the child
 * the big one (plots/do-together/newbaby.yaml); the worry the idea says is the book's (plan/flags.ts 'newbaby-worry').
 * The baby is the goal, a baby sister or brother when the idea says which. A being's baby ('a dragon has a new baby')
 * keeps its story.
 */
function newBaby(t: IdeaTables, input: string, plain: string, reading: IdeaReading): IdeaReading | undefined {
  const rule = t.rules['new-baby'];
  if (!rule || !BABY_OVER.has(reading.situation)) return undefined;
  const said = t.rules.sayings.reduce((text, x) => text.replace(x.pattern, x.as), plain);
  if (!rule.coming.test(t.rules['fold-accents'] === true ? foldAccents(said) : said)) return undefined;
  if ([reading.subject, reading.owner, reading.other].some((p) => p?.kind === 'animal' && p.head !== rule.baby.head)) return undefined;
  const which = rule.sister.test(plain) ? 'sister' : rule.brother.test(plain) ? 'brother' : 'baby';
  const { feeling: _feeling, ...rest } = withoutParts(reading);
  return {
    ...rest, situation: 'together', together: rule.activity,
    subject: { text: rule.baby[which], words: rule.baby[which], head: rule.baby.head, adjectives: [], kind: 'object' as const, gender: which === 'sister' ? 'f' : which === 'brother' ? 'm' : rule.baby.gender, plural: false, family: false },
    used: [input.trim()], unused: [],
  };
}

/**
 * 'Zoé wants a baby sister', 'Tom wants a puppy for Christmas', « Léa rêve d'avoir un chaton » (issue 10: told as a party
 * or a lost thing): someone new wished for is waited for and got ready for at home, a basket, a gift, a name, and the
 * arrival at the end (plots/do-together/welcome.yaml); a baby wished for gets a gentle answer, a baby cousin to hold.
 * A baby already on the way ('a new baby is coming') keeps its welcome party.
 */
function wishedFor(t: IdeaTables, input: string, plain: string, reading: IdeaReading, readPart: (text: string) => IdeaReading): IdeaReading | undefined {
  const rule = t.rules['wished-for'];
  const wish = rule?.wish.exec(plain);
  if (!rule || !wish || rule.coming.test(plain)) return undefined;
  // The one wished for comes after the wish ('Tom wants a puppy'), never a being who wishes ('a puppy who wants a friend').
  const after = wish.index + wish[0].length;
  const who = rule.who.exec(plain.slice(after));
  if (!who) return undefined;
  const said = readPart(input.normalize('NFC').replace(/[’`´]/g, "'").slice(after + who.index, after + who.index + who[0].length));
  const newcomer = said.subject ?? said.other;
  if (!newcomer) return undefined;
  const family = familyAdult(reading);
  return {
    ...withoutParts(reading), situation: 'together', together: rule.activity, ...(family && family.head !== newcomer.head ? { owner: family } : {}), subject: { ...newcomer, kind: 'object' as const, family: false },
    used: [input.trim()], unused: [],
  };
}

/** The one of the family the idea names beside the child (who looks after, who cooks), not the child. */
function familyAdult(reading: IdeaReading): IdeaPart | undefined {
  return [reading.owner, reading.subject, reading.other].find((p) => p?.kind === 'person' && p.family === true && !p.self);
}

/** The reading without the parts a day of the child's own replaces: its people, thing, place and deed. */
function withoutParts(reading: IdeaReading): Omit<IdeaReading, 'subject' | 'other' | 'owner' | 'place' | 'deed'> {
  const { subject: _subject, other: _other, owner: _owner, place: _place, deed: _deed, ...rest } = reading;
  return rest;
}

/** 'avec son grand frère': a brother, a sister or a cousin is one of the family too, whatever the lexicon says of names. */
function ofTheFamily(t: IdeaTables, p: IdeaPart): boolean {
  return p.family === true || t.words.siblings.has(p.head);
}

/** 'With grandpa', 'avec tonton Tom', 'chez mamie', 'Lily and grandad': the words after one of the table's 'together-with', read
 * alone ('a day at the zoo with grandma': not the zoo, grandma). A friend ('at Lily's house', 'chez Jade'): one with a name. */
function withWhom(t: IdeaTables, input: string, plain: string, readPart: (text: string) => IdeaReading, friend = false): IdeaPart | undefined {
  const pattern = t.rules['together-with'];
  if (!pattern) return undefined;
  const text = input.normalize('NFC');
  for (const m of plain.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))) {
    const read = readPart(text.slice(m.index + m[0].length));
    const part = [read.subject, read.owner, read.other].find((p) => p?.kind === 'person' && !p.self && (friend ? !ofTheFamily(t, p) && p.name !== undefined : ofTheFamily(t, p)));
    if (part) return part;
  }
  return undefined;
}

/**
 * Who died, read from the words just before the words that say so ('Grandpa passed away and Noah misses him': Grandpa,
 * not Noah; « notre chat Félix nous a quittés »: Félix), in the clause they are in.
 */
function goneOne(words: readonly string[], plain: string, written: string, readPart: (text: string) => IdeaReading): IdeaPart | undefined {
  const said = words.map((w) => ({ w, at: plain.search(new RegExp(`(?<!\\p{L})${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u')) })).filter((x) => x.at > 0);
  const first = said.sort((a, b) => a.at - b.at)[0];
  if (!first) return undefined;
  // The parent's own letters ('Félix', 'Max'): the folded text only finds where (folding keeps each letter in its place).
  const before = written.slice(0, first.at).split(/[.,;!?]|\s(?:and|et|but|mais|so|alors|because|parce que)\s/u).pop()?.trim() ?? '';
  const part = before ? readPart(before).subject : undefined;
  return part && (part.kind === 'person' || part.kind === 'animal') && !part.self ? part : undefined;
}
