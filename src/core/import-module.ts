// import() that also works inside the command line's bundle. Node runs that bundle from a V8 code
// cache (bin/load-cli.cjs), and Node 20 cannot give code compiled that way its own import(); the
// launcher hands one in instead. Elsewhere (tests, tsc's output, the worker entries) this is import().

const HANDED_IN = Symbol.for('tna.import');

/** Loads an ES module (a package or a file URL), as import(specifier) would. */
export function importModule<T = unknown>(specifier: string): Promise<T> {
  const handed = (globalThis as { [HANDED_IN]?: (specifier: string) => Promise<unknown> })[HANDED_IN];
  return (handed ? handed(specifier) : import(specifier)) as Promise<T>;
}
