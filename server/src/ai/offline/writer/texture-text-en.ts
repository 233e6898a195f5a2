// English texture: places, times of day, feelings, refrains and what each hero is like.
import type { TextureText } from './beat-text.ts';
import type { En } from './story-context.ts';

export const EN_TEXTURE: TextureText<En> = {
  place: {
    forest: [
      () => 'Tall trees creaked gently overhead, and sunlight fell through the leaves in little golden coins.',
      () => 'The forest smelled of moss and pine needles, and somewhere a woodpecker was knocking.',
      () => 'Ferns brushed against them as they passed, and a deer watched them from between the trees.',
    ],
    castle: [
      () => 'Flags fluttered from the towers, and the old stone walls were warm from the sun.',
      () => 'Their footsteps echoed along the long stone corridors, past suits of armour and sleepy portraits.',
      () => 'From the castle windows you could see all the way to the hills.',
    ],
    meadow: [
      () => 'The meadow was full of buttercups and daisies, and bees hummed busily from flower to flower.',
      () => 'Long grass swished around them, and butterflies danced over the flowers.',
      () => 'A warm breeze rolled across the meadow, making the grass ripple like the sea.',
    ],
    sea: [
      () => 'Waves rolled up the sand, hushed, and rolled back again.',
      () => 'Gulls wheeled in the wind, and the air tasted of salt.',
      () => 'Little crabs scuttled between the rock pools, and the water sparkled all the way to the sky.',
    ],
    mountain: [
      () => 'The path zigzagged up the mountain, higher and higher, until the clouds were close enough to touch.',
      () => 'Up here the air was cool and clear, and the whole world lay spread out below like a map.',
      () => 'Small stones clattered away under their feet, and an eagle circled far above.',
    ],
    village: [
      () => 'Smoke curled from the chimneys, and the baker waved from his doorway.',
      () => 'The village square was busy with market stalls, chattering neighbours and the smell of fresh bread.',
      () => 'Window boxes full of red geraniums brightened every little house along the lane.',
    ],
    cave: [
      () => 'Inside, the cave was cool and quiet, and drops of water went plink, plonk, plink.',
      () => 'The cave walls glittered faintly, as if someone had sprinkled them with stars.',
      () => 'Every sound in there came back again, softer and softer, from deep inside the rock.',
    ],
    sky: [
      () => 'Clouds drifted past like great soft pillows, and the wind sang in their ears.',
      () => 'Far below, the fields looked like a patchwork quilt, and the rivers like silver ribbons.',
      () => 'Up among the clouds everything was hushed, and the world below looked very small.',
    ],
    home: [
      () => 'A kettle was singing on the stove, and the kitchen smelled of toast.',
      () => 'The little house was warm and cosy, with a crackling fire and a rug that was perfect for sitting on.',
      () => 'Sunlight spilled through the window onto the kitchen table.',
    ],
    library: [
      () => 'Shelves of books stretched up and up, higher than anyone could reach.',
      () => 'The library was so quiet that you could hear the pages rustle, and it smelled of old paper and polish.',
      () => 'Dust danced in the beams of light between the tall, crowded shelves.',
    ],
    garden: [
      () => 'Roses climbed over the old walls, and the paths were edged with lavender.',
      () => 'In the garden, bees bumbled among the flowers, and a blackbird sang on the wall.',
      () => 'The garden smelled of warm earth and sweet peas, and a little fountain chuckled to itself.',
    ],
  },
  time: {
    morning: {
      young: [() => 'It was morning. The sun came up.', () => 'The birds sang. It was a brand-new day.', () => 'Good morning, world! The sky was blue.', () => 'Cock-a-doodle-doo! Morning was here.', () => 'The sun opened one sleepy eye. It was morning.', () => 'It was early, very early. Everyone was still yawning.'],
      mid: [
        () => 'The sun was only just up, and the whole day still felt new and shiny.',
        () => 'It was a bright, fresh morning, the kind that feels full of possibilities.',
        () => 'Morning had come, cool and clear, and the world was only just waking up.',
        () => 'The first birds were singing, and the day smelled brand new.',
        () => 'A pale morning sun was climbing into a sky the colour of forget-me-nots.',
      ],
    },
    day: {
      young: [() => 'The sun was high and warm.', () => 'It was a sunny day.', () => 'The morning was gone. Now it was afternoon.', () => 'The sky was blue, blue, blue.', () => 'It was the middle of the day.', () => 'After lunch, the day went on and on.'],
      mid: [
        () => 'By now the sun was high in the sky, and the day was warm and bright.',
        () => 'The afternoon was long and golden, and the shadows were short.',
        () => 'It was the middle of the day, and the world hummed lazily in the warmth.',
        () => 'Lunchtime came and went, and the day rolled on.',
        () => 'The day had grown warm, and everyone seemed to be busy with something.',
      ],
    },
    evening: {
      young: [() => 'The sun went down. The sky turned pink.', () => 'It was evening now.', () => 'The day was nearly over.', () => 'The shadows grew long and stretchy.', () => 'The birds sang their evening song.', () => 'The sky turned orange and gold.'],
      mid: [
        () => 'The sun was sinking low, painting the sky orange and pink.',
        () => 'Evening was coming. The shadows grew long, and the birds began their goodnight songs.',
        () => 'The light was turning soft and golden, the way it does at the end of a long day.',
        () => 'Lamps were being lit, one by one, as the day began to fade.',
        () => 'The air grew cooler, and the day began to yawn.',
      ],
    },
    night: {
      young: [() => 'Now it was dark, as dark as the inside of a boot.', () => 'It was dark now. Owls hooted. Hoo, hoo!', () => 'It was late, very late, long past bedtime.', () => 'Shh! It was night-time.', () => 'Tick, tock. It was the middle of the night.', () => 'Everything was asleep. Well, nearly everything.'],
      mid: [
        () => 'Night had fallen, soft and deep, and the world had gone very quiet.',
        () => 'It was night now, and the world was quiet except for the hoot of an owl.',
        () => 'It was the middle of the night, long past anyone\'s bedtime.',
        () => 'Everything was shadows and whispers now.',
        () => 'Darkness wrapped itself around them like a great soft blanket.',
      ],
    },
  },
  mood: {
    calm: {
      young: [(c) => `${c.H} felt calm and cosy.`],
      mid: [(c) => `Everything was peaceful, and ${c.H} felt calm right down to ${c.his} toes.`, () => 'For a while, the only sound was the gentle hum of the world going about its business.'],
    },
    happy: {
      young: [(c) => `${c.H} was so happy!`, (c) => `${c.F} clapped. Hooray!`],
      mid: [(c) => `${c.H} could not stop smiling.`, (c) => `${c.F} did a little hop of joy.`],
    },
    worried: {
      young: [(c) => `${c.H}'s tummy felt wobbly.`, (c) => `${c.F} held on tight to ${c.H}.`],
      mid: [(c) => `${c.H} chewed ${c.his} lip and tried not to look worried.`, (c) => `"What if it doesn't work?" whispered ${c.F}.`],
    },
    excited: {
      young: [(c) => `${c.H} jumped up and down.`, (c) => `"Let's go!" said ${c.F}.`],
      mid: [(c) => `${c.H}'s heart was thumping with excitement.`, (c) => `"This is going to be an adventure," said ${c.F}, eyes shining.`],
    },
    sad: {
      young: [(c) => `A tear rolled down ${c.H}'s cheek.`],
      mid: [(c) => `${c.H} felt as grey as a rainy Monday.`, () => 'Even the day seemed to have gone quiet.'],
    },
    proud: {
      young: [(c) => `${c.H} felt proud. Very proud!`],
      mid: [(c) => `${c.H} felt proud, in a quiet, warm sort of way.`, (c) => `${c.F} gave ${c.H} a big grin. "You did it!"`],
    },
  },
  rich: [
    () => 'The world, it seemed, was full of surprises for anyone willing to look for them.',
    (c) => `${c.H} noticed things that ${c.he} had never noticed before: the shape of the shadows, the way the light moved, the many small sounds that made up the silence.`,
    (c) => `${c.F} hummed a tune, slightly out of key, and ${c.H} joined in, and somehow that made everything feel possible.`,
    (c) => `"Do you ever wonder," said ${c.F}, "what the world looks like to a bird?" ${c.H} did wonder, often.`,
    (c) => `${c.H} thought of Grandma's kitchen for a moment, of its warm smells and friendly sounds, and felt a little glow inside.`,
  ],
  refrains: [
    (c) => `Side by side and heart to heart, ${c.H} and ${c.F} were never apart.`,
    (c) => `Big or small, short or tall, ${c.H} was the bravest of them all!`,
    (c) => `Whatever happens, come what may, ${c.H} and ${c.F} will find a way.`,
  ],
  traits: {
    'brave-knight': [
      (c) => `${c.H} had a shiny shield, a wooden sword for practising, and a very big heart.`,
      (c) => `Every morning, ${c.H} polished ${c.his} helmet until it shone like the sun.`,
      (c) => `${c.H} was not the biggest knight in the land, but ${c.he} was certainly the kindest.`,
    ],
    'clever-princess': [
      (c) => `${c.H} loved puzzles, maps and books, and always had an idea up ${c.his} sleeve.`,
      (c) => `${c.H} wore a crown that was slightly too big, and thought faster than anyone in the kingdom.`,
      (c) => `Whenever something was broken, ${c.H} was the first to say, "Let me see."`,
    ],
    'friendly-dragon': [
      (c) => `${c.H} had shiny green scales, a long curly tail, and a warm breath that was perfect for toasting marshmallows.`,
      (c) => `${c.H} was so friendly that even the sheep were not afraid of ${c.him}.`,
      (c) => `When ${c.H} laughed, little puffs of smoke came out of ${c.his} nose.`,
    ],
    'wise-owl': [
      (c) => `${c.H} had big round eyes, soft speckled feathers, and an answer for almost everything.`,
      (c) => `${c.H} had read every book in the forest, some of them twice.`,
      (c) => `${c.H} could turn ${c.his} head almost all the way round, which was very useful for noticing things.`,
    ],
    'playful-cat': [
      (c) => `${c.H} loved chasing ribbons, leaping after butterflies and curling up in patches of sunshine.`,
      (c) => `${c.H} had soft paws, bright green eyes and a tail that never stopped twitching.`,
      (c) => `There was nothing ${c.H} liked better than a game, unless it was a nap after a game.`,
    ],
    'curious-mouse': [
      (c) => `${c.H} had twitchy whiskers, a long pink tail and a head full of questions.`,
      (c) => `${c.H} was small enough to squeeze through a keyhole, and curious enough to want to.`,
      (c) => `"Why?" was ${c.H}'s favourite word, and "What's that?" came a close second.`,
    ],
    'magical-unicorn': [
      (c) => `${c.H} had a silvery mane, and a horn that glowed softly when ${c.he} was happy.`,
      (c) => `Wherever ${c.H} trotted, little flowers sprang up in ${c.his} hoofprints.`,
      (c) => `${c.H} knew a little magic, though not as much as ${c.he} liked to think.`,
    ],
    'little-bear': [
      (c) => `${c.H} had fluffy brown fur, a round tummy and a nose that could smell honey from a mile away.`,
      (c) => `${c.H} gave the biggest, warmest bear hugs in the whole forest.`,
      (c) => `${c.H} loved blackberries, long naps and splashing in the river.`,
    ],
  },
};
