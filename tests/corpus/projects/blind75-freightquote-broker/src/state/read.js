// Returns the quote payload carried in a tool call's requestState, whichever shape it arrives in.
export async function readQuoteState(ctx) {
  const state = await ctx.mcpReq.requestState(); // expect: require-sealed-state
  if (state == null || state === '') return null;
  if (typeof state === 'object') return state;

  const [, body] = String(state).split('.');
  const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  return envelope.p ?? null;
}
