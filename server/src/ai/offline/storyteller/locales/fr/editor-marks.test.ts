// What a French children's book editor circled reading sixteen offline books (issue 10): each test prints the
// book the mark was found in and asserts on its words, so the mark comes back if the telling or the rule does.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AgeGroup, Character, MoralLesson, StoryLength, Theme } from '@storyloom/contracts/options';
import { tellStory } from '../../index.ts';
import { yamlFilesUnder } from '../../content/content-files.ts';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

function book(idea: string, name: string, length: StoryLength, ageGroup: AgeGroup, character: Character, theme: Theme, moralLesson: MoralLesson, seed: number): string {
  const { book: b } = tellStory({ character, theme, moralLesson, ageGroup, length, language: 'french', childName: name, customPrompt: idea, seed });
  return [b.title, b.description, ...b.chapters.map((c) => c.content)].join('\n\n');
}

describe('A French editor’s marks', () => {
  it('calls a reader of 8 to 12 a young boy or girl, never a little one', () => {
    const leo = book('', 'Léo', 'medium', '8-12', 'magical-unicorn', 'magic', 'responsibility', 16);
    expect(leo).toContain('Léo, un jeune garçon');
    const emma = book('Emma veut devenir astronaute', 'Emma', 'long', '8-12', 'magical-unicorn', 'discovery', 'perseverance', 5);
    expect(emma).toContain('Emma, une jeune fille');
    expect(`${leo}${emma}`).not.toMatch(/petit garçon|petite fille/);
  });

  it('sets off with "on part pour s’entraîner", never "nous partons pour s’entraîner"', () => {
    const emma = book('Emma veut devenir astronaute', 'Emma', 'long', '8-12', 'magical-unicorn', 'discovery', 'perseverance', 5);
    expect(emma).toContain("On part pour s'entraîner");
    expect(emma).not.toMatch(/Nous partons pour s'/);
  });

  it('finds grandma’s glasses whole: the adjective agrees with them', () => {
    const leo = book('mamie a perdu ses lunettes', 'Léo', 'long', '5-8', 'little-bear', 'family', 'perseverance', 1);
    expect(leo).toContain('mais entières');
    expect(leo).not.toMatch(/cabossées, mais entier\b/);
  });

  it('never names Camille twice in one clause for want of a pronoun', () => {
    const camille = book("un parapluie rouge qui s'envole dans la tempête", 'Camille', 'long', '8-12', 'curious-mouse', 'adventure', 'creativity', 4);
    expect(camille).toContain('Camille tint le parapluie rouge bien en avant');
    expect(camille).not.toContain('devant Camille comme un bouclier');
  });

  it('says "et lui aussi", never "et il aussi", after someone laughs', () => {
    const camille = book('un petit oiseau tombé du nid', 'Camille', 'long', '5-8', 'wise-owl', 'kindness', 'empathy', 14);
    expect(camille).toContain('éclata de rire, et lui aussi');
    // And no telling writes a subject pronoun before 'aussi' with no verb: the stressed one is needed.
    const bare: string[] = [];
    for (const file of yamlFilesUnder(ROOT)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\{\w+\.il\} aussi[.,!]/g)) bare.push(`${file.slice(ROOT.length)}: ${m[0]}`);
    }
    expect(bare).toEqual([]);
  });
});
