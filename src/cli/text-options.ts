// The text-processing flags of every command that analyzes text, and the request fields they set.
import { SUPPORTED_LANGUAGES } from '../core/text/stopwords.js';
import { Option, type Command } from 'commander';
import { DEFAULT_SETTINGS, DOUBLE_BRACKETS, MENTIONS, SQUARE_BRACKETS } from '../core/text/settings.js';
import { relineText, SPLIT_MODES, type SplitMode } from '../core/text/split.js';
import { readDocuments } from '../input/documents.js';
import { write, type IO } from './io.js';
import { HTML_MODES, INPUT_FORMATS, type HtmlMode, type InputFormat } from '../input/markup.js';
import { BRACKETS_HELP, MENTIONS_HELP, WIKI_LINKS_HELP } from './help-text.js';
import { analysisMode, ANALYSIS_MODES, type AnalysisMode } from '../core/analysis-mode.js';

export interface TextOptions {
  user?: string;
  stopwords?: string;
  language?: string;
  hashtagsOnly?: boolean;
  wordsIfNoHashtags?: boolean;
  wikiLinks?: string;
  brackets?: string;
  mentions?: string;
  entities?: boolean;
  entitiesOnly?: boolean;
  replaceEntities: boolean;
  aiTopics?: boolean;
  contextType?: string;
  split?: SplitMode;
  inputFormat?: InputFormat;
  html?: HtmlMode;
  analysis?: AnalysisMode;
}

/** "a, b,,c" → ['a', 'b', 'c']; absent stays absent, so the request leaves the field out. */
export function commaList(value?: string): string[] | undefined {
  return value
    ?.split(',')
    .map((w) => w.trim())
    .filter(Boolean);
}

/** --language's help: every code it takes. */
export const LANGUAGE_HELP = `the text's language: auto (detected, the default) or ${SUPPORTED_LANGUAGES.join(', ')}`;

/** Adds the flags; `language` lets a command describe (and default) --language its own way. */
export function addTextOptions(command: Command, language: { help: string; default?: string }): Command {
  return addReadingOptions(command)
    .option('--stopwords <words>', 'extra stopwords, comma-separated; "-word" keeps a default stopword')
    .option('--language <code>', language.help, language.default)
    .option('--hashtags-only', 'only #hashtags, @mentions and [[wiki links]] become concepts')
    .option('--words-if-no-hashtags', 'a statement with hashtags or wiki links contributes only those')
    .addOption(new Option('--wiki-links <mode>', WIKI_LINKS_HELP).choices(DOUBLE_BRACKETS).default(DEFAULT_SETTINGS.doubleSquarebracketsProcessing))
    .addOption(new Option('--brackets <mode>', BRACKETS_HELP).choices(SQUARE_BRACKETS).default(DEFAULT_SETTINGS.squareBracketsProcessing))
    .addOption(new Option('--mentions <mode>', MENTIONS_HELP).choices(MENTIONS).default(DEFAULT_SETTINGS.mentionsProcessing))
    .option('--entities', 'multi-word proper names (New York) become one concept')
    .option('--entities-only', 'only multi-word proper names become concepts')
    .option('--no-replace-entities', 'with --entities, keep the words of a name as concepts too')
    .option('--ai-topics', 'name the clusters with a language model')
    .option('--context-type <type>', 'a label for the kind of text, kept with a saved graph (e.g. STANDARD)')
    .addOption(analysisOption());
}

/**
 * `--analysis`: a fresh Option each, for every command that analyzes text. No default of its own:
 * absent, TNA_ANALYSIS decides, else the service (the default analysis; a saved graph's own).
 */
export function analysisOption(absent = 'TNA_ANALYSIS, else default (a saved graph keeps the one it was saved with)'): Option {
  return new Option(
    '--analysis <mode>',
    `which analysis: default (concepts that carry a subject: nouns, names, adjectives; titles and headings weighted; key phrases) or reference (the reference service's analysis, exactly: numbers that match the hosted service); default: ${absent}`,
  ).choices(ANALYSIS_MODES);
}

/** The analysis --analysis or, without it, TNA_ANALYSIS names; undefined leaves it to the service. */
export { analysisMode };

/** `--split`, `--input-format` and `--html`: how every command that reads text reads it. */
export function addReadingOptions(command: Command): Command {
  return command.addOption(splitOption()).addOption(inputFormatOption()).addOption(htmlOption());
}

/** `--html`: a fresh Option each; without a default of its own where a configuration may decide (`absent` says what does). */
export function htmlOption(absent?: string): Option {
  const option = new Option(
    '--html <part>',
    `which part of an HTML page to read: main (the page's own text, without the site's navigation, sidebars, headers, footers and banners) or page (everything)${absent ? `; default: ${absent}` : ''}`,
  ).choices(HTML_MODES);
  return absent ? option : option.default('main');
}

/** `--input-format`: a fresh Option each, so no two commands share one. */
export function inputFormatOption(): Option {
  return new Option(
    '--input-format <format>',
    'how to read the input: text (as it is), markdown or html (markup, code and links left out, each paragraph, heading or list item a statement); auto: by the file extension (.md, .mdx, .html...), stdin by its content',
  )
    .choices(INPUT_FORMATS)
    .default('auto');
}

/** `--split`: for every command that reads text; a fresh Option each, so no two commands share one. */
function splitOption(): Option {
  return new Option('--split <unit>', 'what one statement is: a line, a paragraph (blank lines between), or a sentence (for text without line breaks)')
    .choices(SPLIT_MODES)
    .default('line');
}

/** The input files (or stdin) read as --input-format says, one statement a line after --split. */
export async function readInputText(files: readonly string[], opts: Pick<TextOptions, 'split' | 'inputFormat' | 'html'>, io: IO): Promise<string> {
  if (files.length > 0) io.progress?.(`reading ${files.length === 1 ? files[0] : `${files.length} files`}`);
  const text = await readDocuments(files, io, opts.inputFormat, opts.html);
  io.progress?.('building the graph');
  if ((opts.split ?? 'line') === 'line' && io.stderrIsTTY && isLongSingleLine(text)) {
    await write(io.stderr, `tna: the input is one line, so one statement; --split sentence makes each sentence a statement\n`);
  }
  return splitText(text, opts);
}

/** Words of one line beyond which it is surely more than one statement (a speech, a page pasted whole). */
const HINT_WORDS = 50;

/** Whether the text is a single line of more than HINT_WORDS words; stops counting there. */
function isLongSingleLine(text: string): boolean {
  const line = text.trim();
  if (line.includes('\n')) return false;
  let words = 0;
  for (const _ of line.matchAll(/\S+/g)) if (++words > HINT_WORDS) return true;
  return false;
}

/** Input text as the request sends it: one statement a line, after --split. */
export function splitText(text: string, opts: Pick<TextOptions, 'split'>): string {
  return relineText(text, opts.split ?? 'line');
}

/** The body fields the flags (and TNA_ANALYSIS in `env`) describe. */
export function textFields(opts: TextOptions, env: IO['env']) {
  return {
    analysis: analysisMode(opts.analysis, env),
    userName: opts.user,
    aiTopics: opts.aiTopics,
    modifyAnalyzedText: opts.entitiesOnly ? 'extractEntitiesOnly' : opts.entities ? 'detectEntities' : 'none',
    replaceEntities: opts.replaceEntities,
    contextType: opts.contextType,
    stopwords: commaList(opts.stopwords),
    language: opts.language,
    contextSettings: {
      partOfSpeechToProcess: opts.hashtagsOnly ? 'HASHTAGS_ONLY' : opts.wordsIfNoHashtags ? 'WORDS_IF_NO_HASHTAGS' : 'HASHTAGS_AND_WORDS',
      doubleSquarebracketsProcessing: opts.wikiLinks,
      squareBracketsProcessing: opts.brackets,
      mentionsProcessing: opts.mentions,
    },
  };
}
