// Small helpers for building tool results and reading the caller's identity from the handler context.
// @ts-nocheck

export const text = (value: string) => ({ content: [{ type: 'text', text: value }] });

export const json = (value: unknown) => ({
  content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
  structuredContent: value,
});

export const toolError = (message: string) => ({ content: [{ type: 'text', text: message }], isError: true });

export function caller(ctx) {
  const auth = ctx.http?.authInfo;
  const userId = auth?.extra?.userId;
  if (!auth || !userId) return undefined;
  return { userId: String(userId), token: auth.token, entities: auth.extra?.entities ?? [] };
}
