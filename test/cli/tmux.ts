// A real terminal for the tests: a command run in a detached tmux session on a socket of its own,
// and where tmux drew a text, in the terminal's own cells (a wide character takes two). tmux
// measures, not tna's width tables, so a test that lines columns up checks them as a reader sees them.
import { spawnSync } from 'node:child_process';

/** Why the terminal tests cannot run here, or undefined when they can. */
export const NO_TMUX = spawnSync('tmux', ['-V']).status === 0 ? undefined : 'tmux is not installed (apt-get install tmux)';

export interface Cell {
  x: number;
  y: number;
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
let sessions = 0;

export class TmuxScreen {
  private readonly socket = `tna-test-${process.pid}-${++sessions}`;

  /**
   * Runs `argv` in a terminal of `width` columns and returns once it has ended, its output still on
   * the screen: the command signals a channel tmux waits on, then waits on its own stdin until killed.
   */
  constructor(argv: readonly string[], env: Record<string, string>, width = 200) {
    const command = `${argv.map(quote).join(' ')}; tmux -L ${this.socket} wait-for -S ended; exec cat`;
    this.tmux(['new-session', '-d', '-x', String(width), '-y', '50', command], { ...env, LANG: 'C.UTF-8', TERM: 'xterm-256color' });
    this.tmux(['wait-for', 'ended']);
  }

  /** The screen as text, one line a row, trailing blank rows left out. */
  text(): string {
    return this.tmux(['capture-pane', '-p']).replace(/\n+$/, '');
  }

  /** Every row where the text is drawn and the cell it starts in, bottom to top: tmux's copy mode searched backwards until it comes round. */
  find(text: string): Cell[] {
    const found: Cell[] = [];
    const rows = this.text().split('\n');
    this.tmux(['copy-mode']);
    try {
      this.tmux(['send-keys', '-X', 'search-backward-text', text]);
      for (;;) {
        const [x, y] = this.tmux(['display-message', '-p', '#{copy_cursor_x} #{copy_cursor_y}']).trim().split(' ').map(Number);
        if (found.some((c) => c.x === x && c.y === y)) break;
        // Where nothing matches, the cursor stays where it was.
        if (!rows[y]?.includes(text)) break;
        found.push({ x, y });
        this.tmux(['send-keys', '-X', 'search-again']);
      }
    } finally {
      this.tmux(['send-keys', '-X', 'cancel']);
    }
    return found;
  }

  close(): void {
    spawnSync('tmux', ['-L', this.socket, 'kill-server']);
  }

  private tmux(args: string[], env?: Record<string, string>): string {
    // -u: the terminal takes UTF-8 whatever the locale; -f /dev/null: no one's configuration.
    const r = spawnSync('tmux', ['-L', this.socket, '-u', '-f', '/dev/null', ...args], {
      encoding: 'utf8',
      env: env && { PATH: process.env.PATH ?? '', ...env },
      // A safety net, not a measure: tmux answers at once, and the command's own end is waited for.
      timeout: 120_000,
    });
    if (r.status !== 0) throw new Error(`tmux ${args[0]}: ${r.stderr || r.error?.message}`);
    return r.stdout;
  }
}
