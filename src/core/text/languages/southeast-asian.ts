// Indonesian (Snowball stems take off its affixes), Vietnamese (syllables) and Thai (dictionary words).
import { snowball, type LanguageModule } from './language.js';

const THAI = /^[\u0e00-\u0e7f]+$/;
const THAI_CONSONANTS = /[\u0e01-\u0e2e]/g;

// Content words the packaged lists hold; docs/analysis.md says how they were found.
const INDONESIAN_CONTENT = `menggunakan ingin bagian mulai waktu perlu cara masalah baru memungkinkan hal digunakan gunakan besar bekerja
  benar kata tempat umum tengah baik terjadi kembali lama tambah jauh penting lanjut berarti tertentu terakhir
  kecil memulai memerlukan diperlukan menambahkan tinggi biasa diinginkan inginkan berikutnya berikut memastikan
  menunjukkan kasus keluar menyiapkan tepat hari rata disebut merasa panjang dekat mulailah meminta serupa
  keadaan diminta kemungkinan seketika jumlah menunjuk ditunjukkan siap akhir dimaksud ditambahkan pertanyaan
  mirip awal menjawab dimungkinkan`;
const VIETNAMESE_CONTENT = `số việc người điều cần thanh muốn bộ bản dữ mới ngày cao nhận chính hỏi quả nơi nhà lớn nền phỏng quyết sạch
  bài ý chuyện tháng ào`;
const THAI_CONTENT = `ตั้ง แบบ พบ ส่วน เปิด ทาง ราย รับ จัด ขอ ผล ส่ง เริ่ม ช่วง ด้าน รวม ร่วม ครั้ง ต่าง พร้อม วัน`;

export const indonesian: LanguageModule = {
  code: 'id',
  name: 'Indonesian',
  aliases: ['in'],
  script: 'Latin',
  trigramCode: 'ind',
  commonWords: `yang dan di ini itu untuk dengan dari ke pada tidak akan dalam adalah atau juga dapat anda bisa
    oleh jika ada sebagai lebih karena saat telah sudah kami`,
  stopwords: { stopword: 'ind', iso: 'id', keep: INDONESIAN_CONTENT },
  stemmer: snowball('indonesian'),
};

export const vietnamese: LanguageModule = {
  code: 'vi',
  name: 'Vietnamese',
  script: 'Latin',
  trigramCode: 'vie',
  commonWords: `và của là có các được cho trong không một những với này để người khi đã từ thì bạn nếu hoặc như
    cũng nào theo sẽ đó`,
  stopwords: { stopword: 'vie', iso: 'vi', keep: VIETNAMESE_CONTENT },
  // Vietnamese is written a syllable at a time; most words are two syllables (hệ thống), joined as hệ_thống.
  joinsSyllables: true,
  minLength: 2,
};

export const thai: LanguageModule = {
  code: 'th',
  name: 'Thai',
  script: 'Thai',
  trigramCode: 'tha',
  commonWords: `ที่ และ การ ใน ของ เป็น ได้ มี ไม่ ให้ จะ ว่า กับ นี้ หรือ จาก โดย แล้ว คุณ ความ เมื่อ ถ้า ต้อง`,
  stopwords: { stopword: 'tha', iso: 'th', keep: THAI_CONTENT },
  joinsDictionaryWords: true,
  // Where ICU's dictionary does not know a word (a loanword), it leaves pieces of one consonant
  // and its vowel (อิ, ระ, เก): a Thai word here has two consonants at least.
  clean: (word) => (THAI.test(word) && (word.match(THAI_CONSONANTS)?.length ?? 0) < 2 ? '' : word),
  minLength: 2,
};
