// German separable verbs joined again for search: "Wie stelle ich die Sprache um?" asks about `umstellen`, which a manual writes whole.

/**
 * The particles a German verb puts at the end of its clause when it is conjugated (`einstellen`:
 * *Wie stelle ich … ein?*). Each is also written before the verb as one word (the infinitive,
 * the heading of a manual's page: *Eine VPN-Verbindung einrichten*).
 */
const PARTICLES = new Set([
  'ab', 'an', 'auf', 'aus', 'bei', 'dar', 'ein', 'fest', 'fort', 'frei', 'her', 'herab', 'heran', 'herauf', 'heraus', 'herbei', 'herein',
  'herum', 'herunter', 'hervor', 'hin', 'hinauf', 'hinaus', 'hinein', 'hinunter', 'hinzu', 'los', 'mit', 'nach', 'um', 'vor', 'voran',
  'voraus', 'vorbei', 'weg', 'weiter', 'zu', 'zurecht', 'zurück', 'zusammen',
]);
/** Personal pronouns: the subject right after or right before the conjugated verb. */
const PRONOUNS = new Set(['ich', 'du', 'er', 'sie', 'es', 'wir', 'ihr', 'man']);
/** Question words: a question that starts with one puts its verb second (*Wie stelle ich …*). */
const QUESTION_WORDS = new Set([
  'wie', 'was', 'wo', 'wann', 'warum', 'weshalb', 'wieso', 'woher', 'wohin', 'wer', 'wen', 'wem', 'womit', 'wodurch', 'wofür', 'worauf', 'woran',
]);
/** A clause: the text between two marks that end one, or a conjunction that joins two (*Wie spricht man Debian aus und was bedeutet das?*). */
const CLAUSE = /(?:[^,;:.!?()"„“«»\s]|\s(?!(?:und|oder|aber|sondern|denn)\s))+/giu;
const WORD = /[\p{L}\p{M}]+/gu;
/** Whether a text has a particle right before a mark that ends a clause, or at its end: the cheap test before any clause is read. */
const PARTICLE_AT_END = new RegExp(`(?:^|[^\\p{L}\\p{M}])(?:${[...PARTICLES].join('|')})\\s*(?:[,;:.!?()"„“«»]|\\s(?:und|oder|aber|sondern|denn)\\s|$)`, 'iu');

/**
 * The text with each separable verb whose particle ends its clause also written whole, the
 * particle before the verb and in its place (*Wie stelle umstelle ich die Sprache?*), so that its
 * search terms meet the verb's other forms (`umstellen`) and still its stem's (`stellen`), as a
 * compound word's parts are kept beside it. Only where the conjugated verb is certain: second
 * after a question word or a pronoun (*Wie stelle ich … ein*, *Ich lege … fest*), or first before
 * a pronoun (*Stellen Sie … ein*, *Hefte ich … an?*). Other texts are returned as they are.
 */
export function joinedSeparableVerbs(text: string): string {
  if (!PARTICLE_AT_END.test(text)) return text;
  return text.replace(CLAUSE, (clause) => {
    const words = [...clause.matchAll(WORD)];
    if (words.length < 3) return clause;
    const particle = words[words.length - 1];
    if (!PARTICLES.has(particle[0].toLowerCase()) || clause.slice(particle.index + particle[0].length).trim() !== '') return clause;
    const [first, second] = [words[0][0].toLowerCase(), words[1][0].toLowerCase()];
    const verb = QUESTION_WORDS.has(first) || PRONOUNS.has(first) ? words[1] : PRONOUNS.has(second) ? words[0] : undefined;
    if (verb === undefined || verb === particle || PRONOUNS.has(verb[0].toLowerCase())) return clause;
    const before = clause.slice(0, verb.index);
    const between = clause.slice(verb.index + verb[0].length, particle.index);
    return `${before}${verb[0]} ${particle[0].toLowerCase()}${verb[0].toLowerCase()}${between}${clause.slice(particle.index + particle[0].length)}`;
  });
}
