import { describe, expect, it } from 'vitest';
import { lucideIconFiles, lucideImports, pageIconFiles } from './page-icons';

const repoRoot = new URL('../../', import.meta.url).pathname;
const landing = new URL('../src/routes/landing/landing-route.tsx', import.meta.url).pathname;

describe('the icons a page imports', () => {
  it('maps every alias of an icon to its one file', () => {
    const index = "export { default as LucideStars, default as Sparkles, default as Stars } from './icons/sparkles.mjs';\n";
    expect(lucideIconFiles(index)).toEqual(new Map([['LucideStars', 'sparkles.mjs'], ['Sparkles', 'sparkles.mjs'], ['Stars', 'sparkles.mjs']]));
  });

  it('reads renamed imports and leaves type imports out', () => {
    const source = "import { ArrowRight, Star as Rated, type LucideIcon } from 'lucide-react';\nimport type { LucideProps } from 'lucide-react';";
    expect(lucideImports(source)).toEqual(['ArrowRight', 'Star']);
  });

  it("finds the landing page's icons through the modules it imports, not those it loads lazily", () => {
    const icons = pageIconFiles([landing], repoRoot);
    // landing-route.tsx itself, and the slideshow and feature grid it imports.
    expect(icons).toContain('arrow-right.mjs');
    expect(icons).toContain('chevron-left.mjs');
    expect(icons).toContain('palette.mjs');
    // The demo generator is loaded on a click (lazy): its icons stay in the file of every page's icons.
    expect(icons).not.toContain('wand-sparkles.mjs');
    expect(icons.size).toBeLessThan(25);
  });
});
