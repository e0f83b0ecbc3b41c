import type { ServerContext } from '@modelcontextprotocol/server';

/** The end user behind a tool call, as our bearer verifier recorded it. */
export function userOf(ctx: ServerContext): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId === '') {
    throw new Error('report-exports needs an authenticated user (is bearer auth in front of /mcp?)');
  }
  return userId;
}

export function tenantOf(ctx: ServerContext): string {
  const tenant = ctx.http?.authInfo?.extra?.tenant;
  return typeof tenant === 'string' ? tenant : 'default';
}
