import { CHARACTERS, THEMES } from '@storyloom/contracts/options';
import { describe, expect, it } from 'vitest';
import { au, de, du, le, noun, que, un } from './french-grammar.ts';
import { composeStory } from './write-story.ts';

const HERO_NOUNS: Record<string, string> = {
  'brave-knight': 'le chevalier courageux',
  'clever-princess': 'la princesse astucieuse',
  'friendly-dragon': 'le gentil dragon',
  'wise-owl': 'le vieux hibou sage',
  'playful-cat': 'le chat joueur',
  'curious-mouse': 'la petite souris curieuse',
  'magical-unicorn': 'la licorne magique',
  'little-bear': 'le petit ours',
};

describe('French grammar helpers', () => {
  it('elides before a vowel or a mute h, but not before an aspirated h', () => {
    expect(le(noun('ourson', 'm'))).toBe("l'ourson");
    expect(le(noun('hibou', 'm', { aspirated: true }))).toBe('le hibou');
    expect(le(noun('héros', 'm', { aspirated: true }))).toBe('le héros');
    expect(le(noun('herbe', 'f'))).toBe("l'herbe");
    expect(le(noun('licorne', 'f'))).toBe('la licorne');
  });

  it('contracts de and à with the article', () => {
    expect(du(noun('château', 'm'))).toBe('du château');
    expect(du(noun('forêt', 'f'))).toBe('de la forêt');
    expect(du(noun('arbre', 'm'))).toBe("de l'arbre");
    expect(au(noun('pic', 'm'))).toBe('au pic');
    expect(au(noun('île', 'f'))).toBe("à l'île");
    expect(un(noun('étoile', 'f'))).toBe('une étoile');
    expect(de('Étoile')).toBe("d'Étoile");
    expect(de('Léon')).toBe('de Léon');
    expect(que('il')).toBe("qu'il");
  });
});

describe('French stories', () => {
  it('name every character with the right article', () => {
    for (const character of CHARACTERS) {
      for (let seed = 0; seed < 4; seed++) {
        const { story } = composeStory({
          character, theme: THEMES[seed % THEMES.length] ?? 'magic', length: 'short', language: 'french', ageGroup: '5-8',
          moralLesson: 'none', childName: '', customPrompt: '', seed,
        });
        const text = story.chapters.map((c) => c.content).join('\n');
        const expected = HERO_NOUNS[character] ?? '';
        const indefinite = expected.replace(/^le /, 'un ').replace(/^la /, 'une ');
        expect(text.includes(expected) || text.includes(indefinite), `${character}: ${text.slice(0, 200)}`).toBe(true);
        expect(text).not.toMatch(/l'hibou|l'héros|la hibou|le licorne|le souris|le ourson|la ourson/);
      }
    }
  });

  it('agrees adjectives with a girl hero', () => {
    const { story } = composeStory({
      character: 'brave-knight', theme: 'bravery', length: 'medium', language: 'french', ageGroup: '5-8',
      moralLesson: 'perseverance', childName: 'Léa', customPrompt: '', seed: 3,
    });
    const text = story.chapters.map((c) => c.content).join('\n');
    expect(text).toContain('Léa');
    expect(story.bible.heroName).toBe('Léa');
    expect(text).toMatch(/chevalière courageuse/);
    expect(text).not.toMatch(/Léa était (fatigué|content|inquiet|seul|fier)(?!\p{L})/u);
  });

  it('uses French typography around dialogue', () => {
    const { story } = composeStory({
      character: 'playful-cat', theme: 'friendship', length: 'medium', language: 'french', ageGroup: '8-12',
      moralLesson: 'empathy', childName: '', customPrompt: '', seed: 9,
    });
    const text = story.chapters.map((c) => c.content).join('\n');
    expect(text).toContain('«\u00a0');
    expect(text).not.toMatch(/ [!?»]|« /);
  });
});
