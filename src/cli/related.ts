// `tna related QUESTION [files...]`: the statements of the text related to a question, best first, with where each came from.
import { Command, Option } from 'commander';
import { readDocumentList } from '../input/documents.js';
import { locatedStatements, statementsBody, withPlaces, type PlacedStatement } from '../input/statement-places.js';
import type { RelatedMatch } from '../service/related.js';
import type { Service } from '../service/service.js';
import { EXIT_NO_MATCH, type CliCommand } from './command.js';
import { renameField } from './field-flags.js';
import type { IO } from './io.js';
import { renderJson } from './render.js';
import { addReadingOptions, analysisMode, analysisOption, commaList, LANGUAGE_HELP, type TextOptions } from './text-options.js';

const FORMATS = ['text', 'json', 'summary'] as const;
type RelatedFormat = (typeof FORMATS)[number];

interface RelatedOptions extends Pick<TextOptions, 'split' | 'inputFormat' | 'html' | 'language' | 'stopwords' | 'analysis'> {
  format?: RelatedFormat;
  limit: string;
  threshold: string;
  name?: string;
  user?: string;
  widen?: boolean;
}

const FIELD_FLAGS: Record<string, string> = {
  searchQuery: 'the question',
  numberOfResults: '--limit',
  similarityThreshold: '--threshold',
  text: 'the input',
  name: '--name',
  userName: '--user',
  analysis: '--analysis',
  widen: '--widen',
};

function relatedCommand(): Command {
  return addReadingOptions(
    new Command('related')
      .description(
        'The statements related to a question, best first: for a language-model prompt that needs the statements a question is about, not the whole text. ' +
          'Offline by default: by the question\'s words, the rarer the more (BM25), inline code and identifiers included, and the words of the heading a statement lies under (a Markdown or HTML heading of its own section); a saved graph (--name) is read from what its save stored. ' +
          'With TNA_EMBEDDING_MODEL set, fused with an embedding model\'s ranking, which is sent the statements themselves. Each statement is shown as the document writes it. Exit 1 when no statement is related enough',
      )
      .argument('<question>', 'the question, in quotes')
      .argument('[files...]', 'text files or globs to read; "-" or nothing reads stdin (Markdown and HTML as documents)'),
  )
    .addOption(new Option('-f, --format <format>', 'output: text (a statement a line: similarity, file:line, statement), json, summary (the statements alone, for a prompt)').choices(FORMATS).default('text'))
    .option('-n, --limit <n>', 'at most this many statements', '10')
    .option('--threshold <similarity>', 'the least similarity, from 0 to 1, which rises and falls with the ranking (offline: 0.3 keeps every statement that holds a word of the question, 0.6 about those that hold half of it or more)', '0.3')
    .option('--widen', "widen the question by its words' neighbours in the text's graph, so that statements that use the words around them rank too, below 0.3 where they hold none of its words (off by default: over documentation it ranked no better, and it makes the graph)")
    .option('--name <graph>', 'the statements of a saved graph instead of files')
    .option('--user <name>', 'whose saved graph (default: anonymous)')
    .option('--language <code>', LANGUAGE_HELP, 'auto')
    .option('--stopwords <words>', 'extra stopwords, comma-separated; "-word" keeps a default stopword')
    .addOption(analysisOption());
}

/** Each input's statements, as the request sends them, with the file and line each came from. */
async function readLocated(files: string[], opts: RelatedOptions, io: IO): Promise<PlacedStatement[]> {
  return locatedStatements(await readDocumentList(files, io, opts.inputFormat, opts.html), opts.split ?? 'line');
}

function render(format: RelatedFormat, matches: (RelatedMatch & { source?: string })[]): string {
  if (format === 'json') return renderJson(matches);
  if (format === 'summary') return matches.map((m) => m.matchedContent.replace(/\s+/g, ' ')).join('\n') + '\n';
  return matches.map((m) => [m.similarity.toFixed(2), m.source, m.matchedContent.replace(/\s+/g, ' ')].filter(Boolean).join('  ')).join('\n') + '\n';
}

export const relatedCli: CliCommand = {
  name: 'related',
  exitStatus: [[1, 'no statement passes the threshold, or a provider or the store failed']],
  examples: [
    ['tna related "why do harvests fail?" notes/*.md -n 8 | llm "answer from these notes"', 'the eight statements most related to the question, for a prompt'],
    ["tna related 'tax cuts' speeches.txt --threshold 0.6", 'only statements that hold half of the question or more'],
    ['tna related "what did we decide about pricing?" --name meetings -f json', 'in a saved graph, as JSON'],
  ],
  define: relatedCommand,
  progress: 'Finding related statements…',
  async run(args, rawOpts, io, service: Service) {
    const opts = rawOpts as unknown as RelatedOptions;
    const [question, files] = args as [string, string[]];
    const statements = opts.name !== undefined && files.length === 0 ? undefined : await readLocated(files, opts, io);
    const body = {
      mode: 'aiSearch',
      searchQuery: question,
      ...(statements ? statementsBody(statements) : { name: opts.name }),
      numberOfResults: opts.limit,
      similarityThreshold: opts.threshold,
      language: opts.language,
      stopwords: commaList(opts.stopwords),
      userName: opts.user,
      analysis: analysisMode(opts.analysis, io.env),
      ...(opts.widen ? { widen: true } : {}),
    };
    const matches = await service.aiSearch({}, body).catch((error) => {
      throw renameField(error, FIELD_FLAGS);
    });
    const text = render(opts.format ?? 'text', withPlaces(matches, statements, opts.name));
    return matches.length === 0 ? { text: opts.format === 'json' ? text : '', exitCode: EXIT_NO_MATCH } : text;
  },
};
