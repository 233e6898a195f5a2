// A tantrum book's pages show the temper (issue 10 'poses that act'): "He stomped and shouted", "Hugo tapa
// du pied", "donna un coup de pied" draw the one in a temper stamping; the word 'tantrum' or 'colère'
// alone ("The tantrum did not come", "Quand la colère revint, Hugo prit la main") does not.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { CastMember, PlotEvent } from '../plan/types.ts';
import { sceneCues, withoutIdioms } from './scene-cues.ts';
import { posesFor } from './scene-poses.ts';

function poses(lang: 'en' | 'fr', text: string) {
  const cues = sceneCues(lang);
  const hero: CastMember = { role: 'hero', name: 'Leo', figure: 'child', species: 'the child', gender: 'm', introducedIn: 0 };
  const companion: CastMember = { role: 'companion', name: 'Maple', figure: 'little-bear', species: 'a bear', gender: 'f', introducedIn: 0 };
  const event: PlotEvent = { kind: 'complication', place: 'home', present: ['hero', 'companion'], mood: 'worried', pose: 'worried' };
  const cast = [{ role: 'hero' as const, member: hero }, { role: 'companion' as const, member: companion }];
  return posesFor({ plot: 'change-mind', event, text: withoutIdioms(text, cues), present: cast, named: cast, cues, pick: (l) => l[0] ?? 'waving' });
}

describe('a temper is stamped', () => {
  it.each([
    ['en', 'A tantrum! He stomped and shouted, red as a tomato.'],
    ['en', 'Leo stamped his feet so hard the cups rattled.'],
    ['en', 'Leo was so cross he could have burst.'],
    ['fr', 'Leo tapa du pied. « NON ! »'],
    ['fr', 'Mais ensuite Leo donna un coup de pied dans le pot.'],
    ['fr', 'Leo était tout rouge, en colère.'],
  ] as const)('%s: "%s" is stamped', (lang, text) => {
    expect(poses(lang, text).get('hero')).toBe('stamping');
    // The friend beside a tantrum does not stamp because the hero does.
    expect(poses(lang, text).get('companion')).not.toBe('stamping');
  });

  it.each([
    ['en', 'The tantrum did not come. Leo held Maple tight.'],
    ['fr', 'Quand la colère revint, Leo prit la main de Maple.'],
  ] as const)('%s: "%s" names the temper without showing it', (lang, text) => {
    expect(poses(lang, text).get('hero')).not.toBe('stamping');
  });

  it('draws the page of a tantrum book where the child stamps', () => {
    const { book } = tellStory({ character: 'little-bear', theme: 'friendship', length: 'medium', language: 'english', ageGroup: '3-5', moralLesson: 'empathy', childName: 'Leo', customPrompt: "Leo has big tantrums when it's time to leave the park", seed: 3 });
    const stamped = book.chapters.filter((c) => c.brief.cast.some((m) => m.who === 'hero' && m.pose === 'stamping'));
    expect(stamped.length).toBeGreaterThan(0);
    for (const c of stamped) expect(c.content).toMatch(/stamp|stomp|cross|temper/i);
  });
});
