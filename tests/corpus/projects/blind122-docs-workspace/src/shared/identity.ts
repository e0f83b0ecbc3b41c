// Reads the authenticated user and workspace from the request context.
// @ts-nocheck
export interface Principal {
  userId: string;
  workspaceId: string;
}

/** Reads the authenticated principal; stdio has no authInfo and is refused. */
export function principalOf(ctx: any): Principal {
  const extra = ctx?.http?.authInfo?.extra ?? {};
  const { userId, workspaceId } = extra as Partial<Principal>;
  if (typeof userId !== 'string' || typeof workspaceId !== 'string') {
    throw new Error('This server needs an authenticated HTTP request');
  }
  return { userId, workspaceId };
}
