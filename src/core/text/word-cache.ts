// Functions of a word, each word computed once: a text, and a folder of texts, meet the same
// words many times.

/**
 * The most words a process-wide cache holds; past it the words not met lately are dropped
 * (cached()), so memory stays flat however many files are read. There are a dozen such caches (a
 * word's lemma, stem, tags, form, detection mask…), and each holds every distinct word a run
 * meets: 300 pages of PostgreSQL's manual meet 4,000 to 8,000, its 1,169 pages 8,000 to 16,000,
 * and at 200,000 the caches (V8's tables of 8,192 entries become 16,384, and the words themselves)
 * grew the heap a run keeps from 4 to 8 MB between the two.
 */
export const SHARED_CACHE_WORDS = 8_192;

/** From this length, V8 makes a piece of a string a slice of it (a view that keeps the whole string), not a copy. */
const SLICED_FROM = 13;

/**
 * `word` as a string of its own. A word read from a text is a piece of it, and V8 keeps a piece
 * of 13 characters or more as a view of the whole: kept in a cache for the whole run, it would
 * keep the whole page it was read from, and a folder's caches all its pages. Shorter strings are
 * copies already.
 */
export function ownString(word: string): string {
  // Joined to a character and cut from it again: the join is made one new string, and the piece of it holds that alone.
  return word.length < SLICED_FROM ? word : (' ' + word).slice(1);
}

/** The functions sharedCache made: one given again is returned as it is, not cached twice. */
const shared = new WeakSet<(word: string) => unknown>();

/**
 * A function of a word kept for the whole process: cached() with SHARED_CACHE_WORDS as its bound.
 * Given a function it made, it returns that function, so that two modules that cache the same
 * function (a language's lemma, read by its word forms and by its common words) share one cache
 * and work each word out once.
 */
export function sharedCache<T>(f: (word: string) => T): (word: string) => T {
  if (shared.has(f)) return f;
  const made = cached(f, SHARED_CACHE_WORDS);
  shared.add(made);
  return made;
}

/**
 * A function of a word, each word computed once. Bounded (`most`), it keeps two generations of
 * half as many words each: when the newer is full it becomes the older, and the older's words are
 * dropped but those met again meanwhile, which move to the newer. So a folder's frequent words stay
 * however many rare ones its pages meet, where a cache that started again at its bound worked
 * them all out once more (over 1,800 short abstracts, a word's form was worked out again for one
 * look-up in five). The words and answers it keeps are strings of their own (ownString), never
 * pieces of the texts they were read from.
 */
export function cached<T>(f: (word: string) => T, most = Infinity): (word: string) => T {
  const half = most / 2;
  let memo = new Map<string, T>();
  let older = new Map<string, T>();
  return (word) => {
    let out = memo.get(word);
    if (out === undefined && !memo.has(word)) {
      const key = ownString(word);
      if (older.has(word)) out = older.get(word);
      else {
        out = f(word);
        // Most words are their own answer (a lemma, a form): one string of its own for both.
        if (typeof out === 'string') out = (out === word ? key : ownString(out)) as T;
      }
      if (memo.size >= half) {
        older = memo;
        memo = new Map();
      }
      memo.set(key, out as T);
    }
    return out as T;
  };
}
