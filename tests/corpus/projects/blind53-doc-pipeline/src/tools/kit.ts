import type { CallToolResult, Tool, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { UserId } from '../security/state.js';

/** 2026-07-28 input requests; SDK 1.x has no types for them yet. */
export type InputRequest =
  | {
      readonly method: 'elicitation/create';
      readonly params: { readonly mode: 'form'; readonly message: string; readonly requestedSchema: Record<string, unknown> };
    }
  | {
      readonly method: 'sampling/createMessage';
      readonly params: {
        readonly messages: readonly { readonly role: 'user'; readonly content: { readonly type: 'text'; readonly text: string } }[];
        readonly maxTokens: number;
        readonly systemPrompt?: string;
      };
    };

export const InputResponses = z
  .record(
    z.string(),
    z.union([
      z.object({ action: z.enum(['accept', 'decline', 'cancel']), content: z.record(z.string(), z.unknown()).optional() }),
      z.object({ role: z.literal('assistant'), content: z.object({ type: z.literal('text'), text: z.string() }), model: z.string() }),
    ]),
  )
  .default({});
export type InputResponses = z.output<typeof InputResponses>;

export interface ToolCall<A> {
  readonly args: A;
  readonly userId: UserId;
  /** The client's echo of our state: untrusted until a channel redeems it. */
  readonly requestState: string | undefined;
  readonly inputResponses: InputResponses;
}

export namespace Outcome {
  export type Text = { readonly kind: 'text'; readonly text: string; readonly isError: boolean };
  export type NeedsInput = { readonly kind: 'input'; readonly requests: Readonly<Record<string, InputRequest>>; readonly state: string };
  export type Result = { readonly kind: 'result'; readonly result: CallToolResult };
  export type Any = Text | NeedsInput | Result;

  export function text(text: string): Text;
  export function text(text: string, isError: boolean): Text;
  export function text(text: string, isError = false): Text {
    return { kind: 'text', text, isError };
  }

  export const input = (requests: Record<string, InputRequest>, state: string): NeedsInput => ({ kind: 'input', requests, state });
  export const result = (result: CallToolResult): Result => ({ kind: 'result', result });
}

export function form(message: string, schema: z.ZodObject): InputRequest {
  return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: z.toJSONSchema(schema) } };
}

export function accepted<S extends z.ZodObject>(responses: InputResponses, key: string, schema: S): z.output<S> | undefined {
  const response = responses[key];
  if (!response || !('action' in response) || response.action !== 'accept') return undefined;
  const parsed = schema.safeParse(response.content);
  return parsed.success ? parsed.data : undefined;
}

export function toResult(outcome: Outcome.Any): CallToolResult {
  switch (outcome.kind) {
    case 'text':
      return { ...(outcome.isError ? { isError: true } : {}), content: [{ type: 'text', text: outcome.text }] };
    case 'result':
      return outcome.result;
    case 'input':
      return { resultType: 'input_required', inputRequests: outcome.requests, requestState: outcome.state } as unknown as CallToolResult;
  }
}

/** One tool: its declaration and its handler. The server dispatches by `name`. */
export abstract class DocTool<S extends z.ZodObject = z.ZodObject> {
  abstract readonly name: string;
  abstract readonly title: string;
  abstract readonly description: string;
  abstract readonly input: S;
  readonly annotations: ToolAnnotations = { readOnlyHint: true };

  abstract run(call: ToolCall<z.output<S>>): Promise<Outcome.Any>;

  definition(): Tool {
    return {
      name: this.name,
      title: this.title,
      description: this.description,
      inputSchema: z.toJSONSchema(this.input) as Tool['inputSchema'],
      annotations: this.annotations,
    };
  }
}
