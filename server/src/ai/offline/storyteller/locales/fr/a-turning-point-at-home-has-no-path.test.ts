// Read by the lead in a get-well book (« mamie est malade », empathie): at Mamie's bedside, the turning point
// said « Barnabé était loin derrière et faisait de son mieux pour suivre » and « Tu courais si vite », a walk
// on a path, in the bedroom. A moral's turning point told at home (the plan's far place is home: 'far-is-home')
// keeps to its tellings with no path in them; the walking ones are for books whose turning point is out there.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../../index.ts';

describe('a turning point at home', () => {
  it.each(['mamie est malade', "papa est à l'hôpital", 'Léo a peur du noir'])('« %s » (empathie): nobody lags behind on a path at home', (idea) => {
    let atHome = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const told = tellStory({ character: 'little-bear', theme: 'family', length: 'medium', language: 'french', ageGroup: '5-8', moralLesson: 'empathy', childName: 'Léo', customPrompt: idea, seed });
      const far = told.plan.places.find((p) => p.role === 'far')?.id;
      if (far !== told.plan.places.find((p) => p.role === 'home')?.id) continue;
      atHome++;
      const moral = told.book.chapters.flatMap((c) => c.parts).filter((p) => p.kind.startsWith('moral')).map((p) => p.text).join(' ');
      expect(moral, `seed ${seed}`).not.toMatch(/loin derrière|en chemin|courais si vite/);
    }
    expect(atHome).toBeGreaterThan(10);
  });
});
