// Requests made from the request schemas (their JSON Schema, src/service/json-schema.ts): valid values
// for every field, and single mistakes in them, so the fuzz suite grows with the schemas. Fields whose
// meaning the schema cannot say (a text with concepts, the name of a saved graph) take a hint by name.
import fc from 'fast-check';

export type Schema = Record<string, any>;
export type Hints = Record<string, fc.Arbitrary<unknown>>;

/** A place in a request: the body's path (`contextSettings.mentionsProcessing`, `statements.0`) or a query name. */
export interface Mistake {
  where: 'body' | 'query';
  /** The field the error must name. */
  field: string;
  /** The request with this one mistake. */
  body: Record<string, unknown>;
  query: Record<string, string>;
}

const MAX_INT = 2 ** 31;
const ANY_JSON = fc.jsonValue({ maxDepth: 2 });

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return typeof schema.type === 'string' ? [schema.type] : [];
}

/** Any case of an enumerated value: the schemas accept `exclude` for `EXCLUDE`. */
function anyCase(value: string): fc.Arbitrary<string> {
  return fc.constantFrom(value, value.toLowerCase(), value.toUpperCase());
}

/** A valid value for `schema`; `name` is the field's own name, for hints. */
export function validValue(schema: Schema, hints: Hints, name = ''): fc.Arbitrary<unknown> {
  if (name && hints[name]) return hints[name];
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as string[])).chain(anyCase);
  if (Array.isArray(schema.anyOf)) return fc.oneof(...schema.anyOf.map((s: Schema) => validValue(s, hints)));
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type }, hints)));
  switch (types[0]) {
    case 'string':
      if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: 24 });
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', '1', '0'));
    case 'integer': {
      const min = schema.minimum ?? -MAX_INT;
      const max = schema.maximum ?? MAX_INT;
      const n = fc.oneof(fc.integer({ min, max: Math.min(max, min + 20) }), fc.integer({ min, max }));
      return fc.oneof({ weight: 3, arbitrary: n }, { weight: 1, arbitrary: n.map(String) });
    }
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: schema.minimum, max: schema.maximum });
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, hints), { minLength: schema.minItems ?? 0, maxLength: 4 });
    case 'object':
      return validObject(schema, hints);
    default:
      return ANY_JSON;
  }
}

/** The properties of an object schema; a record (propertyNames/additionalProperties only) gets a few free keys. */
export function validObject(schema: Schema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties: Record<string, Schema> = schema.properties ?? {};
  if (Object.keys(properties).length === 0 && schema.additionalProperties) {
    return fc.dictionary(fc.string({ maxLength: 8 }), ANY_JSON, { maxKeys: 3 });
  }
  const model = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, validValue(s, hints, key)]));
  return fc.record(model, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<Record<string, unknown>>;
}

/** A query as the server receives it: every value a string, names in any case (the server matches them case-insensitively). */
export function validQuery(schema: Schema, hints: Hints): fc.Arbitrary<Record<string, string>> {
  return validObject(schema, hints).map((query) => Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])));
}

/** Keys no schema has, with any values: unknown fields are ignored. Includes the names that trip naive code. */
export const unknownFields = (known: readonly string[]) =>
  fc.dictionary(
    fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'then'), fc.string({ minLength: 1, maxLength: 12 })),
    ANY_JSON,
    { maxKeys: 3 },
  ).map((extra) => Object.fromEntries(Object.entries(extra).filter(([key]) => !known.some((k) => k.toLowerCase() === key.toLowerCase()))));

// ---- mistakes ----------------------------------------------------------------------------

const NOT_STRING = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.constant([]), fc.constant({}));
const BOOL_TEXT = new Set(['true', 'false', '1', '0']);

/** A JSON value that `schema` refuses, or undefined when it takes anything. */
export function invalidValue(schema: Schema): fc.Arbitrary<unknown> | undefined {
  if ('const' in schema) return fc.oneof(fc.integer({ min: -5, max: -1 }), fc.constant('not-' + String(schema.const)));
  if (Array.isArray(schema.enum)) {
    const allowed = new Set((schema.enum as string[]).map((v) => v.toLowerCase()));
    return fc.oneof(NOT_STRING, fc.string({ maxLength: 12 }).filter((s) => !allowed.has(s.toLowerCase())));
  }
  if (Array.isArray(schema.anyOf)) {
    const branches = schema.anyOf as Schema[];
    const candidates = [fc.constant(-1), fc.constant(1.5), fc.constant('none'), fc.constant(true), fc.constant(null), fc.constant({}), fc.constant([1])];
    return fc.oneof(...candidates).filter((v) => !branches.some((b) => accepts(b, v)));
  }
  const types = typesOf(schema);
  if (types.length === 0) return undefined;
  const candidates: fc.Arbitrary<unknown>[] = [];
  if (!types.includes('string')) candidates.push(fc.string({ maxLength: 8 }).filter((s) => !(types.includes('boolean') && BOOL_TEXT.has(s)) && !(types.includes('integer') && /^-?\d+$/.test(s))));
  if (!types.includes('number') && !types.includes('integer')) candidates.push(fc.integer());
  if (!types.includes('boolean')) candidates.push(fc.boolean());
  if (!types.includes('null')) candidates.push(fc.constant(null));
  if (!types.includes('array')) candidates.push(fc.constant([]));
  if (!types.includes('object')) candidates.push(fc.constant({}));
  if (types.includes('integer')) {
    candidates.push(fc.constant(1.5));
    if (schema.minimum !== undefined) candidates.push(fc.constant(schema.minimum - 1));
    if (schema.maximum !== undefined) candidates.push(fc.constant(schema.maximum + 1));
  }
  if (types.includes('string') && typeof schema.pattern === 'string') candidates.push(fc.constantFrom('yesterday', '2024-13-01', ''));
  if (types.includes('string') && schema.minLength > 0) candidates.push(fc.constant(''));
  return fc.oneof(...candidates);
}

/** A query value (always a string) that `schema` refuses, or undefined when any string will do. */
export function invalidQueryValue(schema: Schema): fc.Arbitrary<string> | undefined {
  const text = fc.oneof(fc.constantFrom('maybe', 'yes', '-1', '1.5', 'none', '', '99999999999'), fc.string({ maxLength: 8 }));
  const refused = text.filter((s) => !accepts(schema, s, true));
  return typesOf(schema).includes('string') && !schema.enum ? undefined : refused;
}

/** Whether `schema` takes `value` (as far as the fuzz suite needs: types, enums in any case, ranges, const). */
export function accepts(schema: Schema, value: unknown, fromQuery = false): boolean {
  if ('const' in schema) return value === schema.const || (fromQuery && String(value).toLowerCase() === String(schema.const));
  if (Array.isArray(schema.anyOf)) return schema.anyOf.some((s: Schema) => accepts(s, value, fromQuery));
  if (Array.isArray(schema.enum)) return typeof value === 'string' && schema.enum.some((v: string) => v.toLowerCase() === value.toLowerCase());
  const types = typesOf(schema);
  if (types.length === 0) return true;
  return types.some((type) => {
    switch (type) {
      case 'string':
        return typeof value === 'string';
      case 'boolean':
        return typeof value === 'boolean' || (typeof value === 'string' && BOOL_TEXT.has(value));
      case 'integer': {
        const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
        return typeof n === 'number' && Number.isInteger(n) && n >= (schema.minimum ?? -Infinity) && n <= (schema.maximum ?? Infinity);
      }
      case 'number':
        return typeof value === 'number';
      case 'null':
        return value === null;
      case 'array':
        return Array.isArray(value);
      case 'object':
        return typeof value === 'object' && value !== null && !Array.isArray(value);
      default:
        return false;
    }
  });
}

/** Where in `value` (valid for `schema`) one mistake can go: each present field and its items, and each required one (left out). */
function sites(schema: Schema, value: unknown, path: string[]): Array<{ path: string[]; schema: Schema; remove?: boolean }> {
  const found: Array<{ path: string[]; schema: Schema; remove?: boolean }> = [];
  if (path.length > 0 && invalidValue(schema)) found.push({ path, schema });
  if (typesOf(schema).includes('object') && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const [key, child] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
      if (key in record) found.push(...sites(child, record[key], [...path, key]));
      else if (invalidValue(child)) found.push({ path: [...path, key], schema: child });
      if ((schema.required ?? []).includes(key) && key in record) found.push({ path: [...path, key], schema: child, remove: true });
    }
  }
  if (typesOf(schema).includes('array') && Array.isArray(value) && schema.items) {
    value.forEach((item, i) => found.push(...sites(schema.items, item, [...path, String(i)])));
  }
  return found;
}

function setAt(root: Record<string, unknown>, path: string[], value: unknown, remove: boolean): Record<string, unknown> {
  const copy = structuredClone(root);
  let at: any = copy;
  for (const key of path.slice(0, -1)) at = at[key];
  if (remove) delete at[path[path.length - 1]];
  else at[path[path.length - 1]] = value;
  return copy;
}

/** The request with one mistake, in its body or its query, and the field the error must name. */
export function withOneMistake(
  request: { body: Record<string, unknown>; query: Record<string, string> },
  bodySchema: Schema,
  querySchema: Schema,
  /** Body fields the front door sets itself (the server: userName from the token), where no mistake can stay. */
  overridden: readonly string[] = [],
): fc.Arbitrary<Mistake> | undefined {
  const choices: fc.Arbitrary<Mistake>[] = [];
  for (const site of sites(bodySchema, request.body, []).filter((s) => !overridden.includes(s.path[0]))) {
    const bad = site.remove ? fc.constant(undefined) : invalidValue(site.schema)!;
    choices.push(bad.map((value) => ({ where: 'body', field: site.path.join('.'), body: setAt(request.body, site.path, value, site.remove === true), query: request.query })));
  }
  for (const [name, schema] of Object.entries((querySchema.properties ?? {}) as Record<string, Schema>)) {
    const bad = invalidQueryValue(schema);
    if (bad) choices.push(bad.map((value) => ({ where: 'query', field: name, body: request.body, query: { ...request.query, [name]: value } })));
  }
  return choices.length > 0 ? fc.oneof(...choices) : undefined;
}

/** Whether `field` (`a.b.0`) names something in `body` or `query`; `body` stands for the body itself. */
export function fieldExists(field: string, body: unknown, query: Record<string, string>): boolean {
  if (Object.keys(query).some((name) => name.toLowerCase() === field.toLowerCase())) return true;
  const path = field.split('.');
  let at: unknown = body;
  if (path[0] === 'body') path.shift();
  for (const key of path) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return true;
}
