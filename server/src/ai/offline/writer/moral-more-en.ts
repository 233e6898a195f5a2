// More English realisations of the moral arcs, so that two stories on the same lesson rarely
// tell it with the same sentences (short stories for 3-5 have few other sentences to differ by).
import type { MoreArcs } from './moral-arcs.ts';
import type { En } from './story-context.ts';
import { cap } from './text-tools.ts';

export const EN_MORALS_MORE: MoreArcs<En> = {
  sharing: {
    young: {
      setup: [
        (c) => `${c.H} had ${c.treasure.a}, and ${c.he} kept it very close. "Nobody else can have it," ${c.he} said.`,
        (c) => `Every night, ${c.H} tucked ${c.treasure.the} in beside ${c.him}. It was ${c.his === 'her' ? 'hers' : 'his'}, only ${c.his === 'her' ? 'hers' : 'his'}.`,
      ],
      pressure: [
        (c) => `"Can I try?" asked ${c.F} in a small voice. "No," said ${c.H}. Then ${c.he} felt a little bit sorry.`,
      ],
      turn: [
        (c) => `${c.H} thought for a moment. Then ${c.he} ${c.tKind === 'food' ? `gave half to ${c.F}. "For you," ${c.he} said.` : `held out ${c.treasure.the} to ${c.F}. "Your turn," ${c.he} said.`} How happy they both were!`,
        (c) => `"We can both have it," said ${c.H}, and ${c.he} made room for ${c.F}. It was much more fun that way.`,
      ],
      echo: [
        (c) => `These days, ${c.H} and ${c.F} share ${c.treasure.the}. Two friends, one treasure, lots of smiles.`,
        (c) => `${c.H} found out a happy secret: sharing with a friend is better than keeping.`,
      ],
    },
    older: {
      setup: [(c) => `Of all the things ${c.H} owned, ${c.treasure.the} was the one ${c.he} would never, ever lend, not even for a minute.`],
      turn: [(c) => `${c.H} swallowed hard, then held out ${c.treasure.the}. "It's yours too, for as long as you need it," ${c.he} said, and was surprised how light ${c.he} suddenly felt.`],
      echo: [(c) => `Years later, ${c.H} still liked to say that ${c.treasure.the} had never been half as nice as the day ${c.he} first shared it.`],
    },
  },
  honesty: {
    young: {
      setup: [
        (c) => `${c.F} had ${c.treasure.a}. "You can hold it," ${c.F} told ${c.H}. "But be gentle."`,
        (c) => `${c.H} was looking after ${c.F}'s ${c.treasure.the.slice(4)} today. ${c.He} felt very important.`,
      ],
      pressure: [
        (c) => `${c.H} bumped ${c.treasure.the}, and now it was all grubby. "Not me!" ${c.he} said. But it was.`,
        (c) => `"Not me!" said ${c.H}, when ${c.F} asked about ${c.treasure.the}. Now the little fib buzzed inside ${c.him} like a cross bee. Buzz, buzz, buzz.`,
      ],
      turn: [
        (c) => `${c.H} went red. "I told a fib," ${c.he} said. "I'm sorry." "That's all right," said ${c.F}. "Thank you for telling me."`,
        (c) => `"I have to say something," said ${c.H}. "It was me. I'm sorry I said it wasn't!" ${c.F} smiled and held ${c.his} hand.`,
        (c) => `${c.H} took a big breath and told ${c.F} the truth. ${c.F} was not cross at all. Phew!`,
      ],
      echo: [
        (c) => `Now ${c.H} knows: the truth is the best thing to say, even when it is hard.`,
        (c) => `${c.H} felt as light as a feather. The truth had made everything better.`,
      ],
    },
    older: {
      setup: [(c) => `"Look after this for me?" asked ${c.F}, handing over ${c.treasure.a}. ${c.H} nodded proudly, holding it as if it were made of glass.`],
      turn: [(c) => `"It was me," ${c.H} said at last, the words tumbling out all at once. "I'm sorry I said it wasn't." ${c.F} squeezed ${c.his} hand, and the heavy feeling was gone.`],
      echo: [(c) => `${c.H} learned that day that a fib is heavy to carry, and the truth, however hard to say, is always lighter.`],
    },
  },
  perseverance: {
    young: {
      setup: [
        (c) => `When something was tricky, ${c.H} liked to say, "I can do it!"`,
        (c) => `${c.H} did not mind falling over. ${c.He} just got up and went on.`,
      ],
      pressure: [(c) => `Oh dear, it went wrong again. ${c.H} sniffed a little sniff. Then ${c.he} wiped ${c.his} nose and tried once more.`],
      turn: [
        (c) => `${c.H} did not stop. Slowly, slowly, little by little, ${c.he} kept going.`,
        (c) => `"One more go," ${c.H} told ${c.him}self. "Just one more."`,
      ],
      echo: [
        (c) => `${c.H} was so proud. Trying again and again had worked!`,
        (c) => `These days, when things are hard, ${c.H} just smiles and keeps on trying.`,
      ],
    },
    older: {
      setup: [(c) => `${c.H} had a saying, borrowed from Grandma: "Slow and steady, and never stop." ${c.He} was about to find out how true it was.`],
      turn: [(c) => `Bit by bit, try after try, ${c.H} worked at it. ${c.His} ${c.limbs} ached and ${c.his} head spun, but ${c.he} did not stop, and with every try, ${c.he} came a little closer.`],
      echo: [(c) => `Whenever ${c.H} felt like giving up after that, ${c.he} remembered how good it had felt to keep going, and kept going again.`],
    },
  },
  empathy: {
    young: {
      setup: [
        (c) => `${c.H} was very busy. Busy, busy, busy! There was no time to stop.`,
        (c) => `${c.H} always ran ahead. Far, far ahead of everyone!`,
      ],
      pressure: [
        (c) => `${c.F} sat down with a sigh. ${c.H} was too busy to notice.`,
        (c) => `A little tear rolled down ${c.F}'s cheek. But ${c.H} just ran on.`,
      ],
      turn: [
        (c) => `${c.H} stopped and came back. "What's wrong?" ${c.he} asked softly, and ${c.he} held ${c.F}'s hand until ${c.F} smiled again.`,
        (c) => `Then ${c.H} saw the tear. "Oh, ${c.F}!" ${c.he} said, and gave ${c.F} a cuddle. Everything felt better after that.`,
        (c) => `${c.H} sat down next to ${c.F} and listened. Just listened. And ${c.F} felt much, much better.`,
      ],
      echo: [
        (c) => `${c.H} still likes to run, but now ${c.he} always looks back for ${c.his} friends.`,
        (c) => `${c.H} knows now that a kind look and a hug can make a sad friend smile.`,
      ],
    },
    older: {
      setup: [(c) => `${c.H} was always first: first up, first out, first to arrive, and too quick, most days, to see who had been left behind.`],
      turn: [(c) => `${c.H} stopped short, came back, and knelt beside ${c.F}. "Tell me," ${c.he} said simply. And ${c.F} did, and the telling made the worry shrink until it fitted in a pocket.`],
      echo: [(c) => `${c.H} went on being quick, but ${c.he} never again forgot to look round and ask, "Are you all right?"`],
    },
  },
  responsibility: {
    young: {
      setup: [
        (c) => `"This is a big job," said Grandma, and she gave ${c.treasure.the} to ${c.H}. "Keep it safe!" "I will!" said ${c.H}.`,
        (c) => `Today, Grandma had given ${c.H} a very important job: to take care of ${c.treasure.the}.`,
      ],
      pressure: [
        (c) => `${c.F} called, "Come and play!" ${c.H} wanted to run off. But who would look after ${c.treasure.the}?`,
        (c) => `${c.H} was tired. But ${c.he} did not let go of ${c.treasure.the}. A job is a job!`,
      ],
      turn: [
        (c) => `${c.H} held ${c.treasure.the} tight and said, "I promised, so I'll do it." And ${c.he} did it, all by ${c.him}self.`,
        (c) => `"I can do my job," said ${c.H}. ${c.He} kept ${c.treasure.the} safe and helped ${c.F} too.`,
        (c) => `${c.H} did not give up ${c.his} job. Careful, careful, ${c.he} did everything just right.`,
      ],
      echo: [
        (c) => `"You kept your promise," said Grandma. ${c.H} smiled from ear to ear.`,
        (c) => `${c.H} felt big and proud. Doing a job well feels good!`,
      ],
    },
    older: {
      setup: [(c) => `"You're old enough now," Grandma had said, placing ${c.treasure.the} in ${c.H}'s care. "Bring it home safe." ${c.H} had never been trusted with anything so important.`],
      turn: [(c) => `${c.H} did not wait to be told. ${c.He} tucked ${c.treasure.the} safely away, looked at the problem, and dealt with it, step by careful step, as if it had always been ${c.his} job.`],
      echo: [(c) => `${cap(c.treasure.the)} came home without a scratch, and so did everyone else. Grandma just nodded, as if she had never doubted it for a moment.`],
    },
  },
  creativity: {
    young: {
      setup: [
        (c) => `${c.H} could make a castle from a box, and a rocket from a spoon!`,
        (c) => `${c.H} liked to ask, "What else could this be?"`,
      ],
      pressure: [
        (c) => `Nothing was working. ${c.H} tapped ${c.his} head. "Think, think, think!"`,
        (c) => `"Oh no, we're stuck," said ${c.F}. But ${c.H} was already looking around for ideas.`,
      ],
      turn: [
        (c) => `"I know!" said ${c.H}. ${c.He} turned ${c.treasure.the} upside down and tried something new. It worked!`,
        (c) => `${c.H} had a funny, clever idea, and ${c.treasure.the} was just what ${c.he} needed. Clever ${c.H}!`,
        (c) => `${c.H} looked at ${c.treasure.the} in a brand-new way. "Let's try this!" And it was just right.`,
      ],
      echo: [
        (c) => `${c.H} loved ${c.his} new idea. There is always another way to try!`,
        (c) => `Now ${c.H} and ${c.F} make up new ideas together every day.`,
      ],
    },
    older: {
      setup: [(c) => `Give ${c.H} a cardboard box and an afternoon, and you would get back a ship, a castle, or a machine for sorting buttons by colour.`],
      turn: [(c) => `${c.H} stopped, tilted ${c.his} head, and grinned. "Nobody said we had to do it the ordinary way," ${c.he} said, and with ${c.treasure.the} and a bit of string, ${c.he} built something nobody had ever seen.`],
      echo: [(c) => `${c.H} never looked at an ordinary thing in quite the same way again: every spoon, button and box might be the start of an idea.`],
    },
  },
  none: {
    young: {
      turn: [
        (c) => `"We can do it," said ${c.H}. "Yes, we can!" said ${c.F}.`,
        (c) => `${c.H} and ${c.F} held hands. "Ready?" "Ready!"`,
      ],
      echo: [
        (c) => `What a happy day! ${c.H} and ${c.F} smiled all the way home.`,
        (c) => `It had been the best day ever. ${c.H} gave ${c.F} a goodnight wave.`,
      ],
    },
    older: {
      turn: [(c) => `${c.H} took a breath and glanced at ${c.F}, who nodded. No more words were needed: they knew what to do.`],
      echo: [(c) => `${c.H} lay awake for a little while that night, smiling at the ceiling and remembering every part of the day.`],
    },
  },
};
