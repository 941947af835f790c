// One check in front of every route's own schema, for what no route may take: text the database
// cannot store (NUL, unpaired UTF-16 surrogates) in any value or key of the body, query string,
// path or headers; a key naming the prototype machinery (`__proto__`, `constructor`); a value
// nested deeper than any request needs. It answers the route's usual field error (the field's
// path, a message in the request's language), so no route can forget it and no form reads a
// different error. The rules are `findInputProblem` in packages/domain (docs/decisions.md).
import { findInputProblem } from '@portal/domain/wire-types';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const storableInput = z.unknown().superRefine((value, ctx) => {
  const problem = findInputProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message, input: value });
});

/** The type provider's validator, with the input checked first (a failed check stops the pipe). */
export const storableInputValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: storableInput.pipe(route.schema) });
