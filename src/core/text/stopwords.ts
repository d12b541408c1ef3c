// Stopword lists per language, the user's additions and removals, and detection of a text's language.
import { createRequire } from 'node:module';
import { trigramLanguage } from './trigram-language.js';
import type { Language } from '../types.js';

export const SUPPORTED_LANGUAGES: readonly Language[] = Object.freeze([
  'en',
  'de',
  'fr',
  'es',
  'pt',
  'it',
  'ru',
] as const);

/**
 * English function words (the NLTK/Snowball basis widened with common adverbs, quantifiers and
 * number words) plus the verbs so frequent and empty that they would become hubs of every graph.
 * Content words, even very common ones (good, new, people, time, work, want, need), are deliberately
 * absent: in a text network they are the concepts.
 *
 * Of those empty verbs only the forms that work as grammar are listed. Their -ing forms that
 * prose also uses as nouns or adjectives (knowing, saying, liking, making, taking, coming,
 * giving, telling, seeing: "the knowing of good and evil", "an old saying", "a telling detail")
 * are not: they stay concepts. The -ing forms that stay listed are auxiliaries or light verbs in
 * nearly every use (being, having, doing, going, getting, letting, becoming, putting, seeming).
 * test/core/text/stopwords.test.ts holds a sentence for each of these decisions.
 */
const ENGLISH = `
  a an the this that these those such same other another own
  each every either neither any some no none all both few many much more most less least
  several enough
  i me my mine myself we us our ours ourselves you your yours yourself yourselves
  he him his himself she her hers herself it its itself they them their theirs themselves
  oneself others
  what which who whom whose whoever whomever whatever whichever
  someone somebody something anyone anybody anything everyone everybody everything
  nobody nothing noone
  about above across after against along amid among amongst around as at before behind below
  beneath beside besides between beyond by despite down during except for from in inside into
  of off on onto out outside over per through throughout to toward towards under underneath
  unlike unto up upon via with within without
  and but or nor so yet if because although though while whilst whereas whether unless lest
  once since than till until when whenever where wherever whereby wherein why how
  however therefore thus hence moreover furthermore nevertheless nonetheless otherwise instead
  meanwhile accordingly consequently
  also very just even ever still really already almost quite rather perhaps maybe
  often always never sometimes usually again further then now here there
  thereby therein thereafter thereof hereby herein else elsewhere anyway anyhow somehow
  somewhere anywhere everywhere nowhere indeed only too not
  actually simply merely mostly probably certainly especially particularly
  yes yeah oh ok okay etc eg ie
  am is are was were be been being
  have has had having do does did doing done
  can cannot could shall should will would may might must ought
  say says said get gets got gotten getting go goes went gone going
  know knows knew known like likes liked let lets letting
  seem seems seemed seeming become becomes became becoming
  make makes made take takes took taken come comes came
  give gives gave given tell tells told put puts putting see sees saw seen
  together back away
  one two three four five six seven eight nine ten first
  s t d ll m re ve don doesn didn isn aren wasn weren hasn haven hadn
  shouldn wouldn couldn mustn mightn needn shan ain
  i'm i've i'd i'll you're you've you'd you'll he's he'd he'll she's she'd she'll
  it's it'd it'll we're we've we'd we'll they're they've they'd they'll
  that's that'd that'll there's there'd there'll there're here's
  what's what'd what'll what're what've who's who'd who'll who're who've
  where's where'd when's why's how's how'd let's y'all
  isn't aren't wasn't weren't hasn't haven't hadn't doesn't don't didn't
  won't wouldn't shan't shouldn't can't couldn't mustn't mightn't needn't oughtn't daren't ain't
  could've would've should've might've must've
`;

/** Words only, as the lists ship them. Built lazily: most runs need a single language. */
// `stopword` holds 60 languages; loaded with require (not import, whose CommonJS lexing of the
// whole file costs ~50 ms) and only when a text is not English.
const require = createRequire(import.meta.url);
const packaged = () => require('stopword') as typeof import('stopword');

/**
 * The package's German list also holds content words (gott, mensch, zeit, jahr, ordnung…) and
 * a few broken entries ("und?"); those would hide the concepts of a German text.
 */
const GERMAN_CONTENT_WORDS = new Set(
  `besser besten ende gott gross grosse grossen grosser grosses groß große großen großer großes gut gute guter gutes
  hoch jahr jahre jahren kleine kleinen kleiner kleines lang lange leicht mann mensch menschen mittel morgen möglich
  neue neuen offen ordnung recht rechte rechten rechter rechtes richtig sache schlecht startseite suche tag tage tagen
  teil uhr wahr? und? ei, zeit`.split(/\s+/),
);
const germanList = () => [...packaged().deu.filter((w) => !GERMAN_CONTENT_WORDS.has(w)), 'unseres', 'eures'];

const SOURCES: Readonly<Record<Language, () => readonly string[]>> = {
  en: () => ENGLISH.split(/\s+/),
  de: germanList,
  fr: () => packaged().fra,
  es: () => packaged().spa,
  pt: () => packaged().por,
  it: () => packaged().ita,
  ru: () => packaged().rus,
};

const FRANC_CODES: Readonly<Record<string, Language>> = {
  eng: 'en',
  deu: 'de',
  fra: 'fr',
  spa: 'es',
  por: 'pt',
  ita: 'it',
  rus: 'ru',
};
const FRANC_ONLY = Object.keys(FRANC_CODES);

/** Below this franc's trigram guesses are close to noise, so English is the safer answer. */
const MIN_DETECT_LENGTH = 100;
/** A prefix this long already settles the language; the rest of a large corpus only costs time. */
const DETECT_SAMPLE_LENGTH = 5000;

const cache = new Map<Language, ReadonlySet<string>>();

export function isLanguage(code: string): code is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(code);
}

export function detectLanguage(text: string): Language {
  const trimmed = text.trim();
  if (trimmed.length < MIN_DETECT_LENGTH) return 'en';
  const code = trigramLanguage(trimmed.slice(0, DETECT_SAMPLE_LENGTH), FRANC_ONLY);
  return FRANC_CODES[code] ?? 'en';
}

/** The default list of a language plus the user's additions, minus the user's `-word` removals. Cached per language for the default list; returns a fresh Set when custom entries are given. */
export function stopwordSet(language: Language, custom?: readonly string[]): ReadonlySet<string> {
  const base = defaultSet(language);
  if (!custom || custom.length === 0) return base;

  const result = new Set(base);
  const removals: string[] = [];
  for (const raw of custom) {
    const entry = normalize(raw);
    if (entry.startsWith('-')) {
      const word = normalize(entry.slice(1));
      if (word) removals.push(word);
    } else if (entry) {
      result.add(entry);
    }
  }
  // Removals win over additions so that `-word` always means "never drop this word".
  for (const word of removals) {
    result.delete(word);
    result.delete(word.replaceAll("'", '\u2019'));
  }
  return result;
}

function defaultSet(language: Language): ReadonlySet<string> {
  let set = cache.get(language);
  if (!set) {
    const words = new Set<string>();
    for (const raw of SOURCES[language]()) {
      const word = normalize(raw);
      if (!word) continue;
      words.add(word);
      // Typographic apostrophes survive in pasted text; both spellings of a contraction are stopwords.
      if (word.includes("'")) words.add(word.replaceAll("'", '\u2019'));
    }
    set = words;
    cache.set(language, set);
  }
  return set;
}

function normalize(entry: string): string {
  return entry.trim().toLowerCase();
}
