export function requireUser(ctx) {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('notes-vault tools need a signed-in user');
  }
  return userId;
}

export const text = (message) => ({ content: [{ type: 'text', text: message }] });
export const refuse = (message) => ({ content: [{ type: 'text', text: message }], isError: true });
