// Greek verbs by their ending: a manual addresses its reader in the second person plural, the
// polite form (*πατήστε*, *επιλέξτε*, *μπορείτε*, *αλλάξετε*, *πατήσατε*), whose endings no noun or
// adjective has. Over GNOME's Greek help, 411 distinct words of its pages end so, every one a verb,
// and such verbs were 411 of the top 16 concepts of its 245 pages read as Greek and held in 285 of
// their 2,448 top 10 key phrases. Greek has no lexicon of its verbs in tna (the spelling dictionary
// on npm is 19 MB), and these forms are the verbs a manual writes most.
import { holdsVerbForm } from './lexicon-verbs.js';

/** The second person plural's endings: the present and the subjunctive (-ετε, -είτε, -άτε), the command (-ήστε, -ξτε, -ψτε), the past (-ατε), the middle voice (-είστε, -θείτε). */
const SECOND_PERSON_PLURAL = /^\p{L}{2,}(?:ετε|έτε|είτε|ειτε|ήστε|ηστε|άστε|αστε|ίστε|ύστε|ψτε|ξτε|άτε|ατε|ήτε|ητε|ούτε|είστε|έστε)$/u;

/** Whether a lowercase Greek word is a verb's second person plural (*πατήστε*, *μπορείτε*). */
export function greekVerbForm(lowercase: string): boolean {
  return SECOND_PERSON_PLURAL.test(lowercase);
}

/** Whether a Greek phrase is a noun phrase: it holds no such verb, in lowercase or first in the phrase (*κάνετε κλικ*, *Ενεργοποιήστε*). */
export function greekNounPhraseCheck(phrase: string): boolean {
  return !holdsVerbForm(phrase.split(/\s+/), greekVerbForm);
}
