// Issue 10, 'the parent's idea is the plot': 'we are flying to Spain for our holidays', 'the family takes the train to
// Grandma's in Scotland', « on part en vacances en Bretagne en voiture », « Emma prend le ferry pour la Corse » were a quest
// to take Spain 'all the way to the holidays' over a meadow, or nothing read at all. A holiday trip is its own story
// (idea/holiday.ts, plots/do-together/holiday.yaml): the suitcase, the way there by the idea's way, drawn at the airport, the
// station, the port or on the road, the place named with its preposition (in Spain, en Bretagne, au Portugal, à Lyon), a
// small trouble the child solves, a happy day there and a postcard.
import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea.ts';
import { tellStory } from '../index.ts';
import { spreadRequest } from './spread-request.ts';

// The idea, its way, the place as the book says it, who it is done with (undefined: the planner's Mum or Dad).
const EN = [
  ['we are flying to Spain for our holidays', 'plane', 'in Spain', undefined],
  ["the family takes the train to Grandma's in Scotland", 'train', 'in Scotland', 'grandma'],
  ['Mia takes the ferry to France with her grandpa', 'boat', 'in France', 'grandpa'],
  ['a road trip to Cornwall in the car with Dad', 'car', 'in Cornwall', 'dad'],
  ['my son is going on a plane for the first time to see his nan in spain', 'plane', 'in Spain', 'nan'],
] as const;
const FR = [
  ['on part en vacances en Bretagne en voiture', 'car', 'en Bretagne', undefined],
  ['Emma prend le ferry pour la Corse', 'boat', 'en Corse', undefined],
  ["Léo prend l'avion pour l'Espagne avec papa", 'plane', 'en Espagne', 'papa'],
  ['des vacances au Portugal avec mamie', 'car', 'au Portugal', 'mamie'],
  ['on va à Lyon en train', 'train', 'à Lyon', undefined],
] as const;
// Where each way is drawn: the airport and the station in the hall, the port by the sea, the road through the village.
const WAY_PLACE = { plane: 'hall', train: 'hall', boat: 'seashore', car: 'village' } as const;
// The way there, said in the book.
const WAY_WORDS = {
  plane: /\b(?:airport|plane|runway|aéroport|avion|piste)\b/iu,
  train: /\b(?:station|train|platform|gare|voie)\b/iu,
  boat: /\b(?:ferry|port|harbour|deck|gulls|pont|mouettes)\b/iu,
  car: /\b(?:car|road|boot|voiture|route|coffre)\b/iu,
} as const;
// 'Take Spain all the way to the holidays', 'Spain went as fast as they could': the place is never a being or a thing carried.
const MISREAD = /\b(?:take|carrying|carried)\s+(?:Spain|Scotland|France|Cornwall)\b|\b(?:Spain|Scotland|France|Cornwall)\s+(?:went|stood|whispered|said)\b|\bthe (?:Spain|Scotland|France|Cornwall)\b|(?<!\p{L})(?:à la|de la) (?:Bretagne|Corse|Espagne)(?!\p{L})|(?<!\p{L})(?:en|à) Portugal(?!\p{L})|(?<!\p{L})(?:la|une) Espagne(?!\p{L})/u;

describe('a holiday trip reaches its place', () => {
  it.each([...EN.map((c) => ['en', ...c] as const), ...FR.map((c) => ['fr', ...c] as const)])('%s "%s" is read as a holiday, its way and its place', (lang, idea, way, place, who) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe('together');
    expect(r.together).toBe('holiday');
    expect(r.holiday?.way).toBe(way);
    expect(r.holiday?.in).toBe(place);
    expect(r.owner?.head.toLowerCase()).toBe(who);
    // The place and the way are the trip's, never a thing seen or taken beside it.
    expect(r.details ?? []).toEqual([]);
  });

  it.each([
    ['en', 'my little brother won\'t share his train'], ['en', 'going to the zoo on a train'], ['en', 'a train trip to see auntie Rose in the city'],
    ['fr', 'Lila a oublié son doudou Pinpin dans le train'], ['fr', 'mon petit frère ne veut pas prêter son train'],
  ] as const)('%s "%s" names no place of a holiday and keeps its own reading', (lang, idea) => {
    expect(readIdea(lang, idea).together).not.toBe('holiday');
  });

  it.each([...EN.map((c) => ['english', ...c] as const), ...FR.map((c) => ['french', ...c] as const)])('%s "%s": the way there, the place named, a postcard', (language, idea, way, place) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory(spreadRequest(idea, language, seed, ''));
      const at = `seed ${seed}`;
      expect(plan.plot, at).toBe('do-together');
      expect(plan.idea?.together, at).toBe('holiday');
      // The way there is drawn where it starts, never in a meadow; the place where its kind is.
      expect(plan.places.find((p) => p.role === 'away')?.id, at).toBe(WAY_PLACE[way]);
      expect(plan.places.map((p) => p.id), at).not.toContain('meadow');
      const text = book.chapters.map((c) => c.content).join('\n');
      // The place is named with its preposition ('in Spain' or 'to Spain', « en Bretagne »), and the way is told.
      expect([place, place.replace(/^in /, 'to ')].filter((p) => text.includes(p)), at).not.toEqual([]);
      expect(text, at).toMatch(WAY_WORDS[way]);
      expect(text, at).not.toMatch(MISREAD);
      // The suitcase is packed first; the night is spent there, with a postcard written home.
      expect(book.chapters.slice(0, 2).map((c) => c.content).join(' '), at).toMatch(/\b(?:suitcase|valise)\b/iu);
      expect(plan.chapters.at(-1)?.place, at).toBe('far');
      expect(book.chapters.at(-1)?.content, at).toMatch(/\b(?:postcard|carte postale)\b/iu);
    }
  });
});
