// The README's picture is what `tna graph -f svg` draws today: scripts/readme-picture.mjs draws it
// again, and the committed file must be the same, byte for byte (`npm run picture` updates it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

test('docs/images/graph.svg is the picture tna draws now of the text it shows', async () => {
  const { drawPicture, PICTURE } = (await import(pathToFileURL(path.join(root, 'scripts', 'readme-picture.mjs')).href)) as {
    drawPicture(): string;
    PICTURE: string;
  };
  const drawn = drawPicture();
  assert.match(drawn, /^<svg [^>]*viewBox/);
  assert.ok(readFileSync(PICTURE, 'utf8') === drawn, 'docs/images/graph.svg differs from what tna draws now: run npm run picture');
  assert.match(readFileSync(path.join(root, 'README.md'), 'utf8'), /!\[[^\]]+\]\(docs\/images\/graph\.svg\)/);
});
