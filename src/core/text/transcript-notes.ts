// A transcript's notes of what the audience did or what was heard, in brackets among the
// speaker's words: "(Applause.)", "—(applause)—", "(Laughter.)", "[Music]", "[inaudible]". A
// reader takes them for the transcriber's, not for what the text is about; a speech transcribed
// so holds dozens (the 2021 State of the Union address, 80), which made *Applause* one of its
// first concepts and key phrases.
import type { Statement } from '../types.js';
import type { WordCounts } from './word-counts.js';

/** One word, a full stop or not, in round or square brackets. */
const NOTE = /[([](\p{L}+)\.?[)\]]/gu;

/** The words transcribers write so: the White House's and Congress's transcripts, and subtitles. */
const NOTE_WORDS = new Set(['applause', 'laughter', 'cheers', 'cheering', 'booing', 'boos', 'inaudible', 'crosstalk', 'music']);

/**
 * The words of NOTE_WORDS (lowercase) that the text writes only in brackets, as a note: left out
 * of the default analysis as generic words are. One the text also writes in its sentences (the
 * music of a speech about the arts) stays.
 */
export function transcriptNotes(statements: readonly Statement[], counts: WordCounts): string[] {
  const notes = new Map<string, number>();
  for (const { content } of statements) {
    if (!content.includes('(') && !content.includes('[')) continue;
    for (const [, word] of content.matchAll(NOTE)) {
      const lower = word.toLowerCase();
      if (NOTE_WORDS.has(lower)) notes.set(lower, (notes.get(lower) ?? 0) + 1);
    }
  }
  if (notes.size === 0) return [];
  const uses = new Map<string, number>();
  counts.raws.forEach((raw, k) => {
    const lower = raw.toLowerCase();
    if (notes.has(lower)) uses.set(lower, (uses.get(lower) ?? 0) + counts.counts[k]);
  });
  return [...notes].filter(([word, n]) => uses.get(word) === n).map(([word]) => word);
}
