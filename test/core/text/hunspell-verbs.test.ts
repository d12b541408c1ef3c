// Spanish and Portuguese by LibreOffice's dictionaries (RLA-ES, VERO; hunspell-verbs.ts reads their
// verbs' suffix rules backwards): a form only a verb has is no concept and no key phrase's word. On GNOME's Spanish
// help, 421 of the pages' 2,718 top 10 key phrases held such a form before (Consulte, selecciona,
// quiera copiar, arrastra, Pulse para), by the same dictionary.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { analyze } from '../../../src/core/analyze.js';
import type { Language } from '../../../src/core/types.js';
import { inWordNet } from '../../../src/core/text/lexicon.js';
import { DEFAULT_SETTINGS } from '../../../src/core/text/settings.js';
import { DANISH_VERBS, DUTCH_VERBS, POLISH_VERBS, PORTUGUESE_VERBS, SPANISH_VERBS, SWEDISH_VERBS, type DictionaryVerbs } from '../../../src/core/text/hunspell-verbs.js';
import { portugueseVerbFreeCheck } from '../../../src/core/text/portuguese-verbs.js';
import { loneParticipleCheck } from '../../../src/core/text/lone-participles.js';
import { gerundForm } from '../../../src/core/text/verb-cues.js';
import { toStatements } from '../../../src/core/text/statements.js';
import { helpPages, helpPageText } from './languages/corpora.js';

const OPTIONS = { stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 0, language: 'auto' as const };

test('es: the dictionary tells a verb from a noun or an adjective that a verb\'s form is too', () => {
  for (const verb of ['arrastra', 'funciona', 'compruebe', 'conectarse', 'copiar', 'seleccione', 'haga', 'tengo', 'mostrará']) assert.ok(SPANISH_VERBS.verbForm(verb), verb);
  // A noun or adjective that is also a verb's form (la copia, el archivo, la muestra; pulsada, a participle) is none; nor is a present's
  // first person singular, a noun's form as often (consumo, atajo), which the dictionary lacks at times.
  for (const word of ['copia', 'archivo', 'muestra', 'pulsada', 'lugar', 'poder', 'carpeta', 'consumo', 'atajo', 'reinicio']) assert.ok(!SPANISH_VERBS.verbForm(word), word);
  assert.ok(SPANISH_VERBS.holdsVerb('carpeta arrastra') && SPANISH_VERBS.holdsVerb('Pegar') && !SPANISH_VERBS.holdsVerb('servidor Pulse') && !SPANISH_VERBS.holdsVerb('copia de seguridad'));
});

/** Each dictionary's verbs file, and how its flags are written: one character each, or two (OpenTaal's Dutch: FLAG long). */
const DICTIONARIES = [
  ['es', 'spanish-verbs.json', SPANISH_VERBS, (flags: string) => [...flags], 40],
  ['pt', 'portuguese-verbs.json', PORTUGUESE_VERBS, (flags: string) => [...flags], 40],
  ['nl', 'dutch-verbs.json', DUTCH_VERBS, (flags: string) => flags.match(/../gu) ?? [], 2],
  ['sv', 'swedish-verbs.json', SWEDISH_VERBS, (flags: string) => [...flags], 2],
  ['da', 'danish-verbs.json', DANISH_VERBS, (flags: string) => [...flags], 2],
  ['pl', 'polish-verbs.json', POLISH_VERBS, (flags: string) => [...flags], 40],
] as const;

for (const [language, file, dictionary, flagsOf, step] of DICTIONARIES) {
  test(`${language}: the rules read backwards find every form they make forwards, from a sample of the dictionary's verbs`, () => {
    const lexicon = JSON.parse(readFileSync(new URL(`../../../src/core/text/${file}`, import.meta.url), 'utf8')) as {
      verbs: Record<string, string>;
      rules: Record<string, [string, string, string][]>;
      both: string[];
    };
    // The rules by flag, as the dictionary writes them.
    const byFlag = new Map<string, [string, string, string][]>();
    for (const [add, list] of Object.entries(lexicon.rules)) for (const [flag, strip, condition] of list) byFlag.set(flag, [...(byFlag.get(flag) ?? []), [strip, add, condition]]);
    const both = new Set(lexicon.both);
    const verbs = Object.entries(lexicon.verbs);
    assert.ok(verbs.length > 8000, `${verbs.length} verbs`);
    let made = 0;
    const missed: string[] = [];
    for (let i = 0; i < verbs.length; i += step) {
      const [entry, flags] = verbs[i];
      for (const flag of flagsOf(flags)) {
        for (const [strip, add, condition] of byFlag.get(flag) ?? []) {
          if (!entry.endsWith(strip) || !new RegExp(`${condition}$`, 'u').test(entry)) continue;
          const form = entry.slice(0, entry.length - strip.length) + add;
          made++;
          // A form another entry makes too is no verb's alone, nor is a present's first person singular.
          if (!both.has(form) && !/^[ií]?o$/u.test(add) && !dictionary.verbForm(form)) missed.push(`${form} (${entry})`);
        }
      }
    }
    assert.ok(made > 5000, `${made} forms made`);
    assert.deepEqual(missed.slice(0, 20), []);
  });
}

test("es: GNOME's Spanish help has no verb among its pages' key phrases", { skip: !existsSync('/usr/share/help/es/gnome-help') && 'gnome-user-docs is not installed' }, () => {
  const pages = helpPages('es').filter((page) => /^(?:a11y|files|net|printing|power|bluetooth)-/.test(page));
  assert.ok(pages.length >= 80, `${pages.length} pages`);
  const verbs: string[] = [];
  let phrases = 0;
  for (const page of pages) {
    for (const { phrase } of analyze(toStatements({ text: helpPageText('es', page) }), OPTIONS).keyPhrases.slice(0, 10)) {
      phrases++;
      // A phrase in English words (the steps the translation left: browse files) is read as English. Composed, as the
      // dictionary writes its forms: 182 of the pages write some letters decomposed (u and ◌́ for ú), and *debería*,
      // *Asegúrese* and *Añadir perfil* passed for words no dictionary knew.
      const written = phrase.normalize('NFC');
      if (SPANISH_VERBS.holdsVerb(written) && !written.split(/\s+/).every((w) => inWordNet(w.toLowerCase()))) verbs.push(`${page}: ${phrase}`);
    }
  }
  assert.ok(phrases >= 800, `${phrases} phrases`);
  assert.ok(verbs.length <= phrases * 0.01, `${verbs.length} of ${phrases}: ${verbs.join(', ')}`);
});

test('es, pt: a participle alone is no key phrase where the text writes it after no determiner or preposition; a noun spelled so is one', () => {
  const spanish = toStatements({
    text: 'Compruebe que el teclado está conectado. Si el teclado sigue conectado y el controlador instalado no responde, cambie la distribución de teclado. Con un controlador instalado, el teclado funciona.',
  });
  const es = loneParticipleCheck(spanish, 'es')!;
  for (const participle of ['conectado', 'instalado']) assert.equal(es(participle), true, participle);
  // A noun a verb's participle spells (teclear: teclado), after an article or a preposition; and no participle at all.
  for (const word of ['teclado', 'controlador', 'conectado instalado']) assert.equal(es(word), false, word);
  // After a preposition too: layout de teclado, twice, and o teclado once.
  const portuguese = toStatements({ text: 'Verifique se o dispositivo está conectado. Se continuar conectado, troque o layout de teclado. O layout de teclado muda com o teclado.' });
  const pt = loneParticipleCheck(portuguese, 'pt')!;
  assert.equal(pt('conectado'), true);
  assert.equal(pt('teclado'), false);
  assert.equal(loneParticipleCheck(spanish, 'fr'), undefined);
});

test('es, pt: a gerund, a pronoun joined to it or not, ends no key phrase; comando is a noun', () => {
  for (const word of ['pulsándolo', 'formateándola', 'apagando', 'haciendo']) assert.ok(gerundForm(word, 'es'), word);
  for (const word of ['comando', 'cuando', 'mando']) assert.ok(!gerundForm(word, 'es'), word);
  assert.ok(gerundForm('desvinculando', 'pt') && gerundForm('fazendo', 'pt') && !gerundForm('lindo', 'pt'));
  const text = 'Formatear la memoria\nPuede borrar la memoria flash USB formateándola. La memoria flash USB se vacía. Formatee la memoria flash USB formateándola de nuevo, y la memoria flash USB queda vacía.';
  const phrases = analyze(toStatements({ text }), { ...OPTIONS, language: 'es' }).keyPhrases.map((k) => k.phrase);
  assert.ok(phrases.includes('memoria flash USB'), phrases.join(' | '));
  assert.ok(!phrases.some((p) => /formateándola/.test(p)), phrases.join(' | '));
});

test("es: GNOME's Spanish help: a participle used as its noun's adjective is no key phrase alone", { skip: !existsSync('/usr/share/help/es/gnome-help') && 'gnome-user-docs is not installed' }, () => {
  // Each held one among its top 10 before: conectado, conectado, instalado; the keyboard's pages keep teclado.
  for (const [page, participle] of [['keyboard-osk.page', 'conectado'], ['mouse-sensitivity.page', 'conectado'], ['music-cantplay-drm.page', 'instalado']]) {
    const phrases = analyze(toStatements({ text: helpPageText('es', page) }), { ...OPTIONS, language: 'es' }).keyPhrases.slice(0, 10).map((k) => k.phrase);
    assert.ok(phrases.length >= 5 && !phrases.includes(participle), `${page}: ${phrases.join(' | ')}`);
  }
  const keyboard = analyze(toStatements({ text: helpPageText('es', 'keyboard-layouts.page') }), { ...OPTIONS, language: 'es' }).keyPhrases.slice(0, 10).map((k) => k.phrase);
  assert.ok(keyboard.some((p) => /teclado/.test(p)), keyboard.join(' | '));
});

test('pt: VERO tells a verb from a noun or an adjective, though it spells some nouns as verbs\' forms only', () => {
  for (const verb of ['exibe', 'permitem', 'pressione', 'acontece', 'digitar', 'usá-lo', 'conseguem', 'significa']) assert.ok(PORTUGUESE_VERBS.verbForm(verb), verb);
  // A participle is an adjective too (selecionado, usado); a second person's form a plural noun's (pastas, partes, teclas), which
  // Brazil's Portuguese hardly writes as a verb; a common word only a rare verb spells is that word (sistema of sistemar, nova of novar).
  for (const word of ['selecionado', 'usado', 'pastas', 'partes', 'teclas', 'sistema', 'nova', 'maneira', 'computador', 'uso']) assert.ok(!PORTUGUESE_VERBS.verbForm(word), word);
});

test('pt: a form VERO spells as a verb\'s only is a noun where a noun stands, after an article, a preposition or a verb', () => {
  const statements = toStatements({ text: 'A tela mostra a barra superior. O computador possui suporte para Bluetooth. Pressione Enter para continuar.' });
  const check = portugueseVerbFreeCheck(statements);
  for (const phrase of ['tela', 'barra superior', 'suporte', 'Bluetooth']) assert.ok(check(phrase), phrase);
  for (const phrase of ['computador possui', 'Pressione Enter', 'tela mostra', 'copiá-los', 'las']) assert.ok(!check(phrase), phrase);
  // Used as a noun, it is a concept; used as a verb, none.
  const text = 'A tela exibe a barra superior. A barra superior mostra a hora e a tela exibe o menu. Na tela, a barra fica no topo da tela. Para ocultá-las, pressione as teclas e solte-las.';
  const concepts = analyze(toStatements({ text }), { ...OPTIONS, language: 'pt' }).graph.names;
  assert.ok(concepts.includes('tela') && concepts.includes('barra'), concepts.join(' '));
  // A pronoun a hyphen joins to its verb is part of the verb, no concept.
  assert.ok(!concepts.includes('exibe') && !concepts.includes('mostra') && !concepts.includes('las'), concepts.join(' '));
  // Any other word a hyphen joins is a compound's piece (European Portuguese's palavra-passe, password), though VERO spells passe as passar's.
  const password = analyze(toStatements({ text: 'Altere a sua palavra-passe. Uma palavra-passe forte protege a conta. Guarde a palavra-passe.' }), { ...OPTIONS, language: 'pt' }).graph.names;
  assert.ok(password.includes('passe'), password.join(' '));
  const chat = analyze(toStatements({ text: 'O bate-papo abre uma janela. No bate-papo, escreva a mensagem. Feche o bate-papo.' }), { ...OPTIONS, language: 'pt' }).graph.names;
  assert.ok(chat.includes('bate') && chat.includes('papo'), chat.join(' '));
});

test('pt: a preposition joined to a pronoun (nele, dali, comigo) is a function word, in either analysis', () => {
  const text = 'Abra a pasta e clique nele com o botão direito. Copie os arquivos nele. Os arquivos dali vão comigo. A pasta tem arquivos nela e nisso.';
  for (const analysis of ['default', 'reference'] as const) {
    const result = analyze(toStatements({ text }), { ...OPTIONS, language: 'pt', analysis });
    for (const word of ['nele', 'nela', 'dali', 'comigo', 'nisso']) assert.ok(!result.graph.names.includes(word), `${analysis}: ${result.graph.names.join(' ')}`);
    assert.ok(result.graph.names.includes('pasta') && result.graph.names.includes('arquivos'), `${analysis}: ${result.graph.names.join(' ')}`);
  }
});

test("pt: GNOME's Portuguese help keeps its nouns and loses its verbs among the pages' key phrases", { skip: !existsSync('/usr/share/help/pt_BR/gnome-help') && 'gnome-user-docs is not installed' }, () => {
  const pages = helpPages('pt').filter((page) => /^(?:a11y|files|net|printing|power|bluetooth|shell)-/.test(page));
  assert.ok(pages.length >= 80, `${pages.length} pages`);
  // Key phrases of the pages before VERO was read (digitar, conectar, funcionar, Certifique, acontece): verbs, where the nouns stay.
  const VERBS = new Set(['digitar', 'conectar', 'usar', 'funcionar', 'usando', 'certifique', 'acontece', 'consigo', 'comece', 'possuem', 'significa', 'conseguem', 'pressione', 'mostra', 'exibe']);
  const verbs: string[] = [];
  const nouns = new Map<string, number>();
  for (const page of pages) {
    for (const { phrase } of analyze(toStatements({ text: helpPageText('pt', page) }), OPTIONS).keyPhrases.slice(0, 10)) {
      // A capitalised word inside a phrase is a name, a button's label (seleção Usar), as in every language.
      if (phrase.split(/\s+/).some((word, i) => (i === 0 || /^\p{Ll}/u.test(word)) && VERBS.has(word.toLowerCase()))) verbs.push(`${page}: ${phrase}`);
      for (const noun of ['barra superior', 'tela', 'computador', 'janela', 'teclas']) if (phrase.toLowerCase() === noun) nouns.set(noun, (nouns.get(noun) ?? 0) + 1);
    }
  }
  assert.deepEqual(verbs, []);
  assert.ok((nouns.get('barra superior') ?? 0) >= 3 && (nouns.get('computador') ?? 0) >= 3, JSON.stringify([...nouns]));
});

test("nl: OpenTaal's dictionary tells a verb's form (toevoegen, gebruikt, is toegevoegd; aanpassen, a particle written onto its verb) from a noun's, and its adjectives", () => {
  for (const verb of ['toevoegen', 'inschakelen', 'kalibreren', 'gebruikt', 'toegevoegd', 'ingeschakeld', 'opent', 'selecteer', 'wordt', 'aanpassen', 'inloggen', 'bijwerken']) assert.ok(DUTCH_VERBS.verbForm(verb), verb);
  // A noun, and a form a noun spells too (gebruik, the use; werken, works), is none; nor is a noun a particle starts (inhoud, content: no houd).
  for (const word of ['bestand', 'bestanden', 'apparaat', 'instellingen', 'verbinding', 'gebruik', 'werken', 'inhoud', 'overzicht', 'uitvoer', 'aanpassing']) assert.ok(!DUTCH_VERBS.verbForm(word), word);
  assert.ok(DUTCH_VERBS.holdsVerb('bestanden toevoegen') && !DUTCH_VERBS.holdsVerb('harde schijf'));
  for (const adjective of ['snel', 'snelle', 'rechts', 'automatisch', 'mogelijk']) assert.ok(DUTCH_VERBS.adjectiveOnly(adjective), adjective);
  for (const word of ['schijf', 'computer', 'bestand', 'harde']) assert.ok(!DUTCH_VERBS.adjectiveOnly(word), word);
});

test("nl: GNOME's Dutch help: no verb and no adjective alone among its pages' key phrases, where they were (inschakelen, toevoegen, gebruikt, aanpassen, snel)", { skip: !existsSync('/usr/share/help/nl/gnome-help') && 'gnome-user-docs is not installed' }, () => {
  const top = (page: string) => analyze(toStatements({ text: helpPageText('nl', `${page}.page`) }), { ...OPTIONS, language: 'nl' }).keyPhrases.slice(0, 10).map((k) => k.phrase);
  const before: [string, string[]][] = [
    ['a11y-bouncekeys', ['inschakelen', 'snel', 'typ']],
    ['a11y-mag', ['vergroten', 'aanpassen']],
    ['accounts-whyadd', ['toevoegen']],
    ['backup-what', ['gebruikt', 'gemaakt', 'mogelijk']],
    ['color-howtoimport', ['importeren', 'toevoegen', 'aanmaken']],
    ['bluetooth-turn-on-off', ['uitschakelen', 'inschakelen']],
  ];
  for (const [page, words] of before) {
    const phrases = top(page);
    assert.ok(phrases.length === 10, `${page}: ${phrases.join(' | ')}`);
    for (const word of words) assert.ok(!phrases.includes(word), `${page}: ${word} in ${phrases.join(' | ')}`);
  }
});

test('sv: the dictionary tells a verb, and an adjective, from a noun, where its flags serve all three', () => {
  // The first conjugation's infinitive and command, the present, the passive, the past; the second's present; a verb the dictionary marks for its compounds.
  for (const verb of ['aktivera', 'klicka', 'kalibrerar', 'används', 'sparas', 'aktiveras', 'lyckades', 'trycker', 'räcker', 'ansluter', 'anbefaller']) assert.ok(SWEDISH_VERBS.verbForm(verb), verb);
  // Nouns, a noun's genitive (visas, of visa, a song), a participle an adjective is too (sparade), an adjective's comparative
  // (enklare, which the same flags make of enkel as they make köpte of köpa), and a form a noun or an adjective spells too (öppna).
  for (const word of ['skärmen', 'panelen', 'tangent', 'inställningar', 'säkerhetskopia', 'visas', 'sparade', 'enklare', 'öppna', 'katts']) assert.ok(!SWEDISH_VERBS.verbForm(word), word);
  assert.ok(SWEDISH_VERBS.holdsVerb('Aktivera tangentstuds') && SWEDISH_VERBS.holdsVerb('Skärmen låser') && !SWEDISH_VERBS.holdsVerb('Hög kontrast'));
  // A present the dictionary also lists as a compound's first part alone (registrerar/XZ, its ONLYINCOMPOUND): a verb's form all the same.
  for (const verb of ['registrerar', 'arbetar', 'berättar', 'avslutar']) assert.ok(SWEDISH_VERBS.verbForm(verb), verb);
  for (const adjective of ['snabbt', 'korrekt', 'tydligt']) assert.ok(SWEDISH_VERBS.adjectiveOnly(adjective), adjective);
  for (const word of ['skärm', 'kontrast', 'enhet', 'hög']) assert.ok(!SWEDISH_VERBS.adjectiveOnly(word), word);
});

test('sv: a participle of a verb in -a alone is no key phrase where the text writes it after no determiner', () => {
  const swedish = toStatements({ text: 'Kontrollera att programmet är installerat. Om det inte är installerat, installera programmet. Filen är sparad i mappen.' });
  const sv = loneParticipleCheck(swedish, 'sv')!;
  assert.equal(sv('installerat'), true);
  // A participle in a longer phrase, a capitalised one, a word of no verb in -a.
  for (const word of ['installerat program', 'Installerat', 'skärmen', 'hund']) assert.equal(sv(word), false, word);
});

test("sv: GNOME's Swedish help: no verb and no adjective alone among its pages' key phrases, where they were (Aktivera, klicka, använda, snabbt)", { skip: !existsSync('/usr/share/help/sv/gnome-help') && 'gnome-user-docs is not installed' }, () => {
  const top = (page: string) => analyze(toStatements({ text: helpPageText('sv', `${page}.page`) }), { ...OPTIONS, language: 'sv' }).keyPhrases.slice(0, 10).map((k) => k.phrase);
  // Each held these among its top 10 before.
  const before: [string, string[]][] = [
    ['a11y-bouncekeys', ['Aktivera tangentstuds', 'inaktivera tangentstuds', 'snabbt']],
    ['a11y-dwellclick', ['klicka', 'flytta', 'Simulera']],
    ['accounts-add', ['använda', 'mata']],
    ['backup-check', ['kopiera', 'korrekt']],
    ['a11y-braille', ['installerade']],
    // A verb's form the dictionary lists as a compound's part too (registrerar), and a command before a name (skriv Bluetooth).
    ['a11y-bouncekeys', ['registrerar nya tangenttryckningar']],
    ['bluetooth-send-file', ['skriv Bluetooth']],
  ];
  for (const [page, phrases] of before) {
    const now = top(page);
    assert.ok(now.length >= 8, `${page}: ${now.join(' | ')}`);
    for (const phrase of phrases) assert.ok(!now.includes(phrase), `${page}: ${phrase} in ${now.join(' | ')}`);
    for (const phrase of now) assert.ok(!SWEDISH_VERBS.holdsVerb(phrase), `${page}: ${phrase}`);
  }
  // The subject stays: bounce keys, the account.
  assert.ok(top('a11y-bouncekeys').includes('tangentstuds') && top('accounts-add').includes('konto'));
});

test("sv, da, pl: GNOME's Swedish, Danish and Polish help: a form only a verb has is no concept where the text uses it as one (aktivera, flytta; klikkes, begynd; umożliwia, klikając)", { skip: !existsSync('/usr/share/help/sv/gnome-help') && 'gnome-user-docs is not installed' }, () => {
  // Each page's top 16 concepts held these verbs before.
  const pages: [Language, DictionaryVerbs, [string, string[]][]][] = [
    ['sv', SWEDISH_VERBS, [
      ['a11y-bouncekeys', ['aktivera', 'väntar', 'ignorerar']],
      ['a11y-mag', ['flytta', 'förstora', 'justera']],
      ['a11y-slowkeys', ['trycka', 'aktivera', 'inaktivera']],
      ['accounts-add', ['mata', 'använda', 'skapa']],
    ]],
    ['da', DANISH_VERBS, [
      ['a11y-dwellclick', ['klikkes', 'flyttes', 'højreklikker']],
      ['a11y-stickykeys', ['begynd', 'holde']],
      ['accounts-which-application', ['tilføje', 'bruges']],
    ]],
    ['pl', POLISH_VERBS, [
      ['a11y-font-size', ['umożliwia', 'sprawia', 'klikając']],
      ['accounts-whyadd', ['umożliwia', 'rozmawiać', 'zawiera']],
    ]],
  ];
  for (const [language, dictionary, held] of pages) {
    for (const [page, verbs] of held) {
      const concepts = analyze(toStatements({ text: helpPageText(language, `${page}.page`) }), { ...OPTIONS, language }).graph.names;
      assert.ok(concepts.length >= 16, `${language} ${page}: ${concepts.join(' ')}`);
      for (const verb of verbs) {
        assert.ok(dictionary.verbForm(verb), verb);
        assert.ok(!concepts.includes(verb), `${language} ${page}: ${verb} in ${concepts.join(' ')}`);
      }
    }
  }
});

test('da: the dictionary tells a verb, and an adjective, from a noun: a weak verb by its flags, a strong one by the forms it lists', () => {
  // The infinitive, the present, the command (with its accent or without a doubled consonant), the passive; a strong verb's listed forms.
  for (const verb of ['klikke', 'trykke', 'aktivér', 'aktiverer', 'klikker', 'bruges', 'flyttes', 'begynd', 'tilføj', 'vælge', 'vælg', 'slår', 'gav']) assert.ok(DANISH_VERBS.verbForm(verb), verb);
  // Nouns, a noun's plural that a second suffix makes (program → programm → programmer, also a verb's command), a participle
  // (aktiveret; brugte, a past and a participle's plural alike), and an adjective's comparative that is an infinitive too (aktivere).
  for (const word of ['skærmen', 'indstillinger', 'tastetryk', 'konto', 'programmer', 'aktiveret', 'brugte', 'givet', 'aktivere', 'hurtigt']) assert.ok(!DANISH_VERBS.verbForm(word), word);
  for (const adjective of ['hurtig', 'hurtigt']) assert.ok(DANISH_VERBS.adjectiveOnly(adjective), adjective);
  for (const word of ['skærm', 'kontrast', 'programmer', 'høj kontrast']) assert.ok(!DANISH_VERBS.adjectiveOnly(word), word);
});

test("da: GNOME's Danish help: no verb and no adjective alone among its pages' key phrases, where they were (Aktivér, klikke, trykke, begynd)", { skip: !existsSync('/usr/share/help/da/gnome-help') && 'gnome-user-docs is not installed' }, () => {
  const top = (page: string) => analyze(toStatements({ text: helpPageText('da', `${page}.page`) }), { ...OPTIONS, language: 'da' }).keyPhrases.slice(0, 10).map((k) => k.phrase);
  // Each held these among its top 10 before.
  const before: [string, string[]][] = [
    ['a11y-bouncekeys', ['Aktivér rystetaster']],
    ['a11y-dwellclick', ['klikke', 'Simulér']],
    ['a11y-slowkeys', ['trykker']],
    ['a11y-stickykeys', ['trykke', 'begynd']],
    ['a11y', ['klikke', 'hurtigt']],
  ];
  for (const [page, phrases] of before) {
    const now = top(page);
    assert.ok(now.length >= 8, `${page}: ${now.join(' | ')}`);
    for (const phrase of phrases) assert.ok(!now.includes(phrase), `${page}: ${phrase} in ${now.join(' | ')}`);
    for (const phrase of now) assert.ok(!DANISH_VERBS.holdsVerb(phrase), `${page}: ${phrase}`);
  }
  assert.ok(top('a11y-stickykeys').some((phrase) => /klæbetaster/i.test(phrase)));
});

test('sv, da: a phrase that opens with a command, where a noun spells the command too, is no key phrase; a noun that opens a sentence or a title is one', () => {
  const swedish = 'Flytta fönstret\nÖppna översiktsvyn Aktiviteter. Dra fönstret till arbetsytan.\nÖppna översiktsvyn Aktiviteter igen och släpp fönstret.\nLjud och media\nLjud och bild spelas upp i högtalarna. Ljud och bild kan stängas av.';
  const svPhrases = analyze(toStatements({ text: swedish }), { ...OPTIONS, language: 'sv' }).keyPhrases.map((k) => k.phrase);
  assert.ok(!svPhrases.some((p) => p.startsWith('Öppna')), svPhrases.join(' | '));
  assert.ok(svPhrases.includes('översiktsvyn Aktiviteter') && svPhrases.some((p) => /^Ljud\b/.test(p)), svPhrases.join(' | '));
  const danish = 'Opret forbindelse\nOpret forbindelse til netværket. Vælg netværket på listen.\nOpret forbindelse igen, når netværket er tilbage.';
  const daPhrases = analyze(toStatements({ text: danish }), { ...OPTIONS, language: 'da' }).keyPhrases.map((k) => k.phrase);
  assert.ok(!daPhrases.some((p) => p.startsWith('Opret')), daPhrases.join(' | '));
  assert.ok(daPhrases.includes('forbindelse') || daPhrases.includes('netværket'), daPhrases.join(' | '));
});

test('pl: the dictionary tells a verb from a noun, an adjective and a verb\'s noun or participle', () => {
  // The infinitive, the present, the past, the command, the adverbial participle (an entry of its own).
  for (const verb of ['wyświetlać', 'kliknąć', 'zawiera', 'umożliwia', 'odtwarzał', 'zarejestrują', 'włącz', 'kliknij', 'klikając', 'wybierając']) assert.ok(POLISH_VERBS.verbForm(verb), verb);
  // Nouns (miesiąc, spelled as an adverbial participle; sieć, pamięć, as an infinitive), a verb's noun, a participle that declines as an adjective.
  for (const word of ['klawisz', 'klawisze', 'ekranu', 'ikonę', 'miesiąc', 'sieć', 'pamięć', 'część', 'włączenie', 'naciśnięcia', 'włączony', 'wyświetlający']) assert.ok(!POLISH_VERBS.verbForm(word), word);
});

test("pl: GNOME's Polish help: no verb among its pages' key phrases, where they were (klikając, zawiera, wyświetlać, pisać)", { skip: !existsSync('/usr/share/help/pl/gnome-help') && 'gnome-user-docs is not installed' }, () => {
  const top = (page: string) => analyze(toStatements({ text: helpPageText('pl', `${page}.page`) }), { ...OPTIONS, language: 'pl' }).keyPhrases.slice(0, 10).map((k) => k.phrase);
  // Each held a phrase with a verb among its top 10 before (klawisze klikając ikonę, Pomoc czytnika Orca zawiera, odtwarzał prosty dźwięk, pisać Ułatwienia).
  for (const page of ['a11y-bouncekeys', 'a11y-braille', 'a11y-visualalert', 'a11y-contrast']) {
    const now = top(page);
    assert.ok(now.length >= 8, `${page}: ${now.join(' | ')}`);
    for (const phrase of now) assert.ok(!POLISH_VERBS.holdsVerb(phrase), `${page}: ${phrase} in ${now.join(' | ')}`);
  }
  assert.ok(top('a11y-bouncekeys').includes('odskakujące klawisze'));
});
