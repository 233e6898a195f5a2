import { join } from 'node:path';
import type { Config } from '../config.ts';
import { createLocalMediaStore, type MediaStore } from './media-store.ts';
import { createS3MediaStore } from './s3-media-store.ts';

export function createMediaStore(config: Config): MediaStore {
  return config.s3 ? createS3MediaStore(config.s3) : createLocalMediaStore(join(config.dataDir, 'media'));
}
