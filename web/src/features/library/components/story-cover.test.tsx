// @vitest-environment happy-dom
// The covers in sight as the library opens load at once (the page's largest picture, Lighthouse 'LCP',
// issue 16); a lazy image would wait for the page's layout before it is even asked for. The rest stay lazy.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StoryCover } from './story-cover';

afterEach(cleanup);

describe('StoryCover', () => {
  it('loads a cover in the first row at once', () => {
    const { container } = render(<StoryCover src="/a.svg" alt="" seed="a" eager />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });

  it('leaves the other covers to load as they come into sight', () => {
    const { container } = render(<StoryCover src="/b.svg" alt="" seed="b" />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });
});
