// Reading a topic-naming reply: JSON, a list, a table or labelled lines, whatever shape the model chose, into names by cluster id.

/** A name is a few words; a longer reply is cut (ours). */
export const MAX_NAME_LENGTH = 60;

/** One name the reply gave, with the number it was labelled by, when it had one. */
interface Entry {
  label?: number;
  /** The label is a Markdown list number (`1.`, `1)`), which counts from 1 rather than naming an id. */
  ordinal?: boolean;
  name: string;
}

/**
 * The names a reply gives, by cluster id (`ids` in cluster order, as the prompt lists them);
 * unusable parts are left out. A `<think>…</think>` block is skipped, then the shapes are tried
 * in this order:
 * 1. JSON, bare, fenced or with text around it: an object keyed by id (`"0"`, `"cluster 0"`),
 *    an array of names or of `{id, name}` objects, or either inside a wrapper object such as
 *    `{"topics": […]}` (JSON mode makes models wrap arrays); `"0": "…"` pairs of broken JSON.
 * 2. A Markdown table: header and separator rows skipped, the label column is the one holding
 *    numbers, the name column the one headed name/title/topic, else the first other column.
 * 3. Labelled lines: `1. …`, `1) …`, `Topic 1: …`, `Cluster 0 – …`, `0: …`, bulleted or not.
 * 4. Bulleted lines (`- …`, `* …`, `• …`), only when no line is labelled; nested bullets skipped.
 * Labels are read one way for the whole reply: as the cluster ids the prompt lists (`0: …`), or as
 * 1-based positions in cluster order (`1. …`). List numbers (`1.`, `1)`) are taken as positions and
 * every other label (`Topic 1:`, `0:`, JSON keys, table cells) as ids, unless the other reading fits
 * more of the labels: `Topic 1…n` for ids 0…n-1 are positions, `0. 1. 2.` are ids. A label that
 * fits neither is dropped; when none fits, and for unlabelled names, names go in cluster order.
 * Lines and table rows never give one cluster two names: the first wins (a JSON object keeps the
 * last of a repeated key, as JSON.parse does).
 * In list and line replies a name is cut before an explanation (` – …`, ` - …`, `: …`, ` (…)`, and
 * after an arrow) and a bold name followed by one is taken alone; JSON values and table cells are
 * names as they stand, markup, quotes and a final period aside. Names are cut to MAX_NAME_LENGTH.
 */
export function parseTopicNames(reply: string, ids: readonly number[]): Map<number, string> {
  // Reasoning models (DeepSeek-R1, Qwen3 through Ollama) think aloud first, lists and all.
  const text = reply.replace(/<think>[\s\S]*?<\/think>/gi, '');
  const fromJson = jsonEntries(text);
  const entries = fromJson.length > 0 ? fromJson : lineEntries(text.split(/\r?\n/));
  return assign(entries, ids);
}

/** Maps entries to cluster ids by the label rule above. */
function assign(entries: readonly Entry[], ids: readonly number[]): Map<number, string> {
  const names = new Map<number, string>();
  const labels = entries.map((e) => e.label);
  const labelled = entries.length > 0 && labels.every((l) => l !== undefined);
  const idFit = labels.filter((l) => l !== undefined && ids.includes(l)).length;
  const positionFit = labels.filter((l) => l !== undefined && l >= 1 && l <= ids.length).length;
  const ordinal = entries.every((e) => e.ordinal);
  const positions = ordinal ? positionFit >= idFit : positionFit > idFit;
  const reading = !labelled || idFit + positionFit === 0 ? 'order' : positions ? 'position' : 'id';
  entries.forEach((entry, i) => {
    const label = entry.label!;
    const id = reading === 'order' ? ids[i] : reading === 'position' ? ids[label - 1] : ids.includes(label) ? label : undefined;
    if (id !== undefined && !names.has(id)) names.set(id, entry.name);
  });
  return names;
}

// ---- JSON ----

const LABEL_KEYS = ['id', 'cluster_id', 'clusterId', 'cluster', 'topic_id', 'topicId'];
const NAME_KEYS = ['name', 'topic_name', 'topicName', 'title', 'label', 'topic'];

/** Entries of the first JSON value in the reply that holds any. */
function jsonEntries(text: string): Entry[] {
  const candidates = [...text.matchAll(/```[\w-]*[^\S\n]*\n?([\s\S]*?)```/g)].map((m) => m[1]);
  candidates.push(text.trim());
  const objectAt = text.indexOf('{');
  const arrayAt = text.indexOf('[');
  const spans: Array<[number, string]> = [
    [objectAt, '}'],
    [arrayAt, ']'],
  ];
  for (const [start, close] of spans.sort((a, b) => a[0] - b[0])) {
    const end = text.lastIndexOf(close);
    if (start >= 0 && end > start) candidates.push(text.slice(start, end + 1));
  }
  for (const candidate of candidates) {
    let value: unknown;
    try {
      value = JSON.parse(candidate);
    } catch {
      continue;
    }
    const entries = entriesOfJson(value, 0);
    if (entries.length > 0) return entries;
  }
  // A reply cut short by the token limit, or JSON with a trailing comma: its "0": "…" pairs still count.
  return objectAt >= 0 ? pairEntries(text.slice(objectAt)) : [];
}

function entriesOfJson(value: unknown, depth: number): Entry[] {
  if (depth > 3) return [];
  if (Array.isArray(value)) {
    return value.flatMap((item): Entry[] => {
      const name = typeof item === 'string' ? item : isRecord(item) ? firstString(item, NAME_KEYS) : undefined;
      const label = isRecord(item) ? LABEL_KEYS.map((k) => labelOf(item[k])).find((l) => l !== undefined) : undefined;
      return entry(label, name, false);
    });
  }
  if (!isRecord(value)) return [];
  const keyed = Object.entries(value).flatMap(([key, v]) => {
    const label = labelOf(key);
    if (label === undefined) return [];
    return entry(label, typeof v === 'string' ? v : isRecord(v) ? firstString(v, NAME_KEYS) : undefined, false);
  });
  if (keyed.length > 0) return keyed;
  for (const inner of Object.values(value)) {
    const entries = entriesOfJson(inner, depth + 1);
    if (entries.length > 0) return entries;
  }
  return [];
}

function pairEntries(text: string): Entry[] {
  // Single quotes too: some models answer with a Python dict.
  const pairs = text.matchAll(/["']((?:topic|cluster)?[\s_#-]*\d+)["']\s*:\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)')/gi);
  return [...pairs].flatMap((m) => {
    let name: unknown;
    try {
      name = m[2] !== undefined ? JSON.parse(`"${m[2]}"`) : m[3].replace(/\\(.)/g, '$1');
    } catch {
      return [];
    }
    return entry(labelOf(m[1]), typeof name === 'string' ? name : undefined, false);
  });
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function firstString(record: Record<string, unknown>, keys: readonly string[]): string | undefined {
  return keys.map((k) => record[k]).find((v): v is string => typeof v === 'string');
}

/** A cluster number from a JSON key or field, a table cell: `3`, `"3"`, `"cluster 3"`, `"Topic #3"`, `**3**`. */
function labelOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const m = /^[*_\s]*(?:(?:topic|cluster|group)[\s_#-]*)?#?(\d{1,6})[*_\s]*$/i.exec(value);
  return m ? Number(m[1]) : undefined;
}

// ---- Tables and lines ----

const SEPARATOR_CELL = /^:?-+:?$/;

/** Entries of a Markdown table; none when the reply has no separator row, i.e. no table. */
function tableEntries(lines: readonly string[]): Entry[] {
  const rows = lines.map((l) => l.trim()).filter((l) => l.includes('|')).map((l) => l.replace(/^\||\|$/g, '').split('|').map((c) => c.trim()));
  const isSeparator = (row: string[]) => row.every((c) => SEPARATOR_CELL.test(c));
  const separator = rows.findIndex(isSeparator);
  if (separator < 0) return [];
  const header = separator > 0 ? rows[separator - 1] : [];
  const data = rows.filter((row, i) => !isSeparator(row) && i !== separator - 1);
  const width = Math.max(...data.map((r) => r.length), 0);
  const columns = Array.from({ length: width }, (_, i) => i);
  const labelColumn = columns.find((i) => data.every((row) => labelOf(row[i]) !== undefined)) ?? -1;
  const headed = (pattern: RegExp) => columns.find((i) => i !== labelColumn && pattern.test(header[i] ?? ''));
  const nameColumn = headed(/name|title/i) ?? headed(/topic|theme|label/i) ?? columns.find((i) => i !== labelColumn);
  if (nameColumn === undefined) return [];
  return data.flatMap((row) => entry(labelColumn >= 0 ? labelOf(row[labelColumn]) : undefined, row[nameColumn], false));
}

/** A number label and what follows it: `1.`, `1)`, `0:`, `3 –`, `0 (water, rain):`. */
const LABEL_TAIL = String.raw`(\d{1,6})\s*(?:\([^)]*\)\s*)?([.)](?=\s|$)|->|=>|[:\-–—|→])\s*(.*)$`;
/** `Topic 1: …`, `Cluster 0 – …`, `1. …`, `1) …`, `0: …`. */
const LABELLED = new RegExp(String.raw`^(?:(?:topic|cluster|group)\s*#?\s*)?${LABEL_TAIL}`, 'i');
/** A label naming the cluster in words wins over a list number before it (`1. Cluster 0: …`). */
const WORD_LABELLED = new RegExp(String.raw`^(?:topic|cluster|group)\s*#?\s*${LABEL_TAIL}`, 'i');
/** A label alone, as it stands inside bold: `Topic 1:`, `Cluster 2`, `1.`, `Cluster 0 (rain, soil)`. */
const LABEL_ALONE = /^(?:(?:topic|cluster|group)\s*#?\s*)?\d{1,6}\s*(?:\([^)]*\)\s*)?[.):\-–—]?\s*$/i;

/** `**Topic 1:** Urban water`, `**1. Urban water**`: bold around a label is not part of the name. */
function unbold(line: string): string {
  const m = /^(\*\*|__)(.+?)\1/.exec(line);
  if (!m) return line;
  const rest = line.slice(m[0].length);
  // `**Cluster 2** Urban water` has no separator of its own: it gets one.
  if (LABEL_ALONE.test(m[2])) return /[.):\-–—]\s*$/.test(m[2]) || /^\s*[:\-–—→|]/.test(rest) ? m[2] + rest : `${m[2]}:${rest}`;
  return LABELLED.test(m[2]) ? m[2] + rest : line;
}

function lineEntries(lines: readonly string[]): Entry[] {
  const table = tableEntries(lines);
  if (table.length > 0) return table;
  const labelled: Entry[] = [];
  const bulleted: Array<Entry & { indent: number }> = [];
  for (const raw of lines) {
    let line = raw.trim().replace(/^(?:#{1,6}|>)\s*/, '');
    const bullet = /^[-*•+]\s+/.exec(line);
    if (bullet) line = line.slice(bullet[0].length);
    line = unbold(line);
    const outer = LABELLED.exec(line);
    const inner = outer && WORD_LABELLED.exec(unbold(outer[3]));
    const m = inner ?? outer;
    // `1. …` and `1) …` are Markdown list numbers; `Topic 1. …` is a label like `Topic 1: …`.
    const ordinal = !inner && /^\d/.test(line) && (m?.[2] === '.' || m?.[2] === ')');
    if (m) labelled.push(...entry(Number(m[1]), m[3], true).map((e) => (ordinal ? { ...e, ordinal } : e)));
    else if (bullet) bulleted.push(...entry(undefined, line, true).map((e) => ({ ...e, indent: raw.search(/\S/) })));
  }
  if (labelled.length > 0) return labelled;
  const top = Math.min(...bulleted.map((b) => b.indent));
  return bulleted.filter((b) => b.indent === top).map(({ name }) => ({ name }));
}

/** The entry a label and a raw name make, or none when the name is empty once cleaned. */
function entry(label: number | undefined, raw: string | undefined, explained: boolean): Entry[] {
  const name = raw === undefined ? '' : cleanName(raw, explained);
  return name ? [label === undefined ? { name } : { label, name }] : [];
}

/**
 * The name alone. In an explained line (a list item, a labelled line) the bold name before an
 * explanation is taken, else the text after an arrow, cut before an explanation; then markup,
 * quotes and trailing punctuation go, and the result is cut to MAX_NAME_LENGTH.
 */
function cleanName(raw: string, explained: boolean): string {
  let name = raw.trim();
  // `**Urban water** – …` is a name; `**Urban** water` only an emphasis within one.
  const bold = explained ? /^(\*\*|__)(.+?)\1\s*(?:$|[:(,.;\-–—])/.exec(name) : null;
  if (bold) name = bold[2];
  else if (explained) {
    name = name.split(/\s*(?:→|=>|->)\s*/).at(-1)!;
    // Spaced dashes only: `Urban–rural divide` is one name.
    name = name.split(/\s+[–—-]\s+|:\s|\s\(/)[0];
  }
  return name
    .replace(/\*\*|__|`/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s"'“”‘’«»]+|[\s"'“”‘’«».,;:]+$/g, '')
    .slice(0, MAX_NAME_LENGTH)
    .trim();
}
