// Fault found reading a parent's book (issue 10): « Chloé a peur de l'orage la nuit et son doudou lapin la rassure »
// lost its doudou (the preview said "could not use: son doudou lapin la rassure"), and 'Leo is scared of the dark
// and his teddy helps him' its teddy. The toy named beside a fear is the child's comfort: there on the first
// page, in the child's arms at the brave moment, tucked in at the end, drawn held (idea/comfort.ts).
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

const CASES = [
  ['en', 'Leo is scared of the dark and his teddy helps him be brave', 'Leo', 'teddy'],
  ['en', 'Mia is scared of the dentist so she takes her teddy', 'Mia', 'teddy'],
  ['en', 'Noah is scared of the dark and his toy dinosaur protects him', 'Noah', 'dinosaur'],
  ['fr', "Chloé a peur de l'orage la nuit et son doudou lapin la rassure", 'Chloé', 'doudou'],
  ['fr', 'Léa a peur du noir et sa peluche licorne la protège', 'Léa', 'peluche'],
  ['fr', 'Tom a peur du docteur mais il emmène son doudou', 'Tom', 'doudou'],
] as const;

const tell = (lang: 'en' | 'fr', customPrompt: string, childName: string, seed: number) => tellStory({
  character: (['little-bear', 'curious-mouse', 'brave-knight'] as const)[seed % 3]!, theme: 'bravery', length: (['short', 'medium', 'long'] as const)[seed % 3]!,
  language: lang === 'en' ? 'english' : 'french', ageGroup: (['3-5', '5-8', '8-12'] as const)[(seed + 1) % 3]!,
  moralLesson: (['none', 'perseverance', 'empathy'] as const)[seed % 3]!, childName, customPrompt, seed,
});

describe('the toy that comforts a frightened child', () => {
  it.each(CASES)('%s "%s": read as the comfort, the fear kept, nothing left unused', (lang, idea, _name, toy) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe('afraid');
    expect(r.comfort?.words).toContain(toy);
    expect(r.comfort?.kind).toBe('object');
    expect(r.other?.words ?? '').not.toContain(toy);
    expect(r.unused).toEqual([]);
  });

  it.each(CASES)('%s "%s": on the first page, at the brave moment and at bedtime, and held in a picture', (lang, idea, name, toy) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tell(lang, idea, name, seed);
      const comfort = plan.objects.find((o) => o.role === 'comfort');
      expect(comfort?.noun, `seed ${seed}`).toContain(toy);
      expect(plan.objects.find((o) => o.role === 'goal')?.noun ?? '', `seed ${seed}`).not.toContain(toy);
      const said = (kind: string) => book.chapters.flatMap((c) => c.parts).filter((p) => p.kind === kind).map((p) => p.text).join(' ');
      for (const kind of ['opening', 'turning-point', 'homecoming']) expect(said(kind), `seed ${seed} ${kind}`).toContain(toy);
      expect(book.chapters.some((c) => c.brief.cast.some((f) => f.who === 'hero' && f.holding === comfort?.prop)), `seed ${seed}`).toBe(true);
    }
  });
});
