import { describe, expect, it } from 'vitest';
import { pictureCaption } from './picture-caption.ts';

describe('the alt text of a chapter picture', () => {
  it("uses a typed brief's caption, written in the story's language", () => {
    expect(pictureCaption({ time: 'night', caption: 'Zoé allume la lanterne.' }, 'french')).toBe('Zoé allume la lanterne.');
  });

  it("never gives a French book the old writer's English caption", () => {
    expect(pictureCaption({ timeOfDay: 'night', caption: 'Zoe lights the lantern.' }, 'french')).toBe('');
    expect(pictureCaption({ timeOfDay: 'night', caption: 'Zoe lights the lantern.' }, 'english')).toBe('Zoe lights the lantern.');
  });

  it('answers empty for a chapter without a brief', () => {
    expect(pictureCaption(null, 'english')).toBe('');
  });
});

describe('the EPUB chapter picture', () => {
  it("carries the caption as its alt text, and the chapter's title when there is none", async () => {
    const { chapterHtml } = await import('../export/epub-content.ts');
    const { exportLabels } = await import('../export/labels.ts');
    const { chapter } = await import('../export/test-fixtures.ts');
    const labels = exportLabels('french');
    expect(chapterHtml(chapter(1, { imageAlt: 'Zoé allume la lanterne.' }), 1, labels, 'images/1.svg', false)).toContain('alt="Zoé allume la lanterne."');
    const untitled = chapter(2, { title: 'La tempête' });
    expect(chapterHtml(untitled, 2, labels, 'images/2.svg', false)).toContain('alt="La tempête"');
  });
});
