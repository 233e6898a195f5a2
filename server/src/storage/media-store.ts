// Where illustrations, narration audio and exports live: a local folder by default, an
// S3-compatible bucket in production (s3-media-store.ts). Keys look like 'stories/<id>/cover.svg'.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

export interface StoredObject {
  data: Buffer;
  contentType: string;
}

export interface MediaStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** Removes every object whose key starts with prefix. */
  deletePrefix(prefix: string): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp',
  mp3: 'audio/mpeg', wav: 'audio/wav', json: 'application/json', pdf: 'application/pdf', epub: 'application/epub+zip',
};

export function contentTypeFor(key: string): string {
  return CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

/** Keys come from our own code, but a key must never climb out of the media folder. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) throw new Error(`unsafe media key: ${key}`);
}

export function createLocalMediaStore(root: string): MediaStore {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root) + sep)) throw new Error(`unsafe media key: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${path}.${process.pid}.${randomUUID()}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, path);
    },
    async get(key) {
      try {
        return { data: await readFile(pathOf(key)), contentType: contentTypeFor(key) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async deletePrefix(prefix) {
      // Retries: a background job (narration, an export) may be writing into the folder right now.
      await rm(pathOf(prefix.replace(/\/$/, '')), { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    },
  };
}
