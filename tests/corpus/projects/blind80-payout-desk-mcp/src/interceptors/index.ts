// Interceptor chain wrapped around every payout-desk tool handler (identity, audit, error shaping).
// @ts-nocheck
import type { Pool } from 'pg';

export interface ToolCall {
  tool: string;
  args: Record<string, any>;
  ctx: any;
  userId?: string;
  token?: string;
}

export type ToolResult = { content: Array<{ type: 'text'; text: string }>; isError?: boolean } | Record<string, any>;
export type Next = (call: ToolCall) => Promise<ToolResult>;
export type Interceptor = (call: ToolCall, next: Next) => Promise<ToolResult>;

export const text = (message: string): ToolResult => ({ content: [{ type: 'text', text: message }] });
export const toolError = (message: string): ToolResult => ({ content: [{ type: 'text', text: message }], isError: true });

export function runChain(interceptors: Interceptor[], call: ToolCall, terminal: Next): Promise<ToolResult> {
  const dispatch = (index: number, current: ToolCall): Promise<ToolResult> =>
    index < interceptors.length
      ? interceptors[index](current, (nextCall) => dispatch(index + 1, nextCall))
      : terminal(current);
  return dispatch(0, call);
}

export const identityInterceptor: Interceptor = async (call, next) => {
  const authInfo = call.ctx.http?.authInfo;
  const userId = authInfo?.extra?.userId;
  if (!authInfo || typeof userId !== 'string') {
    return toolError('This tool needs an authenticated finance operator.');
  }
  return next({ ...call, userId, token: authInfo.token });
};

export function auditInterceptor(db: Pool, log): Interceptor {
  return async (call, next) => {
    const started = Date.now();
    let outcome = 'ok';
    try {
      const result = await next(call);
      if (result?.isError) outcome = 'tool_error';
      else if (result?.resultType === 'input_required') outcome = 'input_required';
      return result;
    } catch (err) {
      outcome = 'exception';
      log.error({ err, tool: call.tool }, 'tool handler failed');
      return toolError('Internal error while running the tool.');
    } finally {
      await db
        .query(
          'INSERT INTO payout_audit (tool, operator_id, outcome, duration_ms) VALUES ($1, $2, $3, $4)',
          [call.tool, call.userId ?? null, outcome, Date.now() - started],
        )
        .catch((err) => log.warn({ err }, 'audit insert failed'));
    }
  };
}
