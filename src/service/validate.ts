// Validation of a request against its schema: one 400 error that names the first bad field.
import type * as z from 'zod/mini';
import { badRequest } from '../core/errors.js';

/**
 * Parses `value` with `schema`; a failure becomes one 400 error naming the first bad field
 * (`contextSettings.mentionsProcessing must be one of …`).
 */
export function validate<S extends z.ZodMiniType>(schema: S, value: unknown, where: 'query' | 'body'): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = innermost(result.error.issues[0]);
  const field = issue.path.map(String).join('.');
  if (!field) throw badRequest(`The request ${where} must be a JSON object`);
  let message = issue.message;
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) message = 'is required';
  else if (issue.code === 'invalid_type' && !/^must/.test(message)) message = `must be ${ARTICLE[issue.expected] ?? issue.expected}`;
  else if (issue.code === 'unrecognized_keys') message = 'is not allowed';
  return badField(field, message);
}

/** A value of one union branch's shape with a mistake inside (a message whose role is wrong): the mistake, with its path. */
function innermost(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== 'invalid_union') return issue;
  const inside = issue.errors.filter((branch) => branch.length > 0 && branch[0].path.length > 0);
  if (inside.length !== 1) return issue;
  const inner = inside[0][0];
  return innermost({ ...inner, path: [...issue.path, ...inner.path] } as z.core.$ZodIssue);
}

const ARTICLE: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
};

function badField(field: string, message: string): never {
  throw badRequest(`${field} ${message}`, field);
}

