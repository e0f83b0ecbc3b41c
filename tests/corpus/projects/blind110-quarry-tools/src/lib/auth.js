// Helpers that read the caller's user and tenant from the request context and build tool results.
export function userOf(ctx) {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (!userId) throw new Error('authentication required');
  return userId;
}

export function tenantOf(ctx) {
  return ctx.http?.authInfo?.extra?.tenant ?? 'default';
}

export const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });
export const ok = (text) => ({ content: [{ type: 'text', text }] });
