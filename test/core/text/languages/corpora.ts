// Real text in each language that nobody here wrote, from Debian's packages: GNOME's help (gnome-user-docs),
// and for the languages it lacks, translated program messages (.mo files read with msgunfmt).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const HELP = '/usr/share/help';

/** GNOME help's folder for each language (C is the English original); Arabic, Thai and Norwegian have none. */
export const HELP_FOLDERS: Readonly<Record<string, string>> = {
  en: 'C', de: 'de', fr: 'fr', es: 'es', pt: 'pt_BR', it: 'it', nl: 'nl', sv: 'sv', da: 'da', fi: 'fi', hu: 'hu',
  ro: 'ro', pl: 'pl', cs: 'cs', tr: 'tr', id: 'id', vi: 'vi', ru: 'ru', uk: 'uk', el: 'el', fa: 'fa', he: 'he',
  hi: 'hi', zh: 'zh_CN', ja: 'ja', ko: 'ko',
};

/** Locale folders of the translated messages, for the languages GNOME's help lacks or has little of. */
export const MESSAGE_LOCALES: Readonly<Record<string, string>> = { ar: 'ar', th: 'th', no: 'nb', tr: 'tr', he: 'he', hi: 'hi', ro: 'ro' };
/** Message catalogues of packages every Debian system or this project's CI has (apt, dpkg, glib, gtk). */
const DOMAINS = ['apt', 'dpkg', 'coreutils', 'grep', 'bash', 'glib20', 'gtk30', 'gtk30-properties'];

/** The help pages of a language, by file name, for the same pages in every language. */
export function helpPages(language: string): string[] {
  const folder = HELP_FOLDERS[language];
  const dir = folder && `${HELP}/${folder}/gnome-help`;
  if (!dir || !existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.page')).sort();
}

/**
 * A Mallard page's prose as lines: titles and paragraphs, without the page's metadata (<info>,
 * credits and links) or what is typed or shown verbatim (commands, file names, screens).
 */
export function helpPageText(language: string, page: string): string {
  return helpPageMarkup(language, page)
    .split('\n')
    .map((line) => xmlText(line).replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** XML's five named references and numeric ones, decoded by hand (not by the decoder under test). */
export function xmlText(markup: string): string {
  return markup
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#([0-9]+);/g, (_, decimal: string) => String.fromCodePoint(parseInt(decimal, 10)))
    .replace(/&amp;/g, '&');
}

/** A Mallard page's prose with its tags taken out and its character references left in, as text scraped from it holds them. */
export function helpPageMarkup(language: string, page: string): string {
  const xml = readFileSync(`${HELP}/${HELP_FOLDERS[language]}/gnome-help/${page}`, 'utf8');
  return xml
    .replace(/<info>[\s\S]*?<\/info>/g, ' ')
    .replace(/<(code|screen|cmd|sys|file|input|output|media|key|keyseq|var|link)\b[^>]*\/>/g, ' ')
    .replace(/<(code|screen|cmd|sys|file|input|output|keyseq|key|var)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<\/?(title|p|item|td|th|note|section|list|terms|tr|table|tree)\b[^>]*>/g, '\n')
    .replace(/<[^>]+>/g, ' ');
}

/** The titles of a language's help pages (a page's and its sections'), in page order. */
export function helpTitles(language: string): string[] {
  const folder = HELP_FOLDERS[language];
  return helpPages(language).flatMap((page) =>
    [...readFileSync(`${HELP}/${folder}/gnome-help/${page}`, 'utf8').matchAll(/<title\b[^>]*>([^<]+)<\/title>/g)].map((m) => xmlText(m[1]).replace(/\s+/g, ' ').trim()),
  );
}

/**
 * A help page's translated lines: a page or a paragraph not yet translated is shipped in English,
 * so the lines the English page has are left out.
 */
export function translatedLines(language: string, page: string): string[] {
  const lines = helpPageText(language, page).split('\n');
  if (language === 'en') return lines;
  const english = new Set(existsSync(`${HELP}/C/gnome-help/${page}`) ? helpPageText('en', page).split('\n') : []);
  return lines.filter((line) => !english.has(line));
}

/** The translated lines of the first `count` help pages of a language (the same pages in every language), as one text. */
export function helpText(language: string, count: number): string {
  return helpPages(language).slice(0, count).flatMap((page) => translatedLines(language, page)).join('\n');
}

/** Whether msgunfmt and msgconv (gettext) are there to read message catalogues. */
export const hasMsgunfmt = (() => {
  try {
    execFileSync('msgunfmt', ['--version'], { stdio: 'ignore' });
    execFileSync('msgconv', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** A PO file string's text: escapes undone, format specifiers and accelerator marks taken out. */
function messageString(quoted: string): string {
  const escapes: Record<string, string> = { n: ' ', t: ' ', '"': '"', '\\': '\\' };
  return quoted
    .slice(1, -1)
    .replace(/\\(.)/g, (_, c: string) => escapes[c] ?? ' ')
    .replace(/%[-#0-9.]*[a-zA-Z]|%\d\$[a-z]|_(?=\S)|&(?=\S)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The translated messages of a language, one a line, from the catalogues it has (in UTF-8
 * whatever their own charset); the catalogue's header and messages left in English are skipped.
 */
export function messageText(language: string): string {
  const locale = MESSAGE_LOCALES[language];
  if (!locale || !hasMsgunfmt) return '';
  const lines: string[] = [];
  for (const domain of DOMAINS) {
    const file = `/usr/share/locale/${locale}/LC_MESSAGES/${domain}.mo`;
    if (!existsSync(file)) continue;
    const raw = execFileSync('msgunfmt', ['--no-wrap', file], { maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
    const po = execFileSync('msgconv', ['--no-wrap', '--to-code=UTF-8'], { input: raw, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['pipe', 'pipe', 'ignore'] });
    let ids: string[] = [];
    for (const line of po.split('\n')) {
      const m = /^(msgid|msgid_plural|msgstr(?:\[\d+\])?) (".*")$/.exec(line);
      if (!m) continue;
      if (m[1] === 'msgid') ids = [m[2]];
      else if (m[1] === 'msgid_plural') ids.push(m[2]);
      else if (ids[0] !== '""' && !ids.includes(m[2])) {
        const text = messageString(m[2]);
        if (text.length > 20) lines.push(text);
      }
    }
  }
  return [...new Set(lines)].join('\n');
}

/** Below this much translated help, a language's messages are read too. */
const ENOUGH_HELP = 20_000;

/**
 * Real text in a language, at most `length` characters: GNOME's help pages where it has them
 * translated, then its translated messages.
 */
export function realText(language: string, length: number): string {
  let text = HELP_FOLDERS[language] ? helpText(language, Infinity) : '';
  if (text.length < ENOUGH_HELP) text = [text, messageText(language)].filter(Boolean).join('\n');
  return text.slice(0, text.lastIndexOf('\n', length) > 0 ? text.lastIndexOf('\n', length) : length);
}
