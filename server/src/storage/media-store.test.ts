import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStore, type MediaStore } from './media-store.ts';
import { createS3MediaStore } from './s3-media-store.ts';

// s3rver is a local stand-in for an S3-compatible bucket (the real service is not reachable here).
let s3: S3rver;
let s3Port = 0;
beforeAll(async () => {
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync(join(tmpdir(), 's3rver-')), configureBuckets: [{ name: 'media', configs: [] }] });
  const addr = await s3.run();
  s3Port = addr.port;
});
afterAll(() => s3?.close());

const stores: [string, () => MediaStore][] = [
  ['local folder', () => createLocalMediaStore(mkdtempSync(join(tmpdir(), 'media-')))],
  ['S3 bucket', () => createS3MediaStore({
    bucket: 'media', region: 'us-east-1', endpoint: `http://127.0.0.1:${s3Port}`,
    accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true,
  })],
];

describe.each(stores)('media store: %s', (_name, make) => {
  it('stores, reads back and deletes objects by prefix', async () => {
    const store = make();
    await store.put('stories/a/cover.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    await store.put('stories/a/chapter-1.svg', Buffer.from('<svg>1</svg>'), 'image/svg+xml');
    await store.put('stories/b/cover.svg', Buffer.from('<svg>b</svg>'), 'image/svg+xml');
    const got = await store.get('stories/a/cover.svg');
    expect(got?.data.toString()).toBe('<svg/>');
    expect(got?.contentType).toBe('image/svg+xml');
    await store.deletePrefix('stories/a/');
    expect(await store.get('stories/a/cover.svg')).toBeNull();
    expect(await store.get('stories/a/chapter-1.svg')).toBeNull();
    expect((await store.get('stories/b/cover.svg'))?.data.toString()).toBe('<svg>b</svg>');
  });

  it('answers null for a missing object', async () => {
    expect(await make().get('stories/none/cover.svg')).toBeNull();
  });

  it('refuses keys that would leave the store', async () => {
    await expect(make().put('../escape.svg', Buffer.from('x'), 'image/svg+xml')).rejects.toThrow(/unsafe/);
  });
});
