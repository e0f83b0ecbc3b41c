import type { ServerContext } from '@modelcontextprotocol/server';

export class NotAuthenticatedError extends Error {
  constructor() {
    super('This tool needs an authenticated user; call it through the fleet gateway.');
  }
}

/**
 * The platform IdP puts the employee id into `authInfo.extra.userId` (see verifyFleetToken in
 * index.ts). `clientId` is the assistant's OAuth client and is shared by everybody.
 */
export function callerOf(ctx: ServerContext): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) throw new NotAuthenticatedError();
  return userId;
}
