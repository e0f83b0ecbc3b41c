// Abstract base for returns tools: the invoke() template method, caller accessors, an audit mixin and a timing decorator.
// @ts-nocheck
import type { McpServer } from '@modelcontextprotocol/server';

export class ReturnsToolError extends Error {}

export interface Caller {
  userId: string;
  customerId: string | null;
  role: string;
  scopes: string[];
}

export function measured(method, context: ClassMethodDecoratorContext) {
  return async function (this: ReturnsTool, ...args) {
    const t0 = performance.now();
    try {
      return await method.apply(this, args);
    } finally {
      this.services.metrics?.observe(`${this.name}.${String(context.name)}`, performance.now() - t0);
    }
  };
}

type Ctor<T = {}> = abstract new (...args: any[]) => T;

export function Audited<TBase extends Ctor<ReturnsTool>>(Base: TBase) {
  abstract class AuditedTool extends Base {
    async invoke(args, ctx) {
      const result = await super.invoke(args, ctx);
      this.services.audit?.({
        tool: this.name,
        user: ctx.http?.authInfo?.extra?.userId,
        outcome: result.isError ? 'error' : result.resultType ?? 'complete',
      });
      return result;
    }
  }
  return AuditedTool;
}

export abstract class ReturnsTool {
  abstract get name(): string;
  abstract get description(): string;
  abstract get inputSchema();

  constructor(readonly services) {}

  get annotations() {
    return { readOnlyHint: false, openWorldHint: false };
  }

  get requiredScope(): string {
    return 'returns:read';
  }

  protected caller(ctx): Caller {
    const info = ctx.http?.authInfo;
    const userId = info?.extra?.userId;
    if (!userId) throw new ReturnsToolError('Please sign in first.');
    return { userId: String(userId), customerId: info.extra.customerId, role: info.extra.role, scopes: info.scopes ?? [] };
  }

  async invoke(args, ctx) {
    try {
      const who = this.caller(ctx);
      if (!who.scopes.includes(this.requiredScope)) throw new ReturnsToolError(`Missing permission ${this.requiredScope}.`);
      const outcome = await this.execute(args, ctx, who);
      if (outcome?.resultType) return outcome;
      return { content: [{ type: 'text', text: typeof outcome === 'string' ? outcome : JSON.stringify(outcome, null, 2) }] };
    } catch (err) {
      if (err instanceof ReturnsToolError) return { isError: true, content: [{ type: 'text', text: err.message }] };
      throw err;
    }
  }

  protected abstract execute(args, ctx, who: Caller): Promise<unknown>;

  register(server: McpServer): void {
    server.registerTool(
      this.name,
      { description: this.description, inputSchema: this.inputSchema, annotations: this.annotations },
      (args, ctx) => this.invoke(args, ctx),
    );
  }
}
