export const text = (message) => ({ content: [{ type: 'text', text: message }] });

export const toolError = (message) => ({ isError: true, content: [{ type: 'text', text: message }] });

/** The support agent behind this call, as the introspection verifier put it in authInfo.extra. */
export function agentId(ctx) {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id.length === 0) {
    throw new Error('request has no authenticated agent');
  }
  return id;
}
