// What a CLI command is: its commander definition and the function that runs it against a Service.
import type { Command } from 'commander';
import type { Service } from '../service/service.js';
import type { IO } from './io.js';

export interface GlobalOptions {
  /** Base URL of a remote server that speaks the API (else TNA_REMOTE; else local). */
  remote?: string;
  token?: string;
  /** Seconds. */
  timeout?: string;
  /** Path of the local store (else TNA_DB; else the XDG data directory). */
  db?: string;
}

export interface CliCommand {
  /** A fresh commander Command: name, arguments and the command's own options. */
  define(): Command;
  /**
   * Runs the command. `args` are the positional arguments as commander passes them, `opts`
   * the command's options merged with the global ones. Returns what goes to stdout, or
   * nothing when the command wrote it itself (streaming).
   */
  run(args: unknown[], opts: Record<string, unknown> & GlobalOptions, io: IO, service: Service): Promise<string | void>;
  /** Spinner text while it runs on a terminal; none for commands (or options) that stream or are instant. */
  progress?: string | ((opts: Record<string, unknown>) => string | undefined);
}
