import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { AuthInfo, CallToolResult } from '@modelcontextprotocol/server';
import type { ZodRawShape } from 'zod';
import { argsDigest } from '../state/args-digest.js';
import type { WizardCodec, WizardState } from '../state/codec.js';

export interface ToolContext {
  mcpReq: {
    requestState<T = unknown>(): T | undefined;
    inputResponses?: Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>;
  };
  http?: { authInfo?: AuthInfo };
}

export type InputRequest = ReturnType<typeof inputRequired.elicit>;

export interface Question {
  key: string;
  request: InputRequest;
}

export type Steps = AsyncGenerator<Question, CallToolResult, Record<string, unknown>>;

const textResult = (text: string, isError = false): CallToolResult => ({
  content: [{ type: 'text', text }],
  ...(isError ? { isError: true } : {}),
});

/**
 * A tool written as a conversation: `steps()` is an async generator that yields a Question when it
 * needs the user and receives the answer back from `yield`.
 *
 * Servers are stateless, so a conversation cannot stay suspended in memory between rounds. Each
 * round replays the generator from the start, feeding it the answers recorded in the (signed)
 * request state, until it reaches a question that has no answer yet. Everything a generator does
 * before its last question therefore runs once per round and must be read-only.
 */
export abstract class WizardTool<A extends Record<string, unknown>> {
  abstract readonly name: string;
  abstract readonly description: string;
  abstract readonly inputShape: ZodRawShape;
  protected readonly destructive: boolean = false;

  constructor(private readonly codec: WizardCodec) {}

  protected abstract steps(args: A, ctx: ToolContext): Steps;

  get annotations() {
    return { destructiveHint: this.destructive, idempotentHint: false };
  }

  async run(args: A, ctx: ToolContext): Promise<CallToolResult> {
    const digest = argsDigest(args);
    // already verified (signature, expiry, caller) by the server's requestState hook
    const saved = ctx.mcpReq.requestState<WizardState>();
    if (saved !== undefined && (saved.tool !== this.name || saved.argsDigest !== digest)) {
      return textResult('That answer was for a different request. Please start again.', true);
    }

    const answers: Record<string, unknown> = { ...(saved?.answers ?? {}) };
    if (saved !== undefined) {
      const fresh = acceptedContent<Record<string, unknown>>(ctx.mcpReq.inputResponses, saved.asked);
      if (fresh === undefined) return textResult('Cancelled; nothing was changed.');
      answers[saved.asked] = fresh;
    }

    const conversation = this.steps(args, ctx);
    try {
      let step = await conversation.next();
      while (!step.done) {
        const question = step.value;
        const answer = answers[question.key];
        if (answer === undefined) {
          const next: WizardState = { tool: this.name, argsDigest: digest, asked: question.key, answers };
          return inputRequired({
            inputRequests: { [question.key]: question.request },
            requestState: await this.codec.mint(next, ctx),
          });
        }
        step = await conversation.next(answer as Record<string, unknown>);
      }
      return step.value;
    } finally {
      await conversation.return(textResult(''));
    }
  }
}
