// Text → statements: one statement a non-blank line; ids are stable positions.
import type { Statement } from '../types.js';
import { decodeEntities } from './entities.js';

export interface StatementsInput {
  text?: string;
  statements?: readonly string[];
  timestamps?: readonly (string | undefined)[];
  categories?: readonly (readonly string[] | undefined)[];
  /** With `statements`: each one's place in its document's outline (Statement.outline), null where none is known. */
  outline?: readonly (number | null | undefined)[];
}

/**
 * A letter written as its base and a combining mark after it (e and ◌́, as macOS and some
 * translation tools write é; a Korean syllable as its jamo), which NFC writes as one character.
 * GNOME's Spanish help writes 1,124 letters so, over 182 of its 293 pages: the words read from
 * them matched no lexicon's form, and *debería*, *Asegúrese* and *aparecerán* were concepts and
 * key phrases.
 */
const DECOMPOSED = /[\u0300-\u036f\u1100-\u11ff\u3099\u309a]/;

/** The text with its letters composed (NFC), where it writes any decomposed. */
function composed(text: string): string {
  return DECOMPOSED.test(text) ? text.normalize('NFC') : text;
}

/**
 * `statements` (when given) bypasses splitting and keeps its timestamps and categories by
 * index; otherwise the text is split at every line break. Blank entries are dropped either
 * way, but ids count every given statement, so an id always points at the same input. HTML
 * character references a statement holds (`&rsquo;`) are read as their characters, and its
 * letters composed (NFC).
 */
export function toStatements(input: StatementsInput): Statement[] {
  const contents = input.statements ?? (input.text ?? '').split(/\r\n|\n|\r/);
  const out: Statement[] = [];
  contents.forEach((raw, index) => {
    const content = composed(decodeEntities(raw)).trim();
    if (content === '') return;
    const statement: Statement = { id: String(index), content, categories: [...(input.categories?.[index] ?? [])] };
    const timestamp = input.statements ? input.timestamps?.[index] : undefined;
    if (timestamp !== undefined) statement.timestamp = timestamp;
    const outline = input.statements ? input.outline?.[index] : undefined;
    if (outline !== undefined && outline !== null) statement.outline = outline;
    out.push(statement);
  });
  return out;
}
