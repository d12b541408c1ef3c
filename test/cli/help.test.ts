// --help in a reader's words: every command ends with examples, names its default output, and
// says what its values mean instead of showing the API's field names (in parentheses at most).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COMMANDS, run } from '../../src/cli/main.js';
import { pipeIO } from './pipe-io.js';

async function help(args: string[]): Promise<string> {
  const { io, out } = pipeIO({ cwd: process.cwd() });
  const code = await run([...args, '--help'], io, async () => {
    throw new Error('--help needs no service');
  });
  assert.equal(code, 0);
  return out();
}

/** The text outside parentheses, nested ones included. */
function outsideParentheses(text: string): string {
  let previous;
  let rest = text;
  do {
    previous = rest;
    rest = rest.replace(/\([^()]*\)/g, '');
  } while (rest !== previous);
  return rest;
}

test('no --help shows an API field name (a camelCase word) outside parentheses', async () => {
  for (const args of [[], ...COMMANDS.map((c) => [c.name])]) {
    const text = await help(args);
    const fields = outsideParentheses(text).match(/\b[a-z]+[A-Z][A-Za-z]*\b/g) ?? [];
    assert.deepEqual(fields, [], `tna ${args.join(' ')} --help`);
  }
});

async function runCli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const { io, out, err } = pipeIO({ cwd: process.cwd() });
  const code = await run(args, io, async () => {
    throw new Error('help and a misspelled option need no service');
  });
  return { code, out: out(), err: err() };
}

test('tna help COMMAND prints exactly what tna COMMAND --help prints, and names its manual page', async () => {
  for (const cli of COMMANDS.filter((c) => !c.hidden)) {
    const viaHelp = await runCli(['help', cli.name]);
    assert.equal(viaHelp.code, 0);
    assert.equal(viaHelp.out, await help([cli.name]), `tna help ${cli.name}`);
    assert.match(viaHelp.out, new RegExp(`\\nManual: man tna-${cli.name}\\n`), `tna help ${cli.name} names man tna-${cli.name}`);
  }
});

test('a misspelled option is refused (exit 2) with the closest option of that command', async () => {
  const cases: Array<[string[], string]> = [
    [['graph', '--formt', 'json'], '--format'],
    [['check', '--max-warning', '3'], '--max-warnings'],
    [['related', 'rain', '--treshold', '0.5'], '--threshold'],
    [['serve', '--drain-timout', '5'], '--drain-timeout'],
  ];
  for (const [args, closest] of cases) {
    const { code, out, err } = await runCli(args);
    assert.equal(code, 2, args.join(' '));
    assert.equal(out, '');
    assert.match(err, new RegExp(`unknown option '${args.find((a) => a.startsWith('--'))}' \\(Did you mean ${closest}\\?\\)`), args.join(' '));
  }
});

test("every command's --help ends with examples that call it", async () => {
  for (const cli of COMMANDS) {
    const text = await help([cli.name]);
    const examples = text.slice(text.indexOf('\nExamples:\n'));
    assert.ok(text.includes('\nExamples:\n'), `tna ${cli.name} --help has examples`);
    const lines = examples.trim().split('\n').slice(1);
    assert.ok(lines.length >= 2 && lines.length <= 3, `tna ${cli.name}: two or three examples`);
    for (const line of lines) assert.match(line, /^ {2}\$ .*tna .* {2}# \S/, `tna ${cli.name}: ${line}`);
    assert.match(lines[0], new RegExp(`tna ${cli.name}\\b`), `tna ${cli.name}: the first example calls it`);
  }
});

test('every --format says what it prints by default, and every mode value is explained in words', async () => {
  for (const cli of COMMANDS) {
    const text = (await help([cli.name])).replace(/\s+/g, ' ');
    const format = /-f, --format <format> (.*?)(?= -[-a-zA-Z], | --[a-z])/.exec(text)?.[1];
    if (format) assert.match(format, /default: /, `tna ${cli.name} --format`);
  }
  const graph = (await help(['graph'])).replace(/\s+/g, ' ');
  for (const value of ['PROCESS_AS_MENTIONS', 'PROCESS_AS_HASHTAGS', 'PROCESS_AS_HASHTAGS_IGNORE_THE_REST', 'IGNORE_BRACKETS', 'EXCLUDE', 'CONNECT_TO_ALL_CONCEPTS', 'CONNECT_TO_CONCEPTS_ONLY']) {
    assert.match(graph, new RegExp(`${value}: \\w`), `${value} is explained`);
  }
  assert.match(graph, /betweenness: how often a concept lies on the shortest paths/);
  assert.match(graph, /weighted degree: /);
  const advice = (await help(['advice'])).replace(/\s+/g, ' ');
  for (const value of ['question', 'idea', 'develop', 'fact', 'challenge', 'summary', 'graph summary', 'paraphrase', 'outline', 'chat', 'response', 'gptchat', 'reprompt', 'custom', 'transcend', 'reinforce', 'gaps', 'latent', 'imagine', 'auto']) {
    assert.match(advice, new RegExp(`${value}: \\S`), `advice: ${value} is explained`);
  }
});

test('a long one-line input gets a hint about --split sentence on a terminal, and nowhere else', async () => {
  const speech = Array.from({ length: 12 }, (_, i) => `Farmers in valley ${i} need rain for their crops.`).join(' ');
  const hint = 'tna: the input is one line, so one statement; --split sentence makes each sentence a statement\n';
  const runWith = async (args: string[], stdin: string, terminal: boolean) => {
    const { io, out, err } = pipeIO({ cwd: process.cwd(), stdin });
    io.stderrIsTTY = terminal;
    const { LocalService } = await import('../../src/service/local.js');
    const code = await run(args, io, async () => new LocalService());
    return { code, out: out(), err: err() };
  };
  const onTerminal = await runWith(['graph', '-f', 'dot'], speech, true);
  assert.equal(onTerminal.code, 0);
  assert.equal(onTerminal.err, hint);
  const inPipe = await runWith(['graph', '-f', 'dot'], speech, false);
  assert.equal(inPipe.err, '');
  assert.equal(inPipe.out, onTerminal.out, 'stdout is the same');
  assert.equal((await runWith(['graph', '-f', 'dot', '--split', 'sentence'], speech, true)).err, '', 'no hint once split');
  assert.equal((await runWith(['graph', '-f', 'dot'], 'Farmers need rain for their crops.', true)).err, '', 'no hint for a short line');
});
