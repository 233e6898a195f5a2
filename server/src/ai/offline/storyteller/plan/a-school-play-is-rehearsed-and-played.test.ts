// Issue 10, 'the parent's idea is the plot': 'Leo is scared of his part in the school play' was a fear of 'the part',
// walked up to in the woods with a dragon moving house; 'the class nativity' and « le spectacle de fin d'année » were a
// party to save (« l'année » gone missing); « elle a peur de jouer dans la pièce de l'école » a fear of 'la pièce'
// looked at in the street. A show to be in is now a day that comes (face-fear, flags event-fear and 'show'): the lines
// and the costume rehearsed at home, then the school hall: the forgotten line, stage fright, the show and the bow.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import type { StoryRequest } from '../../../types.ts';
import { partOf, spreadRequest } from './spread-request.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number, childName: string): StoryRequest => spreadRequest(customPrompt, language, seed, childName, { themes: ['adventure', 'family', 'bravery'] });

describe('a school play is rehearsed and played', () => {
  it.each([
    ['en', 'Leo is scared of his part in the school play', 'school play'], ['en', 'the class nativity', 'nativity play'],
    ['fr', "le spectacle de fin d'année", "spectacle de fin d'année"], ['fr', "elle a peur de jouer dans la pièce de l'école", "pièce de l'école"],
  ] as const)('%s "%s" is read as a show to be in, a little frightening', (lang, idea, show) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('afraid');
    expect(reading.other?.words).toBe(show);
    expect(reading.other?.kind).toBe('event');
  });

  it.each([
    ['Leo is scared of his part in the school play', 'english', 'Leo', /school play/i],
    ['the class nativity', 'english', 'Mia', /nativity/i],
    ["le spectacle de fin d'année", 'french', 'Hugo', /spectacle de fin d'année/i],
    ["elle a peur de jouer dans la pièce de l'école", 'french', 'Léa', /pièce de l'école/i],
  ] as const)('"%s": the child rehearses, meets stage fright, plays and bows', (idea, language, name, show) => {
    for (let seed = 1; seed <= 9; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed, name));
      expect(plan.plot, `seed ${seed}`).toBe('face-fear');
      for (const kind of ['problem', 'turning-point', 'resolution']) expect(partOf(book, kind), `seed ${seed} ${kind}`).toMatch(show);
      expect(partOf(book, 'turning-point'), `seed ${seed}`).toContain(name);
      expect(partOf(book, 'try'), `seed ${seed}`).toMatch(/lines|costume|stage|rehears|practi|répliques|texte|costume|scène|répétition/i);
      expect(partOf(book, 'resolution'), `seed ${seed}`).toMatch(/bow|révérence|salu/i);
      const text = book.chapters.map((c) => c.content).join(' ');
      expect(text, `seed ${seed}`).not.toMatch(/Granny Rose|Mamie Rose|l'année avait disparu|the part\b|make friends with|set off to|se mirent en route/i);
    }
  });
});
