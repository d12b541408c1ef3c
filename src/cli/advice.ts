// `tna advice`: language-model advice built on the graph of text (E2), of a supplied graph (E4, --graph)
// or of several texts compared (E8, --compare); --prompt-only prints the prompt for any other tool.
import { MAX_NODES_HELP, OPTIMIZE_HELP, REQUEST_MODE_HELP } from './help-text.js';
import { DEFAULT_MAX_NODES } from '../service/values.js';
import { Command, Option } from 'commander';
import { badRequest } from '../core/errors.js';
import { OPTIMIZE, REQUEST_MODES } from '../service/values.js';
import type { SavedStatements } from '../service/saved.js';
import type { Service } from '../service/service.js';
import type { AdviceCall, AdviceEndpoint, AdviceResponse } from '../service/advice.js';
import type { ChatMessage } from '../ai/client.js';
import { COMPARE_MODES } from '../service/values.js';
import type { CliCommand } from './command.js';
import { addTextOptions, commaList, LANGUAGE_HELP, readInputText, textFields, type TextOptions } from './text-options.js';
import { readJsonFile, readStatements } from '../input/files.js';
import { write, type IO } from './io.js';
import { renderJson } from './render.js';
import { showsProgress } from './progress.js';

export const ADVICE_FORMATS = ['text', 'json'] as const;
export type AdviceFormat = (typeof ADVICE_FORMATS)[number];

export interface AdviceOptions extends TextOptions {
  mode: (typeof REQUEST_MODES)[number];
  optimize?: string;
  pin?: string;
  topics?: string;
  prompt?: string;
  system?: string;
  model?: string;
  gapDepth?: string;
  extended?: boolean;
  transcend?: boolean;
  stream?: boolean;
  promptOnly?: boolean;
  format: AdviceFormat;
  graph?: string;
  compare?: (typeof COMPARE_MODES)[number];
  chat?: string;
  context?: string;
  // The text options, as `tna graph` has them.
  statements?: string;
  name?: string;
  includeStatements?: boolean;
  stats: boolean;
  includeGraph: boolean;
  extendedSummary: boolean;
  graphSummary?: boolean;
  compact?: boolean;
  compactStatements?: boolean;
  compactGraph?: boolean;
  maxNodes?: string;
  contextType?: string;
}

export function adviceCommand(): Command {
  const command = new Command('advice')
    .description('Ask a language model for a question, idea, fact, summary, outline… built on the graph of a text, of a supplied graph (--graph) or of several texts compared (--compare)')
    .argument('[files...]', 'text files or globs to read; "-" or nothing reads stdin');
  addAdviceOptions(command)
    .option('--gap-depth <n>', 'which gap to bridge: 0 (most obvious) to 3 (least obvious)', '0')
    .addOption(new Option('-f, --format <format>', 'text: the advice (or the messages); json: the whole response (or the request bodies)').choices(ADVICE_FORMATS).default('text'))
    .option('--graph <file>', 'advise on a supplied graph: a node-link JSON or a whole `tna graph -f json` output; "-" reads stdin')
    .addOption(new Option('--compare <mode>', 'advise on several texts compared: each file is one text').choices(COMPARE_MODES))
    .option('--chat <file>', 'earlier turns of the conversation: a JSON array of { role, content }')
    .option('--context <text>', 'context to add to the prompt, with --graph')
    .option('--statements <file>', 'read statements from a JSON array, JSON lines or CSV file instead of text')
    .option('-n, --name <name>', 'name of the text; alone, the saved graph of that name')
    .option('--user <name>', 'owner of the graph (default: anonymous)')
    .option('--include-statements', 'add the annotated statements to --format json')
    .option('--no-stats', 'leave out the diversity statistics')
    .option('--no-include-graph', 'leave the graph out of --format json')
    .option('--no-extended-summary', 'leave out the structured summary (extendedGraphSummary)')
    .option('--graph-summary', 'add the plain-text summary (graphSummary) to --format json')
    .option('--compact', 'both --compact-statements and --compact-graph')
    .option('--compact-statements', 'statements with only their id, text, categories and main cluster')
    .option('--compact-graph', 'concepts with only their influence')
    .option('--max-nodes <n>', MAX_NODES_HELP, String(DEFAULT_MAX_NODES));
  return addTextOptions(command, { help: `${LANGUAGE_HELP}; the reply is in the text's language (with --graph, any language code)` });
}

/** What to ask the model for and how: the flags every advice command shares. */
export function addAdviceOptions(command: Command): Command {
  return command
    .addOption(new Option('-m, --mode <mode>', `what to ask for: ${REQUEST_MODE_HELP}`).choices(REQUEST_MODES).default('question'))
    .addOption(
      new Option('--optimize <mode>', `the part of the graph the prompt is built on: ${OPTIMIZE_HELP}; default: gaps for question, idea, develop, fact, challenge, transcend, else develop`).choices(OPTIMIZE),
    )
    .option('--pin <concepts>', 'concepts to focus on, comma-separated')
    .option('--topics <ids>', 'clusters to focus on with --optimize develop: ids or topic names, comma-separated')
    .option('-p, --prompt <text>', 'your own prompt or message (needed by chat, response, gptchat, reprompt, custom)')
    .option('--system <text>', 'a system prompt to use instead of the built-in one')
    .option('--model <name>', 'the model to use (else TNA_MODEL, else gpt-4o-mini)')
    .option('--extended', 'advice for three gaps, starting at --gap-depth')
    .option('--transcend', 'leave the graph structure out of the prompt and ask to go beyond it')
    .option('--stream', 'on a terminal, print the advice as it arrives')
    .option('--prompt-only', 'print the exact messages that would be sent, and send nothing (no key needed)');
}


/** The advice fields every endpoint shares. */
export async function adviceFields(opts: AdviceOptions, io: IO) {
  return {
    requestMode: opts.mode,
    modelToUse: opts.model,
    pinnedNodes: commaList(opts.pin),
    topicsToProcess: commaList(opts.topics),
    prompt: opts.prompt,
    systemPrompt: opts.system,
    ...(opts.chat ? { promptChatContext: await readJsonFile(opts.chat, '--chat', io) } : {}),
  };
}

/** Which endpoint the flags describe, and its request. */
export async function adviceRequest(files: string[], opts: AdviceOptions, io: IO): Promise<{ endpoint: AdviceEndpoint; query: object; body: object }> {
  if (opts.graph && (opts.compare || files.length > 0 || opts.statements)) {
    throw badRequest('--graph advises on the supplied graph alone: leave out text files, --statements and --compare');
  }
  if (opts.context && !opts.graph) throw badRequest('--context goes with --graph (promptContext of a supplied graph)');
  const fields = await adviceFields(opts, io);
  const focus = { optimize: opts.optimize, transcend: opts.transcend };
  if (opts.graph) {
    const graph = await readJsonFile(opts.graph, '--graph', io);
    return {
      endpoint: 'graphAiAdvice',
      query: focus,
      body: { ...fields, graph, promptContext: opts.context, language: opts.language },
    };
  }
  const query = {
    ...focus,
    doNotSave: true,
    addStats: opts.stats,
    includeStatements: Boolean(opts.includeStatements),
    includeGraphSummary: Boolean(opts.graphSummary),
    extendedGraphSummary: opts.extendedSummary,
    includeGraph: opts.includeGraph,
    gapDepth: opts.gapDepth,
    extendedAdvice: Boolean(opts.extended),
    compactStatements: Boolean(opts.compact || opts.compactStatements),
    compactGraph: Boolean(opts.compact || opts.compactGraph),
    maxNodes: opts.maxNodes,
  };
  const settings = textFields(opts, io.env);
  if (opts.compare) {
    if (files.length === 0) throw badRequest('--compare needs the texts to compare: one file (or "-") per context');
    if (files.filter((f) => f === '-').length > 1) throw badRequest("'-' (stdin) can be given only once, since stdin can only be read once.");
    const contexts = [];
    for (const file of files) contexts.push({ name: file === '-' ? 'stdin' : file, text: await readInputText([file], opts, io) });
    return { endpoint: 'graphsAndAiAdvice', query, body: { ...settings, name: opts.name, ...fields, contexts, compareMode: opts.compare } };
  }
  // As `tna graph`: a statements file, else the files (or stdin), else with --name alone the saved graph.
  const source = opts.statements
    ? await readStatements(opts.statements, io)
    : files.length > 0 || !opts.name
      ? { text: await readInputText(files, opts, io) }
      : {};
  return { endpoint: 'graphAndAdvice', query, body: { ...source, ...settings, name: opts.name, ...fields } };
}

/** The messages as text: each under its role, requests numbered when there are several. */
export function renderMessages(requests: readonly ChatMessage[][]): string {
  return (
    requests
      .map((messages, k) => {
        const head = requests.length > 1 ? `=== request ${k + 1} of ${requests.length} ===\n\n` : '';
        return head + messages.map((m) => `[${m.role}]\n${m.content}`).join('\n\n');
      })
      .join('\n\n') + '\n'
  );
}

/** An advice endpoint with the per-call streaming option LocalService accepts (other services ignore it). */
type AdviceCallable = (query: unknown, body: unknown, call?: AdviceCall) => Promise<AdviceResponse>;

/** A spinner on stderr until the first token or the end, only on a terminal. */
async function spinner(io: IO): Promise<() => void> {
  if (!showsProgress(io)) return () => {};
  const { default: ora } = await import('ora');
  const spin = ora({ text: 'Asking the language model…', stream: io.stderr as NodeJS.WritableStream, discardStdin: false }).start();
  // Once only: a second stop would move the cursor back over streamed text.
  let spinning = true;
  return () => {
    if (spinning) spin.stop();
    spinning = false;
  };
}

export async function runAdvice(files: string[], opts: AdviceOptions, io: IO, service: Service): Promise<string | void> {
  if (opts.stream && opts.format === 'json') throw badRequest('--stream prints the advice text as it arrives; it does not go with --format json');
  const { endpoint, query, body } = await adviceRequest(files, opts, io);
  return deliverAdvice({ endpoint, query, body }, opts, io, service, async () => {
    const { advicePrompts } = await import('../service/advice.js');
    // A saved graph by --name needs the local store; no model, no network.
    const saved = (service as { savedStatements?: SavedStatements }).savedStatements;
    return advicePrompts(endpoint as AdviceEndpoint, query, body, { saved });
  });
}

/** The advice flags that decide how advice is delivered (shared with `tna intent --advice`). */
export type AdviceDelivery = Pick<AdviceOptions, 'promptOnly' | 'format' | 'model' | 'stream'>;

/**
 * Asks `service[endpoint]` for advice and renders it: the text (streamed on a terminal with
 * --stream) or the JSON response; with --prompt-only, the messages `prompts` gives instead.
 */
export async function deliverAdvice(
  request: { endpoint: keyof Service; query: object; body: object },
  opts: AdviceDelivery,
  io: IO,
  service: Service,
  prompts: () => Promise<ChatMessage[][]>,
): Promise<string | void> {
  if (opts.promptOnly) {
    const requests = await prompts();
    if (opts.format === 'text') return renderMessages(requests);
    const { DEFAULT_MODEL } = await import('../ai/client.js');
    const model = opts.model || io.env.TNA_MODEL?.trim() || DEFAULT_MODEL;
    // One chat-completions request body a line: `| curl -d @- …/chat/completions` sends it as it is.
    return requests.map((messages) => JSON.stringify({ model, messages })).join('\n') + '\n';
  }

  // In a pipe the advice is written once complete, so a failure midway never leaves half an answer.
  const streaming = Boolean(opts.stream) && io.stdoutIsTTY && opts.format === 'text';
  let streamed = false;
  const stop = await spinner(io);
  const onToken = streaming
    ? (text: string) => {
        if (!streamed) stop();
        streamed = true;
        io.stdout.write(text);
      }
    : undefined;
  let response: AdviceResponse;
  try {
    const call = service[request.endpoint].bind(service) as unknown as AdviceCallable;
    response = await call(request.query, request.body, { onToken });
  } finally {
    stop();
  }
  if (streamed) await write(io.stdout, '\n');
  if (response.warning && io.stderrIsTTY) await write(io.stderr, `tna: warning: ${response.warning}\n`);
  if (opts.format === 'json') return renderJson(response);
  if (streamed) return;
  return response.aiAdvice.map((a) => a.text.trim()).join('\n\n') + '\n';
}

export const adviceCli: CliCommand = {
  name: 'advice',
  exitStatus: [
    [1, 'the language model failed: a rejected key, a refusal, an unknown model, too many requests or a server error after the retries, no answer in time'],
    [2, 'bad input, or no language model configured (the message says what to set)'],
  ],
  examples: [
    ["tna advice notes.md", "a question that bridges the main gap (needs OPENAI_API_KEY or OPENAI_BASE_URL)"],
    ["tna advice -m idea --optimize latent notes.md", "an idea for the least represented topics"],
    ["tna advice --prompt-only -m outline notes.md | llm", "the prompt itself, for any tool"],
  ],
  define: adviceCommand,
  run: (args, opts, io, service) => runAdvice(args[0] as string[], opts as unknown as AdviceOptions, io, service),
};
