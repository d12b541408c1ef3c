// Language detection among every supported language: one short sentence each, mixed documents, scripts no language has.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { detectLanguage, SUPPORTED_LANGUAGES } from '../../../../src/core/text/stopwords.js';
import { dominantScript } from '../../../../src/core/text/languages/detect.js';

/** Sentences a reader of the language knows at once: about files, weather and a town, three each. */
const SENTENCES: Record<string, string[]> = {
  en: ['The files are in the folder of the user.', 'It will rain in the valley tomorrow.', 'The old library stands at the edge of the town.'],
  de: ['Die Dateien liegen im Verzeichnis des Benutzers.', 'Morgen wird es im Tal regnen.', 'Die alte Bibliothek steht am Rand der Stadt.'],
  fr: ["Les fichiers sont dans le répertoire de l'utilisateur.", 'Il pleuvra demain dans la vallée.', 'La vieille bibliothèque se trouve au bord de la ville.'],
  es: ['Los archivos están en el directorio del usuario.', 'Mañana lloverá en el valle.', 'La vieja biblioteca está en el borde del pueblo.'],
  pt: ['Os arquivos estão na pasta do usuário.', 'Amanhã vai chover no vale.', 'A velha biblioteca fica na beira da cidade.'],
  it: ["I file sono nella cartella dell'utente.", 'Domani pioverà nella valle.', 'La vecchia biblioteca si trova ai margini della città.'],
  nl: ['De bestanden staan in de map van de gebruiker.', 'Morgen gaat het regenen in het dal.', 'De oude bibliotheek staat aan de rand van de stad.'],
  sv: ['Filerna ligger i användarens mapp.', 'I morgon kommer det att regna i dalen.', 'Det gamla biblioteket ligger i utkanten av staden.'],
  da: ['Filerne ligger i brugerens mappe.', 'I morgen vil det regne i dalen.', 'Det gamle bibliotek ligger i udkanten af byen.'],
  no: ['Filene ligger i brukerens mappe.', 'I morgen kommer det til å regne i dalen.', 'Det gamle biblioteket ligger i utkanten av byen.'],
  fi: ['Tiedostot ovat käyttäjän kansiossa.', 'Huomenna laaksossa sataa.', 'Vanha kirjasto on kaupungin laidalla.'],
  hu: ['A fájlok a felhasználó mappájában vannak.', 'Holnap esni fog a völgyben.', 'A régi könyvtár a város szélén áll.'],
  ro: ['Fișierele sunt în dosarul utilizatorului.', 'Mâine va ploua în vale.', 'Vechea bibliotecă se află la marginea orașului.'],
  pl: ['Pliki są w folderze użytkownika.', 'Jutro w dolinie będzie padać deszcz.', 'Stara biblioteka stoi na skraju miasta.'],
  cs: ['Soubory jsou ve složce uživatele.', 'Zítra bude v údolí pršet.', 'Stará knihovna stojí na okraji města.'],
  tr: ['Dosyalar kullanıcının klasöründe.', 'Yarın vadide yağmur yağacak.', 'Eski kütüphane şehrin kenarında duruyor.'],
  id: ['Berkas-berkas itu ada di folder pengguna.', 'Besok akan hujan di lembah.', 'Perpustakaan tua itu berdiri di pinggir kota.'],
  vi: ['Các tệp nằm trong thư mục của người dùng.', 'Ngày mai trời sẽ mưa ở thung lũng.', 'Thư viện cũ nằm ở rìa thị trấn.'],
  ru: ['Файлы лежат в каталоге пользователя.', 'Завтра в долине пойдёт дождь.', 'Старая библиотека стоит на краю города.'],
  uk: ['Файли лежать у теці користувача.', 'Завтра в долині піде дощ.', 'Стара бібліотека стоїть на краю міста.'],
  el: ['Τα αρχεία βρίσκονται στον φάκελο του χρήστη.', 'Αύριο θα βρέξει στην κοιλάδα.', 'Η παλιά βιβλιοθήκη βρίσκεται στην άκρη της πόλης.'],
  ar: ['الملفات موجودة في مجلد المستخدم.', 'ستمطر غدا في الوادي.', 'تقع المكتبة القديمة على أطراف المدينة.'],
  fa: ['فایل‌ها در پوشه کاربر هستند.', 'فردا در دره باران می‌بارد.', 'کتابخانه قدیمی در حاشیه شهر است.'],
  he: ['הקבצים נמצאים בתיקייה של המשתמש.', 'מחר ירד גשם בעמק.', 'הספרייה הישנה עומדת בקצה העיר.'],
  hi: ['फ़ाइलें उपयोगकर्ता के फ़ोल्डर में हैं।', 'कल घाटी में बारिश होगी।', 'पुराना पुस्तकालय शहर के किनारे पर है।'],
  th: ['ไฟล์อยู่ในโฟลเดอร์ของผู้ใช้', 'พรุ่งนี้ฝนจะตกในหุบเขา', 'ห้องสมุดเก่าตั้งอยู่ที่ชายเมือง'],
  zh: ['文件在用户的文件夹里。', '明天山谷里会下雨。', '舊圖書館位於城鎮的邊緣。'],
  ja: ['ファイルはユーザーのフォルダーにあります。', '明日は谷で雨が降ります。', '古い図書館は町のはずれにあります。'],
  ko: ['파일은 사용자의 폴더에 있습니다.', '내일 계곡에 비가 올 것입니다.', '오래된 도서관은 마을 끝에 있습니다.'],
};

/** Danish and Norwegian Bokmål share most of a short sentence: either answer is right. */
const SAME_ON_A_SENTENCE: Record<string, string[]> = { da: ['da', 'no'], no: ['no', 'da'] };

test('every supported language has its sentences', () => {
  assert.deepEqual(Object.keys(SENTENCES).sort(), [...SUPPORTED_LANGUAGES].sort());
});

test('a single short sentence is detected as its language, in every supported language', () => {
  const wrong: string[] = [];
  for (const [language, sentences] of Object.entries(SENTENCES)) {
    for (const sentence of sentences) {
      const found = detectLanguage(sentence);
      if (!(SAME_ON_A_SENTENCE[language] ?? [language]).includes(found)) wrong.push(`${language} → ${found}: ${sentence}`);
    }
  }
  assert.deepEqual(wrong, []);
});

test('a translated manual full of English commands is the translation\'s language', () => {
  const manual = [
    'Pour installer le paquet, utilisez la commande suivante dans un terminal :',
    'sudo apt-get install --no-install-recommends git make gcc',
    'git clone https://example.org/repo.git && cd repo && make install',
    'Ensuite, vérifiez que le programme fonctionne avec la commande :',
    'make test && ./bin/run --verbose --config /etc/app/config.yaml',
    'Si une erreur apparaît, consultez le fichier de journal dans le répertoire des logs.',
  ].join('\n');
  assert.equal(detectLanguage(manual), 'fr');
  const japanese = 'パッケージをインストールするには、次のコマンドを実行します。\nsudo apt-get install --no-install-recommends git make gcc\ngit clone https://example.org/repo.git && cd repo && make install\n設定ファイルは /etc/app/config.yaml にあります。';
  assert.equal(detectLanguage(japanese), 'ja');
});

test('Han without Kana is Chinese, Han with Kana Japanese; Hangul Korean', () => {
  assert.equal(dominantScript('我们的系统使用共享文件。'), 'Han');
  assert.equal(dominantScript('システムは共有ファイルを使います。'), 'Kana');
  assert.equal(dominantScript('管理者は権限を管理します。'), 'Kana');
  assert.equal(dominantScript('시스템은 공유 파일을 사용합니다.'), 'Hangul');
});

test('a script no supported language is written in is undetermined, never English', () => {
  assert.equal(detectLanguage('ប្រព័ន្ធប្រើឯកសាររួម ហើយអ្នកប្រើទាំងអស់អាចអានឯកសារបាន'), 'und');
  assert.equal(detectLanguage('სისტემა იყენებს საერთო ფაილებს და ყველა მომხმარებელს შეუძლია მათი წაკითხვა'), 'und');
});

test('text with nothing to go on is English, as it always was', () => {
  assert.equal(detectLanguage(''), 'en');
  assert.equal(detectLanguage('1234 5678 !!! ---'), 'en');
  assert.equal(detectLanguage('Bluetooth'), 'en');
});

test('a short English text whose few common words another language shares stays English', () => {
  // "he", "on" and "me" are Finnish words too; a few short sentences were read as Finnish.
  for (const text of ['He left.', 'Dr. Smith came. He left. Rain falls on farms.', 'She sold the farm.', 'Rain falls on farms.']) {
    assert.equal(detectLanguage(text), 'en', text);
  }
  for (const text of ['Hän on kotona.', 'Me olemme täällä ja he ovat kotona.']) assert.equal(detectLanguage(text), 'fi', text);
});

test("a paper's title run into an English line stays English, a field's own term and an acronym in it", () => {
  // The kdd keyphrase dataset's abstracts that have none: each was read as Portuguese or Spanish, by *No* (and *EM*, Portuguese's *em*).
  for (const text of [
    'Dense itemsets No contact information provided yet.',
    'Adversarial learning No contact information provided yet.',
    'Information-theoretic co-clustering No contact information provided yet.',
    'New EM derived from Kullback-Leibler divergence No contact information provided yet.',
    'Personalization in distributed e-learning environments No contact information provided yet.',
  ]) {
    assert.equal(detectLanguage(text), 'en', text);
  }
  // A few words, one of them no English one, are no English line (GNOME's help translated): one unknown word is allowed from seven.
  for (const text of ['No puedo conectar mi dispositivo Bluetooth', 'Hardware Bluetooth no reconocido', 'A barra superior do GNOME shell', 'Rede, web & e-mail']) {
    assert.notEqual(detectLanguage(text), 'en', text);
  }
});
