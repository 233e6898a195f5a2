import { describe, expect, it } from 'vitest';
import { moderateText } from './moderate-text.ts';

// The moderator guards a children's storybook, not a bank: fairy-tale peril has to pass.
const ENGLISH_STORY_SENTENCES = [
  'The brave knight drew his shining sword and bowed to the friendly dragon.',
  'A big grey wolf howled during the storm, and Mia was scared and lost in the dark forest.',
  'There is a monster under the bed, but it only wants someone to share its cookies with.',
  'The class visited Scunthorpe, where an assistant and a therapist shared a bunch of grapes.',
  'The skilled archer shot an arrow at the target and everyone cheered.',
  'A killer whale leapt over the waves while the pirates fired the old cannon at a rock.',
  'The witch cackled, the ghost giggled, and the dragon breathed fire and smoke into the sky.',
  'Leo fought bravely against the giant until they both laughed and became friends.',
  'Grandma cut the cake with a knife and poured everyone a glass of root beer.',
  'A hidden message in a bottle told them where the treasure was buried.',
  'The little owl was sad because his friend had to go home, but he would come back tomorrow.',
  'They walked for 3 hours past 12 oak trees in the year 2024.',
  'Mia and the puppy forget the rules of the game and laugh.',
  'Basil the cat passed the assessment with a classic smile.',
  'They could hear their own hearts beating. Up on the Snowy Peak, the wind sang.',
];

const FRENCH_STORY_SENTENCES = [
  "Le chevalier tire son épée et salue le dragon qui crache du feu.",
  "Le loup hurle pendant la tempête ; Léa a peur et se perd dans la forêt.",
  "Il y a un monstre sous le lit, mais il veut seulement un câlin.",
  "Le lapin blanc est en retard pour le goûter, avec son fromage râpé.",
  "Notre héroïne courageuse donne un doux baiser sur la joue de sa maman.",
  "La grenade est un fruit rouge plein de petits grains.",
  "Il tire sur la corde de toutes ses forces pour sauver le petit chat.",
  "Le chien ne mord pas, il adore jouer avec son pistolet à eau.",
  "La sorcière ricane, le fantôme rigole et l'ours brun se cache dans la grotte.",
  "Ce conte merveilleux parle d'une tortue et d'un hibou très sage.",
  "Le roi possède un grand château au bout du cul-de-sac.",
];

describe('benign story text', () => {
  it.each(ENGLISH_STORY_SENTENCES)('passes the English sentence %j', (text) => {
    expect(moderateText(text, { language: 'english', kind: 'output' })).toEqual({ ok: true });
    expect(moderateText(text, { language: 'english', kind: 'input' })).toEqual({ ok: true });
  });

  it.each(FRENCH_STORY_SENTENCES)('passes the French sentence %j', (text) => {
    expect(moderateText(text, { language: 'french', kind: 'output' })).toEqual({ ok: true });
    expect(moderateText(text, { language: 'french', kind: 'input' })).toEqual({ ok: true });
  });

  it('passes an English idea for a French story, reading it as English', () => {
    expect(moderateText('a dragon that does not bite and loves cake', { language: 'french', kind: 'input' })).toEqual({ ok: true });
  });

  it('passes an empty text', () => {
    expect(moderateText('   ', { language: 'english', kind: 'input' })).toEqual({ ok: true });
  });

  it('does not read words of other story languages as English or French insults', () => {
    expect(moderateText('El gato negre come rape con su amigo.', { language: 'spanish', kind: 'output' })).toEqual({ ok: true });
    expect(moderateText('Killen och katten leker i skogen.', { language: 'swedish', kind: 'output' })).toEqual({ ok: true });
  });
});
