// Issue 10 'pictures of the page': a journey by car, train, bus, boat or plane was told in words ('Off they drove',
// 'then they were on the plane', « le train glissa hors de la gare ») and no vehicle was drawn on those pages. The page
// whose pictured words ride in one draws it (scene-cues 'vehicles'), where it can stand (picture-rules.yaml
// 'vehicle-scenes'): the station's hall or out of doors, the ferry at sea as the boat on the water; never in a room of
// the house, never the pretend bus of garden chairs, never when 'the car' of the words is the story's toy car.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { spreadRequest } from '../plan/spread-request.ts';
import type { Book } from './write-book.ts';

const VEHICLES = ['car', 'bus', 'plane', 'passenger-train', 'ferry'];
const drawn = (c: Book['chapters'][number]): string[] => [...c.brief.props, ...(c.brief.named ?? [])].map((p) => p.prop);
const chaptersOf = (idea: string, language: 'english' | 'french'): Book['chapters'] =>
  [1, 2, 3].map((seed) => tellStory(spreadRequest(idea, language, seed, 'Emma')).book).flatMap((b) => b.chapters);

describe('a journey draws what it rides in', () => {
  it.each([
    ['english', 'the whole family is flying to Portugal on holiday', 'plane'],
    ['english', 'we are going to see the mountains in Wales by train', 'passenger-train'],
    ['english', 'a holiday in Ireland, we are taking the ferry', 'boat'],
    ['english', 'our summer holiday: we drive all the way to Devon with Dad', 'car'],
    ['french', 'cet été, en vacances en Normandie en voiture avec papa', 'car'],
    ['french', 'toute la famille prend l’avion pour les vacances au Portugal', 'plane'],
    ['french', 'on va voir les montagnes en Suisse en train pendant les vacances', 'passenger-train'],
    ['french', 'pour les vacances on prend le ferry jusqu’en Corse', 'boat'],
  ] as const)('%s "%s": the page that rides in it draws the %s', (language, idea, vehicle) => {
    const chapters = chaptersOf(idea, language);
    expect(chapters.filter((c) => drawn(c).includes(vehicle)).length).toBeGreaterThanOrEqual(2);
    // Never a vehicle in a room of the house.
    for (const c of chapters) if (c.brief.place === 'home') expect(drawn(c).filter((p) => VEHICLES.includes(p)), c.content.slice(0, 160)).toEqual([]);
  });

  it.each([
    ['english', 'my little boy wants to be a bus driver when he grows up'],
    ['english', 'Sam the knight dreams of driving a big red bus'],
    ['french', 'mon fils rêve de conduire un bus'],
    ['english', 'the toys in the bedroom wake up at night and the train takes them for a ride'],
  ] as const)('%s "%s": no real vehicle at home, in the garden or the bedroom, where it is dreamt of, pretend or a toy', (language, idea) => {
    for (const c of chaptersOf(idea, language)) {
      if (c.brief.place === 'home' || c.brief.place === 'garden' || c.brief.place === 'castle') expect(drawn(c).filter((p) => VEHICLES.includes(p)), c.content.slice(0, 160)).toEqual([]);
    }
  });

  it.each([
    ['english', 'Noah broke his leg jumping off the wall'],
    ['french', 'Léa s’est cassé la jambe en tombant du toboggan'],
  ] as const)('%s "%s": a bus stop walked past is no bus ridden', (language, idea) => {
    for (const c of chaptersOf(idea, language)) expect(drawn(c), c.content.slice(0, 160)).not.toContain('bus');
  });

  it('draws no car where the car of the words is the story\'s toy car', () => {
    for (const [idea, language] of [['my toy car broke and we fix it together', 'english'], ['ma petite voiture est cassée, on la répare avec papa', 'french']] as const) {
      const chapters = chaptersOf(idea, language);
      expect(chapters.some((c) => c.brief.introduced.includes('toy-car'))).toBe(true);
      for (const c of chapters) expect(drawn(c), c.content.slice(0, 160)).not.toContain('car');
    }
  });
});
