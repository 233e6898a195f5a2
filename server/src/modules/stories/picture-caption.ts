// The alt text of a chapter's picture: the scene brief's caption, in the story's language. A typed brief
// (scene-brief.ts) carries a caption written in the story's language; the old free-text brief's caption
// was always English, so for other languages it is not used ('' lets the reader fall back to its own
// 'Illustration for chapter n' label in the reader's language) rather than read English to a French child.
export function pictureCaption(scene: unknown, language: string): string {
  if (!scene || typeof scene !== 'object') return '';
  const { caption } = scene as { caption?: unknown };
  if (typeof caption !== 'string') return '';
  const typed = 'time' in scene;
  return typed || language === 'english' ? caption.trim() : '';
}
