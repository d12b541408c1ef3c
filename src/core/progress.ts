// What a long computation says of itself as it goes, for a person waiting at a terminal: the
// stage it is in and, where the total is known, how far along it is. Only a type: the core calls
// the function it is given and knows nothing of terminals.
export type ProgressSink = (stage: string, done?: number, total?: number) => void;
