// Assembles one SVG document: root element with viewBox and accessible label, gradient definitions first.
import type { SceneBrief, WrittenStory } from '../../types.ts';
import { composeChapter, CHAPTER_SIZE } from './compose/chapter.ts';
import { composeCover, COVER_SIZE } from './compose/cover.ts';
import { createRng, hashString } from './prng.ts';
import { Defs, escapeXml } from './svg.ts';

export type PictureKind = 'cover' | 'chapter';

export function renderSvg(bible: WrittenStory['bible'], scene: SceneBrief, seed: number, kind: PictureKind): string {
  // The scene's own content joins the seed, so two chapters of one story drawn with the same seed differ.
  const sceneKey = `${kind}|${scene.place}|${scene.timeOfDay}|${scene.mood}|${scene.cast.join(',')}|${scene.props.join(',')}`;
  const rng = createRng((seed ^ hashString(sceneKey)) >>> 0);
  const defs = new Defs(`sl${((seed >>> 0) ^ hashString(sceneKey)).toString(36)}`);
  const body = kind === 'cover' ? composeCover(bible, scene, rng, defs) : composeChapter(bible, scene, rng, defs);
  const { W, H } = kind === 'cover' ? COVER_SIZE : CHAPTER_SIZE;
  const label = escapeXml(scene.caption.trim() === '' ? 'A storybook illustration' : scene.caption);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${label}">` +
    `${defs.toString()}${body}</svg>`
  );
}
