// More plot skeletons: two more for each of adventure, friendship, magic and learning.
// Their prose lives in skeleton-more-a-en.ts and skeleton-more-a-fr.ts.
import type { SkeletonDef } from './skeletons.ts';

export const SKELETONS_MORE_A: readonly SkeletonDef[] = [
  // A seagull drops a bottle at the hero's door: a little sea turtle has lost the thing that guides her home.
  { id: 'bottle-message', theme: 'adventure', aways: ['silver-sea', 'shell-bay'], fars: ['whispering-wood', 'bluebell-wood', 'buttercup-meadow', 'rainbow-meadow'], goals: ['brass-compass', 'singing-shell'] },
  // Nobody has reached the heart of the great hedge maze for years: keep the hedge on one side, and it leads you there.
  { id: 'hedge-maze', theme: 'adventure', aways: ['rose-garden', 'secret-garden'], fars: ['whispering-wood', 'bluebell-wood', 'buttercup-meadow', 'rainbow-meadow'], goals: ['silver-bell'] },
  // A friend moves away and fears she will have nobody to play with: friends are made by playing, not by signs.
  { id: 'moving-day', theme: 'friendship', aways: ['applebrook', 'blue-cottage', 'buttercup-meadow', 'rainbow-meadow'], fars: ['whispering-wood', 'bluebell-wood', 'rose-garden'], goals: ['blue-ball'] },
  // An invitation passed from ear to ear arrives back to front: some things must be said face to face.
  { id: 'muddled-message', theme: 'friendship', aways: ['bluebell-wood', 'rose-garden', 'buttercup-meadow'], fars: ['whispering-wood', 'applebrook', 'rainbow-meadow'], goals: ['honey-cakes'] },
  // A paintbrush whose pictures come alive: the painted puppy runs away, and only comes back for a game.
  { id: 'painted-puppy', theme: 'magic', aways: ['rainbow-meadow', 'applebrook', 'rose-garden'], fars: ['whispering-wood', 'bluebell-wood', 'buttercup-meadow'], goals: ['blue-ball'] },
  // A little wand that does nothing for its owner, because its magic only works for someone else.
  { id: 'helping-wand', theme: 'magic', aways: ['applebrook', 'bright-castle', 'turret-castle', 'rose-garden'], fars: ['whispering-wood', 'bluebell-wood', 'buttercup-meadow', 'rainbow-meadow'], goals: ['magic-lantern'] },
  // Learning to fly a kite: not by pulling or throwing it, but by letting the wind lift it.
  { id: 'kite-day', theme: 'learning', aways: ['buttercup-meadow', 'rainbow-meadow', 'cloudtop-mountain', 'shell-bay'], fars: ['whispering-wood', 'bluebell-wood', 'applebrook'], goals: ['red-kite'] },
  // Learning to read, to read old Mrs Mole's stories back to her: one sound at a time.
  { id: 'read-aloud', theme: 'learning', aways: ['great-library', 'applebrook', 'blue-cottage'], fars: ['whispering-wood', 'bluebell-wood', 'buttercup-meadow', 'rainbow-meadow'], goals: ['story-book'] },
];
