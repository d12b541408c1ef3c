// The check tool: the CI gate of `tna check` for an agent, on files inside the allowed roots, with
// the configuration the repository holds (found from the first root, and refused outside the roots).
import nodePath from 'node:path';
import { labelOf, loadConfig } from '../check/config.js';
import { formatReport } from '../check/formatters/index.js';
import { existingPath } from '../check/inputs.js';
import { runCheckRequest } from '../check/run.js';
import { CHECK_FORMATS, type CheckFormat } from '../check/types.js';
import { badRequest } from '../core/errors.js';
import { ANALYSIS_MODES, type AnalysisMode } from '../core/analysis-mode.js';
import { LOCAL_READ, type Tool } from './tool.js';
import { FILES } from './tool-schema.js';

export const checkTool: Tool = {
  name: 'check',
  annotations: LOCAL_READ,
  outputSchema: {
    type: 'object',
    properties: {
      passed: { type: 'boolean' },
      files: { type: 'array', items: { type: 'object', properties: { file: { type: 'string' }, results: { type: 'array' } }, required: ['file', 'results'] } },
      summary: { type: 'object', properties: { errors: { type: 'number' }, warnings: { type: 'number' }, files: { type: 'number' } } },
    },
    required: ['passed', 'files', 'summary'],
  },
  title: 'Check texts against the repository\'s quality rules',
  description:
    'Run tna check on files: each is analyzed and checked against the rules of the repository\'s configuration (tna.config.json, ' +
    '.tnarc or a "tna" key in package.json): diversity, concentration of influence, gaps, required or forbidden concepts, drift ' +
    'from a baseline. Answers which rules passed and failed, with the concepts that caused it; passed is false when an error rule failed.',
  inputSchema: {
    type: 'object',
    properties: {
      files: { ...FILES, description: 'Files or globs to check, relative to the first allowed directory; Markdown, MDX and HTML are read without markup.' },
      combined: { type: 'boolean', description: 'Also check all the files together as one text.' },
      baseline: { type: 'string', description: 'Drift reference: a file or a directory (files paired by path) inside the allowed directories, or a saved graph\'s name.' },
      config: { type: 'string', description: 'The configuration file to use instead of the one found.' },
      format: { type: 'string', enum: [...CHECK_FORMATS], default: 'text', description: 'text: a table; json: every result; github, junit, sarif: for CI.' },
      analysis: { type: 'string', enum: [...ANALYSIS_MODES], description: 'The analysis instead of the configuration\'s check.analysis.mode: default, or reference (the reference service\'s numbers, exactly).' },
    },
    required: ['files'],
    additionalProperties: false,
  },
  async run(args, context) {
    const paths = Array.isArray(args.files) ? args.files.map(String) : [];
    if (paths.length === 0) throw badRequest('files must name at least one file or glob', 'files');
    const io = context.files.io;
    const config = await loadConfig(io.cwd, typeof args.config === 'string' ? args.config : undefined);
    if (config) await context.files.allowed(nodePath.resolve(io.cwd, config.label), config.label, 'config');
    const baseline = typeof args.baseline === 'string' ? args.baseline : undefined;
    const baselineFile = baseline === undefined ? undefined : await existingPath(baseline, io.cwd);
    if (baselineFile) await context.files.allowed(baselineFile, baseline!, 'baseline');
    if (!config && baseline === undefined) {
      throw badRequest('no configuration found: write one with `tna check --init FILES` in the repository, or give config', 'config');
    }
    // Reports name files relative to the working directory, as tna check does, not by their real paths.
    const files = (await context.files.resolve(paths)).map((file) => labelOf(file, io.cwd));
    // The check tna check runs: each file read when the check reaches it, as the configuration says.
    const asked = typeof args.analysis === 'string' ? (args.analysis as AnalysisMode) : undefined;
    const report = await runCheckRequest(
      { files, loadedConfig: config, baseline, combined: args.combined === true, analysis: asked, fallbackAnalysis: () => context.analysis },
      { service: context.service, io },
    );
    const format = (args.format as CheckFormat | undefined) ?? 'text';
    return { text: await formatReport(report, format, { colour: false, version: context.version ?? 'unknown' }), structured: { passed: report.summary.errors === 0, ...report } };
  },
};
