import {
  DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, contentTypeFor, type MediaStore } from './media-store.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export function createS3MediaStore(s: S3Settings): MediaStore {
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials: s.accessKeyId && s.secretAccessKey ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } : undefined,
  });
  return {
    async put(key, data, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket: s.bucket, Key: key, Body: data, ContentType: contentType }));
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: key }));
        const bytes = await res.Body?.transformToByteArray();
        if (!bytes) return null;
        return { data: Buffer.from(bytes), contentType: res.ContentType ?? contentTypeFor(key) };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async deletePrefix(prefix) {
      assertSafeKey(prefix);
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: s.bucket, Prefix: prefix, ContinuationToken: token }));
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length > 0) await client.send(new DeleteObjectsCommand({ Bucket: s.bucket, Delete: { Objects: keys } }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
