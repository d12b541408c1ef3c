// A web page's readable prose, for graphs of search results built from whole pages rather than snippets.
import { mainHtmlBlocks } from '../input/html-main.js';

export interface PageReadOptions {
  /** Milliseconds before a page is given up (its snippet stands in). */
  timeoutMs: number;
  /** Bytes of a page read at most; the rest is cut (a page's prose rarely needs more). */
  maxBytes: number;
}

export const DEFAULT_PAGE_READ: PageReadOptions = { timeoutMs: 15_000, maxBytes: 2_000_000 };

/** Blocks shorter than this are headings, buttons and links, not prose. */
const MIN_WORDS = 8;

/** The paragraphs of an HTML page: its main part, as tna reads a local HTML file's (input/html-main.ts), short blocks dropped. */
export async function readableParagraphs(html: string): Promise<string[]> {
  return (await mainHtmlBlocks(html))
    .map((b) => b.text.replace(/\s+/g, ' ').trim())
    .filter((b) => b.split(' ').length >= MIN_WORDS);
}

/** Fetches a page over HTTP(S) and returns its paragraphs; a failure (status, type, timeout) throws. */
export async function readPage(url: string, options: PageReadOptions = DEFAULT_PAGE_READ): Promise<string[]> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(options.timeoutMs),
    headers: { accept: 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.5', 'user-agent': 'tna (text network analysis)' },
    redirect: 'follow',
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  if (!/html|text\/plain/i.test(type)) throw new Error(`not a web page (${type || 'no type'})`);
  const text = await boundedText(response, options.maxBytes);
  if (/text\/plain/i.test(type)) return text.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' ').trim()).filter((p) => p.split(' ').length >= MIN_WORDS);
  return readableParagraphs(text);
}

/** The body as text, stopping after maxBytes. */
async function boundedText(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const decoder = new TextDecoder();
  let text = '';
  let read = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    read += chunk.byteLength;
    text += decoder.decode(chunk, { stream: true });
    if (read >= maxBytes) break;
  }
  return text + decoder.decode();
}
