// Hostile requests made from an operation's OpenAPI schemas, for the fuzzer: a well-formed example
// (openapi-values.ts) with one to three of its fields replaced by hostile values (wrong types,
// missing, extra keys, very long text, NUL, unpaired surrogates, integers past any column,
// prototype keys), plus whole-request attacks (malformed JSON, wrong content types, a 5 MB body,
// deep nesting). fast-check draws them from a fixed seed, so every run sends the same requests.
import fc from 'fast-check';
import { INT4_MAX } from '@portal/domain/wire-types';
import {
  bodySchemaOf,
  exampleOf,
  type JsonSchema,
  type OpenApiOperation,
  type OpenApiParameter,
} from './openapi-values.ts';

type Where = 'path' | 'query' | 'header' | 'body';

/** A field of the request: a parameter, or a path inside the JSON body (`[]` is the body itself). */
export interface Field {
  where: Where;
  path: string[];
}

export type Mutation =
  | { field: Field; kind: 'replace'; value: unknown }
  | { field: Field; kind: 'delete' }
  | { field: Field; kind: 'extra'; key: string; value: unknown };

export interface HostileRequest {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Text that is a valid id (1 … int4 max) would name real rows; hostile values never do. */
const namesARow = (value: unknown) => {
  const n = typeof value === 'string' && /^\s*\+?\d{1,10}\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= INT4_MAX;
};

const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '',
  '   ',
  '\t\r\n',
  "' or '1'='1' --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '%',
  '\u202e\uFEFF',
  '__proto__',
  'constructor',
  'toString',
  '1e400',
  'NaN',
  '-0',
  '2147483648',
  '-2147483649',
  '9'.repeat(400),
  '=cmd|"/C calc"!A0',
  '🔥'.repeat(300),
];

const hostileText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  // Any UTF-16 code units, unpaired surrogates and control characters included.
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(10_000), 'é'.repeat(100_001)) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(INT4_MAX + 1, -INT4_MAX - 2, 2 ** 53 + 2, 1e308, -1e308, -1, 0, 1.5, 0.000001, -0.5),
  fc.integer({ min: INT4_MAX + 1, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: 0 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Objects whose keys name the prototype machinery, as JSON.parse makes them (own keys). */
const PROTOTYPE_OBJECTS = [
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"prototype":1}',
];

const wrongType = fc.constantFrom<unknown>(
  null,
  true,
  false,
  {},
  [],
  [[]],
  { a: 1 },
  [1, 'two', null],
  'text',
  12345,
  ...PROTOTYPE_OBJECTS.map((json) => JSON.parse(json) as unknown),
);

const hostileValue = fc.oneof(hostileText, hostileNumber, wrongType).filter((value) => !namesARow(value));

const extraKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'extra',
  'a\u0000',
  '\ud800',
  '',
  'k'.repeat(1000),
);

/** Every field a mutation may touch: parameters, the body and its properties (two levels). */
export function fieldsOf(operation: OpenApiOperation): Field[] {
  const fields: Field[] = (operation.parameters ?? [])
    .filter((p): p is OpenApiParameter & { in: 'path' | 'query' | 'header' } => p.in !== 'cookie')
    .map((p) => ({ where: p.in, path: [p.name] }));
  const body = bodySchemaOf(operation);
  if (body) {
    fields.push({ where: 'body', path: [] });
    const walk = (schema: JsonSchema | undefined, path: string[]) => {
      if (!schema || path.length >= 2) return;
      const objectSchema = schema.anyOf?.find((s) => s.properties) ?? schema;
      for (const [key, property] of Object.entries(objectSchema.properties ?? {})) {
        fields.push({ where: 'body', path: [...path, key] });
        walk(property.items ?? property, [...path, key, ...(property.items ? ['0'] : [])]);
      }
    };
    walk(body, []);
  }
  return fields;
}

export function mutationsOf(operation: OpenApiOperation): fc.Arbitrary<Mutation[]> {
  const fields = fieldsOf(operation);
  if (fields.length === 0) return fc.constant([]);
  const field = fc.constantFrom(...fields);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({ field, kind: fc.constant('replace' as const), value: hostileValue }),
    },
    { weight: 2, arbitrary: fc.record({ field, kind: fc.constant('delete' as const) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        field,
        kind: fc.constant('extra' as const),
        key: extraKey,
        value: hostileValue,
      }),
    },
  );
  return fc.array(mutation, { minLength: 1, maxLength: 3 });
}

/** The request's parts, well formed: every parameter and the body from their schemas. */
export interface RequestParts {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  body: unknown;
}

export function wellFormedParts(operation: OpenApiOperation): RequestParts {
  const parts: RequestParts = { path: {}, query: {}, header: {}, body: exampleOf(bodySchemaOf(operation)) };
  for (const p of operation.parameters ?? []) {
    if (p.in === 'cookie') continue;
    parts[p.in][p.name] = exampleOf(p.schema, p.name);
  }
  return parts;
}

function applyTo(parts: RequestParts, mutation: Mutation): void {
  const { where, path } = mutation.field;
  if (where !== 'body') {
    const bag = parts[where];
    if (mutation.kind === 'replace') bag[path[0]!] = mutation.value;
    else if (mutation.kind === 'delete') delete bag[path[0]!];
    else bag[mutation.key] = mutation.value;
    return;
  }
  if (path.length === 0) {
    if (mutation.kind === 'replace') parts.body = mutation.value;
    else if (mutation.kind === 'delete') parts.body = undefined;
    else if (isObject(parts.body)) Object.defineProperty(parts.body, mutation.key, ownEntry(mutation.value));
    return;
  }
  let node: unknown = parts.body;
  for (const key of path.slice(0, -1))
    node = isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;
  if (!isObject(node) && !Array.isArray(node)) return;
  const last = path.at(-1)!;
  const target = node as Record<string, unknown>;
  if (mutation.kind === 'replace') Object.defineProperty(target, last, ownEntry(mutation.value));
  else if (mutation.kind === 'delete') delete target[last];
  else {
    const child = target[last];
    if (isObject(child)) Object.defineProperty(child, mutation.key, ownEntry(mutation.value));
    else Object.defineProperty(target, mutation.key, ownEntry(mutation.value));
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** An own, enumerable property even for `__proto__`, so JSON.stringify writes it. */
const ownEntry = (value: unknown): PropertyDescriptor => ({
  value,
  enumerable: true,
  writable: true,
  configurable: true,
});

/** Percent-encoding that also takes unpaired surrogates (as the bytes a careless client sends). */
export function encodeLoose(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        const code = char.charCodeAt(0);
        if (char.length === 1 && code >= 0xd800 && code <= 0xdfff)
          return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('');
        return encodeURIComponent(char);
      })
      .join('');
  }
}

/** A parameter's value as text on the wire (the path, the query string, a header). */
function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The request as it goes on the wire. */
export function toRequest(
  method: string,
  fastifyUrl: string,
  parts: RequestParts,
  label: string,
): HostileRequest {
  const path = fastifyUrl.replace(/:(\w+)/g, (_, name: string) => {
    const value = asText(parts.path[name]);
    // An empty segment would route elsewhere; the router's own refusals are tested apart.
    return value === '' ? '%20' : encodeLoose(value);
  });
  const query = Object.entries(parts.query)
    .filter(([, value]) => value !== undefined)
    .flatMap(([key, value]) =>
      (Array.isArray(value) && value.length > 0 ? value : [value]).map(
        (item) => `${encodeLoose(key)}=${encodeLoose(asText(item))}`,
      ),
    )
    .join('&');
  const headers: Record<string, string> = { 'accept-language': 'en' };
  for (const [name, value] of Object.entries(parts.header)) {
    // Header values are Latin-1 without control characters on the wire; others never arrive.
    const text = asText(value);
    if (value !== undefined && /^[\x20-\x7e\x80-\xff]*$/.test(text)) headers[name] = text;
  }
  const request: HostileRequest = { label, method, url: query ? `${path}?${query}` : path, headers };
  if (parts.body !== undefined && method !== 'GET') {
    request.headers['content-type'] = 'application/json';
    request.payload = JSON.stringify(parts.body) ?? 'null';
  }
  return request;
}

export function hostileRequestsOf(
  method: string,
  fastifyUrl: string,
  operation: OpenApiOperation,
  seed: number,
  runs: number,
): HostileRequest[] {
  return fc.sample(mutationsOf(operation), { seed, numRuns: runs }).map((mutations, i) => {
    const parts = wellFormedParts(operation);
    for (const mutation of mutations) applyTo(parts, mutation);
    const label = mutations
      .map((m) => `${m.kind} ${m.field.where}:${m.field.path.join('.') || '(all)'}`)
      .join(', ');
    return toRequest(method, fastifyUrl, parts, `#${i} ${label}`);
  });
}

/** Attacks on the request as a whole, the same for every operation that takes a body. */
export function wholeRequestAttacks(
  method: string,
  fastifyUrl: string,
  operation: OpenApiOperation,
): HostileRequest[] {
  const base = toRequest(method, fastifyUrl, wellFormedParts(operation), '');
  const url = base.url;
  const headers = (contentType?: string) => ({
    ...base.headers,
    ...(contentType ? { 'content-type': contentType } : {}),
  });
  const junkQuery = `${url}${url.includes('?') ? '&' : '?'}__proto__[polluted]=1&constructor[prototype][x]=1&a=%00&a=%ED%A0%80`;
  const attacks: HostileRequest[] = [
    { label: 'junk query string', method, url: junkQuery, headers: headers() },
    {
      label: 'query parameter repeated',
      method,
      url: `${url}${url.includes('?') ? '&' : '?'}${repeatedQuery(operation)}`,
      headers: headers(),
    },
  ];
  if (method === 'GET') return attacks;
  const bodies: [string, string, string | Buffer][] = [
    ['malformed JSON', 'application/json', '{"a": '],
    ['empty JSON body', 'application/json', ''],
    ['JSON null', 'application/json', 'null'],
    ['JSON array', 'application/json', '[]'],
    ['JSON string', 'application/json', '"text"'],
    ['JSON number', 'application/json', '12345'],
    ['__proto__ key', 'application/json', '{"__proto__":{"polluted":true}}'],
    ['constructor.prototype key', 'application/json', '{"constructor":{"prototype":{"polluted":true}}}'],
    ['deep nesting', 'application/json', DEEP_JSON],
    ['byte order mark', 'application/json', '\uFEFF{}'],
    ['UTF-16 charset claimed', 'application/json; charset=utf-16', '{}'],
    ['5 MB body', 'application/json', FIVE_MEGABYTES],
    ['plain text', 'text/plain', 'hello'],
    ['XML', 'application/xml', '<?xml version="1.0"?><a>&xxe;</a>'],
    [
      'form with prototype keys',
      'application/x-www-form-urlencoded',
      '__proto__[x]=1&constructor[prototype][y]=1&a=%00',
    ],
    ['multipart with hostile parts', `multipart/form-data; boundary=${BOUNDARY}`, hostileMultipart()],
    ['multipart without its boundary', 'multipart/form-data', 'garbage'],
  ];
  for (const [label, contentType, payload] of bodies)
    attacks.push({ label, method, url, headers: headers(contentType), payload });
  return attacks;
}

/** Made once: every operation that takes a body gets the same two big ones. */
const DEEP_JSON = '['.repeat(50_000) + ']'.repeat(50_000);
const FIVE_MEGABYTES = `{"a":"${'x'.repeat(5 * 1024 * 1024)}"}`;

function repeatedQuery(operation: OpenApiOperation): string {
  const names = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  return (names.length > 0 ? names : ['q']).map((name) => `${name}=1&${name}=2`).join('&');
}

const BOUNDARY = 'fuzz-boundary-7f3a';

function hostileMultipart(): Buffer {
  const part = (headers: string, body: string | Buffer) =>
    Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`, 'latin1'),
      Buffer.from(body),
      Buffer.from('\r\n'),
    ]);
  return Buffer.concat([
    part('Content-Disposition: form-data; name="dades"', '{"__proto__":{"x":1},"a":"\\u0000"}'),
    part(
      'Content-Disposition: form-data; name="fitxers"; filename="..\\..\\a\u0000.exe"\r\nContent-Type: image/png',
      'MZ\x90\x00',
    ),
    part('Content-Disposition: form-data; name="__proto__"', 'x'),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}
