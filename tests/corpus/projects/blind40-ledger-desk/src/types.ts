export const TYPES = {
  StateKey: Symbol.for('ledger-desk/StateKey'),
  StateSealer: Symbol.for('ledger-desk/StateSealer'),
  LedgerRepository: Symbol.for('ledger-desk/LedgerRepository'),
  PgPool: Symbol.for('ledger-desk/PgPool'),
  Tool: Symbol.for('ledger-desk/Tool'),
} as const;

export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

/** What a tool sees of one tools/call, already authenticated and looked up. */
export interface ToolCall<A = Record<string, unknown>> {
  name: string;
  args: A;
  userId: string;
  requestState?: string;
  inputResponses?: Record<string, InputResponse>;
}

export type ToolResult = Record<string, unknown> & {
  content?: Array<{ type: 'text'; text: string }>;
  isError?: boolean;
};

export interface ToolHandler {
  execute(call: ToolCall): Promise<ToolResult>;
}
