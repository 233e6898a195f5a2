import { describe, expect, it } from 'vitest';
import { findPersonalData } from './personal-data.ts';
import { moderateText } from './moderate-text.ts';

describe('personal data', () => {
  it.each([
    'write to mia.dupont@example.com for the party',
    'mia dot dupont at gmail dot com',
    'call 06 12 34 56 78',
    'call +33 6 12 34 56 78',
    'call (555) 123-4567',
    'ring 07700 900123',
    'my number is 0612345678',
    'Mia lives at 12 rue des Lilas',
    'we live at 221 Baker Street',
    'our postcode is SW1A 1AA',
  ])('finds personal data in %j', (text) => {
    expect(findPersonalData(text)).toBe('personal-data');
  });

  it.each(['see https://example.com/party', 'visit www.example.org', 'go to storytime.com'])('finds a web link in %j', (text) => {
    expect(findPersonalData(text)).toBe('link');
  });

  it.each([
    'The 3 little pigs walked down the road.',
    'Count with me: 1 2 3 4 5 6 7 8 9 10!',
    'In 1999 the castle had 365 windows.',
    'Mia bought 1 place de cinéma and 2 croissants.',
    'The end.Me and my cat went home.',
    'A dragon at the gate watched the dot on the map.',
  ])('finds none in %j', (text) => {
    expect(findPersonalData(text)).toBeUndefined();
  });

  it('refuses personal data in input and in output', () => {
    for (const kind of ['input', 'output'] as const) {
      expect(moderateText('Call me on 06 12 34 56 78', { language: 'english', kind })).toEqual({ ok: false, reason: 'personal-data' });
    }
  });
});
