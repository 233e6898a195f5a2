// English small exchanges and longer 8-12 paragraphs per beat, drawn when a chapter needs words.
import type { Beat } from './skeletons.ts';
import type { En } from './story-context.ts';

export const EN_TALK: Record<Beat, readonly En[]> = {
  home: [
    (c) => `"What shall we do today?" asked ${c.F}. ${c.H} grinned. "Something we've never done before," ${c.he} said.`,
    (c) => `Most days, ${c.H} and ${c.F} spent the morning inventing games with rules that changed every five minutes.`,
    (c) => `${c.H} liked mornings best, when the world smelled fresh and anything at all might happen.`,
  ],
  want: [
    (c) => `${c.H} drew a picture of it, so as not to forget a single detail.`,
    (c) => `${c.H} told ${c.F} all about it, talking so fast that the words tumbled over each other.`,
    (c) => `That night, ${c.H} could hardly sleep for thinking about it.`,
  ],
  problem: [
    (c) => `"This is serious," said ${c.F} quietly. ${c.H} nodded. For once, neither of them felt like joking.`,
    (c) => `${c.H} paced up and down, thinking hard. Somebody had to do something, and it might as well be ${c.him}.`,
    (c) => `"We can't just leave it like this," said ${c.H}. "No," said ${c.F} firmly. "We can't."`,
  ],
  journey: [
    (c) => `"Which way now?" asked ${c.F} at a fork in the path. ${c.H} chose the left one, because it looked more interesting.`,
    () => 'They walked until their legs ached, and then they walked a little further.',
    (c) => `${c.H} kept looking back, amazed at how far they had already come.`,
  ],
  meeting: [
    (c) => `"Have you come far?" their new friend asked. "Quite far," said ${c.H}. "And we still have further to go."`,
    (c) => `${c.H} asked about the way ahead, and listened carefully to every word of the answer.`,
    () => '"Travellers are always welcome here," came the friendly reply.',
  ],
  try1: [
    (c) => `"Perhaps if we try it a different way?" said ${c.F}. ${c.H} was not so sure, but ${c.he} nodded.`,
    (c) => `${c.H} scratched ${c.his} head, puzzled. It had seemed like such a good plan.`,
    (c) => `"What went wrong?" asked ${c.F}. "I'm not sure," admitted ${c.H}. "But I'll work it out."`,
  ],
  try2: [
    (c) => `"I was so sure that would work," said ${c.H}, frowning. "So was I," said ${c.F}.`,
    () => 'They looked at each other, and for a moment neither of them knew what to say.',
    (c) => `${c.H} kicked a pebble and watched it roll away down the path.`,
  ],
  setback: [
    (c) => `"Do you remember why we started?" asked ${c.F} softly. ${c.H} did remember. That was the trouble: it still mattered.`,
    (c) => `${c.H} curled up small and watched the clouds drift by.`,
    () => 'For a long time, the only sound was the wind in the grass.',
  ],
  discovery: [
    (c) => `"Do you think it means something?" whispered ${c.F}. "Everything means something," said ${c.H}.`,
    (c) => `${c.H} looked at it closely, turning it this way and that.`,
    (c) => `"We should follow it," said ${c.H}, and for the first time in a while, ${c.he} smiled.`,
  ],
  help: [
    (c) => `"How do you know all this?" asked ${c.F}. "Oh, I have had a great many problems of my own," came the answer, with a twinkle.`,
    (c) => `${c.H} listened so hard that ${c.he} forgot to blink.`,
    (c) => `"Could it really be that simple?" wondered ${c.H} aloud.`,
  ],
  turning: [
    (c) => `"Ready?" asked ${c.H}. "Ready," said ${c.F}.`,
    (c) => `${c.H}'s heart was pounding, but ${c.his} mind was clear.`,
    (c) => `"Whatever happens," said ${c.F}, "I'm right here."`,
  ],
  resolution: [
    (c) => `"We did it," breathed ${c.F}. "We really, truly did it." ${c.H} could only nod, grinning from ear to ear.`,
    (c) => `Everyone wanted to hear the whole story, right from the beginning, so ${c.H} told it twice.`,
    (c) => `${c.H} looked around at all the happy faces and felt a warm glow spread right through ${c.him}.`,
  ],
  return: [
    (c) => `"Same time tomorrow?" asked ${c.F} at the door. "Same time tomorrow," said ${c.H}.`,
    (c) => `Over supper, ${c.H} told the whole story again, and this time ${c.he} did not leave out the hard parts.`,
    (c) => `${c.H}'s bed had never felt so soft, nor ${c.his} pillow so welcoming.`,
  ],
};

export const EN_RICH_MORE: Record<Beat, readonly En[]> = {
  home: [(c) => `Every evening, ${c.H} sat by the window and listened to the world settling down for the night: a door closing, a bird calling, the wind saying goodnight to the trees.`],
  want: [(c) => `${c.H} made a list in ${c.his} head of everything that might go wrong, and then, very firmly, decided not to think about it.`],
  problem: [() => 'It is strange how quickly a bright day can turn grey. Only a moment before, everything had been exactly as it should be.'],
  journey: [() => 'Every so often they stopped to look back. Home was a small speck now, and then it was not even that, and the world ahead seemed very large indeed.'],
  meeting: [(c) => `As they walked on, ${c.H} thought about how many creatures there must be in the world, each with a story of its own, and how few of them ${c.he} had ever stopped to hear.`],
  try1: [(c) => `${c.H} went over every step again in ${c.his} mind, looking for the place where things had gone wrong. It was like hunting for a lost button in a field of long grass.`],
  try2: [(c) => `${c.H} felt a prickle of frustration, hot and itchy, like a woolly jumper on a summer's day. ${c.He} let out a long breath and let it go.`],
  setback: [(c) => `Above them, the sky was heavy and grey. ${c.H} thought of home, of warm soup and a soft bed, and for a moment ${c.he} wanted nothing more than to be there.`],
  discovery: [() => 'It was only a small thing, but small things have a way of changing everything, if you are paying attention.'],
  help: [() => 'Sometimes the answer to a problem is not hidden at all. It is simply waiting for someone to look at it from a different side.'],
  turning: [(c) => `${c.H} felt something shift inside, the way the wind changes just before the weather turns.`],
  resolution: [() => 'The sun seemed to shine a little brighter, the birds sang a little louder, and even the grass looked greener than before.'],
  return: [(c) => `As ${c.he} drifted off to sleep, ${c.H} thought about everything that had happened. It had been hard, and it had been wonderful, and ${c.he} would not have missed it for the world.`],
};
