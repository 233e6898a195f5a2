// Assembles one SVG document: root element with viewBox and accessible label (the brief's caption, in
// the story's language), gradient definitions first, the body in the chosen art style.
import type { ArtStyle } from '@storyloom/contracts/illustration';
import type { AnySceneBrief, WrittenStory } from '../../types.ts';
import { styleBody } from './art-style.ts';
import { composeChapter, CHAPTER_SIZE } from './compose/chapter.ts';
import { composeCover, COVER_SIZE } from './compose/cover.ts';
import { createRng, hashString } from './prng.ts';
import { readBrief } from './read-brief.ts';
import { Defs, escapeXml } from './svg.ts';

export type PictureKind = 'cover' | 'chapter';

function sceneKeyOf(kind: PictureKind, scene: AnySceneBrief): string {
  if ('time' in scene) {
    const cast = scene.cast.map((c) => `${c.character}:${c.pose}:${c.holding ?? ''}`).join(',');
    const props = scene.props.map((p) => `${p.prop}:${p.state ?? ''}`).join(',');
    return `${kind}|${scene.place}|${scene.time}|${scene.weather}|${scene.framing}|${scene.mood}|${cast}|${props}|${scene.keyObject ?? ''}|${scene.variation}|${scene.room ?? ''}`;
  }
  return `${kind}|${scene.place}|${scene.timeOfDay}|${scene.mood}|${scene.cast.join(',')}|${scene.props.join(',')}`;
}

export function renderSvg(bible: WrittenStory['bible'], scene: AnySceneBrief, seed: number, kind: PictureKind, style: ArtStyle = 'classic'): string {
  // The scene's own content joins the seed, so two chapters of one story drawn with the same seed differ.
  const sceneKey = sceneKeyOf(kind, scene);
  const rng = createRng((seed ^ hashString(sceneKey)) >>> 0);
  const brief = readBrief(scene, rng.fork('brief'));
  const defs = new Defs(`sl${((seed >>> 0) ^ hashString(sceneKey)).toString(36)}`);
  const body = kind === 'cover' ? composeCover(bible, brief, rng, defs) : composeChapter(bible, brief, rng, defs);
  const { W, H } = kind === 'cover' ? COVER_SIZE : CHAPTER_SIZE;
  const label = escapeXml(brief.caption.trim() === '' ? 'A storybook illustration' : brief.caption);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${label}">` +
    `${styleBody(defs.toString() + body, style, W, H, rng.fork('style'))}</svg>`
  );
}
