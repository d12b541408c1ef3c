// What an advice request may ask the model for (requestMode) and which part of the graph its
// prompt shows (optimize): the prompts are built per value, so the values live beside them.

export const OPTIMIZE = ['develop', 'reinforce', 'gaps', 'gap', 'latent', 'imagine', 'optimize', 'auto'] as const;
export const REQUEST_MODES = [
  'question', 'idea', 'develop', 'fact', 'chat', 'challenge', 'response', 'gptchat', 'summary',
  'graph summary', 'reprompt', 'paraphrase', 'outline', 'custom', 'transcend',
] as const;

export type RequestMode = (typeof REQUEST_MODES)[number];
