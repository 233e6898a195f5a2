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

  // Each form the patterns exist for, so that none of them can be narrowed without a test noticing.
  it.each([
    ['e-mail with accents, underscore and plus', 'élise_m+fête@école.fr'],
    ['e-mail in capitals with a two-part domain', 'Write to ZOE.MARTIN@EXAMPLE.CO.UK'],
    ['spelled e-mail in brackets', 'mia (at) gmail (dot) com'],
    ['spelled e-mail in square brackets', 'mia[at]gmail[dot]com'],
    ['spelled e-mail in French', 'mia arobase gmail point fr'],
    ['spelled e-mail in capitals', 'MIA AT GMAIL DOT NET'],
    ['international number written together', '+33612345678'],
    ['British number with its country code', '+44 20 7946 0958'],
    ['French number with dots', '06.12.34.56.78'],
    ['French number with dashes', '06-12-34-56-78'],
    ['North American number with dots', '555.123.4567'],
    ['North American number with dashes', '555-123-4567'],
    ['UK mobile read in threes', '0770 090 0123'],
    ['UK landline', '01632 960123'],
    ['a bare run of twelve digits', '123456789012'],
    ['French street with bis', '12 bis rue des Lilas'],
    ['French avenue after a comma', '3, avenue de la République'],
    ['French abbreviated avenue', '7 av. Foch'],
    ['French boulevard', '10 boulevard du Parc'],
    ['French impasse', '4 impasse des Roses'],
    ['French allée', '2 allée des Pins'],
    ['French quai', '8 quai de Seine'],
    ["French street with d'", "5 Rue d'Alsace"],
    ['French street with ter', '9 ter, rue Haute'],
    ['French place with a capitalised name', '1 place de la Concorde'],
    ['French route with a capitalised name', '3 route de Paris'],
    ['French chemin with a capitalised name', '6 chemin des Vignes'],
    ['French cours with a capitalised name', '40 cours Mirabeau'],
    ['English street with a letter after its number', '221B Baker Street'],
    ['English abbreviated street', '10 Downing St'],
    ['English avenue', '1600 Pennsylvania Avenue'],
    ['English lane of two names', '12 Oak Tree Lane'],
    ['English road of three names', '2 Big Red Dogs Road'],
    ['short UK postcode', 'M1 1AE'],
    ['UK postcode of three and three', 'B33 8TH'],
  ])('finds personal data in a %s', (_form, text) => {
    expect(findPersonalData(text)).toBe('personal-data');
  });

  it.each([
    ['http', 'http://example.com'],
    ['capitals', 'HTTPS://EXAMPLE.COM/x'],
    ['www in capitals', 'WWW.example.org'],
    ['.net', 'storytime.net'],
    ['.io with a dash', 'mia-zoe.io'],
    ['.co.uk', 'story.co.uk'],
    ['.fr', 'story.fr'],
  ])('finds a web link written with %s', (_form, text) => {
    expect(findPersonalData(text)).toBe('link');
  });

  it.each([
    ['an @ without a domain', 'the dragon@home'],
    ['a one-letter top-level domain', 'x@y.c'],
    ["'at' and 'dot' without a domain ending", 'Mia at the park dot'],
    ['a one-letter name before .com', 'a.com'],
    ['a word that only starts with com', 'xy.community'],
    ['seven digits', 'call 1234567'],
    ['an everyday chemin', '1 chemin de terre'],
    ['an everyday cours', '40 cours de danse'],
    ['capitalised words that end in no street type', '3 Little Pigs went home'],
    ['a postcode in lower case', 'sw1a 1aa'],
  ])('finds none in %s', (_form, text) => {
    expect(findPersonalData(text)).toBeUndefined();
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
