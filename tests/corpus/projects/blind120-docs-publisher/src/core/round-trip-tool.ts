// Base class for two-round tools with a per-tool requestState codec bound to user and tool.
// @ts-nocheck
import { createRequestStateCodec, type McpServer } from '@modelcontextprotocol/server';
import type { KeyProvider } from '../keys/key-provider.js';

export const STATE_TTL_SECONDS = 600;

export type Ctx = {
  mcpReq: { inputResponses?: Record<string, unknown>; requestState<T = unknown>(): T | undefined };
  http?: { authInfo?: { extra?: Record<string, unknown> } };
};

export interface ToolSpec {
  name: string;
  title: string;
  description: string;
  inputSchema: Record<string, unknown>;
  destructive?: boolean;
}

function userOf(ctx: Ctx): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id.length === 0) throw new Error('request has no authenticated user');
  return id;
}

/**
 * Template for tools that may need a second round. Each subclass gets its own
 * codec whose binding is `<user>\u0000<tool>`, so state cannot move between
 * users or tools; it expires after STATE_TTL_SECONDS.
 */
export abstract class RoundTripTool<TArgs, TState> {
  abstract readonly spec: ToolSpec;
  #codec?: ReturnType<typeof createRequestStateCodec<TState>>;

  constructor(protected readonly keys: KeyProvider) {}

  protected get codec() {
    return (this.#codec ??= createRequestStateCodec<TState>({
      key: this.keys.stateKey,
      ttlSeconds: STATE_TTL_SECONDS,
      bind: (ctx) => `${userOf(ctx as Ctx)}\u0000${this.spec.name}`,
    }));
  }

  register(server: McpServer): void {
    server.registerTool(
      this.spec.name,
      {
        title: this.spec.title,
        description: this.spec.description,
        inputSchema: this.spec.inputSchema as any,
        annotations: { destructiveHint: this.spec.destructive === true },
      },
      (args: any, ctx: any) => this.dispatch(args, ctx),
    );
  }

  private async dispatch(args: TArgs, ctx: Ctx) {
    const raw = ctx.mcpReq.requestState<string>();
    if (raw === undefined) return this.firstRound(args, ctx);
    // Cheap format gate before doing any crypto; the codec still verifies below.
    if (typeof raw !== 'string' || !raw.startsWith('v1.')) return this.error('Unsupported requestState format.');
    let state: TState;
    try {
      state = await this.codec.verify(raw, ctx as any);
    } catch {
      return this.error('Invalid or expired requestState.');
    }
    return this.nextRound(args, state, ctx);
  }

  protected mint(state: TState, ctx: Ctx): Promise<string> {
    return this.codec.mint(state, ctx as any);
  }

  protected abstract firstRound(args: TArgs, ctx: Ctx): Promise<any>;
  protected abstract nextRound(args: TArgs, state: TState, ctx: Ctx): Promise<any>;

  protected text(text: string) {
    return { content: [{ type: 'text' as const, text }] };
  }

  protected error(text: string) {
    return { content: [{ type: 'text' as const, text }], isError: true };
  }
}
