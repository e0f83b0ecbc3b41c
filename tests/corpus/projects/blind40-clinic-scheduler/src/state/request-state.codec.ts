import { inject, singleton } from 'tsyringe';
import { createRequestStateCodec, type ServerContext } from '@modelcontextprotocol/server';
import { STATE_KEY } from '../tokens.js';

/** Every payload names the tool that minted it; handlers compare it before trusting the rest. */
export interface ToolState {
  tool: string;
}

/**
 * One codec for all tools. The server's requestState.verify hook runs `verify`, so a handler's
 * ctx.mcpReq.requestState() is already the checked payload (or undefined on a first call).
 */
@singleton()
export class RequestStates {
  private readonly codec;

  constructor(@inject(STATE_KEY) key: Buffer) {
    this.codec = createRequestStateCodec<ToolState>({
      key, // expect: no-weak-state-key
      ttlSeconds: 600,
      bind: (ctx) => ctx.http?.authInfo?.clientId ?? 'stdio', // expect: require-state-binding
    });
  }

  mint<T extends ToolState>(payload: T, ctx: ServerContext): Promise<string> {
    return this.codec.mint(payload, ctx);
  }

  readonly verify = (state: string, ctx: ServerContext) => this.codec.verify(state, ctx);
}
