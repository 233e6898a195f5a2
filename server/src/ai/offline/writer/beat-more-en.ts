// More English frames around the plot sentences (what comes before and after each beat), so that
// two stories rarely open or close a beat with the same sentence.
import type { BeatTexts } from './beat-text.ts';
import type { En } from './story-context.ts';
import { cap } from './text-tools.ts';
import { EN_BEATS_MORE_LATE } from './beat-more-late-en.ts';

export const EN_BEATS_MORE: BeatTexts<En> = {
  home: {
    open: {
      young: [
        (c) => `Who lives ${c.home.in}? Why, it's ${c.H}, ${c.hA}!`,
        (c) => `This is a story about ${c.H}, ${c.hA} from ${c.home.the}.`,
        (c) => `Shh, listen. ${cap(c.home.in)} lived ${c.hA}, and ${c.his} name was ${c.H}.`,
        (c) => `Tap, tap, tap! Here is ${c.H}, ${c.hA}, at home ${c.home.in}.`,
        (c) => `${cap(c.home.in)}, everybody knew ${c.H}, the little ${c.hKind} with the big smile.`,
      ],
      mid: [
        (c) => `${c.H} was ${c.hA} who lived ${c.home.in} and woke up every morning expecting something wonderful.`,
        (c) => `This is the story of ${c.H}, ${c.hA} from ${c.home.the}, and of a day ${c.he} would never forget.`,
        (c) => `Long before this story began, ${c.H} had lived ${c.home.in}, as happy as ${c.hA} can be.`,
        (c) => `Ask anyone ${c.home.in} about ${c.H}: there was never ${c.hA} so full of ideas.`,
        (c) => `${cap(c.home.in)}, tucked away from the busy world, there lived ${c.hA} by the name of ${c.H}.`,
        (c) => `Once, in a time much like ours, ${c.hA} called ${c.H} made ${c.his} home ${c.home.in}.`,
        (c) => `Our story begins ${c.home.in}, where ${c.hA} called ${c.H} was yawning at the start of a new day.`,
      ],
    },
    close: {
      young: [
        (c) => `And who was ${c.H}'s best friend? ${c.Fx}, of course!`,
        (c) => `${c.H} was never lonely, because ${c.Fx} lived close by.`,
        (c) => `${c.Fx} was ${c.H}'s friend. The very best one!`,
        (c) => `Every morning, ${c.Fx} came skipping along. "Come and play, ${c.H}!"`,
        (c) => `${c.H} had a friend called ${c.Fx}. Two friends, side by side!`,
        (c) => `${c.H} and ${c.Fx} loved to giggle together. Giggle, giggle, giggle!`,
        (c) => `Hide and seek, chase and tumble: ${c.H} played them all with ${c.Fx}.`,
      ],
      mid: [
        (c) => `Of all the friends ${c.H} had, the dearest was ${c.Fx}, who always knew how to make ${c.him} laugh.`,
        (c) => `${c.H} was seldom seen without ${c.Fx}, ${c.his} best friend for as long as anyone could remember.`,
        (c) => `The best part of any day was the part ${c.H} spent with ${c.Fx}, ${c.his} truest friend.`,
        (c) => `${c.Fx}, ${c.H}'s best friend, laughed at all ${c.his} jokes, even the ones that were not very funny.`,
        (c) => `Then there was ${c.Fx}, ${c.H}'s best friend, always ready for a game or a chat about nothing much.`,
        (c) => `${c.H} and ${c.Fx} had known each other forever, yet every morning they had a hundred new things to say.`,
        (c) => `${c.H} and ${c.Fx} went together like bread and butter, and everyone knew it.`,
        (c) => `${c.Fx} lived a short walk away, and hardly a day went by without the two of them playing.`,
      ],
    },
  },
  problem: {
    close: {
      young: [
        (c) => `${c.H}'s eyes went wide. "Uh-oh!"`,
        (c) => `"Oh, what a pickle!" said ${c.F}.`,
        (c) => `${c.H} scratched ${c.his} head. Hmm, hmm, hmm.`,
        () => 'Everything went very quiet. Nobody knew what to do.',
        (c) => `"We have to put this right!" said ${c.H}. But how?`,
        (c) => `${c.H}'s tummy did a little flip. Oh dear, oh dear.`,
        (c) => `${c.F} crept close to ${c.H}. "What now?"`,
        () => 'What a worry! What a big, big worry!',
      ],
      mid: [
        (c) => `For a moment, ${c.H} could not think of a single thing to say.`,
        (c) => `"Well," said ${c.F} slowly, "this is not what we had in mind at all."`,
        (c) => `${c.H} took a deep breath and counted to five, the way ${c.he} always did when things went wrong.`,
        (c) => `${c.H}'s heart sank like a stone dropped into a well.`,
        (c) => `"There must be something we can do," said ${c.H}, though ${c.he} had no idea yet what it might be.`,
        (c) => `It was the sort of trouble that does not go away on its own, and ${c.H} knew it.`,
        (c) => `${c.H} looked at the trouble from one side, then from the other, but it did not look any smaller.`,
        (c) => `${c.F} let out a low whistle. "That," ${c.F} said, "is what I call a proper problem."`,
      ],
    },
  },
  journey: {
    open: {
      young: [
        (c) => `Left, right, left, right! ${c.H} and ${c.F} marched away.`,
        (c) => `"Let's go!" said ${c.H}. And away they went, side by side.`,
        (c) => `The way went through ${c.far.the}. ${c.H} went first, and ${c.F} went next.`,
        (c) => `Through ${c.far.the} went ${c.H} and ${c.F}, one step, two steps, three.`,
        (c) => `${c.H} gave a little hop. "Come on, ${c.F}. Off we go!"`,
        (c) => `Hop, skip and away! ${c.H} and ${c.F} were on their way.`,
        (c) => `${c.H} led the way, and ${c.F} followed close behind.`,
      ],
      mid: [
        (c) => `${c.H} and ${c.F} set off at a brisk pace, and before long the way led them into ${c.far.the}.`,
        (c) => `They set out as soon as they were ready, ${c.H} in front and ${c.F} just behind, and soon ${c.far.the} lay all around them.`,
        () => 'Neither of them knew exactly how far they would have to go, but they went anyway, because that is how every adventure starts.',
        (c) => `The first steps were the hardest; after that, ${c.far.the} opened up in front of them, full of new sights and sounds.`,
        (c) => `${c.H} squared ${c.his} shoulders, ${c.F} gave a nod, and together they set off through ${c.far.the}.`,
        (c) => `"Which way?" asked ${c.F}. ${c.H} pointed towards ${c.far.the}, and off they went, trying to look braver than they felt.`,
        (c) => `Every step took them a little further from home, and every step, ${c.H} thought, was a step into something new.`,
      ],
    },
    close: {
      young: [
        () => 'On and on they went, singing as they walked.',
        (c) => `${c.F} skipped. ${c.H} hopped. What a long, long way!`,
        () => 'They did not stop, not once, not even for a snack.',
        (c) => `${c.H} and ${c.F} counted their steps. One hundred and one!`,
        () => 'The way was long, but they kept on going.',
        (c) => `Round a bend and over a bump went ${c.H} and ${c.F}.`,
        () => 'Left foot, right foot, all the way along.',
      ],
      mid: [
        () => 'Now and then they stopped to catch their breath, but never for long.',
        (c) => `Every time ${c.F} began to flag, ${c.H} pointed out something new to look at, and on they went.`,
        () => 'After a while they fell quiet, each of them wondering what lay ahead.',
        () => 'The hours slipped by, one footstep at a time.',
        (c) => `When ${c.F} grew weary, they sang a marching song, and the way seemed to shrink.`,
        (c) => `Little by little, the way began to feel less strange, and ${c.H} walked a little taller.`,
        () => 'They took turns leading, and whoever was in front hummed a tune for the other to follow.',
      ],
    },
  },
  meeting: {
    open: {
      young: [
        () => 'A little snail was crossing the path. "Hello," it said, very, very slowly.',
        () => 'A yellow butterfly fluttered by. "Hello, hello!" it sang.',
        () => 'Bzzz! A fat, furry bumblebee buzzed up to say hello.',
        () => 'A woolly lamb came skipping up to them. "Baa! Hello!"',
        () => 'A little fox with a bushy tail peeped out. "Hello, travellers!"',
        () => 'A shiny green beetle waved six tiny legs. "Hi there!"',
        () => 'Boing! A grasshopper landed right in front of them. "Hello!"',
      ],
      mid: [
        () => 'A grasshopper in a great hurry bounced across their path, stopped, and decided that they looked far more interesting than wherever it had been going.',
        () => 'They came upon a little old mole, who blinked at them through tiny spectacles and asked, very politely, whether they were lost.',
        (c) => `A bumblebee as big as a thumb zoomed round their heads three times before settling on ${c.F}'s shoulder to say hello.`,
        () => 'A young fox was sitting beside the way, washing its paws, and it looked up with bright, curious eyes as they came near.',
        () => 'Out from behind a stone crept a snail with a beautifully striped shell, who announced that it was going somewhere very important and would get there by next week.',
        () => 'A goat with a bell round its neck came clanking up to them and insisted on sniffing everything they carried.',
        () => 'A blue butterfly danced in circles around them, as if it had been waiting all day for a little company.',
      ],
    },
    close: {
      young: [
        (c) => `"Goodbye! Thank you!" called ${c.H}.`,
        (c) => `${c.F} waved and waved until their new friend was out of sight.`,
        (c) => `What a nice new friend! ${c.H} felt happy inside.`,
        (c) => `"See you soon!" said ${c.H}, and on they went.`,
        (c) => `${c.H} smiled. New friends are the best surprise.`,
        () => 'They said goodbye with a wave and a wiggle.',
        () => '"Come back and visit!" called their new friend.',
        (c) => `${c.F} giggled. "I like making new friends!"`,
      ],
      mid: [
        () => 'After a while it was time to part, and their new friend wished them luck in the cheeriest voice imaginable.',
        (c) => `${c.H} promised to come back one day for a proper visit, and ${c.F} promised to make sure ${c.he} did.`,
        () => 'They waved until their new friend was only a dot in the distance, then turned back to the way ahead.',
        (c) => `"Funny," said ${c.F} as they walked on. "I feel as if we've known each other for years."`,
        (c) => `A few kind words from a stranger can lighten a whole journey, and ${c.H} walked on with a spring in ${c.his} step.`,
        (c) => `${c.H} looked back once, just in time to see a last friendly wave, and smiled all the way to the next bend.`,
        (c) => `"What a good thing we came this way," said ${c.H}, "or we would never have met."`,
        () => 'With a last cheerful goodbye, they went on, carrying the meeting with them like a small, warm light.',
      ],
    },
  },
  try1: {
    close: {
      young: [
        () => 'Whoops! That was not right at all.',
        (c) => `"Hmm," said ${c.H}. "Let's try again."`,
        (c) => `${c.F} gave ${c.H} a pat. "Try again!"`,
        (c) => `Not yet, ${c.H}. Not yet!`,
        () => 'That did not go to plan. Never mind!',
        () => 'Try number one: no good at all!',
        (c) => `"Phooey!" said ${c.H}. That was no good.`,
      ],
      mid: [
        (c) => `${c.H} stared for a long moment, then let out a little laugh, because sometimes that is all you can do.`,
        (c) => `"Well," said ${c.H}, brushing ${c.him}self off, "at least now we know one way that doesn't work."`,
        (c) => `${c.F} tried very hard not to giggle, and almost managed it.`,
        () => 'It had seemed like such a clever idea, too.',
        (c) => `${c.H} went pink to the tips of ${c.his} ears. It is never easy when the first try goes wrong in front of a friend.`,
        (c) => `"Back to the beginning," said ${c.F} cheerfully. ${c.H} was not feeling cheerful at all.`,
        (c) => `${c.H} grumbled under ${c.his} breath, then took a deep breath and let the grumble go.`,
        (c) => `So much for that idea, thought ${c.H}. There was surely a better one somewhere.`,
        (c) => `"First tries hardly ever work," said ${c.F}. "Everybody knows that."`,
      ],
    },
  },
  try2: {
    close: {
      young: [
        () => 'Dear me, dear me! Not this time either.',
        (c) => `${c.H} gave a big sigh. Hmmph.`,
        () => 'Two tries, and still no luck!',
        (c) => `${c.H} felt cross and sad, all at once.`,
        (c) => `${c.F} snuggled up to ${c.H}. "Don't give up."`,
        (c) => `${c.H} hung ${c.his} head. "Why is it so hard?"`,
        () => 'No, no, no! It still would not work.',
      ],
      mid: [
        (c) => `${c.H} felt a hot prickle behind ${c.his} eyes and blinked it away before anyone could see.`,
        (c) => `"Maybe we're just not meant to," ${c.H} muttered, though ${c.he} did not really believe it.`,
        () => 'It was beginning to feel as if the whole world had decided to be difficult on purpose.',
        (c) => `${c.F} tried to think of something cheerful to say, and for once could not think of anything at all.`,
        (c) => `${c.H} sat very still, staring at nothing, while the hope drained slowly out of ${c.him}.`,
        (c) => `"We've tried everything," said ${c.F}. "Not everything," said ${c.H} quietly. "Just everything we can think of."`,
        (c) => `Trying twice and failing twice is a heavy thing to carry, and ${c.H} felt every bit of it.`,
        (c) => `${c.H} wondered how many good ideas anyone could have in one day before they ran out.`,
        () => 'Even the air seemed to sigh, long and slow, as if it felt sorry for them.',
      ],
    },
  },
  ...EN_BEATS_MORE_LATE,
};
