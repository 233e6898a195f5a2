// A first day at school and a checkup are drawn where they happen (issue 10 'each picture shows its page'): the
// pages away from home of a school day are in the classroom (its desks and board), those of a visit to the doctor
// or the dentist in the waiting room, never the village street or a meadow (picture-rules.yaml 'visit-rooms').
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { spreadRequest } from '../plan/spread-request.ts';
import { createOfflineIllustrator } from '../../illustrator/index.ts';
import { bibleFor } from '../../illustrator/test-fixtures.ts';

describe('a school day and a checkup are drawn indoors', () => {
  it.each([
    ['Emma is starting school', 'english', 'classroom'],
    ['Léo fait sa rentrée au CP', 'french', 'classroom'],
    ['Emma is scared of going to the dentist', 'english', 'waiting-room'],
    ['Emma has a checkup at the doctor', 'english', 'waiting-room'],
  ] as const)('"%s" (%s): its pages away from home are in the %s', (idea, language, room) => {
    let inRoom = 0;
    for (let seed = 1; seed <= 4; seed++) {
      for (const c of tellStory(spreadRequest(idea, language, seed, '')).book.chapters) {
        expect(['village', 'meadow', 'park'], `seed ${seed}: ${c.content.slice(0, 120)}`).not.toContain(c.brief.place);
        if (c.brief.place === room) inRoom++;
      }
    }
    expect(inRoom).toBeGreaterThanOrEqual(4);
  });

  it('draws the classroom with its board and the waiting room with its chairs', async () => {
    const illustrator = createOfflineIllustrator();
    const draw = async (place: 'classroom' | 'waiting-room'): Promise<string> => (await illustrator.draw(bibleFor('little-bear'), {
      place, time: 'day', weather: 'clear', framing: 'medium', mood: 'calm', cast: [{ who: 'hero', character: 'little-bear', pose: 'waving' }], props: [], introduced: [], variation: 0, caption: 'x',
    }, { seed: 3, kind: 'chapter' })).data.toString('utf8');
    const [classroom, waiting] = await Promise.all([draw('classroom'), draw('waiting-room')]);
    expect(classroom).toContain('#3f6f5a');
    expect(waiting).toContain('#e3f2ef');
  });
});
