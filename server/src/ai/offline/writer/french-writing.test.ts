import { CHARACTERS, THEMES } from '@storyloom/contracts/options';
import { describe, expect, it } from 'vitest';
import { au, de, du, le, noun, que, un } from './french-grammar.ts';
import { composeStory, setUp } from './write-story.ts';
import { buildFrCtx } from './context-build.ts';
import { FR_BEATS } from './beat-text-fr.ts';
import { FR_RICH_MORE, FR_TALK } from './beat-talk-fr.ts';
import { FR_TEXTURE } from './texture-text-fr.ts';
import { FR_CHAT_MORE, FR_MOOD_MORE, FR_PLACE_MORE, FR_RICH_GENERIC } from './texture-more-fr.ts';
import { FR_MORALS } from './moral-text-fr.ts';
import { FR_MORALS_MORE } from './moral-more-fr.ts';
import { FR_YOUNG_MORE } from './young-more-fr.ts';
import { FR_PACK } from './pack-fr.ts';
import { FR_SKELETONS_1 } from './skeleton-text-fr-1.ts';
import { FR_SKELETONS_2 } from './skeleton-text-fr-2.ts';
import { FR_ALT } from './skeleton-alt-fr.ts';
import { FR_ALT2 } from './skeleton-alt2-fr.ts';
import { BAD_FRENCH } from './test-grid.ts';

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

  it('flags a missing elision before a vowel, a mute h or a name, and nothing else', () => {
    for (const bad of ['si simple que Emma sourit', 'la maison de Alice', 'près de elle', 'dès que Hugo parla', 'si il pleut', 'le arbre', 'de le château', 'lorsque il vint']) {
      expect(bad, bad).toMatch(BAD_FRENCH);
    }
    for (const good of ["qu'Emma", 'le hibou', 'le héros', 'la hache', 'le onze', 'le oui', 'de Yanis', 'donne-le à Léa', 'ce à quoi il pensait', 'de le voir', 'à les compter', 'presque aussi grand']) {
      expect(good, good).not.toMatch(BAD_FRENCH);
    }
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

describe('French agreement with who is there', () => {
  it('says "elles" of two girls and elides before their names, in every line', () => {
    const setup = setUp({ character: 'clever-princess', theme: 'magic', language: 'french', ageGroup: '5-8', moralLesson: 'none', childName: 'Élise', customPrompt: '', seed: 1 });
    expect(setup.cast.hero.name).toBe('Élise');
    const ctx = buildFrCtx({ ...setup.cast, friend: { name: 'Apolline', gender: 'f', character: 'curious-mouse' } }, 'mid');
    const lines: string[] = [];
    const walk = (x: unknown): void => {
      if (typeof x === 'function') lines.push((x as (c: typeof ctx) => string)(ctx));
      else if (Array.isArray(x)) x.forEach(walk);
      else if (x && typeof x === 'object') Object.values(x).forEach(walk);
    };
    walk([FR_BEATS, FR_TALK, FR_RICH_MORE, FR_TEXTURE, FR_PLACE_MORE, FR_RICH_GENERIC, FR_CHAT_MORE, FR_MOOD_MORE, FR_MORALS, FR_MORALS_MORE, FR_YOUNG_MORE, FR_PACK.chat]);
    expect(lines.length).toBeGreaterThan(300);
    const generic = lines.length;
    walk([FR_SKELETONS_1, FR_SKELETONS_2, FR_ALT, FR_ALT2]);
    for (const [n, line] of lines.entries()) {
      expect(line).not.toMatch(/(?<!\p{L})(que|de|le|la|je|ne|se|ce) (Élise|Apolline)/u);
      expect(line).not.toMatch(/tous les deux|les deux amis\b|les voilà partis/);
      // Plot sentences may speak of other friends and travellers; the generic lines speak of the pair.
      if (n >= generic) continue;
      expect(line).not.toMatch(/tous les deux|les meilleurs amis|deux amis|deux copains|ni l'un ni l'autre|\b(partis|allés|fatigués|rentrés|perdus|prêts|émerveillés|affamés)\b/);
      expect(line).not.toMatch(/(^|[.!?»] )Ils |autour d'eux|vers eux/);
    }
  });

  it('never bids "leur nouvel ami" goodbye to a creature the parent asked for that is a girl or a crowd', () => {
    for (const customPrompt of ['une fée et une licorne', 'des dinosaures', 'une sirène']) {
      for (let seed = 0; seed < 12; seed++) {
        const { story } = composeStory({
          character: 'little-bear', theme: ['adventure', 'family', 'friendship'][seed % 3] as 'adventure', length: 'medium', language: 'french',
          ageGroup: '5-8', moralLesson: 'none', childName: '', customPrompt, seed,
        });
        for (const c of story.chapters) {
          if (/\b(fée|licorne|dinosaures|sirène)\b/.test(c.content) && /rencontr|arriv|Voilà|joints|virent/.test(c.content)) {
            expect(c.content, c.content).not.toMatch(/leur nouvel ami|leur petit visiteur|le visiteur|dit-il en partant/);
          }
        }
      }
    }
  });
});

