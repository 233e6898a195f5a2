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
    (c) => `${c.H}'s heart gave a little skip. Something was about to begin, ${c.he} could feel it.`,
    (c) => `${c.H} told ${c.F} all about it, talking so fast that the words tumbled over each other.`,
    (c) => `${c.F} listened with wide eyes and did not interrupt once, which was very unusual.`,
  ],
  problem: [
    (c) => `"This is serious," said ${c.F} quietly. ${c.H} nodded. For once, neither of them felt like joking.`,
    (c) => `${c.H} paced up and down, thinking hard, while ${c.F} watched and waited.`,
    (c) => `"We can't just leave it like this," said ${c.F}. "No," said ${c.H} firmly. "We can't."`,
  ],
  journey: [
    (c) => `"Which way now?" asked ${c.F} at a fork in the path. ${c.H} chose the left one, because it looked more interesting.`,
    () => 'They walked until their legs ached, and then they walked a little further.',
    (c) => `${c.H} kept looking back, amazed at how far they had already come.`,
  ],
  meeting: [
    (c) => `"Have you come far?" their new friend asked. "Quite far," said ${c.H}. "And we still have further to go."`,
    (c) => `${c.H} asked about the way ahead, and listened carefully to every word of the answer.`,
    () => '"Travellers are always welcome round here," said their new friend, with a friendly nod.',
  ],
  try1: [
    (c) => `"Perhaps there's another way to do it," said ${c.H} slowly. ${c.F} nodded, though neither of them knew what it might be.`,
    (c) => `${c.H} scratched ${c.his} head, puzzled. It had seemed like such a good plan.`,
    (c) => `${c.H} and ${c.F} sat down to work out what had gone wrong, and came up with three different answers.`,
  ],
  try2: [
    (c) => `"I was so sure that would work," said ${c.H}, frowning. "So was I," said ${c.F}.`,
    () => 'They looked at each other, and for a moment neither of them knew what to say.',
    (c) => `${c.H} puffed out ${c.his} cheeks and let out a long, slow breath.`,
  ],
  setback: [
    (c) => `"Do you remember why we started?" asked ${c.F} softly. ${c.H} did remember. That was the trouble: it still mattered.`,
    (c) => `${c.H} curled up small and stared at nothing at all.`,
    () => 'For a long time, neither of them said a word.',
  ],
  discovery: [
    (c) => `"Careful," whispered ${c.F}. "Clues can be shy." ${c.H} nodded, and crept a little closer.`,
    (c) => `${c.H} bent down to look more closely, hardly daring to breathe.`,
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
    (c) => `${c.H} wanted to remember this moment for ever, every single bit of it.`,
    (c) => `${c.H} looked at ${c.F}'s happy face and felt a warm glow spread right through ${c.him}.`,
  ],
  stroll: [
    (c) => `"Do you think it will work next time?" asked ${c.F}. "It might," said ${c.H}. "If we think of something new."`,
    () => 'They walked without saying much, which is sometimes the best kind of talking.',
    (c) => `${c.F} skipped ahead and back again, and ${c.H} could not help smiling.`,
  ],
  visit: [
    (c) => `"What are you two up to?" asked their visitor. ${c.H} explained everything, and the visitor listened, nodding.`,
    (c) => `${c.F} offered their visitor a biscuit, which was accepted at once.`,
    () => '"Well, well," said their visitor. "Nobody gets everything right the first time."',
  ],
  return: [
    (c) => `"Same time tomorrow?" asked ${c.F} at the door. "Same time tomorrow," said ${c.H}.`,
    (c) => `Over supper, ${c.H} told the whole story from the beginning, and ${c.he} did not leave out the hard parts.`,
    (c) => `${c.H}'s bed had never felt so soft, nor ${c.his} pillow so welcoming.`,
  ],
};

export const EN_RICH_MORE: Record<Beat, readonly En[]> = {
  home: [(c) => `Every evening, ${c.H} sat by the window and listened to the world settling down for the night: a door closing, a bird calling, the wind saying goodnight to the trees.`],
  want: [(c) => `${c.H} made a list in ${c.his} head of everything that might go wrong, and then, very firmly, decided not to think about it.`],
  problem: [() => 'It is strange how quickly things can change. Only a moment before, everything had been exactly as it should be.'],
  journey: [() => 'Every so often they stopped to look back. Home was a small speck now, and then it was not even that, and the world ahead seemed very large indeed.'],
  meeting: [(c) => `As they walked on, ${c.H} thought about how many creatures there must be in the world, each with a story of its own, and how few of them ${c.he} had ever stopped to hear.`],
  try1: [(c) => `${c.H} went over every step again in ${c.his} mind, looking for the place where things had gone wrong. It was like hunting for a lost button in a field of long grass.`],
  try2: [(c) => `${c.H} felt a prickle of frustration, hot and itchy, like a woolly jumper on a summer's day. ${c.He} let out a long breath and let it go.`],
  setback: [(c) => `${c.H} thought of warm soup, a soft bed and someone to tuck ${c.him} in, and for a moment ${c.he} wanted nothing more than to give up and curl into a ball.`],
  discovery: [() => 'It was only a small thing, but small things have a way of changing everything, if you are paying attention.'],
  help: [() => 'Sometimes the answer to a problem is not hidden at all. It is simply waiting for someone to look at it from a different side.'],
  turning: [(c) => `${c.H} felt something shift inside, the way the wind changes just before the weather turns.`],
  resolution: [() => 'Everything seemed brighter somehow: the colours were deeper, the sounds were merrier, and even the air felt lighter than before.'],
  stroll: [(c) => `The walk did them both good. ${c.H} noticed things ${c.he} usually hurried past, and by the end of it, ${c.his} worries felt a size smaller.`],
  visit: [(c) => `${c.H} had not known how much ${c.he} needed a friendly face until one came by.`],
  return: [(c) => `As ${c.he} drifted off to sleep, ${c.H} thought about everything that had happened. It had been hard, and it had been wonderful, and ${c.he} would not have missed it for the world.`],
};
