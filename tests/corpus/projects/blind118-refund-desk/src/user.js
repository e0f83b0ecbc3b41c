// Reads the support agent's user id from the request's auth info.
export class NotSignedIn extends Error {}

/** The support agent behind this request, as set by the bearer verifier. */
export function agentOf(ctx) {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id === '') throw new NotSignedIn('no agent on request');
  return id;
}
