// Issue 10, seen by the editors: 'a dragon who sneezes glitter' read as nothing but 'a dragon', and the book was about
// something else. A being with a quirk (idea/quirk.ts) is the story: the quirk, in the parent's own words put in the
// past ('sneezed glitter', « éternuait des paillettes »), is told at the start, at the turning point where it saves
// the day (the child sees it first), and at the end, where it is loved. Phrasings of our own, as parents type them.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import type { StoryRequest } from '../../../types.ts';

/** The idea, the quirk as the narration should say it, and the being. */
const PHRASINGS: [lang: 'en' | 'fr', idea: string, past: string, being: RegExp][] = [
  ['en', 'a dragon who sneezes glitter', 'sneezed glitter', /dragon/i],
  ['en', 'a giraffe who loves to dance but keeps tripping', 'loved to dance but kept tripping', /giraffe/i],
  ['en', 'a cloud that rains lemonade', 'rained lemonade', /cloud/i],
  ["en", "my daughter's unicorn Bella who can only fly backwards", 'could only fly backwards', /Bella/],
  ['en', 'a hedgehog that hiccups bubbles', 'hiccuped bubbles', /hedgehog/i],
  ['en', 'Pip the penguin who only eats pink food.', 'only ate pink food', /Pip/],
  ['en', 'a cow who goes quack', 'went quack', /cow/i],
  ['en', 'a teapot that sings opera', 'sang opera', /teapot/i],
  ['en', 'a bear who sneezed bubbles', 'sneezed bubbles', /bear/i],
  ['en', 'a tortoise who wears his shell upside down', 'wore his shell upside down', /tortoise/i],
  ['en', 'an elephant who always trips over his own trunk and giggles', 'always tripped over his own trunk and giggled', /elephant/i],
  ['en', 'a witch who gets every spell wrong', 'got every spell wrong', /witch/i],
  ['en', 'a sheep who counts backwards', 'counted backwards', /sheep/i],
  // A likeness read as a wish for the lion left the mouse out: the mouse's quirk is the story.
  ['en', 'a mouse that roars like a lion', 'roared like a lion', /mouse/i],
  ['en', 'a cat wich barks at the moon', 'barked at the moon', /cat/i],
  ['en', 'a puppy who barks in rhymes', 'barked in rhymes', /puppy/i],
  ['en', 'a little robot that falls asleep and snores', 'fell asleep and snored', /robot/i],
  ['en', 'a fox which blushes whenever he laughs', 'blushed whenever he laughed', /fox/i],
  ['fr', 'un dragon qui éternue des paillettes', 'éternuait des paillettes', /dragon/i],
  ['fr', 'une vache qui fait coin-coin', 'faisait coin-coin', /vache/i],
  ['fr', "un hibou qui s'endort la nuit", "s'endormait la nuit", /hibou/i],
  ['fr', 'une sorcière qui rate toutes ses potions', 'ratait toutes ses potions', /sorcière/i],
  ['fr', 'un nuage qui pleut de la limonade', 'pleuvait de la limonade', /nuage/i],
  ['fr', 'une girafe qui adore danser mais trébuche tout le temps', 'adorait danser mais trébuchait tout le temps', /girafe/i],
  ['fr', 'un escargot qui ne sait que courir', 'ne savait que courir', /escargot/i],
  ['fr', 'la licorne de ma fille, Bella, qui vole a reculons', 'volait a reculons', /Bella|licorne/i],
  ['fr', 'un mouton qui mange des chaussettes', 'mangeait des chaussettes', /mouton/i],
  ['fr', 'une théière qui chante faux et danse mal', 'chantait faux et dansait mal', /théière/i],
  ['fr', 'un ours qui boit du thé à la fraise', 'buvait du thé à la fraise', /ours/i],
  ['fr', "un lapin qui saute à l'envers", "sautait à l'envers", /lapin/i],
  ['fr', 'un crocodile qui lance des étoiles et qui rit tout le temps', 'lançait des étoiles et qui riait tout le temps', /crocodile/i],
  ['fr', 'un chien qui parle en rimes.', 'parlait en rimes', /chien/i],
  ['fr', 'un chat qui abboie', 'abboyait', /chat/i],
  ['fr', "un hibou qui s'endormait en plein jour", "s'endormait en plein jour", /hibou/i],
  ['fr', 'une poule qui pond des billes de toutes les couleurs', 'pondait des billes de toutes les couleurs', /poule/i],
  ['fr', 'un robot qui rit quand il pleut', 'riait quand il pleuvait', /robot/i],
];

const request = (customPrompt: string, language: 'english' | 'french', seed: number): StoryRequest => ({
  character: (['curious-mouse', 'brave-knight', 'little-bear', 'playful-cat'] as const)[seed % 4]!, theme: (['adventure', 'kindness', 'friendship'] as const)[seed % 3]!,
  length: (['short', 'medium', 'long'] as const)[seed % 3]!, language, ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!,
  moralLesson: (['none', 'perseverance', 'empathy', 'sharing', 'honesty', 'creativity', 'responsibility'] as const)[seed % 7]!, childName: seed % 2 ? 'Mia' : 'Noah', customPrompt, seed,
});

/** The turning point's words that say who saw the answer first. */
const SAW_FIRST = /saw it first|spotted it first|noticed it first|le vit en premier|l'aperçut en premier|le remarqua en premier/;

describe("a being's quirk is its story", () => {
  it.each(PHRASINGS)('%s "%s" reads as a quirk told "%s"', (lang, idea, past) => {
    const reading = readIdea(lang, idea);
    expect(reading.trait).toBe('quirk');
    expect(reading.quirk?.did).toBe(past);
    expect(reading.unused).toEqual([]);
  });

  it.each(PHRASINGS)('%s "%s": the quirk, in the past, opens the story, saves the day and is loved at the end', (lang, idea, past, being) => {
    for (const seed of [1, 2, 3]) {
      const { plan, book } = tellStory(request(idea, lang === 'en' ? 'english' : 'french', seed));
      expect(plan.plot, `seed ${seed}`).toBe('learn-skill');
      const at = (kind: string): string => book.chapters[plan.chapters.find((c) => c.events.some((e) => e.kind === kind))?.index ?? -1]?.content ?? '';
      const hero = plan.cast.find((c) => c.role === 'hero')?.name ?? '';
      // When it happens ('kept tripping' of 'loved to dance but kept tripping'), the quirk's second half may be said alone.
      const act = readIdea(lang, idea).quirk?.act ?? past;
      expect(past.endsWith(act)).toBe(true);
      expect(at('problem'), `seed ${seed}`).toContain(past);
      for (const part of ['problem', 'turning-point', 'resolution']) {
        expect(at(part), `seed ${seed} ${part}`).toContain(act);
        expect(at(part), `seed ${seed} ${part}`).toMatch(being);
      }
      // The child is the one who sees it first, by name.
      expect(at('turning-point'), `seed ${seed}`).toMatch(SAW_FIRST);
      expect(at('turning-point'), `seed ${seed}`).toContain(hero);
      // The narration never says the quirk in the present the parent typed it in.
      const said = readIdea(lang, idea).quirk?.said ?? '';
      if (said !== past) expect(book.chapters.map((c) => c.content).join(' '), `seed ${seed}`).not.toContain(` ${said}`);
    }
  });
});

// Issue 10: the trouble and the turning point did not follow from the quirk (« un hibou qui s'endort toujours la nuit »:
// a tower fell, and the owl « recommença » to bring a kitten out). A quirk's kind (idea/quirk-<lang>.yaml 'kinds') has
// its own trouble and its own turning point, where that very quirk saves the day. Phrasings of our own, one per kind.
const KINDS: [lang: 'en' | 'fr', idea: string, kind: string, trouble: RegExp, saves: RegExp][] = [
  ['en', 'a duck who moos', 'sound', /Grandma/, /kitten/],
  ['fr', 'un canard qui miaule', 'sound', /Mamie/, /chaton/],
  // A snore is heard: a sound, never a sleep at the wrong time (awake while the others nap).
  ['en', 'a hippo who snores like a trumpet', 'sound', /Grandma/, /kitten/],
  ['fr', 'un chat qui ronfle comme un tracteur', 'sound', /Mamie/, /chaton/],
  ['en', 'a snail who glows in the dark', 'light', /sleepover/, /lit up|lighting the way/],
  ['fr', 'un escargot qui brille dans le noir', 'light', /soirée pyjama/, /s'illumina|éclaires le chemin/],
  // A light that blinks when it laughs is a light before the laugh is a sound.
  ['en', 'a lamp that blinks when it laughs', 'light', /sleepover/, /lit up|lighting the way/],
  ['en', 'a snail who leaves sticky trails', 'leak', /picnic/, /flowers/],
  ['fr', "un nuage qui pleut du jus d'orange", 'leak', /pique-nique/, /fleurs/],
  ['en', 'a skunk who smells of strawberries', 'smell', /cake sale/, /puppy/],
  ['fr', 'une mouffette qui sent la fraise', 'smell', /vente de gâteaux/, /chiot/],
  ['en', 'a zebra who changes colour when she sneezes', 'colour', /hide-and-seek/, /from far away|can see you/],
  ['fr', 'un zèbre qui change de couleur', 'colour', /cache-cache/, /vit de loin|te voit/],
  ['en', 'a giraffe who is tiny', 'size', /swing/, /right size/],
  ['fr', 'une girafe qui est minuscule', 'size', /balançoire/, /bonne taille/],
  ['en', 'a penguin who bumps into everything', 'clumsy', /tea party/, /kite/],
  ['fr', 'un éléphant qui trébuche partout', 'clumsy', /goûter/, /cerf-volant/],
  ['en', 'a bat who sleeps all night', 'sleep', /shooting stars/, /kept watch/],
  ['fr', "un hibou qui s'endort toujours la nuit", 'sleep', /étoiles filantes/, /monté la garde/],
];

describe("a quirk's kind makes its own trouble and saves the day", () => {
  it.each(KINDS)('%s "%s" is a %s quirk: its trouble and its saving act', (lang, idea, kind, trouble, saves) => {
    expect(readIdea(lang, idea).quirk?.kind).toBe(kind);
    const act = readIdea(lang, idea).quirk?.act ?? '';
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { plan, book } = tellStory(request(idea, lang === 'en' ? 'english' : 'french', seed));
      const at = (part: string): string => book.chapters[plan.chapters.find((c) => c.events.some((e) => e.kind === part))?.index ?? -1]?.content ?? '';
      expect(at('problem'), `seed ${seed}`).toMatch(trouble);
      expect(at('turning-point'), `seed ${seed}`).toMatch(saves);
      expect(at('turning-point'), `seed ${seed}`).toContain(act);
    }
  });

  // A quirk of no kind keeps the tellings of any quirk, but its turning point says the quirk whole, never a bare
  // 'did it again' or « recommença » that names no act.
  it.each(PHRASINGS.filter(([lang, idea]) => readIdea(lang, idea).quirk?.kind === 'other'))('%s "%s": the turning point never does "it" again', (lang, idea) => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { plan, book } = tellStory(request(idea, lang === 'en' ? 'english' : 'french', seed));
      const turn = book.chapters[plan.chapters.find((c) => c.events.some((e) => e.kind === 'turning-point'))?.index ?? -1]?.content ?? '';
      expect(turn, `seed ${seed}`).not.toMatch(/\bdid it again\b|\brecommença\b|you can guess|vous devinez/);
    }
  });
});

// Seen by the blind editors: 'a cat who sneaks onto a train and ends up on an adventure', « un ourson qui trouve un
// pot de miel et qui doit décider » were read as quirks, and the whole clause came back as a refrain ("the cat sneaked
// onto a train"). A clause that tells what happens once (a thing found, met, reached, owned; a second clause; a
// thought) is the idea of a plot, never a quirk. Phrasings of our own.
const PREMISES: [lang: 'en' | 'fr', idea: string][] = [
  ['en', 'a fox who finds a golden key in the snow'],
  ['en', 'a penguin who sneaks into the zoo kitchen and ends up cooking dinner'],
  ['en', 'a girl who discovers that her shadow can talk'],
  ['en', 'a knight who meets a sad giant and who helps him find his hat'],
  ['en', 'a boy who travels to the moon in a cardboard box'],
  ['en', 'a bunny who has magic shoes'],
  ['en', 'a prince who works out that the dragon is only scared'],
  ['en', 'a little bear who sets off to find the biggest honey pot in the world and has to choose who to share it with'],
  ['fr', 'un renard qui trouve une clé en or'],
  ['fr', "une fillette qui part sur la lune et qui rencontre un extraterrestre"],
  ['fr', 'un lapin qui a des chaussures magiques'],
  ['fr', 'un pirate qui découvre que son perroquet parle'],
  ['fr', 'une tortue qui voyage vers une île lointaine'],
  ['fr', 'un petit loup qui monte dans une fusée et qui se perd dans les étoiles'],
  ['fr', 'une princesse qui comprend que le monstre a juste besoin d’un ami'],
  ['fr', 'un écureuil qui rencontre un hérisson et doit partager ses noisettes avec lui'],
];

describe('a premise is no quirk', () => {
  it.each(PREMISES)('%s "%s" is not read as a quirk', (lang, idea) => {
    expect(readIdea(lang, idea).quirk).toBeUndefined();
  });
});
