import { inputRequired } from '@modelcontextprotocol/server';

type Schema = { type: 'object'; properties: Record<string, unknown>; required?: string[] };

/**
 * Small fluent wrapper so tools read top-down:
 *   new InputRequiredBuilder().ask('x', 'Question?', schema).withState(s).build()
 */
export class InputRequiredBuilder {
  private readonly requests: Record<string, ReturnType<typeof inputRequired.elicit>> = {};
  private state?: string;

  ask(key: string, message: string, requestedSchema: Schema): this {
    this.requests[key] = inputRequired.elicit({ message, requestedSchema });
    return this;
  }

  withState(requestState: string): this {
    this.state = requestState;
    return this;
  }

  build() {
    if (Object.keys(this.requests).length === 0) throw new Error('InputRequiredBuilder: nothing to ask');
    return inputRequired({ inputRequests: this.requests, requestState: this.state });
  }
}

export const userIdOf = (ctx: { http?: { authInfo?: { extra?: Record<string, unknown> } } }): string | undefined => {
  const id = ctx.http?.authInfo?.extra?.userId;
  return typeof id === 'string' && id.length > 0 ? id : undefined;
};

export const textResult = (text: string, isError = false) => ({ content: [{ type: 'text' as const, text }], isError });
