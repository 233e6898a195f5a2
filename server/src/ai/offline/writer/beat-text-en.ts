// English frames around the plot sentences of each beat, per age band.
import type { BeatTexts } from './beat-text.ts';
import type { En } from './story-context.ts';
import { cap } from './text-tools.ts';

export const EN_BEATS: BeatTexts<En> = {
  home: {
    open: {
      young: [
        (c) => `Once upon a time, there was ${c.hA} called ${c.H}. ${c.He} lived ${c.home.in}.`,
        (c) => `Once there was ${c.hA} named ${c.H}, who lived ${c.home.in}.`,
        (c) => `${cap(c.home.in)}, there lived ${c.hA}. ${c.His} name was ${c.H}.`,
      ],
      mid: [
        (c) => `Once upon a time, ${c.home.in}, there lived ${c.hA} called ${c.H}.`,
        (c) => `Not so long ago, and not so very far away, ${c.hA} named ${c.H} lived ${c.home.in}.`,
        (c) => `${cap(c.home.in)} lived ${c.hA} called ${c.H}, and there was nobody quite like ${c.him} in all the land.`,
        (c) => `If you had passed by ${c.home.the} on a sunny morning, you might have met ${c.H}, ${c.hA} with a very big heart.`,
      ],
    },
    close: {
      young: [
        (c) => `${c.H}'s best friend was ${c.Fx}. They did everything together.`,
        (c) => `${c.H} had a best friend called ${c.F}. They played together every day.`,
        (c) => `${c.H} and ${c.Fx} were best friends. Best friends forever!`,
        (c) => `Every day, ${c.H} played with ${c.Fx}, ${c.his} very best friend.`,
      ],
      mid: [
        (c) => `${c.H}'s best friend was ${c.Fx}, and the two of them were hardly ever apart.`,
        (c) => `Every day, ${c.H} played with ${c.Fx}, ${c.his} very best friend in the whole world.`,
        (c) => `Nearly always, wherever ${c.H} went, ${c.Fx} went too, because that is what best friends do.`,
      ],
    },
    rich: [
      () => 'It was the kind of place where mornings began with birdsong and evenings ended with stories, and where nothing very surprising ever happened. Until, that is, the day this story begins.',
      (c) => `${c.H} was curious about everything: why the sky was blue, where the wind went at night, and what lay beyond the farthest hill. ${c.He} asked so many questions that even the trees seemed to lean in to listen.`,
    ],
  },
  want: {
    rich: [
      (c) => `${c.H} thought about it all day long: while eating breakfast, while brushing ${c.his} teeth, and even while pretending to be asleep. Some wishes are like that. Once they have started, they will not sit still.`,
      () => 'Sometimes a wish is so big that it seems to fill a whole room, and this was one of those wishes.',
    ],
  },
  problem: {
    close: {
      young: [
        (c) => `"Oh no!" said ${c.H}.`,
        (c) => `"Oh dear," said ${c.F}. "What can we do?"`,
        (c) => `${c.H} felt worried. What now?`,
      ],
      mid: [
        (c) => `"Oh no," whispered ${c.H}. "What are we going to do?"`,
        (c) => `${c.F} looked at ${c.H}, and ${c.H} looked at ${c.F}. Something had to be done.`,
        (c) => `${c.H} stood up straight. "Don't worry," ${c.he} said, though ${c.he} was a little worried too. "We'll find a way."`,
      ],
    },
    rich: [
      (c) => `For a long moment nobody moved. The whole world seemed to hold its breath, as if it, too, was waiting to see what ${c.H} would do.`,
      (c) => `${c.H} felt a flutter of worry deep down inside, the kind that comes when something important goes wrong and nobody seems to know how to fix it.`,
    ],
  },
  journey: {
    open: {
      young: [
        (c) => `${c.H} and ${c.F} set off together. Off they went!`,
        (c) => `Off went ${c.H} and ${c.F}. They walked and walked and walked.`,
        (c) => `${c.H} packed a bag. Then the two friends set off together.`,
      ],
      mid: [
        (c) => `${c.H} and ${c.F} set off with a bag of sandwiches and a great deal of hope. The path wound through ${c.far.the}, and they sang as they walked to keep their spirits up.`,
        (c) => `${c.H} packed a bag with everything they might need, and the two friends set off through ${c.far.the}.`,
        (c) => `Their way led through ${c.far.the}, which neither of them had ever crossed before.`,
      ],
    },
    close: {
      young: [
        (c) => `"Are we nearly there?" asked ${c.F}. "Nearly!" said ${c.H}.`,
        () => 'Up the hill and down the hill they went.',
        () => 'Tramp, tramp, tramp, went their feet.',
        (c) => `"Over here!" called ${c.H}. And on they went.`,
      ],
      mid: [
        () => 'By and by, the path grew easier.',
        (c) => `Step by step, they went on, until ${c.far.the} was far behind them.`,
        () => 'The path was long, but talking made it shorter, and laughing made it shorter still.',
      ],
    },
    rich: [
      () => 'They passed fields where rabbits played hide-and-seek, crossed a stream on slippery stepping stones, and stopped to rest under a leaning willow whose leaves whispered like old friends.',
      () => 'The further they went, the stranger and more wonderful the world became: trees with silver bark, flowers that turned to follow them, and a signpost that pointed in six directions at once.',
    ],
  },
  meeting: {
    open: {
      young: [
        () => 'On the way, they met a little rabbit. "Hello!" said the rabbit.',
        () => 'Then they met a friendly frog. "Ribbit! Hello!" said the frog.',
        () => 'A small brown squirrel ran down a tree. "Where are you going?" it asked.',
      ],
      mid: [
        () => 'Beside the path sat a chatty squirrel, who wanted to know everything about where they were going and why.',
        () => 'A young hare bounded out of the long grass to say hello, his nose twitching with curiosity.',
        () => 'Sitting on a mushroom was an old tortoise, who had seen a great deal of the world, very slowly.',
      ],
    },
    close: {
      young: [
        () => '"Good luck!" called their new friend, and waved goodbye.',
        () => '"Be brave!" it said. And off they went again.',
      ],
      mid: [
        () => '"Keep going," said their new friend. "The best things are always a little further on."',
        () => 'They said goodbye and thank you, and went on their way feeling a little braver than before.',
      ],
    },
    rich: [
      () => 'It is a funny thing about journeys: the friends you meet on the way often turn out to matter just as much as the place you are going.',
    ],
  },
  try1: {
    close: {
      young: [
        () => 'Oh dear! That did not work.',
        () => 'It did not work. Not one little bit.',
        (c) => `"Oh, bother," said ${c.H}.`,
        (c) => `${c.H} frowned. What now?`,
      ],
      mid: [
        (c) => `"Never mind," said ${c.F}. "That was only the first try."`,
        (c) => `${c.H} sighed a long, wobbly sigh. That had not worked at all.`,
      ],
    },
    rich: [
      (c) => `${c.H} stared at the ground, cheeks burning. It is never nice when something does not work, especially when you have tried your very best.`,
    ],
  },
  try2: {
    close: {
      young: [
        (c) => `${c.H} sat down. "It's too hard," ${c.he} said.`,
        (c) => `Oh no! Not again! ${c.H} felt like crying.`,
        (c) => `${c.H}'s lip wobbled. Still no good!`,
        (c) => `"What shall we do?" asked ${c.F}. Nobody knew.`,
      ],
      mid: [
        () => 'They sat down side by side to think. There had to be another way, but what?',
        (c) => `${c.F} stayed close beside ${c.H}. "We'll think of something," ${c.F} said softly.`,
      ],
    },
    rich: [
      () => 'Somewhere nearby, someone was whistling a cheerful tune, as if nothing had gone wrong at all, and somehow that made it feel just a little bit worse.',
    ],
  },
  setback: {
    open: {
      young: [
        () => 'Then everything seemed to go wrong at once. Oh dear, oh dear!',
        (c) => `Then ${c.H}'s tummy rumbled. Grumble, grumble! ${c.He} felt tired and cross.`,
        (c) => `${c.H} was tired. ${c.His} ${c.limbs} were tired too.`,
      ],
      mid: [
        () => 'By now they were both tired, hungry and a little bit cross, and nothing at all seemed to be going right.',
        (c) => `${c.H}'s ${c.limbs} ached, ${c.his} tummy rumbled, and the day seemed to have grown very long indeed.`,
        (c) => `${c.H} sat down, very still and very quiet, and did not say anything for a long time.`,
      ],
    },
    close: {
      young: [
        (c) => `"I want to go home," said ${c.H}, in a very small voice.`,
        (c) => `${c.F} gave ${c.H} a big hug. That helped a little.`,
        (c) => `${c.F} sat close to ${c.H}. "I'm here," said ${c.F}.`,
      ],
      mid: [
        (c) => `"Maybe it's impossible," ${c.H} whispered. ${c.F} sat down close beside ${c.him}. "Maybe," said ${c.F}. "But not yet."`,
        (c) => `${c.F} did not say anything. ${c.F} just sat close to ${c.H}, and that helped more than words.`,
      ],
    },
    rich: [
      (c) => `It is at moments like these, when everything seems to go wrong at once, that a story can go one of two ways. ${c.H} did not know it yet, but this one was about to turn.`,
    ],
  },
  discovery: {
    open: {
      young: [
        (c) => `Then ${c.H} saw something. Footprints! Tiny footprints!`,
        () => 'Look! Something was shining, just over there.',
      ],
      mid: [
        (c) => `Just then, ${c.H} spotted something half-hidden nearby: a scrap of paper with an arrow drawn on it, its lines faded almost away.`,
        (c) => `A glint caught ${c.H}'s eye. It was a single golden thread, stretched out low and leading away, as if someone wanted to be followed.`,
        (c) => `Right at their feet, ${c.H} found a row of tiny footprints, all heading the same way.`,
      ],
    },
    close: {
      young: [
        (c) => `"This way!" said ${c.H}.`,
        (c) => `"Come on!" said ${c.F}.`,
      ],
      mid: [
        (c) => `"What does it mean?" wondered ${c.F}. Neither of them knew yet, but it felt very much like a clue.`,
        (c) => `${c.H}'s heart beat a little faster. Perhaps they were on the right track after all.`,
      ],
    },
  },
  help: {
    open: {
      young: [
        (c) => `Just then, ${c.aHelper} came along.`,
        (c) => `Who was that? It was ${c.aHelper}!`,
      ],
      mid: [
        (c) => `Just then, ${c.aHelper} came by, and stopped to ask what the matter was.`,
        (c) => `A kind voice spoke from behind them. It belonged to ${c.aHelper}, who had been watching all along.`,
        (c) => `${cap(c.aHelper)} happened to pass by, and listened carefully while ${c.H} explained everything.`,
      ],
    },
    close: {
      young: [
        (c) => `"Thank you!" said ${c.H}.`,
        (c) => `${c.H} smiled. Now ${c.he} knew what to do!`,
      ],
      mid: [
        (c) => `${c.H}'s eyes grew wide. Of course! Why hadn't ${c.he} thought of that?`,
        (c) => `"Thank you," said ${c.H}, and ${c.he} meant it with all ${c.his} heart.`,
      ],
    },
    rich: [
      (c) => `${c.H} turned the words over and over in ${c.his} mind, the way you turn a smooth pebble in your pocket, until at last they began to make sense.`,
    ],
  },
  turning: {
    open: {
      young: [
        (c) => `${c.H} stood up tall.`,
        () => 'This time, things would be different.',
        (c) => `${c.H} took a big, brave breath.`,
        () => 'Now it was time.',
      ],
      mid: [
        (c) => `Now ${c.H} knew what had to be done.`,
        () => 'This time, things were going to be different.',
      ],
    },
    rich: [
      (c) => `Later, ${c.H} would say that this was the moment everything changed. Not because anything magical happened, but because ${c.he} decided, deep down, to do the right thing.`,
    ],
  },
  resolution: {
    open: {
      young: [() => 'Hooray! They had done it!', () => 'They did it! Hooray!', () => 'Yippee! It worked!', (c) => `"We did it!" cheered ${c.F}.`],
      mid: [() => 'They had done it!', () => 'And just like that, it was done.'],
    },
    close: {
      young: [
        (c) => `${c.H} laughed and laughed. ${c.F} laughed too.`,
        () => 'Everyone was happy. Everyone!',
        (c) => `${c.H} did a happy little dance.`,
        (c) => `${c.F} gave ${c.H} the biggest hug ever.`,
      ],
      mid: [
        (c) => `${c.H} and ${c.F} laughed and hugged and danced a silly dance, right there and then.`,
        (c) => `${c.H} felt warm and glowy all over, like a cup of cocoa on a winter's night.`,
      ],
    },
    rich: [
      (c) => `Later, people would tell the story of that day many times, and each time it grew a little grander. But ${c.H} always remembered the small things best: the feeling of trying, and of ${c.F} right there beside ${c.him}.`,
    ],
  },
  stroll: {
    open: {
      young: [
        (c) => `"Let's go for a little walk," said ${c.F}. "Walking helps you think."`,
        (c) => `${c.H} and ${c.F} went out for some fresh air. Stomp, stomp, stomp!`,
        (c) => `Out went ${c.H} and ${c.F}, for a little walk to clear their heads.`,
      ],
      mid: [
        (c) => `"I think," said ${c.F}, "that we need some fresh air." So the two of them went out for a little walk, to clear their heads and let their ideas settle.`,
        (c) => `${c.H} always thought best while walking, so ${c.he} and ${c.F} went out for a stroll, to let ${c.his} thoughts untangle on the way.`,
        () => 'They left everything just as it was and slipped out for a walk. Sometimes the best way to mend a problem is to leave it alone for a little while.',
      ],
    },
    close: {
      young: [
        () => 'Then they went back home. Time to try again!',
        (c) => `Now ${c.H} felt better. Back home they went.`,
      ],
      mid: [
        (c) => `By the time they turned for home, ${c.H}'s head felt clear and light again.`,
        (c) => `On the way back, ${c.H} walked faster and faster. An idea was beginning to tickle.`,
      ],
    },
    rich: [
      (c) => `There is something about walking that shakes the thoughts loose, like apples from a tree. By the time they had gone a little way, ${c.H} already felt lighter.`,
    ],
  },
  visit: {
    open: {
      young: [
        () => 'Who should come by just then but a little hedgehog from down the lane! "Hello!" said the hedgehog.',
        () => 'A robin fluttered down beside them. "Hello, hello!" it chirped.',
        () => 'Then a little grey rabbit hopped in to say hello.',
      ],
      mid: [
        () => 'Just then, a hedgehog from down the lane came by to borrow a cup of sugar, and stayed to hear all about it.',
        () => 'A robin fluttered down beside them, put its head on one side, and seemed to want to know what all the fuss was about.',
        () => 'Old Mr Mole from next door popped by with a basket of plums. "I heard all the commotion," he said. "Is everything all right?"',
      ],
    },
    close: {
      young: [
        () => '"Good luck!" said their visitor, and off it went.',
        (c) => `"Bye-bye!" called ${c.H} and ${c.F}. What a nice visit!`,
      ],
      mid: [
        () => '"Good luck," said their visitor on the way out. "I have a feeling you two will manage."',
        (c) => `After their visitor had gone, everything felt a little quieter, but ${c.H} felt a little braver.`,
      ],
    },
    rich: [
      () => 'It is a funny thing about visitors: they come for a minute, and leave a little cheer behind them, like crumbs on a plate.',
    ],
  },
  return: {
    open: {
      young: [
        (c) => `Then ${c.H} and ${c.F} went home.`,
        () => 'At last, it was time to go home.',
        (c) => `Home went ${c.H} and ${c.F}, tired and happy.`,
      ],
      mid: [
        (c) => `At last, ${c.H} and ${c.F} turned for home, chattering all the way.`,
        (c) => `By the time they reached ${c.home.the}, it was nearly bedtime.`,
      ],
    },
    close: {
      young: [
        (c) => `Then ${c.H} snuggled into bed. Goodnight, ${c.H}.`,
        (c) => `And ${c.H} fell fast asleep, with a smile on ${c.his} face.`,
      ],
      mid: [
        (c) => `And that night, ${c.H} fell asleep with a smile, dreaming of all the adventures still to come.`,
        (c) => `${c.H} curled up, warm and sleepy, and wondered what tomorrow would bring.`,
      ],
    },
    rich: [
      (c) => `${cap(c.home.the)} looked just the same as always, and yet, somehow, it did not. Perhaps it was not ${c.home.the} that had changed, ${c.H} thought, but ${c.him}.`,
    ],
  },
};
