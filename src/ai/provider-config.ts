// The provider's settings as a message may show them: its address without credentials, any text without the key, a timeout in seconds.
//
// Shared by every client of the OpenAI-compatible server (chat, embeddings), so that no error names
// a secret in one and not the other.

/** The server's address without any credentials or query written into it. */
export function providerAddress(baseURL: string | undefined): string {
  const raw = baseURL ?? 'https://api.openai.com/v1';
  try {
    const url = new URL(raw);
    url.username = '';
    url.password = '';
    url.search = '';
    return url.toString().replace(/\/$/, '');
  } catch {
    return 'OPENAI_BASE_URL';
  }
}

/** Provider messages sometimes quote the key; it must never reach a terminal or a log. */
export function redactKey(message: string, apiKey: string | undefined): string {
  let out = message.replace(/\b(sk|key|pk)-[A-Za-z0-9_*\-]{6,}/g, '[redacted]');
  if (apiKey && apiKey.length >= 4) out = out.split(apiKey).join('[redacted]');
  return out;
}

/** Milliseconds as seconds with at most two decimals, e.g. "0.3 s". */
export function formatSeconds(ms: number): string {
  return `${Math.round(ms / 10) / 100} s`;
}
