// Chinese and Japanese (dictionary words, ICU's), and Korean (particles taken off the noun).
import { type LanguageModule } from './language.js';

const SHORT_HIRAGANA = /^[\p{Script=Hiragana}ー]{1,2}$/u;

/** Korean case and topic particles, longest first; each is taken off a noun of two syllables or more. */
const PARTICLES = `에서부터 으로부터 에게서 이라고 에서는 으로는 에서도 으로도 에게는 까지는 부터는 이라는 라는 에서 에게 한테 으로 처럼 보다
  까지 부터 마다 조차 마저 이나 이랑 하고 께서 을 를 과 와 은 는 의 에 로 도 만 이 가`.split(/\s+/).filter(Boolean);
/**
 * These end many nouns too (국가, 전문가, 나이, 민주주의); 은, 는 and 을 also end a verb before a noun
 * (지키는, 읽을): taken off where the text shows the noun (without them, or with another
 * particle), or, for 은 and 는, where three syllables are left (시스템은): a verb's stem is shorter.
 */
const AMBIGUOUS = ['이', '가', '도', '만', '의', '은', '는', '을'];
/** After a noun of one syllable (창에서, 키를) only these are surely particles. */
const AFTER_ONE_SYLLABLE = PARTICLES.filter((p) => p.length > 1 || p === '를');
const AFTER_TWO_SYLLABLES = PARTICLES.filter((p) => !AMBIGUOUS.includes(p) || p === '을');
const UNAMBIGUOUS = new RegExp(
  `(?:(?<=\\p{Script=Hangul})(?:${AFTER_ONE_SYLLABLE.join('|')})|(?<=\\p{Script=Hangul}{2})(?:${AFTER_TWO_SYLLABLES.join('|')})|(?<=\\p{Script=Hangul}{3})[은는])$`,
  'u',
);
/**
 * A verb's polite final form (누릅니다, 엽니다, 누르세요): the sentence's predicate. Without a
 * morphological analyser its dictionary form is unknown (누르다, 열다), so it is not a concept;
 * the nouns a help text or a report is about are.
 */
const PREDICATE_END = /(?:니다|니까|세요|십시오|시오)$/u;
/** The verb ending of a 하다 or 되다 verb: what is left (사용, 관리) is the noun the verb is made from. */
const HADA = /(?<=\p{Script=Hangul}{2})(?:합니다|했습니다|하십시오|하세요|하여야|되어야|하는|하고|하여|해야|해서|하면|하기|하지|할|한|함|해|됩니다|되는|되어|되면|된|될|됨)$/u;

/**
 * The traditional spelling of the simplified lists' function words (這 for 这, 們 for 们, …), words
 * of modal and aspect the lists lack, and the pronouns, measure words and modals of stopwords-iso's
 * list that the dictionary joins to other function words (它的, 一下, 不能: function-compounds.ts).
 */
const CHINESE_FUNCTION_WORDS = `這 這個 這些 那個 那些 們 我們 你們 他們 她們 個 與 對 將 為 為了 從 還 會 這樣 讓 於 沒有 們的 裡 裏 後 當 過 應 該 應該 並 則 都可以 可以 都是 就是 还是 還是 已经 已經 进行 進行
  它 您 下 些 能 要 可`;
/** Forms of 있다, 없다, 하다 and 되다 and the determiners that the lists give only in their base form. */
const KOREAN_FUNCTION_WORDS = `수 또는 후 및 등 때 것 중 전 내 위 더 각 두 그 이 저 곳 번 개 좀 잘 안 못 다 또 즉
  있습니다 있습니까 있는 있고 있으며 있어 있을 있으면 있도록 없는 없습니다 없이 없으면 모든 어떤 다른 같은 이런 그런
  하는 합니다 했습니다 해야 하고 하여 하면 할 한 됩니다 되는 되어 될 된 것은 것이 것을 것입니다 경우 경우에는 위해 위한 통해 대한 대해`;
/** Auxiliaries and endings ICU's dictionary gives as words of their own (ます, でき, こと). */
const JAPANESE_FUNCTION_WORDS = `ます ました ません です でした でき できる できます ください こと もの ため よう これ それ あれ どの その あの
  この ここ そこ する した して しま います いる ある あり なり なる なっ られ られる れる せる など とき ので から まで より
  すると ください される されます されている している しています してください できません について による により によって ように
  それぞれ および または ただし また さらに ここで そして しかし だけ なく`;

// Content words the packaged lists hold; docs/analysis.md says how they were found.
const CHINESE_CONTENT = `点 按 用 区 人 大 小 分 光 结果 可见 好 所在 替代 本地 称 开始 对比 秒 日 年 月 时 个别 纵 逐步 腾`;
const JAPANESE_CONTENT = '';
const KOREAN_CONTENT = `경우 다음 시간 번 시각 잘 일 잠시 곳 즉시 잠깐 년 곧 한마디`;

export const chinese: LanguageModule = {
  code: 'zh',
  name: 'Chinese',
  aliases: ['zh-cn', 'zh-tw', 'zh-hans', 'zh-hant', 'zh-hk'],
  script: 'Han',
  trigramCode: 'cmn',
  commonWords: `的 是 在 了 和 有 我们 这 个 也 不 就 都 与 及 或 被 对 将 把 可以 如果 您 你`,
  stopwords: { stopword: 'zho', iso: 'zh', keep: CHINESE_CONTENT, add: CHINESE_FUNCTION_WORDS },
  minLength: 2,
  joinsFunctionWords: true,
};

export const japanese: LanguageModule = {
  code: 'ja',
  name: 'Japanese',
  script: 'Kana',
  trigramCode: 'jpn',
  commonWords: `の に は を た が で て と し れ さ ある いる も する から な こと として い や れる など なっ ない この ため`,
  stopwords: { stopword: 'jpn', iso: 'ja', keep: JAPANESE_CONTENT, add: JAPANESE_FUNCTION_WORDS },
  // A word of one or two hiragana is a particle, an ending or a piece of one (てい, って, くだ)
  // where ICU's dictionary breaks a verb: content words of two kana are written in kanji or katakana.
  clean: (word) => (SHORT_HIRAGANA.test(word) ? '' : word),
  minLength: 2,
};

export const korean: LanguageModule = {
  code: 'ko',
  name: 'Korean',
  script: 'Hangul',
  trigramCode: 'kor',
  commonWords: `이 그 저 것 수 등 및 또는 그리고 있는 있습니다 있다 하는 합니다 할 때 에서 으로 를 을 는 은 가 의 에 도 를`,
  stopwords: { stopword: 'kor', iso: 'ko', keep: KOREAN_CONTENT, add: KOREAN_FUNCTION_WORDS },
  clean: (word) => (PREDICATE_END.test(word) ? '' : word.replace(HADA, '').replace(UNAMBIGUOUS, '')),
  optionalAffixes: { suffixes: AMBIGUOUS, restIsWord: true },
  // A noun of one syllable (창, 키, 법) is a word; the lists hold the one-syllable function words.
  minLength: 1,
};
