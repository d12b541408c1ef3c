// The request schemas as JSON Schema, for clients that describe a request before sending it (the
// MCP tools): what a client may send, as the validators read it, from the same zod schemas.
import * as z from 'zod/mini';

/**
 * How a schema reads as JSON Schema where zod's own conversion says too little: a lenient
 * validator (true/"true"/"1", any case of an enum) is described by the value it stands for.
 */
const described = new WeakMap<object, Record<string, unknown>>();

/** Registers `json` as the JSON Schema of `schema` and returns the schema. */
export function withJsonSchema<S extends object>(schema: S, json: Record<string, unknown>): S {
  described.set(schema, json);
  return schema;
}

/** The JSON Schema of a request schema (an object), without `$schema`, ready to embed. */
export function jsonSchemaOf(schema: z.ZodMiniType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: (ctx) => {
      const own = described.get(ctx.zodSchema);
      if (!own) return;
      for (const key of Object.keys(ctx.jsonSchema)) delete (ctx.jsonSchema as Record<string, unknown>)[key];
      Object.assign(ctx.jsonSchema, own);
    },
  }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}
