// The child's name: cleaned for use in prose, and its gender guessed only when we are confident,
// because a personalised story that calls a girl "he" is worse than one that avoids pronouns.

export type NameGender = 'm' | 'f' | 'u';

const FEMININE = new Set(
  (
    'alice ambre anna anaïs anais agathe alba alix amélie amelie apolline ava camille capucine charlotte chloé chloe clara ' +
    'clémence clemence constance daphné eden elena éléna elise élise ella elsa emma eva éva faustine gabrielle giulia ' +
    'héloïse heloise inès ines iris jade jeanne joséphine josephine juliette julia justine lana léa lea léna lena ' +
    'lila lina lisa lou louane louise lucie luna lya maëlle maelle maëlys manon margaux margot marie marion mathilde ' +
    'maya mila mia nina noémie noemie nora olivia pauline rose romane salomé salome sarah sara sofia suzanne ' +
    'victoria violette yasmine zoé zoe abigail amelia aria aurora charlotte ellie emily evelyn grace hannah harper ' +
    'isabella isla ivy lily lucy madison mary matilda molly poppy ruby scarlett sophia sophie freya evie daisy ' +
    'emilia esme florence imogen maisie phoebe rosie willow hazel layla chelsea jessica katie megan amy ' +
    'fatima aïcha aicha inaya lyna nour myriam jasmine leila leïla naomi anya priya ' +
    'éloïse eloise adèle adele anne aurélie aurelie bérénice berenice céleste celeste clémentine clementine ' +
    'éléonore eleonore émilie emilie gaëlle gaelle hélène helene hortense lola lise marguerite mélanie melanie ' +
    'océane oceane ophélie ophelie valentine zélie zelie sienna isabelle eleanor elizabeth'
  ).split(' '),
);

const MASCULINE = new Set(
  (
    'adam aaron alexandre antoine arthur augustin axel baptiste basile benjamin charles clément clement côme ' +
    'david diego eliott elliot émile emile ethan évan evan félix felix gabin gabriel gaspard hugo isaac jules ' +
    'julien lucas léo leo léon leon liam louis luca lucien malo marius martin mathis mathéo matheo maxime nathan ' +
    'noah noé noe nolan oscar pablo paul pierre quentin raphaël raphael rayan robin romain samuel sacha simon ' +
    'théo theo théodore thomas timothée tom valentin victor william yanis ' +
    'alfie archie ben charlie daniel dylan edward finley freddie george harry harrison henry jack jacob jake ' +
    'james jamie jayden joe joseph joshua josh leon logan max michael mohammed muhammad oliver ollie oscar ' +
    'reuben riley ryan sam sebastian teddy toby tommy william zachary luke matthew mateo elijah owen jackson ' +
    'ali omar youssef ibrahim amir ilyes nael naël sami kais ' +
    'adrien alexis antonin aurélien aurelien bastien corentin dorian édouard edouard enzo esteban florian gaël gael ' +
    'guillaume ilan jonas kylian lenny lorenzo marceau matthieu milan nils olivier rémi remi timéo timeo tristan ' +
    'ulysse alexander caleb connor dominic finn jude kai miles patrick rory tyler'
  ).split(' '),
);

/** Letters, spaces, hyphens and apostrophes only; at most 3 words and 24 characters a word. */
export function cleanChildName(raw: string): string {
  const letters = raw
    .normalize('NFC')
    .replace(/[^\p{L}' -]/gu, ' ')
    .replace(/’/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  const words = letters
    .split(' ')
    .filter((w) => /\p{L}/u.test(w) && w.length <= 24)
    .slice(0, 3);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ').slice(0, 40).trim();
}

export function guessGender(name: string): NameGender {
  const first = (name.split(/[ -]/)[0] ?? '').toLowerCase();
  if (FEMININE.has(first)) return 'f';
  if (MASCULINE.has(first)) return 'm';
  return 'u';
}
