// A being's quirk in the parent's words is told in the story's past (grammar/en-past.ts, grammar/fr-past.ts): only
// the phrase's own verbs change, by rule or by the irregular table of each language's grammar.yaml.
import { describe, expect, it } from 'vitest';
import { pastTense as en } from '../locales/en/grammar.ts';
import { pastTense as fr } from '../locales/fr/grammar.ts';

describe('a quirk is told in the past', () => {
  it.each([
    ['sneezes glitter', 'sneezed glitter'],
    ["can't stay awake at night", "couldn't stay awake at night"],
    ['cant fly', "couldn't fly"],
    ['loves to dance but keeps tripping', 'loved to dance but kept tripping'],
    ['is scared of children', 'was scared of children'],
    ['can only fly backwards', 'could only fly backwards'],
    ['always sneezes and hiccups', 'always sneezed and hiccuped'],
    ['loves cats and dogs', 'loved cats and dogs'],
    ['falls asleep and snores', 'fell asleep and snored'],
    ['sneezed glitter', 'sneezed glitter'],
    ['hops backwards', 'hopped backwards'],
    ['cries at bedtime', 'cried at bedtime'],
    ['fixes everything', 'fixed everything'],
    ['goes moo', 'went moo'],
    ['does magic tricks', 'did magic tricks'],
    ['has a very long nose', 'had a very long nose'],
    ['glows in the dark', 'glowed in the dark'],
    ['sneeze glitter', 'sneezed glitter'],
  ])('English "%s" is "%s"', (present, past) => {
    expect(en(present)).toBe(past);
  });

  it.each([
    ['éternue des paillettes', 'éternuait des paillettes'],
    ['fait coin-coin', 'faisait coin-coin'],
    ["s'endort la nuit", "s'endormait la nuit"],
    ['ne sait pas voler', 'ne savait pas voler'],
    ["n'arrive pas à voler", "n'arrivait pas à voler"],
    ['ne sait que chanter', 'ne savait que chanter'],
    ['mange des chaussettes', 'mangeait des chaussettes'],
    ['lance des étoiles', 'lançait des étoiles'],
    ['grandit trop vite', 'grandissait trop vite'],
    ['chante faux et danse mal', 'chantait faux et dansait mal'],
    ['aime les chats et les chiens', 'aimait les chats et les chiens'],
    ['a peur du noir', 'avait peur du noir'],
    ['essaie de voler', 'essayait de voler'],
    ['se cogne partout', 'se cognait partout'],
    ['perd toujours ses lunettes', 'perdait toujours ses lunettes'],
    ['boit du thé', 'buvait du thé'],
    ['pleut de la limonade', 'pleuvait de la limonade'],
    ['achète des ballons', 'achetait des ballons'],
    ['éternuait des paillettes', 'éternuait des paillettes'],
  ])('French « %s » is « %s »', (present, past) => {
    expect(fr(present)).toBe(past);
  });
});
