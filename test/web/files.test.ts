// Results and queries files in every format, saved provider replies among them, and the messages for broken ones.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from '../../src/core/errors.js';
import { parseQueriesFile, parseResultsFile } from '../../src/web/files.js';

const BOM = '\uFEFF';

/** The 400 a parse throws; its message must match `pattern`. */
function rejects(parse: () => unknown, pattern: RegExp): void {
  assert.throws(parse, (e: unknown) => {
    assert.ok(e instanceof ApiError, String(e));
    assert.equal(e.status, 400);
    assert.match(e.message, pattern);
    return true;
  });
}

const brief = (results: ReturnType<typeof parseResultsFile>) => results.map((r) => [r.rank, r.title, r.url, r.snippet]);

test('results, JSON array: objects with any of the usual field names, sorted by position when every row has one', () => {
  const text = JSON.stringify([
    { Position: 2, Title: 'Second', Link: 'https://b.example', Description: 'B' },
    { position: '1', title: 'First', URL: 'https://a.example', content: 'A' },
  ]);
  assert.deepEqual(brief(parseResultsFile(text, 'serp.json')), [
    [1, 'First', 'https://a.example', 'A'],
    [2, 'Second', 'https://b.example', 'B'],
  ]);
  assert.deepEqual(brief(parseResultsFile('["Just a snippet.", {"title": "T", "url": "u"}]', 'r.json')), [
    [1, '', '', 'Just a snippet.'],
    [2, 'T', 'u', ''],
  ]);
});

test('results, saved provider replies: SerpAPI, Brave and SearXNG told apart by their fields', () => {
  const serp = { search_metadata: { status: 'Success' }, organic_results: [{ position: 1, title: 'S', link: 'https://s', snippet: 'ss' }] };
  const brave = { type: 'search', query: { original: 'q' }, web: { results: [{ title: 'B', url: 'https://b', description: '<strong>bb</strong>' }] } };
  const searx = { query: 'q', results: [{ title: 'X', url: 'https://x', content: 'xx', engine: 'bing' }], suggestions: [] };
  assert.deepEqual(brief(parseResultsFile(JSON.stringify(serp), 'a.json')), [[1, 'S', 'https://s', 'ss']]);
  assert.deepEqual(brief(parseResultsFile(JSON.stringify(brave), 'b.json')), [[1, 'B', 'https://b', 'bb']]);
  assert.deepEqual(brief(parseResultsFile(JSON.stringify(searx), 'c')), [[1, 'X', 'https://x', 'xx']]);
  const empty = { search_information: { organic_results_state: 'Fully empty' }, error: "Google hasn't returned any results for this query." };
  assert.deepEqual(parseResultsFile(JSON.stringify(empty), 'e.json'), []);
});

test('results, JSON lines, with a BOM', () => {
  const text = `${BOM}{"title":"One","url":"https://1","snippet":"s1"}\n\n{"title":"Two","link":"https://2"}\n`;
  assert.deepEqual(brief(parseResultsFile(text, 'r.jsonl')), [
    [1, 'One', 'https://1', 's1'],
    [2, 'Two', 'https://2', ''],
  ]);
});

test('results, CSV as SEO tools export it: commas, semicolons or tabs, quoted fields, a BOM, header names in any case', () => {
  const comma = `${BOM}Position,Title,URL,Description\n1,"Best tea, brewed",https://t.example,"Steep 3 min"\n`;
  assert.deepEqual(brief(parseResultsFile(comma, 'export.csv')), [[1, 'Best tea, brewed', 'https://t.example', 'Steep 3 min']]);
  const semicolon = 'rank;title;link;snippet\n2;B;https://b;sb\n1;A;https://a;sa\n';
  assert.deepEqual(brief(parseResultsFile(semicolon, 'export.csv')).map((r) => r[1]), ['A', 'B']);
  const tsv = 'title\turl\tcontent\nT\thttps://t\tC\n';
  assert.deepEqual(brief(parseResultsFile(tsv, 'no-extension')), [[1, 'T', 'https://t', 'C']]);
});

test('results, plain lines: title<TAB>url<TAB>snippet, or snippet text; a bare URL is refused with its line', () => {
  const text = 'Tea guide\thttps://g.example\tHow to brew.\nJust some snippet text\n\nTitle only\thttps://t.example\n';
  assert.deepEqual(brief(parseResultsFile(text, 'results.txt')), [
    [1, 'Tea guide', 'https://g.example', 'How to brew.'],
    [2, '', '', 'Just some snippet text'],
    [3, 'Title only', 'https://t.example', ''],
  ]);
  rejects(() => parseResultsFile('A snippet\nhttps://bare.example/page\n', 'results.txt'), /^results\.txt, line 2: a bare URL is not a result; write title<TAB>url<TAB>snippet/);
});

test('broken results files: each message names the file, the line or item, and what was expected', () => {
  rejects(() => parseResultsFile('', 'r.csv'), /^r\.csv is empty$/);
  rejects(() => parseResultsFile(`${BOM}  \n`, 'r.json'), /^r\.json is empty$/);
  rejects(() => parseResultsFile('[{"title": "ok"}, ', 'r.json'), /^r\.json is not valid JSON/);
  rejects(() => parseResultsFile('{"title":"a"}\n{"title": nope}\n', 'r.jsonl'), /^r\.jsonl, line 2 is not valid JSON .*: expected a result/);
  rejects(() => parseResultsFile('title,url,snippet\nA,https://a,s\n,https://b,\n', 'r.csv'), /^r\.csv, line 3: expected a title or a snippet/);
  rejects(() => parseResultsFile('name,address\nA,B\n', 'r.csv'), /^r\.csv: the header \(name, address\) has no column for a title, url or snippet; name one title, url, link/);
  rejects(() => parseResultsFile('[{"title": "A"}, 7]', 'r.json'), /^r\.json, item 2: expected a result .* not a number/);
  rejects(() => parseResultsFile('{"kind": "other"}', 'r.json'), /^r\.json is a JSON object but not a saved SerpAPI \(organic_results\), Brave \(web\.results\) or SearXNG \(results\) reply; fields found: kind/);
  rejects(() => parseResultsFile('[{"title": "A", "position": "first"}]', 'r.json'), /^r\.json, item 1: position "first" is not a number/);
  rejects(() => parseResultsFile('"title","url"\n"A","u"\n"B\n', 'r.csv'), /^r\.csv, line \d+ is not valid CSV/);
});

test('queries, plain lines: one a line; a question mark makes a question, anything else a related search', () => {
  assert.deepEqual(parseQueriesFile(`${BOM}green tea\n\n  how to brew  tea? \n`, 'q.txt'), [
    { query: 'green tea', source: 'related' },
    { query: 'how to brew tea?', source: 'question' },
  ]);
});

test('queries, CSV with keyword and source columns in the words SEO tools use', () => {
  const text = 'Keyword,Volume,Type\ntea shop,100,People also search for\nis tea healthy,50,People Also Ask\ntea ceremony,20,autocomplete\nmatcha,10,\n';
  assert.deepEqual(parseQueriesFile(text, 'keywords.csv'), [
    { query: 'tea shop', source: 'related' },
    { query: 'is tea healthy', source: 'question' },
    { query: 'tea ceremony', source: 'suggest' },
    { query: 'matcha', source: 'related' },
  ]);
  rejects(() => parseQueriesFile('query,source\ntea,related\ncoffee,rumour\n', 'q.csv'), /^q\.csv, line 3: source "rumour" is not one of related, question, suggest$/);
  rejects(() => parseQueriesFile('volume,type\n1,related\n', 'q.csv'), /^q\.csv: the header \(volume, type\) has no column for the query/);
});

test('queries, JSON and JSON lines: strings or objects', () => {
  assert.deepEqual(parseQueriesFile('["a", {"query": "b?", "source": "question"}, {"suggestion": "c", "type": "suggest"}]', 'q.json'), [
    { query: 'a', source: 'related' },
    { query: 'b?', source: 'question' },
    { query: 'c', source: 'suggest' },
  ]);
  assert.deepEqual(parseQueriesFile('"a"\n{"keyword": "b"}\n', 'q.jsonl'), [
    { query: 'a', source: 'related' },
    { query: 'b', source: 'related' },
  ]);
  rejects(() => parseQueriesFile('"a"\n{"volume": 3}\n', 'q.jsonl'), /^q\.jsonl, line 2: expected a keyword, query, suggestion, question field; found volume$/);
  rejects(() => parseQueriesFile('[["a"]]', 'q.json'), /^q\.json, item 1: expected a query .* not an array/);
});

test('queries, saved provider replies: SerpAPI search and autocomplete, Brave search and suggest, SearXNG search and autocompleter', () => {
  const serp = { search_metadata: {}, related_questions: [{ question: 'Why tea?' }], related_searches: [{ query: 'tea bags' }] };
  assert.deepEqual(parseQueriesFile(JSON.stringify(serp), 's.json'), [
    { query: 'Why tea?', source: 'question' },
    { query: 'tea bags', source: 'related' },
  ]);
  const serpAuto = { search_metadata: {}, suggestions: [{ value: 'tea cup', relevance: 1, type: 'QUERY' }] };
  assert.deepEqual(parseQueriesFile(JSON.stringify(serpAuto), 'a.json'), [{ query: 'tea cup', source: 'suggest' }]);
  const braveWeb = { type: 'search', query: { original: 'tea' }, faq: { type: 'faq', results: [{ question: 'Is tea good?', answer: 'yes' }] } };
  assert.deepEqual(parseQueriesFile(JSON.stringify(braveWeb), 'b.json'), [{ query: 'Is tea good?', source: 'question' }]);
  const braveSuggest = { type: 'suggest', query: { original: 'tea' }, results: [{ query: 'tea time' }] };
  assert.deepEqual(parseQueriesFile(JSON.stringify(braveSuggest), 'c.json'), [{ query: 'tea time', source: 'suggest' }]);
  const searx = { query: 'tea', results: [], suggestions: ['tea plant'] };
  assert.deepEqual(parseQueriesFile(JSON.stringify(searx), 'd.json'), [{ query: 'tea plant', source: 'related' }]);
  assert.deepEqual(parseQueriesFile('["tea", ["tea pot", "tea light"], [], [], {}]', 'e.json'), [
    { query: 'tea pot', source: 'suggest' },
    { query: 'tea light', source: 'suggest' },
  ]);
});

test('readableParagraphs: the article of a page, without menus, footers or short blocks', async () => {
  const { readableParagraphs } = await import('../../src/web/page-text.js');
  const html = `<html><head><title>Heat pumps</title><script>var x = 1;</script></head><body>
    <nav><ul><li>Home</li><li>Heat pumps explained in a menu entry that is long enough to count</li></ul></nav>
    <header>Energy advice for every home in the country today</header>
    <article><h1>How heat pumps work</h1>
      <p>A heat pump moves warmth from the outdoor air into the house using a refrigerant cycle.</p>
      <p>Short line.</p>
      <p>The compressor runs on electricity, so the running cost depends on the tariff you pay.</p>
    </article>
    <footer>Copyright and cookie settings for this website and its many pages</footer></body></html>`;
  assert.deepEqual(await readableParagraphs(html), [
    'A heat pump moves warmth from the outdoor air into the house using a refrigerant cycle.',
    'The compressor runs on electricity, so the running cost depends on the tariff you pay.',
  ]);
});
