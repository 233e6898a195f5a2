import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download-story-file';

describe('the downloaded file name', () => {
  it('is read from the Content-Disposition header', () => {
    expect(fileNameFromDisposition('attachment; filename="the_brave_owl.pdf"', 'story.pdf')).toBe('the_brave_owl.pdf');
    expect(fileNameFromDisposition('attachment; filename=plain.epub', 'story.epub')).toBe('plain.epub');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''l%C3%A9a.pdf", 'story.pdf')).toBe('léa.pdf');
  });

  it('falls back when the header is missing', () => {
    expect(fileNameFromDisposition(null, 'story.pdf')).toBe('story.pdf');
    expect(fileNameFromDisposition('attachment', 'story.pdf')).toBe('story.pdf');
  });
});
