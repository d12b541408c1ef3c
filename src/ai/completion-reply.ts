// Reply parsing: a provider's chat-completion reply, or one chunk of its stream, checked and read into plain values.
import { malformed } from './provider-failures.js';

export interface Completion {
  text: string;
  finishReason: string;
  /** Total tokens as the provider reports them; 0 when it does not. */
  totalTokens: number;
  /** The provider's `created` (Unix seconds), when it sent one. */
  created?: number;
}

/** What one stream chunk adds to the reply; a field is undefined when the chunk does not carry it. */
export interface StreamPiece {
  text?: string;
  finishReason?: string;
  totalTokens?: number;
  created?: number;
}

export function completionOf(reply: unknown): Completion {
  if (typeof reply !== 'object' || reply === null) throw malformed('its body is not a JSON object');
  const r = reply as { choices?: unknown; usage?: { total_tokens?: unknown }; created?: unknown };
  if (!Array.isArray(r.choices) || r.choices.length === 0) throw malformed('it has no choices');
  const choice = r.choices[0] as { message?: { content?: unknown }; finish_reason?: unknown };
  const content = choice?.message?.content;
  if (typeof choice?.message !== 'object' || (content !== null && content !== undefined && typeof content !== 'string')) {
    throw malformed('its first choice has no message text');
  }
  return {
    text: typeof content === 'string' ? content : '',
    finishReason: typeof choice.finish_reason === 'string' ? choice.finish_reason : 'unknown',
    totalTokens: typeof r.usage?.total_tokens === 'number' ? r.usage.total_tokens : 0,
    created: typeof r.created === 'number' ? r.created : undefined,
  };
}

export function chunkOf(chunk: unknown): StreamPiece {
  if (typeof chunk !== 'object' || chunk === null) throw malformed('a stream chunk is not a JSON object');
  const c = chunk as { choices?: unknown; usage?: { total_tokens?: unknown } | null; created?: unknown };
  if (c.choices !== undefined && !Array.isArray(c.choices)) throw malformed('a stream chunk has no choices list');
  const choice = (c.choices as Array<{ delta?: { content?: unknown }; finish_reason?: unknown }> | undefined)?.[0];
  const text = choice?.delta?.content;
  return {
    text: typeof text === 'string' ? text : undefined,
    finishReason: typeof choice?.finish_reason === 'string' ? choice.finish_reason : undefined,
    totalTokens: typeof c.usage?.total_tokens === 'number' ? c.usage.total_tokens : undefined,
    created: typeof c.created === 'number' ? c.created : undefined,
  };
}
