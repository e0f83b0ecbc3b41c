// Multi round-trip plumbing for the 1.x SDK: state and answers travel in the request _meta.
// @ts-nocheck

export function pendingState(extra): string | undefined {
  const s = extra?._meta?.requestState;
  return typeof s === 'string' && s.length > 0 ? s : undefined;
}

export function answer<T = Record<string, unknown>>(extra, key: string): T | undefined {
  const r = extra?._meta?.inputResponses?.[key];
  return r?.action === 'accept' ? (r.content as T) : undefined;
}

export function form(message: string, properties: Record<string, unknown>, required: string[] = []) {
  return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } } };
}

export function askForInput(inputRequests: Record<string, unknown>, requestState: string) {
  return { content: [], resultType: 'input_required', inputRequests, requestState };
}

export const say = (text: string, extra: Record<string, unknown> = {}) => ({ content: [{ type: 'text', text }], ...extra });
export const refuse = (text: string) => ({ content: [{ type: 'text', text }], isError: true });
