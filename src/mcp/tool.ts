// What a tool of the MCP server is: its name, description and input schema, and the call it makes.
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
}

export interface ToolResult {
  text: string;
  structured?: Json;
}

export interface Tool {
  name: string;
  title: string;
  description: string;
  inputSchema: Json;
  run(args: Json, context: ToolContext): Promise<ToolResult>;
}
