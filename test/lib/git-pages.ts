// Git's own manual pages as Debian ships them in HTML (apt-get install git-doc), real man pages
// the key-phrase tests read as tna reads HTML, through the library's `graph`.
import { existsSync } from 'node:fs';
import { graph } from '../../src/lib/index.js';

const GIT_DOC = '/usr/share/doc/git-doc';

/** The skip of a test that needs them: a reason where they are not installed. */
export const gitDocMissing = !existsSync(`${GIT_DOC}/git-verify-tag.html`) && 'git-doc is not installed';

/** The first 10 key phrases of a page of Git's manual (`git-verify-tag`), as the phrases read. */
export async function gitPageKeyPhrases(page: string): Promise<string[]> {
  const answer = await graph({ files: [`${GIT_DOC}/${page}.html`] });
  return (answer.entriesAndGraphOfContext.keyPhrases ?? []).slice(0, 10).map((k) => k.phrase);
}
