// The part of picomatch (a CommonJS package without typings) that the per-path overrides use.
declare module 'picomatch' {
  interface PicomatchOptions {
    dot?: boolean;
    windows?: boolean;
  }
  function picomatch(glob: string | readonly string[], options?: PicomatchOptions): (path: string) => boolean;
  export default picomatch;
}
