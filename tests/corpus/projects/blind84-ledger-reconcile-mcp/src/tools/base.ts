// Abstract base class for ledger tools: principal resolution, repositories, the handle() template and a tracing decorator.
// @ts-nocheck
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { BankTransactionRepository, ConnectionRepository, LedgerRepository } from '../data/knex.js';

export class LedgerToolError extends Error {}

export interface Principal {
  userId: string;
  tenantId: string;
  scopes: string[];
}

export function traced(method, context: ClassMethodDecoratorContext) {
  const label = String(context.name);
  return async function (this: LedgerTool, ...args) {
    const started = process.hrtime.bigint();
    try {
      return await method.apply(this, args);
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      this.services.log?.debug({ tool: this.name, step: label, ms }, 'ledger tool step');
    }
  };
}

export abstract class LedgerTool {
  abstract get name(): string;
  abstract get title(): string;
  abstract get description(): string;
  abstract get inputShape();

  constructor(readonly services) {}

  get annotations() {
    return { readOnlyHint: false, openWorldHint: true };
  }

  protected get requiredScope(): string {
    return 'ledger:read';
  }

  protected principal(extra): Principal {
    const info = extra.authInfo;
    const userId = info?.extra?.userId;
    const tenantId = info?.extra?.tenantId;
    if (!userId || !tenantId) throw new LedgerToolError('A signed-in tenant user is required.');
    return { userId: String(userId), tenantId: String(tenantId), scopes: info.scopes ?? [] };
  }

  protected repos(tenantId: string) {
    const { db } = this.services;
    return {
      ledger: new LedgerRepository(db, tenantId),
      bank: new BankTransactionRepository(db, tenantId),
      connections: new ConnectionRepository(db, tenantId),
    };
  }

  protected incoming(extra): { state?: string; responses: Record<string, any> } {
    const meta = extra._meta ?? {};
    return {
      state: typeof meta.requestState === 'string' ? meta.requestState : undefined,
      responses: meta.inputResponses ?? {},
    };
  }

  protected accepted(extra, key: string) {
    const reply = this.incoming(extra).responses[key];
    return reply?.action === 'accept' ? reply.content ?? {} : undefined;
  }

  protected elicit(message: string, properties, required: string[]) {
    return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } } };
  }

  protected pause(inputRequests, requestState: string, note: string) {
    return { content: [{ type: 'text', text: note }], resultType: 'input_required', inputRequests, requestState };
  }

  async handle(args, extra) {
    try {
      const who = this.principal(extra);
      if (!who.scopes.includes(this.requiredScope)) {
        throw new LedgerToolError(`This tool needs the ${this.requiredScope} scope.`);
      }
      const outcome = await this.perform(args, extra, who);
      if (outcome?.resultType) return outcome;
      return { content: [{ type: 'text', text: typeof outcome === 'string' ? outcome : JSON.stringify(outcome, null, 2) }] };
    } catch (err) {
      if (err instanceof LedgerToolError) return { isError: true, content: [{ type: 'text', text: err.message }] };
      throw err;
    }
  }

  protected abstract perform(args, extra, who: Principal): Promise<unknown>;

  attach(server: McpServer): void {
    server.registerTool(
      this.name,
      { title: this.title, description: this.description, inputSchema: this.inputShape, annotations: this.annotations },
      (args, extra) => this.handle(args, extra),
    );
  }
}
