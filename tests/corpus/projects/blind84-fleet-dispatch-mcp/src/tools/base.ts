// Abstract base class for dispatch tools: registration metadata, caller helpers and the invoke() template method.
// @ts-nocheck
import type { McpServer } from '@modelcontextprotocol/server';

export class ToolFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolFailure';
  }
}

export interface ToolDeps {
  db: import('../db.js').Database;
  roster: import('../clients/roster.js').RosterClient;
  log: import('pino').Logger;
}

export abstract class DispatchTool {
  abstract readonly name: string;
  abstract readonly description: string;
  protected abstract get schema();

  #invocations = 0;

  constructor(protected readonly deps: ToolDeps) {}

  get annotations() {
    return { readOnlyHint: false, openWorldHint: false };
  }

  get invocations(): number {
    return this.#invocations;
  }

  protected userOf(ctx): string {
    const userId = ctx.http?.authInfo?.extra?.userId;
    if (!userId) throw new ToolFailure('This tool needs a signed-in dispatcher.');
    return String(userId);
  }

  protected bearerOf(ctx): string {
    const token = ctx.http?.authInfo?.token;
    if (!token) throw new ToolFailure('This tool needs a signed-in dispatcher.');
    return token;
  }

  protected scopesOf(ctx): string[] {
    return ctx.http?.authInfo?.scopes ?? [];
  }

  async invoke(args, ctx) {
    this.#invocations += 1;
    try {
      await this.authorize(args, ctx);
      return this.present(await this.execute(args, ctx));
    } catch (err) {
      if (err instanceof ToolFailure) {
        return { isError: true, content: [{ type: 'text', text: err.message }] };
      }
      this.deps.log.error({ err, tool: this.name }, 'dispatch tool failed');
      return { isError: true, content: [{ type: 'text', text: 'Internal error; the dispatch platform team has been notified.' }] };
    }
  }

  protected async authorize(_args, ctx): Promise<void> {
    this.userOf(ctx);
  }

  protected abstract execute(args, ctx): Promise<unknown>;

  protected present(outcome) {
    if (outcome && typeof outcome === 'object' && 'resultType' in outcome) return outcome;
    const text = typeof outcome === 'string' ? outcome : JSON.stringify(outcome, null, 2);
    return { content: [{ type: 'text', text }] };
  }

  register(server: McpServer): void {
    server.registerTool(
      this.name,
      { description: this.description, inputSchema: this.schema, annotations: this.annotations },
      (args, ctx) => this.invoke(args, ctx),
    );
  }
}
