import { inputRequired } from '@modelcontextprotocol/server';
import type { CallToolResult } from '@modelcontextprotocol/server';
import type { ZodRawShape } from 'zod';
import type { TokenSigner } from '../../state-kit/src/index.js';
import { callerOf, text, type InputRequest, type ToolContext } from './context.js';

/**
 * Base class for every deploybot tool.
 *
 * `execute` is the only entry point the server calls. It decides whether this is the first round
 * or a continuation, opens the continuation's state and hands subclasses typed state, so that no
 * subclass ever deals with the wire format.
 */
export abstract class ToolHandler<A extends Record<string, unknown>, S> {
  abstract readonly name: string;
  abstract readonly description: string;
  abstract readonly inputShape: ZodRawShape;
  readonly destructive: boolean = false;

  protected constructor(protected readonly signer: TokenSigner) {}

  async execute(args: A, ctx: ToolContext): Promise<CallToolResult> {
    const caller = callerOf(ctx);
    const token = ctx.mcpReq.requestState<string>();
    if (token === undefined) {
      return this.begin(args, ctx);
    }
    const claims = this.signer.open<S>(token, caller); // expect: require-state-binding
    if (claims === null) {
      return text('This confirmation is no longer valid. Please start again.', true);
    }
    return this.resume(args, claims.data, ctx);
  }

  /** First round: do the read-only work and, usually, ask for something via `suspend`. */
  protected abstract begin(args: A, ctx: ToolContext): Promise<CallToolResult>;

  /** Later rounds: `state` is what `begin` passed to `suspend`. */
  protected abstract resume(args: A, state: S, ctx: ToolContext): Promise<CallToolResult>;

  protected suspend(inputRequests: Record<string, InputRequest>, state: S, ctx: ToolContext): CallToolResult {
    return inputRequired({
      inputRequests,
      requestState: this.signer.seal(state, callerOf(ctx), this.name),
    });
  }

  get annotations() {
    return { destructiveHint: this.destructive, openWorldHint: true };
  }
}
