// Greek verbs by the second person plural's ending, the form a manual addresses its reader in
// (greek-verbs.ts): no concept and no key phrase holds one. On GNOME's Greek help, 285 of the 2,448
// top 10 key phrases of the pages read as Greek held one before (κάνετε κλικ, Ενεργοποιήστε).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { analyze } from '../../../src/core/analyze.js';
import { greekNounPhraseCheck, greekVerbForm } from '../../../src/core/text/greek-verbs.js';
import { DEFAULT_SETTINGS } from '../../../src/core/text/settings.js';
import { toStatements } from '../../../src/core/text/statements.js';
import { helpPages, helpPageText } from './languages/corpora.js';

const OPTIONS = { stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 0, language: 'el' as const };

test('el: a verb\'s second person plural by its ending, no noun or adjective', () => {
  for (const verb of ['πατήστε', 'επιλέξτε', 'μπορείτε', 'αλλάξετε', 'πατήσατε', 'συνδεθείτε', 'χρησιμοποιήστε', 'βρείτε']) assert.ok(greekVerbForm(verb), verb);
  for (const word of ['πλήκτρα', 'οθόνη', 'πέντε', 'ρυθμίσεις', 'παράθυρο', 'εικονίδιο', 'κειμένου']) assert.ok(!greekVerbForm(word), word);
  // In lowercase, or first in the phrase (a command that opens it); not a noun phrase's word.
  assert.ok(!greekNounPhraseCheck('κάνετε κλικ') && !greekNounPhraseCheck('Ενεργοποιήστε') && greekNounPhraseCheck('υψηλή αντίθεση'));
});

test("el: GNOME's Greek help: no verb of the reader among its pages' key phrases or concepts", { skip: !existsSync('/usr/share/help/el/gnome-help') && 'gnome-user-docs is not installed' }, () => {
  const pages = helpPages('el').filter((page) => /^(?:a11y|files|printing)-/.test(page));
  assert.ok(pages.length >= 40, `${pages.length} pages`);
  const held: string[] = [];
  let phrases = 0;
  for (const page of pages) {
    const analysis = analyze(toStatements({ text: helpPageText('el', page) }), OPTIONS);
    for (const { phrase } of analysis.keyPhrases.slice(0, 10)) {
      phrases++;
      if (!greekNounPhraseCheck(phrase)) held.push(`${page}: ${phrase}`);
    }
    for (const concept of analysis.graph.names) if (greekVerbForm(concept)) held.push(`${page}: concept ${concept}`);
  }
  assert.ok(phrases >= 300, `${phrases} phrases`);
  assert.deepEqual(held, []);
});
