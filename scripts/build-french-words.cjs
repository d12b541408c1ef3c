// Build step: what the Lefff (the lexicon of French's inflected forms, as RosaeNLG's packages ship
// it: french-verbs-lefff's conjugations, lefff-helper's nouns and adjectives) says of the French
// words a key phrase holds, as french-words.bin (scripts/word-lists.cjs's format): the forms that
// are only a verb's (no noun's or adjective's: *rapporte, constate, promet, sentait, découvrir*),
// its present participles that are no noun or adjective (*visant, déroulant*), the forms that are
// only an adjective's (*privée, réussi*), those that are an adjective's and a noun's (*dernier,
// afghane, civils*), which the sentence decides, and the present participles that are a noun's or
// an adjective's too (*obligeant, manquant*), and a third person's forms that are a noun's or an
// adjective's too (*traite, revient*), a verb after a name. The verbs'
// forms are those a text writes of a third person, of *nous*, a manual's *vous* (*cliquez*), and
// the infinitive: the first and second persons' come after their pronoun, which tells already. The
// data (10 MB of JSON) is read here, never at run time.
const { writeWordLists } = require('./word-lists.cjs');

const conjugations = require('french-verbs-lefff/dist/conjugations.json');
const nouns = require('lefff-helper/resources_pub/nouns.json');
const adjectives = require('lefff-helper/resources_pub/adjectives.json');

/** Which forms of each tense are read (french-verbs-lefff's tenses, each its six persons): a third person's, *nous*'s, the present's *vous* (a manual's *cliquez*), the participle and the infinitive. */
const PERSONS = { P: [2, 3, 4, 5], S: [2, 5], I: [2, 5], J: [2, 5], F: [2, 5], C: [2, 5], W: [0] };
/** The reader compares a byte a character: a word with a letter beyond Latin-1 (*œuvre*'s œ) is left out, and read as no list has it. */
const LATIN_1 = /^[\x21-\xff]+$/;

const isNoun = (word) => Object.hasOwn(nouns, word);
const isAdjective = (word) => Object.hasOwn(adjectives, word);
const verbs = new Set();
for (const tenses of Object.values(conjugations)) {
  for (const [tense, persons] of Object.entries(PERSONS)) {
    for (const person of persons) {
      const form = tenses[tense]?.[person];
      if (form && form !== 'NA' && !isNoun(form) && !isAdjective(form)) verbs.add(form);
    }
  }
}
// A present participle after its noun reads as an adjective (un menu déroulant), before its object or after *en* as a verb (en basculant l’interrupteur): a list of its own.
const allParticiples = Object.values(conjugations).map((tenses) => tenses.G?.[0]).filter((form) => form && form !== 'NA');
const participles = new Set(allParticiples.filter((form) => !isNoun(form) && !isAdjective(form)));
// The present participles that are a noun's or an adjective's too (obligeant, manquant, possédant): a
// verb where an object follows (une loi obligeant les entreprises à …), whatever else they may be.
const participlesAlsoNamed = new Set(allParticiples.filter((form) => isNoun(form) || isAdjective(form)));
// A third person's form of a tense that a noun or an adjective has too (traite, revient, décrit, subit): after a name, its verb (Le Pen traite sa fille de …).
const finiteAlsoNamed = new Set();
for (const tenses of Object.values(conjugations)) {
  for (const tense of ['P', 'I', 'J', 'F', 'C', 'S']) {
    for (const person of [2, 5]) {
      const form = tenses[tense]?.[person];
      if (form && form !== 'NA' && (isNoun(form) || isAdjective(form))) finiteAlsoNamed.add(form);
    }
  }
}
const adjectiveOnly = Object.keys(adjectives).filter((word) => !isNoun(word));
const nounAndAdjective = Object.keys(adjectives).filter(isNoun);
const lists = [verbs, participles, adjectiveOnly, nounAndAdjective, participlesAlsoNamed, finiteAlsoNamed].map((words) => [...words].filter((w) => LATIN_1.test(w)).sort());
if (lists[0].length < 50000 || lists[1].length < 3000 || lists[2].length < 20000 || lists[4].length < 500 || lists[5].length < 1000)
  throw new Error(`build-french-words: only ${lists[0].length} + ${lists[5].length} verb forms, ${lists[1].length} + ${lists[4].length} participles and ${lists[2].length} adjectives read`);

writeWordLists('french-words.bin', lists.map((words) => words.join(' ')), /^[\x20-\xff\n]*$/).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
