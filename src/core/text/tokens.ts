// One statement → its concepts in text order, each marked as a window concept or a mention.
import type { WordObserver } from './key-phrases.js';
import { nameConcept } from './dotted-names.js';
import { scanJoined, scanMerged, type Emit, type Kind } from './scan.js';
import type { ContextSettings, ModifyText } from './settings.js';

export type Role = 'window' | 'mention';

export interface ConceptToken {
  concept: string;
  role: Role;
}

export interface TokenizerOptions {
  settings: ContextSettings;
  modifyAnalyzedText: ModifyText;
  replaceEntities: boolean;
  /** Plain word → concept, or null when it is a stopword or too short (stopwords, lemmas). */
  normalizeWord: (word: string) => string | null;
  /** Hashtags and entities skip the default stopword list but not the user's own additions. */
  isUserStopword: (concept: string) => boolean;
  /**
   * A word left out only as generic (the default analysis: New, Great), not as a stopword: as
   * the first of a run of capitalized words it is part of the name (New York), as in the reference.
   */
  isGenericWord?: (word: string) => boolean;
  /** Where each concept's token is kept once, so that a long text holds one object per concept, not per word. */
  interned?: Map<string, ConceptToken>;
  /**
   * Two words that follow each other with only spaces between and are one word (Vietnamese writes
   * a word of two syllables as two): joined as `a_b`; with nothing between (Thai, whose dictionary
   * splits a word it lacks into two it has), joined as written.
   */
  joinWords?: (a: string, b: string) => boolean;
  /**
   * Words that follow each other with nothing between, merged: given such a run, how many of its
   * words, from the first, make each of its words (Chinese nouns ICU's dictionary cuts: 计算 机,
   * computer; chinese-words.ts).
   */
  mergeWords?: (run: readonly string[]) => number[];
  /** Words joined by dots are one name (cdnjs.com, README.md: the default analysis); else each is a word. */
  names?: boolean;
}

interface RawToken {
  kind: Kind;
  text: string;
  start: number;
  end: number;
}

const SINGLE_BRACKETS = /(?<!\[)\[([^[\]\r\n]*)\](?!\])/g;
const DOUBLE_BRACKETS = /\[\[([^[\]\r\n]+?)\]\]/g;

/** #CamelCaseTag → camel_case_tag; #AIEthics → ai_ethics. */
export function hashtagConcept(tag: string): string {
  return tag
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1_$2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1_$2')
    .toLowerCase();
}

export function wikiConcept(inner: string): string {
  return `[[${inner.trim().toLowerCase().split(/\s+/).join('_')}]]`;
}

/**
 * Brackets as --wiki-links and --brackets say, each bracket (or a group left out) turned into
 * line breaks of the same length: offsets stay those of the statement, and a multi-word name
 * never runs across a bracket, since names span spaces only.
 */
function preprocessBrackets(text: string, settings: ContextSettings): string {
  if (!text.includes('[')) return text;
  let out = text;
  const double = settings.doubleSquarebracketsProcessing;
  if (double === 'IGNORE_BRACKETS') out = out.replace(DOUBLE_BRACKETS, (_, inner: string) => `\n\n${inner}\n\n`);
  else if (double === 'EXCLUDE') out = out.replace(DOUBLE_BRACKETS, blankOut);
  if (settings.squareBracketsProcessing === 'EXCLUDE') out = out.replace(SINGLE_BRACKETS, blankOut);
  else out = out.replace(SINGLE_BRACKETS, (_, inner: string) => `\n${inner}\n`);
  return out;
}

const blankOut = (group: string) => '\n'.repeat(group.length);

/**
 * Stage directions of a transcript, `[Laughter]`, `(Applause.)`, `[Cheers and applause]`: a
 * short group in brackets or parentheses that names a sound of the audience or the room. Their
 * words are never part of a multi-word name, whatever --brackets does with them.
 */
const STAGE_DIRECTION =
  /[[(]\s*(?:[\p{L}'’]+[\s,;]+){0,4}(?:applause|applauding|applauds|laughter|laughs|laughing|cheers|cheering|booing|boos|crosstalk|inaudible|unintelligible|silence|pause|music|chanting|chants|sighs|interruption|audience|crowd|groans|murmurs|gasps)(?:[\s,;]+[\p{L}'’]+){0,4}\s*[.!]?\s*[\])]/giu;

/** [start, end) ranges of the statement's stage directions. */
function stageDirections(text: string): [number, number][] {
  if (!text.includes('[') && !text.includes('(')) return [];
  return [...text.matchAll(STAGE_DIRECTION)].map((m) => [m.index, m.index + m[0].length]);
}

const ENTITY_CONNECTORS = new Set(['of', 'de', 'del', 'der', 'van', 'von', 'la', 'le', 'du', 'da', 'di', 'bin', 'al']);
const isCapitalized = (word: string) => /^\p{Lu}/u.test(word);

/**
 * Multi-word proper names: runs of two or more capitalized words separated only by spaces (never
 * by a bracket, a line break or punctuation, never through a stage direction),
 * optionally joined by connectors (Bank of America). Leading stopwords (The, In) are not part
 * of the name; a leading generic word is (New York). The run's words are replaced by one
 * `new_york` token, or followed by it when replaceEntities is false.
 */
function markEntities(text: string, tokens: RawToken[], options: TokenizerOptions, stage: [number, number][]): RawToken[] {
  const out: RawToken[] = [];
  // Tokens and stage directions both run in text order: one walk marks the tokens inside one.
  const staged = new Uint8Array(tokens.length);
  for (let k = 0, r = 0; k < tokens.length && r < stage.length; ) {
    if (tokens[k].start >= stage[r][1]) r++;
    else {
      if (tokens[k].start >= stage[r][0]) staged[k] = 1;
      k++;
    }
  }
  const nameable = (t: RawToken, k: number) => t.kind === 'word' && staged[k] === 0;
  const leadsOff = (t: RawToken) => options.normalizeWord(t.text) === null && !options.isGenericWord?.(t.text);
  let i = 0;
  while (i < tokens.length) {
    let j = i;
    if (nameable(tokens[i], i) && isCapitalized(tokens[i].text)) {
      j = i + 1;
      while (
        j < tokens.length &&
        nameable(tokens[j], j) &&
        /^[ \t]+$/.test(text.slice(tokens[j - 1].end, tokens[j].start)) &&
        (isCapitalized(tokens[j].text) || ENTITY_CONNECTORS.has(tokens[j].text))
      )
        j++;
    }
    let first = i;
    let last = j - 1;
    while (first <= last && leadsOff(tokens[first]) && isCapitalized(tokens[first].text)) first++;
    while (last >= first && !isCapitalized(tokens[last].text)) last--;
    const capitalized = tokens.slice(first, last + 1).filter((t) => isCapitalized(t.text)).length;
    if (j > i + 1 && capitalized >= 2) {
      const run = tokens.slice(first, last + 1);
      const entity: RawToken = {
        kind: 'entity',
        text: run.map((t) => t.text.toLowerCase().replace(/’/g, "'")).join('_'),
        start: run[0].start,
        end: run[run.length - 1].end,
      };
      out.push(...tokens.slice(i, first));
      if (!options.replaceEntities) out.push(...run);
      out.push(entity);
      out.push(...tokens.slice(last + 1, j));
      i = j;
    } else {
      out.push(tokens[i]);
      i++;
    }
  }
  return out;
}

/** Wiki-link settings that rewrite [[…]] before the scan. */
const WIKI_REWRITTEN = new Set(['IGNORE_BRACKETS', 'EXCLUDE']);
const ADDRESS_START = /:\/\/|www\./;

/** A statement's tokens, its words joined or merged as the options say. */
function scanWords(text: string, options: TokenizerOptions, emit: Emit): void {
  if (options.mergeWords) scanMerged(text, options.mergeWords, emit, options.names);
  else scanJoined(text, options.joinWords, emit, options.names);
}

/** The concepts of one statement, in text order. */
export function tokenizeStatement(content: string, options: TokenizerOptions, observe?: WordObserver): ConceptToken[] {
  const { settings } = options;
  const onlyWiki = settings.doubleSquarebracketsProcessing === 'PROCESS_AS_HASHTAGS_IGNORE_THE_REST';
  const out: ConceptToken[] = [];
  // Without entities, and when no word waits on whether the statement has hashtags, each token
  // becomes its concept as it is found: a statement of millions of words (a book on one line)
  // never holds a list of its raw tokens.
  if (options.modifyAnalyzedText === 'none' && settings.partOfSpeechToProcess !== 'WORDS_IF_NO_HASHTAGS') {
    const wordsWanted = !onlyWiki && settings.partOfSpeechToProcess === 'HASHTAGS_AND_WORDS';
    // Brackets whose words are read as plain words change no token, unless they end an address
    // (`https://a.org/x[1]`): only then is the statement copied with its brackets rewritten.
    const asIs = settings.squareBracketsProcessing === 'IGNORE_BRACKETS' && !WIKI_REWRITTEN.has(settings.doubleSquarebracketsProcessing) && !ADDRESS_START.test(content);
    const add = conceptAdder(wordsWanted, options, out);
    const emit: Emit = observe
      ? (kind, tokenText, start, end) => observe(add(kind, tokenText) ?? null, start, end)
      : (kind, tokenText) => add(kind, tokenText);
    scanWords(asIs ? content : preprocessBrackets(content, settings), options, emit);
    return out;
  }
  const text = preprocessBrackets(content, settings);
  let tokens: RawToken[] = [];
  scanWords(text, options, (kind, tokenText, start, end) => {
    observe?.(kind === 'word' ? options.normalizeWord(tokenText) : kind === 'name' ? nameConcept(tokenText) : null, start, end);
    tokens.push({ kind, text: tokenText, start, end });
  });
  if (options.modifyAnalyzedText !== 'none') {
    tokens = markEntities(text, tokens, options, stageDirections(content));
    if (options.modifyAnalyzedText === 'extractEntitiesOnly') tokens = tokens.filter((t) => t.kind === 'entity');
  }
  const hasTags = tokens.some((t) => t.kind === 'hashtag' || t.kind === 'wiki');
  const wordsWanted =
    !onlyWiki &&
    (settings.partOfSpeechToProcess === 'HASHTAGS_AND_WORDS' ||
      (settings.partOfSpeechToProcess === 'WORDS_IF_NO_HASHTAGS' && !hasTags));
  const add = conceptAdder(wordsWanted, options, out);
  for (const token of tokens) add(token.kind, token.text);
  return out;
}

/** For one statement: appends a token's concept, if it has one, to `out`; the settings are read once, not at every token. */
function conceptAdder(wordsWanted: boolean, options: TokenizerOptions, out: ConceptToken[]): (kind: Kind, text: string) => string | null | void {
  const wiki = options.settings.doubleSquarebracketsProcessing;
  const onlyWiki = wiki === 'PROCESS_AS_HASHTAGS_IGNORE_THE_REST';
  const wikiRole: Role = wiki === 'PROCESS_AS_MENTIONS' ? 'mention' : 'window';
  return (kind, text) => {
    switch (kind) {
      case 'word': {
        if (!wordsWanted) return;
        const concept = options.normalizeWord(text);
        if (concept !== null) out.push(conceptToken(concept, 'window', options));
        return concept;
      }
      case 'name': {
        // A domain or file name is a concept as written, whatever the stopwords: none holds a dot.
        const concept = nameConcept(text);
        if (!wordsWanted || options.isUserStopword(concept)) return null;
        out.push(conceptToken(concept, 'window', options));
        return concept;
      }
      case 'entity': {
        if (wordsWanted && !options.isUserStopword(text)) out.push(conceptToken(text, 'window', options));
        return;
      }
      case 'hashtag': {
        if (onlyWiki) return;
        const concept = hashtagConcept(text);
        if (!options.isUserStopword(concept)) out.push(conceptToken(concept, 'window', options));
        return;
      }
      case 'mention': {
        if (onlyWiki) return;
        const concept = '@' + text.toLowerCase();
        if (!options.isUserStopword(concept)) out.push(conceptToken(concept, 'mention', options));
        return;
      }
      case 'wiki': {
        const concept = wikiConcept(text);
        if (!options.isUserStopword(concept)) out.push(conceptToken(concept, wikiRole, options));
      }
    }
  };
}

/** The token of a concept in a role: one shared object for each, when the options keep them. */
function conceptToken(concept: string, role: Role, options: TokenizerOptions): ConceptToken {
  const interned = options.interned;
  if (!interned) return { concept, role };
  const key = role === 'window' ? concept : '\u0000' + concept;
  let token = interned.get(key);
  if (token === undefined) {
    token = Object.freeze({ concept, role });
    interned.set(key, token);
  }
  return token;
}
