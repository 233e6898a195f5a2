// Issue 10, 'the parent's idea is the plot': 'Hugo builds a robot' was read as nothing happening and told as the robot
// lost ('Where Is the Robot?'), « Hugo construit une fusée en carton » as « Mais où est la fusée ? ». A thing the child
// builds or makes is the making now (do-together 'making', idea/making.ts): the thing made is the book's goal, and one
// of the family the idea names helps. What the family makes together keeps its own day (pancakes, a treehouse), a kite
// the child has is flown, and a rocket flown to the moon is that journey.
import { describe, expect, it } from 'vitest';
import { readIdea } from '../languages.ts';

describe('a thing being made is built, not lost', () => {
  it.each([
    ['en', 'Hugo builds a robot', 'robot', undefined],
    ['en', 'Tom makes a cardboard rocket with his dad', 'rocket', 'Dad'],
    ['en', 'Leo built a boat out of boxes', 'boat', undefined],
    ['en', 'Emma is going to build a birdhouse with Grandpa', 'birdhouse', 'Grandpa'],
    ['en', 'Mia wants to build a spaceship', 'spaceship', undefined],
    ['fr', 'Hugo construit une fusée en carton', 'fusée', undefined],
    ['fr', 'Zoé fabrique un robot avec papa', 'robot', 'Papa'],
    ['fr', 'Léo bricole un bateau en bois', 'bateau', undefined],
    ['fr', 'Jules fait une fusée en carton', 'fusée', undefined],
  ] as const)('%s "%s" is the making of the %s, with whoever helps', (lang, idea, thing, helper) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('together');
    expect(reading.together).toBe('making');
    expect(reading.subject?.head).toBe(thing);
    expect(reading.subject?.kind).toBe('object');
    expect(reading.owner?.name).toBe(helper);
    expect(reading.unused).toEqual([]);
  });

  it.each([
    ['en', 'making pancakes with mum', 'pancakes'],
    ['en', 'Emma and Grandpa build a treehouse', 'building'],
    ['fr', 'Léo construit une cabane avec papi', 'building'],
  ] as const)('%s "%s" keeps its own day with the family', (lang, idea, activity) => {
    expect(readIdea(lang, idea).together).toBe(activity);
  });

  it.each([
    ['en', 'Tom builds a rocket to fly to the moon', 'journey'],
    ['en', 'Sam makes a new friend', undefined],
    ['en', 'Mia wants to learn how to build a robot', 'learn'],
    ['fr', 'Jade veut faire voler son cerf-volant plus haut que les nuages', 'learn'],
    ['fr', 'Léo fait du vélo', undefined],
  ] as const)('%s "%s" is no making', (lang, idea, situation) => {
    const reading = readIdea(lang, idea);
    expect(reading.together).not.toBe('making');
    if (situation) expect(reading.situation).toBe(situation);
  });
});
