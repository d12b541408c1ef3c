// The rules in force for one file: the base rules, then every override whose globs match it (later wins), as linters do.
import nodePath from 'node:path';
import picomatch from 'picomatch';
import { badRequest } from '../core/errors.js';
import type { LoadedConfig } from './config.js';
import type { CheckConfig, RuleSetting } from './config-schema.js';
import { phraseName } from './phrases.js';
import { RULES } from './rules/index.js';
import type { AnyRule } from './rules/rule.js';
import type { Severity } from './types.js';

export interface ActiveRule {
  rule: AnyRule;
  severity: Severity;
  options: Record<string, unknown>;
  /** The configuration key that last set it, for messages (`check.overrides.0.rules.drift`). */
  key: string;
  /** Where a relative path in the options (a baseline file) is read from. */
  baseDir: string;
}

/**
 * What the command line adds: --baseline names drift's reference and turns the rule on for every
 * file. Its options come from the configuration, but `off` there counts as the default severity:
 * naming a baseline is asking for the comparison (and --init writes drift as off).
 */
export interface RuleExtras {
  baseline?: string;
  /** --baseline-ref: a git revision, as the drift rule's baselineRef. */
  baselineRef?: string;
  cwd: string;
}

type Entry = { options: Record<string, unknown>; key: string; baseDir: string };

const asOptions = (setting: RuleSetting): Record<string, unknown> => (typeof setting === 'string' ? { severity: setting } : { ...setting });

export class RuleResolver {
  private readonly matchers: ((path: string) => boolean)[];

  constructor(private readonly config: LoadedConfig | undefined, private readonly extras: RuleExtras) {
    // Globs are relative to the configuration's directory and match dot files too, as linters' do.
    this.matchers = (config?.overrides ?? []).map((o) => picomatch(o.files, { dot: true, windows: false }));
  }

  /** `file` is an absolute path, or undefined for stdin and the combined corpus (base rules only). */
  rulesFor(file: string | undefined): ActiveRule[] {
    const entries = new Map<string, Entry>();
    const root = this.config?.label.endsWith('package.json') ? 'tna.check' : 'check';
    const dir = this.config?.dir ?? this.extras.cwd;
    for (const [id, setting] of Object.entries(this.config?.rules ?? {})) {
      entries.set(id, { options: asOptions(setting), key: `${root}.rules.${id}`, baseDir: dir });
    }
    if (file !== undefined && this.config) {
      const rel = nodePath.relative(this.config.dir, file).split(nodePath.sep).join('/');
      this.config.overrides.forEach((override, i) => {
        if (!this.matchers[i](rel)) return;
        for (const [id, setting] of Object.entries(override.rules)) {
          const before = entries.get(id)?.options ?? {};
          entries.set(id, { options: { ...before, ...asOptions(setting) }, key: `${root}.overrides.${i}.rules.${id}`, baseDir: dir });
        }
      });
    }
    const { baseline, baselineRef } = this.extras;
    if (baseline !== undefined || baselineRef !== undefined) {
      const drift = entries.get('drift');
      const { severity, baseline: _file, baselineRef: _rev, ...options } = drift?.options ?? {};
      entries.set('drift', {
        options: { ...options, ...(severity === 'off' ? {} : { severity }), ...(baselineRef !== undefined ? { baselineRef } : { baseline }) },
        key: drift?.key ?? (baselineRef !== undefined ? '--baseline-ref' : '--baseline'),
        baseDir: this.extras.cwd,
      });
    }
    return RULES.flatMap((rule) => {
      const entry = entries.get(rule.id);
      if (!entry || entry.options.severity === 'off') return [];
      const { severity, ...options } = entry.options;
      for (const [required, hint] of Object.entries(rule.required ?? {})) {
        // `a|b`: either option will do.
        const keys = required.split('|');
        if (keys.every((k) => options[k] === undefined)) {
          const label = this.config?.label ?? 'the configuration';
          throw badRequest(`${label}: ${entry.key}.${keys.join(' or ')} is required: ${hint}`);
        }
      }
      return [{ rule, severity: (severity as Severity | undefined) ?? rule.defaultSeverity, options, key: entry.key, baseDir: entry.baseDir }];
    });
  }

  /** Checks up front that the base rules name every required option (overrides are checked as files meet them). */
  validate(): void {
    this.rulesFor(undefined);
  }
}

/**
 * Every phrase the configuration asks texts to write, by any rule (the option its `asksPhrases`
 * names), in the base rules or an override: what the analysis of each text looks for. Sorted, each once.
 */
export function askedPhrases(config: Pick<CheckConfig, 'rules' | 'overrides'> | undefined): string[] {
  const names = new Set<string>();
  for (const rules of [config?.rules ?? {}, ...(config?.overrides ?? []).map((o) => o.rules)]) {
    for (const rule of RULES) {
      const setting = rule.asksPhrases === undefined ? undefined : rules[rule.id];
      const list = typeof setting === 'object' ? setting[rule.asksPhrases!] : undefined;
      if (Array.isArray(list)) for (const phrase of list) if (typeof phrase === 'string') names.add(phraseName(phrase));
    }
  }
  return [...names].sort();
}
