import { createHmac } from 'node:crypto';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { STATE_TTL_SECONDS, nowSeconds } from '../state/ttl.js';

export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export interface ToolContext {
  userId: string;
  agentEmail: string;
  /** OAuth access token the agent signed in with; Zendesk accepts it directly. */
  zendeskToken: string;
  inputResponses?: Record<string, InputResponse>;
  requestState?: string;
}

export interface InputRequiredResult {
  resultType: 'input_required';
  inputRequests: Record<string, { method: string; params: Record<string, unknown> }>;
  requestState?: string;
}

export type ToolOutcome = CallToolResult | InputRequiredResult;

export abstract class BaseTool<Args = Record<string, unknown>> {
  abstract readonly name: string;
  abstract readonly description: string;
  abstract readonly inputSchema: { type: 'object'; properties: Record<string, unknown>; required?: string[] };
  readonly destructive: boolean = false;

  abstract execute(args: Args, ctx: ToolContext): Promise<ToolOutcome>;

  protected text(message: string): CallToolResult {
    return { content: [{ type: 'text', text: message }] };
  }

  protected fail(message: string): CallToolResult {
    return { content: [{ type: 'text', text: message }], isError: true };
  }

  describe() {
    return {
      name: this.name,
      description: this.description,
      inputSchema: this.inputSchema,
      annotations: { destructiveHint: this.destructive },
    };
  }
}

interface Envelope<S> {
  data: S;
  sub: string;
  tool: string;
  exp: number;
}

/**
 * A tool that needs more than one round. Subclasses keep whatever they learned in round one
 * in a signed envelope that the client echoes back.
 */
export abstract class StatefulTool<Args = Record<string, unknown>, S = Record<string, unknown>> extends BaseTool<Args> {
  constructor(private readonly stateKey: string) {
    super();
  }

  private mac(body: string): string {
    return createHmac('sha256', this.stateKey).update(body).digest('hex');
  }

  protected seal(data: S, ctx: ToolContext): string {
    const envelope: Envelope<S> = { data, sub: ctx.userId, tool: this.name, exp: nowSeconds() + STATE_TTL_SECONDS }; // expect: require-state-binding
    const body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  protected unseal(token: string | undefined, ctx: ToolContext): S | null {
    if (!token) return null;
    const [body, mac] = token.split('.');
    if (!body || !mac) return null;
    if (mac !== this.mac(body)) return null; // expect: no-timing-unsafe-compare
    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Envelope<S>;
    if (envelope.sub !== ctx.userId || envelope.tool !== this.name) return null;
    if (envelope.exp < nowSeconds()) return null;
    return envelope.data;
  }

  /** Used by the decorators in ./decorators.ts as well as by subclasses. */
  readState(ctx: ToolContext): S | null {
    return this.unseal(ctx.requestState, ctx);
  }

  requestInput(
    key: string,
    message: string,
    properties: Record<string, unknown>,
    state: S,
    ctx: ToolContext,
  ): InputRequiredResult {
    return {
      resultType: 'input_required',
      inputRequests: {
        [key]: {
          method: 'elicitation/create',
          params: { mode: 'form', message, requestedSchema: { type: 'object', properties } },
        },
      },
      requestState: this.seal(state, ctx),
    };
  }
}
