// Abstract base class for CRM tools that routes first and follow-up rounds and builds results.
// @ts-nocheck
import type { CallToolRequest, CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export interface Principal {
  userId: string;
}

export interface InputRequiredResult {
  resultType: 'input_required';
  inputRequests: Record<string, { method: string; params: Record<string, unknown> }>;
  requestState: string;
}

export type ToolOutcome = CallToolResult | InputRequiredResult;

/** Base class for every CRM tool; `run` is the template method. */
export abstract class CrmTool<A extends Record<string, unknown> = Record<string, unknown>> {
  abstract readonly name: string;
  abstract readonly description: string;
  abstract readonly inputSchema: Record<string, unknown>;
  readonly destructive: boolean = false;

  async run(request: CallToolRequest, principal: Principal): Promise<ToolOutcome> {
    const args = (request.params.arguments ?? {}) as A;
    const state = (request.params as { requestState?: unknown }).requestState;
    const responses = (request.params as { inputResponses?: Record<string, any> }).inputResponses ?? {};
    if (typeof state === 'string' && state.length > 0) {
      return this.continue(args, state, responses, principal);
    }
    return this.start(args, principal);
  }

  protected abstract start(args: A, principal: Principal): Promise<ToolOutcome>;
  protected abstract continue(
    args: A,
    state: string,
    responses: Record<string, any>,
    principal: Principal,
  ): Promise<ToolOutcome>;

  protected askForm(key: string, message: string, properties: Record<string, unknown>, requestState: string): InputRequiredResult {
    return {
      resultType: 'input_required',
      inputRequests: {
        [key]: {
          method: 'elicitation/create',
          params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: Object.keys(properties) } },
        },
      },
      requestState,
    };
  }

  protected text(text: string, isError = false): CallToolResult {
    return { content: [{ type: 'text', text }], isError };
  }
}
