// Where the store lives: --db, else TNA_DB, else $XDG_DATA_HOME/tna/tna.db, else ~/.local/share/tna/tna.db.
import { homedir } from 'node:os';
import path from 'node:path';

export const STORE_FILE = 'tna.db';

export function storePath(flag: string | undefined, env: NodeJS.ProcessEnv, cwd: string): string {
  const given = flag || env.TNA_DB;
  if (given) return path.resolve(cwd, given);
  // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
  const xdg = env.XDG_DATA_HOME;
  if (xdg && path.isAbsolute(xdg)) return path.join(xdg, 'tna', STORE_FILE);
  return path.join(env.HOME || homedir(), '.local', 'share', 'tna', STORE_FILE);
}
