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
 * `statements` (when given) bypasses splitting and keeps its timestamps and categories by
 * index; otherwise the text is split at every line break. Blank entries are dropped either
 * way, but ids count every given statement, so an id always points at the same input. HTML
 * character references a statement holds (`&rsquo;`) are read as their characters.
 */
export function toStatements(input: StatementsInput): Statement[] {
  const contents = input.statements ?? (input.text ?? '').split(/\r\n|\n|\r/);
  const out: Statement[] = [];
  contents.forEach((raw, index) => {
    const content = decodeEntities(raw).trim();
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
