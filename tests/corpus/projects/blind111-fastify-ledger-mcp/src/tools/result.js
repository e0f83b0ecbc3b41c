// Small helpers for text and error tool results and for reading the current user from the context.
export const text = (t) => ({ content: [{ type: 'text', text: t }] });
export const toolError = (t) => ({ isError: true, content: [{ type: 'text', text: t }] });

export function currentUser(ctx) {
  const userId = ctx.http?.authInfo?.extra?.userId;
  return typeof userId === 'string' && userId.length > 0 ? userId : undefined;
}
