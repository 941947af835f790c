// The search answer's JSON, written by a serializer compiled once from its schema
// (fast-json-stringify, what Fastify itself uses for JSON-schema routes) instead of validating
// every page with zod and walking it with JSON.stringify: in the profile of an uncached search the
// zod walk was the largest item of the portal's own code (docs/performance.md). The JSON Schema
// comes from the zod schema of the wire contract, so the two cannot drift; a test checks that the
// bytes are those JSON.stringify(z.encode(...)) writes, and outside production every answer is
// still checked by the zod schema before it is written (search-responses.ts).
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * fast-json-stringify decides an `anyOf` by validating each value with Ajv; zod writes a nullable
 * number as `anyOf: [{type: 'integer', …}, {type: 'null'}]`. As `type: ['integer', 'null']` it is
 * written directly. Validation keywords are left as they are (the serializer ignores them).
 */
function nullableAsTypeList(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableAsTypeList);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, nullableAsTypeList(value)]),
  ) as JsonSchema;
  const anyOf = node.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && anyOf.some((branch) => branch.type === 'null')) {
    const other = anyOf.find((branch) => branch.type !== 'null')!;
    if (typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = node;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return node;
}

/** A serializer for values of `schema`: the same JSON as JSON.stringify(z.encode(schema, value)). */
export function compileSerializer<T extends z.ZodType>(schema: T): (value: z.output<T>) => string {
  const jsonSchema = nullableAsTypeList(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }));
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (value: z.output<T>) => string;
}
