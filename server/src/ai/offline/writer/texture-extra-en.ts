// More English small talk and 8-12 reflections per beat, so that two stories rarely share them.
import type { BeatTexts } from './beat-text.ts';
import type { En } from './story-context.ts';

export const EN_TALK_EXTRA: BeatTexts<En> = {
  home: {
    talk: [
      (c) => `"Race you to the end of the path!" ${c.F} would shout, and off they would go, although nobody ever remembered who had won.`,
      (c) => `"You're my best friend," ${c.F} said once. ${c.H} rolled ${c.his} eyes and laughed. "You tell me that every single day." "That's because it's true every single day."`,
      (c) => `${c.H} and ${c.F} had a secret whistle, a secret handshake and a secret password, which they changed so often that they sometimes forgot it themselves.`,
      (c) => `Some days, ${c.H} and ${c.F} did nothing special at all, and those were often the very best days.`,
      (c) => `${c.F} liked to say that ${c.H} could turn a perfectly ordinary afternoon into an adventure just by asking, "What if?"`,
      (c) => `"What are you thinking about?" ${c.F} would ask whenever ${c.H} went quiet. "Everything," ${c.H} would answer, and it was true.`,
    ],
    rich: [
      () => 'There are places that are grand and places that are famous, and then there are places that are simply home, which is better than either.',
      (c) => `${c.H} believed that every day hid at least one small wonder, and ${c.he} made it ${c.his} business to find it before bedtime.`,
      (c) => `Life was made of small, dependable things: the same paths, the same jokes that were somehow still funny, and ${c.F}, who was always there.`,
      (c) => `If anyone had told ${c.H} that ${c.his} life was about to become a story worth telling, ${c.he} would have laughed and asked them to pass the jam.`,
    ],
  },
  want: {
    talk: [
      (c) => `"You've gone all dreamy again," said ${c.F}, with a gentle nudge. "Still thinking about it?"`,
      (c) => `${c.H} told ${c.F} all about it, very quietly, as if talking too loudly might make the whole thing vanish.`,
      (c) => `${c.F} listened with shining eyes, and asked all the right questions.`,
      (c) => `${c.H} kept stopping halfway through whatever ${c.he} was doing, lost in thought.`,
      (c) => `"Tell me again," said ${c.F}, who had already heard it three times and did not mind one bit.`,
      (c) => `${c.H} thought about it so hard that ${c.he} screwed up ${c.his} whole face, and ${c.F} laughed so much that ${c.H} had to laugh too.`,
    ],
    rich: [
      () => 'Wanting something very much is a curious feeling: it is half happiness and half ache, like hearing music from a party you have not yet been invited to.',
      (c) => `${c.H} tried to put it out of ${c.his} mind for later, the way you save a sweet in your pocket, but ${c.his} thoughts kept going back to check that it was still there.`,
      () => 'Every wish begins small, as a quiet thought that says "what if", and then, if you let it, it grows roots.',
      (c) => `${c.F} could tell that ${c.H} had something on ${c.his} mind, because ${c.H} had gone quiet in the particular way that meant a big idea was hatching.`,
    ],
  },
  problem: {
    talk: [
      (c) => `"Where do we even start?" whispered ${c.F}. ${c.H} breathed in, slow and steady. "First, we stay calm. Then we think."`,
      (c) => `${c.F} looked close to tears, so ${c.H} moved closer and said, "Hey. We'll sort it out. We always do."`,
      (c) => `"Maybe somebody else will fix it," said ${c.F} hopefully. ${c.H} shook ${c.his} head slowly. "Maybe somebody else is us."`,
      (c) => `${c.H} went over it again and again in ${c.his} head, looking for the loose end of the tangle.`,
      (c) => `"Are you scared?" asked ${c.F}. "A bit," admitted ${c.H}. "But scared isn't the same as stuck."`,
      (c) => `For a moment, ${c.H} wished very hard that it was all a dream. It was not, and so ${c.he} began to think.`,
    ],
    rich: [
      () => 'Trouble rarely knocks before it comes in, and this time it had arrived all at once, muddy boots and all.',
      (c) => `${c.H} felt the problem settle on ${c.his} shoulders, heavy and unfamiliar, like a coat that belonged to somebody much bigger.`,
      () => 'It is one thing to hear about problems in stories, and quite another to stand in the middle of one, wondering where to begin.',
      (c) => `${c.H} looked at ${c.F}, and in that one look was a whole conversation: this is bad, we have to help, and how on earth are we going to do it?`,
    ],
  },
  journey: {
    talk: [
      (c) => `"Tell me when you need a rest," said ${c.H}. "You first," said ${c.F}, and neither of them ever did.`,
      (c) => `To pass the time, ${c.F} made up a marching song with only four words in it, and they sang it about a hundred times.`,
      (c) => `"Is it much further?" asked ${c.F}. "Further than here," said ${c.H}, "but not as far as it was."`,
      (c) => `${c.H} took the lead for a while, and then ${c.F} did, and that way neither of them grew too tired.`,
      (c) => `Every so often, ${c.F} stopped to look at something small and interesting, and ${c.H} waited, because some things are worth stopping for.`,
      (c) => `"Promise we'll stick together?" asked ${c.F}. "Like honey to a spoon," said ${c.H}.`,
    ],
    rich: [
      () => 'A journey is a strange thing: it begins with one ordinary step, and by the end of it, the one taking the steps is not quite the same.',
      (c) => `${c.H} noticed how different everything looked once familiar places were left behind, as if the world had been keeping its best corners a secret.`,
      (c) => `They fell into a rhythm, step after step, and the quiet between ${c.H} and ${c.F} was not empty at all, but full of thinking.`,
      (c) => `Now and then ${c.F} pointed something out, and ${c.H} tucked each one away in ${c.his} memory, like treasures saved for a rainy day.`,
    ],
  },
  meeting: {
    talk: [
      (c) => `${c.F} leaned over and whispered, "I like this one," and ${c.H} had to hide a smile.`,
      (c) => `"And where are you two off to?" came the question. ${c.H} explained as well as ${c.he} could, and it sounded much braver out loud than it had felt inside.`,
      (c) => `${c.H} remembered ${c.his} manners, said a proper hello and asked how the day was going.`,
      () => '"It isn\'t often we get visitors," said their new friend, looking as pleased as anything.',
      (c) => `${c.F} asked a great many questions, and every single one was answered, even the silly ones.`,
      (c) => `"Do you know the way ahead?" asked ${c.F}. "Some of it," came the answer. "The rest, you will have to find for yourselves."`,
    ],
    rich: [
      (c) => `${c.H} had always been taught to be polite to strangers, but this one did not feel strange at all; it felt more like meeting an old friend for the very first time.`,
      (c) => `There is a particular kind of kindness that only strangers can give, because they expect nothing in return, and ${c.H} felt it warm ${c.him} all the way through.`,
      (c) => `Every creature in the world, ${c.H} realised, is the hero of its own story, busy with its own worries and its own hopes.`,
      (c) => `Later, ${c.H} would remember very little of what had been said, but a great deal about how it had felt to be made so welcome.`,
    ],
  },
  try1: {
    talk: [
      (c) => `"Well, that didn't go the way I pictured it," said ${c.H}, and ${c.F} snorted with laughter in spite of everything.`,
      (c) => `"At least now we know one way that doesn't work," said ${c.F}. ${c.H} managed a small, lopsided smile.`,
      (c) => `${c.H} brushed ${c.him}self down and took a long look at what had happened, the way a detective looks at a clue.`,
      (c) => `"Don't laugh," said ${c.H}. "I'm not laughing," said ${c.F}, who very nearly was.`,
      (c) => `"Shall we try again?" asked ${c.F}. "Not yet," said ${c.H}. "First, let's work out what went wrong."`,
      (c) => `${c.H} looked at ${c.F}, and ${c.F} looked at ${c.H}, and neither of them knew whether to laugh or groan.`,
    ],
    rich: [
      (c) => `The first try at anything is really a question, ${c.H} told ${c.him}self, and now ${c.he} had part of the answer: not like that.`,
      () => 'It is easy to be brave before you begin; it is harder afterwards, when the first try has failed and you have to decide whether to try again.',
      (c) => `The disappointment landed all at once, sharp and sudden, like stepping onto a stair that is not there, and ${c.H} needed a moment to find ${c.his} balance.`,
      (c) => `${c.H} let the disappointment sit for a while, then picked it up, turned it over, and looked for what it might have to teach.`,
    ],
  },
  try2: {
    talk: [
      (c) => `"Maybe we're not meant to do this," said ${c.F} in a small voice. "Or maybe," said ${c.H}, "we just haven't found the way yet."`,
      (c) => `${c.H} pressed ${c.his} lips together very tightly, so that no grumpy words could sneak out.`,
      (c) => `"Twice," muttered ${c.H}. "Twice!" ${c.F} gave ${c.him} a pat. "Twice isn't a hundred times."`,
      (c) => `${c.F} started to say something cheerful, then thought better of it and simply sat down beside ${c.H}.`,
      (c) => `"I'm not giving up," said ${c.H}, mostly to ${c.him}self. "I'm just having a little rest from trying."`,
      (c) => `${c.H} drew a long, wobbly breath and counted backwards from ten, which sometimes helped.`,
    ],
    rich: [
      (c) => `Failing once is bad luck, ${c.H} thought, but failing twice feels like a message, and ${c.he} wished ${c.he} knew how to read it.`,
      () => 'The second disappointment is always heavier than the first, because it arrives carrying the first one on its back.',
      (c) => `${c.H} looked down at ${c.his} own ${c.limbs} and wondered, just for a moment, whether ${c.he} was the right one for this at all.`,
      () => 'Sometimes, when a door will not open, you have to stop pushing and start looking for a different door, but knowing that does not make it any easier to stop.',
    ],
  },
  setback: {
    talk: [
      (c) => `"I'm worn out," sighed ${c.F}. "So am I," said ${c.H}. "Right down to my ${c.limbs}."`,
      (c) => `For a moment, ${c.H} thought about how easy it would be to stop there and then; and then ${c.he} remembered why it mattered so much.`,
      (c) => `"Are we going to be all right?" asked ${c.F}. ${c.H} took a moment before answering. "Yes. Not yet, but yes."`,
      (c) => `${c.F} shuffled closer until they were side by side, and for a while that was all either of them needed.`,
      (c) => `"Do you want to talk about it?" asked ${c.F}. "Maybe later," whispered ${c.H}. "But thank you for asking."`,
      (c) => `${c.H} closed ${c.his} eyes and tried to remember the last time ${c.he} had laughed; it seemed a very long time ago.`,
    ],
    rich: [
      () => 'Everything good felt far away: the beginning of the day, the happy plans, even the reason it had all started, as if the world had grown larger while nobody was looking.',
      (c) => `There is a kind of tiredness that lives in your legs, and another kind that lives in your heart, and ${c.H} was feeling both.`,
      () => 'It would have been easy to give up then, and nobody would have blamed them; that is exactly what made the moment so important.',
      () => 'The hardest part of any adventure is not the dark or the cold or the distance; it is the moment you begin to believe that you cannot do it.',
    ],
  },
  discovery: {
    talk: [
      (c) => `"Did you see that?" breathed ${c.F}. "I saw it," said ${c.H}. "I just don't believe it yet."`,
      (c) => `${c.H} and ${c.F} bent down side by side, heads almost touching, to get a better look.`,
      (c) => `"Wait," whispered ${c.H}. "Let's look properly before we do anything."`,
      (c) => `"I knew it!" cried ${c.F}, though really ${c.F} had not known anything of the sort.`,
      (c) => `${c.H}'s tiredness vanished all at once, as if somebody had opened a window inside ${c.him}.`,
      (c) => `"This changes everything," said ${c.H}. ${c.F} grinned. "I love it when things change everything."`,
    ],
    rich: [
      () => 'It is funny how one small thing, noticed at just the right moment, can light up a whole day.',
      (c) => `${c.H} felt the old excitement flicker back to life, small at first, like a match catching in the dark.`,
      (c) => `${c.F} leaned in close, and for a moment they both held their breath, half afraid that the clue might vanish if they looked away.`,
      (c) => `Clues, ${c.H} decided, are the world's way of whispering to anyone patient enough to listen.`,
      () => 'Nothing had really changed yet, and at the same time everything had: where a moment ago there had been only questions, now there was a thread to follow.',
    ],
  },
  help: {
    talk: [
      (c) => `"How did we miss that?" whispered ${c.F}. "We were too busy worrying," ${c.H} whispered back.`,
      (c) => `${c.H} and ${c.F} looked at each other, and the same thought lit up both their faces at once.`,
      (c) => `"Will it really work?" asked ${c.F}. "There's only one way to find out," came the reply, with a warm smile.`,
      (c) => `${c.F} leaned over and murmured, "We should have asked sooner," and ${c.H} nodded, a little sheepishly.`,
      (c) => `${c.H} felt the knot in ${c.his} chest loosen, one small strand at a time.`,
      (c) => `"Thank you for listening," said ${c.H}. "Listening is half of helping," came the gentle answer.`,
    ],
    rich: [
      (c) => `${c.H} was surprised to learn that even the wisest had once been stuck, muddled and ready to give up, and somehow that was the most comforting thing of all.`,
      (c) => `Good advice, ${c.H} thought, is like a lantern: it does not walk the path for you, but it shows you where to put your feet.`,
      (c) => `Asking for help had felt hard, almost like admitting defeat; now ${c.H} wondered why ${c.he} had waited so long.`,
      (c) => `The advice was simple, so simple that ${c.H} felt a little silly, and then, a moment later, wonderfully clever for having understood it.`,
    ],
  },
  turning: {
    talk: [
      (c) => `"Together?" asked ${c.F}. "Together," said ${c.H}.`,
      (c) => `${c.H} counted under ${c.his} breath: one, two, three.`,
      (c) => `"You can do this," whispered ${c.F}. "We can do this," ${c.H} corrected, and meant it.`,
      (c) => `${c.H} was still scared, but the fear had shrunk to a size that ${c.he} could carry.`,
      (c) => `"Remember everything we've learned," said ${c.F}. ${c.H} did remember, every last bit of it.`,
      (c) => `${c.H} glanced at ${c.F} one last time, and ${c.F} gave the smallest, surest nod in the world.`,
    ],
    rich: [
      (c) => `Courage, ${c.H} discovered, is not a feeling that arrives before you act; it is something you find in your pocket once you have already started.`,
      () => 'Everything that had gone wrong, every failed try and every tired step, suddenly seemed to point the same way.',
      (c) => `${c.H} thought of ${c.F}, and of everyone who was counting on them, and the thought was like a hand on ${c.his} back, gently pushing.`,
      (c) => `The world went very still, the way it does just before something important, and ${c.H} stepped forward into that stillness.`,
    ],
  },
  resolution: {
    talk: [
      (c) => `"Did that really just happen?" asked ${c.F}. "I think it did," said ${c.H}. "Pinch me, just in case."`,
      (c) => `${c.H} and ${c.F} laughed until they had to sit down, and then laughed a bit more sitting down.`,
      (c) => `"You were amazing," said ${c.F}. "We were amazing," said ${c.H}, and that was the simple truth.`,
      (c) => `${c.H} felt tired and happy and proud all at once, which is one of the very best ways to feel.`,
      (c) => `"I can't wait to tell everyone," said ${c.F}. "Let's tell it slowly," said ${c.H}, "so that it lasts longer."`,
      (c) => `For a long moment, ${c.H} just stood there grinning, letting the good news sink all the way in.`,
    ],
    rich: [
      (c) => `Joy, ${c.H} found, is even bigger when you have had to work for it: it fills up all the spaces that the worry has left behind.`,
      (c) => `${c.H} wanted to remember every detail of this moment, so ${c.he} stayed quite still and let it soak in, the way a warm stone soaks up the sun.`,
      (c) => `It had not happened the way ${c.H} had imagined, not at all, but ${c.he} decided that it was even better this way.`,
      () => 'All the hard parts now seemed to belong to a different, smaller story, and this one, the happy one, was the story that would be told.',
    ],
  },
  return: {
    talk: [
      (c) => `"Was it a good day?" asked ${c.F}. ${c.H} thought about all of it, the hard bits and the happy bits. "The best," ${c.he} said.`,
      (c) => `${c.H} and ${c.F} said goodnight three times, because the first two did not feel quite finished.`,
      (c) => `"Do you think we'll have another adventure one day?" asked ${c.F}. "I think adventures find people like us," said ${c.H}.`,
      (c) => `${c.H} yawned so widely that ${c.F} started yawning too, and they both laughed right in the middle of it.`,
      (c) => `"Thank you for coming with me," said ${c.H}. "I wouldn't have missed a minute of it," said ${c.F}.`,
      (c) => `${c.H} and ${c.F} each chose a favourite moment from the day, and, funnily enough, they both chose the same one.`,
    ],
    rich: [
      () => 'There is no feeling quite like coming home after a long adventure, when even the most ordinary things seem glad to see you.',
      (c) => `${c.H} thought about how big the world was, and how small home was, and how home somehow still felt like the biggest place of all.`,
      (c) => `The adventure was over, but ${c.H} had a feeling that it would go on living inside ${c.him}, popping up in ${c.his} thoughts for many days to come.`,
      (c) => `Tomorrow would bring its own surprises, ${c.H} knew, but for tonight it was enough to be warm, and safe, and exactly where ${c.he} belonged.`,
    ],
  },
};
