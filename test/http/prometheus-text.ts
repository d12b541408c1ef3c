// A strict reader of Prometheus' text exposition format (version 0.0.4), for the tests that scrape
// tna serve: every line must be a HELP, a TYPE or a sample of a declared family, or it throws.
// (The npm parsers at hand drop the labels of histograms.)

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
  help: string;
  samples: Sample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: (-?\\d+))?$`);
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(,|$)/y;
const SUFFIXES = { histogram: ['_bucket', '_sum', '_count'], summary: ['_sum', '_count', ''] } as const;

function labelsOf(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match) throw new Error(`bad labels in: ${line}`);
    labels[match[1]] = match[2].replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1');
  }
  return labels;
}

function valueOf(text: string, line: string): number {
  // As Prometheus reads them: NaN and Inf in any case.
  if (/^\+?inf$/i.test(text)) return Infinity;
  if (/^-inf$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  const value = Number(text);
  if (Number.isNaN(value)) throw new Error(`bad value in: ${line}`);
  return value;
}

export function parsePrometheus(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const familyOf = (sample: string): Family | undefined => {
    for (const family of families.values()) {
      const suffixes: readonly string[] = family.type === 'histogram' ? SUFFIXES.histogram : family.type === 'summary' ? SUFFIXES.summary : [''];
      if (suffixes.some((suffix) => family.name + suffix === sample)) return family;
    }
    return undefined;
  };
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (meta) {
      const family = families.get(meta[2]) ?? { name: meta[2], type: 'untyped' as const, help: '', samples: [] };
      if (meta[1] === 'HELP') family.help = meta[3];
      else if (['counter', 'gauge', 'histogram', 'summary', 'untyped'].includes(meta[3])) family.type = meta[3] as Family['type'];
      else throw new Error(`bad TYPE in: ${line}`);
      families.set(family.name, family);
      continue;
    }
    if (line.startsWith('#')) continue;
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not a sample: ${line}`);
    const family = familyOf(sample[1]);
    if (!family) throw new Error(`a sample of no declared family: ${line}`);
    family.samples.push({ name: sample[1], labels: sample[2] ? labelsOf(sample[2], line) : {}, value: valueOf(sample[3], line) });
  }
  return families;
}

/** The value of the one sample of `name` whose labels include `labels`. */
export function sampleValue(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const family of families.values()) {
    for (const sample of family.samples) {
      if (sample.name === name && Object.entries(labels).every(([k, v]) => sample.labels[k] === v)) return sample.value;
    }
  }
  return undefined;
}
