export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

/** Per-call context the dispatcher hands each tool. */
export interface CallContext {
  userId: string;
  requestState?: string;
  inputResponses?: Record<string, InputResponse>;
}

export interface ToolDefinition {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations?: Record<string, boolean>;
}

export interface ToolHandler {
  definition: ToolDefinition;
  call(args: Record<string, unknown>, ctx: CallContext): Promise<Record<string, unknown>>;
}

export const text = (message: string) => ({ content: [{ type: 'text', text: message }] });

export const failure = (message: string) => ({ isError: true, content: [{ type: 'text', text: message }] });

export function formRequest(message: string, properties: Record<string, unknown>, required: string[] = []) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}
