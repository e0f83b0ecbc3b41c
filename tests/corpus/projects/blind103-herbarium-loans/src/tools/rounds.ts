// Shared helpers for tool handlers: caller identity, round-trip fields and result shapes (SDK 1.x).
// @ts-nocheck

export function whoIs(extra) {
  const e = extra?.authInfo?.extra;
  if (!e?.userId) throw new Error('unauthenticated');
  return { userId: e.userId as string, institution: e.institution as string, roles: e.roles as string[] };
}

export function stateOf(request): string | undefined {
  const p = request.params ?? {};
  const s = p.requestState ?? p._meta?.requestState;
  return typeof s === 'string' ? s : undefined;
}

export function accepted<T = Record<string, any>>(request, key: string): T | undefined {
  const r = (request.params?.inputResponses ?? request.params?._meta?.inputResponses)?.[key];
  return r?.action === 'accept' ? (r.content as T) : undefined;
}

export function ask(key: string, message: string, properties: Record<string, unknown>, required: string[], requestState: string) {
  return {
    resultType: 'input_required',
    inputRequests: {
      [key]: { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } } },
    },
    requestState,
  };
}

export const ok = (text: string, structuredContent?: unknown) => ({
  content: [{ type: 'text', text }],
  ...(structuredContent ? { structuredContent } : {}),
});

export const fail = (text: string) => ({ content: [{ type: 'text', text }], isError: true });
