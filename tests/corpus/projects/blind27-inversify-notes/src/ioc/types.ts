export const TYPES = {
  Keyring: Symbol.for('Keyring'),
  Clock: Symbol.for('Clock'),
  StateTtlMs: Symbol.for('StateTtlMs'),
  StateCodec: Symbol.for('StateCodec'),
  NotesRepo: Symbol.for('NotesRepo'),
  DraftStore: Symbol.for('DraftStore'),
  LinkedAccounts: Symbol.for('LinkedAccounts'),
  Tool: Symbol.for('Tool'),
} as const;

export interface Clock {
  now(): number;
}

export interface NoteTool {
  readonly name: string;
  readonly definition: { name: string; description: string; inputSchema: object; annotations?: object };
  call(
    args: Record<string, unknown>,
    round: { inputResponses?: Record<string, { action: string; content?: Record<string, unknown> }>; requestState?: string },
    userId: string,
  ): Promise<object>;
}
