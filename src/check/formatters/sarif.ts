// SARIF 2.1.0, the format GitHub code scanning, GitLab and most CI dashboards take: one run, the
// tool with every rule, a result per failed rule with its file and line, and a notification for
// each file that could not be read or had nothing to analyze.
import { RULES } from '../rules/index.js';
import { COMBINED, isRepositoryFile, type CheckReport, type FileReport } from '../types.js';

/**
 * SARIF asks for absolute URIs for the tool's page and each rule's help. The package's page on
 * the npm registry shows the README, whose table of commands links the page of check that
 * documents every rule.
 */
const INFORMATION_URI = 'https://www.npmjs.com/package/tna';
const RULES_HELP_URI = `${INFORMATION_URI}#commands`;
const SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

/** A path as a relative URI: forward slashes, each segment percent-encoded. */
function uriOf(file: string): string {
  return file.split(/[\\/]/).map(encodeURIComponent).join('/');
}

function location(file: string, line: number) {
  return { physicalLocation: { artifactLocation: { uri: uriOf(file), uriBaseId: '%SRCROOT%' }, region: { startLine: line } } };
}

function notifications(files: readonly FileReport[]) {
  return files.flatMap((f) => {
    const where = isRepositoryFile(f.file) ? { locations: [location(f.file, 1)] } : {};
    if (f.unreadable !== undefined) return [{ level: 'error', message: { text: `${f.file}: cannot read: ${f.unreadable}` }, ...where }];
    if (f.skipped !== undefined) return [{ level: 'note', message: { text: `${f.file}: skipped: ${f.skipped}` }, ...where }];
    return [];
  });
}

export function formatSarif(report: CheckReport, version: string): string {
  const ruleIndex = new Map(RULES.map((r, i) => [r.id, i]));
  const results = report.files.flatMap((f) =>
    f.results
      .filter((r) => !r.passed)
      .map((r) => ({
        ruleId: r.rule,
        ruleIndex: ruleIndex.get(r.rule),
        level: r.severity,
        message: { text: f.file === COMBINED ? `${COMBINED}: ${r.message}` : r.message },
        ...(isRepositoryFile(f.file) ? { locations: [location(f.file, r.line)] } : {}),
        properties: { measured: r.measured, limit: r.limit, concepts: r.concepts },
      })),
  );
  const sarif = {
    $schema: SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'tna',
            version,
            semanticVersion: version,
            informationUri: INFORMATION_URI,
            rules: RULES.map((rule) => ({
              id: rule.id,
              name: rule.id.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase()),
              shortDescription: { text: rule.description.split(/(?<=\.)\s/)[0] },
              fullDescription: { text: rule.description },
              help: { text: `${rule.description} Configure it under check.rules["${rule.id}"] in tna.config.json; tna check --init writes a starting configuration.` },
              helpUri: RULES_HELP_URI,
              defaultConfiguration: { level: rule.defaultSeverity },
            })),
          },
        },
        invocations: [{ executionSuccessful: report.summary.unreadable === 0, toolExecutionNotifications: notifications(report.files) }],
        originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The working directory tna check ran in.' } } },
        results,
      },
    ],
  };
  return JSON.stringify(sarif, null, 2) + '\n';
}
