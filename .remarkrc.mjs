// `npm run lint:docs` (and test/docs/links.test.ts): every relative link and anchor in README.md,
// CHANGELOG.md and docs/ resolves. GitHub's Markdown (tables) is read as GitHub reads it.
import remarkGfm from 'remark-gfm';
import remarkValidateLinks from 'remark-validate-links';

export default {
  plugins: [
    remarkGfm,
    // Links are checked against this clone's files, not against a hosted copy of the repository.
    [remarkValidateLinks, { repository: false }],
  ],
};
