// Types for the `sbd` package (sentence boundary detection), which ships none; only what tna calls.
declare module 'sbd' {
  export function sentences(text: string, options?: { newline_boundaries?: boolean; preserve_whitespace?: boolean }): string[];
}
