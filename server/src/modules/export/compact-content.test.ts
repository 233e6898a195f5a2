import { describe, expect, it } from 'vitest';
import { compactNumbers } from './compact-content.ts';
import { renderStoryPdf } from './render-pdf.ts';
import { pdfObjects, story } from './test-fixtures.ts';

describe('compactNumbers', () => {
  it('keeps 4 decimals under 10 and 1 above, and drops trailing zeros', () => {
    expect(compactNumbers('0.7686274509803922 0.3137254901960784 0.18 scn')).toBe('0.7686 0.3137 0.18 scn');
    expect(compactNumbers('273.040001 325.0575 m 12.5 -0.00001 l')).toBe('273 325.1 m 12.5 0 l');
  });

  it('leaves operators with a literal string untouched', () => {
    expect(compactNumbers('(1.23456) Tj')).toBe('(1.23456) Tj');
  });

  it('is applied to the pages of a rendered book', async () => {
    const pdf = await renderStoryPdf(story());
    const pages = [...pdfObjects(pdf).values()].filter((c) => c.includes(' re\n') || c.includes(' m\n'));
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.join('\n')).not.toMatch(/\d\.\d{5,}/);
  });
});
