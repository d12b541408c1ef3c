// The configuration's shape, checked with zod/mini: a bad key is one message naming it and what is allowed.
import * as z from 'zod/mini';
import { badRequest } from '../core/errors.js';
import { SPLIT_MODES, type SplitMode } from '../core/text/split.js';
import { ANALYSIS_MODES, type AnalysisMode } from '../core/analysis-mode.js';
import { language } from '../service/schemas.js';
import { HTML_MODES, type HtmlMode } from '../input/markup.js';
import { RULE_IDS, ruleById } from './rules/index.js';
import { SETTINGS, type Setting } from './types.js';

/** A rule as configured: a severity word (`off` too), or its options with an optional severity. */
export type RuleSetting = Setting | ({ severity?: Setting } & Record<string, unknown>);
export type RuleSettings = Record<string, RuleSetting>;

export interface AnalysisSettings {
  language: string;
  stopwords: string[];
  /** 0 keeps every concept. */
  maxNodes: number;
  split: SplitMode;
  /** Texts of fewer statements are too short to have a graph's shape: the rules that read it skip them. */
  minStatements: number;
  /** Which analysis: the default one, or the reference service's exactly (absent: --analysis, TNA_ANALYSIS, else default). */
  mode?: AnalysisMode;
  /** How an HTML page is read: its main part, or the whole page (absent: --html, else main). */
  html?: HtmlMode;
}

export interface CheckConfig {
  rules: RuleSettings;
  overrides: { files: string[]; rules: RuleSettings }[];
  analysis: AnalysisSettings;
}

/**
 * Ten statements: below that, most READMEs of npm packages are stubs (a title, a badge line, an
 * install command and one sentence), whose influence shares swing from 0 to 100% with one word.
 */
export const DEFAULT_ANALYSIS: AnalysisSettings = { language: 'auto', stopwords: [], maxNodes: 150, split: 'line', minStatements: 10 };

/**
 * The analysis settings with their mode decided: a flag's (`asked`) over the configuration's, over
 * a default from the environment (`fallback`), else the default analysis.
 */
export function withMode(analysis: AnalysisSettings, asked?: AnalysisMode, fallback?: AnalysisMode): AnalysisSettings {
  return { ...analysis, mode: asked ?? analysis.mode ?? fallback ?? 'default' };
}

/** How HTML pages are read: --html (`asked`) over the configuration's, else their main part. */
export function htmlMode(analysis: AnalysisSettings, asked?: HtmlMode): HtmlMode {
  return asked ?? analysis.html ?? 'main';
}

const oneOf = (values: readonly string[]) => z.enum(values as [string, ...string[]], { error: `must be one of ${values.join(', ')}` });
const comment = z.optional(z.string({ error: 'must be a string' }));
const anyObject = z.record(z.string(), z.unknown(), { error: 'must be an object' });

const MAX_NODES = 'must be a whole number, or "all" for every concept';
const analysisSchema = z.strictObject({
  $comment: comment,
  language: z.optional(language),
  stopwords: z.optional(z.array(z.string(), { error: 'must be a list of words' })),
  maxNodes: z.optional(
    z.union([z.int({ error: MAX_NODES }).check(z.gte(0, MAX_NODES)), z.literal('all')], { error: MAX_NODES }),
  ),
  split: z.optional(oneOf(SPLIT_MODES)),
  minStatements: z.optional(z.int({ error: 'must be a whole number of at least 1' }).check(z.gte(1, 'must be a whole number of at least 1'))),
  mode: z.optional(oneOf(ANALYSIS_MODES)),
  html: z.optional(oneOf(HTML_MODES)),
});

const checkSchema = z.strictObject({
  $comment: comment,
  rules: z.optional(anyObject),
  overrides: z.optional(
    z.array(
      z.strictObject({
        $comment: comment,
        files: z.union([z.string(), z.array(z.string()).check(z.minLength(1, 'must list at least one glob'))], {
          error: 'must be a glob or a list of globs, such as ["docs/api/**"]',
        }),
        rules: anyObject,
      }),
      { error: 'must be a list of { "files": [globs], "rules": { … } }' },
    ),
  ),
  analysis: z.optional(analysisSchema),
});

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  keys?: string[];
  expected?: string;
}

/** The first issue as one sentence: `check.rules.diversity.min must be one of …`. */
function fail(label: string, prefix: string, issue: Issue, allowed: (path: string) => string[]): never {
  const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
  if (issue.code === 'unrecognized_keys') {
    const key = `${path}.${issue.keys?.[0]}`;
    throw badRequest(`${label}: ${key} is not allowed; allowed keys are ${allowed(path).join(', ')}`);
  }
  const message = /^must/.test(issue.message) ? issue.message : `must be ${issue.expected ?? 'valid'}`;
  throw badRequest(`${label}: ${path} ${message}`);
}

function parse<S extends z.ZodMiniType>(schema: S, value: unknown, label: string, prefix: string, allowed: (path: string) => string[]): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) fail(label, prefix, result.error.issues[0] as unknown as Issue, allowed);
  return result.data;
}

const KEYS: Record<string, string[]> = {
  check: ['rules', 'overrides', 'analysis', '$comment'],
  analysis: ['language', 'stopwords', 'maxNodes', 'split', 'minStatements', 'mode', 'html', '$comment'],
  override: ['files', 'rules', '$comment'],
};
const keysOf = (path: string) => (path.endsWith('.analysis') ? KEYS.analysis : /\.overrides\.\d+$/.test(path) ? KEYS.override : KEYS.check);

function ruleSettings(value: Record<string, unknown>, label: string, path: string): RuleSettings {
  const out: RuleSettings = {};
  for (const [id, setting] of Object.entries(value)) {
    if (id === '$comment') continue;
    const rule = ruleById(id);
    const key = `${path}.${id}`;
    if (!rule) throw badRequest(`${label}: ${key} is not a rule; the rules are ${RULE_IDS.join(', ')}`);
    if (typeof setting === 'string') {
      if (!(SETTINGS as readonly string[]).includes(setting)) {
        throw badRequest(`${label}: ${key} must be one of ${SETTINGS.join(', ')}, or an object of options (${Object.keys(rule.shape).join(', ')}, severity)`);
      }
      out[id] = setting as Setting;
      continue;
    }
    const schema = z.strictObject({ ...rule.shape, severity: z.optional(oneOf(SETTINGS)), $comment: comment });
    const keys = [...Object.keys(rule.shape), 'severity', '$comment'];
    const options = parse(z.pipe(anyObject, schema), setting, label, key, () => keys) as Record<string, unknown>;
    delete options.$comment;
    out[id] = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as RuleSetting;
  }
  return out;
}

/**
 * The `check` section of a configuration, validated. `label` names the file in messages and
 * `prefix` the keys above `check` (`tna` in package.json).
 */
export function checkConfigOf(raw: unknown, label: string, prefix: string): CheckConfig {
  const root = prefix ? `${prefix}.check` : 'check';
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest(`${label}: ${prefix || 'the file'} must be a JSON object with a "check" key`);
  const where = prefix ? `"${prefix}"` : 'the file';
  const unknown = Object.keys(raw).find((key) => key !== 'check' && key !== '$comment');
  if (unknown !== undefined) throw badRequest(`${label}: unknown key "${unknown}" in ${where}; it holds "check" (and "$comment")`, prefix ? `${prefix}.${unknown}` : unknown);
  const section = (raw as Record<string, unknown>).check;
  // A configuration that checks nothing would pass every file: say so instead.
  if (section === undefined) throw badRequest(`${label}: ${where} has no "check" key, so nothing would be checked; write { "check": { "rules": { … } } }, or run tna check --init FILES`);
  const check = parse(z.pipe(z.record(z.string(), z.unknown(), { error: 'must be an object' }), checkSchema), section, label, root, keysOf);
  const analysis = check.analysis ?? {};
  return {
    rules: ruleSettings(check.rules ?? {}, label, `${root}.rules`),
    overrides: (check.overrides ?? []).map((o, i) => ({
      files: typeof o.files === 'string' ? [o.files] : o.files,
      rules: ruleSettings(o.rules, label, `${root}.overrides.${i}.rules`),
    })),
    analysis: {
      language: analysis.language ?? DEFAULT_ANALYSIS.language,
      stopwords: analysis.stopwords ?? DEFAULT_ANALYSIS.stopwords,
      maxNodes: analysis.maxNodes === 'all' ? 0 : analysis.maxNodes ?? DEFAULT_ANALYSIS.maxNodes,
      split: (analysis.split as SplitMode | undefined) ?? DEFAULT_ANALYSIS.split,
      minStatements: analysis.minStatements ?? DEFAULT_ANALYSIS.minStatements,
      ...(analysis.mode !== undefined ? { mode: analysis.mode as AnalysisMode } : {}),
      ...(analysis.html !== undefined ? { html: analysis.html as HtmlMode } : {}),
    },
  };
}
