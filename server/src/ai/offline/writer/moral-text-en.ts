// English realisations of the moral arcs. The hero acts the lesson; nobody preaches it.
import type { MoralArcs } from './moral-arcs.ts';
import type { En, EnCtx } from './story-context.ts';
import { cap } from './text-tools.ts';

function ask(c: EnCtx): string {
  switch (c.tKind) {
    case 'food': return '"Could I have one, please?"';
    case 'toy': return '"Could I have a turn, please?"';
    case 'warm': return '"Could I snuggle under it too? I\'m cold."';
    case 'book': return '"Could we read it together?"';
    case 'light': return '"Could you hold it nearer? I can\'t see."';
  }
}

export const EN_MORALS: MoralArcs<En> = {
  sharing: {
    young: {
      setup: [
        (c) => `${c.H} had ${c.treasure.a}. It was ${c.his} favourite thing, and ${c.he} did not like to share it.`,
        (c) => `${c.H} loved ${c.his} ${c.treasure.the.slice(4)}. "Mine, all mine!" ${c.he} liked to say.`,
      ],
      pressure: [
        (c) => `${c.F} looked at ${c.treasure.the}. ${ask(c)} But ${c.H} held on tight. "It's mine!"`,
        (c) => `${c.H} kept ${c.treasure.the} all to ${c.him}self. But it did not feel nice.`,
        (c) => `${c.F} looked sad. ${c.H} hid ${c.treasure.the} behind ${c.his} back.`,
      ],
      turn: [
        (c) => `${c.H} looked at ${c.F}. Then ${c.he} held out ${c.treasure.the}. "Let's share," said ${c.H}. ${c.F} smiled a big smile.`,
        (c) => `"Here," said ${c.H}, and shared ${c.treasure.the} with ${c.F}. What a warm, happy feeling!`,
      ],
      echo: [
        (c) => `Now ${c.H} shares ${c.treasure.the} every day. Sharing makes it twice as nice.`,
        (c) => `From then on, ${c.H} always shared. It felt warm and happy inside.`,
      ],
    },
    older: {
      setup: [
        (c) => `${c.H} owned ${c.treasure.a}, and it was ${c.his} most treasured thing in the world. ${c.He} kept it close, and did not much like anyone else touching it.`,
        (c) => `Wherever ${c.H} went, ${c.treasure.the} went too. It was ${c.his === 'her' ? 'hers' : 'his'}, all ${c.his === 'her' ? 'hers' : 'his'}, and ${c.he} liked it that way.`,
      ],
      pressure: [
        (c) => `${c.F} glanced at ${c.treasure.the}. ${ask(c)} But ${c.H} hugged it close. "It's mine," ${c.he} mumbled, and somehow the words felt heavy.`,
        (c) => `${c.H} kept ${c.treasure.the} all to ${c.him}self, but it did not make ${c.him} feel any happier. If anything, it made ${c.him} feel a little lonely.`,
        (c) => `${c.F} was tired, and ${c.H} knew that ${c.treasure.the} would cheer ${c.F} up. Still, ${c.he} kept it tucked away, and pretended not to notice.`,
      ],
      turn: [
        (c) => `${c.H} looked at ${c.treasure.the}, and then at ${c.F}'s tired face. "Here," ${c.he} said, holding it out. "Let's share." ${c.F}'s face lit up like a lantern, and all at once they both felt strong enough to try again.`,
        (c) => `This time, ${c.H} did not hide ${c.treasure.the}. ${c.He} shared it with ${c.F} and with ${c.helper}, and a warm, bright feeling spread through all of them, as if the sun had come out inside.`,
      ],
      echo: [
        (c) => `From that day on, ${c.H} always shared ${c.treasure.the}, and ${c.he} discovered that sharing made everything twice as nice.`,
        (c) => `Whenever ${c.H} had something special after that, ${c.he} shared it, because a good thing shared is a good thing doubled.`,
      ],
    },
  },
  honesty: {
    young: {
      setup: [
        (c) => `${c.F} lent ${c.H} ${c.treasure.a}. "Be careful with it," said ${c.F}.`,
        (c) => `"You can borrow my ${c.treasure.the.slice(4)}," said ${c.F}. "Look after it!"`,
      ],
      pressure: [
        (c) => `Oops! ${c.H} dropped ${c.treasure.the}, and it got all dirty. "What happened?" asked ${c.F}. "The wind did it," said ${c.H}. But that was not true.`,
        (c) => `"Is ${c.treasure.the} all right?" asked ${c.F}. "Yes!" said ${c.H}, very fast. But it was not, and the fib felt like a heavy stone.`,
      ],
      turn: [
        (c) => `"${c.F}," said ${c.H}. "I told a fib. It was me. I'm sorry." ${c.F} gave ${c.H} a hug. "Thank you for telling me."`,
      ],
      echo: [
        (c) => `${c.H} always tells the truth now. It makes ${c.his} heart feel light.`,
        (c) => `Telling the truth felt good. ${c.H} would always remember that.`,
      ],
    },
    older: {
      setup: [
        (c) => `That morning, ${c.F} had lent ${c.H} something very precious: ${c.treasure.a}. "Please take good care of it," ${c.F} said. "It means a lot to me."`,
      ],
      pressure: [
        (c) => `While nobody was looking, ${c.H} tripped, and ${c.treasure.the} tumbled to the ground and got all scuffed and dirty. When ${c.F} asked what had happened, ${c.H} said quickly, "It was the wind." It was only a little fib, but it was a fib all the same.`,
        (c) => `${c.H} had not told ${c.F} the truth about ${c.treasure.the}, and now the fib sat in ${c.his} tummy like a cold stone. Every time ${c.F} smiled at ${c.him}, it grew a little heavier.`,
        (c) => `${c.H} had said "It wasn't me" when it was, and ${c.he} tried to forget about it, but the fib kept whispering inside ${c.his} head, and it was very hard to think about anything else.`,
      ],
      turn: [
        (c) => `${c.H} took a deep breath. "${c.F}, I have to tell you something. What I said wasn't true. It was me, and I'm sorry." ${c.F} was quiet for a moment, then smiled. "Thank you for telling me the truth." The cold stone melted away, and with a light heart, ${c.H} could think clearly at last.`,
        (c) => `At last, ${c.H} could not keep the fib inside any longer. "I spoiled ${c.treasure.the}, and I pretended it wasn't me," ${c.he} said, cheeks pink. "I'm sorry." ${c.F} gave ${c.him} a hug. "I'm glad you told me." Suddenly everything felt easier, as if a knot had come undone.`,
      ],
      echo: [
        (c) => `${c.H} never forgot how light ${c.he} had felt after telling the truth, and from then on, ${c.he} always did, even when it was hard.`,
        (c) => `${c.F} and ${c.H} cleaned ${c.treasure.the} together until it was as good as new, and ${c.H} knew that friends who tell each other the truth can mend almost anything.`,
      ],
    },
  },
  perseverance: {
    young: {
      setup: [(c) => `${c.H} liked to try new things, even hard things.`, (c) => `${c.H} never, ever gave up. Well, hardly ever.`],
      pressure: [
        (c) => `"It's too hard," said ${c.H}. "I want to stop." But then ${c.he} said, "No. One more try!"`,
        (c) => `${c.H} fell down. Bump! But ${c.H} got up again.`,
        (c) => `${c.H} wanted to stop. But ${c.he} said, "Just one more go."`,
      ],
      turn: [(c) => `${c.H} tried again. And again. And one more time!`, (c) => `Try, try, try again! ${c.H} did not give up.`],
      echo: [(c) => `Now, when something is hard, ${c.H} says, "One more try!"`, (c) => `${c.H} had learned something big: keep trying, and you get there.`],
    },
    older: {
      setup: [
        (c) => `${c.H} was not the sort to give up easily, though ${c.he} had never tried anything quite as hard as this before.`,
        (c) => `People said ${c.H} was as stubborn as a mule, but ${c.H} preferred to call it "not giving up".`,
      ],
      pressure: [
        (c) => `"Maybe we should just give up," sighed ${c.F}. ${c.H} nearly agreed. Nearly. But something inside ${c.him} whispered, "Not yet."`,
        (c) => `${c.H} sat down with a bump. "It's too hard," ${c.he} said. "I can't do it." Then, after a moment, ${c.he} added in a smaller voice, "Yet."`,
        (c) => `${c.H} was tired, and ${c.his} head was full of "can't". But ${c.he} brushed ${c.him}self off, looked at the problem again, and started to think.`,
      ],
      turn: [
        (c) => `${c.H} stood up and said, "Let's try again. Slowly this time, and carefully." ${c.He} was tired, and it was not going to be quick or easy, but this time ${c.he} was not going to stop halfway.`,
        (c) => `Everybody else might have given up by now, but not ${c.H}. ${c.He} tried once more, and then once more after that, learning a little from every mistake, until at last the answer was right there in front of ${c.him}.`,
      ],
      echo: [
        (c) => `From then on, whenever something was hard, ${c.H} remembered that day, took a deep breath, and said, "One more try!"`,
        (c) => `${c.H} knew now that "I can't" very often just means "I can't yet".`,
      ],
    },
  },
  empathy: {
    young: {
      setup: [(c) => `${c.H} was always in a hurry. Quick, quick, quick!`, (c) => `${c.H} liked to rush about. Zoom, zoom, zoom!`],
      pressure: [
        (c) => `${c.F} was tired and a bit scared. But ${c.H} did not see.`,
        (c) => `"Hurry up!" said ${c.H}. ${c.F} looked sad.`,
      ],
      turn: [(c) => `Then ${c.H} stopped and looked at ${c.F}. "Are you sad?" ${c.H} asked. ${c.H} gave ${c.F} a big, warm hug. Now they both felt better.`],
      echo: [(c) => `Now ${c.H} always asks, "How are you feeling?"`, (c) => `${c.H} had learned to stop, and look, and listen.`],
    },
    older: {
      setup: [
        (c) => `${c.H} was always busy, busy, busy, rushing from one thing to the next, and did not often stop to notice how others were feeling.`,
      ],
      pressure: [
        (c) => `${c.F} was looking tired and worried, but ${c.H} was in too much of a hurry to notice.`,
        (c) => `"Come on, hurry up!" called ${c.H}, without turning round to see ${c.F}'s worried face.`,
        (c) => `${c.F} had gone very quiet. ${c.H} thought it was nothing, and hurried on.`,
      ],
      turn: [
        (c) => `Then ${c.H} turned and really looked at ${c.F}. ${c.He} stopped. "You're scared, aren't you?" ${c.he} said gently. "Me too, a little." ${c.F} nodded, and they held on to each other. Once they had talked about their worries, the way ahead looked much less frightening, and they could work it out together.`,
        (c) => `${c.H} sat down beside ${c.F} and asked, "What's wrong?" And then, instead of talking, ${c.he} listened. ${c.F} had been worried all along, and had an idea too, but had been too shy to say so. It turned out to be exactly what they needed.`,
      ],
      echo: [
        (c) => `${c.H} had learned to look at the faces of friends, and to ask, "How are you feeling?" It was, ${c.he} decided, the best question in the world.`,
        (c) => `After that day, ${c.H} never rushed ahead without checking on ${c.F}. Noticing, ${c.he} had found, was a kind of magic.`,
      ],
    },
  },
  responsibility: {
    young: {
      setup: [(c) => `Grandma gave ${c.H} a job. "Look after ${c.treasure.the}," she said. "I will!" said ${c.H}.`, (c) => `"Can you keep ${c.treasure.the} safe for me?" asked Grandma. "Yes, I can!" said ${c.H}.`],
      pressure: [
        (c) => `${c.H} wanted to put ${c.treasure.the} down and play. But ${c.he} had made a promise.`,
        (c) => `${cap(c.treasure.the)} was heavy. But ${c.H} held on.`,
      ],
      turn: [(c) => `"This is my job," said ${c.H}. "I will do it." And ${c.he} did.`],
      echo: [(c) => `${c.H} gave ${c.treasure.the} back to Grandma. "Well done," said Grandma. ${c.H} felt very proud.`, (c) => `${c.H} had kept ${c.his} promise. Grandma gave ${c.him} a big, big hug.`],
    },
    older: {
      setup: [
        (c) => `That morning, Grandma had given ${c.H} an important job: to look after ${c.treasure.the} and bring it home safe. "Can I count on you?" she asked. "I promise," said ${c.H}, standing very straight.`,
      ],
      pressure: [
        (c) => `${cap(c.treasure.the)} was getting heavy, and ${c.H} was tempted to leave it somewhere and collect it later. Nobody would know. But ${c.he} would know, and a promise is a promise.`,
        (c) => `For a moment, ${c.H} wished that somebody else would sort everything out. It would be so much easier. But ${c.he} knew, deep down, that this was ${c.his} job.`,
        (c) => `${c.H} checked ${c.treasure.the} again. It was still safe. ${c.He} had promised, and ${c.he} meant to keep that promise.`,
      ],
      turn: [
        (c) => `${c.H} could have waited for someone else to fix things. Instead, ${c.he} thought, "This is my job, and I will see it through." ${c.He} made a plan, checked everything twice, and made sure ${c.F} was safe before taking a single step.`,
        (c) => `"Right," said ${c.H}, in a voice that sounded surprisingly grown-up. "Leave it to me." And, careful and steady, keeping ${c.treasure.the} safe all the while, ${c.he} did exactly what needed to be done.`,
      ],
      echo: [
        (c) => `When ${c.H} handed ${c.treasure.the} back to Grandma, safe and sound, she smiled. "I knew I could count on you." ${c.H} felt ten feet tall.`,
        (c) => `Everyone said that ${c.H} had been very grown-up, and ${c.H} found that being someone others could count on felt very good indeed.`,
      ],
    },
  },
  creativity: {
    young: {
      setup: [(c) => `${c.H} loved to make things. Boats from leaves! Hats from paper!`, (c) => `${c.H} was full of ideas. Big ideas, small ideas, silly ideas!`],
      pressure: [
        (c) => `"It's not working," said ${c.F}. ${c.H} thought and thought.`,
        (c) => `${c.H} looked at ${c.treasure.the}. Maybe it could help?`,
      ],
      turn: [(c) => `Then ${c.H} had a brand-new idea! ${c.He} used ${c.treasure.the} in a clever new way. What a good idea!`],
      echo: [(c) => `Now, when there is a problem, ${c.H} says, "Let's think of a new idea!"`, (c) => `${c.H} was proud of ${c.his} clever idea. What will ${c.he} make next?`],
    },
    older: {
      setup: [
        (c) => `${c.H} loved making things: boats from walnut shells, hats from dock leaves, and whole castles out of pebbles and string.`,
      ],
      pressure: [
        (c) => `"This isn't working," sighed ${c.F}. ${c.H} looked at what they had with them: a piece of string, a button and a pocketful of pebbles. Surely there was another way?`,
        (c) => `${c.H} kept trying the same thing over and over. "Perhaps," ${c.he} thought slowly, "what we need is not more trying, but a different idea."`,
        (c) => `${c.H} began to daydream, the way ${c.he} did when ${c.he} was making something, and a small idea started to grow in a corner of ${c.his} mind.`,
      ],
      turn: [
        (c) => `Then ${c.H} had an idea, a bright, bubbling, brand-new idea. Nobody had ever tried it before, so nobody could say it would not work. Using ${c.treasure.the}, a piece of string and a lot of imagination, ${c.he} set to work, twisting, tying and testing.`,
        (c) => `"What if we tried it a completely different way?" said ${c.H}, eyes shining. ${c.He} turned ${c.treasure.the} this way and that, and saw it, all of a sudden, not as it was, but as it could be.`,
      ],
      echo: [
        (c) => `Ever after, whenever something seemed impossible, ${c.H} would tap ${c.his} head and say, "Time for a new idea!"`,
        (c) => `${c.H} kept ${c.treasure.the} on the shelf by the window, to remind ${c.him} that there is always more than one way to solve a problem.`,
      ],
    },
  },
  none: {
    young: {
      setup: [],
      pressure: [],
      turn: [(c) => `${c.H} looked at ${c.F}. "Together?" "Together!"`],
      echo: [(c) => `What a day it had been! ${c.H} gave ${c.F} a big goodnight hug.`],
    },
    older: {
      setup: [],
      pressure: [],
      turn: [
        (c) => `${c.H} looked at ${c.F}, and ${c.F} looked at ${c.H}. "Together?" said ${c.H}. "Together," said ${c.F}. And with that, they began.`,
      ],
      echo: [
        (c) => `It had been a long day, and a wonderful one, and ${c.H} knew ${c.he} would remember it for a very long time.`,
      ],
    },
  },
};
