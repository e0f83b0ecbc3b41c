// Tool result helpers and a wrapper that requires an authenticated user.
export const text = (t) => ({ content: [{ type: 'text', text: t }] });
export const refuse = (t) => ({ isError: true, content: [{ type: 'text', text: t }] });

export const userIdOf = (ctx) => ctx.http?.authInfo?.extra?.userId;

/** Wraps a handler so it only runs for an authenticated user. */
export const authenticated = (handler) => (args, ctx) => {
  const userId = userIdOf(ctx);
  return userId ? handler({ userId, args, ctx }) : refuse('This tool needs a signed-in user.');
};
