// Text that is stored must read back exactly: a lone UTF-16 surrogate (half of an emoji, say)
// cannot be encoded as UTF-8, so SQLite would keep U+FFFD instead and the name would not be found again.

/** Whether `value` holds a surrogate without its pair. */
export function hasLoneSurrogate(value: string): boolean {
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);
}

export const LONE_SURROGATE = 'holds a lone UTF-16 surrogate (half of a character), which cannot be stored and read back: send valid Unicode';
