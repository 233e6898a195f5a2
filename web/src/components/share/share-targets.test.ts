import { describe, expect, it } from 'vitest';
import { socialShareUrl } from './share-targets';

const link = 'https://storyloom.example/shared/abc_DEF-123';

describe('the share buttons', () => {
  it('send the link to Facebook, the message and link to X, and both in one text to WhatsApp', () => {
    expect(socialShareUrl('facebook', link, 'ignored')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fstoryloom.example%2Fshared%2Fabc_DEF-123',
    );
    expect(socialShareUrl('x', link, 'Read “Léa & the owl”')).toBe(
      'https://twitter.com/intent/tweet?text=Read%20%E2%80%9CL%C3%A9a%20%26%20the%20owl%E2%80%9D&url=https%3A%2F%2Fstoryloom.example%2Fshared%2Fabc_DEF-123',
    );
    expect(socialShareUrl('whatsapp', link, 'Hello')).toBe(
      'https://wa.me/?text=Hello%0Ahttps%3A%2F%2Fstoryloom.example%2Fshared%2Fabc_DEF-123',
    );
  });
});
