// Reads the authenticated user's id from the tool handler context or throws an unauthenticated error.
// @ts-nocheck
/** The bits of the SDK handler context we read. Kept structural so tests can fake it. */
export interface CtxLike {
  http?: {
    authInfo?: {
      clientId?: string;
      extra?: Record<string, unknown>;
    };
  };
}

export class UnauthenticatedError extends Error {
  constructor() {
    super('This tool needs an authenticated HTTP session');
    this.name = 'UnauthenticatedError';
  }
}

/** Returns the user id the bearer verifier put into authInfo.extra, or throws. */
export function principalOf(ctx: CtxLike): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id.length === 0) {
    throw new UnauthenticatedError();
  }
  return id;
}
