// The fields of a request body that its schema does not know: validation drops them silently, and
// a server names them in a warning, so a client learns what it sent for nothing.
import type * as z from 'zod/mini';

interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  catchall?: unknown;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  element?: z.ZodMiniType;
  options?: z.ZodMiniType[];
}

const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object schema a field's schema stands for (through optional, nullable, default, pipe, a union's object member), if any. */
function objectSchema(schema: z.ZodMiniType): Def | undefined {
  let def = defOf(schema);
  for (let hops = 0; hops < 8; hops++) {
    if (def.type === 'object') return def;
    const next = def.innerType ?? def.in ?? def.options?.find((option) => objectSchema(option));
    if (!next) return undefined;
    def = defOf(next);
  }
  return undefined;
}

/** The element schema of an array schema (through optional and pipes), if it is one. */
function elementSchema(schema: z.ZodMiniType): z.ZodMiniType | undefined {
  let def = defOf(schema);
  for (let hops = 0; hops < 8; hops++) {
    if (def.type === 'array') return def.element;
    const next = def.innerType ?? def.in;
    if (!next) return undefined;
    def = defOf(next);
  }
  return undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Dotted paths of the fields in `value` that `schema` does not name (`contextSettings.lemmatize`,
 * `contexts.0.extra`), in the order they were sent. Objects that take any field (a graph in E4)
 * are not looked into; neither are values of the wrong type, which validation reports itself.
 */
export function unknownFields(schema: z.ZodMiniType, value: unknown, prefix = ''): string[] {
  const def = objectSchema(schema);
  if (!def?.shape || !isObject(value) || def.catchall !== undefined) return [];
  const found: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    const path = prefix + key;
    const known = Object.hasOwn(def.shape, key) ? def.shape[key] : undefined;
    if (!known) {
      found.push(path);
      continue;
    }
    if (isObject(field)) found.push(...unknownFields(known, field, `${path}.`));
    const element = Array.isArray(field) ? elementSchema(known) : undefined;
    if (element && Array.isArray(field)) field.forEach((item, i) => found.push(...unknownFields(element, item, `${path}.${i}.`)));
  }
  return found;
}
