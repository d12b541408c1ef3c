// Build step: what Morph-it! (the lexicon of Italian's inflected forms, as RosaeNLG's packages ship
// it: italian-verbs-dict's conjugations, italian-words-dict's nouns, italian-adjectives-dict's
// adjectives) says of the Italian words a key phrase holds, as italian-words.bin (scripts/word-
// lists.cjs's format): the forms that are only a verb's (no noun's or adjective's: *sospende,
// premere, premendo, vengono*), and those that are only an adjective's (*possibile, utile*). The
// verbs' forms are every person's of every tense but the first and second singular's (*premo,
// premi*: a noun's plural as often, *premi* prizes), which a manual hardly writes, the
// infinitive, the gerund and the imperative's *voi*; the past participle is an adjective's too
// (*file condivisi*) and is left out. The data (8.8 MB of JSON) is read here, never at run time.
const { writeWordLists } = require('./word-lists.cjs');

const verbs = require('italian-verbs-dict/dist/verbs.json');
const nouns = require('italian-words-dict/dist/words.json');
const adjectives = require('italian-adjectives-dict/dist/adjectives.json');

/** The persons of a finite tense that are read: the third's, *noi*'s and *voi*'s. */
const PERSONS = ['S3', 'P1', 'P2', 'P3'];
/** The reader compares a byte a character: every Italian letter is Latin-1 (à, è, é, ì, ò, ù). */
const LATIN_1 = /^[\x21-\xff]+$/;

const nounForms = new Set();
for (const [singular, { P }] of Object.entries(nouns)) {
  nounForms.add(singular);
  if (P) nounForms.add(P);
}
const adjectiveForms = new Set();
for (const [masculine, forms] of Object.entries(adjectives)) {
  adjectiveForms.add(masculine);
  for (const form of Object.values(forms)) adjectiveForms.add(form);
}
const verbForms = new Set();
const verb = (form) => {
  if (form && !nounForms.has(form) && !adjectiveForms.has(form)) verbForms.add(form);
};
/** A pronoun joined to a gerund: the dictionary writes some verbs' gerund so (*tenendovi*, *facendovi*, *trascinandosi*), the bare form its stem. */
const GERUND_WITH_PRONOUN = /^(.+(?:ando|endo))(?:glie(?:lo|la|li|le|ne)|gli|lo|la|li|le|ne|ci|vi|si|mi|ti)$/;
for (const [infinitive, moods] of Object.entries(verbs)) {
  verb(infinitive);
  const gerund = moods.ger?.pres;
  verb(gerund && (GERUND_WITH_PRONOUN.exec(gerund)?.[1] ?? gerund));
  for (const [mood, tenses] of Object.entries(moods)) {
    if (mood === 'inf' || mood === 'ger' || mood === 'part') continue;
    for (const persons of Object.values(tenses)) for (const [person, form] of Object.entries(persons)) if (PERSONS.includes(person)) verb(form);
  }
}
const adjectiveOnly = [...adjectiveForms].filter((form) => !nounForms.has(form));
const lists = [verbForms, adjectiveOnly].map((words) => [...words].filter((w) => LATIN_1.test(w)).sort());
if (lists[0].length < 100000 || lists[1].length < 20000) throw new Error(`build-italian-words: only ${lists[0].length} verb forms and ${lists[1].length} adjectives read`);

writeWordLists('italian-words.bin', lists.map((words) => words.join(' ')), /^[\x20-\xff\n]*$/).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
