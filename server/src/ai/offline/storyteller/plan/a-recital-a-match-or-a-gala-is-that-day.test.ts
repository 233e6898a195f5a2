// 'Emma's first piano recital' was a recital lost and found, 'his first judo competition' a running race, « le gala de
// danse de Léa » a gala to mend, « le match de foot de samedi » a race against 'samedi'. A performance or a competition
// the child is in is now that day (plan/performance.ts, face-fear 'show' with 'perform-<family>'): practised at home
// with the activity's own thing (the violin, the white belt, the goggles), then the hall, the pitch or the pool, where
// the wobble comes and the child carries on, and the applause. Phrasings of our own: names, typos, « ma fille », dates,
// the past tense. A show watched, or someone else's, keeps its own story.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import { asPerformance } from './performance.ts';
import { partOf, spreadRequest } from './spread-request.ts';

type Case = readonly [idea: string, name: string, family: string, words: RegExp];
const EN: readonly Case[] = [
  ["Olivia's first violin recital next week", 'Olivia', 'music', /violin/i],
  ['my son has his judo competition on sunday', 'Leo', 'judo', /white belt|judo|mat\b/i],
  ['Ruby is dancing in the ballet show', 'Ruby', 'dance', /tutu|spin|dance/i],
  ["Noah's football match this saturday", 'Noah', 'ball', /ball|goal|team/i],
  ['our daughter Ava is in the swimming gala', 'Ava', 'swim', /goggles|length|lane|swim/i],
  ['Jack sang in the school carol concert', 'Jack', 'sing', /song|sing/i],
  ['Freya has her frist piano recital', 'Freya', 'music', /piano/i],
  ["Theo's judo tournament", 'Theo', 'judo', /white belt|mat\b|bow/i],
  ["Isla's big dance competition in june", 'Isla', 'dance', /danc|spin/i],
  ['Mason plays in the rugby match against the other school', 'Mason', 'ball', /ball|goal|team/i],
  ['Lily is singing a solo at the christmas concert', 'Lily', 'sing', /song|sing/i],
];
const FR: readonly Case[] = [
  ['le récital de violon de Chloé', 'Chloé', 'music', /violon/i],
  ['ma fille a son gala de danse samedi', 'Manon', 'dance', /chaussons de danse|pirouette|danse/i],
  ['Hugo a un tournoi de judo dimanche', 'Hugo', 'judo', /ceinture blanche|tatami|judo/i],
  ['le tournoi de foot de Nathan', 'Nathan', 'ball', /ballon|but|équipe/i],
  ['Jade a participé au concours de natation', 'Jade', 'swim', /lunettes de natation|longueur|nag/i],
  ['Louise chante au concert de Noël', 'Louise', 'sing', /chanson|chant/i],
  ['mon fils Arthur joue son premier match de basket', 'Arthur', 'ball', /ballon|but|équipe/i],
  ["l'audition de guitare d'Emma", 'Emma', 'music', /guitare/i],
  ['Zoé fait son premier spectacle de danse', 'Zoé', 'dance', /chaussons de danse|pirouette|danse/i],
  ["Elle a dansé au gala de l'école", 'Lou', 'dance', /chaussons de danse|pirouette|danse/i],
  ["Gabriel joue du piano au concert de fin d'année", 'Gabriel', 'music', /piano/i],
];

const request = (idea: string, language: 'english' | 'french', seed: number, name: string) => spreadRequest(idea, language, seed, name, { themes: ['adventure', 'family', 'bravery', 'friendship'] });

describe('a recital, a match or a gala is that day', () => {
  it.each([...EN.map((c) => ['en', ...c] as const), ...FR.map((c) => ['fr', ...c] as const)])('%s "%s" is the child\'s performance', (lang, idea) => {
    const reading = asPerformance(readIdea(lang, idea), idea);
    expect(reading?.situation).toBe('afraid');
    expect(reading?.other?.kind).toBe('event');
  });

  it.each([
    ['en', 'going to watch the football match with dad'], ['en', "Daddy's concert"], ['en', 'a puppet show'], ['en', 'show grandma her new dance'],
    ['en', 'Emma wants to play the piano'], ['fr', 'aller voir le match de foot avec papa'], ['fr', 'le concert de papa'], ['fr', 'Léo veut apprendre le piano'],
  ] as const)('%s "%s" keeps its own story', (lang, idea) => {
    const reading = readIdea(lang, idea);
    expect(asPerformance(reading, idea)).toBe(reading);
  });

  it.each([...EN.map((c) => [...c, 'english'] as const), ...FR.map((c) => [...c, 'french'] as const)])('"%s": practised with its own words, the wobble and the carrying on on the day, the applause', (idea, name, family, words, language) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed, name));
      expect(plan.plot, `seed ${seed}`).toBe('face-fear');
      const start = ['opening', 'problem', 'try'].map((k) => partOf(book, k)).join(' ');
      expect(start, `seed ${seed}`).toMatch(words);
      // The turning point is on the day, where the performance is, and the child named is the one who carries on.
      const turn = plan.chapters.find((c) => c.events.some((e) => e.kind === 'turning-point'));
      const end = plan.chapters.find((c) => c.events.some((e) => e.kind === 'resolution'));
      expect(turn?.place, `seed ${seed}`).toBe('away');
      expect(turn?.time.day, `seed ${seed}`).toBe(end?.time.day);
      expect(plan.places.find((p) => p.role === 'away')?.id, `seed ${seed}`).toBe(family === 'swim' ? 'pool' : family === 'ball' ? 'park' : 'hall');
      expect(partOf(book, 'turning-point'), `seed ${seed}`).toContain(name);
      // The wobble on the day: a complication there, or the turning point of a short book, which carries on through it.
      expect(partOf(book, 'complication') || partOf(book, 'turning-point'), `seed ${seed}`).toMatch(/wrong note|squeak|bump|whump|missed|nothing but air|nose|stopped|froze|cold|ran away|undone|slipped|wrong foot|fausse note|couin|couic|boum|rat[ae]|du vent|nez|s'arrêta|figèrent|froides|enfuirent|dénoua|glissa|mauvais pied/i);
      expect(partOf(book, 'resolution'), `seed ${seed}`).toMatch(/clap|cheer|bow|applau|acclam|bravo|salu|médaille|medal|ruban|ribbon/i);
      // Never the school play's lines and costume, nor a thing lost, mended or raced for.
      const text = book.chapters.map((c) => c.content).join(' ');
      expect(text, `seed ${seed}`).not.toMatch(/four whole lines|lines and all|répliques|costume was a little too long|set off to|se mirent en route/i);
    }
  });
});
