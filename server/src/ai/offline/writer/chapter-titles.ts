// Chapter titles per beat, in both languages.
import { de } from './french-grammar.ts';
import type { Beat } from './skeletons.ts';
import type { En, Fr } from './story-context.ts';

export const EN_CHAPTER_TITLES: Record<Beat, readonly En[]> = {
  home: [(c) => `Meet ${c.H}`, () => 'A Day Like Any Other', (c) => `${c.H} and ${c.F}`, () => 'Once Upon a Time'],
  want: [() => 'How It All Began', () => 'The Start of Something', () => 'Something Wonderful', (c) => `${c.H}'s Big Day`],
  problem: [() => 'Uh-Oh!', () => 'Trouble!', () => 'Something Goes Wrong', () => 'A Big Problem'],
  journey: [() => 'Setting Off', () => 'The Long Road', () => 'Off We Go', () => 'Over the Hills'],
  meeting: [() => 'A New Friend', () => 'Someone on the Path', () => 'Hello, Stranger!'],
  try1: [() => 'The First Try', () => 'Not Quite', () => 'Oops!'],
  try2: [() => 'Try, Try Again', () => 'Still Not Right', () => 'Another Idea'],
  setback: [() => 'A Gloomy Moment', () => 'The Hardest Part', () => 'Feeling Small'],
  discovery: [() => 'A Clue!', () => 'Something Shiny', () => 'What Could It Be?'],
  help: [() => 'Good Advice', () => 'A Wise Friend', () => 'A Helping Hand'],
  turning: [() => 'The Turning Point', () => 'This Time', (c) => `${c.H} Decides`, () => 'Brave Hearts'],
  resolution: [() => 'Hooray!', () => 'They Did It!', () => 'All Is Well'],
  return: [() => 'The End of the Day', (c) => `Goodnight, ${c.H}`, () => 'Home, Sweet Home', () => 'Sweet Dreams'],
  stroll: [() => 'A Little Walk', () => 'Fresh Air', () => 'Time to Think'],
  visit: [() => 'A Visitor', () => 'Who\'s There?', () => 'Someone Drops By'],
};

export const FR_CHAPTER_TITLES: Record<Beat, readonly Fr[]> = {
  home: [(c) => `Voici ${c.H}`, () => 'Une journée comme les autres', (c) => `${c.H} et ${c.F}`, () => 'Il était une fois'],
  want: [() => 'Comment tout a commencé', () => 'Le début de tout', () => 'Quelque chose de merveilleux', (c) => `Le grand jour ${de(c.H)}`],
  problem: [() => 'Oh là là !', () => 'Catastrophe !', () => 'Rien ne va plus', () => 'Un gros problème'],
  journey: [() => 'En route !', () => 'Le long chemin', () => 'Droit devant', () => 'Par monts et par vaux'],
  meeting: [() => 'Une nouvelle rencontre', () => 'Quelqu\'un sur le chemin', () => 'Bonjour, l\'inconnu !'],
  try1: [() => 'Le premier essai', () => 'Presque !', () => 'Oups !'],
  try2: [() => 'Essayer encore', () => 'Toujours pas', () => 'Une autre idée'],
  setback: [() => 'Un moment difficile', () => 'Un coup de fatigue', () => 'Un petit coup de cafard'],
  discovery: [() => 'Un indice !', () => 'Quelque chose qui brille', () => 'Qu\'est-ce que c\'est ?'],
  help: [() => 'Un bon conseil', () => 'Une rencontre précieuse', () => 'Un coup de main'],
  turning: [() => 'Le grand moment', () => 'Cette fois-ci', (c) => `${c.H} se décide`, () => 'Cœurs vaillants'],
  resolution: [() => 'Hourra !', () => 'Victoire !', () => 'Tout est bien'],
  return: [() => 'La fin de la journée', (c) => `Bonne nuit, ${c.H}`, () => 'Au chaud, chez soi', () => 'Fais de beaux rêves'],
  stroll: [() => 'Une petite promenade', () => 'Prendre l\'air', () => 'Le temps de réfléchir'],
  visit: [() => 'Une visite', () => 'Qui est là ?', () => 'Un petit visiteur'],
};
