export interface ToolContext {
  mcpReq: {
    requestState<T = unknown>(): T | undefined;
    inputResponses?: Record<string, unknown>;
  };
  http?: {
    authInfo?: { token: string; clientId: string; scopes: string[]; expiresAt?: number; extra?: Record<string, unknown> };
  };
}

export type TextResult = { content: Array<{ type: 'text'; text: string }>; isError?: boolean };

export const success = (text: string): TextResult => ({ content: [{ type: 'text', text }] });

export const failure = (text: string): TextResult => ({ content: [{ type: 'text', text }], isError: true });

/** The inspector behind the request. The verifier in server.ts puts the IdP subject in authInfo.extra.userId. */
export function callerOf(ctx: ToolContext): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId === 'string' && userId !== '') return userId;
  throw new Error('inspections: this endpoint needs a bearer token that names a user');
}

export const confirmSchema = {
  type: 'object' as const,
  properties: { confirm: { type: 'boolean' as const, title: 'Confirm' } },
  required: ['confirm'],
};
