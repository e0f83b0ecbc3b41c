// Multi round-trip plumbing for SDK 1.x: input_required results and reading answers from _meta.
// @ts-nocheck

export function form(message: string, properties: Record<string, unknown>, required: string[] = Object.keys(properties)) {
  return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } } };
}

export function needInput(inputRequests: Record<string, unknown>, requestState: string, note: string) {
  return {
    content: [{ type: 'text', text: note }],
    _meta: { resultType: 'input_required', inputRequests, requestState },
  };
}

export function priorState(extra): string | undefined {
  const value = extra?._meta?.requestState;
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function answer<T = Record<string, unknown>>(extra, key: string): T | null {
  const response = extra?._meta?.inputResponses?.[key];
  return response?.action === 'accept' ? (response.content as T) : null;
}

export function done(text: string, structuredContent?: Record<string, unknown>) {
  return structuredContent ? { content: [{ type: 'text', text }], structuredContent } : { content: [{ type: 'text', text }] };
}

export function refused(text: string) {
  return { isError: true, content: [{ type: 'text', text }] };
}

export function money(cents: number, currency = 'EUR') {
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency }).format(cents / 100);
}
