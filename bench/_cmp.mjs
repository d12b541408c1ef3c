import { readFileSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { retext } from 'retext';
import retextEnglish from 'retext-english';
import retextPos from 'retext-pos';
import retextKeywords from 'retext-keywords';
import { toString } from 'nlcst-to-string';
const set = process.argv[2], n = Number(process.argv[3] ?? 5), skip = Number(process.argv[4] ?? 0);
const names = readdirSync(`/tmp/kp/${set}/docsutf8`).sort().filter((_, i) => i % 2 === 0).slice(skip, skip + n);
const proc = retext().use(retextEnglish).use(retextPos).use(retextKeywords, { maximum: 10 }).freeze();
const files = names.map((f) => `/tmp/kp/${set}/docsutf8/${f}`);
const out = spawnSync('node', ['/work/main/bin/tna.js', 'graph', '--language', 'en', '-f', 'json', '--each', ...files], { encoding: 'utf8', maxBuffer: 1e9 });
const lines = out.stdout.trim().split('\n').map((l) => JSON.parse(l));
for (const [i, f] of names.entries()) {
  const text = readFileSync(files[i], 'utf8');
  const gold = readFileSync(`/tmp/kp/${set}/keys/${f.replace('.txt', '.key')}`, 'utf8').split('\n').map((s) => s.trim().toLowerCase()).filter(Boolean);
  const { data } = proc.processSync(text);
  const r = (data.keyphrases ?? []).slice(0, 10).map((p) => toString(p.matches[0].nodes));
  const e = lines[i].entriesAndGraphOfContext ?? lines[i];
  const t = (e.keyPhrases ?? []).slice(0, 10).map((p) => p.phrase);
  console.log(`== ${f}\n gold: ${gold.join('; ')}\n tna : ${t.join('; ')}\n rtx : ${r.join('; ')}`);
}
