// Issue 10 'pictures of the page': every visit's waiting room had the dentist's poster of a smiling tooth, so a poorly
// dog at the vet's sat under a tooth. The brief says whose waiting room it is (picture-rules.yaml 'waiting-rooms'),
// and the room's poster says it: a paw at the vet's, the tooth at the dentist's, a plaster cross at the doctor's.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { spreadRequest } from '../plan/spread-request.ts';
import { createOfflineIllustrator } from '../../illustrator/index.ts';
import { bibleFor } from '../../illustrator/test-fixtures.ts';
import type { Book } from './write-book.ts';

const waiting = (idea: string, language: 'english' | 'french'): Book['chapters'] =>
  [1, 2, 3].map((seed) => tellStory(spreadRequest(idea, language, seed, 'Emma')).book).flatMap((b) => b.chapters).filter((c) => c.brief.place === 'waiting-room');

describe("a waiting room's poster is its own", () => {
  it.each([
    ['english', 'our old cat is poorly and we take her to the vet', 'vets'],
    ['english', 'my daughter is worried about seeing the dentist tomorrow', 'dentists'],
    ['english', 'Tom is nervous about going to the doctor for a checkup', 'surgery'],
    ['french', 'Hugo a un peu peur du dentiste', 'dentists'],
    ['french', 'Lina doit aller chez le médecin pour un contrôle', 'surgery'],
  ] as const)('%s "%s": the waiting room is the %s', (language, idea, room) => {
    const pages = waiting(idea, language);
    expect(pages.length).toBeGreaterThan(0);
    for (const c of pages) expect(c.brief.room, c.content.slice(0, 120)).toBe(room);
  });

  it("draws no dentist's tooth on the vet's wall", async () => {
    const illustrator = createOfflineIllustrator();
    const svg = async (c: Book['chapters'][number]): Promise<string> => (await illustrator.draw(bibleFor('little-bear'), c.brief, { seed: 1, kind: 'chapter' })).data.toString('utf8');
    // The tooth's outline on the poster.
    const tooth = /q25 -12 50 0 q6 30 -6 56/;
    for (const c of waiting('our old cat is poorly and we take her to the vet', 'english')) expect(await svg(c)).not.toMatch(tooth);
    const dentist = waiting('my daughter is worried about seeing the dentist tomorrow', 'english');
    expect(dentist.length).toBeGreaterThan(0);
    for (const c of dentist) expect(await svg(c)).toMatch(tooth);
  });
});
