// Generators of bad request bodies for the fuzz suite (fast-check): a valid body with its fields
// replaced by wrong types, huge or odd-unicode strings, nulls and extra fields; whole bodies of any
// JSON value; deep nesting; invalid JSON; and bodies sent under the wrong content type.
import fc from 'fast-check';

export interface RawBody { text: string; contentType: string }

const ODD_STRINGS = [
  '\u202Eevil\u202C', '\uFEFF', '\uD83D', 'e\u0301\u0301\u0301', '😀'.repeat(50), '\u0000', '\u001B[31m', '%00', '${7*7}', '{{7*7}}',
  "'; DROP TABLE stories; --", '<script>alert(1)</script>', '../../etc/passwd', 'null', '__proto__', 'constructor', '١٢٣', 'İı',
];

/** A value of a type the field does not expect, or a string no form would send. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 1e308, 0.5),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...ODD_STRINGS),
  fc.constantFrom('x'.repeat(70_000), 'é'.repeat(20_000)),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

/** The route's own valid body with some fields replaced, some dropped, and some added. */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const replaced = keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, fc.oneof(fc.constant(valid[k]), oddValue)])), { requiredKeys: [] })
    : fc.constant({});
  return fc.tuple(replaced, fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'userId', 'plan', 'extra', 'id'), oddValue, { maxKeys: 3 }))
    .map(([fields, extra]) => ({ ...extra, ...fields }));
}

/** Any JSON value as the whole body: arrays, numbers, strings, null. */
export const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 });

function nested(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

/** Bodies that are not the JSON they claim to be, or JSON under another content type. */
export const rawBodies: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constantFrom<RawBody>(
    { text: '{', contentType: 'application/json' },
    { text: '{"a":', contentType: 'application/json' },
    { text: "{'single':'quotes'}", contentType: 'application/json' },
    { text: '{"a":1}garbage', contentType: 'application/json' },
    { text: '', contentType: 'application/json' },
    { text: '\uFEFF{}', contentType: 'application/json' },
    { text: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
    { text: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: 'application/json' },
    { text: nested(5_000), contentType: 'application/json' },
    { text: `{"a":${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}}`, contentType: 'application/json' },
    { text: '{"a":1}', contentType: 'text/plain' },
    { text: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
    { text: '<a>1</a>', contentType: 'application/xml' },
    { text: '{"a":1}', contentType: 'application/json; charset=utf-16' },
    { text: '{"a":1}', contentType: 'application/json, text/html' },
  ),
  fc.string({ unit: 'binary', maxLength: 200 }).map((text) => ({ text, contentType: 'application/json' })),
);

/** Ten megabytes of JSON: a string field, then an array of numbers. */
export const TEN_MB_BODIES: RawBody[] = [
  { text: JSON.stringify({ text: 'a'.repeat(10 * 1024 * 1024) }), contentType: 'application/json' },
  { text: `[${'1,'.repeat(5 * 1024 * 1024)}1]`, contentType: 'application/json' },
];
