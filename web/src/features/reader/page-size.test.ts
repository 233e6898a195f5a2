import { describe, expect, it } from 'vitest';
import { PAGE, pageSize } from './page-size';

describe('the size of a book page', () => {
  it('is 400 x 500 on a laptop and as wide as a phone allows', () => {
    expect(pageSize({ width: 1100, height: 800 }, false, 1, false)).toEqual(PAGE);
    expect(pageSize({ width: 358, height: 844 }, true, 1, false)).toEqual({ width: 358, height: 447 });
  });

  it('is never taller than the window above the bottom bar (a laptop at 200 % browser zoom is 640 x 400)', () => {
    const page = pageSize({ width: 592, height: 400 }, true, 1, false);
    expect(page.height).toBeLessThanOrEqual(400 - 100);
    expect(page.width).toBeGreaterThanOrEqual(240);
  });

  it('grows with the reader zoom, past the window if need be', () => {
    expect(pageSize({ width: 1100, height: 800 }, false, 2, false)).toEqual({ width: 800, height: 1000 });
  });
});
