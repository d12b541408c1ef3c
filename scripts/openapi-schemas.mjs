// Writes src/http/response-schemas.json: the JSON Schema of every API response body, generated
// from the TypeScript types the service returns (ts-json-schema-generator), so that the OpenAPI
// document describes what the code sends. Run by `npm run openapi` after a response type changes;
// test/http/openapi.test.ts fails while the file is out of date.
import { createGenerator } from 'ts-json-schema-generator';
import { writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';

/** Each response body's type and the module that declares it. */
export const RESPONSE_TYPES = {
  GraphResponse: 'src/report/graph-response.ts',
  AdviceResponse: 'src/service/advice.ts',
  GraphListEntry: 'src/service/list.ts',
  SearchResponse: 'src/service/search.ts',
  DotResponse: 'src/report/dot-response.ts',
  CompareResponse: 'src/service/compare.ts',
  VsIntentResponse: 'src/service/intent.ts',
  RawAdviceResponse: 'src/service/raw-advice.ts',
  AiSearchResponse: 'src/service/related.ts',
};

export const OUTPUT = 'src/http/response-schemas.json';

/** Every type's schema, and the types they use, as one map of OpenAPI component schemas. */
export function responseSchemas() {
  const components = {};
  const add = (name, schema) => {
    if (components[name] && !isDeepStrictEqual(components[name], schema)) throw new Error(`two different types are named ${name}`);
    components[name] = schema;
  };
  for (const [type, path] of Object.entries(RESPONSE_TYPES)) {
    const generator = createGenerator({ path, tsconfig: 'tsconfig.json', type, skipTypeCheck: true, expose: 'export', topRef: true, additionalProperties: true, jsDoc: 'basic' });
    const { definitions = {} } = generator.createSchema(type);
    for (const [name, schema] of Object.entries(definitions)) add(name, schema);
  }
  // References point into the document's components.
  const text = JSON.stringify(components).replaceAll('"#/definitions/', '"#/components/schemas/');
  return JSON.parse(text);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const schemas = responseSchemas();
  const sorted = Object.fromEntries(Object.keys(schemas).sort().map((name) => [name, schemas[name]]));
  writeFileSync(OUTPUT, JSON.stringify(sorted, null, 2) + '\n');
  console.error(`wrote ${OUTPUT}: ${Object.keys(sorted).length} schemas`);
}
