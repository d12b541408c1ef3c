// Functions of a word, each word computed once: a text, and a folder of texts, meet the same
// words many times.

/**
 * The most words a process-wide cache holds: a language's vocabulary in a large folder stays well
 * below it; past it the cache starts again, so memory stays flat however many files are read.
 */
const SHARED_CACHE_WORDS = 200_000;

/** A function of a word kept for the whole process: cached() with SHARED_CACHE_WORDS as its bound. */
export function sharedCache<T>(f: (word: string) => T): (word: string) => T {
  return cached(f, SHARED_CACHE_WORDS);
}

/** A function of a word, each word computed once; past `most` words the cache starts again. */
export function cached<T>(f: (word: string) => T, most = Infinity): (word: string) => T {
  const memo = new Map<string, T>();
  return (word) => {
    let out = memo.get(word);
    if (out === undefined && !memo.has(word)) {
      out = f(word);
      if (memo.size >= most) memo.clear();
      memo.set(word, out);
    }
    return out as T;
  };
}
