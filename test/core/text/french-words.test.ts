// French by the Lefff's forms (french-words.ts): a form only a verb has is no concept and no key
// phrase's word, a lone adjective is no key phrase, a verb and its object are none; on GNOME's
// French help, whose key phrases held 104 verbs in 937 before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { analyze } from '../../../src/core/analyze.js';
import { frenchAdjectiveOnly, frenchAdverb, frenchNounOrAdjective, frenchThirdPersonForm, frenchVerbForm } from '../../../src/core/text/french-words.js';
import { DEFAULT_SETTINGS } from '../../../src/core/text/settings.js';
import { toStatements } from '../../../src/core/text/statements.js';
import { helpPages, helpPageText } from './languages/corpora.js';

const OPTIONS = { stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 0, language: 'fr' as const };
const read = (text: string) => {
  const analysis = analyze(toStatements({ text }), OPTIONS);
  return { concepts: analysis.graph.names, phrases: analysis.keyPhrases.map((p) => p.phrase) };
};
const ELISION = /^(?:[cdjlmnst]|qu)['’]/iu;
/** The words of a phrase that only a verb has (lowercase, or first: a name is written with a capital). */
const verbsIn = (phrase: string) =>
  phrase
    .split(/\s+/)
    .map((w) => w.replace(ELISION, ''))
    .filter((w, i) => (i === 0 || /^\p{Ll}/u.test(w)) && frenchVerbForm(w.toLowerCase()));

test('fr: the Lefff tells a verb, an adjective and a word that is a noun too', () => {
  for (const verb of ['rapporte', 'constate', 'promet', 'sentait', 'découvrir', 'cliquez', 'rapportons']) assert.ok(frenchVerbForm(verb), verb);
  // A noun that is also a verb's form is a noun here: the sentence decides (une attaque, il attaque).
  for (const noun of ['attaque', 'lancement', 'porte', 'fait', 'livre', 'sommes']) assert.ok(!frenchVerbForm(noun), noun);
  for (const adjective of ['privée', 'réussi', 'distant']) assert.ok(frenchAdjectiveOnly(adjective), adjective);
  for (const both of ['dernier', 'afghane', 'civils']) assert.ok(frenchNounOrAdjective(both) && !frenchAdjectiveOnly(both), both);
  // A word beyond Latin-1 is in no list (the file is read a byte a character): read as a noun.
  assert.ok(!frenchVerbForm('œuvre') && !frenchAdjectiveOnly('œuvre'));
});

test('fr: an adverb in -ment made from an adjective is told from a noun in -ment, and is no concept', () => {
  for (const adverb of ['fortement', 'principalement', 'clairement', 'simplement', 'automatiquement', 'couramment', 'récemment']) assert.ok(frenchAdverb(adverb), adverb);
  // Nouns: made from a verb (traiter, classer), or from no adjective; bâti and senti are adjectives, but no feminine.
  for (const noun of ['gouvernement', 'logement', 'moment', 'document', 'traitement', 'classement', 'bâtiment', 'sentiment']) assert.ok(!frenchAdverb(noun), noun);
  const { concepts, phrases } = read(
    [
      "Le gouvernement augmente fortement le salaire minimum",
      "Le salaire minimum augmente fortement au premier juillet. Le gouvernement indique que le salaire minimum suit simplement l'inflation, principalement pour les salariés payés à l'heure. Le logement pèse fortement sur le salaire.",
    ].join('\n'),
  );
  for (const adverb of ['fortement', 'simplement', 'principalement']) assert.ok(!concepts.includes(adverb), `${adverb}: ${concepts.join(', ')}`);
  for (const noun of ['gouvernement', 'salaire', 'logement']) assert.ok(concepts.includes(noun), `${noun}: ${concepts.join(', ')}`);
  assert.ok(!phrases.some((p) => p.split(/\s+/).some((w) => frenchAdverb(w.toLowerCase()))), phrases.join(', '));
});

test('fr: a form written without the circumflex of î, as the spelling of 1990 allows, is read as the Lefff knows it', () => {
  for (const verb of ['reconnait', 'connait', 'apparait', 'disparait', 'nait', 'plait']) assert.ok(frenchVerbForm(verb), verb);
  // A noun that is no verb's form in either spelling stays a noun.
  for (const noun of ['chaine', 'maitre', 'ile']) assert.ok(!frenchVerbForm(noun) && !frenchAdjectiveOnly(noun), noun);
  const { phrases } = read(
    [
      'Arnaud Montebourg reconnait une filière d’avenir',
      "Arnaud Montebourg reconnait que le nucléaire est une filière d'avenir pour la France. Le ministre du Redressement productif reconnait aussi la part du nucléaire dans la production d'électricité. Arnaud Montebourg connait bien la filière.",
    ].join('\n\n'),
  );
  assert.ok(phrases.length > 0);
  assert.deepEqual(phrases.filter((p) => /reconnait|connait/.test(p)), []);
});

test('fr: a news text keeps its nouns and names, not its verbs nor its lone adjectives', () => {
  const { concepts, phrases } = read(
    [
      'Attaque meurtrière contre un hôtel à Kaboul',
      "La police afghane rapporte que l'attaque a fait dix-huit morts parmi les civils. Le président afghan Hamid Karzai constate que les forces de la police afghane ont repris l'hôtel.",
      "Les civils de l'hôtel ont été évacués. La police afghane promet une enquête sur l'attaque de l'hôtel, visant les Talibans.",
      'Les Talibans revendiquent cette attaque contre les civils, la dernière à Kaboul.',
    ].join('\n'),
  );
  for (const verb of ['rapporte', 'constate', 'promet', 'visant']) assert.ok(!concepts.includes(verb), `${verb}: ${concepts.join(', ')}`);
  for (const noun of ['hôtel', 'police', 'attaque']) assert.ok(concepts.includes(noun), `${noun}: ${concepts.join(', ')}`);
  assert.ok(phrases.length >= 5, phrases.join(', '));
  for (const phrase of phrases) assert.deepEqual(verbsIn(phrase), [], `${phrase}: ${phrases.join(', ')}`);
  // afghane is only ever the police's and the president's: an adjective, no key phrase alone; civils is a noun here.
  assert.ok(!phrases.some((p) => p.toLowerCase() === 'afghane'), phrases.join(', '));
  assert.ok(phrases.some((p) => p.toLowerCase() === 'civils'), phrases.join(', '));
});

test('fr: a name and the verb after it, a verb before its object and se elided onto a verb end no key phrase, where the verb is a noun too', () => {
  // A third person's form, a noun's too or not: the Lefff's conjugations beside its nouns.
  for (const form of ['traite', 'revient', 'décrit', 'subit', 'affiche', 'rapporte']) assert.ok(frenchThirdPersonForm(form), form);
  for (const noun of ['hôtel', 'gouvernement', 'château']) assert.ok(!frenchThirdPersonForm(noun), noun);
  const { phrases } = read(
    [
      'Jean-Marie Le Pen traite sa fille de petite-bourgeoise',
      "Dans son journal de bord, Jean-Marie Le Pen traite sa fille Marine Le Pen de « petite-bourgeoise ». Jean-Marie Le Pen décrit sa fille comme une héritière du château de Montretout. Jean-Marie Le Pen revient sur le parti et le château.",
      "La barre supérieure affiche l'état du réseau. La barre supérieure affiche une icône. Le mode veille des ordinateurs portables économise la batterie, et le mode veille des écrans aussi.",
      'Le dossier Public s’affiche dans la liste. Le dossier Public s’affiche pour tous.',
    ].join('\n'),
  );
  assert.ok(phrases.length >= 5, phrases.join(', '));
  for (const bad of ['Pen traite', 'Pen décrit', 'Pen revient', 'barre supérieure affiche', 'Public s’affiche']) assert.ok(!phrases.includes(bad), `${bad}: ${phrases.join(', ')}`);
  // The name, the noun, and a noun set beside another before *des* (le mode veille des ordinateurs) stay.
  for (const good of ['Pen', 'barre supérieure', 'mode veille']) assert.ok(phrases.includes(good), `${good}: ${phrases.join(', ')}`);
});

test("fr: a label written with a capital is no name: its noun after it stays (GNOME's *Mode nuit*, where *nuit* is *nuire*'s too)", () => {
  const { phrases } = read(
    [
      'Régler la couleur avec le Mode nuit',
      'Le Mode nuit rend les couleurs plus chaudes le soir. Activez le Mode nuit dans les paramètres. Le Mode nuit protège les yeux.',
    ].join('\n'),
  );
  assert.ok(phrases.includes('Mode nuit'), phrases.join(', '));
});

test('fr: a verb and its object are no key phrase', () => {
  const { phrases } = read(
    [
      "Activer le Bluetooth",
      "Vous pouvez activer le Bluetooth en basculant l’interrupteur en haut de la fenêtre. Basculant l’interrupteur une seconde fois, vous désactivez le Bluetooth.",
      "L’interrupteur du Bluetooth se trouve dans les paramètres. L’interrupteur affiche l’état du Bluetooth.",
    ].join('\n'),
  );
  assert.ok(!phrases.some((p) => /\sl['’]/u.test(p)), phrases.join(', '));
  assert.ok(phrases.some((p) => /interrupteur/i.test(p)), phrases.join(', '));
});

test('fr: a participle that gives a name stands in no key phrase; the name is a phrase of its own (WikiNews, GNOME\'s help)', () => {
  const { phrases } = read(
    [
      "Une exoplanète découverte près d'Alpha Centauri",
      "Les astronomes ont découvert une exoplanète en orbite autour d'une étoile appelée Alpha Centauri B. L'étoile appelée Alpha Centauri B est la plus proche.",
      "Le service baptisé Télétel a compté des millions de connexions. Le service baptisé Télétel a fermé.",
    ].join('\n'),
  );
  assert.ok(!phrases.some((p) => /(?:^|\s)(?:appelée?s?|baptisée?s?)(?:\s|$)/iu.test(p)), phrases.join(', '));
  assert.ok(phrases.includes('Alpha Centauri B') || phrases.includes('Alpha Centauri'), phrases.join(', '));
});

test('fr: a present participle that takes an object is a verb, not the end of a key phrase; after its noun and alone it is an adjective', () => {
  const { phrases } = read(
    [
      'Le Parlement vote une loi obligeant les entreprises à publier leurs salaires.',
      'Cette loi obligeant à augmenter les salaires inquiète les entreprises. La loi obligeant les patrons à négocier passe.',
      'Les astronomes ont découvert une exoplanète possédant quatre soleils. Une exoplanète possédant une atmosphère est rare.',
      'Choisissez la taille du papier dans le menu déroulant. Le menu déroulant affiche les tailles. Ouvrez le menu déroulant.',
      'En allant dans les paramètres, vous verrez votre identifiant. Notez l’identifiant, puis allant plus loin, changez un identifiant.',
    ].join('\n'),
  );
  assert.ok(!phrases.some((p) => /(?:obligeant|possédant|allant)$/.test(p)), phrases.join(', '));
  assert.ok(phrases.includes('menu déroulant'), phrases.join(', '));
  assert.ok(phrases.includes('identifiant'), phrases.join(', '));
  assert.ok(phrases.some((p) => /^(?:loi|exoplanète)/.test(p)), phrases.join(', '));
});

test("fr: GNOME's French help: a participle before its object ends no key phrase, one after its noun does", { skip: !existsSync('/usr/share/help/fr/gnome-help') && 'gnome-user-docs is not installed' }, () => {
  const top = (page: string) => read(helpPageText('fr', `${page}.page`)).phrases.slice(0, 10);
  // Each of these ended a phrase of its page's top 10 (image portant of *une image portant ce nom*, disque contenant, applications possédant, personnes utilisant).
  for (const [page, verb] of [['files-select', 'portant'], ['disk-repair', 'contenant'], ['shell-windows-switching', 'possédant'], ['user-accounts', 'utilisant']]) {
    const phrases = top(page);
    assert.ok(phrases.length >= 5 && !phrases.some((p) => p.endsWith(verb)), `${page}: ${phrases.join(', ')}`);
  }
  assert.ok(top('printing-differentsize').includes('menu déroulant'));
  assert.ok(top('net-macaddress').includes('identifiant'));
});

test('fr: a past participle that most of its uses go on with a preposition is its clause\'s verb, not the end of a key phrase; one written otherwise is its noun\'s adjective', () => {
  const { phrases } = read(
    [
      "L'horloge située dans la barre supérieure affiche l'heure. Cliquez sur l'horloge située en haut de l'écran.",
      'Les profils stockés dans le dossier sont lus. Les profils stockés sur le disque restent.',
      'Affichez les fichiers cachés. Les fichiers cachés commencent par un point. Masquez les fichiers cachés.',
    ].join('\n'),
  );
  assert.ok(!phrases.some((p) => /(?:située|stockés)$/.test(p)), phrases.join(', '));
  assert.ok(phrases.includes('fichiers cachés'), phrases.join(', '));
  assert.ok(phrases.includes('horloge'), phrases.join(', '));
});

test("fr: GNOME's French help: a button or a menu situé (located) somewhere is named without it", { skip: !existsSync('/usr/share/help/fr/gnome-help') && 'gnome-user-docs is not installed' }, () => {
  const top = (page: string) => read(helpPageText('fr', `${page}.page`)).phrases.slice(0, 10);
  // Each ended a phrase of its page's top 10 before (horloge située, EDID stockées).
  for (const [page, participle] of [['clock-world', 'située'], ['color-notspecifiededid', 'stockées']]) {
    const phrases = top(page);
    assert.ok(phrases.length === 10 && !phrases.some((p) => p.endsWith(participle)), `${page}: ${phrases.join(', ')}`);
  }
  assert.ok(top('color-notspecifiededid').includes('EDID'));
  assert.ok(top('backup-thinkabout').includes('fichiers cachés'));
});

test("fr: GNOME's French help has no verb and no lone adjective among its pages' key phrases", { skip: !existsSync('/usr/share/help/fr/gnome-help') && 'gnome-user-docs is not installed' }, () => {
  const pages = helpPages('fr').filter((page) => /^(?:a11y|mouse|files|printing|net)-/.test(page));
  assert.ok(pages.length >= 40, `${pages.length} pages`);
  const verbs: string[] = [];
  const adjectives: string[] = [];
  const adverbs: string[] = [];
  let phrases = 0;
  for (const page of pages) {
    for (const phrase of read(helpPageText('fr', page)).phrases.slice(0, 10)) {
      phrases++;
      if (verbsIn(phrase).length > 0) verbs.push(`${page}: ${phrase}`);
      if (!/\s/.test(phrase) && frenchAdjectiveOnly(phrase.toLowerCase())) adjectives.push(`${page}: ${phrase}`);
      if (phrase.split(/\s+/).some((w) => frenchAdverb(w.toLowerCase()))) adverbs.push(`${page}: ${phrase}`);
    }
  }
  assert.ok(phrases >= 300, `${phrases} phrases`);
  // Before the Lefff was read: 104 of 937 top-10 phrases held a verb (saisir, connecter, utiliser, sélectionnant Touches), 31 were lone adjectives.
  assert.ok(verbs.length <= phrases * 0.01, `${verbs.length} of ${phrases}: ${verbs.join(', ')}`);
  assert.ok(adjectives.length <= phrases * 0.01, `${adjectives.length} of ${phrases}: ${adjectives.join(', ')}`);
  // Before adverbs were read: 72 of the 2,926 top-10 phrases of all 293 pages held one (simplement, horaire manuellement).
  assert.deepEqual(adverbs, []);
});
