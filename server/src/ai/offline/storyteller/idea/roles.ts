// Who plays which part in an idea, from where each noun phrase stands around the situation's cue: 'the
// grandmother who LOST her glasses' (the glasses are lost, she owns the trouble), 'un dragon qui a PEUR du feu'
// (the dragon is afraid, of the fire). One set of rules for every language; the words come from its tables.
import type { NounPhrase } from './noun-phrases.ts';
import { foldAccents, type IdeaTables } from './tables.ts';
import type { Situation } from './types.ts';

export interface Roles { subject?: NounPhrase; owner?: NounPhrase; other?: NounPhrase; place?: NounPhrase; tool?: NounPhrase }

/** Beings must be alive to be afraid, refuse, learn, make friends or arrive. */
export const ALIVE: ReadonlySet<Situation> = new Set(['afraid', 'wont', 'learn', 'missing-friend', 'make-friend', 'new-arrival']);
/** Situations whose subject acts as a being, whatever the lexicon says it is: who is afraid, who refuses, who wants a
 * friend or misses one ('a robot who is scared of water', 'a snowman who wants a friend'). */
export const ACTORS: ReadonlySet<Situation> = new Set(['afraid', 'wont', 'make-friend', 'missing-friend']);

export interface Cue {
  situation: Situation;
  /** The first token at or after the cue (-1 without one). */
  token: number;
  /** The idea's text before the cue, lower case, and the cue's words. */
  before: string;
  words: string;
}

export function assignRoles(t: IdeaTables, cue: Cue, phrases: readonly NounPhrase[], clauses: readonly number[]): Roles {
  const kind = (p: NounPhrase | undefined): string | undefined => p?.entry?.kind;
  const being = (p: NounPhrase | undefined): boolean => !!p && (!!p.name || kind(p) === 'person' || kind(p) === 'animal');
  const isEvent = (p: NounPhrase): boolean => kind(p) === 'event';
  const isWeather = (p: NounPhrase): boolean => t.words.weather.has(p.head);
  const located = (p: NounPhrase): boolean => kind(p) === 'place' && (t.words.locative.has(p.before ?? '') || t.words.locative.has(p.det ?? ''));
  const { situation, token } = cue;
  // With no situation, a place named anyhow is where it happens: 'Papi et le potager'; one with its article ('camping
  // dans la forêt') before a bare word that may be a place too (camping).
  const place = situation === 'none' ? phrases.find((p) => kind(p) === 'place' && !!p.det) ?? phrases.find((p) => kind(p) === 'place') : phrases.find(located);
  const roles: Roles = place ? { place } : {};
  // A place is never the thing at stake; 'au fond du jardin', 'at the bottom of': where, not a second thing.
  // « on part en voiture à la montagne », 'off to the seaside by car': with nothing else happening, a vehicle said bare
  // on the way to a place is how one goes there, never a toy car of the story.
  const way = (p: NounPhrase): boolean => situation === 'none' && !!place && !p.det && !p.name && t.words['travel-by'].has(p.before ?? '') && t.words.vehicles.has(p.head);
  const things = phrases.filter((p) => p !== place && kind(p) !== 'place' && !t.words.where.has(p.head) && !way(p));
  // Around the cue, within its clause: 'une licorne perdue dans la forêt, et des chaussettes' loses no socks.
  const clause = (p: NounPhrase): boolean => clauses[p.start] === clauses[Math.max(0, token)];
  const before = things.filter((p) => (p.start < token || token < 0) && clause(p));
  const after = things.filter((p) => p.start >= token && token >= 0 && clause(p));
  const withOwner = (r: Roles): Roles => (r.subject?.of && !r.owner && being(r.subject.of) ? { ...r, owner: r.subject.of } : r);
  switch (situation) {
    case 'lost':
    case 'broken':
    case 'stuck':
    case 'growing': {
      const { cue: verb, before: aux, 'not-before': passive, thief } = t.rules.transitive;
      const transitive = (!verb || verb.test(cue.words)) && (!aux || aux.test(cue.before))
        && !passive?.test(cue.before) && (verb !== undefined || aux !== undefined);
      // 'the wind steals Granny's hat', 'la bourrasque a emporté le parapluie': the weather takes, it is never what is at stake.
      const [b, a] = [before.filter((p) => !isEvent(p) && !isWeather(p)), after.filter((p) => !isEvent(p) && !isWeather(p))];
      // 'X a perdu Y', 'my twins broke Mummy's vase': Y is at stake, and its owner is whoever it belongs to,
      // else the one who lost it ('la tempête a cassé la cabane' has no owner).
      // 'a sock monster keeps stealing the socks': the socks are found again, and the monster is who took them.
      if (transitive && b[0] && a[0] && thief?.test(cue.words)) {
        return { ...roles, subject: a[0], other: b[0], ...(a[0].of && being(a[0].of) ? { owner: a[0].of } : {}) };
      }
      if (transitive && b[0] && a[0]) {
        const owner = a[0].of && being(a[0].of) ? a[0].of : being(b[0]) ? b[0] : a[0].of;
        const other = a.find((p, i) => i > 0 && p !== a[0]?.of);
        return { ...roles, ...(owner ? { owner } : {}), subject: a[0], ...(other ? { other } : {}) };
      }
      // 'Mila plante une graine avec papi', 'Noah planted a bean': what grows is the plant, and whoever plants
      // or tends it owns it; a caterpillar, with no plant named, grows itself.
      // 'le petit arbre' is a place elsewhere, here what grows; 'plante' in 'Mila plante une graine', the cue's
      // verb with no determiner, is not.
      if (situation === 'growing') {
        const creature = [...b, ...a].find((p) => kind(p) === 'animal' && !p.name);
        const plant = [...b, ...a, ...phrases.filter((p) => kind(p) === 'place' && clause(p) && !located(p))]
          .find((p) => !being(p) && !(p.start === token && !p.det));
        const gardener = [...b, ...a].find((p) => !!p.name || kind(p) === 'person');
        const grows = creature ?? plant;
        const { place: where, ...rest } = roles;
        if (grows) return { ...rest, ...(where && where !== grows ? { place: where } : {}), subject: grows, ...(gardener && gardener !== grows ? { owner: gardener } : {}) };
      }
      // 'Emma has a wobbly tooth', 'Léo va perdre sa première dent': a milk tooth is what is lost, never the
      // child; whoever it belongs to (the being before it) owns it, and may be the child, the hero.
      const tooth = situation === 'lost' ? [...b, ...a].find((p) => t.words.teeth.has(p.head)) : undefined;
      if (tooth) {
        const whose = tooth.of && being(tooth.of) ? tooth.of : [...b, ...a].find((p) => p !== tooth && being(p));
        return { ...roles, subject: tooth, ...(whose ? { owner: whose } : {}) };
      }
      // 'mon chien Rocky est parti et on le retrouve plus': the one lost comes first.
      const subject = b[0] ?? a[0] ?? things.find((p) => !isEvent(p));
      // With nothing else at stake, the weather it happened in is part of the story: 'pendant l'orage'; not the weather
      // the cue says took it away ('caught in a howling gale', « pris dans une bourrasque »): that is the book's sky.
      const did = (p: NounPhrase): boolean => situation === 'lost' && foldAccents(cue.words).includes(foldAccents(p.head));
      const other = [...b, ...a].find((p) => p !== subject && p !== subject?.of) ?? after.find((p) => isWeather(p) && !did(p));
      // 'the treehouse grandad built', 'la cabane que papi a construite': the one right after the thing, in a
      // clause of their own, made it: it is theirs.
      const maker = subject && !being(subject) && other && being(other) && (other.start === subject.end || (t.words.relative.has(other.before ?? '') && other.start === subject.end + 1)) && (situation === 'broken' || situation === 'lost');
      if (maker && !subject.of) return { ...roles, subject, owner: other };
      // 'grandma came to stay but she lost her needles', 'the hens escaped and grandpa can't catch them': one of
      // the family named in another clause of the idea owns the trouble (reading-<lang>.yaml deed 'kin').
      const kin = things.find((p) => !clause(p) && kind(p) === 'person' && t.rules.deed.kin.includes(p.head) && p !== subject);
      const owned = withOwner({ ...roles, ...(subject ? { subject } : {}), ...(other ? { other } : {}) });
      return !owned.owner && kin && subject && !being(subject.of) ? { ...owned, owner: kin } : owned;
    }
    case 'astray': {
      // 'a duckling who lost its mummy', 'un bébé oiseau tombé du nid': the little one out of its place comes
      // first; its mother or its nest, after the cue, is where it belongs, never what is lost.
      // 'Lily found a baby robin that fell out of the tree': the being nearest the cue is the one astray.
      // 'A shooting star landed on the roof and wants to go back to the sky': it may stand a clause before.
      const earlier = things.filter((p) => p.start < token && !isEvent(p));
      // 'a baby hedgehog got lost and can't find its mum': the mum of the cue's own words is never the one astray.
      const own = (p: NounPhrase): boolean => cue.words.includes(p.head);
      const subject = before.filter(being).pop() ?? before.find((p) => !isEvent(p)) ?? after.find((p) => !isEvent(p) && !own(p)) ?? earlier.filter(being).pop() ?? earlier[0];
      const other = after.find((p) => p !== subject && !isEvent(p));
      return withOwner({ ...roles, ...(subject ? { subject } : {}), ...(other ? { other } : {}) });
    }
    case 'storm': {
      // 'une journée à la mer avec mamie': on an outing, who comes along is the story's, not the day out.
      const subject = things.find((p) => !isWeather(p) && !isEvent(p)) ?? things.find((p) => !isWeather(p));
      const other = things.find((p) => p !== subject && !isWeather(p) && p !== subject?.of);
      return withOwner({ ...roles, ...(subject ? { subject } : {}), ...(other ? { other } : {}) });
    }
    case 'race': {
      // 'une course de luge avec mon grand frère': the brother races, on the sledge. The racers are beings;
      // a race's thing is what it is run with (the bike, the sack, the egg on its spoon), never a racer. What
      // a contest is for ('un concours de gâteaux') is made, not ridden: no tool.
      const racing = things.filter((p) => !isEvent(p) && !isWeather(p));
      const [subject, other] = racing.filter(being);
      const tool = t.words.contests.has(foldAccents(cue.words)) ? undefined : racing.find((p) => !being(p));
      return { ...roles, ...(subject ? { subject } : {}), ...(other ? { other } : {}), ...(tool ? { tool } : {}) };
    }
    case 'wish': {
      // 'I wish I could see a real rainbow': the thing to see comes after the cue; whoever wishes is the hero.
      // Not the cue's own words ('dreams of seeing'); the weather to see is an event ('voir la neige').
      const seen = after.filter((p) => !cue.words.includes(p.head));
      // 'la première neige de l'hiver': the weather right after the cue is what is waited for, not the winter.
      const first = seen.find((p) => isWeather(p) && p.start <= token + 2);
      const sight = first ?? seen.find((p) => !being(p) && !isEvent(p)) ?? seen.find(isWeather) ?? seen.find((p) => !isEvent(p));
      return { ...roles, ...(sight ? { subject: sight } : {}) };
    }
    case 'journey': {
      // 'a snail who wants to go to the fair', 'Léo part en fusée sur la lune', 'a trip to the moon in a
      // cardboard rocket': who travels is a being (the child, else the traveller), where to is the place
      // after the cue (else the first one), what they travel in is a thing of the 'vehicles' list.
      const way = (p: NounPhrase): boolean => t.words.vehicles.has(p.head);
      // Not the cue's own trip ('on a journey to the castle'), nor a race.
      // 'une sortie en bateau': a day out is the trip itself, never where it goes.
      const where = phrases.filter((p) => kind(p) === 'place' || (isEvent(p) && !t.words.races.has(p.head) && !t.words.outings.has(p.head) && !cue.words.includes(p.head)));
      // With no place, the thing gone to is where ('sails his boat to the lighthouse', 'jusqu'au moulin').
      const to = where.find((p) => p.start >= token) ?? where[0] ?? phrases.find((p) => p.start >= token && !being(p) && !way(p) && !isWeather(p) && !isEvent(p));
      const tool = phrases.find((p) => way(p) && p !== to);
      // 'a train trip to see auntie Rose': the one gone to see waits at the end (the owner), never travels.
      const visited = phrases.find((p) => being(p) && t.words.visit.has(p.before ?? ''));
      // 'a trip to the farm to feed the lambs': a being named after where the trip goes is what it is for, never who travels.
      const traveller = phrases.find((p) => being(p) && p !== visited && p.start < token) ?? phrases.find((p) => being(p) && p !== visited && !t.words.for.has(p.before ?? '') && (!to || p.start < to.start));
      const other = phrases.find((p) => being(p) && p !== traveller && p !== visited);
      return { ...(to ? { place: to } : {}), ...(traveller ? { subject: traveller } : {}), ...(tool ? { tool } : {}), ...(other ? { other } : {}), ...(visited ? { owner: visited } : {}) };
    }
    case 'party': {
      // The party itself; what is made for it ("Mum's birthday cake", 'un gâteau pour sa mamie') is what goes
      // wrong, never the one who bakes ('un dragon qui fait un gâteau'); whose party it is owns the trouble.
      const stuff = (p: NounPhrase): boolean => !isEvent(p) && !being(p) && !isWeather(p);
      const subject = things.find(isEvent);
      const other = things.find((p) => p !== subject && stuff(p));
      // « l'anniversaire du chat »: a being right after the party, its article an of-word ('du', 'des'), is whose it is.
      const whose = (p: NounPhrase): boolean => !!subject && p.start === subject.end && t.words.of.has(p.det ?? '');
      const guest = things.find((p) => p !== subject && being(p) && (t.words.for.has(p.before ?? '') || p.family || whose(p)));
      const owner = [subject?.of, other?.of].find(being) ?? guest;
      return { ...roles, ...(subject ? { subject } : {}), ...(owner ? { owner } : {}), ...(other ? { other } : {}) };
    }
    default: {
      // afraid, wont, learn, new-arrival, missing-friend, none: the one it happens to comes first ('un dragon
      // qui a peur du feu'), what it is about after the cue ('du feu'). Learning with no learner named, the
      // thing after is what one learns with ('learning to ride a bike').
      // What one learns to make ('construire une cabane') is what the story is about, not a tool.
      const made = (p: NounPhrase): boolean => situation === 'learn' && t.words.make.has(p.before ?? '');
      // 'a grumpy cloud that doesn't want to rain', 'la lune a peur du noir': what is named before a refusal or a fear,
      // nowhere ('in', 'dans'), is the one who refuses or fears, even a cloud or the moon; never the child instead.
      const speaker = (situation === 'afraid' || situation === 'wont') && before.length === 0 ? phrases.find((p) => kind(p) === 'place' && p.start < token && !located(p) && clause(p)) : undefined;
      // With no situation, the idea is about what the child loves or who is with them, not the child: 'my son
      // loves dinosaurs' (the dinosaurs), 'Mia and her best friend Ruby' (Ruby, the friend), 'Lucas et sa
      // meilleure amie Jade' (the friend beside the child, named first, who is the hero).
      const child = (p: NounPhrase): boolean => !!p.entry?.self;
      const chum = situation === 'none'
        ? things.find((p) => t.words.friend.has(p.head) && !!p.name) ?? things.find((p, i) => i > 0 && being(p) && t.words.friend.has(p.head) && being(things[0]))
        : undefined;
      // 'le jardin de papi', 'la ferme de mamie': with nothing else, the one whose place it is, is who the day is with.
      const host = place?.of && being(place.of) && !things.some((p) => !isEvent(p) && !child(p)) ? place.of : undefined;
      // 'carving pumpkins for Halloween', 'cookies for the school bake sale': with no one else named, the day a thing is
      // made for is what the idea is about (phrase-words-<lang>.yaml 'occasion').
      const occasion = things.some(being) ? undefined : things.find((p) => isEvent(p) && t.words.occasion.has(p.before ?? ''));
      // 'sa première soirée pyjama chez sa copine Jade', 'aller voir les feux d'artifice': with no situation, a moment
      // the idea names (not a mere day out, 'une journée') is the day of that thing; the friend or host is who it is with.
      // Only where the language lists its mere outings (phrase-words-<lang>.yaml 'outings'; English reads its days its own way).
      const moment = situation === 'none' && t.words.outings.size > 0 ? occasion ?? things.find((p) => isEvent(p) && !isWeather(p) && !t.words.outings.has(p.head)) : undefined;
      // "amelia's first ballet lesson": whose moment it is comes first.
      const beside = (moment?.of && being(moment.of) ? moment.of : undefined) ?? chum ?? host ?? things.find((p) => p !== moment && being(p) && p.family && !child(p)) ?? things.find((p) => p !== moment && being(p) && !child(p));
      if (moment) return { ...roles, subject: moment, ...(beside ? { owner: beside } : {}) };
      const subject = situation === 'none' ? chum ?? host ?? occasion ?? things.find((p) => !isEvent(p) && !child(p)) ?? things.find((p) => !child(p)) ?? things[0]
        // 'Ava is sad because daddy is away', 'my daughter doesnt want mummy to go': the one missed is the family's, not the child who misses them.
        // 'Papa travaille loin et il lui manque': the one missed may stand a clause before the cue's pronoun.
        // 'l'arrivée du petit frère': the arrival is the cue's own word; who arrives is the one welcomed.
        : (situation === 'missing-friend' ? before.find((p) => p.end === token && being(p) && !child(p)) ?? before.find((p) => p.family && being(p) && !child(p)) ?? (before.length === 0 ? things.filter((p) => p.start < token && being(p)).pop() : undefined) : undefined) ?? (situation === 'new-arrival' ? before.find((p) => !isEvent(p)) : before[0] ?? speaker) ?? (situation === 'learn' ? after.find((p) => !being(p) && !isEvent(p) && !made(p))
          // 'on a adopté notre chaton Pompon': the one who comes is after the cue, and is welcomed.
          : situation === 'new-arrival' ? after.find(being)
          : ALIVE.has(situation) ? undefined : after[0]);
      // 'cherche un ami': the friend to find is the situation itself, not another character.
      const friendWord = (p: NounPhrase): boolean => (situation === 'missing-friend' || situation === 'make-friend') && t.words.friend.has(p.head);
      // One learns with the thing after the cue or for it ('cracher du feu'), not both: a bike, not its wheels.
      const learner = situation !== 'learn' || being(subject);
      // 'Léa voudrait que la nouvelle voisine joue avec elle': the one to make friends with is named before the cue too.
      const along = situation === 'make-friend' ? before.find((p) => p !== subject && being(p) && !child(p)) : undefined;
      const other = along ?? (learner ? after.find((p) => p !== subject && p !== subject?.of && !friendWord(p) && (!isEvent(p) || situation === 'afraid')) : after.find(made));
      return withOwner({ ...roles, ...(subject ? { subject } : {}), ...(other && situation !== 'none' ? { other } : {}) });
    }
  }
}

/**
 * 'Emma gets glasses for the first time', 'jack and the giant sunflower': a first name opening an idea where nothing
 * happens is the parent's child, the hero (plan/idea-child.ts finds it among the words left); what is named beside
 * them is the story's subject, never a second Emma to meet. Changes the roles in place.
 */
export function besideTheChild(roles: Roles, phrases: readonly NounPhrase[]): void {
  const opener = roles.subject?.name && !roles.subject.entry && phrases[0] === roles.subject ? roles.subject : undefined;
  if (!opener) return;
  const beside = phrases.find((p) => p !== opener && p !== roles.place && !p.entry?.self);
  if (beside) roles.subject = beside;
  else if (roles.place) delete roles.subject;
}

/**
 * 'loves horses and wants to ride one': the one is the thing named before the cue ('ride a horse'), what is learnt
 * with (reading-<lang>.yaml 'deed-stand-in'; only English says it so). The deed as told, and the thing when one stood in.
 */
export function deedStandIn(t: IdeaTables, told: string | undefined, phrases: readonly NounPhrase[], cueToken: number): { deed: string | undefined; thing?: NounPhrase } {
  const stood = told ? t.rules['deed-stand-in']?.exec(told) : null;
  const thing = stood ? phrases.filter((p) => p.start < cueToken && !p.name && (p.entry?.kind === 'animal' || p.entry?.kind === 'object' || !p.entry)).at(-1) : undefined;
  if (!told || !stood || !thing) return { deed: told };
  return { deed: `${told.slice(0, stood.index)} ${/^[aeiou]/.test(thing.head) ? 'an' : 'a'} ${thing.head}`, thing };
}

/** 'Ava and her brother fight over the last cookie': a quarrel over a thing is that thing's sharing, refused
 * ('share the last cookie', 'partager le dernier gâteau': reading-<lang>.yaml 'quarrel'); any other deed as said. */
export function quarrelDeed(t: IdeaTables, cueWords: string, situation: string, said: string | undefined): string | undefined {
  const q = t.rules.quarrel;
  return q && said && situation === 'wont' && q.pattern.test(t.rules['fold-accents'] ? foldAccents(cueWords) : cueWords) ? `${q.verb} ${said}` : said;
}

/**
 * 'waiting for the tooth fairy', « la petite souris », 'under her pillow': beside a milk tooth, the phrases its night
 * (the 'tooth' flag) is told with, so used: never a mouse met nor a part left out.
 */
export function toothNightOf(t: IdeaTables, phrases: readonly NounPhrase[], tooth: NounPhrase | undefined): NounPhrase[] {
  return phrases.filter((p) => t.words['tooth-night'].has(p.head) && p !== tooth);
}

/**
 * 'Tom has a new teacher and a new class', « elle s'est inscrite dans une équipe de foot »: a school, a class, a team or a
 * club (phrase-words-<lang>.yaml 'groups') is where the child goes, never a being who is afraid, learns or is looked for
 * ('a class shot past Max and disappeared under the bed'); the child is the one the idea is about.
 */
export function isGroup(t: IdeaTables, p: NounPhrase | undefined): boolean {
  return p !== undefined && !p.name && t.words.groups.has(p.head);
}
