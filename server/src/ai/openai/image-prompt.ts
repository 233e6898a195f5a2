// The image prompt for one picture. Image models forget from one call to the next, so every prompt
// repeats the same style line, the child's chosen look and each character's fixed description word for
// word. A typed brief (scene-brief.ts) adds what each character does, the key object, the weather and
// the light; its caption may be in the story's language, which image models understand well enough.
import type { ArtStyle, ChildLook } from '@storyloom/contracts/illustration';
import { propStateOf, type SceneBriefV2, type ScenePose } from '../scene-brief.ts';
import type { AnySceneBrief, SceneBrief, WrittenStory } from '../types.ts';
import { lookOf } from './character-looks.ts';

const SAFE = 'safe and cosy for a young child. No text, letters or logos in the picture.';

const STYLE_LINES: Record<ArtStyle, string> = {
  classic: `Children's picture-book illustration, soft watercolour and ink, warm gentle colours, rounded friendly shapes, ${SAFE}`,
  watercolour: `Children's picture-book illustration in loose watercolour washes on textured paper, pale colours bleeding softly, light pencil lines, ${SAFE}`,
  crayon: `Children's picture-book illustration drawn in wax crayons on cream paper, bold warm colours, visible crayon strokes and grain, ${SAFE}`,
  'paper-cut': `Children's picture-book illustration made of layered paper cut-outs, flat card colours with white cut edges and soft shadows between layers, ${SAFE}`,
};

const POSE_WORDS: Record<ScenePose, string> = {
  standing: 'standing', waving: 'waving', cheering: 'cheering with arms up', proud: 'standing proudly, hands on hips',
  worried: 'looking worried, hands clasped', walking: 'walking', running: 'running', holding: 'holding up',
  reaching: 'reaching up high', climbing: 'climbing a rock', hugging: 'hugging', 'sitting-sad': 'sitting sadly on the ground',
  sitting: 'sitting', pointing: 'pointing ahead', jumping: 'jumping for joy', sleeping: 'fast asleep',
  searching: 'searching the ground, bending to look', giving: 'holding something out to share it',
  swimming: 'swimming in the water', cycling: 'riding a bicycle', riding: 'riding a pony', fishing: 'fishing with a rod',
  stirring: 'stirring a pot with a wooden spoon', stamping: 'stamping a foot in a temper, fists clenched at the sides, frowning, red-cheeked',
  hiding: 'hiding, half hidden behind a bush, peeping out', counting: 'counting with eyes shut, hands clasped, numbers floating above',
  lying: 'tucked up in bed under the quilt, eyes open',
};

const SKIN_WORDS: Record<ChildLook['skin'], string> = {
  porcelain: 'very fair skin', light: 'light skin', medium: 'medium skin', tan: 'tan skin', brown: 'brown skin', deep: 'deep brown skin',
};
const HAIR_WORDS: Record<ChildLook['hair'], string> = {
  short: 'short', curly: 'curly', long: 'long', pigtails: 'pigtails of', bun: 'a bun of', coily: 'coily, full',
};

/** The child as the parent described them, said the same way in every prompt. */
export function describeLook(look: ChildLook): string {
  return `${SKIN_WORDS[look.skin]}, ${HAIR_WORDS[look.hair]} ${look.hairColour.replace('-', ' ')} hair${look.glasses ? ', round glasses' : ''}`;
}

function typed(scene: AnySceneBrief): scene is SceneBriefV2 {
  return 'time' in scene;
}

function castIds(scene: AnySceneBrief): string[] {
  return typed(scene) ? scene.cast.map((c) => c.character) : (scene as SceneBrief).cast;
}

/** Each character in the picture, as 'Name, <fixed description>'; the hero first. */
function castLines(bible: WrittenStory['bible'], scene: AnySceneBrief): string[] {
  const ids = [bible.heroCharacter, ...castIds(scene).filter((id) => id !== bible.heroCharacter)];
  const lines: string[] = [];
  for (const id of ids) {
    const look = lookOf(id);
    if (!look) continue;
    const name = id === bible.heroCharacter ? bible.heroName : id === bible.friendCharacter ? bible.friendName : undefined;
    const isChild = id === 'child' || (id === bible.heroCharacter && (id === 'brave-knight' || id === 'clever-princess'));
    const child = bible.childLook && isChild ? ` (the child: ${describeLook(bible.childLook)})` : '';
    lines.push(`${name ? `${name}, ` : ''}${look}${child}.`);
  }
  return lines;
}

function actionLine(scene: SceneBriefV2): string {
  const doing = scene.cast.map((c) => `the ${c.character.replace('-', ' ')} is ${POSE_WORDS[c.pose]}${c.holding ? ` a ${c.holding}` : ''}${c.wear ? `, wearing a ${c.wear.replace('-', ' ')}` : ''}`);
  const shown = scene.props.filter((p) => scene.introduced.includes(p.prop)).map((p) => `${p.prop} (${propStateOf(p)})`);
  const key = scene.keyObject ? ` The ${scene.keyObject} is large and clearly visible.` : '';
  const weather = scene.weather === 'clear' ? '' : ` Weather: ${scene.weather}.`;
  return `Action: ${doing.join('; ')}.${key} Things in the picture: ${shown.length > 0 ? shown.join(', ') : 'none'}; nothing else that the story has not mentioned.${weather} Framing: ${scene.framing} shot.`;
}

export function buildImagePrompt(bible: WrittenStory['bible'], scene: AnySceneBrief, kind: 'cover' | 'chapter', style: ArtStyle = 'classic'): string {
  const lines = [
    STYLE_LINES[style],
    kind === 'cover' ? 'A book cover picture with space at the top for the title.' : 'An illustration for one page of the story.',
    `Characters, drawn exactly like this in every picture: ${castLines(bible, scene).join(' ')}`,
  ];
  if (typed(scene)) {
    lines.push(`Scene: ${scene.caption} Setting: ${scene.place}, ${scene.time}. Mood: ${scene.mood}.`, actionLine(scene));
  } else {
    const props = scene.props.length > 0 ? ` Props: ${scene.props.join(', ')}.` : '';
    lines.push(`Scene: ${scene.caption} Setting: ${scene.place}, ${scene.timeOfDay}. Mood: ${scene.mood}.${props}`);
  }
  return lines.join('\n');
}
