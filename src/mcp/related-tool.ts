// The MCP tool `related`: the statements of a text related to a question (aiSearch), as `tna related` finds them.
import { aiSearchBody } from '../service/related-schemas.js';
import type { Service } from '../service/service.js';
import { LOCAL_READ, REMOTE_READ, type Tool } from './tool.js';
import { FILES, SPLIT, splitArguments, toolSchema } from './tool-schema.js';
import { statementsOfArgs } from './tool-text.js';

export const relatedTool: Tool = {
  name: 'related',
  // Reaches outside only where an embedding model is chosen: then the statements go to it.
  get annotations() {
    return process.env.TNA_EMBEDDING_MODEL?.trim() ? REMOTE_READ : LOCAL_READ;
  },
  outputSchema: {
    type: 'object',
    properties: { matches: { type: 'array', items: { type: 'object', properties: { matchedContent: { type: 'string' }, similarity: { type: 'number' } }, required: ['matchedContent', 'similarity'] } } },
    required: ['matches'],
  },
  title: 'Statements related to a question',
  description:
    'The statements of a text (or files, or a saved graph by name) related to a question, best first, with their similarity (0–1): ' +
    'the context a question needs, not the whole text, each statement as the document writes it. Offline by the question\'s words (the rarer the more, BM25) and the words of the heading each statement lies under; ' +
    'with an embedding model configured on the server (TNA_EMBEDDING_MODEL), fused with the embeddings\' ranking, which sends it the statements.',
  inputSchema: toolSchema(
    { body: aiSearchBody },
    {
      omit: ['mode', 'embeddingType', 'userName', 'outline'],
      extra: { files: FILES, split: SPLIT },
      help: {
        searchQuery: 'The question.',
        text: 'The statements to search: a list, or one text (a statement a line).',
        name: 'Instead of text or files: the name of a saved graph.',
        numberOfResults: 'At most this many statements (default 10).',
        similarityThreshold: 'The least similarity, 0 to 1 (default 0.3: offline, a statement that holds a word of the question).',
        widen: "Widen the question by its words' neighbours in the text's graph (default false: over documentation it ranked no better).",
      },
    },
  ),
  async run(args, context) {
    const { body } = splitArguments(args, undefined, ['files', 'split']);
    const statements = await statementsOfArgs(args, context);
    const matches = await context.service.aiSearch({}, { ...(body as Parameters<Service['aiSearch']>[1]), ...(statements ?? {}) });
    const lines = matches.map((m) => `${m.similarity.toFixed(2)}  ${m.matchedContent}`);
    return { text: lines.length ? lines.join('\n') : 'No statement is related enough to the question.', structured: { matches } };
  },
};
