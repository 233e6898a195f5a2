import { createHash } from 'node:crypto';
import type { PdfObject } from './pack-objects.ts';

/** `n 0 R` in an object's body: a reference to objects[n] in a picture's form (picture-form.ts). */
export const REF = /\b(\d+) 0 R\b/g;

/**
 * A key per object that is equal exactly when two objects write the same thing: the same body and
 * stream, and references to objects with equal keys (so two copies of one gradient, with their
 * functions stored under different numbers, get one key). `ignore` takes out a part of a body that
 * may differ (a group's BBox when groups are merged). Objects are indexed by their `id`; a
 * reference cycle or a reference to no object gives a key of its own, never shared.
 */
export function objectKeys(objects: PdfObject[], ignore?: (object: PdfObject) => string): string[] {
  const byId = new Map(objects.map((o) => [o.id, o]));
  const keys = new Map<number, string>();
  const visiting = new Set<number>();
  let unique = 0;
  const keyOf = (id: number): string => {
    const known = keys.get(id);
    if (known) return known;
    const object = byId.get(id);
    if (!object || visiting.has(id)) return `unique-${unique++}`;
    visiting.add(id);
    const body = (ignore ? ignore(object) : object.body).replace(REF, (_, n: string) => `{${keyOf(Number(n))}}`);
    const hash = createHash('sha1').update(body);
    if (object.stream) hash.update('\0stream\0').update(object.stream);
    const key = hash.digest('base64url');
    visiting.delete(id);
    keys.set(id, key);
    return key;
  };
  return objects.map((o) => keyOf(o.id));
}
