// Tool interceptors for fleet-dispatch: principal extraction, metrics and error shaping.
// @ts-nocheck
import { injectable } from 'inversify';
import client from 'prom-client';

export interface Invocation {
  tool: string;
  args: Record<string, any>;
  ctx: any;
  principal?: { userId: string; tenantId: string; roles: string[] };
}

export type Proceed = (inv: Invocation) => Promise<any>;

export interface ToolInterceptor {
  order: number;
  intercept(inv: Invocation, proceed: Proceed): Promise<any>;
}

export const toolError = (text: string) => ({ content: [{ type: 'text', text }], isError: true });
export const ok = (text: string) => ({ content: [{ type: 'text', text }] });

const durations = new client.Histogram({
  name: 'fleet_mcp_tool_seconds',
  help: 'Tool call latency by tool and outcome',
  labelNames: ['tool', 'outcome'],
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

@injectable()
export class PrincipalInterceptor implements ToolInterceptor {
  order = 10;
  async intercept(inv: Invocation, proceed: Proceed) {
    const extra = inv.ctx.http?.authInfo?.extra;
    if (!extra?.userId || !extra?.tenantId) return toolError('A dispatcher login is required.');
    return proceed({
      ...inv,
      principal: { userId: String(extra.userId), tenantId: String(extra.tenantId), roles: extra.roles ?? [] },
    });
  }
}

@injectable()
export class MetricsInterceptor implements ToolInterceptor {
  order = 0;
  async intercept(inv: Invocation, proceed: Proceed) {
    const stop = durations.startTimer({ tool: inv.tool });
    try {
      const result = await proceed(inv);
      stop({ outcome: result?.isError ? 'error' : result?.resultType === 'input_required' ? 'input' : 'ok' });
      return result;
    } catch (err) {
      stop({ outcome: 'exception' });
      console.error(`[fleet] ${inv.tool} threw`, err);
      return toolError('The dispatch backend failed. Try again shortly.');
    }
  }
}

export function chain(interceptors: ToolInterceptor[], terminal: Proceed): Proceed {
  const sorted = [...interceptors].sort((a, b) => a.order - b.order);
  return sorted.reduceRight<Proceed>((next, interceptor) => (inv) => interceptor.intercept(inv, next), terminal);
}
