// The output formats of `tna check`, each a function from the report to text; rules know nothing of them.
import { loadWidthTables } from '../../report/display-width.js';
import type { CheckFormat, CheckReport } from '../types.js';
import { formatGithub } from './github.js';
import { formatJson } from './json.js';
import { formatJunit } from './junit.js';
import { formatSarif } from './sarif.js';
import { formatText } from './text.js';

/** The report in `format`; the text report measures its columns with the width tables, loaded first (display-width.ts). */
export async function formatReport(report: CheckReport, format: CheckFormat, options: { colour: boolean; quiet?: boolean; version: string }): Promise<string> {
  switch (format) {
    case 'json':
      return formatJson(report);
    case 'github':
      return formatGithub(report);
    case 'junit':
      return formatJunit(report);
    case 'sarif':
      return formatSarif(report, options.version);
    default:
      await loadWidthTables();
      return formatText(report, options);
  }
}
