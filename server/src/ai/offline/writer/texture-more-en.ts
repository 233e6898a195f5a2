// More English texture, so that long stories for older readers never run short or repeat.
import type { Mood } from './beat-text.ts';
import type { En, PlaceKey } from './story-context.ts';

export const EN_PLACE_MORE: Record<PlaceKey, readonly En[]> = {
  forest: [
    () => 'A squirrel chattered crossly from a high branch, and pine cones lay scattered across the path like forgotten toys.',
    () => 'Here and there, mushrooms huddled together at the foot of the trees, as if they were sharing secrets.',
    () => 'The path was soft with old leaves, and every step made a gentle crunch.',
    () => 'Through a gap in the trees they glimpsed a little stream, glittering as it hurried on its way.',
  ],
  castle: [
    () => 'High above, a flag snapped in the wind, and a sleepy guard waved from the battlements.',
    () => 'The great hall smelled of woodsmoke and polish, and its ceiling was painted with golden stars.',
    () => 'A spiral staircase wound up and up, so steep that it made their legs wobble.',
    () => 'In the courtyard, pigeons strutted about as if they owned the place.',
  ],
  meadow: [
    () => 'Crickets chirped in the warm grass, and somewhere a skylark was singing its heart out.',
    () => 'Poppies nodded their red heads, and the air smelled of clover and sunshine.',
    () => 'A family of rabbits watched them from the edge of the meadow, ears twitching.',
    () => 'Dandelion clocks floated past, drifting wherever the breeze wanted to take them.',
  ],
  sea: [
    () => 'The sand was warm and soft, and shells lay scattered along the tideline.',
    () => 'Far out, a little sailing boat bobbed on the waves like a toy in a bath.',
    () => 'The wind smelled of seaweed and adventure, and it tugged playfully at everything it could reach.',
    () => 'Each wave left a lacy line of foam on the sand before sliding back to the sea.',
  ],
  mountain: [
    () => 'Goats with curly horns watched them from the rocks, chewing thoughtfully.',
    () => 'Tiny flowers grew between the stones, blue and yellow and brave.',
    () => 'A waterfall tumbled down the rocks nearby, filling the air with cool spray.',
    () => 'The higher they climbed, the quieter it became, until they could hear their own hearts beating.',
  ],
  village: [
    () => 'Children were playing hopscotch in the lane, and a cat dozed on a sunny doorstep.',
    () => 'The church bell rang the hour, and a flock of pigeons rose into the air.',
    () => 'Somewhere, someone was baking apple pie, and the smell drifted down the whole street.',
    () => 'An old man on a bench tipped his hat to them as they passed.',
  ],
  cave: [
    () => 'Their voices sounded strange and hollow, as if the cave were whispering back.',
    () => 'Spikes of stone hung from the ceiling, glistening in the dim light.',
    () => 'The air smelled of cool stone and old, old secrets.',
    () => 'Somewhere in the darkness, water trickled over the rocks like a tiny song.',
  ],
  sky: [
    () => 'Birds flew alongside them for a while, curious about these unusual travellers.',
    () => 'The clouds changed shape as they watched: a dragon, a teapot, a sleeping cat.',
    () => 'A rainbow arched across the sky, so close that they could almost count its colours.',
    () => 'The wind up there was fresh and cool, and it smelled of rain far away.',
  ],
  home: [
    () => 'A clock ticked on the mantelpiece, slow and steady, like a friendly heartbeat.',
    () => 'Jars of jam and honey lined the shelves, glowing like jewels in the light.',
    () => 'The curtains fluttered at the open window, and the garden smelled of roses.',
    () => 'Everything was just where it always was, which is one of the nicest things about home.',
  ],
  library: [
    () => 'A reading lamp cast a warm circle of light over a table piled high with books.',
    () => 'Somewhere between the shelves, a clock ticked patiently, as if it had all the time in the world.',
    () => 'Ladders on wheels leaned against the shelves, waiting to carry readers up to the highest books.',
    () => 'Every book seemed to whisper, "Read me, read me," as they walked past.',
  ],
  garden: [
    () => 'Butterflies flitted between the flowerbeds, and a fat bumblebee droned lazily past.',
    () => 'A wooden bench sat under an apple tree, its branches heavy with fruit.',
    () => 'Sweet-smelling herbs grew along the path: mint, thyme and lavender.',
    () => 'A robin hopped along the wall, watching them with bright, curious eyes.',
  ],
};

export const EN_RICH_GENERIC: readonly En[] = [
  () => 'It is often when you are tired and unsure that you find out what you are really made of.',
  (c) => `${c.H} had always thought that adventures only happened to other people. It turned out that they could happen to anyone.`,
  () => 'Time seemed to move strangely: some moments rushed past, and others stretched out as long as a summer afternoon.',
  (c) => `${c.F} noticed little things that ${c.H} missed, and ${c.H} noticed things that ${c.F} missed. Together, they missed very little.`,
  (c) => `${c.H} wondered what Grandma would say if she could see ${c.him} now. Probably, "Be careful." And then, probably, "Well done."`,
  () => 'Somewhere, a clock chimed the hour, slow and steady, the way clocks do when all is well.',
  (c) => `${c.H} felt a little braver with every minute, the way your eyes slowly get used to the dark.`,
  (c) => `"Funny," said ${c.F}. "I thought I would be more scared than this." ${c.H} thought about it. "Maybe being together helps."`,
  () => 'The day was turning out to be much bigger than either of them had imagined, and much more interesting.',
  (c) => `${c.H} tried to remember every detail, so that ${c.he} could tell the story properly later.`,
  () => 'Some days feel like ordinary days right up until the moment they become extraordinary.',
  (c) => `${c.H} realised that ${c.he} was learning something, even if ${c.he} could not yet have said what it was.`,
  () => 'A story is a little like a path through a wood: you never quite know what is round the next bend.',
  (c) => `Every now and then, ${c.F} caught ${c.H}'s eye and smiled, and that smile said more than any words.`,
  (c) => `${c.H} thought that if ${c.he} ever wrote a book, this day would be in it.`,
  () => 'The world kept on turning, patient and kind, the way it always does.',
];

export const EN_CHAT_MORE: readonly En[] = [
  (c) => `${c.F} pulled a face like a very surprised fish, and they both giggled.`,
  (c) => `"Tell me a story," said ${c.F}. "We're in one," said ${c.H}, and they both burst out laughing.`,
  (c) => `${c.H} and ${c.F} played I-spy. ${c.F} spied something beginning with "b", which turned out to be a beetle.`,
  (c) => `"If you were a cloud, what shape would you be?" asked ${c.F}. "A teapot," said ${c.H}, without even stopping to think.`,
  () => 'They shared a handful of blackberries, and their fingers turned purple.',
  (c) => `"What do you think is for supper tonight?" asked ${c.F}. "Pancakes, I hope," said ${c.H}. "Big ones."`,
  (c) => `"What's your favourite colour today?" asked ${c.F}. "Today it's green," said ${c.H}, after some thought.`,
  (c) => `${c.F} tried to whistle and made a noise like a squeaky door. ${c.H} laughed so much that ${c.he} had to stop.`,
  (c) => `"When this is over," said ${c.H}, "let's have the biggest breakfast in the world." ${c.F} agreed at once.`,
  (c) => `${c.H} and ${c.F} took turns to make up silly names for everything they saw.`,
];

export const EN_MOOD_MORE: Record<Mood, readonly En[]> = {
  calm: [(c) => `The world felt gentle and slow, and ${c.H} took a long, easy breath.`, () => 'Everything was quiet and still, the way it is just before a yawn.'],
  happy: [() => 'Even the air seemed to hum a happy little tune.', (c) => `${c.H}'s heart did a happy little skip.`],
  worried: [(c) => `A little knot of worry tightened in ${c.H}'s tummy.`, (c) => `${c.F} glanced at ${c.H}, and ${c.H} tried to look braver than ${c.he} felt.`],
  excited: [(c) => `${c.H} could hardly keep still.`, (c) => `Something wonderful was about to happen. ${c.H} could feel it.`],
  sad: [(c) => `${c.H} sniffed, and blinked hard.`, (c) => `${c.F} leaned against ${c.H}, warm and close.`],
  proud: [(c) => `${c.H} stood a little taller than before.`, (c) => `Deep inside ${c.H}, something glowed like a little lantern.`],
};
