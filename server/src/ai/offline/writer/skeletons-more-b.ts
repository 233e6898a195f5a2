// More plot skeletons: two more for each of kindness, bravery, discovery and family.
// Their prose lives in skeleton-more-b-en.ts and skeleton-more-b-fr.ts.
import type { SkeletonDef } from './skeletons.ts';

export const SKELETONS_MORE_B: readonly SkeletonDef[] = [
  // A kite found in a bush goes back to the little rabbit who lost it: flown high, it calls her.
  { id: 'lost-kite', theme: 'kindness', aways: ['buttercup-meadow', 'rainbow-meadow', 'applebrook'], fars: ['whispering-wood', 'bluebell-wood', 'cloudtop-mountain'], goals: ['red-kite'], where: { want: 'away', problem: 'away' } },
  // On the road to the Lantern Festival, a snail too slow to arrive in time: the kind help is to walk slowly with him.
  { id: 'slow-snail', theme: 'kindness', aways: ['applebrook', 'rose-garden'], fars: ['whispering-wood', 'bluebell-wood', 'buttercup-meadow', 'rainbow-meadow'], goals: ['paper-boat'], where: { problem: 'far', try1: 'far', try2: 'far', setback: 'far', help: 'far', turning: 'far' } },
  // The first night away from home, in a tent: the hero stops being afraid by comforting the friend.
  { id: 'first-campout', theme: 'bravery', aways: ['buttercup-meadow', 'rainbow-meadow', 'bluebell-wood', 'shell-bay'], fars: ['whispering-wood', 'applebrook', 'rose-garden'], goals: ['blanket'], where: { problem: 'away' }, night: true },
  // Chosen to read aloud at Story Night, the hero reads to one friendly face.
  { id: 'story-night', theme: 'bravery', aways: ['great-library', 'applebrook', 'turret-castle'], fars: ['whispering-wood', 'bluebell-wood', 'buttercup-meadow', 'rainbow-meadow'], goals: ['story-book'] },
  // A ring of mushrooms that glows only for those who wait in the dark: the fireflies' dance.
  { id: 'glow-ring', theme: 'discovery', aways: ['whispering-wood', 'bluebell-wood', 'secret-garden'], fars: ['buttercup-meadow', 'rainbow-meadow', 'applebrook'], goals: ['magic-lantern'], where: { want: 'away', problem: 'away' }, night: true },
  // The first snow: snowflakes melt before they can be seen, until they land on a cold blanket.
  { id: 'first-snow', theme: 'discovery', aways: ['cloudtop-mountain', 'snowy-peak'], fars: ['whispering-wood', 'bluebell-wood', 'buttercup-meadow', 'rainbow-meadow'], goals: ['blanket'], where: { problem: 'away' } },
  // Grandpa comes to live with the family and misses the sea: the hero brings him home a shell that sings of it.
  { id: 'grandpa-sea', theme: 'family', aways: ['silver-sea', 'shell-bay'], fars: ['whispering-wood', 'bluebell-wood', 'buttercup-meadow', 'rainbow-meadow'], goals: ['singing-shell'], stay: true, where: { turning: 'away' } },
  // Everyone in the family band has an instrument but the hero, who keeps the beat with a silver bell.
  { id: 'family-band', theme: 'family', aways: ['applebrook', 'rose-garden', 'buttercup-meadow'], fars: ['whispering-wood', 'bluebell-wood', 'rainbow-meadow'], goals: ['silver-bell'], stay: true, where: { turning: 'away', resolution: 'away' } },
];
