import fc from 'fast-check';

// The input of fuzz.e2e-spec.ts: hostile values of every kind (fast-check arbitraries), and the parts of
// the OpenAPI document that say what each route takes.

export interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  $ref?: string;
}
export interface Operation {
  method: string;
  path: string;
  query: string[];
  body?: Schema;
}
export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ name: string; in: string }>;
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      }
    >
  >;
  components: { schemas: Record<string, Schema> };
}

const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '😀',
  'x'.repeat(70_000),
  '2024-W01',
  '2024-001',
  '2024-02-30',
  '+275760-09-13T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '-1',
  '0',
  '1e400',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'true',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '%00',
  '%E0%A4%A',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'http://',
  '#zzzzzz',
  'a@b',
  'ab\u202e@example.com',
];

const deepValue = (depth: number): unknown => (depth === 0 ? 1 : { a: [deepValue(depth - 1)] });

export const hostileText = fc.oneof(fc.constantFrom(...NASTY_TEXT), fc.string(), fc.string({ unit: 'binary' }));
const hostileScalar = fc.oneof(
  hostileText,
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 53, -(2 ** 63), 1e308, 0.5, -0),
  fc.boolean(),
  fc.constant(null),
);
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileText, hostileScalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(deepValue(40), [[[[[]]]]], {}, [], { __proto__: { admin: true } }) },
);

/** A value of the field's own kind, so the request reaches further than the first validator. */
function plausible(schema: Schema, schemas: Record<string, Schema>, depth = 0): fc.Arbitrary<unknown> {
  const resolved = schema.$ref ? schemas[schema.$ref.split('/').pop()!]! : schema;
  if (resolved.enum) return fc.constantFrom(...resolved.enum);
  if (resolved.format === 'date-time') {
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  }
  if (resolved.properties && depth < 3) return bodyOf(resolved, schemas, depth + 1);
  switch (resolved.type) {
    case 'integer':
    case 'number':
      return fc.integer({ min: -10, max: 100_000 });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(resolved.items ?? {}, schemas, depth + 1), { maxLength: 4 });
    default:
      return fc.oneof(fc.string({ maxLength: 40 }), fc.emailAddress(), fc.webUrl());
  }
}

export function bodyOf(
  schema: Schema,
  schemas: Record<string, Schema>,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) =>
    fc
      .option(fc.oneof(plausible(field, schemas, depth), hostileValue), { nil: undefined, freq: 4 })
      .map((value) => [name, value] as const),
  );
  return fc
    .tuple(fc.tuple(...fields), fc.option(fc.tuple(hostileText, hostileValue), { nil: undefined, freq: 3 }))
    .map(([entries, extra]) => {
      const body: Record<string, unknown> = {};
      for (const [name, value] of entries) if (value !== undefined) body[name] = value;
      if (extra) body[extra[0]] = extra[1];
      return body;
    });
}

/** Percent-encodes the UTF-8 bytes (lone surrogates included, as the replacement character), or sends raw. */
export const encodePathSegment = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16)}`,
    )
    .join('');
export const RAW_SEGMENTS = ['%E0%A4%A', '%', '%zz', '..', '%2e%2e', '%00', 'a'.repeat(5000)];

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'image/jpeg',
  undefined,
];
