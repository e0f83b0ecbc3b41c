import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { CallToolResult, InputRequiredResult, McpServer, ServerContext } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { mintConfirmToken, readConfirmToken } from './confirm-token.js';
import { callerOf } from './principal.js';

/**
 * A tiny fluent layer over registerTool, so tool files read like a spec:
 *
 *   createTool('restart_node')
 *     .describe('…')
 *     .input({ node: z.string() })
 *     .destructive()
 *     .confirm((args) => ({ message: `Restart ${args.node}?` }))
 *     .run(async (args, env) => …)
 *
 * `collect()` adds a round before the confirmation that asks the user for extra values;
 * what its `keep` callback returns is carried to the next rounds in the signed token.
 */

type Shape = z.ZodRawShape;
export type ArgsOf<S extends Shape> = z.infer<z.ZodObject<S>>;

export type FieldSpec =
  | { type: 'string'; title?: string; description?: string; format?: 'email' | 'uri' | 'date' | 'date-time' }
  | { type: 'number'; title?: string; description?: string; minimum?: number; maximum?: number }
  | { type: 'boolean'; title?: string; description?: string };

export interface FormQuestion {
  message: string;
  fields?: Record<string, FieldSpec>;
  required?: string[];
}

export interface RunEnv {
  caller: string;
  ctx: ServerContext;
  carried: Record<string, unknown>;
}

type Carried = Record<string, unknown>;
type Stage = 'collect' | 'confirm';

interface CollectStage<A> {
  key: string;
  ask: (args: A) => FormQuestion;
  keep: (answers: Record<string, unknown>, args: A) => Carried;
}

type ToolResult = CallToolResult | InputRequiredResult;

export const textResult = (text: string): CallToolResult => ({ content: [{ type: 'text', text }] });

const refuse = (why: string): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text: `${why} Please start the action again.` }],
});

function toElicitation(question: FormQuestion) {
  return inputRequired.elicit({
    message: question.message,
    requestedSchema: {
      type: 'object',
      properties: question.fields ?? {},
      required: question.required ?? [],
    },
  });
}

export class ToolBuilder<S extends Shape = Shape> {
  readonly name: string;
  #description = '';
  #shape = {} as S;
  #destructive = false;
  #collect?: CollectStage<ArgsOf<S>>;
  #confirm?: (args: ArgsOf<S>, carried: Carried) => FormQuestion;
  #run?: (args: ArgsOf<S>, env: RunEnv) => Promise<CallToolResult>;

  constructor(name: string) {
    this.name = name;
  }

  describe(description: string): this {
    this.#description = description;
    return this;
  }

  input<N extends Shape>(shape: N): ToolBuilder<N> {
    const next = this as unknown as ToolBuilder<N>;
    next.#shape = shape;
    return next;
  }

  destructive(): this {
    this.#destructive = true;
    return this;
  }

  collect(key: string, ask: CollectStage<ArgsOf<S>>['ask'], keep: CollectStage<ArgsOf<S>>['keep']): this {
    this.#collect = { key, ask, keep };
    return this;
  }

  confirm(ask: (args: ArgsOf<S>, carried: Carried) => FormQuestion): this {
    this.#confirm = ask;
    return this;
  }

  run(fn: (args: ArgsOf<S>, env: RunEnv) => Promise<CallToolResult>): this {
    this.#run = fn;
    return this;
  }

  attach(server: McpServer): void {
    if (!this.#run) throw new Error(`tool '${this.name}' was attached without run()`);
    server.registerTool(
      this.name,
      {
        description: this.#description,
        inputSchema: z.object(this.#shape),
        annotations: { destructiveHint: this.#destructive },
      },
      (args, ctx) => this.#handle(args as ArgsOf<S>, ctx),
    );
  }

  async #handle(args: ArgsOf<S>, ctx: ServerContext): Promise<ToolResult> {
    const caller = callerOf(ctx);
    const run = this.#run!;
    if (!this.#collect && !this.#confirm) return run(args, { caller, ctx, carried: {} });

    const raw = ctx.mcpReq.requestState<string>();
    if (raw === undefined) {
      if (this.#collect) return this.#ask('collect', this.#collect.key, this.#collect.ask(args), caller, {});
      return this.#ask('confirm', 'confirm', this.#confirmQuestion(args, {}), caller, {});
    }

    const claims = readConfirmToken(raw);
    if (!claims) return refuse('This confirmation is invalid or has expired.');
    if (claims.sub !== caller || claims.tool !== this.name) {
      return refuse('This confirmation was issued for another user or tool.');
    }

    if (claims.stage === 'collect' && this.#collect) {
      const answers = acceptedContent(ctx.mcpReq.inputResponses, this.#collect.key);
      if (!answers) return textResult('Cancelled, nothing was changed.');
      const carried = this.#collect.keep(answers, args);
      if (!this.#confirm) return run(args, { caller, ctx, carried });
      return this.#ask('confirm', 'confirm', this.#confirmQuestion(args, carried), caller, carried);
    }

    const reply = acceptedContent<{ confirm?: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (!reply?.confirm) return textResult('Cancelled, nothing was changed.');
    return run(args, { caller, ctx, carried: claims.carried ?? {} });
  }

  #confirmQuestion(args: ArgsOf<S>, carried: Carried): FormQuestion {
    const question = this.#confirm ? this.#confirm(args, carried) : { message: `Run ${this.name}?` };
    return {
      ...question,
      fields: { confirm: { type: 'boolean', title: 'Yes, go ahead' }, ...question.fields },
      required: ['confirm', ...(question.required ?? [])],
    };
  }

  #ask(stage: Stage, key: string, question: FormQuestion, caller: string, carried: Carried): InputRequiredResult {
    return inputRequired({
      inputRequests: { [key]: toElicitation(question) },
      requestState: mintConfirmToken({ sub: caller, tool: this.name, stage, carried }), // expect-todo: require-state-binding
    });
  }
}

export const createTool = (name: string): ToolBuilder => new ToolBuilder(name);
