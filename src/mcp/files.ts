// The files an MCP tool may read: only inside the directories the user allowed (--root), never
// through a symbolic link that leads out of them.
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { badRequest } from '../core/errors.js';
import { readDocumentList, readDocuments, type DocumentText } from '../input/documents.js';
import { readText } from '../input/files.js';
import { resolveInput } from '../input/paths.js';

export class FileRoots {
  /** Absolute, real paths; the first is where relative paths start. */
  private constructor(readonly roots: readonly string[]) {}

  static async of(dirs: readonly string[], cwd: string): Promise<FileRoots> {
    const given = dirs.length > 0 ? dirs : [cwd];
    const roots: string[] = [];
    for (const dir of given) {
      try {
        roots.push(await realpath(path.resolve(cwd, dir)));
      } catch {
        throw badRequest(`--root: ${dir} does not exist`);
      }
    }
    return new FileRoots(roots);
  }

  /** No files at all: an MCP server shared by many users over HTTP (tna serve's /mcp) reads none of its machine's. */
  static none(): FileRoots {
    return new FileRoots([]);
  }

  private inside(file: string): boolean {
    return this.roots.some((root) => file === root || file.startsWith(root + path.sep));
  }

  /** The real paths of files and globs (relative to the first root), each inside a root. */
  async resolve(paths: readonly string[], field = 'files'): Promise<string[]> {
    if (this.roots.length === 0) throw badRequest(`${field}: this server reads no files of its own: send the text itself`, field);
    const files: string[] = [];
    for (const p of paths) {
      if (p === '-') throw badRequest(`${field}: "-" (stdin) carries the protocol here; give the text itself instead`, field);
      for (const file of await resolveInput(p, this.roots[0])) files.push(await this.allowed(file.absolute, p, field));
    }
    return files;
  }

  /** `absolute`'s real path, or an error when it lies outside every root. */
  async allowed(absolute: string, asGiven: string, field: string): Promise<string> {
    const real = await realpath(absolute);
    if (!this.inside(real)) {
      throw badRequest(`${field}: ${asGiven} is outside the directories this server may read (${this.roots.join(', ')}); start it with --root to allow more`, field);
    }
    return real;
  }

  /** Files and globs read as `tna graph` reads them: Markdown and HTML as documents (by extension), joined. */
  async readDocuments(paths: readonly string[], field = 'files'): Promise<string> {
    return readDocuments(await this.resolve(paths, field), this.io);
  }

  /** Files and globs read as documents, one a file, each with its lines' places in its outline (as `tna related` reads them). */
  async readDocumentList(paths: readonly string[], field = 'files'): Promise<DocumentText[]> {
    return readDocumentList(await this.resolve(paths, field), this.io);
  }

  /** The raw text of data files (search results, queries), joined. */
  async readText(paths: readonly string[], field = 'files'): Promise<string> {
    return readText(await this.resolve(paths, field), this.io);
  }

  /** How input/ reads the files: relative to the first root; stdin is the protocol's. */
  get io() {
    return { stdin: process.stdin, stdinIsTTY: false, cwd: this.roots[0] };
  }
}
