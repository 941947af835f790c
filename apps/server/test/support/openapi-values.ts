// Values made from the OpenAPI document's request schemas (the zod schemas as JSON Schema): a
// well-formed example of each parameter and body, for tests generated from the routes. Ids are
// given a value no row has, so a generated request that passes validation writes nothing that
// later requests depend on (a user, a role, a parameter).
import { INT4_MAX } from '@portal/domain/wire-types';
import type { DeclaredRoute } from '../../src/plugins/access-control.ts';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
}

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** The document's entry for a declared route (`/api/v1/usuaris/:id` is `/api/v1/usuaris/{id}` there). */
export function operationOf(
  doc: OpenApiDocument,
  route: Pick<DeclaredRoute, 'method' | 'url'>,
): OpenApiOperation {
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  const operation = doc.paths[path]?.[route.method.toLowerCase()];
  if (!operation) throw new Error(`${route.method} ${path} is not in the OpenAPI document`);
  return operation;
}

export const bodySchemaOf = (operation: OpenApiOperation): JsonSchema | undefined =>
  operation.requestBody?.content?.['application/json']?.schema;

/** The first alternative that is not just `null`. */
function firstOption(options: JsonSchema[]): JsonSchema {
  return options.find((option) => option.type !== 'null') ?? options[0] ?? {};
}

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

/** An id-like field: a value no row has. */
const isIdName = (name: string) => /^id([A-Z_]|$)|Id$|^id$/.test(name);

/** A value the schema accepts (as far as its JSON Schema says), named `name` in its object. */
export function exampleOf(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.anyOf) return exampleOf(firstOption(schema.anyOf), name);
  if (schema.oneOf) return exampleOf(firstOption(schema.oneOf), name);
  if (schema.allOf) return exampleOf(schema.allOf[0], name);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number': {
      const min = (schema.minimum ?? 1) + (schema.exclusiveMinimum === true ? 1 : 0);
      const max = schema.maximum ?? INT4_MAX;
      if (isIdName(name)) return Math.min(max, INT4_MAX);
      return Math.min(Math.max(min, 1), max);
    }
    case 'boolean':
      return true;
    case 'array': {
      const count = Math.max(schema.minItems ?? 1, 1);
      return Array.from({ length: count }, () => exampleOf(schema.items, name));
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        value[key] = exampleOf(property, key);
      return value;
    }
    case 'string':
      return exampleText(schema, name);
    default:
      return 'abc';
  }
}

function exampleText(schema: JsonSchema, name: string): string {
  if (schema.format === 'email' || /email/i.test(name)) return 'someone@example.com';
  if (schema.format === 'date') return '2030-01-15';
  if (schema.format === 'date-time') return '2030-01-15T10:00:00Z';
  const base = isIdName(name) ? 'NO-SUCH-1' : 'abc';
  const min = schema.minLength ?? 0;
  const text = base.length >= min ? base : base + 'a'.repeat(min - base.length);
  return schema.maxLength !== undefined ? text.slice(0, Math.max(schema.maxLength, min)) : text;
}
