// Fault found reading fresh parent ideas: « Jade veut faire voler son cerf-volant plus haut que les nuages » was
// read as nothing happening, and the kite became a thing lost and hunted for. English reads 'wants to <verb>' as
// a thing to learn; French reads « veut / voudrait / aimerait / rêve de / essaie de + infinitif » the same way,
// after the refusals, journeys, wishes to see and races are read. The deed stops before a comparison
// (« plus haut que les nuages »), so it never ends on « que ».
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

describe('wanting to do something is learnt, in French too', () => {
  it.each([
    ['Jade veut faire voler son cerf-volant plus haut que les nuages', 'faire voler son cerf-volant'],
    ['ma fille voudrait jouer du piano', 'jouer du piano'],
    ['un lapin qui essaie de sauter par-dessus la barrière', 'sauter par-dessus la barrière'],
    ['Paul aimerait grimper tout en haut du grand arbre', 'grimper tout en haut du grand arbre'],
    ['Léo rêve de faire du cheval', 'faire du cheval'],
  ])('« %s » : %s', (idea, deed) => {
    const r = readIdea('fr', idea);
    expect(r.situation).toBe('learn');
    expect(r.deed).toBe(deed);
  });

  it.each([
    // Not wanting to sleep is the child's bedtime (idea/bedtime.ts), never a wish to learn.
    ['Léa ne veut pas dormir', 'together'],
    ['mon fils veut aller sur la lune', 'journey'],
    ['Nathan veut gagner le match de foot avec son équipe', 'race'],
  ])('« %s » stays read as before (%s)', (idea, situation) => {
    expect(readIdea('fr', idea).situation).toBe(situation);
  });

  it('the kite is flown, never hunted for', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory({ character: 'curious-mouse', theme: 'adventure', length: 'short', language: 'french', ageGroup: '3-5', moralLesson: 'sharing', childName: '', customPrompt: 'Jade veut faire voler son cerf-volant plus haut que les nuages', seed });
      expect(plan.plot, `seed ${seed}`).toBe('learn-skill');
      expect(book.chapters.map((c) => c.content).join('\n'), `seed ${seed}`).toMatch(/faire voler son cerf-volant/);
    }
  });
});
