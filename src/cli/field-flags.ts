// Rewords an error about a request field so that it names the flag the user typed instead.

/** An error about a request field, reworded to name the flag the user typed. */
export function renameField(error: unknown, flags: Record<string, string>): unknown {
  const e = error as { field?: string; message?: string };
  const flag = e?.field ? flags[e.field] : undefined;
  if (flag && e.message?.startsWith(`${e.field} `)) {
    const rest = e.message.slice(e.field!.length + 1);
    e.message = flag.startsWith('--') ? `${flag}: ${rest}` : `${flag} ${rest}`;
  }
  return error;
}
