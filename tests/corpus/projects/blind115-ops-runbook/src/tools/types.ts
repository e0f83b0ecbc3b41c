// Shared caller, call-parameter, result and tool types for the ops-runbook tools.
// @ts-nocheck
export type Caller = Readonly<{ userId: string }>;

export type CallParams = {
  name: string;
  arguments?: Record<string, unknown>;
  requestState?: string;
  inputResponses?: Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>;
};

export type ToolResult = Record<string, unknown>;

export type Tool = Readonly<{
  definition: { name: string; description: string; inputSchema: object; annotations?: object };
  run: (params: CallParams, caller: Caller) => Promise<ToolResult>;
}>;

export const say = (text: string, isError = false): ToolResult => ({ isError, content: [{ type: 'text', text }] });
