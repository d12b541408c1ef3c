// The licences of the packages the bundles are built from (their MIT, ISC, BSD and Apache notices
// ask to travel with the code), written to dist/THIRD-PARTY-LICENSES.txt, which the package ships:
// those packages are development dependencies, so the installed tna has no other copy of them.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** node_modules/a/node_modules/@b/c/lib/x.js → node_modules/a/node_modules/@b/c */
function packageDir(input) {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input.replace(/\\/g, '/'));
  return match?.[1];
}

/**
 * The licence of a package's data where it differs from its code's: the Lefff's forms, which
 * RosaeNLG's packages ship under their code's Apache licence, are under the LGPLLR; Morph-it!'s
 * Italian forms, shipped so too, under Creative Commons' Attribution-ShareAlike 2.0 (or the LGPL).
 */
const MORPH_IT = 'dist/CC-BY-SA-2.0.txt';
const DATA_LICENCES = {
  'french-verbs-lefff': 'dist/LICENSE',
  'lefff-helper': 'resources_pub/LICENSE',
  'italian-verbs-dict': MORPH_IT,
  'italian-words-dict': MORPH_IT,
  'italian-adjectives-dict': MORPH_IT,
};

function licenceText(dir, name) {
  const file = readdirSync(dir).find((entry) => /^(licen[cs]e|copying)(\.|$)/i.test(entry));
  const own = file ? readFileSync(path.join(dir, file), 'utf8').trim() : undefined;
  const data = DATA_LICENCES[name] && readFileSync(path.join(dir, DATA_LICENCES[name]), 'utf8').trim();
  return data ? `${own ?? ''}\n\nIts data:\n\n${data}` : own;
}

/** Writes the licence of every package among `inputs` (paths esbuild read), one after another. */
export function writeThirdPartyLicenses(inputs, out) {
  const dirs = new Set([...inputs].map(packageDir).filter((dir) => dir !== undefined && existsSync(path.join(dir, 'package.json'))));
  // One section per name and version: a package installed at two paths is one licence.
  const packages = new Map();
  for (const dir of dirs) {
    const { name, version, license } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    packages.set(`${name}@${version}`, { name, version, license: typeof license === 'string' ? license : license?.type ?? 'see the package', text: licenceText(dir, name) });
  }
  const body = [...packages.values()]
    .sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version))
    .map((s) => `${s.name} ${s.version} (${s.license})\n\n${s.text ?? `Licensed under ${s.license}; the package ships no licence file.`}`)
    .join(`\n\n${'-'.repeat(72)}\n\n`);
  writeFileSync(out, `The tna package includes code from these packages, built into dist/ by esbuild.\n\n${body}\n`);
}
