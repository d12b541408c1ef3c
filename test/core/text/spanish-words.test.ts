// Spanish by LibreOffice's dictionary (RLA-ES; spanish-words.ts reads its verbs' suffix rules
// backwards): a form only a verb has is no concept and no key phrase's word. On GNOME's Spanish
// help, 421 of the pages' 2,718 top 10 key phrases held such a form before (Consulte, selecciona,
// quiera copiar, arrastra, Pulse para), by the same dictionary.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { analyze } from '../../../src/core/analyze.js';
import { inWordNet } from '../../../src/core/text/lexicon.js';
import { DEFAULT_SETTINGS } from '../../../src/core/text/settings.js';
import { holdsSpanishVerb, spanishVerbForm } from '../../../src/core/text/spanish-words.js';
import { toStatements } from '../../../src/core/text/statements.js';
import { helpPages, helpPageText } from './languages/corpora.js';

const OPTIONS = { stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 0, language: 'auto' as const };

test('es: the dictionary tells a verb from a noun or an adjective that a verb\'s form is too', () => {
  for (const verb of ['arrastra', 'funciona', 'compruebe', 'conectarse', 'copiar', 'seleccione', 'haga', 'tengo', 'mostrará']) assert.ok(spanishVerbForm(verb), verb);
  // A noun or adjective that is also a verb's form (la copia, el archivo, la muestra; pulsada, a participle) is none; nor is a present's
  // first person singular, a noun's form as often (consumo, atajo), which the dictionary lacks at times.
  for (const word of ['copia', 'archivo', 'muestra', 'pulsada', 'lugar', 'poder', 'carpeta', 'consumo', 'atajo', 'reinicio']) assert.ok(!spanishVerbForm(word), word);
  assert.ok(holdsSpanishVerb('carpeta arrastra') && holdsSpanishVerb('Pegar') && !holdsSpanishVerb('servidor Pulse') && !holdsSpanishVerb('copia de seguridad'));
});

test('es: the rules read backwards find every form they make forwards, from a sample of the dictionary\'s verbs', () => {
  const lexicon = JSON.parse(readFileSync(new URL('../../../src/core/text/spanish-verbs.json', import.meta.url), 'utf8')) as {
    verbs: Record<string, string>;
    rules: Record<string, [string, string, string][]>;
    both: string[];
  };
  const both = new Set(lexicon.both);
  const verbs = Object.entries(lexicon.verbs);
  assert.ok(verbs.length > 8000, `${verbs.length} verbs`);
  let made = 0;
  const missed: string[] = [];
  for (let i = 0; i < verbs.length; i += 40) {
    const [entry, flags] = verbs[i];
    for (const flag of flags) {
      for (const [strip, add, condition] of lexicon.rules[flag] ?? []) {
        if (!entry.endsWith(strip) || !new RegExp(`${condition}$`, 'u').test(entry)) continue;
        const form = entry.slice(0, entry.length - strip.length) + add;
        made++;
        // A form another entry makes too is no verb's alone, nor is a present's first person singular.
        if (!both.has(form) && !/^[ií]?o$/u.test(add) && !spanishVerbForm(form)) missed.push(`${form} (${entry})`);
      }
    }
  }
  assert.ok(made > 10000, `${made} forms made`);
  assert.deepEqual(missed.slice(0, 20), []);
});

test("es: GNOME's Spanish help has no verb among its pages' key phrases", { skip: !existsSync('/usr/share/help/es/gnome-help') && 'gnome-user-docs is not installed' }, () => {
  const pages = helpPages('es').filter((page) => /^(?:a11y|files|net|printing|power|bluetooth)-/.test(page));
  assert.ok(pages.length >= 80, `${pages.length} pages`);
  const verbs: string[] = [];
  let phrases = 0;
  for (const page of pages) {
    for (const { phrase } of analyze(toStatements({ text: helpPageText('es', page) }), OPTIONS).keyPhrases.slice(0, 10)) {
      phrases++;
      // A phrase in English words (the steps the translation left: browse files) is read as English.
      if (holdsSpanishVerb(phrase) && !phrase.split(/\s+/).every((w) => inWordNet(w.toLowerCase()))) verbs.push(`${page}: ${phrase}`);
    }
  }
  assert.ok(phrases >= 800, `${phrases} phrases`);
  assert.ok(verbs.length <= phrases * 0.01, `${verbs.length} of ${phrases}: ${verbs.join(', ')}`);
});
