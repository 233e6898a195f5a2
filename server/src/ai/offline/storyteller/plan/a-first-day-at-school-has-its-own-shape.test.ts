// Fault found reading books (session 34): a first day at school, at nursery or in a new class was its day but not its
// own shape: the hero 'set off to be brave enough for the first day at school', met a dragon behind a tree who wanted
// an acorn found, and « apprivoiser la rentrée » in the village square. A first day is the evening before (the bag, the
// label), the goodbye at the gate, the teacher and the peg, a friend made, pick-up and the day told at home.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

const EN = [
  'first day at school', 'Emma starts school tomorrow and she is a bit nervous', 'my son is starting nursery on monday',
  "Leo's first day in reception", 'first day at big school', 'Mia is worried about going to school for the first time',
  'tomorrow is her first day at nursery, she is scared she will miss me', 'my daughter starts big school next week and doesnt want to go',
  'Noah is moving up to a new class and is nervous', "first day at a new school, she doesn't know anyone",
  "Sam's first day of school, he has a new bag and a lunchbox", 'starting school',
  'Ava was nervous about her first day at school but she made a friend', "it's the first day of school and Zoe can't find the toilets",
  'Oscar starts kindergarten and misses his mum', 'my little girl is anxious about starting preschool',
];
const FR = [
  "c'est la rentrée", 'premier jour à la maternelle', "ma fille rentre à l'école lundi", 'Léo a peur de sa rentrée au CP',
  'la rentrée dans une nouvelle école', "premier jour d'école", 'mon fils entre en maternelle et il est inquiet',
  'Jade fait sa première rentrée, elle a un nouveau cartable', "Lucas change d'école et ne connaît personne",
  'son premier jour à la crèche', "Inès a peur d'aller à l'école pour la première fois", 'la rentrée en petite section',
  "Hugo était stressé pour sa rentrée mais il s'est fait un copain", 'Chloé entre au CP et elle a peur de ne pas trouver les toilettes',
  'mon fils fait sa rentree en grande section demain', 'ma fille stresse pour la rentrée, elle ne connaît personne dans sa classe',
];

const book = (idea: string, language: 'english' | 'french', length: 'short' | 'medium' | 'long', seed: number) => tellStory({
  character: seed % 2 ? 'little-bear' : 'clever-princess', theme: seed % 2 ? 'friendship' : 'bravery', length, language,
  ageGroup: seed % 3 ? '3-5' : '8-12', moralLesson: (['none', 'sharing', 'honesty', 'empathy'] as const)[seed % 4] ?? 'none', childName: 'Emma', customPrompt: idea, seed,
});

/** The first long book, from seed 3 on, whose evening before packs the bag. */
function packedBook(idea: string, language: 'english' | 'french', packed: RegExp): ReturnType<typeof book> {
  for (let seed = 3; seed <= 60; seed++) {
    const told = book(idea, language, 'long', seed);
    if (packed.test(told.story.chapters.map((c) => c.content).join(' '))) return told;
  }
  throw new Error(`no long book of "${idea}" tells ${packed}`);
}

describe('a first day at school has its own shape', () => {
  it.each([...EN.map((i) => ['english', i] as const), ...FR.map((i) => ['french', i] as const)])('%s "%s": the gate, the peg, a friend; never set off to', (language, idea) => {
    for (const [seed, length] of [[1, 'short'], [2, 'medium'], [3, 'long']] as const) {
      const { plan, story } = book(idea, language, length, seed);
      expect(plan.plot, `${length}`).toBe('face-fear');
      expect(plan.chapters.flatMap((c) => c.events.map((e) => e.kind)), `${length}`).not.toContain('set-off');
      const text = story.chapters.map((c) => c.content).join('\n');
      expect(text, `${length}`).toMatch(language === 'english' ? /\bgate\b/ : /\bportail\b/);
      expect(text, `${length}`).toMatch(language === 'english' ? /\bpeg\b/ : /\bportemanteau\b/);
      // The friend made is the one met in the classroom, there when the day's trouble is met.
      const friend = plan.cast.find((c) => c.role === 'helper')?.name ?? '';
      const turn = plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'turning-point'));
      expect(friend, `${length}`).not.toBe('');
      expect(story.chapters[turn]?.content, `${length}`).toContain(friend);
      expect(`${story.description}\n${text}`, `${length}`).not.toMatch(/\bset(?:s)? (?:off|out)\b|apprivoiser|\bpartent?\b|Do you know the way|connais le chemin|sais où on va/);
      expect(plan.chapters.at(-1)?.place, `${length}`).toBe('home');
    }
  });

  it('a long book has the evening before: the bag packed and the label with the name, then a night at home', () => {
    for (const [language, idea, packed, label] of [['english', 'starting school', /packed the bag/, /label/], ['french', "c'est la rentrée", /prépara le cartable/, /étiquette/]] as const) {
      // The evening's tellings (the bag packed, schools played) are picked by the seed stream: the first long book
      // that packs the bag is checked, wherever the stream puts it.
      const { plan, story } = packedBook(idea, language, packed);
      const night = plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'night-camp'));
      expect(plan.chapters[night]?.place).toBe('home');
      const before = story.chapters.slice(0, night).map((c) => c.content).join(' ');
      expect(before).toMatch(packed);
      expect(before).toMatch(label);
    }
  });
});
