// What a tool of the MCP server is: its name, description and input schema, and the call it makes.
import type { AnalysisMode } from '../core/analysis-mode.js';
import type { Service } from '../service/service.js';
import type { FileRoots } from './files.js';

export type Json = Record<string, unknown>;

export interface ToolContext {
  service: Service;
  files: FileRoots;
  /** Over HTTP, the user the bearer token stands for; every call acts for that user. */
  user?: string;
  /** tna's version, for reports that name their tool (SARIF). */
  version?: string;
  /** The analysis of a call that names none (`tna mcp --analysis`, TNA_ANALYSIS); absent, the service's default. */
  analysis?: AnalysisMode;
}

export interface ToolResult {
  text: string;
  structured?: Json;
}

/** How a host should treat a call (MCP's tool annotations): whether it writes, and whether it reaches outside this machine. */
export interface ToolAnnotations {
  readOnlyHint: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  /** It calls a language model or a web-search provider. */
  openWorldHint: boolean;
}

export interface Tool {
  name: string;
  title: string;
  description: string;
  inputSchema: Json;
  annotations: ToolAnnotations;
  /** Declared only for a tool that answers structured content on every call, in this shape. */
  outputSchema?: Json;
  run(args: Json, context: ToolContext): Promise<ToolResult>;
}

/** A read-only tool that stays on this machine (and its store). */
export const LOCAL_READ: ToolAnnotations = { readOnlyHint: true, idempotentHint: true, openWorldHint: false };
/** A read-only tool that asks a language model or a web-search provider. */
export const REMOTE_READ: ToolAnnotations = { readOnlyHint: true, idempotentHint: false, openWorldHint: true };
