import type { ServerContext } from '@modelcontextprotocol/server';

export function principal(ctx: ServerContext): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id === '') {
    throw new Error('fleet-deploy needs an authenticated user; is bearer auth in front of /mcp?');
  }
  return id;
}
