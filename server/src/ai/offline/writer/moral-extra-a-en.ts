// More realisations of the moral arcs: sharing, honesty and perseverance. Each line stands on its
// own, since a story draws one setup, two pressures, one turn and one echo independently: a
// pressure tells its own small failing, and a turn or an echo never names a particular one.
import type { MoreArcs } from './moral-arcs.ts';
import type { En, EnCtx } from './story-context.ts';
import { cap } from './text-tools.ts';

/** The treasure without its article: "patchwork blanket". */
const noun = (c: EnCtx): string => c.treasure.the.slice(4);

/** "his" or "hers", standing alone. */
const hers = (c: EnCtx): string => (c.he === 'she' ? 'hers' : 'his');

/** One of the good things in a basket of food. */
const piece = (c: EnCtx): string => (c.treasure.prop === 'apple' ? 'apple' : 'honey cake');

/** Sharing only a scrap of the treasure (young). */
function stingyYoung(c: EnCtx): string {
  switch (c.tKind) {
    case 'food': return `${c.H} gave ${c.F} one tiny crumb and kept all the rest.`;
    case 'toy': return `${c.H} let ${c.F} hold ${c.treasure.the} for one second, then took it back.`;
    case 'warm': return `${c.H} gave ${c.F} one little corner of ${c.treasure.the} and kept the rest.`;
    case 'book': return `${c.H} let ${c.F} see one page, then shut ${c.treasure.the} with a snap.`;
    case 'light': return `${c.H} kept ${c.treasure.the} close, so that only ${c.he} could see.`;
  }
}

/** Enjoying the treasure alone (young). */
function aloneYoung(c: EnCtx): string {
  switch (c.tKind) {
    case 'food': return `${c.H} munched and munched.`;
    case 'toy': return `${c.H} played and played.`;
    case 'warm': return `${c.H} snuggled and snuggled.`;
    case 'book': return `${c.H} read and read.`;
    case 'light': return `${c.H} looked and looked.`;
  }
}

/** Sharing the treasure the way its kind is shared (young). */
function shareYoung(c: EnCtx): string {
  switch (c.tKind) {
    case 'food': return `${c.H} picked the two best ${piece(c)}s, one for ${c.F} and one for ${c.him}self.`;
    case 'toy': return `${c.H} gave ${c.F} the very first turn with ${c.treasure.the}.`;
    case 'warm': return `${c.H} lifted one side of ${c.treasure.the} to make room for ${c.F}.`;
    case 'book': return `${c.H} opened ${c.treasure.the} wide, so that they could both see.`;
    case 'light': return `${c.H} held ${c.treasure.the} up high, so that they could both see.`;
  }
}

/** Taking turns, or halves (young). */
function turnsYoung(c: EnCtx): string {
  switch (c.tKind) {
    case 'food': return `"One for you, one for me," said ${c.H}, counting them out.`;
    case 'toy': return `"Your turn, then my turn," said ${c.H}.`;
    case 'warm': return `"Half for you, half for me," said ${c.H}, and tucked ${c.F} in.`;
    case 'book': return `"You turn the pages, and I'll read," said ${c.H}.`;
    case 'light': return `"You carry it, and then I will," said ${c.H}.`;
  }
}

/** Sharing, but not the good kind (older). */
function stingyOlder(c: EnCtx): string {
  switch (c.tKind) {
    case 'food': return `${c.H} picked out the smallest, most squashed ${piece(c)} for ${c.F}, and kept all the good ones.`;
    case 'toy': return `${c.H} gave ${c.F} a turn with ${c.treasure.the} that lasted about as long as a sneeze, then took it back.`;
    case 'warm': return `${c.H} let ${c.F} have the thinnest corner of ${c.treasure.the}, and kept the rest tucked tightly round ${c.him}self.`;
    case 'book': return `${c.H} let ${c.F} peek at ${c.treasure.the} over ${c.his} shoulder, but turned the pages far too fast.`;
    case 'light': return `${c.H} held ${c.treasure.the} so that its light fell mostly on ${c.his} own side.`;
  }
}

/** Making a show of enjoying the treasure alone (older). */
function showOffOlder(c: EnCtx): string {
  switch (c.tKind) {
    case 'food': return `${c.H} munched one ${piece(c)} after another, rather noisily`;
    case 'toy': return `${c.H} played with ${c.treasure.the} as loudly as ${c.he} could`;
    case 'warm': return `${c.H} wrapped ${c.treasure.the} round ${c.him}self like a royal cloak`;
    case 'book': return `${c.H} turned the pages of ${c.treasure.the} slowly, chuckling at the best bits`;
    case 'light': return `${c.H} swung ${c.treasure.the} this way and that`;
  }
}

/** Holding the treasure out at last (older). */
function offerOlder(c: EnCtx): string {
  switch (c.tKind) {
    case 'food': return `${c.He} held it out to ${c.F}. "Take the best one," ${c.he} said, and meant it.`;
    case 'toy': return `${c.He} held it out to ${c.F}. "You go first," ${c.he} said, and meant it.`;
    case 'warm': return `${c.He} shook it out and wrapped it round both their shoulders.`;
    case 'book': return `${c.He} sat down beside ${c.F} and opened it across both their laps.`;
    case 'light': return `${c.He} held it out between them, so that its glow fell on both their faces.`;
  }
}

/** Sharing generously, the way the treasure's kind is shared (older). */
function shareOlder(c: EnCtx): string {
  switch (c.tKind) {
    case 'food': return `${c.H} shared out ${c.treasure.the}: one for ${c.F}, one for ${c.him}self, and one more for ${c.F}, just because.`;
    case 'toy': return `${c.H} and ${c.F} took turns with ${c.treasure.the}, and ${c.H} found that watching ${c.F} have a go was nearly as good as having one.`;
    case 'warm': return `${c.H} tucked ${c.treasure.the} round ${c.F} first, and only then round ${c.him}self.`;
    case 'book': return `${c.H} read ${c.treasure.the} aloud, doing all the voices, so that ${c.F} could enjoy every word.`;
    case 'light': return `${c.H} let ${c.F} carry ${c.treasure.the} for a while, and walked happily along in its glow.`;
  }
}

/** A small damage to the treasure, seen by the friend (young). */
function damageYoung(c: EnCtx): string {
  switch (c.treasure.prop) {
    case 'kite': return `a little tear in ${c.treasure.the}`;
    case 'ball': return `a muddy scuff on ${c.treasure.the}`;
    case 'boat': return `a crumpled corner on ${c.treasure.the}`;
    case 'book': return `a torn page in ${c.treasure.the}`;
    case 'lantern': return `a crack in ${c.treasure.the}`;
    default: return `a scratch on ${c.treasure.the}`;
  }
}

/** A small damage left on the treasure (older). */
function damageOlder(c: EnCtx): string {
  switch (c.treasure.prop) {
    case 'kite': return 'a small tear in it';
    case 'ball': return 'a long scuff across it';
    case 'boat': return 'one of its corners soggy and crumpled';
    case 'book': return 'a page torn halfway across';
    case 'lantern': return 'a thin crack across its glass';
    default: return 'a scratch on it';
  }
}

export const EN_MORALS_EXTRA_A: MoreArcs<En> = {
  sharing: {
    young: {
      setup: [
        (c) => `${c.H} had ${c.treasure.a}, and ${c.he} checked on it ten times a day. "Still mine," ${c.he} whispered.`,
        (c) => `${c.H}'s very best thing was ${c.treasure.a}. ${c.He} kept it where nobody else could reach.`,
        (c) => `"This is my ${noun(c)}," said ${c.H}, holding it tight. "Nobody else's. Just mine."`,
        (c) => `Nobody was allowed to touch ${c.H}'s ${noun(c)}. That was ${c.H}'s rule, and ${c.he} liked it.`,
        (c) => `${c.H} had ${c.treasure.a}, and when friends came near, ${c.he} turned round so that they could not see it.`,
        (c) => `${c.H} liked having things all to ${c.him}self, and ${c.his} ${noun(c)} most of all.`,
        (c) => `${c.H} carried ${c.treasure.a} everywhere. ${c.He} never let anybody else have it.`,
      ],
      pressure: [
        (c) => `${stingyYoung(c)} ${c.F} did not smile.`,
        (c) => `"Maybe later," said ${c.H}. But ${c.he} did not really mean it, and ${c.F} could tell.`,
        (c) => `${aloneYoung(c)} ${c.F} sat and watched, all alone.`,
        (c) => `${c.H} went off with ${c.treasure.the}, far away from ${c.F}. It was very quiet over there. Too quiet.`,
        (c) => `"No, no, no!" said ${c.H}, and turned away. ${c.F}'s smile went away too.`,
        (c) => `"You might spoil it," said ${c.H}, and kept ${c.treasure.the} to ${c.him}self. ${c.F} gave a little sigh.`,
        (c) => `${c.F} asked nicely, with a please. But ${c.H} still said no, and then ${c.his} tummy felt funny.`,
      ],
      turn: [
        (c) => `${shareYoung(c)} "Now it's ours," said ${c.H}.`,
        (c) => `${c.H} put ${c.treasure.the} right in the middle. "For both of us!" ${c.he} said.`,
        (c) => `${c.H} gave ${c.treasure.the} a little pat, and then passed it to ${c.F}. "You first," ${c.he} said.`,
        (c) => `${turnsYoung(c)} Sharing was fun!`,
        (c) => `${c.H} saw ${c.F}'s sad face, and felt sad too. "Here," ${c.he} said softly. "Let's both have it."`,
        (c) => `${c.H} ran back to ${c.F} with ${c.treasure.the}. "Sorry! Let's share it!" And ${c.F} gave a happy cheer.`,
        (c) => `${c.H} opened ${c.his} arms wide. "Come here, ${c.F}! There's enough for two!"`,
      ],
      echo: [
        (c) => `${c.H} and ${c.F} still take turns with ${c.treasure.the}. It is twice the fun.`,
        (c) => `${c.H} had learned a lovely new word that day. The word was "ours".`,
        (c) => `Now, when ${c.F} comes to play, ${c.H} says, "Let's share!" straight away.`,
        (c) => `${c.H} smiled the whole way home. Sharing had made ${c.his} heart feel big and warm.`,
        (c) => `${cap(c.treasure.the)} was still ${c.H}'s favourite thing. But sharing it was even better than having it.`,
        (c) => `"Thank you for sharing," said ${c.F}. ${c.H} felt warm all over.`,
        (c) => `All the way home, ${c.H} and ${c.F} shared everything: the jokes, the songs and the giggles.`,
      ],
    },
    older: {
      setup: [
        (c) => `${c.H} kept ${c.treasure.a} wrapped up in a special place, and checked on it the way some people check on a sleeping baby.`,
        (c) => `There was one thing ${c.H} never shared, and that was ${c.his} ${noun(c)}. Friends could borrow almost anything else, but not that.`,
        (c) => `${c.H} had waited a long, long time for ${c.treasure.a}, and now that ${c.he} had it at last, ${c.he} meant to keep it all to ${c.him}self.`,
        (c) => `${c.H} would happily share a joke, a song or a secret, but ${c.his} ${noun(c)} was another matter altogether.`,
        (c) => `${c.H} liked to say that ${c.his} ${noun(c)} was "for emergencies only", which really meant it was for ${c.H} only.`,
        (c) => `${c.H} had ${c.treasure.a}, and a private rule about it: anyone could look, but nobody else could touch.`,
        (c) => `Everyone knew about ${c.H}'s ${noun(c)}, because ${c.H} talked about it all the time. What nobody had ever done was hold it.`,
        (c) => `${c.H} had never had to share anything much, and was not at all sure ${c.he} would like it. ${c.His} ${noun(c)}, for a start, was staying exactly where it was.`,
      ],
      pressure: [
        (c) => `${stingyOlder(c)} It was a kind of sharing, but not the good kind, and ${c.H} knew it.`,
        (c) => `"Later," ${c.H} said, whenever ${c.F} glanced at ${c.treasure.the}. "Maybe later." But later kept slipping further away, and the excuse was wearing thin.`,
        (c) => `${c.H} sat a little apart with ${c.treasure.the}, telling ${c.him}self that ${c.he} just wanted some peace and quiet. The peace was real enough. The quiet felt strangely empty.`,
        (c) => `${c.F} never actually asked for ${c.treasure.the}, and somehow that was worse. ${c.H} could feel the question hanging in the air between them.`,
        (c) => `"You'll only spoil it," ${c.H} said, when ${c.F} came closer. It sounded sensible. It also sounded, ${c.H} realised uneasily, rather mean.`,
        (c) => `${showOffOlder(c)}, while ${c.F} pretended to look at something else. Neither of them was fooled.`,
        (c) => `Part of ${c.H} wanted to share, and part of ${c.H} wanted to keep everything. Just now the keeping part was winning, and it did not feel like winning at all.`,
        (c) => `${c.H} counted up all the reasons not to share: it was ${hers(c)}, ${c.he} had had it first, and anyway, nobody had said please. None of them made ${c.him} feel one bit better.`,
      ],
      turn: [
        (c) => `${c.H} looked down at ${c.treasure.the}, and all at once it seemed a lonely sort of thing to hold on ${c.his} own. ${offerOlder(c)}`,
        (c) => `"I've been silly," said ${c.H}, and set ${c.treasure.the} down right between them. "It's for both of us. It always should have been." With the two of them side by side, the next part did not look half so hard.`,
        (c) => `${c.H} remembered exactly how it felt to be left out, and that settled it. ${c.He} handed ${c.treasure.the} to ${c.F} without a word, and the grin that came back was worth more than anything ${c.he} had been keeping.`,
        (c) => `It was not a big speech. ${c.H} simply shuffled over and said, "Go on, it's yours as much as mine." ${c.F} shuffled over too, and that was that.`,
        (c) => `Sharing turned out to be easier than ${c.H} had feared: one moment ${c.treasure.the} was ${hers(c)}, the next it was theirs, and nothing bad happened at all. Quite the opposite, in fact.`,
        (c) => `${shareOlder(c)} For once, ${c.H} did not mind one bit who had more.`,
        (c) => `${c.H} did the thing that had seemed so hard all day: ${c.he} let go. ${c.He} gave ${c.treasure.the} to ${c.F}, and instead of feeling emptier, ${c.he} felt fuller than before.`,
        (c) => `"Here," said ${c.H}, "and I'm sorry I didn't offer sooner." ${c.F} did not make a fuss, which ${c.H} was grateful for. They shared, and got on with things together.`,
      ],
      echo: [
        (c) => `${cap(c.treasure.the)} was no different from the day before, but ${c.H} felt different about it: it was a thing for sharing now, and somehow that made it worth more.`,
        (c) => `On the way home, ${c.H} caught ${c.him}self offering ${c.F} the best spot, the first look and the last turn, without even thinking. It felt like a new habit, and a good one.`,
        (c) => `Somewhere along the way, ${c.H} had started calling it "our ${noun(c)}", and ${c.he} never even noticed.`,
        (c) => `${c.H} worked something out that day: keeping things to ${c.him}self had only ever made one of them happy, and sharing made two.`,
        (c) => `Later, ${c.H} would share ${c.treasure.the} with all sorts of friends, old and new, but ${c.he} always remembered that ${c.F} had been the first.`,
        (c) => `${c.H} found that the best part of having something lovely was watching someone else's face light up at it.`,
        (c) => `Walking home side by side, ${c.H} thought how strange it was to have worried so much about giving a little away, when it had brought back so much.`,
        (c) => `From then on, whenever ${c.F} came round, out came ${c.treasure.the} at once, and nobody ever had to ask.`,
      ],
    },
  },
  honesty: {
    young: {
      setup: [
        (c) => `${c.F} let ${c.H} carry ${c.treasure.a}. "Don't drop it!" said ${c.F}. "I won't," said ${c.H}.`,
        (c) => `${c.H} was minding ${c.F}'s ${noun(c)}. And ${c.H} did not like getting things wrong. Not ever!`,
        (c) => `${c.H} took ${c.F}'s ${noun(c)} without asking. "Just for a little while," ${c.he} whispered.`,
        (c) => `"We always tell each other the truth," said ${c.F}, and gave ${c.H} ${c.treasure.a} to hold.`,
        (c) => `${c.F} had ${c.treasure.a}, and today ${c.H} could borrow it. ${c.H} was so pleased!`,
        (c) => `${c.F} trusted ${c.H} with everything, even ${c.F}'s very best ${noun(c)}.`,
        (c) => `When things went wrong, ${c.H} always said, "It wasn't me!" Today, ${c.H} was looking after ${c.F}'s ${noun(c)}.`,
      ],
      pressure: [
        (c) => `"Who did this?" asked ${c.F}, looking at ${damageYoung(c)}. "Not me," said ${c.H} very fast. That was a fib.`,
        (c) => `"Do you know what to do?" asked ${c.F}. "Oh yes," said ${c.H}. But ${c.he} did not know at all.`,
        (c) => `Something went wrong, and ${c.H} said, "${c.F} did it!" ${c.F} looked so surprised. That was not true, and ${c.H} knew it.`,
        (c) => `"Are you scared?" asked ${c.F}. "No!" said ${c.H}. But ${c.he} was, a little bit, and ${c.his} tummy felt wobbly.`,
        (c) => `${c.H} slipped ${c.treasure.the} out of sight. "Where is it?" asked ${c.F}. "I haven't seen it," said ${c.H}. Oh dear.`,
        (c) => `${c.H} had not told ${c.F} the whole truth. The not-true words felt prickly inside, like a thistle.`,
        (c) => `${c.H} told a fib, just a tiny one. After that, ${c.he} could not look ${c.F} in the eye.`,
        (c) => `"Did you drop my ${noun(c)}?" asked ${c.F}. ${c.H} shook ${c.his} head. But ${c.he} had, twice.`,
      ],
      turn: [
        (c) => `${c.H} went to ${c.F} and said, "I told a fib. I'm sorry." ${c.F} hugged ${c.him} tight. "You're still my best friend."`,
        (c) => `"What I said wasn't true," whispered ${c.H}. "Sorry." ${c.F} nodded. "Thank you for saying so."`,
        (c) => `${c.H} looked down at ${c.his} ${c.limbs}. Then ${c.he} looked up and told the truth, all of it. It felt good.`,
        (c) => `Out came the truth, all in a rush: "I said something that wasn't true, and I'm sorry!" ${c.F} laughed. "Silly! It's all right."`,
        (c) => `${c.H} sat close to ${c.F}. "I have a true thing to tell you," ${c.he} said. And ${c.he} told it.`,
        (c) => `${c.H}'s cheeks went pink. "I fibbed," ${c.he} said. "I'm really sorry." ${c.F} gave ${c.him} a big squeeze.`,
        (c) => `"Sorry, ${c.F}," said ${c.H}. "That was a fib. Here is the truth." And out it all came.`,
        (c) => `${c.H} did not want a fib inside any more. ${c.He} told ${c.F} everything, the true way. What a relief!`,
      ],
      echo: [
        (c) => `All the way home, ${c.H}'s heart felt as light as a bubble.`,
        (c) => `Now, when something goes wrong, ${c.H} says, "It was me." It is a bit hard, and then it is fine.`,
        (c) => `${c.F} and ${c.H} are still the best of friends. They always tell each other true things.`,
        (c) => `${c.H} found out that a sorry and the truth can fix almost anything.`,
        (c) => `No more fibs for ${c.H}! ${c.His} tummy felt much better without one.`,
        (c) => `${c.H} skipped home, humming a little song. There was no fib to carry any more.`,
        (c) => `"I'm proud of you," said ${c.F}. ${c.H} felt proud too, the good kind of proud.`,
        (c) => `That evening, ${c.H} told the whole day's story at home, the fib part too. Everybody listened.`,
      ],
    },
    older: {
      setup: [
        (c) => `${c.F}'s ${noun(c)} was not lent to just anybody, so when ${c.F} held it out to ${c.H}, it felt a little like being given a medal. "I trust you," said ${c.F}.`,
        (c) => `${c.H} had a habit of making things sound a little better than they were: a puddle became a lake, a scratch became a battle wound, and a small mistake became nobody's fault at all. That morning, ${c.F} had lent ${c.him} ${c.treasure.a}.`,
        (c) => `${c.H} hated getting into trouble more than almost anything, which was why ${c.he} was being extra careful with the ${noun(c)} ${c.F} had lent ${c.him}.`,
        (c) => `${c.H} had borrowed ${c.F}'s ${noun(c)} without asking, just for the day. It did not matter, ${c.H} told ${c.him}self: ${c.F} would never even notice.`,
        (c) => `${c.F} and ${c.H} had one rule they never broke: no fibs between them, not even little ones. To show it, ${c.F} let ${c.H} look after ${c.treasure.a}, the thing ${c.F} loved best.`,
        (c) => `${c.H} liked to be the one with all the answers, and did not much enjoy admitting it when ${c.he} was wrong. ${c.F} had trusted ${c.him} with ${c.treasure.a} all the same.`,
        (c) => `"You can take my ${noun(c)}," ${c.F} said, "as long as you bring it back just as it is." ${c.H} promised, and at the time it seemed the easiest promise in the world.`,
        (c) => `${c.H} always meant to tell the truth. It was only that, now and then, a fib slipped out first, quick as a fish, before the truth had even woken up. ${c.F} knew this, and had lent ${c.him} ${c.treasure.a} anyway.`,
      ],
      pressure: [
        (c) => `${c.H} was careless with ${c.treasure.the} for one moment, and left ${damageOlder(c)}. When ${c.F} noticed, ${c.H} shrugged and said, "It was like that already." The words came out easily, and then would not go away.`,
        (c) => `When the plan went wrong, ${c.H} said at once, "That's because ${c.F} got in the way." It was not true, and the hurt look on ${c.F}'s face showed that they both knew it.`,
        (c) => `"Don't worry, I know exactly what to do," said ${c.H}, who had not the faintest idea. It was only a small fib, but small fibs need feeding, and soon ${c.H} was pretending harder and harder just to keep it alive.`,
        (c) => `"I've done this a hundred times," ${c.H} announced. In fact ${c.he} had never done it once, and as soon as the words were out, ${c.he} wished ${c.he} could catch them and stuff them back in.`,
        (c) => `"You did tell them at home where we were going, didn't you?" asked ${c.F}. "Of course," said ${c.H}, who had forgotten all about it. The answer was out before ${c.he} could stop it.`,
        (c) => `There was something ${c.H} had not told ${c.F}, and it was surprising how much room a small secret could take up. It crowded out the jokes and the plans until there was hardly space left to think.`,
        (c) => `"Are you frightened?" asked ${c.F}. "Me? Not a bit," said ${c.H}, although ${c.his} knees felt like jelly. ${c.F} looked relieved, and that made it worse, because now ${c.F} was counting on a brave friend who was only pretending.`,
        (c) => `Every time ${c.F} said something kind, ${c.H} felt a small, sharp pinch inside, because ${c.he} had not been quite honest, and kindness only made that harder to forget.`,
      ],
      turn: [
        (c) => `${c.H} stopped. "Wait," ${c.he} said. "Before we go on, there's something I need to say. I didn't tell you the truth earlier, and I'm sorry." ${c.F} listened, then nodded slowly. "Thank you for telling me now." With nothing hidden between them, they could give the problem their whole attention.`,
        (c) => `It took more courage than anything else that day. ${c.H} looked ${c.F} in the eye and told the whole truth, the awkward parts included. ${c.F} was quiet for a moment, and then said, "I'd much rather know." After that, everything went more smoothly, as if a stone had been taken out of ${c.H}'s shoe.`,
        (c) => `"I have to stop pretending," said ${c.H} suddenly. "What I told you wasn't true." The words were hard to say, but once they were out, ${c.H} could breathe properly again, and think properly too.`,
        (c) => `${c.H} could have kept quiet, and nobody would ever have found out. But ${c.he} turned to ${c.F} and said, "I wasn't honest with you before. I'm sorry." ${c.F} gave ${c.him} a friendly nudge. "That can't have been easy. Come on, let's finish this together."`,
        (c) => `The truth had been waiting on the tip of ${c.H}'s tongue all along, and this time ${c.he} let it out. "I fibbed earlier," ${c.he} admitted, going red. "I'm sorry." To ${c.H}'s surprise, ${c.F} laughed with relief. "I knew something was wrong! I'm glad you told me."`,
        (c) => `${c.H} squared ${c.his} shoulders. "${c.F}, I owe you the truth," ${c.he} said, and told it plainly, without a single excuse. Saying it out loud was like putting down something heavy at the end of a long walk.`,
        (c) => `"It wasn't true," ${c.H} blurted out, before ${c.he} could change ${c.his} mind. "What I said before. I'm sorry." For a moment nothing happened. Then ${c.F} smiled, and the tight feeling inside ${c.H} loosened, just in time for the hardest part.`,
        (c) => `${c.H} decided that one true "I'm sorry" was worth more than a hundred clever excuses. ${c.He} told ${c.F} everything, and ${c.F} forgave ${c.him} at once, the way good friends do.`,
      ],
      echo: [
        (c) => `On the way home, ${c.H} noticed how easy it was to talk to ${c.F} now, with nothing hidden between them. Every word could mean just what it said.`,
        (c) => `${c.H} had always thought that owning up would make ${c.him} feel small. Instead, ${c.he} felt taller than ${c.he} had all day.`,
        (c) => `${c.F} said later that the truth had mattered far more than anything that had gone wrong. ${c.H} kept those words, like a smooth pebble in a pocket, for a long time.`,
        (c) => `From then on, when ${c.H} felt a fib coming, ${c.he} would stop, count to three, and tell the truth instead. It got a little easier every time.`,
        (c) => `${c.H} still made mistakes, of course, because everybody does. But ${c.he} never again pretended that they belonged to someone else.`,
        (c) => `That evening, ${c.H} told the story of the whole day at home, without leaving out the part ${c.he} was least proud of. Somehow, that made it a better story.`,
        (c) => `${c.H} had found out that the truth works like an open window: once it is let in, everything feels fresher.`,
        (c) => `Walking home beside ${c.F}, ${c.H} felt lighter with every step, as if ${c.he} had set something heavy down by the path and had no wish at all to go back for it.`,
      ],
    },
  },
  perseverance: {
    young: {
      setup: [
        (c) => `${c.H} liked easy things. When something was hard, ${c.he} wanted to stop straight away.`,
        (c) => `${c.H} had a favourite word. It was "Again!"`,
        (c) => `${c.H} was small, but ${c.he} had a big, big try inside ${c.him}.`,
        (c) => `${c.H} could not do everything yet. But ${c.he} was learning, one little bit at a time.`,
        (c) => `When things went wrong, ${c.H} sometimes said, "I give up!" and turned away.`,
        (c) => `${c.H} did not like waiting, and ${c.he} did not like trying twice. ${c.He} wanted things to work right away!`,
        (c) => `Little by little: that was how ${c.H} did big things.`,
      ],
      pressure: [
        (c) => `${c.H} tried, and it did not work. ${c.He} tried again, and it still did not work. "Grrr!" said ${c.H}.`,
        (c) => `"You do it," ${c.H} said to ${c.F}. "I can't." But ${c.F} said, "You can! Have another go."`,
        (c) => `${c.H} sat down in a big huff. "I'm not trying any more!" But after a while, ${c.he} peeped up again.`,
        (c) => `Uh-oh, it went wrong again. ${c.H}'s lip went wobbly. But ${c.he} took a big, deep breath.`,
        (c) => `"I want to go home," said ${c.H}. "This is too tricky." ${c.F} gave ${c.him} a cuddle. "Just one more try?"`,
        (c) => `${c.H} counted: one try, two tries, three tries. Still not right! "Oh, fiddlesticks!" grumbled ${c.H}.`,
        (c) => `${c.H} was so tired. ${c.His} eyes felt heavy. "Maybe I'll just stop," ${c.he} yawned.`,
      ],
      turn: [
        (c) => `${c.H} got up and brushed ${c.him}self off. "I will try one more time," ${c.he} said. And this time, it worked!`,
        (c) => `This time ${c.H} went slowly. Little step, little step, little step. Yes! ${c.He} did it!`,
        (c) => `${c.H} had a little rest. Then ${c.he} had another go, and everything went right.`,
        (c) => `${c.H} tried a new way: not too fast and not too slow. Just right! It worked!`,
        (c) => `${c.F} cheered, "Go on, ${c.H}!" So ${c.H} kept going, and going, and going, and did it!`,
        (c) => `${c.H} rubbed ${c.his} eyes. "I can do hard things," ${c.he} said. And ${c.he} did!`,
        (c) => `${c.H}'s first try? No. Second try? No. Third try? Yes, yes, yes!`,
      ],
      echo: [
        (c) => `${c.H} was tired, but so happy. Not giving up had been worth it!`,
        (c) => `Now ${c.H}'s favourite words are "Let me try again!"`,
        (c) => `"You never gave up," said ${c.F}. ${c.H} grinned a great big grin.`,
        (c) => `The next time something was hard, ${c.H} knew just what to do: keep going!`,
        (c) => `${c.H} gave a happy cheer. ${c.He} had done a really hard thing!`,
        (c) => `That night, ${c.H} told ${c.his} pillow all about it: "I kept going, and I did it!"`,
        (c) => `${c.H} had found out that "hard" does not mean "never".`,
      ],
    },
    older: {
      setup: [
        (c) => `${c.H} had a way of giving up on things the moment they got tricky, and a whole shelf of half-finished projects at home to prove it.`,
        (c) => `${c.H} was wonderful at starting things. Finishing them was another story, and ${c.he} had never quite worked out why.`,
        (c) => `Nobody would have called ${c.H} the fastest or the strongest, but once ${c.he} had made up ${c.his} mind, ${c.he} was very hard to stop.`,
        (c) => `Most things came easily to ${c.H}. That was exactly the trouble: when something did not, ${c.he} had no idea what to do about it.`,
        (c) => `On a shelf at home, ${c.H} kept a jar with a pebble in it for every hard thing ${c.he} had ever finished. So far there were only three.`,
        (c) => `${c.H} hated being bad at things, even for a moment, and would much rather not try at all than try and get it wrong.`,
        (c) => `${c.H} had given up on plenty of hard things before. This time, ${c.he} had quietly promised ${c.him}self, would be different.`,
        (c) => `${c.H} had once spent a whole week learning to whistle, and never once thought of stopping. Whistling, though, was one thing. What lay ahead was quite another.`,
      ],
      pressure: [
        (c) => `Try after try went wrong. ${c.H} began counting them, as if counting might change the answer, and felt ${c.his} shoulders droop.`,
        (c) => `"Anyone else would have managed by now," ${c.H} muttered. It did not help to think so, but ${c.he} could not stop thinking it.`,
        (c) => `"I didn't really want to anyway," said ${c.H}, with a shrug. But the shrug was a bit too big, and ${c.F} could tell it was not true.`,
        (c) => `A hot, fizzing crossness rose up inside ${c.H}, and for a moment ${c.he} wanted to kick something and walk away from the whole business.`,
        (c) => `"You have a go," ${c.H} told ${c.F}. "I'm obviously no good at it." It sounded like sharing the work. Really, it was giving up with good manners.`,
        (c) => `${c.H} was aching all over, and a sensible little voice in ${c.his} head kept pointing out that ${c.he} could always come back and try another day. Another day sounded lovely.`,
        (c) => `${c.H} tried to do it all at once, in a great hurry, and of course it went wrong. So ${c.he} tried again, even faster, and it went even more wrong.`,
        (c) => `${c.H} turned away so that ${c.F} would not see ${c.his} eyes were wet. Everything kept going wrong, and ${c.he} could not see how to make it go right.`,
      ],
      turn: [
        (c) => `${c.H} stopped trying to do the whole thing at once. "Just the next little bit," ${c.he} told ${c.him}self, and then the next, and the next, until all the little bits added up to something big.`,
        (c) => `${c.H} sat for a moment and let ${c.his} breathing slow down. Then ${c.he} got up, without any fuss, and tried again, more calmly this time, one careful step after another.`,
        (c) => `"Right," said ${c.H}. "What went wrong last time?" ${c.He} thought it through, changed one small thing, and tried again. It was not perfect, but it was closer, and closer was enough to keep going.`,
        (c) => `${c.H} began to count under ${c.his} breath: one, two, three, and go. Then again. And again. By the seventh go, or perhaps the eighth, ${c.he} could feel ${c.him}self getting closer.`,
        (c) => `"I know you can do it," said ${c.F}, and ${c.H} decided to believe it. ${c.He} took a steadying breath, tried once more, and then once more after that, and would not stop until it was done.`,
        (c) => `All the crossness ${c.H} had been feeling turned, quite suddenly, into something useful: determination. ${c.He} rolled up ${c.his} sleeves, in a manner of speaking, and got back to work.`,
        (c) => `${c.H} held ${c.treasure.the} for a moment, the way ${c.he} did at home when things felt too big. Then ${c.he} set it carefully aside and tried again, steadier than before.`,
        (c) => `It did not work the first time, or the second, or the third. But ${c.H} had stopped counting failures and started counting tries, and tries, ${c.he} had decided, were allowed to go on for ever. And each one came a little closer than the last.`,
      ],
      echo: [
        (c) => `${c.H} was tired right through, but ${c.he} had finished something hard, all the way to the very end, and that feeling was worth every ache.`,
        (c) => `On the way home, ${c.H} thought about all the tries that had not worked. Without them, ${c.he} realised, the one that did would never have happened.`,
        (c) => `That evening, ${c.H} found a smooth little pebble and kept it by ${c.his} bed, to remember the day ${c.he} had not given up.`,
        (c) => `The next time something seemed too hard, ${c.H} did not say, "I give up." ${c.He} said, "Let's see," and tried again.`,
        (c) => `${c.F} told everybody how ${c.H} had kept going when anyone else would have stopped. ${c.H} pretended to be embarrassed, but secretly ${c.he} glowed.`,
        (c) => `${c.H} found that finishing a hard thing leaves a warm, steady feeling behind, like embers that go on glowing long after the fire has died down.`,
        (c) => `Some of the things ${c.H} had once given up on got finished after that, one by one. Stopping halfway, ${c.he} had discovered, was the hardest way of all.`,
        (c) => `${c.H} knew now that getting good at something mostly means being willing to be bad at it for a while first.`,
      ],
    },
  },
};
