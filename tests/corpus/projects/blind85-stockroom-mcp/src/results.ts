// Tool result builders, including input_required results assembled by hand for SDK 1.x.
// @ts-nocheck
export type ToolResult = Record<string, unknown>;

export const ok = (text: string, structuredContent?: Record<string, unknown>): ToolResult => ({
  content: [{ type: 'text', text }],
  ...(structuredContent ? { structuredContent } : {}),
});

export const failure = (text: string): ToolResult => ({ isError: true, content: [{ type: 'text', text }] });

export function form(message: string, properties: Record<string, unknown>, required: string[]) {
  return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } } };
}

export function needsInput(inputRequests: Record<string, unknown>, requestState: string): ToolResult {
  return { resultType: 'input_required', inputRequests, requestState, content: [] };
}

export function acceptedAnswer(inputResponses: Record<string, any> | undefined, key: string): Record<string, unknown> | null {
  const response = inputResponses?.[key];
  return response?.action === 'accept' ? (response.content ?? {}) : null;
}
