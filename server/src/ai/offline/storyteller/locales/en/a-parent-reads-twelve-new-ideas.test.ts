// What an editor marked reading twelve new English ideas at bedtime (issue 10, session 29): "Good morning,
// Ruby, a little girl!", tomatoes told "it was in very good hands", a frightened child saying "I'm a bit scared
// too" to nobody, "go to score a goal at football, just a little, right now", "tired and floury" at a party
// with no baking, a helper asking "where would you go, if you were the paddling pool?", Zara called "a child".
import type { AgeGroup, Character, MoralLesson, StoryLength } from '@storyloom/contracts/options';
import { describe, expect, it } from 'vitest';
import { tellStory } from '../../index.ts';

const SEEDS = Array.from({ length: 24 }, (_, i) => i + 1);
const told = (idea: string, childName: string, ageGroup: AgeGroup, seed: number, length: StoryLength, character: Character = 'little-bear', moralLesson: MoralLesson = 'empathy') =>
  tellStory({ character, theme: 'family', length, language: 'english', ageGroup, moralLesson, childName, customPrompt: idea, seed });
const textOf = (t: ReturnType<typeof told>): string => t.book.chapters.map((c) => c.content).join('\n\n');
const texts = (idea: string, name: string, age: AgeGroup, length: StoryLength, character?: Character, moral?: MoralLesson): string[] =>
  SEEDS.map((s) => textOf(told(idea, name, age, s, length, character, moral)));

describe('a parent reads twelve new English ideas', () => {
  it('greets a young reader\'s child by name alone, never "Good morning, Ruby, a little girl!"', () => {
    const all = texts('our snowman melted', 'Ruby', '3-5', 'short');
    for (const text of all) expect(text).not.toMatch(/Good morning, Ruby, an? /);
    expect(all.some((t) => /Good morning, Ruby! Good morning, Honey!/.test(t))).toBe(true);
  });

  it('calls tomatoes "them" while they grow, never "it"', () => {
    const all = texts('she wants to grow tomatoes on the balcony', 'Priya', '8-12', 'medium', 'curious-mouse', 'responsibility');
    for (const text of all) {
      expect(text).not.toMatch(/\btold it that|\b(?:remind|watered|help|after) it\b|“Maybe it's forgotten|\bit was in very good hands/);
      expect(text).not.toMatch(/tomatoes seemed to turn their face\b/);
    }
    expect(all.some((t) => /told them that they were in very good hands/.test(t))).toBe(true);
  });

  it('lets a frightened child say "I\'m a bit scared" and the friend answer, never "scared too" to nobody', () => {
    const all = texts('Maya wants to be brave at the dentist', 'Maya', '5-8', 'medium', 'friendly-dragon', 'perseverance')
      .concat(texts('Maya wants to be brave at the dentist', 'Maya', '3-5', 'medium', 'friendly-dragon', 'perseverance'));
    for (const text of all) expect(text).not.toMatch(/“I(?:'m| am) a bit scared too/);
    expect(all.some((t) => /“I(?:'m| am) a bit scared\.?,?”/.test(t))).toBe(true);
  });

  it('trains for a sport the child loves, never "to score a goal at football, just a little, right now"', () => {
    const all = texts('Lucas wants to score a goal at football on Saturday', 'Lucas', '3-5', 'long', 'playful-cat', 'sharing');
    for (const text of all) expect(text).not.toMatch(/score a goal at football, just a little/);
    expect(all.some((t) => /to practise for the day he would score a goal at football|to train, and train/.test(t))).toBe(true);
  });

  it('keeps the party singer hoarse, not floury, when nobody baked', () => {
    for (const text of texts('a birthday picnic for Grandpa in the park', 'Oliver', '5-8', 'medium', 'clever-princess', 'sharing')) {
      expect(text).not.toMatch(/floury/);
    }
  });

  it('talks of the party for Grandpa, never of Grandpa as the thing: "Is this about Grandpa?", "Grandpa had become a legend"', () => {
    const all = texts('a birthday picnic for Grandpa in the park', 'Oliver', '5-8', 'long', 'clever-princess', 'sharing');
    for (const text of all) expect(text).not.toMatch(/Is this about Grandpa\?|about Grandpa\.|(?<!party for )Grandpa had (?:become a legend|turned an ordinary day)/);
    expect(all.some((t) => /the party for Grandpa/.test(t))).toBe(true);
  });

  it('has the helper ask what the child knows, never "if you were the paddling pool"', () => {
    const all = texts('the paddling pool has a hole in it', '', '8-12', 'medium', 'wise-owl', 'creativity');
    for (const text of all) expect(text).not.toMatch(/if you were the/);
    expect(all.some((t) => /already know about the paddling pool, without knowing it/.test(t))).toBe(true);
  });

  it('knows Zara is a girl: "she", never "Zara, a child" nor "their"', () => {
    const t = told("Zara's goldfish looks lonely", 'Zara', '5-8', 7, 'medium', 'magical-unicorn');
    expect(t.plan.cast.find((c) => c.role === 'hero')?.species).toMatch(/girl$/);
    expect(textOf(t)).not.toMatch(/Zara, a child|Zara cupped their/);
  });
});
