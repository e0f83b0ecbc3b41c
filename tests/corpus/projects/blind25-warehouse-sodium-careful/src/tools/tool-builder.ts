import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { SodiumStateSigner } from '../crypto/sodium-state.js';

export interface CallContext {
  userId: string;
  inputResponses?: Record<string, { action: string; content?: Record<string, unknown> }>;
  requestState?: string;
}

type InputRequiredResult = {
  resultType: 'input_required';
  inputRequests: Record<string, unknown>;
  requestState: string;
};

export type ToolOutcome = CallToolResult | InputRequiredResult;

export interface BuiltTool {
  definition: { name: string; description: string; inputSchema: object; annotations?: object };
  call(args: Record<string, unknown>, ctx: CallContext): Promise<ToolOutcome>;
}

type Prepare<A, D> = (args: A, ctx: CallContext) => Promise<{ question: string; data: D }>;
type Run<A, D> = (args: A, ctx: CallContext, data: D | undefined) => Promise<CallToolResult>;

const say = (text: string, isError = false): CallToolResult => ({ content: [{ type: 'text', text }], ...(isError && { isError }) });

/**
 * Fluent tool definition. A tool with `.confirm(...)` gets a two-round flow:
 * round one signs what `prepare` returns, round two only runs on a verified
 * state whose binding (user, tool, exact arguments) matches this call.
 */
export class ToolBuilder<A extends Record<string, unknown>, D = never> {
  private description = '';
  private schema: object = { type: 'object', properties: {} };
  private annotations: Record<string, boolean> = {};
  private prepare?: Prepare<A, D>;

  constructor(private readonly name: string, private readonly signer: SodiumStateSigner) {}

  describe(text: string): this {
    this.description = text;
    return this;
  }

  input(schema: object): this {
    this.schema = schema;
    return this;
  }

  destructive(): this {
    this.annotations.destructiveHint = true;
    return this;
  }

  confirm<D2>(prepare: Prepare<A, D2>): ToolBuilder<A, D2> {
    const next = this as unknown as ToolBuilder<A, D2>;
    next.prepare = prepare;
    return next;
  }

  run(handler: Run<A, D>): BuiltTool {
    const { name, signer, prepare } = this;
    return {
      definition: { name, description: this.description, inputSchema: this.schema, annotations: this.annotations },
      async call(rawArgs, ctx) {
        const args = rawArgs as A;
        if (!prepare) return handler(args, ctx, undefined);

        const binding = { sub: ctx.userId, tool: name, argsHash: SodiumStateSigner.argsHash(rawArgs) };
        if (ctx.requestState === undefined) {
          const { question, data } = await prepare(args, ctx);
          return {
            resultType: 'input_required',
            inputRequests: {
              confirm: {
                method: 'elicitation/create',
                params: {
                  mode: 'form',
                  message: question,
                  requestedSchema: {
                    type: 'object',
                    properties: { confirm: { type: 'boolean', title: 'Confirm' } },
                    required: ['confirm'],
                  },
                },
              },
            },
            requestState: signer.sign(data, binding),
          };
        }

        const data = signer.verify<D>(ctx.requestState, binding);
        if (data === null) return say('Invalid or expired request state', true);
        const answer = ctx.inputResponses?.confirm;
        if (answer?.action !== 'accept' || answer.content?.confirm !== true) return say('Cancelled; nothing changed.');
        return handler(args, ctx, data);
      },
    };
  }
}

export const toolFactory = (signer: SodiumStateSigner) => <A extends Record<string, unknown>>(name: string) =>
  new ToolBuilder<A>(name, signer);
