// Issue 10, 'the parent's idea is the plot': fresh ideas of a place to go to, an event or a first time ('Jack visits
// the fire station', 'a trip to the zoo', « Léa va à la piscine ») were Granny Rose's party held at the fire station,
// a trek over bogs to a zoo reached in the last chapter. They are now the big day of that thing (do-together
// 'bigday', plan/day-of.ts): ready at home, there, its own sights, one small trouble, the best moment, home and bed.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { partOf, spreadRequest } from './spread-request.ts';

const english: [string, RegExp][] = [
  ['Jack visits the fire station', /fire station/i], ['a trip to the zoo', /zoo/i], ['A day at the swimming pool', /swimming pool/i],
  ["Sophie's first ballet lesson", /ballet lesson/i], ['a day at the fair with cousin Sam', /fair/i], ['Oscar goes on an aeroplane for the first time', /first flight/i],
  ['carving pumpkins for Halloween', /pumpkin/i], ['Mia goes to the aquarium and sees a shark', /aquarium/i], ['A trip to the museum to see dinosaur bones', /museum/i],
  ['a visit to the farm', /farm/i], ['going to the library', /library/i], ['a day at the beach', /beach/i], ['Going to see fireworks', /fireworks/i],
];
const french: [string, RegExp][] = [
  ['Léa va à la piscine', /piscine/i], ['Jules visite la caserne des pompiers', /caserne/i], ['Premier voyage en avion', /voyage en avion/i],
  ['Une sortie au musée pour voir les dinosaures', /musée/i], ['Une journée à la plage', /plage/i], ['Emma va à l\'aquarium', /aquarium/i],
  ['Le premier cours de danse de Chloé', /cours de danse/i], ['Une visite à la ferme', /ferme/i], ['Aller voir le feu d\'artifice', /feu d'artifice/i],
  ['Tom va au parc', /parc/i], ['Une visite à la bibliothèque', /bibliothèque/i], ['Nina va à la fête foraine', /fête foraine/i],
];
const QUEST = /\bbog\b|heron|wade|waded|Granny Rose|marais|héron|à gué|nowhere to be found|introuvable/i;
const SLOTS = ['morning', 'midday', 'afternoon', 'evening', 'night'];

describe('the big day of that thing', () => {
  it.each([...english.map(([i, f]) => ['english', i, f] as const), ...french.map(([i, f]) => ['french', i, f] as const)])('%s "%s" is that day, named from the problem to the end', (language, idea, focus) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory(spreadRequest(idea, language, seed, language === 'english' ? 'Sam' : 'Léo'));
      const at = `seed ${seed}`;
      expect(plan.plot, at).toBe('do-together');
      expect(plan.idea?.together, at).toBe('bigday');
      expect(partOf(book, 'problem'), at).toMatch(focus);
      expect(partOf(book, 'homecoming') + partOf(book, 'celebration'), at).toMatch(focus);
      // Named on half the pages at least: the helper met there, the sights, the trouble, the best moment.
      const named = book.chapters.filter((c) => focus.test(c.content)).length;
      expect(named, at).toBeGreaterThanOrEqual(Math.floor(book.chapters.length / 2));
      expect(book.chapters.map((c) => c.content).join(' '), at).not.toMatch(QUEST);
      // Time only forward, one day, and home at the end.
      const slots = plan.chapters.map((c) => SLOTS.indexOf(c.time.slot));
      expect(slots, at).toEqual([...slots].sort((a, b) => a - b));
      expect(plan.chapters.every((c) => c.time.day === 0), at).toBe(true);
      expect(plan.chapters[plan.chapters.length - 1]?.place, at).toBe('home');
    }
  });

  it.each([
    ['english', 'a snail who wants to go to the fair'], ['english', 'a train trip to see auntie Rose in the city'], ['english', 'a rocket to the moon'],
    ['english', 'a red umbrella at the beach'], ['english', 'a dragon at the zoo'], ['french', 'Un voyage en train pour voir tata Rose en ville'],
  ] as const)('%s "%s" keeps a story of its own', (language, idea) => {
    const { plan } = tellStory(spreadRequest(idea, language, 2, 'Sam'));
    expect(plan.idea?.together).not.toBe('bigday');
  });
});
