// The fast serialiser writes what the contract says and nothing else; in tests it also holds every
// answer to the zod schema, so a handler that drifts from its contract fails the test that called it.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fastSerializerCompiler } from './fast-serializer.ts';

const schema = z.object({
  id: z.string(),
  count: z.number().int(),
  error: z.string().nullable(),
  tags: z.array(z.enum(['a', 'b'])),
  nested: z.object({ at: z.string() }).nullable(),
  maybe: z.string().optional(),
});
const compile = (checkResponses: boolean) => fastSerializerCompiler({ checkResponses })({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (data: unknown) => string;
const good = { id: 'x', count: 2, error: null, tags: ['a'], nested: { at: 'now' } };

describe('fastSerializerCompiler', () => {
  it('writes every field the contract names, and leaves out those it does not (a row’s secrets)', () => {
    for (const check of [false, true]) {
      expect(JSON.parse(compile(check)({ ...good, maybe: 'y', passwordHash: 'secret' }))).toEqual({ ...good, maybe: 'y' });
    }
  });

  it('refuses an answer without a required field', () => {
    expect(() => compile(false)({ ...good, id: undefined })).toThrow(/id/);
  });

  it('in tests, refuses an answer of the wrong type that the fast serialiser alone would coerce', () => {
    const wrong = { ...good, count: '2' };
    expect(JSON.parse(compile(false)(wrong)).count).toBe(2);
    expect(() => compile(true)(wrong)).toThrow();
  });

  it('is compiled once per schema', () => {
    const a = fastSerializerCompiler({ checkResponses: false });
    expect(a({ schema, method: 'GET', url: '/a', httpStatus: '200' })).toBe(a({ schema, method: 'GET', url: '/b', httpStatus: '200' }));
  });
});
