// What the dispatcher in main.ts hands each tool: SDK 1.x has no multi round-trip support,
// so the retry's requestState / inputResponses are lifted from the raw params.
export interface ToolCall<A> {
  args: A;
  operator: string;
  requestState?: string;
  inputResponses?: Record<string, { action: string; content?: Record<string, unknown> }>;
}
