import { describe, expect, it } from 'vitest';
import { checkChildName } from './check-child-name.ts';

describe('checkChildName', () => {
  it.each(['Mia', 'Jean-Luc', "O'Connor", 'Zoë', 'Anne Sophie', 'Éloïse', 'Noé', 'Con', 'Vin', 'Юлия', '美咲', 'Zoe\u0308'])(
    'accepts the name %j',
    (name) => {
      expect(checkChildName(name)).toEqual({ ok: true });
    },
  );

  it('accepts an empty name, for a story about the hero alone', () => {
    expect(checkChildName('  ')).toEqual({ ok: true });
  });

  it('refuses a name longer than 40 characters', () => {
    expect(checkChildName('A'.repeat(40))).toEqual({ ok: true });
    expect(checkChildName('A'.repeat(41))).toEqual({ ok: false, reason: 'name-too-long' });
  });

  it.each(['Mia2', 'Mia!', 'mia@example.com', '<b>Mia</b>', 'Mia; drop table', '-Mia', "'"])('refuses the characters of %j', (name) => {
    expect(checkChildName(name)).toEqual({ ok: false, reason: 'name-characters' });
  });

  it('refuses an e-mail address spelled out in letters, which passes the character rule', () => {
    expect(checkChildName('mia at gmail dot com')).toEqual({ ok: false, reason: 'personal-data' });
  });

  it('refuses a name that is a rude word', () => {
    expect(checkChildName('Fuck Face')).toEqual({ ok: false, reason: 'profanity' });
    expect(checkChildName('Hitler')).toEqual({ ok: false, reason: 'hate' });
  });
});
