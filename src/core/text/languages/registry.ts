// Every language tna analyses, one module per language or family; adding a language is adding its module here.
import { arabic, persian } from './arabic-script.js';
import { chinese, japanese, korean } from './cjk.js';
import { english } from './english.js';
import { danish, dutch, german, norwegian, swedish } from './germanic.js';
import { greek } from './greek.js';
import { hebrew } from './hebrew.js';
import { hindi } from './hindi.js';
import type { LanguageModule } from './language.js';
import { french, italian, portuguese, romanian, spanish } from './romance.js';
import { czech, polish, russian, ukrainian } from './slavic.js';
import { indonesian, thai, vietnamese } from './southeast-asian.js';
import { turkish } from './turkish.js';
import { finnish, hungarian } from './uralic.js';

/** In the order help texts list them: English first, then roughly by script. */
export const LANGUAGE_MODULES: readonly LanguageModule[] = Object.freeze([
  english, german, french, spanish, portuguese, italian, dutch, swedish, danish, norwegian, finnish, hungarian,
  romanian, polish, czech, turkish, indonesian, vietnamese, russian, ukrainian, greek, arabic, persian, hebrew,
  hindi, thai, chinese, japanese, korean,
]);

const byCode = new Map<string, LanguageModule>();
for (const module of LANGUAGE_MODULES) {
  byCode.set(module.code, module);
  for (const alias of module.aliases ?? []) byCode.set(alias, module);
}

/** The module of a supported code or alias (any case, `_` or `-`), or undefined. */
export function languageModule(code: string): LanguageModule | undefined {
  return byCode.get(code.trim().toLowerCase().replace(/_/g, '-'));
}

/**
 * Text in a script none of the languages is written in (Khmer, Georgian, Tamil…): its words are
 * found by script (a dictionary where ICU has one), with no stopwords and no forms joined.
 */
export const UNDETERMINED: LanguageModule = Object.freeze({
  code: 'und',
  name: 'undetermined',
  script: 'Other',
  commonWords: '',
  stopwords: {},
  minLength: 2,
});
