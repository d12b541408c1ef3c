import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toStatements } from '../../../src/core/text/statements.js';

test('text splits at every kind of line break and drops blank lines', () => {
  const s = toStatements({ text: 'one. two.\r\nthree\n\n   \nfour\rfive' });
  assert.deepEqual(
    s.map((x) => x.content),
    ['one. two.', 'three', 'four', 'five'],
  );
  // ids count every line, so an id always points at the same input line
  assert.deepEqual(
    s.map((x) => x.id),
    ['0', '1', '4', '5'],
  );
});

test('statements[] bypasses splitting and keeps timestamps and categories by index', () => {
  const s = toStatements({
    text: 'ignored',
    statements: ['a line\nwith a break', '  ', 'last'],
    timestamps: ['2024-01-01T00:00:00.000Z', undefined, '2024-01-03T00:00:00.000Z'],
    categories: [['x'], undefined, ['y', 'z']],
  });
  assert.equal(s.length, 2);
  assert.equal(s[0].content, 'a line\nwith a break');
  assert.equal(s[0].timestamp, '2024-01-01T00:00:00.000Z');
  assert.deepEqual(s[1], { id: '2', content: 'last', categories: ['y', 'z'], timestamp: '2024-01-03T00:00:00.000Z' });
});

test('letters written decomposed, a base and its combining mark, are composed (NFC), as the lexicons write their forms', () => {
  // GNOME's Spanish help writes Asegu\u0301rese; a Korean syllable may come as its jamo.
  const s = toStatements({ text: 'Asegu\u0301rese de que el adaptador esta\u0301 encendido.\n\u1112\u1161\u11ab\u1100\u1173\u11af', statements: undefined });
  assert.deepEqual(
    s.map((x) => x.content),
    ['Asegúrese de que el adaptador está encendido.', '한글'],
  );
  assert.ok(s.every((x) => x.content === x.content.normalize('NFC')));
});
