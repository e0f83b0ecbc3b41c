import type { CallToolResult } from '@modelcontextprotocol/server';

interface WithAuth {
  http?: { authInfo?: { extra?: Record<string, unknown> } };
}

/** The signed-in person (the OIDC `sub` our verifier puts in authInfo.extra). Never the OAuth client. */
export function callerOf(ctx: WithAuth): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId === '') throw new Error('atlas tools require an authenticated user');
  return userId;
}

const REASONS: Record<string, string> = {
  expired: 'This step took too long and expired.',
  user: 'This step was started by someone else.',
  tool: 'This step belongs to another action.',
  args: 'The request changed since this step was started.',
};

export function refusal(reason: string): CallToolResult {
  const why = REASONS[reason] ?? 'This step could not be verified.';
  return { isError: true, content: [{ type: 'text', text: `${why} Please start again.` }] };
}
