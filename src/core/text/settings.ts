// The text-processing switches of a request (contextSettings and friends): allowed values and defaults.

export const PART_OF_SPEECH = ['HASHTAGS_AND_WORDS', 'HASHTAGS_ONLY', 'WORDS_IF_NO_HASHTAGS'] as const;
export const DOUBLE_BRACKETS = [
  'PROCESS_AS_HASHTAGS',
  'PROCESS_AS_MENTIONS',
  'PROCESS_AS_HASHTAGS_IGNORE_THE_REST',
  'IGNORE_BRACKETS',
  'EXCLUDE',
] as const;
export const SQUARE_BRACKETS = ['IGNORE_BRACKETS', 'EXCLUDE'] as const;
export const MENTIONS = ['CONNECT_TO_ALL_CONCEPTS', 'CONNECT_TO_CONCEPTS_ONLY'] as const;
export const MODIFY_TEXT = ['none', 'detectEntities', 'extractEntitiesOnly'] as const;

export interface ContextSettings {
  partOfSpeechToProcess: (typeof PART_OF_SPEECH)[number];
  doubleSquarebracketsProcessing: (typeof DOUBLE_BRACKETS)[number];
  squareBracketsProcessing: (typeof SQUARE_BRACKETS)[number];
  mentionsProcessing: (typeof MENTIONS)[number];
}

export type ModifyText = (typeof MODIFY_TEXT)[number];

/** The values INTERFACE.md shows for contextSettings, taken as the defaults. */
export const DEFAULT_SETTINGS: ContextSettings = {
  partOfSpeechToProcess: 'HASHTAGS_AND_WORDS',
  doubleSquarebracketsProcessing: 'PROCESS_AS_MENTIONS',
  squareBracketsProcessing: 'IGNORE_BRACKETS',
  mentionsProcessing: 'CONNECT_TO_ALL_CONCEPTS',
};
