// Short texts in many languages, each read in its own language: words in every script, stopwords
// gone, clitics and particles off, one concept per word shown as a word of the text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AnalysisMode } from '../../../../src/core/analysis-mode.js';
import { extractConcepts } from '../../../../src/core/text/concepts.js';
import { DEFAULT_SETTINGS } from '../../../../src/core/text/settings.js';
import { toStatements } from '../../../../src/core/text/statements.js';
import type { Language } from '../../../../src/core/types.js';

function concepts(text: string, language: Language | 'auto' = 'auto', analysis?: AnalysisMode): { language: Language; concepts: string[] } {
  const out = extractConcepts(toStatements({ text }), { language, stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none', replaceEntities: true, analysis });
  return { language: out.language, concepts: [...new Set(out.concepts.flatMap((c) => c.tokens.map((t) => t.concept)))] };
}

test('the same two sentences in eight languages and scripts: detected, their words found, their function words gone, a word\'s forms one concept', () => {
  const cases: [string, Language, string[]][] = [
    ["Les fichiers sont dans le répertoire. Tous les fichiers de l'utilisateur sont entre les répertoires.", 'fr', ['fichiers', 'répertoire', 'utilisateur']],
    ['Los archivos están en el directorio. Todos los archivos del usuario están entre los directorios.', 'es', ['archivos', 'directorio', 'usuario']],
    ['Die Dateien liegen im Verzeichnis. Alle Dateien des Benutzers liegen zwischen den Verzeichnissen.', 'de', ['dateien', 'liegen', 'verzeichnis', 'benutzers']],
    // лежат and находятся (lie, are found) are forms OpenCorpora's dictionary knows only as verbs'.
    ['Файлы лежат в каталоге. Все файлы пользователя находятся между каталогами.', 'ru', ['файлы', 'каталоге', 'пользователя']],
    // gebruikt, lezen, beheert (uses, read, manages): forms OpenTaal's dictionary makes only from verbs' entries.
    [
      'Het systeem gebruikt gedeelde bestanden. Alle gebruikers kunnen de gedeelde bestanden lezen. De beheerder beheert de rechten van de gebruikers.',
      'nl',
      ['systeem', 'gedeelde', 'bestanden', 'gebruikers', 'beheerder', 'rechten'],
    ],
    // 使用 (use) and 负责 (be responsible): common words that jieba's dictionary tags only as verbs, which name no subject;
    // 管理员 (administrator), which ICU's dictionary cuts into 管理 (manage) and 员, is read whole, as jieba's knows it.
    ['我们的系统使用共享文件。每个用户都可以读取共享文件。系统管理员负责用户权限。', 'zh', ['系统', '共享', '文件', '用户', '管理员', '权限']],
    [
      'システムは共有ファイルを使います。すべてのユーザーは共有ファイルを読むことができます。管理者はユーザーの権限を管理します。',
      'ja',
      ['システム', '共有', 'ファイル', '使い', 'すべて', 'ユーザー', '読む', '管理者', '権限', '管理'],
    ],
    [
      '시스템은 공유 파일을 사용합니다. 모든 사용자는 공유 파일을 읽을 수 있습니다. 관리자는 사용자의 권한을 관리합니다.',
      'ko',
      ['시스템', '공유', '파일', '사용자', '읽을', '관리자', '권한'],
    ],
  ];
  for (const [text, language, expected] of cases) assert.deepEqual(concepts(text), { language, concepts: expected }, text);
});

test('clitics and particles are not part of the word: elisions with either apostrophe, Arabic proclitics, Korean particles', () => {
  assert.deepEqual(concepts("L'homme et l’histoire de l'humanité. Qu'il soit libre dell'arte.", 'fr').concepts, ['homme', 'histoire', 'humanité', 'libre', "dell'arte"]);
  // uomo is one of Italian's generic words, which the default analysis leaves out: read under the reference.
  assert.deepEqual(concepts("L'arte dell'uomo e l’amore dell'artista per la libertà.", 'auto', 'reference').concepts, ['arte', 'uomo', 'amore', 'artista', 'libertà']);
  const arabic = concepts('الحرية حق لكل إنسان. والحريات الأساسية محمية بالقانون. وللإنسان الحق في الحرية.');
  assert.equal(arabic.language, 'ar');
  assert.deepEqual(arabic.concepts, ['حرية', 'إنسان', 'أساسية', 'محمية', 'قانون'], 'the article, و, ب, ل taken off; لكل is a function word; الحق (right) a stopword of the lists');
  const korean = concepts('권리를 지키는 것은 중요합니다. 권리와 의무는 모든 사람의 것입니다. 권리는 보호되어야 합니다.');
  assert.ok(korean.concepts.includes('권리') && !korean.concepts.some((c) => c.startsWith('권리') && c !== '권리'), korean.concepts.join(' '));
  assert.ok(korean.concepts.includes('보호'), 'the 되다 ending taken off the noun');
});

test('forms of one word are one concept, shown as the form the text uses most', () => {
  assert.deepEqual(concepts('Herkesin hakkı vardır. Hakları korunmalıdır. Hak ve özgürlükler herkes içindir.').concepts, ['hak', 'korunmalıdır', 'özgürlükler']);
  assert.deepEqual(concepts('Le droit de vote. Les droits de l’homme. Des droits pour tous.').concepts, ['droits', 'vote', 'homme']);
  assert.deepEqual(concepts('Plik jest w folderze. Pliki są w folderach. Nie ma plików w folderze.').concepts, ['plik', 'folderze']);
  // Swedish's definite -n, which Snowball leaves on a noun ending in a vowel or -or, comes off where the text has the word without it; a word the text never writes so keeps it.
  const swedish = concepts('Datorn startar om. En dator behöver ström. Menyn visar sidan. Välj en sida i menyn.', 'sv').concepts;
  assert.ok(['dator', 'menyn', 'sida'].every((c) => swedish.includes(c)) && !swedish.includes('datorn') && !swedish.includes('sidan'), swedish.join(' '));
});

test('hashtags and wiki links stay one concept in any script', () => {
  // важны (are important), a short adjective, is the predicate, and names no subject.
  assert.deepEqual(concepts('#право и #权利 и [[права человека]] важны').concepts, ['право', '权利', '[[права_человека]]']);
});

test("th: a word ICU's dictionary splits into two it knows is one concept where the text keeps the two together; a function word joins none", () => {
  // Debian's apt in Thai: ตรวจสอบ (check) and ผิดพลาด (error), which ICU splits into ตรวจ + สอบ
  // and ผิด + พลาด, each of which alone means another thing; ไม่ (not) stays apart from สามารถ (can).
  const text = [
    'กรุณาตรวจสอบแฟ้มแพกเกจ',
    'ไม่สามารถตรวจสอบลายเซ็นได้',
    'ตรวจสอบแฟ้มผิดพลาด',
    'บรรทัดข้อมูลส่วนหัวผิดพลาด',
    'ไม่สามารถอ่านแฟ้มได้',
  ].join('\n');
  const { language, concepts: found } = concepts(text, 'th');
  assert.equal(language, 'th');
  assert.ok(found.includes('ตรวจสอบ') && found.includes('ผิดพลาด'), found.join(' '));
  assert.ok(!found.includes('ตรวจ') && !found.includes('พลาด'), found.join(' '));
  assert.ok(!found.some((c) => c.startsWith('ไม่')), found.join(' '));
});

test("zh, ru: words in Latin letters are English, a translation's steps left as they were: their forms one concept, an English verb or adverb none", () => {
  const zh = concepts('文件管理器可以打开文件。\nThe file manager shows each file and folder.\nFiles and folders are sorted automatically.\n文件夹里有很多文件。', 'zh');
  assert.equal(zh.language, 'zh');
  assert.equal(zh.concepts.filter((c) => c === 'file' || c === 'files').length, 1, zh.concepts.join(' '));
  assert.equal(zh.concepts.filter((c) => c === 'folder' || c === 'folders').length, 1, zh.concepts.join(' '));
  assert.ok(!zh.concepts.includes('automatically'), zh.concepts.join(' '));
  // Its verb uses are read over all its forms (Click, clicking), as English reads them.
  const steps = concepts('点击图标打开文件管理器。\nClick the Files icon in the dock.\nAfter clicking the icon, the file manager opens.\n文件管理器显示文件。', 'zh');
  assert.ok(!steps.concepts.includes('click') && !steps.concepts.includes('clicking') && steps.concepts.includes('icon'), steps.concepts.join(' '));
  const ru = concepts('Файлы лежат в каталоге. Все файлы пользователя находятся в каталогах.\nThe files are sorted automatically, and each file has a name.', 'ru');
  assert.equal(ru.concepts.filter((c) => c === 'file' || c === 'files').length, 1, ru.concepts.join(' '));
});
