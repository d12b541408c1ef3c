// Build step: what LibreOffice's Spanish spelling dictionary (RLA-ES, as the dictionary-es package
// ships it in Hunspell's format) says of Spanish verbs, as spanish-verbs.json, for
// src/core/text/spanish-words.ts. The dictionary's entries carry flags, and each flag's suffix
// rules make the entry's forms: a conjugation's flags (R, E, I, X) and the pronouns joined to a
// verb (the flags outside ASCII: *copiarlo, arrástrelo*) make a verb's forms; a past participle
// (D) is an adjective too (*pulsada*), and the other flags make nouns and adjectives (-ción,
// -miento, -ble). The file holds each verb's entry with those flags, their rules, and the forms
// a verb makes that another entry makes too (*copia, abra, archivo*): a form is a verb's where
// a rule read backwards leads to a verb's entry, and it is not one of those. All the forms, 0.5
// million, would take 10 MB; read backwards, the rules take a few hundred KB.
const { mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

// The package exports only an ES module that reads its files; they are read here as files.
const dir = path.join(__dirname, '..', 'node_modules', 'dictionary-es');
const affix = readFileSync(path.join(dir, 'index.aff'), 'utf8').split('\n');
const entries = readFileSync(path.join(dir, 'index.dic'), 'utf8').split('\n').slice(1);

/** Each flag's suffix rules: [strip, add, condition], the condition a regular expression's source the word's end must match. */
const rules = {};
for (let i = 0; i < affix.length; i++) {
  const header = /^SFX (\S) [YN] (\d+)/u.exec(affix[i]);
  if (!header) continue;
  rules[header[1]] = affix.slice(i + 1, i + 1 + Number(header[2])).map((line) => {
    const [, , strip, added, condition = '.'] = line.split(/\s+/u);
    return [strip === '0' ? '' : strip, added.split('/')[0].replace(/^0$/u, ''), condition];
  });
  i += Number(header[2]);
}

/** A verb's own flags: its conjugations and the pronouns joined to it. */
const verbFlag = (flag) => /[REIX]/u.test(flag) || !/[\x00-\x7f]/u.test(flag);

function expand(word, flags, forms) {
  for (const flag of flags) {
    for (const [strip, add, condition] of rules[flag] ?? []) {
      if (word.endsWith(strip) && new RegExp(`${condition}$`, 'u').test(word)) forms.add(word.slice(0, word.length - strip.length) + add);
    }
  }
}

const verbs = {};
const verbForms = new Set();
const otherForms = new Set();
for (const line of entries) {
  const [word, flagText = ''] = line.trim().split('/');
  if (!word) continue;
  const flags = [...flagText];
  const own = flags.filter(verbFlag);
  if (flags.some((flag) => /[REIX]/u.test(flag))) {
    verbs[word] = (verbs[word] ?? '') + own.join('');
    verbForms.add(word);
    expand(word, own, verbForms);
    expand(word, flags.filter((flag) => !verbFlag(flag)), otherForms);
  } else {
    otherForms.add(word);
    expand(word, flags, otherForms);
  }
}
const both = [...verbForms].filter((form) => otherForms.has(form)).sort();
const used = new Set(Object.values(verbs).join(''));
const verbRules = Object.fromEntries(Object.entries(rules).filter(([flag]) => used.has(flag)));
if (Object.keys(verbs).length < 8000 || verbForms.size < 300000) throw new Error(`build-spanish-words: only ${Object.keys(verbs).length} verbs, ${verbForms.size} forms read`);
// Beside tsc's output of spanish-words.ts and beside the bundle, as the other word lists.
const json = JSON.stringify({ verbs, rules: verbRules, both });
for (const out of [path.join(__dirname, '..', 'dist', 'src', 'core', 'text'), path.join(__dirname, '..', 'dist')]) {
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'spanish-verbs.json'), json);
}
