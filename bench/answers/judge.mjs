// The judgments of bench:answers: what `node bench/answers.mjs --pool FILE` wrote (each question's
// pooled statements no judgment covers yet), shown to the judge, and the judge's verdicts merged
// into bench/answers/judgments/<corpus>.json.
//
//   node bench/answers/judge.mjs show POOL [CORPUS]        the questions, numbered, each candidate with what follows it
//   node bench/answers/judge.mjs merge POOL VERDICTS       VERDICTS: a line a question, "<question number>: <the numbers of
//                                                          the candidates that answer it, or the paragraph they open, comma-separated, or none>"
//
// A candidate the verdicts do not name as answering is judged not to answer. A verdict line for
// every question of the pool shown is required, so that no statement is left unjudged by mistake.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const [command, poolFile, third] = process.argv.slice(2);
const pool = JSON.parse(readFileSync(poolFile, 'utf8'));

if (command === 'show') {
  pool.forEach((entry, n) => {
    if (third && entry.corpus !== third) return;
    console.log(`\nQ${n} [${entry.corpus}] ${entry.question}   (answering pages: ${entry.relevantPages.join(', ')})`);
    entry.candidates.forEach((c, k) => {
      console.log(`  ${k + 1}. (${c.page}) ${c.statement.replace(/\s+/g, ' ').slice(0, 400)}`);
      for (const next of c.next) console.log(`        → ${next.replace(/\s+/g, ' ').slice(0, 160)}`);
    });
  });
} else if (command === 'merge') {
  const verdicts = new Map();
  for (const line of readFileSync(third, 'utf8').split('\n')) {
    const m = line.match(/^\s*Q?(\d+)\s*:\s*(.*)$/);
    if (!m) continue;
    const yes = m[2].trim() === '' || /^none$/i.test(m[2].trim()) ? [] : m[2].split(/[ ,]+/).filter(Boolean).map(Number);
    verdicts.set(Number(m[1]), new Set(yes));
  }
  const byCorpus = new Map();
  pool.forEach((entry, n) => {
    if (!verdicts.has(n)) return;
    const yes = verdicts.get(n);
    for (const k of yes) if (!(k >= 1 && k <= entry.candidates.length)) throw new Error(`Q${n}: no candidate ${k}`);
    const file = path.join(HERE, 'judgments', `${entry.corpus}.json`);
    if (!byCorpus.has(file)) byCorpus.set(file, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { corpus: entry.corpus, judged: 'each statement of the pooled top 10 (tna, tna with its graph part on, BM25): 1 when it, or the paragraph it opens, answers the question, else 0', judgments: {} });
    const judgments = (byCorpus.get(file).judgments[entry.question] ??= {});
    entry.candidates.forEach((c, k) => (judgments[c.statement] = yes.has(k + 1) ? 1 : 0));
  });
  for (const [file, data] of byCorpus) writeFileSync(file, JSON.stringify(data, null, 1) + '\n');
  console.log(`merged ${verdicts.size} questions into ${[...byCorpus.keys()].map((f) => path.basename(f)).join(', ')}`);
} else {
  console.error('usage: judge.mjs show POOL [CORPUS] | merge POOL VERDICTS');
  process.exit(2);
}
