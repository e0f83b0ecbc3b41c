import type { AuthInfo, CallToolResult, McpServer } from '@modelcontextprotocol/server';
import type { ZodRawShape } from 'zod';
import type { PendingAction, StateCodec } from '../security/state-codec.js';
import type { CrmClient } from '../services/crm-client.js';
import type { TokenExchange } from '../services/token-exchange.js';

export interface ToolCtx {
  mcpReq: {
    requestState<T = unknown>(): T | undefined;
    inputResponses?: Record<string, unknown>;
  };
  http?: { authInfo?: AuthInfo };
}

export interface ToolServices {
  codec: StateCodec;
  exchange: TokenExchange;
  crmFor(bearer: string): CrmClient;
}

export class StateMismatch extends Error {}

export abstract class BaseTool {
  abstract readonly name: string;
  abstract readonly description: string;
  abstract readonly shape: ZodRawShape;
  readonly destructive: boolean = false;

  constructor(protected readonly services: ToolServices) {}

  protected get codec(): StateCodec {
    return this.services.codec;
  }

  /**
   * The state of a continuation. The server's requestState hook has already verified the token;
   * here we only make sure it was minted by this tool.
   */
  protected pending(ctx: ToolCtx): PendingAction | undefined {
    const state = ctx.mcpReq.requestState<PendingAction>();
    if (state !== undefined && state.tool !== this.name) {
      throw new StateMismatch(`state for ${state.tool} sent to ${this.name}`);
    }
    return state;
  }

  abstract handle(args: Record<string, unknown>, ctx: ToolCtx): Promise<CallToolResult>;

  register(server: McpServer): void {
    server.registerTool(
      this.name,
      { description: this.description, inputSchema: this.shape, annotations: { destructiveHint: this.destructive } },
      async (args, ctx) => {
        try {
          return await this.handle(args, ctx as ToolCtx);
        } catch (error) {
          if (error instanceof StateMismatch) {
            return { isError: true, content: [{ type: 'text', text: 'That confirmation belongs to another action.' }] };
          }
          throw error;
        }
      },
    );
  }
}
