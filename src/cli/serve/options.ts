// `tna serve`'s options as commander hands them over, shared by the command's definition and its run.
import os from 'node:os';
import type { GlobalOptions } from '../command.js';
import type { LogLevel } from '../../http/server-defaults.js';

export interface ServeOptions extends GlobalOptions {
  host: string;
  port: string;
  tokens?: string;
  anonymous: string;
  maxBody: string;
  anonymousMaxBody: string;
  rateLimit: string;
  workers?: string;
  memoryBudget?: string;
  quiet?: boolean;
  compat?: 'hosted' | 'none';
  publicUrl?: string;
  trustProxy?: boolean;
  allowAnonymous?: boolean;
  queueLength: string;
  maxConnections: string;
  requestTimeout: string;
  headersTimeout: string;
  keepAliveTimeout: string;
  drainTimeout: string;
  drainDelay?: string;
  corsOrigin?: string[];
  metricsPort?: string;
  logLevel: LogLevel;
}

export const DEFAULT_WORKERS = Math.max(1, Math.min(4, os.availableParallelism()));
