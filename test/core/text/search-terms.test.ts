// Search terms: every word but stopwords, in the key its forms share; identifiers split into their words; scripts without spaces by a dictionary.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mixedSearchTerms, readingLanguage, searchTerms } from '../../../src/core/text/search-terms.js';

test('English: stopwords out, forms joined, verbs kept, identifiers in their words', () => {
  const terms = searchTerms('en');
  assert.deepEqual(terms('The rules were checking'), terms('rule checks'));
  assert.ok(terms('How do I change it?').length === 1, 'the verb stays, the stopwords go');
  assert.deepEqual(terms('parserOptions'), terms('parser options'));
  assert.deepEqual(terms('max-line-length'), terms('max line length'));
  assert.deepEqual(terms('HTMLParser'), terms('HTML parser'));
  assert.deepEqual(terms('the cache, the cache'), [terms('cache')[0], terms('cache')[0]], 'a repeat counts again');
});

test('an acronym\'s plural is the acronym: its s starts no word of a camel-case identifier', () => {
  const english = searchTerms('en');
  // Git's manual: "Changes URLs for the remote." was `ur ls`, and met no question on a remote's URL.
  assert.deepEqual(english('Changes URLs for the remote'), english('change URL for the remote'));
  assert.deepEqual(english('APIs, IDs and DVDs'), english('API, ID and DVD'));
  assert.deepEqual(english('getURLsFor'), english('get URLs for'), 'inside an identifier too');
  assert.deepEqual(english('HTMLParser'), english('HTML parser'), 'a capital before a word still starts it');
  const german = searchTerms('de');
  assert.deepEqual(german('Debian-CDs und PCs'), german('Debian-CD und PC'));
});

test('German forms share a key; Chinese words come from the dictionary', () => {
  const german = searchTerms('de');
  assert.deepEqual(german('Dateien'), german('Datei'));
  const chinese = searchTerms('zh');
  const words = chinese('测试您的硬盘的速度');
  assert.ok(words.includes('硬盘') && words.includes('速度'), words.join(' '));
});

test('a run of Chinese letters counts its letter pairs too: a question cut otherwise than the statement still meets it', () => {
  const chinese = searchTerms('zh');
  const asked = chinese('备份应该存放在哪里？');
  const statement = chinese('您需要将备份存储在具有足够磁盘容量存放所有备份文件的设备上。');
  assert.ok(asked.includes('存放') && statement.includes('存放'), `${asked.join(' ')} / ${statement.join(' ')}`);
});

test('a statement in a script the text\'s language is not written in is read in its own language', () => {
  assert.equal(readingLanguage('误删了文件，怎样从备份中恢复？', 'en'), 'zh');
  assert.equal(readingLanguage('Click Backups to restore files', 'en'), 'en');
  assert.equal(readingLanguage('Klicken Sie auf Sicherungen', 'en'), 'en', 'the same script: the text\'s language');
  assert.equal(readingLanguage('Click Backups', 'zh'), 'zh', 'no language wins: the text\'s');
  const mixed = mixedSearchTerms('en');
  assert.deepEqual(mixed('误删了文件，怎样从备份中恢复？'), searchTerms('zh')('误删了文件，怎样从备份中恢复？'), 'Chinese stopwords out, as a Chinese text\'s');
  assert.deepEqual(mixed('Click Backups to restore files'), searchTerms('en')('Click Backups to restore files'));
});

test('German: a separable verb written apart meets the whole verb a manual writes, and keeps its stem', () => {
  const terms = searchTerms('de');
  const has = (text: string, word: string) => terms(text).includes(terms(word)[0]);
  // The questions of the benchmark's German folders, and the headings that answer them.
  assert.ok(has('Wie richte ich eine VPN-Verbindung ein?', 'einrichten'), JSON.stringify(terms('Wie richte ich eine VPN-Verbindung ein?')));
  assert.ok(has('Wie lege ich eine eigene Tastenkombination fest?', 'festlegen'));
  assert.ok(has('Wie finde ich heraus, welches Paket eine Datei installiert hat?', 'herausfinden'), 'the particle ends its clause, before the comma');
  assert.ok(has('Wie hefte ich eine Anwendung an das Dash an?', 'anheften'), 'the last "an", not the preposition');
  assert.ok(has('Stellen Sie die Sprache um.', 'umstellen'), 'the verb first, before its pronoun');
  assert.ok(has('Wie spricht man Debian aus und was bedeutet das?', 'ausspricht'), 'a clause ends before "und"');
  assert.ok(has('Wie spricht man Debian aus?', 'ausspricht'));
  assert.ok(has('Wie stelle ich die Sprache um?', 'stellen'), 'the verb itself still counts');
  // Where no separable verb is written apart, the terms are as before.
  assert.ok(!has('Klicken Sie auf Anwenden.', 'aufklicken'));
  assert.ok(!has('Das System fährt herunter.', 'herunterfahren'), 'not where the verb is not certain');
  assert.deepEqual(terms('Klicken Sie auf Anwenden, um die Sprache zu ändern.'), terms('Klicken Anwenden Sprache ändern'));
  // Only German reads them so.
  assert.ok(!searchTerms('en')('Wie richte ich eine VPN-Verbindung ein?').includes(terms('einrichten')[0]));
});
