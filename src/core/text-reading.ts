// Reading a text into its concept graph, one part after another: each statement's tokens become
// ids and its distinct concepts, then are dropped. A long text's parts can be read on several
// threads (src/parallel/read.ts), each into a TextReading of its own, and added in text order to
// the first one's (absorb): the ids, counts and candidate phrases are then those of one reading.
import type { BetweennessMode } from './graph/betweenness.js';
import { ConceptIds, graphOf, type ConceptGraph, type Encoded } from './graph/build.js';
import { findTerms } from './graph/terms.js';
import { analysisModule, conceptTokenizer, type ConceptOptions, type KnownWords, type TextWords } from './text/concepts.js';
import { PhraseCandidates, phraseJoinersOf, type PhraseData } from './text/key-phrases.js';
import { moduleOf } from './text/stopwords.js';
import { formsNeedCounts, WordTally, type WordCounts } from './text/word-counts.js';
import { DEFAULT_SHAPE, subjectEncoder, type TextPlace } from './subject-graph.js';
import type { Language, Statement } from './types.js';

export interface AnalyzeOptions extends ConceptOptions {
  /** Keep this many nodes by weighted degree; 0 keeps all. */
  maxNodes: number;
  seed?: number;
  /** Exact, sampled (approx), or chosen by the graph's size (auto, the default). */
  betweenness?: BetweennessMode;
}

/** The first half of analyze(): statements → concepts → graph, before any metric. */
export interface BuiltGraph {
  language: Language;
  graph: ConceptGraph;
  statements: ConceptsOfStatement[];
  /** The text's candidate key phrases (the default analysis). */
  phrases?: PhraseCandidates;
}

/** A statement with its distinct concepts in text order (including those the node cap removed). */
export interface ConceptsOfStatement {
  statement: Statement;
  concepts: string[];
}

/** What reading a part of a text needs to know of the whole (plain data, so it crosses threads). */
export interface ReadingPlan {
  language: Language;
  place: TextPlace;
  /**
   * What a part knows of the whole text's words (its WordCounts, and the concepts they are),
   * where its language joins word forms and the text is read in parts; absent, the statements a
   * TextReading is made with are counted.
   */
  words?: TextWords;
}

/** A part of a text read apart (TextReading.part), its ids its own: plain data, its typed arrays transferable. */
export interface ReadPart {
  names: string[];
  encoded: Encoded[];
  /** Each statement's distinct concepts in text order, as ids into `names`. */
  concepts: Int32Array[];
  phrases?: PhraseData;
}

/**
 * A tally of the words of a text in this language where its analysis reads the whole text's
 * counts: the default analysis (which common words the text is about, concepts.ts), and where
 * word forms are joined by them (word-forms.ts); else undefined.
 */
export function wordTally(language: Language, options: Pick<AnalyzeOptions, 'analysis'>): WordTally | undefined {
  const module = analysisModule(language, options.analysis);
  const reference = options.analysis === 'reference';
  return !reference || formsNeedCounts(module) ? new WordTally(module, !reference) : undefined;
}

/** Whether a text in this language can be read in parts: not where syllables are joined by the whole text's words (Vietnamese). */
export function readsInParts(language: Language, options: Pick<AnalyzeOptions, 'analysis'>): boolean {
  return !analysisModule(language, options.analysis).joinsSyllables;
}

export class TextReading {
  readonly language: Language;
  private readonly ids = new ConceptIds();
  private readonly encoded: Encoded[] = [];
  private readonly concepts: string[][] = [];
  private readonly phrases?: PhraseCandidates;
  private readonly readOne: (statement: Statement, index: number) => void;
  private readonly normalizeWord: (word: string) => string | null;
  private readonly generic: readonly string[];

  /**
   * `statements`: the whole text's as shown, where the plan brings no counts or generic words:
   * the tokenizer learns the text's words from their prose (`prose`, proseStatements), and reads
   * which words are verbs in them as written, inline code included (concepts.ts).
   */
  constructor(
    statements: readonly Statement[],
    private readonly options: AnalyzeOptions,
    plan: ReadingPlan,
    prose?: readonly Statement[],
  ) {
    const { language, tokenize, normalizeWord, generic, wordTotal } = conceptTokenizer(statements, { ...options, language: plan.language }, plan.words, prose);
    this.language = language;
    this.normalizeWord = normalizeWord;
    this.generic = generic;
    const { ids, encoded, concepts } = this;
    if (options.analysis === 'reference') {
      this.readOne = (statement) => {
        const tokens = tokenize(statement.content);
        encoded.push(ids.encode(tokens));
        concepts.push([...new Set(tokens.map((t) => t.concept))]);
      };
    } else {
      const module = moduleOf(language);
      const phrases = (this.phrases = new PhraseCandidates(module.elided, wordTotal, phraseJoinersOf(module)));
      const encode = subjectEncoder(plan.place, tokenize, ids, phrases);
      this.readOne = (statement, index) => {
        const read = encode(statement, index);
        encoded.push(read.coded);
        concepts.push(read.concepts);
      };
    }
  }

  /**
   * What the parts of the text read elsewhere are to know of its words (TextWords): the counts,
   * the concept each word is (null: none), and the words left out as generic.
   */
  words(counts: WordCounts): TextWords {
    const known: KnownWords = { raws: counts.raws, concepts: counts.raws.map(this.normalizeWord) };
    return { counts, known, generic: this.generic };
  }

  /** Reads the statements that follow those read so far; `first` is the place of the first in the whole text. */
  read(statements: readonly Statement[], first: number): this {
    statements.forEach((statement, k) => this.readOne(statement, first + k));
    return this;
  }

  /** What was read, as plain data (ReadPart). */
  part(): ReadPart {
    const { ids } = this;
    return {
      names: ids.names,
      encoded: this.encoded,
      concepts: this.concepts.map((list) => Int32Array.from(list, (concept) => ids.intern(concept))),
      ...(this.phrases ? { phrases: this.phrases.data() } : {}),
    };
  }

  /** Adds the next part of the text, read apart. */
  absorb(part: ReadPart): this {
    const id = Int32Array.from(part.names, (name) => this.ids.intern(name));
    const remap = (list: Int32Array) => list.map((k) => (k < 0 ? k : id[k]));
    for (const s of part.encoded) {
      const coded: Encoded = { window: remap(s.window), mentions: remap(s.mentions) };
      if (s.leading !== undefined) coded.leading = s.leading;
      if (s.leadingWeight !== undefined) coded.leadingWeight = s.leadingWeight;
      this.encoded.push(coded);
    }
    for (const list of part.concepts) this.concepts.push(Array.from(list, (k) => this.ids.names[id[k]]));
    if (part.phrases) this.phrases?.absorb(part.phrases);
    return this;
  }

  /** The graph of everything read; `shown` are the statements as given (with their inline code), in the order read. */
  built(shown: readonly Statement[]): BuiltGraph {
    const { options } = this;
    const reference = options.analysis === 'reference';
    const graph = graphOf(this.encoded, this.ids.names, options.settings.mentionsProcessing, options.maxNodes, reference ? undefined : DEFAULT_SHAPE);
    const terms = this.phrases && graph.uses ? findTerms(this.phrases, graph.names, graph.uses) : undefined;
    if (terms) graph.terms = terms;
    const statements: ConceptsOfStatement[] = this.concepts.map((concepts, index) => ({ statement: shown[index], concepts }));
    return { language: this.language, graph, statements, ...(this.phrases ? { phrases: this.phrases } : {}) };
  }
}
