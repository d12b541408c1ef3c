// A request body as the server receives it (raw text) → JSON, with the nesting bounded so no handler recurses too deep.
import { badRequest } from '../core/errors.js';

/** Deeper than any request of INTERFACE.md needs (a graph in E4 is about 6 levels), shallow enough for recursive code. */
export const MAX_BODY_DEPTH = 64;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The deepest nesting of objects and arrays in JSON text (strings skipped); stops counting past `limit`. */
export function nestingDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return deepest;
}

/** An empty body is `{}`, so `curl -X POST …/listGraphs` works; anything else must be JSON. */
export function parseRequestBody(text: string): unknown {
  if (text.trim() === '') return {};
  if (nestingDepth(text, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
    throw badRequest(`the request body is nested deeper than ${MAX_BODY_DEPTH} levels of objects and arrays`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw badRequest(`the request body is not valid JSON (${(error as Error).message})`);
  }
}
