// `tna check`: the command's flags; check-run.ts (the rules, the parsers, the formatters) loads only when it runs.
import { Command, Option } from 'commander';
import { CHECK_FORMATS } from '../check/types.js';
import type { CliCommand } from './command.js';
import type { CheckOptions } from './check-run.js';
import { analysisOption, htmlOption, inputFormatOption } from './text-options.js';

function checkCommand(): Command {
  return new Command('check')
    .description('Check texts against quality rules (diversity, dominant concepts, required or forbidden concepts, drift from a baseline) for CI; exit 1 when a rule fails')
    .argument('[files...]', 'files or globs to check one by one (Markdown, MDX and HTML are read without their markup); nothing reads stdin')
    .addOption(new Option('-f, --format <format>', 'output: text (a table), json, github (workflow annotations), junit (XML test report), sarif (code scanning)').choices(CHECK_FORMATS).default('text'))
    .option('-c, --config <file>', 'the configuration to use (default: the first tna.config.json, .tnarc, .tnarc.json or package.json with a "tna" key, from the working directory up)')
    .option('--combined', 'also check all the files together, as one text')
    .option('--max-warnings <n>', 'fail (exit 1) when there are more warnings than n')
    .option('--baseline <path-or-graph>', 'what to measure drift against (turns the drift rule on): a file, a directory whose files are paired with the checked ones by path, or a saved graph')
    .option('--baseline-ref <revision>', 'measure each file\'s drift from its version at this git revision, such as origin/main (turns the drift rule on)')
    .option('--init', 'write a starting tna.config.json from these texts, its thresholds a little looser than what they measure today')
    .option('-q, --quiet', 'with --format text: only the rules that failed')
    .option('--cache', 'keep each file\'s analysis in .tnacache, so the next run skips the files that did not change')
    .option('--cache-location <file>', 'where --cache keeps it (implies --cache)')
    .option('--jobs <n>', 'files analyzed at once: on tna\'s own thread and worker threads beside it (default: all processors but one, and two on a machine of two; 1: tna\'s thread alone, as a few files and --remote are)')
    .option('--no-error-on-unmatched-pattern', 'a pattern that matches no file is a warning, not an error (exit 2)')
    .addOption(inputFormatOption())
    .addOption(htmlOption('the configuration\'s check.analysis.html, else main'))
    .addOption(analysisOption('the configuration\'s check.analysis.mode, else TNA_ANALYSIS, else default'));
}

export const checkCli: CliCommand = {
  name: 'check',
  exitStatus: [
    [1, 'a rule failed (an error, or more warnings than --max-warnings allows), or a provider or the store failed'],
    [2, 'bad input: a flag, the configuration, a pattern that matches no file, or a file that could not be read'],
  ],
  examples: [
    ["tna check --init 'docs/**/*.md'", "write a starting tna.config.json from today's texts"],
    ["tna check -f github 'docs/**/*.md'", "annotations for a pull request; exit 1 when a rule fails"],
    ["tna check --baseline-ref origin/main 'docs/**/*.md'", "how far each page moved from the main branch"],
  ],
  define: checkCommand,
  run: async (args, opts, io, service) => (await import('./check-run.js')).runCheckCommand(args[0] as string[], opts as unknown as CheckOptions, io, service),
  progress: (opts) => (opts.init ? 'Measuring…' : 'Checking…'),
};
