// Shared tool types plus helpers for text results and confirmation requests.
// @ts-nocheck
export interface CallParams {
  name: string;
  arguments?: Record<string, unknown>;
  inputResponses?: Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>;
  requestState?: string;
}

export interface ToolModule {
  definition: { name: string; description: string; inputSchema: object; annotations?: object };
  run(params: CallParams, userId: string): Promise<Record<string, unknown>>;
}

export const text = (t: string, isError = false) => ({ content: [{ type: 'text', text: t }], ...(isError ? { isError } : {}) });

export const confirmRequest = (message: string) => ({
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message,
    requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
  },
});
