// More English lines for the youngest readers: how the story opens, the bedtime line, the refrain
// and what the hero is like. The seed chooses one of each, so short stories differ from the start.
import type { YoungMore } from './beat-text.ts';
import type { En } from './story-context.ts';

export const EN_YOUNG_MORE: YoungMore<En> = {
  opening: [
    (c) => `Hello! Meet ${c.H}. ${c.H} was ${c.hA}, and ${c.he} lived ${c.home.in}.`,
    (c) => `Long ago, ${c.home.in}, lived ${c.hA}. Everybody called ${c.him} ${c.H}.`,
    (c) => `Look, here comes ${c.H}! ${c.He} was ${c.hA}, and ${c.his} home was ${c.home.in}.`,
  ],
  bedtime: [
    (c) => `${c.H} yawned a big yawn and closed ${c.his} eyes. Sweet dreams, ${c.H}.`,
    (c) => `Snug and warm, ${c.H} drifted off to sleep. Night night, ${c.H}.`,
    (c) => `The moon peeped in at the window, and ${c.H} was already dreaming.`,
  ],
  refrains: [
    (c) => `Skip and hop and spin around, ${c.H} and ${c.F} jump up and down!`,
    (c) => `Hop and skip and jump and run, ${c.H} and ${c.F} have lots of fun!`,
    (c) => `One, two, three, who can it be? It's ${c.H}, as brave as can be!`,
  ],
  traits: {
    'brave-knight': [
      (c) => `${c.H} rode a little grey pony and waved ${c.his} shield at everyone ${c.he} met.`,
      (c) => `${c.H}'s armour went clink, clank, clunk whenever ${c.he} walked.`,
    ],
    'clever-princess': [
      (c) => `${c.H} could count to a hundred, backwards, while standing on one foot.`,
      (c) => `${c.H} kept a notebook full of ideas in ${c.his} pocket, just in case.`,
    ],
    'friendly-dragon': [
      (c) => `${c.H} had little wings that went flap, flap, flap, and a very happy grin.`,
      (c) => `${c.H} loved warm rocks, sunny days and giving rides to ${c.his} friends.`,
    ],
    'wise-owl': [
      (c) => `${c.H} said "Hoo, hoo!" whenever ${c.he} was thinking, which was almost always.`,
      (c) => `${c.H} wore tiny round glasses and knew the name of every star.`,
    ],
    'playful-cat': [
      (c) => `${c.H} could jump higher than a fence and purr louder than a kettle.`,
      (c) => `${c.H} had a pink nose, a striped tail and a very loud purr.`,
    ],
    'curious-mouse': [
      (c) => `${c.H} had a tiny nose that was always sniffing something new.`,
      (c) => `${c.H} loved cheese, crumbs and peeping into little holes.`,
    ],
    'magical-unicorn': [
      (c) => `${c.H}'s tail shimmered with every colour of the rainbow.`,
      (c) => `When ${c.H} was happy, tiny stars twinkled around ${c.his} horn.`,
    ],
    'little-bear': [
      (c) => `${c.H} had a round black nose and the softest ears you ever saw.`,
      (c) => `${c.H} liked honey for breakfast, honey for lunch and honey for tea.`,
    ],
  },
};
