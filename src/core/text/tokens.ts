// One statement → its concepts in text order, each marked as a window concept or a mention.
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
}

type Kind = 'word' | 'hashtag' | 'mention' | 'wiki' | 'entity';

interface RawToken {
  kind: Kind;
  text: string;
  start: number;
  end: number;
}

// Order matters: links and e-mail addresses are consumed whole so that their parts never
// become concepts, and wiki links before single brackets. Groups: 1 wiki, 2 hashtag, 3 mention, 4 word.
const TOKEN =
  /\[\[([^[\]\r\n]+?)\]\]|(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>"]+|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)|@([\p{L}\p{N}_]+)|(\p{L}[\p{L}\p{M}\p{N}'’]*)/gu;
const WORD = /\p{L}[\p{L}\p{M}\p{N}'’]*/gu;
// The same patterns for pure-ASCII text, where \p{L} is [A-Za-z] and \p{N} is [0-9]: Unicode
// property classes make V8's regex engine several times slower, and most text is ASCII.
const TOKEN_ASCII =
  /\[\[([^[\]\r\n]+?)\]\]|(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>"]+|[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+|#([A-Za-z0-9_]*[A-Za-z][A-Za-z0-9_]*)|@([A-Za-z0-9_]+)|([A-Za-z][A-Za-z0-9']*)/g;
const WORD_ASCII = /[A-Za-z][A-Za-z0-9']*/g;
const NON_ASCII = /[^\x00-\x7f]/;
/** Only text with one of these can hold anything but plain words. */
const SPECIAL = /[#@[]|:\/\/|www\./;
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

function scan(text: string): RawToken[] {
  const tokens: RawToken[] = [];
  const ascii = !NON_ASCII.test(text);
  if (!SPECIAL.test(text)) {
    const word = ascii ? WORD_ASCII : WORD;
    word.lastIndex = 0;
    for (let m = word.exec(text); m !== null; m = word.exec(text)) {
      tokens.push({ kind: 'word', text: m[0], start: m.index, end: m.index + m[0].length });
    }
    return tokens;
  }
  const token = ascii ? TOKEN_ASCII : TOKEN;
  token.lastIndex = 0;
  for (let m = token.exec(text); m !== null; m = token.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (m[1] !== undefined) tokens.push({ kind: 'wiki', text: m[1], start, end });
    else if (m[2] !== undefined) tokens.push({ kind: 'hashtag', text: m[2], start, end });
    else if (m[3] !== undefined) tokens.push({ kind: 'mention', text: m[3], start, end });
    else if (m[4] !== undefined) tokens.push({ kind: 'word', text: m[4], start, end });
    // anything else matched is a link or an e-mail address: never a concept
  }
  return tokens;
}

const ENTITY_CONNECTORS = new Set(['of', 'de', 'del', 'der', 'van', 'von', 'la', 'le', 'du', 'da', 'di', 'bin', 'al']);
const isCapitalized = (word: string) => /^\p{Lu}/u.test(word);

/**
 * Multi-word proper names: runs of two or more capitalized words separated only by spaces (never
 * by a bracket, a line break or punctuation, never through a stage direction),
 * optionally joined by connectors (Bank of America). Leading stopwords (The, In) are not part
 * of the name. The run's words are replaced by one `new_york` token, or followed by it when
 * replaceEntities is false.
 */
function markEntities(text: string, tokens: RawToken[], options: TokenizerOptions, stage: [number, number][]): RawToken[] {
  const out: RawToken[] = [];
  const nameable = (t: RawToken) => t.kind === 'word' && !stage.some(([start, end]) => t.start >= start && t.end <= end);
  let i = 0;
  while (i < tokens.length) {
    let j = i;
    if (nameable(tokens[i]) && isCapitalized(tokens[i].text)) {
      j = i + 1;
      while (
        j < tokens.length &&
        nameable(tokens[j]) &&
        /^[ \t]+$/.test(text.slice(tokens[j - 1].end, tokens[j].start)) &&
        (isCapitalized(tokens[j].text) || ENTITY_CONNECTORS.has(tokens[j].text))
      )
        j++;
    }
    let first = i;
    let last = j - 1;
    while (first <= last && options.normalizeWord(tokens[first].text) === null && isCapitalized(tokens[first].text)) first++;
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

/** The concepts of one statement, in text order. */
export function tokenizeStatement(content: string, options: TokenizerOptions): ConceptToken[] {
  const { settings } = options;
  const text = preprocessBrackets(content, settings);
  let tokens = scan(text);
  if (options.modifyAnalyzedText !== 'none') {
    tokens = markEntities(text, tokens, options, stageDirections(content));
    if (options.modifyAnalyzedText === 'extractEntitiesOnly') tokens = tokens.filter((t) => t.kind === 'entity');
  }

  const wikiAsMention = settings.doubleSquarebracketsProcessing === 'PROCESS_AS_MENTIONS';
  const onlyWiki = settings.doubleSquarebracketsProcessing === 'PROCESS_AS_HASHTAGS_IGNORE_THE_REST';
  const hasTags = tokens.some((t) => t.kind === 'hashtag' || t.kind === 'wiki');
  const wordsWanted =
    !onlyWiki &&
    (settings.partOfSpeechToProcess === 'HASHTAGS_AND_WORDS' ||
      (settings.partOfSpeechToProcess === 'WORDS_IF_NO_HASHTAGS' && !hasTags));

  const out: ConceptToken[] = [];
  for (const token of tokens) {
    switch (token.kind) {
      case 'word': {
        if (!wordsWanted) break;
        const concept = options.normalizeWord(token.text);
        if (concept !== null) out.push({ concept, role: 'window' });
        break;
      }
      case 'entity': {
        if (!wordsWanted) break;
        if (!options.isUserStopword(token.text)) out.push({ concept: token.text, role: 'window' });
        break;
      }
      case 'hashtag': {
        if (onlyWiki) break;
        const concept = hashtagConcept(token.text);
        if (!options.isUserStopword(concept)) out.push({ concept, role: 'window' });
        break;
      }
      case 'mention': {
        if (onlyWiki) break;
        const concept = '@' + token.text.toLowerCase();
        if (!options.isUserStopword(concept)) out.push({ concept, role: 'mention' });
        break;
      }
      case 'wiki': {
        const concept = wikiConcept(token.text);
        if (!options.isUserStopword(concept)) out.push({ concept, role: wikiAsMention ? 'mention' : 'window' });
        break;
      }
    }
  }
  return out;
}
