/** The slice of the SDK's tool context the handlers here use. */
export interface ToolContext {
  readonly mcpReq: {
    readonly inputResponses?: Record<string, unknown>;
    requestState<T = unknown>(): T | undefined;
  };
  readonly http?: { readonly authInfo?: { readonly clientId: string; readonly extra?: Record<string, unknown> } };
}

export const text = (message: string) => ({ content: [{ type: 'text' as const, text: message }] });

export const toolError = (message: string) => ({ ...text(message), isError: true });

export const booleanForm = (message: string, field: string, title: string) => ({
  message,
  requestedSchema: {
    type: 'object' as const,
    properties: { [field]: { type: 'boolean' as const, title } },
    required: [field],
  },
});
