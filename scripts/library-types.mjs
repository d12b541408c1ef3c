// Build step: the library's types as one file, dist/lib.d.ts, that package.json's `exports` names.
// tsc writes the declarations of src/lib/ and of every module its types reach (dist/types/, not
// shipped); dts-bundle-generator joins what the public names need into one file that imports
// nothing, so a program's TypeScript resolves it whatever it has installed beside tna.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const bundler = require.resolve('dts-bundle-generator/dist/bin/dts-bundle-generator.js');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.lib.json'], { stdio: 'inherit' });
execFileSync(process.execPath, [bundler, '--silent', '--no-banner', '--no-check', '--project', 'tsconfig.lib.json', '-o', 'dist/lib.d.ts', 'dist/types/lib/index.d.ts'], { stdio: 'inherit' });
rmSync('dist/types', { recursive: true, force: true });

// A type that reached a package (zod, commander…) would leave an import a user cannot resolve.
const types = readFileSync('dist/lib.d.ts', 'utf8');
const imports = types.match(/^import .*$|\bimport\(["'][^"']+["']\)/gm);
if (imports) throw new Error(`library types: dist/lib.d.ts imports ${imports.join(', ')}; keep the public types within src/`);
