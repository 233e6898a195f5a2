// Who is in the picture: the brief's cast, with the story's hero always present and first, so the hero
// keeps its look even when a writer forgets to list it. The hero is the reader's child when the writer
// makes the child the hero (beside the animal the parent picked), else the character picked. The
// reader's child is drawn as a girl when the bible says the child is a girl, and in the look the parent chose (skin, hair, glasses) when there
// is one: as the 'child' beside an animal hero, or as the knight or princess the child plays. Decided from
// the bible alone, so the same on every page of the story.
import type { SceneBriefV2, SceneCastEntry } from '../../../scene-brief.ts';
import type { WrittenStory } from '../../../types.ts';
import { bareDesignId, designIdWithLook } from '../characters/index.ts';
import { designIdWearing } from '../characters/worn.ts';
import { propDesign, isLandmark } from '../props/index.ts';
import type { CastMember } from './framing.ts';
import { figureMood, figurePose } from './pose.ts';

const HUMAN_HEROES = new Set(['brave-knight', 'clever-princess']);

/** The design id for a cast id in this story. */
export function designIdFor(bible: WrittenStory['bible'], id: string): string {
  if (id === 'child') {
    const girl = bible.childGender ? bible.childGender === 'f' : bible.friendCharacter === 'child' && bible.friendGender === 'f';
    const base = girl ? 'child-girl' : 'child';
    return designIdWithLook(base, bible.childLook);
  }
  // The reader's brother and sister look like the child.
  if (id === 'brother' || id === 'sister') return designIdWithLook(id, bible.childLook);
  // The child plays the human hero: the knight or the princess wears the child's look.
  if (id === bible.heroCharacter && HUMAN_HEROES.has(id)) return designIdWithLook(id, bible.childLook);
  return id;
}

/** The cast in drawing order (hero first, at most three), each with its design, pose, face and held prop. */
export function castFor(bible: WrittenStory['bible'], brief: SceneBriefV2): CastMember[] {
  const seen = new Set<string>();
  const entries: SceneCastEntry[] = [];
  for (const c of brief.cast) {
    if (seen.has(c.character)) continue;
    seen.add(c.character);
    entries.push(c);
  }
  const hero = bible.heroCharacter;
  const heroEntry =
    entries.find((c) => c.who === 'hero' && c.character === 'child') ?? entries.find((c) => c.character === hero) ?? { who: 'hero', character: hero, pose: 'standing' as const };
  const ordered = [heroEntry, ...entries.filter((c) => c !== heroEntry)].slice(0, 3);
  const states = new Map(brief.props.map((p) => [p.prop, p.state ?? '']));
  const abed = inBed(brief);
  return ordered.map((c) => {
    const mood = figureMood(c.pose, brief.mood);
    // In a story about glasses (the text has named them), the grown-up who wears glasses has lost theirs.
    const id = designIdFor(bible, c.character);
    const member: CastMember = { id: designIdWearing(brief.introduced.includes('glasses') ? bareDesignId(id) : id, c.wear), pose: c === abed ? 'tuck' : figurePose(c.pose, mood), mood };
    const held = c.holding && !isLandmark(c.holding) && brief.introduced.includes(c.holding) ? propDesign(c.holding, states.get(c.holding) ?? '') : undefined;
    // A bicycle or a bath is not lifted overhead: it stays on the ground by its holder.
    if (held && !held.heavy) member.wants = held;
    return member;
  });
}

/** The one in the brief's bed: the hero asleep or tucked in when the page has a bed, else the first who is;
 * the bed is drawn around them (compose/in-bed.ts), not a second time on the floor. */
const IN_BED: ReadonlySet<string> = new Set(['sleeping', 'lying']);
export function inBed(brief: SceneBriefV2): SceneCastEntry | undefined {
  if (!brief.props.some((p) => p.prop === 'bed' && brief.introduced.includes('bed'))) return undefined;
  const sleepers = brief.cast.filter((c) => IN_BED.has(c.pose));
  return sleepers.find((c) => c.who === 'hero') ?? sleepers[0];
}

/** Only what the text has introduced is drawn: the brief's props filtered by `introduced` (the bed someone
 * lies in is drawn with them). */
export function visibleProps(brief: SceneBriefV2): SceneBriefV2['props'] {
  const abed = inBed(brief) !== undefined;
  return brief.props.filter((p) => brief.introduced.includes(p.prop) && !(abed && p.prop === 'bed'));
}
