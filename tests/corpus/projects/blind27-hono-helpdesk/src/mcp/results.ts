export interface ElicitForm {
  message: string;
  requestedSchema: { type: 'object'; properties: Record<string, unknown>; required?: string[] };
}

export const elicit = (form: ElicitForm) => ({
  method: 'elicitation/create' as const,
  params: { mode: 'form' as const, ...form },
});

export function inputRequired(inputRequests: Record<string, ReturnType<typeof elicit>>, requestState: string) {
  return { resultType: 'input_required' as const, inputRequests, requestState };
}

export const text = (t: string) => ({ resultType: 'complete' as const, content: [{ type: 'text', text: t }] });

export const toolError = (t: string) => ({ ...text(t), isError: true });

export function accepted<T = Record<string, unknown>>(
  responses: Record<string, { action: string; content?: Record<string, unknown> }> | undefined,
  key: string,
): T | undefined {
  const r = responses?.[key];
  return r?.action === 'accept' ? (r.content as T) : undefined;
}
