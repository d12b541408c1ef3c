// Where a worker thread's entry module is: beside the module that starts it (tsc's output), or
// the bundle's own entry beside dist/tna.cjs (whose import.meta.url is the bundle's).
import { existsSync } from 'node:fs';

/** The first of `names` found beside `base` (an import.meta.url); `what` names the worker in the error. */
export function workerFile(base: string, names: readonly string[], what: string): URL {
  for (const name of names) {
    const url = new URL(name, base);
    if (existsSync(url)) return url;
  }
  throw new Error(`the ${what} worker module is missing: run \`npm run build\``);
}
