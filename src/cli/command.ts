// What a CLI command is: its commander definition and the function that runs it against a Service.
import type { Writable } from 'node:stream';
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
  /** A shared PostgreSQL store, postgres://… (else TNA_STORE_URL); instead of the SQLite file. */
  store?: string;
  /** The web-search provider on this machine (`tna intent --provider`; else TNA_SEARCH_PROVIDER). */
  provider?: string;
  /** `tna intent --no-cache`: false asks the provider again instead of reading its answer kept on disk. */
  cache?: boolean;
}

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_BAD_INPUT = 2;
/** As grep: a search that found nothing is not an error, but a pipeline can test for it. */
export const EXIT_NO_MATCH = 1;

/** What a command prints, with an exit code other than 0 that is not a failure (no match, as grep says 1). */
export interface CommandResult {
  text: string;
  exitCode: number;
  /**
   * In place of `text`, an output too large to be one string (a check of thousands of files):
   * written to stdout in pieces, once the command's progress display has stopped.
   */
  write?: (stdout: Writable) => Promise<void>;
}

export interface CliCommand {
  /** The name it is called by (define()'s Command has it too). */
  name: string;
  /** A fresh commander Command: name, arguments and the command's own options. */
  define(): Command;
  /**
   * Runs the command. `args` are the positional arguments as commander passes them, `opts`
   * the command's options merged with the global ones. Returns what goes to stdout (with its exit
   * code when that is not 0), or nothing when the command wrote it itself (streaming).
   */
  run(args: unknown[], opts: Record<string, unknown> & GlobalOptions, io: IO, service: Service): Promise<string | CommandResult | void>;
  /** Two or three command lines and what each does, at the end of the command's --help. */
  examples: readonly (readonly [string, string])[];
  /** Exit codes whose meaning differs from the common ones (manual/exit-status.ts): 1 for "nothing found". */
  exitStatus?: readonly (readonly [number, string])[];
  /** Left out of --help (a command for scripts, not people). */
  hidden?: boolean;
  /** Spinner text while it runs on a terminal; none for commands (or options) that stream or are instant. */
  progress?: string | ((opts: Record<string, unknown>) => string | undefined);
  /** It keeps running and answers requests (a server): V8's own pace, not the one of a command that exits (v8-pace.ts). */
  serves?: boolean;
}
