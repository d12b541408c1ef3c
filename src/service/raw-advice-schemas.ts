// The body of the hosted service's raw prompt endpoint (aiAdvice), apart from the fourteen endpoints' schemas.
import * as z from 'zod/mini';
import { chatMessage } from './schemas.js';

/**
 * The hosted service's raw prompt endpoint (aiAdvice): a prompt (text, or chat messages), the
 * graph and context it is about, and for `mode: "topics"` the clusters to name. The clients also
 * send `type`, `extendedMode`, `app`, `source` and `modal`, which say where the request came from.
 */
export const rawAdviceBody = z.object({
  mode: z.optional(z.string({ error: 'must be a string, such as "topics"' })),
  type: z.optional(z.string()),
  prompt: z.optional(z.union([z.string(), z.array(chatMessage)], { error: 'must be a string, or a list of { role, content } messages' })),
  promptGraph: z.optional(z.string({ error: 'must be a string: the graph as DOT lines' })),
  promptContext: z.optional(z.string({ error: 'must be a string' })),
  language: z.optional(z.string({ error: 'must be a string, such as "en"' })),
  modelToUse: z.optional(z.string()),
  extendedMode: z.optional(z.union([z.boolean(), z.string()])),
  topicalClusters: z.optional(z.array(z.object({ text: z.string({ error: 'must be a string: the cluster\'s words, such as "\\"w1, w2\\""' }) }), { error: 'must be a list of { text } items' })),
  app: z.optional(z.string()),
  source: z.optional(z.string()),
  modal: z.optional(z.union([z.boolean(), z.string()])),
});
export const rawAdviceQuery = z.object({});
