import { MCPTool } from 'mcp-framework';
import { z } from 'zod';
import { roundSigner } from '../../state/signer.js';

// mcp-framework calls execute(input) only. Tools that need a second round (elicitation, confirmation)
// extend this instead: it reads the retry fields of tools/call and the caller, and hands them to run().

export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export interface Round {
  /** requestState echoed by the client, if this is a retry */
  token?: string;
  answers: Record<string, InputResponse>;
  /** GitHub login from the auth provider */
  user: string;
}

export type InputRequests = Record<string, { method: 'elicitation/create'; params: Record<string, unknown> }>;

export interface InputRequiredResult {
  resultType: 'input_required';
  inputRequests: InputRequests;
  requestState: string;
}

interface ToolCallRequest {
  params: {
    name: string;
    arguments?: Record<string, unknown>;
    requestState?: string;
    inputResponses?: Record<string, InputResponse>;
  };
}

interface ToolCallExtra {
  authInfo?: { token: string; clientId: string; scopes: string[]; extra?: { login?: string } };
}

export abstract class InteractiveTool<I extends Record<string, unknown>> extends MCPTool<I> {
  protected abstract run(input: I, round: Round): Promise<string | InputRequiredResult>;

  async execute(): Promise<never> {
    throw new Error(`${this.name} is interactive; it is called through toolCall()`);
  }

  async toolCall(request: ToolCallRequest, extra?: ToolCallExtra) {
    const user = extra?.authInfo?.extra?.login;
    if (!user) return this.createErrorResponse(new Error('Sign in with GitHub to use this tool.'));

    const shape = Object.fromEntries(Object.entries(this.schema).map(([key, field]) => [key, field.type]));
    const parsed = z.object(shape).safeParse(request.params.arguments ?? {});
    if (!parsed.success) return this.createErrorResponse(new Error(parsed.error.message));

    const round: Round = {
      token: request.params.requestState,
      answers: request.params.inputResponses ?? {},
      user,
    };
    try {
      const out = await this.run(parsed.data as I, round);
      return typeof out === 'string' ? this.createSuccessResponse(out) : out;
    } catch (err) {
      return this.createErrorResponse(err as Error);
    }
  }

  protected suspend(inputRequests: InputRequests, state: object, round: Round): InputRequiredResult {
    return {
      resultType: 'input_required',
      inputRequests,
      requestState: roundSigner.seal(state, { user: round.user, tool: this.name }),
    };
  }

  protected resume<S>(round: Round): S | null {
    if (!round.token) return null;
    return roundSigner.open<S>(round.token, { user: round.user, tool: this.name });
  }

  protected confirmForm(message: string): InputRequests[string] {
    return {
      method: 'elicitation/create',
      params: {
        mode: 'form',
        message,
        requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
      },
    };
  }
}
