// Answers are written through their response schemas by fast-json-stringify (Fastify's own fast
// serialiser) instead of a zod parse and JSON.stringify on every call (issue 16, per-request cost;
// docs/decisions/014-responses-through-fast-json-stringify.md). Each zod response schema from
// packages/contracts is turned into JSON Schema once (its output side) and compiled once.
//
// fast-json-stringify writes only the fields its schema names and coerces rather than refuses a
// wrong type, so in tests (`checkResponses`) every answer is also encoded by zod and the two are
// compared: a handler that answers off-contract, or a schema the conversion reads differently,
// fails the test that made the call.
import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/** One compiled serialiser per schema object: routes share schemas (e.g. the subscription view). */
const compiled = new WeakMap<z.ZodType, Serialize>();

/** The zod schema of a route's response entry (a schema, or `{ properties: schema }` as the zod provider allows). */
function zodSchemaOf(maybe: unknown): z.ZodType {
  if (maybe instanceof z.ZodType) return maybe;
  if (maybe && typeof maybe === 'object' && 'properties' in maybe && maybe.properties instanceof z.ZodType) return maybe.properties;
  throw new Error(`A response schema must be a zod schema from packages/contracts: ${JSON.stringify(maybe)}`);
}

type JsonSchema = { [key: string]: unknown };

/**
 * zod writes `X | null` as `anyOf: [X, { type: 'null' }]`, which fast-json-stringify can only serve by
 * validating each value against both branches (ajv, per value: the library page's nullable reading
 * progress made its 20 cards no faster than zod). Written as `type: [X's type, 'null']` it is a branch
 * on `=== null`. Other unions are left as they are.
 */
export function withPlainNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withPlainNullables);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = withPlainNullables(value);
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullAt = branches.findIndex((b: JsonSchema) => b.type === 'null' && Object.keys(b).length === 1);
    const other = branches[1 - nullAt] as JsonSchema | undefined;
    if (nullAt >= 0 && other && typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

export function fastSerializerFor(schema: z.ZodType): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    // 'output': what the server sends (after transforms and defaults); draft-7 is what fast-json-stringify reads.
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    serialize = fastJson(withPlainNullables(json) as Parameters<typeof fastJson>[0]) as Serialize;
    compiled.set(schema, serialize);
  }
  return serialize;
}

export function fastSerializerCompiler(opts: { checkResponses: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema: maybeSchema, method, url }) => {
    const schema = zodSchemaOf(maybeSchema);
    const fast = fastSerializerFor(schema);
    if (!opts.checkResponses) return fast;
    return (data: unknown) => {
      const checked = z.safeEncode(schema, data);
      if (checked.error) throw new ResponseSerializationError(method, url, { cause: checked.error });
      const text = fast(data);
      if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(JSON.stringify(checked.data)))) {
        throw new Error(`${method} ${url}: the fast serialiser's answer differs from the contract's: ${text}`);
      }
      return text;
    };
  };
}
